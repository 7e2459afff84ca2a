import type { SummonClause } from '../core/model/cards';
import type { ActionContext } from './actionContext';
import { describeFilter, matchesFilter } from './cardFilters';
import { card, type PlayerId } from './gameState';
import { refuse } from './verdict';

type OpponentTributes = SummonClause & { readonly kind: 'opponentTributes' };

/** The once-per-turn key of a card's `can tribute ... opponent controls for tribute summon once this turn`. */
const onceKey = (name: string) => `name:${name}:opponent-tributes`;

/**
 * "you can Tribute 1 monster your opponent controls" for this card's Tribute Summon (never its Tribute Set, as in
 * EDOPro's engine, whose extra Tributes name the face-up position): the chosen Tributes the opponent controls must fit a clause's filter and be no more than its count allows; a clause with `once this
 * turn` that was used this turn allows none (rule 1: otherwise a Tribute Summon Tributes only your monsters).
 */
export function requireOpponentTributes(
  context: ActionContext,
  player: PlayerId,
  request: { readonly card: string; readonly set: boolean },
  chosen: readonly number[],
  clauses: readonly OpponentTributes[],
): void {
  const summoned = request.card;
  const theirs = chosen.filter((id) => card(context.state, id).location.player !== player);
  if (theirs.length === 0) return;
  if (request.set)
    refuse(
      'tribute-not-controlled',
      `"${summoned}" Tributes monsters your opponent controls for its Tribute Summon only, not for a Tribute Set: the Tributes of a Set are yours (rule 1).`,
    );
  const used = context.state.turn.allowance[player].oncePerTurnUsed ?? [];
  const open = clauses.filter((c) => !c.oncePerTurn || !used.includes(onceKey(summoned)));
  if (open.length === 0)
    refuse(
      'tribute-not-controlled',
      `"${summoned}" Tributes monsters your opponent controls only once this turn, and did so already: the Tributes must be yours (rule 1).`,
    );
  for (const id of theirs) {
    if (!open.some((c) => matchesFilter(context, id, c.filter)))
      refuse(
        'tribute-does-not-fit',
        `"${card(context.state, id).name}" is your opponent's, and is not ${open.map((c) => describeFilter(c.filter)).join(' or ')}: only such a monster they control can be a Tribute for "${summoned}".`,
      );
  }
  const allowed = open.some((c) => c.filter.count.max === null) ? Infinity : open.reduce((sum, c) => sum + (c.filter.count.max ?? 0), 0);
  if (theirs.length > allowed)
    refuse(
      'tribute-not-controlled',
      `${theirs.length} of the Tributes are your opponent's monsters; "${summoned}" allows at most ${allowed} (the others must be yours, rule 1).`,
    );
}

/** Records a `once this turn` use after the Tribute Summon took a monster of the opponent's. */
export function recordOpponentTributes(
  context: ActionContext,
  player: PlayerId,
  summoned: string,
  tributes: readonly number[],
  clauses: readonly OpponentTributes[],
): void {
  if (!clauses.some((c) => c.oncePerTurn) || !tributes.some((id) => card(context.state, id).location.player !== player)) return;
  (context.state.turn.allowance[player].oncePerTurnUsed ??= []).push(onceKey(summoned));
}
