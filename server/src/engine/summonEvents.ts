import type { ActionContext } from './actionContext';
import { moveToPile, placeMonster } from './cardMovement';
import { type BattlePosition, card, type PlayerId, type SpecialMethod, type SummonEvent, type SummonKind } from './gameState';
import { refuse } from './verdict';
import { describeFilter, matchesFilter } from './cardFilters';

/**
 * Puts a Special Summoned monster on the field and records the summon for triggers. Inside a chain the
 * summon is tagged with the resolving link (rule 2, "missing the timing"); outside a chain it is a built-in
 * summon and opens the summon negation window.
 */
export function completeSpecialSummon(
  context: ActionContext,
  id: number,
  controller: PlayerId,
  position: BattlePosition,
  proper: boolean,
  method: SpecialMethod,
  placement: { readonly slot?: number; readonly summoner?: PlayerId } = {},
): void {
  context.tick();
  const state = context.state;
  const summoner = placement.summoner ?? controller;
  requireSpecialSummonOncePerTurn(context, id, summoner);
  requireOnlyOne(context, id, controller);
  placeMonster(state, id, controller, {
    position,
    faceUp: true,
    turn: state.turn.turn,
    arrivedBy: 'special',
    ...(placement.slot !== undefined ? { slot: placement.slot } : {}),
  });
  card(state, id).specialMethod = method;
  // Rules 3: the proper method sets the status; any other summon keeps what the card already had.
  if (proper) card(state, id).properlySummoned = true;
  // Lava Golem: its summoner cannot Normal Summon or Set for the rest of the turn.
  if (context.rulesOf(id)?.monster?.summon.some((c) => c.kind === 'noNormalSummonTurnSpecialSummoned')) {
    state.turn.allowance[summoner].normalSummonLockedBy = card(state, id).name;
  }
  recordSummon(context, controller, [id], 'special');
}

/** "You can only control 1 "Kaiju" monster": refuses a summon that would give the controller a second one. */
export function requireOnlyOne(context: ActionContext, id: number, controller: PlayerId): void {
  const clause = context.rulesOf(id)?.monster?.summon.find((c) => c.kind === 'controlOnlyOne');
  if (clause?.kind !== 'controlOnlyOne') return;
  const other = context.state.players[controller].monsters.find((m) => m !== null && m !== id && matchesFilter(context, m, clause.filter));
  if (other !== undefined && other !== null) {
    refuse(
      'only-one-on-field',
      `${controller === 0 ? 'You' : 'Your opponent'} already control${controller === 0 ? '' : 's'} "${card(context.state, other).name}": "${card(context.state, id).name}" says only 1 ${describeFilter(clause.filter)} can be controlled (rulebook).`,
    );
  }
}

/** "You can only Special Summon "X" once per turn": counted per name for the summoning player. */
function requireSpecialSummonOncePerTurn(context: ActionContext, id: number, summoner: PlayerId): void {
  const name = card(context.state, id).name;
  const allowance = context.state.turn.allowance[summoner];
  const used = (allowance.specialSummonedNames ??= []);
  if (context.rulesOf(id)?.profile?.specialSummon.oncePerTurn && used.includes(name)) {
    refuse('special-summon-once-per-turn', `"${name}" was already Special Summoned this turn; it can be Special Summoned only once per turn.`);
  }
  used.push(name);
}

/** Records a summon: in a chain for the triggers after it, outside a chain in the negation window. */
export function recordSummon(context: ActionContext, player: PlayerId, cardIds: readonly number[], kind: SummonKind, usedNormalSummon = false): void {
  const state = context.state;
  const event: SummonEvent = { player, cardIds: [...cardIds], kind, chainLink: state.resolvingLink };
  if (state.resolvingLink > 0) {
    state.chainSummons.push(event);
  } else {
    state.recentSummons = [event];
    state.pendingSummon = { player, cardIds: [...cardIds], kind, usedNormalSummon };
  }
}

/**
 * Rule 2: "A negated summon counts as never having happened": the monster is destroyed, it is not
 * properly summoned, and no trigger can see the summon. A negated Normal Summon still used the count.
 */
export function negatePendingSummon(context: ActionContext): readonly number[] {
  const state = context.state;
  const pending = state.pendingSummon;
  if (!pending) return [];
  const destroyed: number[] = [];
  for (const id of pending.cardIds) {
    const instance = card(state, id);
    if (instance.location.zone === 'monsters') {
      moveToPile(state, context.catalog, id, 'graveyard');
      destroyed.push(id);
    }
    instance.properlySummoned = false;
  }
  state.recentSummons = state.recentSummons.filter((e) => !e.cardIds.some((id) => pending.cardIds.includes(id)));
  state.pendingSummon = null;
  context.note(
    `The summon of ${pending.cardIds.map((id) => `"${card(state, id).name}"`).join(', ')} was negated: it counts as never having happened (rule 2).`,
  );
  return destroyed;
}

/** Any other action closes the negation window: the summon succeeded. */
export function closeNegationWindow(context: ActionContext): void {
  context.state.pendingSummon = null;
}
