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
  /** Summon matrix only, with the setting on: EDOPro's verdict on the same route. */
  readonly edopro?: PanelEdoproVerdict;
}

export interface PanelModel {
  readonly kind: 'scenario' | 'summon-matrix';
  readonly title: string;
  readonly uri: string;
  /** Scenario: whether every expectation held. Matrix: null. */
  readonly passed: boolean | null;
  readonly steps: readonly PanelStep[];
  readonly initialBoard?: PanelBoard;
  /** Summon matrix only: whether EDOPro's column is shown, and why not. Absent with the setting off. */
  readonly edopro?: PanelEdoproStatus;
}

/** EDOPro's verdict on one route, beside ours (setting `cardscript.simulation.edoproReferee`). */
export interface PanelEdoproVerdict {
  /** true: the monster ends on the field in EDOPro's engine; false: it does not; null: EDOPro was not asked. */
  readonly legal: boolean | null;
  /** Both engines answered, differently. */
  readonly disagrees: boolean;
  /** Why EDOPro was not asked, or what it reported (a prompt it could not be answered, a script error). */
  readonly note: string;
}

/** Whether the panel shows EDOPro's verdicts, and if not, why. */
export interface PanelEdoproStatus {
  readonly shown: boolean;
  /** "EDOPro (ocgcore-wasm 0.1.2): 12 routes asked, 12 agree", or why the column is empty. */
  readonly note: string;
}
