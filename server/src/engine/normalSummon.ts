import type { NormalSummonAlternative, NormalSummonProfile } from '../core/analysis/summoningProfile';
import type { NormalSummonOption } from '../core/model/scenario';
import type { ActionContext } from './actionContext';
import { everyPlace, findNamed, type Place, requireDistinct } from './cardChoice';
import { moveToPile, placeMonster } from './cardMovement';
import { payCosts } from './costs';
import { card, freeMonsterZones, opponentOf, type PlayerId } from './gameState';
import { conditionFailure, requireConditions } from './procedureConditions';
import { describeFilter, matchesFilter } from './cardFilters';
import { recordSummon, requireOnlyOne } from './summonEvents';
import { normalSummonLimit, requireOwnMainPhase } from './turnRules';
import { isContinuous, payLpPerTributeGrant } from './summonGrants';
import { refuse } from './verdict';
import { describeCondition } from './conditionWords';
import { recordOpponentTributes, requireOpponentTributes, takesOpponentTributes } from './opponentTributes';
import type { SummonClause } from '../core/model/cards';

export interface NormalSummonRequest {
  readonly card: string;
  readonly set: boolean;
  readonly tributes: readonly string[];
  readonly payingLp: boolean;
  readonly option: NormalSummonOption;
  readonly optionTag: string | null;
  readonly costs: readonly string[];
}

/** The way a Normal Summon or Set was made, once chosen. */
type ChosenWay =
  | { readonly kind: 'ordinary'; readonly tributes: number }
  | { readonly kind: 'alternative'; readonly alternative: NormalSummonAlternative }
  | { readonly kind: 'payLp'; readonly tributesReplaced: number; readonly perTribute: number }
  | { readonly kind: 'onlyBy' };

/**
 * Normal Summon, Tribute Summon, Set and Tribute Set (rule 1; errata 5), with the card-text exceptions
 * read from the shared summoning profile (mandatory counts, optional procedures, "only by", Mausoleum).
 */
export function normalSummonOrSet(context: ActionContext, player: PlayerId, request: NormalSummonRequest): void {
  const state = context.state;
  const what = request.set ? 'A Normal Set' : 'A Normal Summon';
  requireOwnMainPhase(state, player, what);
  // The card's own rules come first: "Rare Metal Dragon cannot be Normal Summoned" wherever it is.
  const id = findNamed(context, request.card, [{ player, zone: 'hand' }]) ?? findNamed(context, request.card, everyPlace(player));
  if (id === undefined)
    refuse(
      'card-not-found',
      `"${request.card}" is not in ${player === 0 ? 'your' : "your opponent's"} hand, so it cannot be ${request.set ? 'Set' : 'Normal Summoned'}.`,
    );
  const inHand = card(state, id).location.zone === 'hand' && card(state, id).location.player === player;
  const rules = context.rulesOf(id);
  const profile = rules?.profile;
  if (!profile) refuse('not-summonable-by-this-mechanic', `"${request.card}" is not a monster, so it cannot be Normal Summoned or Set.`);
  const normal = profile.normalSummon;

  // Who can never be Normal Summoned or Set (rules 1, 3).
  if (normal.never === 'special-summon-monster') {
    refuse(
      'special-summon-monster',
      `"${request.card}" is a Special Summon monster (${profile.specialSummon.restriction === 'nomi' ? 'Nomi' : 'Semi-Nomi'}: ${profile.specialSummon.properMethod}); it cannot be Normal Summoned or Set (rules 1, 3).`,
    );
  }
  if (normal.never) {
    const kind = normal.never === 'extra-deck' ? 'an Extra Deck monster' : normal.never === 'ritual' ? 'a Ritual Monster' : 'a Token';
    refuse('never-normal-summoned', `"${request.card}" is ${kind}: those are never Normal Summoned or Set (rule 1).`);
  }
  if (normal.blockedBy.some((c) => c.kind === 'cannotNormalSummonOrSet')) {
    refuse('cannot-normal-summon-or-set', `"${request.card}" says "Cannot be Normal Summoned/Set" (rule 3).`);
  }
  if (!request.set && !normal.allowed) {
    refuse('cannot-normal-summon', `"${request.card}" says "Cannot be Normal Summoned"${normal.set ? '; it can still be Set' : ''} (rule 3).`);
  }
  if (request.set && !normal.set) {
    const requires = normal.blockedBy.find((c) => c.kind === 'requiresTributes');
    refuse(
      'cannot-be-set',
      requires
        ? `"${request.card}" requires its Tributes to Normal Summon and "cannot be Normal Set" (rule 1).`
        : `"${request.card}" cannot be Set by any of its procedures (rules 1, 3).`,
    );
  }

  if (!inHand)
    refuse(
      'card-not-found',
      `"${request.card}" is not in ${player === 0 ? 'your' : "your opponent's"} hand, so it cannot be ${request.set ? 'Set' : 'Normal Summoned'}.`,
    );

  // One Normal Summon or Set per turn, plus grants (rule 1; errata 5).
  const allowance = state.turn.allowance[player];
  const limit = normalSummonLimit(state, player);
  if (allowance.normalSummonLockedBy !== undefined) {
    refuse(
      'normal-summon-locked',
      `${player === 0 ? 'You' : 'Your opponent'} Special Summoned "${allowance.normalSummonLockedBy}" this turn, so ${player === 0 ? 'you' : 'they'} cannot Normal Summon or Set this turn.`,
    );
  }
  if (allowance.normalSummonsUsed >= limit) {
    refuse(
      'normal-summon-limit-reached',
      `${player === 0 ? 'You have' : 'Your opponent has'} already used ${allowance.normalSummonsUsed} of ${limit} Normal Summon${limit > 1 ? 's' : ''}/Sets this turn (rule 1; errata 5).`,
    );
  }

  // "Cannot be Normal Summoned if/while/unless ...": checked when the Summon is attempted; the Set stays allowed.
  if (!request.set) {
    for (const clause of normal.cannotSummonIf) {
      const holds = conditionFailure(context, player, clause.condition) === null;
      if (holds === (clause.mode === 'if')) {
        refuse(
          'normal-summon-condition-not-met',
          `"${request.card}" cannot be Normal Summoned ${clause.mode === 'if' ? 'while' : 'unless'} ${describeCondition(clause.condition)}${normal.set ? '; it can still be Set' : ''} (rule 3).`,
        );
      }
    }
  }
  const doubles = doubleTributes(context, id, request.tributes);
  const way = chooseWay(context, player, request, normal, doubles);
  const tributes = way.kind === 'onlyBy' ? [] : requireTributes(context, player, request, id);
  if (way.kind === 'alternative') {
    requireAlternativeConditions(context, player, request.card, way.alternative);
    const filter = way.alternative.tributeFilter;
    for (const tribute of filter ? tributes : []) {
      if (!matchesFilter(context, tribute, filter!)) {
        refuse(
          'tribute-does-not-fit',
          `"${card(state, tribute).name}" is not ${describeFilter(filter!)}: this procedure of "${request.card}" Tributes only that (rule 1).`,
        );
      }
    }
  }
  // "The Tributes must be DARK": the ordinary Tribute Summon/Set Tributes only fitting monsters (rule 1).
  const ordinaryFilter = way.kind === 'ordinary' ? normal.tributeFilter : undefined;
  for (const tribute of ordinaryFilter ? tributes : []) {
    if (!matchesFilter(context, tribute, ordinaryFilter!)) {
      refuse(
        'tribute-does-not-fit',
        `"${card(state, tribute).name}" does not fit: the Tributes of "${request.card}" must be ${describeFilter(ordinaryFilter!, { count: false })} (rule 1).`,
      );
    }
  }
  if (way.kind === 'onlyBy') {
    const onlyBy = normal.onlyBy!;
    if (request.tributes.length > 0 && !onlyBy.procedure.costs.some((c) => c.kind === 'tribute')) {
      refuse(
        'normal-summon-only-by-procedure',
        `"${request.card}" must be Normal Summoned/Set by its own procedure, which Tributes nothing: a Tribute Summon is not that procedure (rule 3).`,
      );
    }
    requireConditions(context, player, onlyBy.procedure.conditions, request.card);
    payCosts(context, player, onlyBy.procedure.costs, [...request.costs, ...request.tributes], [id]);
  } else if (request.costs.length > 0) {
    refuse('cost-cannot-be-paid', `A Normal Summon of "${request.card}" has no cost to pay; name Tributes with "tributing" instead.`);
  }

  requireOnlyOne(context, id, player);
  // The zone check counts the zones the Tributes free (rule 1).
  // Only your own monsters free a zone of yours (not a Spell/Trap, not a monster your opponent controls).
  const monsterTributes = tributes.filter((t) => card(state, t).location.zone === 'monsters' && card(state, t).location.player === player).length;
  if (freeMonsterZones(state, player) + monsterTributes === 0) {
    refuse('no-free-monster-zone', `${player === 0 ? 'You have' : 'Your opponent has'} no free Monster Zone and no Tribute frees one (rule 1).`);
  }
  recordOpponentTributes(context, player, request.card, tributes, tributeClauses(context, id).opponent);
  for (const tribute of tributes) moveToPile(state, context.catalog, tribute, 'graveyard');
  if (way.kind === 'payLp') {
    const cost = way.perTribute * way.tributesReplaced;
    if (state.players[player].lp < cost)
      refuse(
        'not-enough-lp',
        `Paying ${cost} LP instead of ${way.tributesReplaced} Tribute(s) needs ${cost} LP; ${player === 0 ? 'you have' : 'your opponent has'} ${state.players[player].lp}.`,
      );
    state.players[player].lp -= cost;
  }
  allowance.normalSummonsUsed++;

  const tributeSummon = tributes.length > 0;
  placeMonster(state, id, player, {
    position: request.set ? 'defense' : 'attack',
    faceUp: !request.set,
    turn: state.turn.turn,
    arrivedBy: tributeSummon ? 'tribute' : 'normal',
  });
  if (way.kind === 'alternative' && way.alternative.atk !== null) card(state, id).atkOverride = way.alternative.atk;
  context.note(describeSummon(request, way, tributes.length));
  if (!request.set) {
    if (normal.conditions.length > 0) context.note(`Summon condition "${normal.conditions.join('; ')}" is not machine-checked: assumed to hold.`);
    recordSummon(context, player, [id], tributeSummon ? 'tribute' : 'normal', true);
  } else {
    // A Set is not a summon: nothing can respond to it as one.
    state.recentSummons = [];
  }
}

/** What the summoned card's own text lets it Tribute besides the monsters you control. */
function tributeClauses(context: ActionContext, summoned: number) {
  const summon = context.rulesOf(summoned)?.monster?.summon ?? [];
  return {
    spellTrap: summon.find((c): c is SummonClause & { kind: 'spellTrapTributes' } => c.kind === 'spellTrapTributes'),
    opponent: summon.filter((c): c is SummonClause & { kind: 'opponentTributes' } => c.kind === 'opponentTributes'),
  };
}

function requireTributes(context: ActionContext, player: PlayerId, request: NormalSummonRequest, summoned: number): number[] {
  const { spellTrap, opponent } = tributeClauses(context, summoned);
  const own: Place[] = [{ player, zone: 'monsters' }, ...(spellTrap ? [{ player, zone: 'spells' as const }] : [])];
  const theirs: Place[] = [{ player: opponentOf(player), zone: 'monsters' }];
  const fromOpponent = takesOpponentTributes(context, player, opponent);
  for (const name of fromOpponent ? [] : request.tributes) {
    if (findNamed(context, name, own) !== undefined) continue;
    if (findNamed(context, name, theirs) !== undefined)
      refuse(
        'tribute-not-controlled',
        `"${name}" is controlled by ${player === 0 ? 'your opponent' : 'you'}: a Tribute Summon Tributes only monsters its player controls (rule 1).`,
      );
    if (!spellTrap)
      refuse('tribute-not-controlled', `"${name}" is not a monster on ${player === 0 ? 'your' : "your opponent's"} field, so it cannot be Tributed (rule 1).`);
  }
  // "you can Tribute 1 monster your opponent controls": their Monster Zones are searched after yours.
  const chosen = requireDistinct(context, request.tributes, [...own, ...(fromOpponent ? theirs : [])], player, 'Tributed');
  if (spellTrap) requireSpellTrapTributes(context, request, chosen, spellTrap);
  requireOpponentTributes(context, player, request, chosen, opponent);
  return chosen;
}

/**
 * "You can Tribute face-up Continuous Spells/Traps you control for the Tribute Summon of this card" (with a filter:
 * "you can Tribute a Continuous Spell/Trap you control, instead of a monster"): a named Tribute is a monster you
 * control or such a Spell/Trap (monsters first, by name), up to the filter's count; never for a Set.
 */
function requireSpellTrapTributes(
  context: ActionContext,
  request: NormalSummonRequest,
  chosen: readonly number[],
  clause: SummonClause & { kind: 'spellTrapTributes' },
): void {
  const state = context.state;
  const spellTraps = chosen.filter((id) => card(state, id).location.zone === 'spells');
  const fits = (id: number) =>
    clause.filter ? matchesFilter(context, id, clause.filter) : card(state, id).faceUp && isContinuous(context.rulesOf(id)?.declaration);
  const what = clause.filter ? describeFilter(clause.filter, { count: false }) : 'a face-up Continuous Spell/Trap';
  for (const id of spellTraps) {
    const name = card(state, id).name;
    if (request.set)
      refuse(
        'tribute-does-not-fit',
        `"${name}" is a Spell/Trap: "${request.card}" can Tribute Spells/Traps only for its Tribute Summon, not for a Tribute Set.`,
      );
    if (!fits(id)) refuse('tribute-does-not-fit', `"${name}" is not ${what} you control, so it cannot be a Tribute for "${request.card}".`);
  }
  const max = clause.filter?.count.max ?? null;
  if (max !== null && spellTraps.length > max)
    refuse(
      'tribute-does-not-fit',
      `"${request.card}" can Tribute at most ${max} Spell/Trap(s) you control; ${spellTraps.length} are named (the others must be monsters).`,
    );
}

/** How many of the named Tributes can count as 2 for this monster ("treated as 2 Tributes for ..."). */
function doubleTributes(context: ActionContext, summoned: number, tributeNames: readonly string[]): number {
  let doubles = 0;
  for (const name of tributeNames) {
    const filter = context.catalog.rules(name)?.profile?.normalSummon.doubleTributeFor;
    if (filter && matchesFilter(context, summoned, filter)) doubles++;
  }
  return doubles;
}

function requireAlternativeConditions(context: ActionContext, player: PlayerId, name: string, alternative: NormalSummonAlternative): void {
  for (const condition of alternative.conditions) {
    const failure = conditionFailure(context, player, condition);
    if (failure !== null)
      refuse(
        'normal-summon-condition-not-met',
        `"${name}" can be Normal Summoned ${alternative.kind === 'without-tributes' ? 'without Tributing' : 'this way'} only with ${failure} (rule 1).`,
      );
  }
}

function chooseWay(context: ActionContext, player: PlayerId, request: NormalSummonRequest, normal: NormalSummonProfile, doubles = 0): ChosenWay {
  const name = request.card;
  const count = request.tributes.length;
  // A Tribute that can be treated as 2 makes any total from `count` to `count + doubles` (rule 1: the card's own text).
  const reaches = (wanted: number) => wanted >= count && wanted <= count + doubles && (wanted === 0) === (count === 0);
  const fitsSet = (a: NormalSummonAlternative) => !request.set || a.set;

  // "Must be Normal Summoned/Set by X" (rule 3): the only way, and never with LP instead of Tributes.
  if (normal.onlyBy) {
    if (request.payingLp)
      refuse('pay-lp-not-allowed', `"${name}" must be Normal Summoned/Set by its own procedure, so LP cannot replace Tributes (rules 1, 3).`);
    if (request.option !== 'auto' && request.option !== 'procedure') {
      refuse('normal-summon-only-by-procedure', `"${name}" must be Normal Summoned/Set by its own procedure and by no other way (rule 3).`);
    }
    return { kind: 'onlyBy' };
  }
  if (request.option === 'procedure') refuse('summon-option-unavailable', `"${name}" has no Normal Summon procedure ("normal summon only by ...") (rule 3).`);

  const ordinary = request.set ? normal.setTributes : normal.tributes;
  if (request.payingLp) {
    const perTribute = payLpPerTributeGrant(context, player);
    if (perTribute === null) refuse('pay-lp-not-granted', 'No active effect lets this player pay LP instead of Tributing (rule 1, Mausoleum of the Emperor).');
    if (normal.mandatory) refuse('pay-lp-not-allowed', `"${name}" requires its Tributes ("requires ${ordinary} tributes"): LP cannot replace them (rule 1).`);
    if (ordinary === null || ordinary === 0) refuse('pay-lp-not-allowed', `"${name}" needs no Tributes, so there is nothing to pay LP for (rule 1).`);
    if (count > 0) refuse('wrong-tribute-count', `Paying LP replaces all ${ordinary} Tribute(s) of "${name}"; do not name Tributes as well (rule 1).`);
    return { kind: 'payLp', tributesReplaced: ordinary, perTribute };
  }

  const alternatives = normal.alternatives.filter(fitsSet);
  if (request.option === 'withoutTributes') {
    const alternative = alternatives.find((a) => a.kind === 'without-tributes');
    if (!alternative) {
      const summonOnly = normal.alternatives.some((a) => a.kind === 'without-tributes');
      refuse(
        summonOnly ? 'cannot-be-set' : 'summon-option-unavailable',
        summonOnly
          ? `"${name}" can be Normal Summoned without Tributing, but that option does not cover the Set (rule 1).`
          : `"${name}" has no "can summon without tributes" option (rule 1).`,
      );
    }
    if (count > 0) refuse('wrong-tribute-count', `Summoning "${name}" without Tributing takes no Tributes (rule 1).`);
    return { kind: 'alternative', alternative };
  }
  if (request.option === 'tributeOption') {
    const candidates = alternatives.filter((a) => a.kind === 'tributes' && (request.optionTag === null || a.tag === request.optionTag));
    if (candidates.length === 0) {
      const summonOnly = normal.alternatives.some((a) => a.kind === 'tributes');
      refuse(
        summonOnly && request.set ? 'cannot-be-set' : 'summon-option-unavailable',
        summonOnly && request.set
          ? `"${name}"'s optional Tribute procedure is for the Tribute Summon only ("but not Set") (rule 1).`
          : `"${name}" has no optional Tribute procedure${request.optionTag ? ` tagged "${request.optionTag}"` : ''} (rule 1).`,
      );
    }
    const alternative = candidates.find((a) => reaches(a.tributes));
    if (!alternative) refuse('wrong-tribute-count', `"${name}"'s optional procedure Tributes ${candidates[0].tributes} monster(s), not ${count} (rule 1).`);
    return { kind: 'alternative', alternative };
  }
  if (ordinary !== null && reaches(ordinary)) return { kind: 'ordinary', tributes: count };
  // An unconditional alternative first; a conditional one ("if your opponent controls a monster ...") is checked when used.
  const alternative =
    alternatives.find((a) => reaches(a.tributes) && a.conditions.every((c) => conditionFailure(context, player, c) === null)) ??
    alternatives.find((a) => reaches(a.tributes));
  if (alternative) return { kind: 'alternative', alternative };
  refuse('wrong-tribute-count', tributeCountReason(name, request.set, count, ordinary, normal.mandatory, normal.levelTributes, alternatives));
}

function tributeCountReason(
  name: string,
  set: boolean,
  given: number,
  ordinary: number | null,
  mandatory: boolean,
  levelTributes: number | null,
  alternatives: readonly NormalSummonAlternative[],
): string {
  const ways: string[] = [];
  if (ordinary !== null) ways.push(mandatory ? `exactly ${ordinary} (it "requires ${ordinary} tributes")` : `${ordinary} (its Level)`);
  for (const a of alternatives) ways.push(a.kind === 'without-tributes' ? '0 (its "without Tributing" option)' : `${a.tributes} (its optional procedure)`);
  const levelRule = levelTributes !== null && !mandatory ? ' Level 1-4 need 0 Tributes, 5-6 need 1, 7+ need 2.' : '';
  return `${set ? 'Setting' : 'Normal Summoning'} "${name}" with ${given} Tribute${given === 1 ? '' : 's'} is not allowed: it takes ${ways.join(' or ') || 'no way'}.${levelRule} (rule 1; errata 5)`;
}

function describeSummon(request: NormalSummonRequest, way: ChosenWay, tributes: number): string {
  const name = `"${request.card}"`;
  const action = request.set ? (tributes > 0 ? 'Tribute Set' : 'Set') : tributes > 0 ? 'Tribute Summoned' : 'Normal Summoned';
  switch (way.kind) {
    case 'payLp':
      return `${name} was ${request.set ? 'Set' : 'Normal Summoned'} by paying ${way.perTribute * way.tributesReplaced} LP instead of ${way.tributesReplaced} Tribute(s): not a Tribute Summon, and it used the Normal Summon (rule 1).`;
    case 'onlyBy':
      return `${name} was ${request.set ? 'Set' : 'Normal Summoned'} by its own procedure (not a Tribute Summon) (rule 3).`;
    case 'alternative':
      return way.alternative.kind === 'without-tributes'
        ? `${name} was ${request.set ? 'Set' : 'Normal Summoned'} without Tributing${way.alternative.atk !== null ? `; its original ATK becomes ${way.alternative.atk}` : ''} (not a Tribute Summon) (rule 1).`
        : `${name} was ${action} by its optional procedure with ${tributes} Tribute(s) (rule 1).`;
    default:
      return `${name} was ${action}${tributes > 0 ? ` with ${tributes} Tribute(s)` : ''} (rule 1).`;
  }
}
