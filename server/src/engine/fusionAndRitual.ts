import type { Effect, EffectFilter } from '../core/model/effects';
import type { ActionContext } from './actionContext';
import { levelOf } from './cardCatalog';
import { cardsInPlaces, type Place, placesOf, requireDistinct, requireNamed } from './cardChoice';
import { describeFilter, type FilterReference, matchesFilter } from './cardFilters';
import { card, type PlayerId } from './gameState';
import { fitMaterials, requireUsableAsMaterial } from './materialMatching';
import { isInArchetype } from '../core/model/archetypes';
import { requireSpecialSummonable } from './specialSummonRules';
import { refuse, RuleViolation } from './verdict';

/** What a Fusion or Ritual Summon will do, fixed on activation (costs and choices happen then). */
export interface SummonPlan {
  readonly monster: number;
  readonly materials: readonly number[];
}

type FusionEffect = Effect & { readonly kind: 'fusionSummon' };
type RitualEffect = Effect & { readonly kind: 'ritualSummon' };

/**
 * A Fusion Summon by an effect (Polymerization; Instant Fusion without materials): the monster's proper
 * method. "Fusion only with materials" forbids substitutes and material-less Fusion Summons (rule 3).
 */
export function planFusion(
  context: ActionContext,
  player: PlayerId,
  effect: FusionEffect,
  summonName: string | null,
  materialNames: readonly string[],
  spellName: string,
): SummonPlan {
  const extra: Place[] = [{ player, zone: 'extra' }];
  const fits = (id: number) => context.rulesOf(id)?.monster?.frame?.value === 'fusion' && (effect.filter === null || matchesFilter(context, id, effect.filter));
  const way = { ignoreConditions: false, mechanic: 'fusion' as const, description: `the Fusion Summon by "${spellName}"` };
  if (summonName !== null) {
    const id = requireNamed(context, summonName, extra, player, 'Fusion Summoned');
    if (context.rulesOf(id)?.monster?.frame?.value !== 'fusion')
      refuse('not-summonable-by-this-mechanic', `"${summonName}" is not a Fusion Monster, so it cannot be Fusion Summoned.`);
    if (!fits(id))
      refuse('not-summonable-by-this-mechanic', `"${spellName}" can Fusion Summon only ${describeFilter(effect.filter!)}; "${summonName}" is not one.`);
    return { monster: id, materials: fusionMaterials(context, player, effect, id, materialNames, way.description) };
  }
  for (const id of cardsInPlaces(context.state, extra).filter(fits)) {
    try {
      return { monster: id, materials: fusionMaterials(context, player, effect, id, materialNames, way.description) };
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
    }
  }
  refuse('no-valid-target', `"${spellName}" has no Fusion Monster in your Extra Deck that it can Fusion Summon with the materials available.`);
}

function fusionMaterials(
  context: ActionContext,
  player: PlayerId,
  effect: FusionEffect,
  monster: number,
  materialNames: readonly string[],
  description: string,
): number[] {
  const rules = context.rulesOf(monster)!;
  const name = rules.name;
  const clauses = rules.monster!.summon;
  const onlyWithMaterials = clauses.some((c) => c.kind === 'fusionOnlyWithMaterials');
  requireSpecialSummonable(context, monster, { ignoreConditions: false, mechanic: 'fusion', description });
  if (effect.materialZones === null) {
    if (onlyWithMaterials) {
      refuse(
        'fusion-without-materials-not-allowed',
        `"${name}" can only be Fusion Summoned with its listed Fusion Materials, so a Fusion Summon without materials cannot summon it (rule 3).`,
      );
    }
    return [];
  }
  const materialLine = clauses.find((c) => c.kind === 'fusionMaterials');
  if (!materialLine || materialLine.kind !== 'fusionMaterials')
    refuse('materials-invalid', `"${name}" has no "fusion materials" line, so no materials fit it.`);
  const places = placesOf(effect.materialZones, effect.materialSide, player);
  const chosen =
    materialNames.length > 0
      ? requireDistinct(context, materialNames, places, player, 'used as Fusion Material')
      : autoChooseMaterials(context, materialLine.materials, places, monster);
  if (chosen.includes(monster)) refuse('materials-invalid', `"${name}" cannot be its own Fusion Material.`);
  requireUsableAsMaterial(context, chosen, 'fusion');
  const fit = fitMaterials(context, materialLine.materials, chosen, !onlyWithMaterials, materialLine.conditions);
  if (!fit.fits) {
    if (fit.usedSubstitute)
      refuse(
        'fusion-substitute-not-allowed',
        `"${name}" can only be Fusion Summoned with the listed Fusion Materials: no Fusion Substitute may stand in (rule 3).`,
      );
    refuse('materials-invalid', `The Fusion Materials for "${name}" do not fit: ${fit.problem} (rule 3).`);
  }
  if (fit.usedSubstitute) context.note('A Fusion Substitute stood in for a named Fusion Material (rule 3).');
  return chosen;
}

/** First fitting cards per material line, in board order (a named line takes that card). */
function autoChooseMaterials(context: ActionContext, materials: readonly EffectFilter[], places: readonly Place[], monster: number): number[] {
  const candidates = cardsInPlaces(context.state, places).filter((id) => id !== monster);
  const chosen: number[] = [];
  for (const material of materials) {
    for (let n = 0; n < material.count.min; n++) {
      const id = candidates.find((c) => !chosen.includes(c) && matchesFilter(context, c, material));
      if (id !== undefined) chosen.push(id);
    }
  }
  return chosen;
}

/**
 * A Ritual Summon by a Ritual Spell: only the monster's named Ritual Spell or a generic one (whose filter
 * describes it); Tributes' Levels at least (no excess) or exactly the monster's Level (rule 3).
 */
export function planRitual(
  context: ActionContext,
  player: PlayerId,
  effect: RitualEffect,
  summonName: string | null,
  materialNames: readonly string[],
  spellName: string,
  reference: FilterReference,
): SummonPlan {
  const hand: Place[] = [{ player, zone: 'hand' }];
  if (summonName !== null) {
    const id = requireNamed(context, summonName, hand, player, 'Ritual Summoned');
    return { monster: id, materials: ritualMaterials(context, player, effect, id, materialNames, spellName, reference) };
  }
  const candidates = cardsInPlaces(context.state, hand).filter((id) => context.rulesOf(id)?.monster?.frame?.value === 'ritual');
  let firstError: RuleViolation | undefined;
  for (const id of candidates) {
    try {
      return { monster: id, materials: ritualMaterials(context, player, effect, id, materialNames, spellName, reference) };
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      firstError ??= error;
    }
  }
  if (firstError) throw firstError;
  refuse('no-valid-target', `"${spellName}" needs a Ritual Monster in your hand to Ritual Summon.`);
}

function ritualMaterials(
  context: ActionContext,
  player: PlayerId,
  effect: RitualEffect,
  monster: number,
  materialNames: readonly string[],
  spellName: string,
  reference: FilterReference,
): number[] {
  const rules = context.rulesOf(monster);
  const name = card(context.state, monster).name;
  if (rules?.monster?.frame?.value !== 'ritual')
    refuse('not-summonable-by-this-mechanic', `"${name}" is not a Ritual Monster, so it cannot be Ritual Summoned.`);
  const clause = rules.monster.summon.find((c) => c.kind === 'ritualSpell');
  const namedSpell = clause?.kind === 'ritualSpell' ? clause.card.value : undefined;
  // Rule 3: its own Ritual Spell, or a generic one whose description fits the monster.
  // "any "Nekroz" Ritual Spell" (`ritual spell archetype "Nekroz"`): a Ritual Spell of that archetype.
  const spell = context.catalog.rules(spellName)?.declaration;
  const byArchetype = clause?.kind === 'ritualSpell' && clause.archetype === true && spell !== undefined && isInArchetype(spell, clause.card.value);
  const allowed = effect.filter !== null ? matchesFilter(context, monster, effect.filter) : namedSpell === spellName || byArchetype;
  if (!allowed) {
    refuse(
      'ritual-spell-mismatch',
      namedSpell
        ? `"${name}" is Ritual Summoned with "${namedSpell}" (or a generic Ritual Spell); "${spellName}" cannot summon it (rule 3).`
        : `"${spellName}" cannot Ritual Summon "${name}" (rule 3).`,
    );
  }
  requireSpecialSummonable(context, monster, { ignoreConditions: false, mechanic: 'ritual', description: `the Ritual Summon by "${spellName}"` });
  const level = levelOf(rules) ?? 0;
  const rule = effect.levelRule ?? (clause?.kind === 'ritualSpell' ? clause.levelRule : 'at-least');
  const places = effect.using.kind === 'tributes' ? placesOf(effect.using.zones, 'your', player) : placesOf(effect.using.zones, effect.using.side, player);
  const usable = (id: number) =>
    id !== monster &&
    (effect.using.kind === 'tributes' ? context.rulesOf(id)?.cardType === 'monster' : matchesFilter(context, id, effect.using.filter, reference));
  let chosen: number[];
  if (materialNames.length > 0) {
    chosen = requireDistinct(
      context,
      materialNames,
      places,
      player,
      effect.using.kind === 'tributes' ? 'Tributed for the Ritual Summon' : 'sent for the Ritual Summon',
    );
    const wrong = chosen.find((id) => !usable(id));
    if (wrong !== undefined)
      refuse(
        'materials-invalid',
        `"${card(context.state, wrong).name}" cannot be used for this Ritual Summon${effect.using.kind === 'send' ? ` (it needs ${describeFilter(effect.using.filter)})` : ''} (rule 3).`,
      );
  } else {
    chosen = autoChooseRitual(context, cardsInPlaces(context.state, places).filter(usable), level, rule);
  }
  const levels = chosen.map((id) => levelOf(context.rulesOf(id)) ?? 0);
  const total = levels.reduce((a, b) => a + b, 0);
  if (rule === 'exactly' && total !== level) {
    refuse('ritual-level-not-exact', `The Levels used total ${total}; "${name}" is Level ${level} and "${spellName}" needs them to equal it exactly (rule 3).`);
  }
  if (rule === 'at-least' && total < level) {
    refuse('ritual-level-too-low', `The Tributes' Levels total ${total}; "${name}" is Level ${level}, so they must total at least ${level} (rule 3).`);
  }
  if (rule === 'at-least' && levels.some((l) => total - l >= level)) {
    refuse(
      'ritual-excess-tributes',
      `The Tributes' Levels total ${total} for a Level ${level} monster: one of them is not needed, and a Ritual Summon cannot Tribute more than it needs (rule 3).`,
    );
  }
  return chosen;
}

/** A smallest-first subset whose Levels meet the rule; [] when none (the level check then explains). */
function autoChooseRitual(context: ActionContext, candidates: readonly number[], level: number, rule: 'at-least' | 'exactly'): number[] {
  const pool = candidates.slice(0, 12);
  const levels = pool.map((id) => levelOf(context.rulesOf(id)) ?? 0);
  let best: number[] | undefined;
  const search = (index: number, picked: number[], total: number): void => {
    context.tick();
    if (best && picked.length >= best.length) return;
    const ok = rule === 'exactly' ? total === level : total >= level && picked.every((i) => total - levels[i] < level);
    if (ok) {
      best = [...picked];
      return;
    }
    if (index >= pool.length || (rule === 'exactly' && total > level)) return;
    picked.push(index);
    search(index + 1, picked, total + levels[index]);
    picked.pop();
    search(index + 1, picked, total);
  };
  search(0, [], 0);
  return (best ?? []).map((i) => pool[i]);
}
