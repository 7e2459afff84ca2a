import type { SpecialSummonMethod } from '../core/analysis/summoningProfile';
import { isInArchetype } from '../core/model/archetypes';
import type { Mechanic, MonsterDeclaration } from '../core/model/cards';
import type { ActionContext } from './actionContext';
import { card, PENDULUM_SLOTS, type PlayerId } from './gameState';
import { refuse } from './verdict';
import { conditionFailure } from './procedureConditions';
import { describeCondition } from './conditionWords';

/**
 * How an effect or procedure Special Summons (rules 3, 4): the two flags of ygopro-core's model.
 * `ignoreConditions` skips printed Summoning conditions and the revive limit in the hand and Deck only;
 * a proper method (the monster's own procedure, its Fusion/Ritual/... Summon, the effect of the card its
 * condition names) lifts the revive limit everywhere and marks the monster properly summoned.
 */
export interface SummonWay {
  readonly ignoreConditions: boolean;
  readonly mechanic?: Mechanic | 'procedure';
  /** The card whose effect summons (for "must be Special Summoned by the effect of X"). */
  readonly byCard?: string;
  /** In words, for reasons: `the effect of "Monster Reborn"`. */
  readonly description: string;
  /** Who summons (for once-per-turn limits); default the turn player. */
  readonly player?: PlayerId;
}

const ZONE_WORDS = {
  hand: 'the hand',
  deck: 'the Deck',
  extra: 'the Extra Deck',
  graveyard: 'the GY',
  banished: 'banishment',
  pendulum: 'the Pendulum Zone',
} as const;

const PHASE_WORDS = { main1: 'Main Phase 1', main2: 'Main Phase 2' } as const;

/** "Cannot be Link Summoned, except during Main Phase 2". */
function requireSummonPhase(context: ActionContext, monster: MonsterDeclaration, name: string, way: SummonWay): void {
  for (const clause of monster.summon) {
    if (clause.kind !== 'mechanicOnlyInPhase' || clause.mechanic !== way.mechanic) continue;
    if (context.state.turn.phase !== clause.phase) {
      refuse(
        'summon-phase-restricted',
        `"${name}" cannot be ${clause.mechanic[0].toUpperCase()}${clause.mechanic.slice(1)} Summoned except during ${PHASE_WORDS[clause.phase]}.`,
      );
    }
  }
}

/** "summon requires" texts the summon needs: free text, assumed to hold and said so. */
function noteUncheckedConditions(context: ActionContext, name: string, conditions: readonly string[]): void {
  if (conditions.length > 0) context.note(`"${name}": summon condition "${conditions.join('; ')}" is not machine-checked: assumed to hold.`);
}

/** Does the summoning card belong to the archetype (and is it of a card type) the method names? */
function fitsArchetypeMethod(context: ActionContext, cardName: string, archetype: NonNullable<SpecialSummonMethod['archetype']>): boolean {
  const rules = context.catalog.rules(cardName);
  if (!rules || !isInArchetype(rules.declaration, archetype.name)) return false;
  return !archetype.cardTypes || archetype.cardTypes.includes(rules.cardType);
}

/** Is this summon the monster's own method (rules 3, "properly summoned")? */
export function isProperMethod(context: ActionContext, id: number, way: SummonWay): boolean {
  const profile = context.rulesOf(id)?.profile;
  if (!profile) return false;
  if (way.mechanic === 'procedure') return true;
  const methods = profile.specialSummon.methods;
  if (way.mechanic !== undefined) return methods.some((m) => m.kind === 'mechanic' && m.mechanic === way.mechanic);
  if (way.byCard !== undefined) {
    const byCard = way.byCard;
    return methods.some((m) => m.kind === 'effect' && (m.card === byCard || (m.archetype !== undefined && fitsArchetypeMethod(context, byCard, m.archetype))));
  }
  return false;
}

/**
 * Refuses with the rule that forbids Special Summoning the card from where it is in this way; returns
 * whether the summon is the card's proper method. Rules 2-4.
 */
export function requireSpecialSummonable(context: ActionContext, id: number, way: SummonWay): boolean {
  const instance = card(context.state, id);
  const rules = context.rulesOf(id);
  const name = instance.name;
  if (!rules?.monster || !rules.profile) {
    refuse('not-summonable-by-this-mechanic', `"${name}" is not a monster${rules ? '' : ' the engine knows'}, so it cannot be Special Summoned.`);
  }
  // A Pendulum Monster in a Pendulum Zone is a card on the field that may be Special Summoned from there.
  const location = instance.location;
  const inPendulumZone = location.zone === 'spells' && PENDULUM_SLOTS.includes(location.slot) && rules.monster.pendulum === true;
  if (!inPendulumZone && (location.zone === 'monsters' || location.zone === 'spells' || location.zone === 'overlay')) {
    refuse(
      'not-summonable-by-this-mechanic',
      `"${name}" is already on the field; only a card in the hand, Deck, Extra Deck, GY, banishment or a Pendulum Zone can be Special Summoned.`,
    );
  }
  const zone = inPendulumZone ? 'pendulum' : (location.zone as Exclude<typeof location.zone, 'monsters' | 'spells' | 'overlay'>);
  const special = rules.profile.specialSummon;
  if (!special.allowed) {
    refuse('cannot-special-summon', `"${name}" cannot be Special Summoned: that blocks every location and every means, even ${way.description} (rule 3).`);
  }
  if (special.forbiddenZones.includes(zone) && rules.monster.frame?.value === 'token') {
    refuse(
      'cannot-special-summon-from-zone',
      `"${name}" is a Token: it ceases to exist when it leaves the field, so nothing Special Summons it from ${ZONE_WORDS[zone]} (rules 7).`,
    );
  }
  // "Cannot be Special Summoned from the GY" is a Summoning condition: an effect that ignores them lifts it (docs/language.md, "Rule notes").
  if (special.forbiddenZones.includes(zone) && !way.ignoreConditions) {
    refuse('cannot-special-summon-from-zone', `"${name}" cannot be Special Summoned from ${ZONE_WORDS[zone]} (rule 3).`);
  }
  if (special.forbiddenUnlessSentFromField.includes(zone) && !instance.sentFromField && !way.ignoreConditions) {
    refuse(
      'cannot-special-summon-from-zone',
      `"${name}" cannot be Special Summoned from ${ZONE_WORDS[zone]}, except if it was sent there from the field, and it was not (rule 3).`,
    );
  }
  // "Cannot be Special Summoned unless ...": a Summoning condition, for the player who would summon it.
  for (const ban of way.ignoreConditions ? [] : special.conditionalBans) {
    const holds = conditionFailure(context, way.player ?? context.state.turn.turnPlayer, ban.condition) === null;
    if (holds === (ban.mode === 'if')) {
      refuse(
        'special-summon-condition-not-met',
        `"${name}" cannot be Special Summoned ${ban.mode === 'if' ? 'while' : 'unless'} ${describeCondition(ban.condition)} (rule 3).`,
      );
    }
  }
  // Rules 6: "Must be Special Summoned with a card effect" rules out every summon that is not a card effect.
  const builtIn =
    way.mechanic === 'procedure' || way.mechanic === 'synchro' || way.mechanic === 'xyz' || way.mechanic === 'link' || way.mechanic === 'pendulum';
  if (special.onlyByCardEffect && builtIn) {
    refuse('only-by-card-effect', `"${name}" must be Special Summoned with a card effect; ${way.description} is not one (rules 6).`);
  }
  if (way.mechanic !== undefined && way.mechanic !== 'procedure' && special.forbiddenMechanics.includes(way.mechanic)) {
    refuse('cannot-be-summoned-by-mechanic', `"${name}" cannot be ${way.mechanic[0].toUpperCase()}${way.mechanic.slice(1)} Summoned (rule 3).`);
  }
  // "You can only Special Summon "X" once per turn" (per name, for the summoning player).
  const summoner = way.player ?? context.state.turn.turnPlayer;
  requireSummonPhase(context, rules.monster, name, way);
  if (rules.monster.summon.some((c) => c.kind === 'noNormalSummonTurnSpecialSummoned') && context.state.turn.allowance[summoner].normalSummonsUsed > 0) {
    refuse(
      'normal-summoned-this-turn',
      `"${name}" says "You cannot Normal Summon/Set the turn you Special Summon this card", and ${summoner === 0 ? 'you have' : 'your opponent has'} already Normal Summoned or Set this turn.`,
    );
  }
  if (special.oncePerTurn && context.state.turn.allowance[summoner].specialSummonedNames?.includes(name)) {
    refuse('special-summon-once-per-turn', `"${name}" was already Special Summoned this turn; it can be Special Summoned only once per turn.`);
  }
  const proper = isProperMethod(context, id, way);
  noteUncheckedConditions(context, name, proper ? (special.methods.find((m) => m.conditions)?.conditions ?? []) : special.conditions);
  if (proper) return true;
  const properMethod = special.properMethod ?? 'its own method';
  if (special.restriction === 'nomi' && !way.ignoreConditions) {
    refuse(
      'nomi-only-own-method',
      `"${name}" is a Nomi monster: only ${properMethod} can Special Summon it, never ${way.description}, not even after a proper summon (rule 3).`,
    );
  }
  const reviveLimited = special.restriction !== 'none' || special.methods.some((m) => m.restriction !== 'none');
  if (reviveLimited && !instance.properlySummoned) {
    // The face-up Extra Deck keeps the status like the GY (a Pendulum Monster placed there from the field).
    if (zone === 'graveyard' || zone === 'banished' || (zone === 'extra' && instance.faceUp)) {
      refuse(
        'not-properly-summoned',
        `"${name}" in ${ZONE_WORDS[zone]} was never properly summoned (by ${properMethod}), so ${way.description} cannot Special Summon it${way.ignoreConditions ? ', even ignoring the Summoning conditions' : ''} (rules 3, 4).`,
      );
    }
    // From the Extra Deck only a printed condition binds: a Fusion Monster without one can be summoned by Metamorphosis-like effects (rules 3, 4).
    const printed = special.methods.some((m) => m.restriction !== 'none' && m.clause !== undefined);
    if (!way.ignoreConditions && (zone === 'hand' || zone === 'deck' || (zone === 'extra' && printed))) {
      refuse(
        'semi-nomi-own-method-first',
        `From ${ZONE_WORDS[zone]}, "${name}" must first be Special Summoned by ${properMethod}; ${way.description} cannot summon it there (rule 3).`,
      );
    }
  }
  return false;
}
