import type { Zone } from '../core/model/cards';
import type { Effect } from '../core/model/effects';
import type { ActionContext } from './actionContext';
import { atkOf, type CardRules } from './cardCatalog';
import { cardsIn, cardsInPlaces, describePlaces, findNamed, placesOf } from './cardChoice';
import { describeFilter, matchesFilter } from './cardFilters';
import { placeSpell } from './cardMovement';
import { resolveChain } from './chainResolution';
import { payCosts } from './costs';
import { planFusion, planRitual, type SummonPlan } from './fusionAndRitual';
import { card, type ChainLink, freeMonsterZones, type NegationMode, opponentOf, type PlayerId, type SummonEvent } from './gameState';
import type { SummonWay } from './specialSummonRules';
import { specialSummonVerdict } from './summonability';
import { closeNegationWindow } from './summonEvents';
import { isContinuous } from './summonGrants';
import { requireOwnMainPhase } from './turnRules';
import { markOncePerTurn, requireOncePerTurn } from './builtInSummons';
import { refuse, RuleViolation } from './verdict';

export interface ActivationRequest {
  readonly card: string;
  readonly respond: boolean;
  readonly targets: readonly string[];
  readonly materials: readonly string[];
  readonly summon: string | null;
  readonly tributes: readonly string[];
  readonly costs: readonly string[];
  readonly hold: boolean;
}

/**
 * Activates a Spell, a Trap or a monster's effect: checks when it may be activated (Spell Speed, Set this
 * turn, summon negation window, trigger timing), pays its costs, chooses its targets, adds a chain link,
 * and resolves the chain if this activation started it and the step does not hold it open (rule 2; errata 5).
 */
export function activate(context: ActionContext, player: PlayerId, request: ActivationRequest): void {
  const state = context.state;
  const id = locate(
    context,
    player,
    request.card,
    (candidate) => timingProblem(context, player, candidate) === null && !oncePerTurnSpent(context, player, candidate),
  );
  const rules = context.rulesOf(id)!;
  const effects = rules.effect.effects;
  if (!effects.some((e) => e.kind !== 'fusionSubstitute')) refuse('not-activatable', `"${request.card}" has no effect statements the engine can activate.`);
  const instance = card(state, id);
  const activatedFrom = instance.location.zone;

  // The summon negation window stays open only for a card that negates summons (rule 2).
  const negatesSummons = effects.some((e) => e.kind === 'negateSummon');
  if (!(negatesSummons && state.pendingSummon && state.chain.length === 0)) closeNegationWindow(context);

  requireTiming(context, player, id, rules);
  if (state.chain.length >= context.limits.maxChainLinks) {
    refuse('step-limit-exceeded', `A chain may hold at most ${context.limits.maxChainLinks} links in this engine.`);
  }
  const negation = chooseNegation(context, player, effects, id);
  const triggerEvent = matchTrigger(context, player, effects);
  // "Once per turn" (per copy) / "You can only use this effect once per turn" (per name), counted on activation.
  const limit = effects.find((e): e is Effect & { kind: 'oncePerTurn' } => e.kind === 'oncePerTurn');
  const useKey = limit ? requireOncePerTurn(context, player, id, limit.limit, 'effect', 'used (its effect)') : null;
  // A card that Special Summons itself must be able to do so now (rules 6: its own way).
  if (effects.some((e) => e.kind === 'specialSummonSelf')) {
    const verdict = specialSummonVerdict(context, id, { ignoreConditions: false, byCard: rules.name, description: `its own effect` });
    if (!verdict.legal) refuse(verdict.code, verdict.reason);
  }

  // Costs are paid on activation; Tributes named for a Ritual Spell are its materials, not a cost.
  const ritual = effects.find((e): e is Effect & { kind: 'ritualSummon' } => e.kind === 'ritualSummon');
  const costNames = ritual ? request.costs : [...request.costs, ...request.tributes];
  const costs = effects.flatMap((e) => (e.kind === 'cost' ? [e.cost] : []));
  const wasInHand = instance.location.zone === 'hand' && rules.cardType !== 'monster';
  if (wasInHand && state.players[player].spells.every((slot) => slot !== null)) {
    refuse('no-free-spell-zone', `${player === 0 ? 'You have' : 'Your opponent has'} no free Spell & Trap Zone to activate "${request.card}" from the hand.`);
  }
  const costCards = payCosts(context, player, costs, costNames, [id]);

  const targets = chooseTargets(context, player, effects, request, costCards, rules.name);
  let plan: SummonPlan | null = null;
  const reference = { costCards };
  for (const effect of effects) {
    if (effect.kind === 'fusionSummon') plan = planFusion(context, player, effect, request.summon, request.materials, rules.name);
    if (effect.kind === 'ritualSummon')
      plan = planRitual(context, player, effect, request.summon, [...request.materials, ...request.tributes], rules.name, reference);
    if (effect.kind === 'specialSummonFrom') plan = { monster: chooseSummon(context, player, effect, request.summon, costCards, rules.name), materials: [] };
    if (effect.kind === 'specialSummonFirstFromDeck' && state.players[player].deck.length === 0) {
      refuse('effect-cannot-be-applied', `"${rules.name}" excavates your Deck, but it is empty.`);
    }
  }
  // "to your opponent's field": the zone must be free on their side.
  const toOpponent = effects.some((e) => (e.kind === 'specialSummonFrom' || e.kind === 'specialSummonTarget') && e.toOpponent === true);
  if (rules.effect.summons) requireZoneForSummon(context, toOpponent ? opponentOf(player) : player, plan, rules.name);

  if (wasInHand) placeSpell(state, id, player, true, state.turn.turn);
  else if (rules.cardType !== 'monster') instance.faceUp = true;

  const link: ChainLink = {
    number: state.chain.length + 1,
    cardId: id,
    player,
    speed: rules.spellSpeed,
    cardType: rules.cardType,
    summons: rules.effect.summons,
    targets,
    costCards,
    summonChoice: plan?.monster ?? null,
    materials: [...(plan?.materials ?? [])],
    negation,
    triggerEvent,
    negated: false,
  };
  const startsChain = state.chain.length === 0;
  markOncePerTurn(context, player, useKey);
  // "... was activated this turn" counts the activation, even if it is negated later.
  (state.turn.activations ??= []).push({ cardId: id, player, cardType: rules.cardType, from: activatedFrom });
  state.chain.push(link);
  context.note(
    `"${rules.name}" was activated as chain link ${link.number}${targets.length > 0 ? `, targeting ${targets.map((t) => `"${card(state, t).name}"`).join(', ')}` : ''}.`,
  );
  // The step that starts a chain resolves it at its end unless it holds it open for responses;
  // responses leave the resolution to a later `resolve chain` (docs/language.md, "Steps").
  if (startsChain && !request.hold) resolveChain(context);
}

/**
 * The card to activate: a Set card in the Spell & Trap Zones, then a face-up one, monsters on the field,
 * then the hand. Among several copies, the first one that may be activated now is taken.
 */
function locate(context: ActionContext, player: PlayerId, name: string, activatable: (id: number) => boolean): number {
  const state = context.state;
  const copies = [
    ...cardsIn(state, { player, zone: 'spells' }).filter((id) => !card(state, id).faceUp),
    ...cardsIn(state, { player, zone: 'spells' }).filter((id) => card(state, id).faceUp),
    ...cardsIn(state, { player, zone: 'monsters' }),
    ...cardsIn(state, { player, zone: 'hand' }),
    // A monster whose effect Special Summons itself from the GY, banishment or the face-up Extra Deck is activated
    // there (Dragon Rulers), when its own way of summoning itself names that zone.
    ...(['graveyard', 'banished', 'face-up-extra'] as const).flatMap((zone) =>
      cardsIn(state, { player, zone }).filter(
        (id) => context.rulesOf(id)?.effect.effects.some((e) => e.kind === 'specialSummonSelf') && summonsItselfFrom(context, id, zone),
      ),
    ),
  ].filter((id) => card(state, id).name === name);
  if (copies.length === 0)
    refuse(
      'card-not-found',
      `"${name}" is not in ${player === 0 ? 'your' : "your opponent's"} hand or on ${player === 0 ? 'your' : 'their'} field, so it cannot be activated.`,
    );
  if (!context.rulesOf(copies[0])) refuse('unknown-card', `"${name}" has no definition in the workspace or the bundled library.`);
  return copies.find(activatable) ?? copies[0];
}

/** The zones its `special summon by own effect from ZONES` clause names (the hand when it names none), as the export writes them. */
function summonsItselfFrom(context: ActionContext, id: number, zone: Zone): boolean {
  const own = context.rulesOf(id)?.monster?.summon.find((c) => c.kind === 'ownEffect');
  return (own?.kind === 'ownEffect' ? (own.zones ?? ['hand']) : ['hand']).includes(zone);
}

/** Whether this copy's "once per turn" effect was already used this turn (another copy may still be used). */
function oncePerTurnSpent(context: ActionContext, player: PlayerId, id: number): boolean {
  const limit = context.rulesOf(id)?.effect.effects.find((e): e is Effect & { kind: 'oncePerTurn' } => e.kind === 'oncePerTurn');
  if (!limit) return false;
  try {
    requireOncePerTurn(context, player, id, limit.limit, 'effect', 'used');
    return false;
  } catch (error) {
    if (error instanceof RuleViolation) return true;
    throw error;
  }
}

function timingProblem(context: ActionContext, player: PlayerId, id: number): RuleViolation | null {
  const rules = context.rulesOf(id);
  if (!rules) return null;
  try {
    requireTiming(context, player, id, rules);
    return null;
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
}

/** Spell Speed, turn, phase, and the Set-this-turn rule (errata 5). */
function requireTiming(context: ActionContext, player: PlayerId, id: number, rules: CardRules): void {
  const state = context.state;
  const instance = card(state, id);
  const name = rules.name;
  const zone = instance.location.zone;
  if (rules.cardType === 'trap') {
    if (zone === 'hand') refuse('trap-not-set', `"${name}" is a Trap Card: it must be Set first and activated on a later turn (errata 5).`);
    if (instance.placedTurn === state.turn.turn && !instance.faceUp)
      refuse('set-this-turn', `"${name}" was Set this turn; a Trap Card cannot be activated the turn it is Set (errata 5).`);
  }
  if (rules.cardType === 'spell') {
    const quickPlay = rules.spellSpeed === 2;
    if (quickPlay && zone === 'spells' && !instance.faceUp && instance.placedTurn === state.turn.turn) {
      refuse('set-this-turn', `"${name}" is a Quick-Play Spell Set this turn; it cannot be activated until the next turn (errata 5).`);
    }
    if (quickPlay && zone === 'hand' && state.turn.turnPlayer !== player) {
      refuse('quick-play-from-hand-opponent-turn', `"${name}" is a Quick-Play Spell: from the hand it can be activated only during your own turn.`);
    }
  }
  // A face-up Continuous card may use its effect again (Ultimate Offering), unless the effect is tied to
  // what its activation summoned (Call of the Haunted, Premature Burial).
  if (rules.cardType === 'monster' && zone === 'monsters' && !instance.faceUp) {
    refuse('not-activatable', `"${name}" is face-down; a monster's effect is activated while it is face-up.`);
  }
  if (
    (rules.cardType === 'spell' || rules.cardType === 'trap') &&
    zone === 'spells' &&
    instance.faceUp &&
    (!isContinuous(rules.declaration) || rules.effect.summons)
  ) {
    refuse('not-activatable', `"${name}" is already face-up and active on the field.`);
  }
  const top = state.chain[state.chain.length - 1];
  if (top) {
    if (rules.spellSpeed === 1) refuse('not-in-open-game-state', `"${name}" is Spell Speed 1: it cannot be activated as a response to a chain.`);
    if (top.speed === 3 && rules.spellSpeed < 3)
      refuse('spell-speed-too-low', `Chain link ${top.number} is a Counter Trap (Spell Speed 3); only another Counter Trap can respond to it.`);
    if (rules.spellSpeed < top.speed)
      refuse('spell-speed-too-low', `"${name}" is Spell Speed ${rules.spellSpeed}; it cannot respond to chain link ${top.number} (Spell Speed ${top.speed}).`);
  } else if (rules.spellSpeed === 1) {
    requireOwnMainPhase(state, player, `Activating "${name}" (Spell Speed 1)`);
  }
}

/** Which negation applies: a summon in the negation window, or an activation in the chain (rule 2). */
function chooseNegation(context: ActionContext, player: PlayerId, effects: readonly Effect[], id: number): NegationMode | null {
  const state = context.state;
  const negateSummon = effects.find((e): e is Effect & { kind: 'negateSummon' } => e.kind === 'negateSummon');
  const negateActivations = effects.filter((e): e is Effect & { kind: 'negateActivation' } => e.kind === 'negateActivation');
  if (!negateSummon && negateActivations.length === 0) return null;
  const name = card(state, id).name;
  let summonProblem: RuleViolation | undefined;
  if (negateSummon && state.pendingSummon && state.chain.length === 0) {
    const pending = state.pendingSummon;
    const problem = summonNegationProblem(context, player, negateSummon, pending);
    if (problem === null) return { kind: 'summon', pending };
    summonProblem = problem;
  }
  const top = state.chain[state.chain.length - 1];
  if (top && negateActivations.some((e) => activationMatches(context, e.of, top))) return { kind: 'activation', linkNumber: top.number };
  if (summonProblem) throw summonProblem;
  if (top)
    refuse(
      'nothing-to-negate',
      `"${name}" cannot negate chain link ${top.number} ("${card(state, top.cardId).name}"): it negates ${negateActivations.map((e) => describeNegatable(e.of)).join(' or ') || 'only summons'}.`,
    );
  if (negateSummon) {
    const recent = state.recentSummons[state.recentSummons.length - 1];
    if (recent && recent.chainLink > 0) {
      refuse(
        'summon-not-negatable',
        `"${recent.cardIds.map((c) => card(state, c).name).join('", "')}" was Special Summoned by a card effect: only negating the effect's activation could have stopped it, not negating the summon (rule 2).`,
      );
    }
    refuse(
      'no-summon-to-negate',
      `"${name}" negates a summon, but no Normal, Flip or built-in Special Summon is waiting in the summon negation window (rule 2).`,
    );
  }
  const pending = state.pendingSummon;
  refuse(
    'nothing-to-negate',
    pending
      ? `"${name}" negates activations, but the summon of "${card(state, pending.cardIds[0]).name}" activated nothing: a built-in summon is not an activation (rule 2).`
      : `"${name}" negates an activation, but no chain link is waiting to be negated.`,
  );
}

function summonNegationProblem(
  context: ActionContext,
  player: PlayerId,
  effect: Effect & { kind: 'negateSummon' },
  pending: NonNullable<ActionContext['state']['pendingSummon']>,
): RuleViolation | null {
  const state = context.state;
  const names = pending.cardIds.map((c) => `"${card(state, c).name}"`).join(', ');
  if (effect.byOpponent && pending.player === player)
    return new RuleViolation(
      'negation-does-not-apply',
      `This negation works only on the opponent's summons; ${names} was summoned by the same player (rule 2).`,
    );
  if (effect.specialOnly && pending.kind !== 'special')
    return new RuleViolation(
      'negation-does-not-apply',
      `This negation works only on Special Summons; ${names} was ${pending.kind === 'flip' ? 'Flip' : 'Normal'} Summoned (rule 2).`,
    );
  if (effect.onlyOneMonster && pending.cardIds.length !== 1)
    return new RuleViolation(
      'negation-does-not-apply',
      `This negation works only when exactly 1 monster would be summoned; ${pending.cardIds.length} are (rule 2).`,
    );
  const unstoppable = pending.cardIds.find((c) => context.rulesOf(c)?.profile?.specialSummon.summonNegatable === false);
  if (unstoppable !== undefined) return new RuleViolation('summon-cannot-be-negated', `"${card(state, unstoppable).name}" says its Summon cannot be negated.`);
  return null;
}

function activationMatches(context: ActionContext, of: string, link: ChainLink): boolean {
  switch (of) {
    case 'spell':
      return link.cardType === 'spell';
    case 'trap':
      return link.cardType === 'trap';
    case 'spell-or-trap':
      return link.cardType !== 'monster';
    case 'monster-effect':
      return link.cardType === 'monster';
    case 'summoning-effect':
      return link.summons;
    default:
      return true;
  }
}

function describeNegatable(of: string): string {
  return of === 'any' ? 'any activation' : `the activation of a ${of.replace(/-/g, ' ')}`;
}

/** A trigger needs the summon it reacts to, and "When" triggers miss the timing after chain link 2+ (rule 2). */
function matchTrigger(context: ActionContext, player: PlayerId, effects: readonly Effect[]): SummonEvent | null {
  const trigger = effects.find((e): e is Effect & { kind: 'trigger' } => e.kind === 'trigger');
  if (!trigger) return null;
  const state = context.state;
  const byWho = (event: SummonEvent) =>
    (trigger.actor === 'any' || (trigger.actor === 'you') === (event.player === player)) &&
    (!trigger.normalOnly || event.kind === 'normal' || event.kind === 'tribute');
  const strongEnough = (id: number) => {
    const instance = card(state, id);
    const atk = instance.atkOverride ?? atkOf(context.rulesOf(id));
    return (
      instance.location.zone === 'monsters' &&
      (trigger.minAtk === null || atk >= trigger.minAtk) &&
      (!trigger.filter || matchesFilter(context, id, trigger.filter))
    );
  };
  const matching = state.recentSummons.filter((e) => byWho(e) && e.cardIds.some(strongEnough));
  if (matching.length === 0) {
    const who = trigger.actor === 'opponent' ? 'the opponent' : trigger.actor === 'you' ? 'you' : 'a player';
    refuse(
      'trigger-condition-not-met',
      `This trigger needs ${who} to have just summoned a monster${trigger.minAtk !== null ? ` with ${trigger.minAtk} or more ATK` : ''}; no such summon just happened (rule 2).`,
    );
  }
  if (trigger.timing === 'when') {
    const inTime = matching.find((e) => e.chainLink <= 1);
    if (!inTime) {
      const late = matching[0];
      refuse(
        'missed-the-timing',
        `"When ... is Summoned": the summon of "${card(state, late.cardIds[0]).name}" happened while chain link ${late.chainLink} resolved, and something resolved after it, so this trigger missed the timing (rule 2).`,
      );
    }
    return { ...inTime, cardIds: inTime.cardIds.filter(strongEnough) };
  }
  const event = matching[matching.length - 1];
  return { ...event, cardIds: event.cardIds.filter(strongEnough) };
}

/** Chooses each `target` line's cards on activation; a target for a summon must be summonable now. */
function chooseTargets(
  context: ActionContext,
  player: PlayerId,
  effects: readonly Effect[],
  request: ActivationRequest,
  costCards: readonly number[],
  cardName: string,
): number[] {
  const state = context.state;
  const chosen: number[] = [];
  const named = [...request.targets];
  const summonLine = effects.find((e): e is Effect & { kind: 'specialSummonTarget' } => e.kind === 'specialSummonTarget');
  const way: SummonWay | undefined = summonLine
    ? {
        ignoreConditions: summonLine.ignoreConditions,
        byCard: cardName,
        description: `the effect of "${cardName}"${summonLine.ignoreConditions ? ' (ignoring the Summoning conditions)' : ''}`,
      }
    : undefined;
  for (const effect of effects) {
    if (effect.kind !== 'target') continue;
    const places = placesOf(effect.zones, effect.side, player);
    const fits = (id: number) => !chosen.includes(id) && !costCards.includes(id) && matchesFilter(context, id, effect.filter, { costCards });
    for (let n = 0; n < effect.filter.count.min; n++) {
      const name = named.shift();
      if (name !== undefined) {
        const id = findNamed(context, name, places, new Set(chosen), fits);
        if (id === undefined) {
          const elsewhere = findNamed(context, name, places, new Set(chosen));
          refuse(
            'no-valid-target',
            elsewhere !== undefined
              ? `"${name}" is not ${describeFilter(effect.filter)}, so "${cardName}" cannot target it.`
              : `"${name}" is not in ${describePlaces(places, player)}, so "${cardName}" cannot target it.`,
          );
        }
        if (way) {
          const verdict = specialSummonVerdict(context, id, way);
          if (!verdict.legal) refuse(verdict.code, verdict.reason);
        }
        chosen.push(id);
      } else {
        const candidates = cardsInPlaces(state, places)
          .filter(fits)
          .filter((id) => !way || specialSummonVerdict(context, id, way).legal);
        if (candidates.length === 0)
          refuse(
            'no-valid-target',
            `"${cardName}" needs a target (${describeFilter(effect.filter)} in ${describePlaces(places, player)}) that it can use; there is none.`,
          );
        chosen.push(candidates[0]);
      }
    }
  }
  if (named.length > 0) refuse('no-valid-target', `"${cardName}" does not target ${named.map((n) => `"${n}"`).join(', ')}: it has ${chosen.length} target(s).`);
  return chosen;
}

/** `special summon FILTER from ZONES`: the card it will summon, chosen on activation (it must be summonable). */
function chooseSummon(
  context: ActionContext,
  player: PlayerId,
  effect: Effect & { kind: 'specialSummonFrom' },
  summonName: string | null,
  costCards: readonly number[],
  cardName: string,
): number {
  const places = placesOf(effect.zones, effect.side, player);
  const way: SummonWay = {
    ignoreConditions: effect.ignoreConditions,
    byCard: cardName,
    description: `the effect of "${cardName}"${effect.ignoreConditions ? ' (ignoring the Summoning conditions)' : ''}`,
  };
  const fits = (id: number) => matchesFilter(context, id, effect.filter, { costCards });
  if (summonName !== null) {
    const id = findNamed(context, summonName, places);
    if (id === undefined) refuse('card-not-found', `"${summonName}" is not in ${describePlaces(places, player)}, so "${cardName}" cannot summon it.`);
    if (!fits(id)) refuse('not-summonable-by-this-mechanic', `"${cardName}" summons ${describeFilter(effect.filter)}; "${summonName}" is not one.`);
    const verdict = specialSummonVerdict(context, id, way);
    if (!verdict.legal) refuse(verdict.code, verdict.reason);
    return id;
  }
  const candidates = cardsInPlaces(context.state, places).filter(fits);
  const summonable = candidates.find((id) => specialSummonVerdict(context, id, way).legal);
  if (summonable !== undefined) return summonable;
  if (candidates.length > 0) {
    const verdict = specialSummonVerdict(context, candidates[0], way);
    if (!verdict.legal) refuse(verdict.code, verdict.reason);
  }
  refuse('no-valid-target', `"${cardName}" has nothing to summon: no ${describeFilter(effect.filter)} in ${describePlaces(places, player)}.`);
}

/** A summoning effect needs a Monster Zone when it resolves; materials on the field free theirs. */
function requireZoneForSummon(context: ActionContext, player: PlayerId, plan: SummonPlan | null, cardName: string): void {
  const state = context.state;
  const freedByMaterials = (plan?.materials ?? []).filter((id) => {
    const location = card(state, id).location;
    return location.zone === 'monsters' && location.player === player;
  }).length;
  if (freeMonsterZones(state, player) + freedByMaterials === 0) {
    refuse('no-free-monster-zone', `"${cardName}" Special Summons, but ${player === 0 ? 'you have' : 'your opponent has'} no free Monster Zone (rule 1).`);
  }
}
