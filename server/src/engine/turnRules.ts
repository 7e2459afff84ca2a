import type { GameState, PlayerId } from './gameState';
import { refuse } from './verdict';

/**
 * Timing shared by Normal Summons, Sets, Flip Summons, built-in Special Summons and Spell Speed 1
 * activations: the turn player's Main Phase with an open game state (rules 1, 2; errata 5).
 */
export function requireOwnMainPhase(state: GameState, player: PlayerId, what: string): void {
  if (state.turn.turnPlayer !== player) refuse('not-your-turn', `${what} only happens during its player's own turn (rules 1, 2; errata 5).`);
  if (state.turn.phase !== 'main1' && state.turn.phase !== 'main2') {
    refuse('not-main-phase', `${what} only happens in a Main Phase; it is the ${phaseName(state.turn.phase)} (rules 1, 2).`);
  }
  requireOpenGameState(state, what);
}

export function requireOpenGameState(state: GameState, what: string): void {
  if (state.chain.length > 0 || state.resolvingLink > 0) {
    refuse('chain-in-progress', `${what} needs an open game state, but a chain is in progress (rule 2).`);
  }
}

export function phaseName(phase: GameState['turn']['phase']): string {
  switch (phase) {
    case 'main1':
      return 'Main Phase 1';
    case 'main2':
      return 'Main Phase 2';
    default:
      return `${phase[0].toUpperCase()}${phase.slice(1)} Phase`;
  }
}

/** Rules 1, 4: the Normal Summon limit is max(1, grants) plus one-shot extra grants. */
export function normalSummonLimit(state: GameState, player: PlayerId): number {
  const allowance = state.turn.allowance[player];
  return Math.max(1, ...allowance.limitGrants) + allowance.extraGrants;
}
