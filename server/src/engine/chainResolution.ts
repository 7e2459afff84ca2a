import type { ActionContext } from './actionContext';
import { moveToPile } from './cardMovement';
import { applyEffects } from './effectResolution';
import { card, type ChainLink } from './gameState';
import { isContinuous } from './summonGrants';
import { refuse } from './verdict';

/**
 * Resolves the chain last-in, first-out (rule 2). The resolving link number is kept in the state so that
 * summons made while it resolves are tagged with it: a "When ... is Summoned" trigger misses the timing
 * after a summon at chain link 2 or higher.
 */
export function resolveChain(context: ActionContext): void {
  const state = context.state;
  if (state.chain.length === 0) refuse('no-chain', 'There is no chain to resolve.');
  const windowSummons = state.pendingSummon ? state.recentSummons : [];
  state.chainSummons = [];
  while (state.chain.length > 0) {
    context.tick();
    const link = state.chain[state.chain.length - 1];
    state.resolvingLink = link.number;
    if (link.negated) {
      context.note(`Chain link ${link.number} ("${card(state, link.cardId).name}") was negated; its card is destroyed.`);
      destroyActivatedCard(context, link);
    } else {
      applyEffects(context, link);
      clearAwayAfterResolution(context, link);
    }
    state.chain.pop();
  }
  state.resolvingLink = 0;
  // The summon in the negation window either was negated (and never happened) or succeeded.
  const negated = state.pendingSummon === null;
  state.pendingSummon = null;
  state.recentSummons = [...(negated ? [] : windowSummons), ...state.chainSummons];
  state.chainSummons = [];
}

/** Non-continuous Spells and Traps go to the GY after resolving; Continuous, Field and Equip cards stay. */
function clearAwayAfterResolution(context: ActionContext, link: ChainLink): void {
  const instance = card(context.state, link.cardId);
  if (instance.location.zone !== 'spells') return;
  if (isContinuous(context.rulesOf(link.cardId)?.declaration)) return;
  // A Pendulum Monster whose Pendulum Effect resolved stays in its Pendulum Zone.
  if (context.rulesOf(link.cardId)?.monster?.pendulum) return;
  moveToPile(context.state, context.catalog, link.cardId, 'graveyard');
}

function destroyActivatedCard(context: ActionContext, link: ChainLink): void {
  const instance = card(context.state, link.cardId);
  if (instance.location.zone === 'spells' || instance.location.zone === 'monsters') {
    moveToPile(context.state, context.catalog, link.cardId, 'graveyard');
  }
}
