import type { SummonClause } from '../core/model/cards';
import type { ActionContext } from './actionContext';
import { describeFilter, matchesFilter } from './cardFilters';
import { card, type PlayerId } from './gameState';
import { refuse } from './verdict';

type OpponentTributes = SummonClause & { readonly kind: 'opponentTributes' };

/** The once-per-turn key of a card's `can tribute ... opponent controls for tribute summon once this turn`. */
const onceKey = (name: string) => `name:${name}:opponent-tributes`;

/** Whether a Tribute Summon may look at the opponent's monsters: the card says so, or a grant this turn does (Stormforth). */
export function takesOpponentTributes(context: ActionContext, player: PlayerId, clauses: readonly OpponentTributes[]): boolean {
  return clauses.length > 0 || (context.state.turn.allowance[player].opponentTributeGrants ?? 0) > 0;
}

/** The clauses of the card still usable this turn (`once this turn` ones are spent once used). */
function openClauses(context: ActionContext, player: PlayerId, summoned: string, clauses: readonly OpponentTributes[]): OpponentTributes[] {
  const used = context.state.turn.allowance[player].oncePerTurnUsed ?? [];
  return clauses.filter((c) => !c.oncePerTurn || !used.includes(onceKey(summoned)));
}

/** The opponent's monsters among the Tributes, and how many of them the card's own clauses do not cover. */
function theirTributes(context: ActionContext, player: PlayerId, summoned: string, chosen: readonly number[], clauses: readonly OpponentTributes[]) {
  const theirs = chosen.filter((id) => card(context.state, id).location.player !== player);
  const open = openClauses(context, player, summoned, clauses);
  const fitting = theirs.filter((id) => open.some((c) => matchesFilter(context, id, c.filter)));
  const allowed = open.some((c) => c.filter.count.max === null) ? Infinity : open.reduce((sum, c) => sum + (c.filter.count.max ?? 0), 0);
  return { theirs, open, fitting, allowed, uncovered: theirs.length - Math.min(fitting.length, allowed) };
}

/**
 * "you can Tribute 1 monster your opponent controls" for this card's Tribute Summon (never its Tribute Set, as in
 * EDOPro's engine, whose extra Tributes name the face-up position): the chosen Tributes the opponent controls must
 * fit a clause's filter and be no more than its count allows; a clause with `once this turn` that was used this turn
 * allows none. One more of theirs may be Tributed with a grant of the turn (The Monarchs Stormforth). Otherwise a
 * Tribute Summon Tributes only your monsters (rule 1).
 */
export function requireOpponentTributes(
  context: ActionContext,
  player: PlayerId,
  request: { readonly card: string; readonly set: boolean },
  chosen: readonly number[],
  clauses: readonly OpponentTributes[],
): void {
  const summoned = request.card;
  const { theirs, open, fitting, allowed, uncovered } = theirTributes(context, player, summoned, chosen, clauses);
  if (theirs.length === 0) return;
  if (request.set)
    refuse(
      'tribute-not-controlled',
      `"${summoned}" Tributes monsters your opponent controls for its Tribute Summon only, not for a Tribute Set: the Tributes of a Set are yours (rule 1).`,
    );
  if (uncovered === 0 || (uncovered === 1 && (context.state.turn.allowance[player].opponentTributeGrants ?? 0) > 0)) return;
  if (clauses.length > 0 && open.length === 0)
    refuse(
      'tribute-not-controlled',
      `"${summoned}" Tributes monsters your opponent controls only once this turn, and did so already: the Tributes must be yours (rule 1).`,
    );
  const misfit = theirs.find((id) => !fitting.includes(id));
  if (open.length > 0 && misfit !== undefined)
    refuse(
      'tribute-does-not-fit',
      `"${card(context.state, misfit).name}" is your opponent's, and is not ${open.map((c) => describeFilter(c.filter)).join(' or ')}: only such a monster they control can be a Tribute for "${summoned}".`,
    );
  refuse(
    'tribute-not-controlled',
    `${theirs.length} of the Tributes are your opponent's monsters; ${open.length > 0 ? `"${summoned}" allows at most ${allowed}` : 'the grant of this turn allows 1'} (the others must be yours, rule 1).`,
  );
}

/** Records what the Tribute Summon used: a `once this turn` clause, and the turn's grant for one not covered by the clauses. */
export function recordOpponentTributes(
  context: ActionContext,
  player: PlayerId,
  summoned: string,
  tributes: readonly number[],
  clauses: readonly OpponentTributes[],
): void {
  const { fitting, allowed, uncovered } = theirTributes(context, player, summoned, tributes, clauses);
  const allowance = context.state.turn.allowance[player];
  if (clauses.some((c) => c.oncePerTurn) && Math.min(fitting.length, allowed) > 0) (allowance.oncePerTurnUsed ??= []).push(onceKey(summoned));
  if (uncovered > 0) allowance.opponentTributeGrants = Math.max(0, (allowance.opponentTributeGrants ?? 0) - 1);
}
