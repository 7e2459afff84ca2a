import type { BoardSnapshot, CardView, PlayerView } from '../engine/boardSnapshot';

/**
 * What the simulation panel shows, as plain JSON-safe data: one list of steps (a scenario's steps, or a
 * summon matrix's routes), each with its verdict and the board after it. The server builds it from the
 * engine's results; the webview only draws it.
 */
/** The board the panel draws is the engine's own snapshot: plain data, JSON-safe. */
export type PanelCard = CardView;
export type PanelPlayer = PlayerView;
export type PanelBoard = BoardSnapshot;

export interface PanelStep {
  /** Short label: the step's action text or the route's name. */
  readonly label: string;
  readonly legal: boolean;
  readonly code: string | null;
  readonly reason: string;
  /** null when the step states no expectation. */
  readonly expectationMet: boolean | null;
  /** Zero-based line in `uri` to reveal when the step is clicked; null when not in a file. */
  readonly line: number | null;
  readonly board?: PanelBoard;
}

export interface PanelModel {
  readonly kind: 'scenario' | 'summon-matrix';
  readonly title: string;
  readonly uri: string;
  /** Scenario: whether every expectation held. Matrix: null. */
  readonly passed: boolean | null;
  readonly steps: readonly PanelStep[];
  readonly initialBoard?: PanelBoard;
}
