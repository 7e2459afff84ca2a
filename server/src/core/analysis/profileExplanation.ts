import { describeFilter } from '../model/describeFilter';
import { escapeMarkdown } from '../text/markdown';
import { NOMI, PROPERLY_SUMMONED, SEMI_NOMI } from './clauseExplanations';
import { mechanicName, type SummonCategory, type SummoningProfile, zonesInWords } from './summoningProfile';

/** The category in words, for hovers and the CLI's text output. */
export const CATEGORY_LABELS: Readonly<Record<SummonCategory, string>> = {
  'normal-summonable': 'Normal Summonable',
  nomi: 'Nomi (Special Summon only by its own method, ever)',
  'semi-nomi': 'Semi-Nomi (must first be summoned by its own method)',
  'special-summon-only': 'Special Summon only (no method of its own: any effect may summon it)',
  unsummonable: 'Unsummonable (no way to summon it at all)',
  'extra-deck': 'Extra Deck monster',
};

function tributes(count: number): string {
  return count === 0 ? 'no Tributes' : `${count} Tribute${count === 1 ? '' : 's'}`;
}

function normalSummonLines(profile: SummoningProfile): string[] {
  const n = profile.normalSummon;
  const lines: string[] = [];
  if (n.never) {
    const why = {
      'extra-deck': 'Extra Deck monsters are only Special Summoned',
      ritual: 'Ritual Monsters are only Ritual Summoned (or Special Summoned)',
      token: 'Tokens are only created by effects',
      'special-summon-monster': `it is a Special Summon monster (${profile.specialSummon.restriction === 'nomi' ? 'Nomi' : 'Semi-Nomi'})`,
    }[n.never];
    return [`**Normal Summon / Set**: never: ${why} (rules §1).`];
  }
  if (!n.allowed && !n.set) return ['**Normal Summon / Set**: never: it cannot be Normal Summoned or Set, by any means.'];
  if (n.onlyBy) {
    lines.push(
      `**Normal Summon**: ${n.allowed ? 'only by its own procedure (`normal summon only by`); a cost that Tributes does not make it a Tribute Summon, and Mausoleum of the Emperor cannot be used' : 'no'}.`,
    );
    lines.push(`**Set**: ${n.set ? 'only by the same procedure' : 'no'}.`);
    return lines;
  }
  const count = n.tributes ?? n.setTributes ?? 0;
  if (n.allowed) {
    const how =
      count === 0
        ? 'with no Tributes'
        : `by a Tribute Summon with ${tributes(count)}${n.mandatory ? " (mandatory: the card text replaces the level's count; it is the only way, and Mausoleum of the Emperor cannot be used)" : ` (Level ${profile.level ?? '?'})`}`;
    lines.push(`**Normal Summon**: ${how}.`);
  } else {
    lines.push('**Normal Summon**: no (only the Set is allowed).');
  }
  if (n.setTributes !== null) {
    lines.push(
      `**Set**: ${n.setTributes === 0 ? 'with no Tributes' : `by a Tribute Set with ${tributes(n.setTributes)} (setting does not avoid Tributes)`}${!n.allowed && !n.cannotFlipSummon ? ', then Flip Summoned' : ''}.`,
    );
  } else {
    const setAlternatives = n.alternatives.filter((a) => a.set);
    lines.push(`**Set**: ${setAlternatives.length > 0 ? 'only by the optional procedure below' : 'no (it cannot be Normal Set)'}.`);
  }
  for (const alternative of n.alternatives) {
    const what =
      alternative.kind === 'without-tributes'
        ? `without Tributes${alternative.atk !== null ? ` (its original ATK becomes ${alternative.atk})` : ''}${alternative.def !== null ? ` (its original DEF becomes ${alternative.def})` : ''}: a Normal Summon, not a Tribute Summon`
        : `by Tributing ${alternative.tributes} monsters${alternative.tag ? ` ("${escapeMarkdown(alternative.tag)}")` : ''}: effects may check that it was Summoned this way`;
    lines.push(`- Optionally ${what}; covers ${alternative.set ? 'the Summon and the Set' : 'the Summon only, not the Set'}.`);
  }
  for (const condition of n.conditions) lines.push(`- Every Summon needs: "${escapeMarkdown(condition)}" (the Set does not).`);
  for (const clause of n.cannotSummonIf) {
    lines.push(
      `- The Normal Summon is refused ${clause.mode === 'if' ? 'while' : 'unless'} its condition holds (checked when the Summon is attempted; the Set is still allowed).`,
    );
  }
  for (const alternative of n.alternatives) {
    if (alternative.conditions.length > 0)
      lines.push(
        `- The optional procedure ${alternative.kind === 'without-tributes' ? '"without Tributing"' : ''} needs its ${alternative.conditions.length} condition(s) when it is used.`,
      );
    if (alternative.tributeFilter) lines.push('- Its optional procedure Tributes only monsters that fit its filter.');
  }
  if (n.tributeFilter) lines.push('- Its Tribute Summon and Tribute Set Tribute only monsters that fit its `tributes must be` filter.');
  if (n.cannotFlipSummon && n.set) lines.push('**Flip Summon**: no ("Cannot be Flip Summoned"): once Set, only an attack or an effect turns it face-up.');
  if (n.spellTrapTributes)
    lines.push(
      `- Its Tribute Summon (not a Tribute Set) may also Tribute ${n.spellTrapTributes.filter ? `up to ${escapeMarkdown(describeFilter(n.spellTrapTributes.filter))} you control` : 'face-up Continuous Spells/Traps you control'}, 1 Tribute each.`,
    );
  for (const o of n.opponentTributes ?? [])
    lines.push(
      `- Its Tribute Summon may also Tribute up to ${escapeMarkdown(describeFilter(o.filter))} your opponent controls${o.oncePerTurn ? ', in one Tribute Summon a turn' : ''}; the other Tributes are yours.`,
    );
  if (n.doubleTributeFor)
    lines.push('**As a Tribute**: it can count as 2 Tributes for the Tribute Summon of a monster that fits its `double tribute for` filter.');
  return lines;
}

function specialSummonLines(profile: SummoningProfile, options: DescribeOptions): string[] {
  const s = profile.specialSummon;
  if (!s.allowed) {
    return ['**Special Summon**: never, from any location, by any means, not even by an effect that ignores the Summoning conditions.'];
  }
  const lines: string[] = [];
  const own = s.methods.filter((m) => s.restriction === 'none' || m.restriction !== 'none');
  if (own.length > 0) {
    lines.push(`**Special Summon by its own method**: ${own.map((m) => escapeMarkdown(m.description)).join('; or ')}.`);
  }
  const needed = own.find((m) => m.conditions)?.conditions ?? s.conditions;
  for (const condition of needed)
    lines.push(`- ${own.some((m) => m.conditions) ? 'Its own method' : 'Every Special Summon'} needs: "${escapeMarkdown(condition)}" (not machine-checked).`);
  if (s.onlyByCardEffect)
    lines.push(
      '**Only by card effects**: "Must be Special Summoned with a card effect": not Nomi; any card effect may Special Summon it, from any location (also from the GY without an earlier summon); built-in procedures and Synchro, Xyz, Link and Pendulum Summons cannot (rules §6).',
    );
  if (s.forbiddenMechanics.length > 0)
    lines.push(`**Never by**: ${s.forbiddenMechanics.map((m) => `${m[0].toUpperCase()}${m.slice(1)} Summon`).join(', ')} (its printed condition).`);
  if (s.oncePerTurn) lines.push('**Once per turn**: a card of this name can be Special Summoned only once per turn.');
  if (s.proceduresOncePerTurn)
    lines.push(
      '**Once per turn this way**: its procedures share one count: after a card of this name was Special Summoned by any of them, none of them can be used again this turn (effects that summon it are not counted).',
    );
  if (s.fusionSubstitutesAllowed === false) {
    lines.push(
      '**Fusion Summon**: only with the listed Fusion Materials: no Fusion Substitute may stand in, and no Fusion Summon without materials (Instant Fusion); name-changing materials are fine (rules §3).',
    );
  } else if (s.fusionSubstitutesAllowed === true) {
    lines.push('**Fusion Summon**: a Fusion Substitute may stand in for one named Fusion Material (rules §3).');
  }
  for (const { mechanic, filter } of s.opponentMaterials)
    lines.push(
      `**${mechanicName(mechanic)}**: up to ${escapeMarkdown(describeFilter(filter))} your opponent controls (face-up) may be material; the others are yours.`,
    );
  for (const mechanic of s.onlyWithMaterials)
    lines.push(
      `**${mechanicName(mechanic)}**: only with the listed materials: not its alternative Xyz materials, and no effect summons it treated as a ${mechanicName(mechanic)} with other materials.`,
    );
  if (profile.pendulum)
    lines.push(
      `**Pendulum**: Scale ${profile.pendulum.scale ?? '?'}; ${s.pendulumSummonable ? 'it can be Pendulum Summoned (from the hand, or the face-up Extra Deck after it left the field)' : 'it cannot be Pendulum Summoned (its conditions forbid it)'}; from the field it goes face-up to the Extra Deck instead of the GY.`,
    );
  if (profile.cannotBeMaterialFor.length > 0)
    lines.push(
      `**Material**: never for a ${profile.cannotBeMaterialFor.map((m) => `${m === 'xyz' ? 'Xyz' : `${m[0].toUpperCase()}${m.slice(1)}`}`).join(', ')} Summon.`,
    );
  for (const c of profile.card.summon)
    if (c.kind === 'xyzMaterialLevel')
      lines.push(
        `**Xyz Summon**: its own Xyz Summon may use ${escapeMarkdown(describeFilter(c.filter, { count: false }))} you control as Level ${c.level} Xyz Material.`,
      );
  for (const grant of profile.materialGrants) {
    const of = grant.filter ? `of a ${escapeMarkdown(describeFilter(grant.filter, { count: false }))}` : 'of any Xyz Monster';
    lines.push(
      grant.kind === 'xyzLevel'
        ? `**Material**: for the Xyz Summon ${of}, it may be treated as Level ${grant.levels.join(' or ')} instead of its own Level.`
        : `**Material**: for the Synchro Summon ${grant.filter ? of : 'of any Synchro Monster'}, this Tuner may be treated as a non-Tuner.`,
    );
  }
  const forbidden = s.forbiddenZones.length > 0 ? ` Never from ${zonesInWords(s.forbiddenZones)}.` : '';
  if (s.restriction !== 'none' && options.restrictionExplained) {
    if (forbidden) lines.push(forbidden.trim());
  } else if (s.restriction === 'nomi') lines.push(`${NOMI}${forbidden}`);
  else if (s.restriction === 'semi-nomi') lines.push(`${SEMI_NOMI}${forbidden}`);
  else if (profile.frame === 'token') {
    lines.push(
      `**Special Summon**: only by the effect that creates it: a Token never exists in the hand, the Deck, the GY or banishment (it ceases to exist when it leaves the field), so no other effect can Special Summon it (rules §7).${forbidden}`,
    );
  } else if (profile.category === 'special-summon-only') {
    lines.push(
      `**Special Summon by effects**: yes: it has no method of its own, so it is neither Nomi nor Semi-Nomi and any effect may Special Summon it (Monster Reborn, Call of the Haunted).${forbidden}`,
    );
  } else {
    lines.push(`**Special Summon by effects**: yes, any effect may Special Summon it.${forbidden}`);
  }
  return lines;
}

function revivalLines(profile: SummoningProfile): string[] {
  const s = profile.specialSummon;
  if (!s.allowed) return ['**Monster Reborn**: no.'];
  if (profile.frame === 'token') return ['**Monster Reborn**: never: a Token is never in the GY (rules §7).'];
  if (s.forbiddenZones.includes('graveyard'))
    return ['**Monster Reborn**: no: it cannot be Special Summoned from the GY (an effect that ignores the Summoning conditions can).'];
  if (s.forbiddenUnlessSentFromField.includes('graveyard') && s.restriction === 'none')
    return ['**Monster Reborn**: only a copy that was sent to the GY from the field; not one discarded, milled or sent there from the hand or Deck.'];
  if (s.restriction === 'nomi') return ['**Monster Reborn**: never, not even after a proper summon (Nomi).'];
  if (s.restriction === 'semi-nomi') {
    return [
      '**Monster Reborn**: only once it has been properly summoned (by its own method). That stops when it goes back to the hand or the Deck: then it must be summoned by its method again. A copy sent to the GY without a proper summon (discarded, milled) cannot be revived.',
    ];
  }
  return ['**Monster Reborn**: yes, whenever it is in the GY (no proper summon needed).'];
}

function ignoringConditionsLines(profile: SummoningProfile): string[] {
  const s = profile.specialSummon;
  if (!s.allowed) return ['**Effects that ignore the Summoning conditions** (Level Modulation): no, "Cannot be Special Summoned" stops them too.'];
  if (profile.frame === 'token')
    return ['**Effects that ignore the Summoning conditions** (Level Modulation): no: they summon from the hand, the Deck or the GY, where a Token never is.'];
  if (s.restriction === 'none') return ['**Effects that ignore the Summoning conditions** (Level Modulation): yes, like any other effect.'];
  return [
    '**Effects that ignore the Summoning conditions** (Level Modulation, Level Up!): yes from the hand or the Deck (Main or Extra); from the GY or banishment only if it was properly summoned before.',
  ];
}

function negationLines(profile: SummoningProfile): string[] {
  const s = profile.specialSummon;
  if (!s.summonNegatable) return ['**Negation**: its summon cannot be negated (not by Solemn Judgment, Solemn Warning or Black Horn of Heaven).'];
  const parts: string[] = [];
  if (profile.normalSummon.allowed) parts.push('its Normal Summon can be negated (Solemn Judgment, Solemn Warning)');
  if (s.allowed && s.methods.some((m) => m.kind === 'procedure' || (m.kind === 'mechanic' && m.mechanic !== 'fusion' && m.mechanic !== 'ritual'))) {
    parts.push('its built-in Special Summon happens outside a chain, so it can be negated too (Solemn Judgment, Solemn Warning, Black Horn of Heaven)');
  }
  if (s.allowed && s.methods.some((m) => m.kind === 'effect' || m.mechanic === 'fusion' || m.mechanic === 'ritual')) {
    parts.push(
      "a summon by a card effect (Fusion or Ritual Summon, or the named card's effect) cannot be negated as a summon: only the activation of that card can",
    );
  }
  if (parts.length === 0) parts.push('a Special Summon by an effect cannot be negated as a summon; only the activation of the effect can');
  return [`**Negation**: ${parts.join('; ')}.`];
}

export interface DescribeOptions {
  /** The caller already explained Nomi / Semi-Nomi (a hover on the clause itself): do not repeat it. */
  readonly restrictionExplained?: boolean;
}

/** The derived profile in plain words (Markdown), for hovers on the monster's name and its Nomi/Semi-Nomi clauses. */
export function describeProfile(profile: SummoningProfile, options: DescribeOptions = {}): string {
  const paragraphs = [
    `**Summoning: ${CATEGORY_LABELS[profile.category]}**`,
    ...normalSummonLines(profile),
    ...specialSummonLines(profile, options),
    ...revivalLines(profile),
    ...ignoringConditionsLines(profile),
    ...negationLines(profile),
  ];
  if (profile.specialSummon.restriction !== 'none' || profile.category === 'extra-deck') paragraphs.push(PROPERLY_SUMMONED);
  return paragraphs.join('\n\n');
}
