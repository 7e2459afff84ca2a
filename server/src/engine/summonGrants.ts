import type { ActionContext } from './actionContext';
import { card, PLAYERS, type PlayerId } from './gameState';

/**
 * Grants that change the Normal Summon for a turn (rule 1): "N Normal Summons this turn" (Double Summon:
 * the limit is the maximum of grants, not a sum), one additional Normal Summon (Ultimate Offering), and
 * paying LP instead of Tributing (Mausoleum of the Emperor).
 */
export function grantNormalSummonLimit(context: ActionContext, player: PlayerId, count: number): void {
  context.state.turn.allowance[player].limitGrants.push(count);
  context.note(`${player === 0 ? 'You' : 'Your opponent'} can conduct ${count} Normal Summons/Sets this turn (the maximum of grants, not a sum) (rule 1).`);
}

export function grantExtraNormalSummon(context: ActionContext, player: PlayerId): void {
  context.state.turn.allowance[player].extraGrants++;
  context.note(`${player === 0 ? 'You get' : 'Your opponent gets'} one additional Normal Summon/Set this turn (rule 1).`);
}

/** "Once during this turn, if you would Tribute a monster for a Tribute Summon, you can Tribute 1 monster your opponent controls" (Stormforth). */
export function grantOpponentTribute(context: ActionContext, player: PlayerId): void {
  const allowance = context.state.turn.allowance[player];
  allowance.opponentTributeGrants = (allowance.opponentTributeGrants ?? 0) + 1;
  context.note(
    `Once this turn, a Tribute Summon of ${player === 0 ? 'yours' : 'theirs'} may Tribute 1 monster ${player === 0 ? 'your opponent controls' : 'you control'} (rule 1).`,
  );
}

export function grantPayLpPerTribute(context: ActionContext, player: PlayerId, amount: number): void {
  context.state.turn.allowance[player].payLpPerTribute = amount;
}

/**
 * The LP per Tribute the player may pay instead of Tributing, or null. A face-up Continuous Spell/Trap
 * with the effect applies to the turn player while it stays face-up; otherwise only this turn's grant counts.
 */
export function payLpPerTributeGrant(context: ActionContext, player: PlayerId): number | null {
  const state = context.state;
  let amount = state.turn.allowance[player].payLpPerTribute;
  if (state.turn.turnPlayer !== player) return amount;
  for (const owner of PLAYERS) {
    for (const id of state.players[owner].spells) {
      if (id === null || !card(state, id).faceUp) continue;
      const rules = context.rulesOf(id);
      if (!isContinuous(rules?.declaration)) continue;
      for (const effect of rules?.effect.effects ?? []) {
        if (effect.kind === 'payLpPerTributeInstead') amount = amount === null ? effect.amount : Math.min(amount, effect.amount);
      }
    }
  }
  return amount;
}

export function isContinuous(declaration: { kind: string; spellKind?: { value: string }; trapKind?: { value: string } } | undefined): boolean {
  if (!declaration) return false;
  const kind = declaration.kind === 'spell' ? declaration.spellKind?.value : declaration.kind === 'trap' ? declaration.trapKind?.value : undefined;
  return kind === 'continuous' || kind === 'field' || kind === 'equip';
}
