import type { ActionContext } from './actionContext';
import { moveToPile, placeMonster } from './cardMovement';
import { type BattlePosition, card, type PlayerId, type SpecialMethod, type SummonEvent, type SummonKind } from './gameState';

/**
 * Puts a Special Summoned monster on the field and records the summon for triggers. Inside a chain the
 * summon is tagged with the resolving link (rule 2, "missing the timing"); outside a chain it is a built-in
 * summon and opens the summon negation window.
 */
export function completeSpecialSummon(
  context: ActionContext, id: number, controller: PlayerId, position: BattlePosition, proper: boolean, method: SpecialMethod,
): void {
  context.tick();
  const state = context.state;
  placeMonster(state, id, controller, { position, faceUp: true, turn: state.turn.turn, arrivedBy: 'special' });
  card(state, id).specialMethod = method;
  // Rules 3: the proper method sets the status; any other summon keeps what the card already had.
  if (proper) card(state, id).properlySummoned = true;
  recordSummon(context, controller, [id], 'special');
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
  context.note(`The summon of ${pending.cardIds.map((id) => `"${card(state, id).name}"`).join(', ')} was negated: it counts as never having happened (rule 2).`);
  return destroyed;
}

/** Any other action closes the negation window: the summon succeeded. */
export function closeNegationWindow(context: ActionContext): void {
  context.state.pendingSummon = null;
}
