import type { PanelModel } from '../simulation/panelModel';
import type { ExportSummary } from '../interop/edopro/exportSummary';

/**
 * CardScript's own protocol messages beyond LSP, shared by the server and the client (plain method names
 * and parameter shapes, no library types, so both sides can import this file).
 */

/** Server -> client notification after each published validation (drives the language status item). */
export const VALIDATED_NOTIFICATION = 'cardscript/validated';

export interface ValidatedParams {
  readonly uri: string;
  /** The document version validated; null for a file on disk that is not open. */
  readonly version: number | null;
  /** Wall-clock time of the analysis and conversion, in milliseconds. */
  readonly durationMs: number;
  /**
   * CPU time of the same work (user + system), which other processes on a busy machine do not inflate.
   * Reported for open documents (not for the files of a workspace's load) where the runtime has it.
   */
  readonly cpuMs?: number;
  /** 'fast': the diagnostics without the slow (engine) checks, published first; 'all' follows. */
  readonly tier?: 'fast' | 'all';
  /** How many diagnostics were published. */
  readonly diagnosticCount: number;
}

/** The code lens arguments of `cardscript.simulateCard` / `cardscript.runScenario`. */
export interface LensTarget {
  readonly uri: string;
  readonly name: string;
}

/** Client -> server requests behind the two lens commands; both answer a plain-text trace. */
export const SIMULATE_CARD_REQUEST = 'cardscript/simulateCard';
export const RUN_SCENARIO_REQUEST = 'cardscript/runScenario';

export interface SimulationResult {
  /** False when the engine could not run (unknown card, unknown document, engine unavailable). */
  readonly ok: boolean;
  /** One-line outcome for a status message or a lens title. */
  readonly summary: string;
  /** The plain-text trace for the output channel. */
  readonly trace: string;
  /** Run scenario: whether every expectation held (null for a card simulation or when it did not run). */
  readonly passed: boolean | null;
  /** What the simulation panel draws (absent when it did not run). */
  readonly panel?: PanelModel;
  /** Run scenario: every failed expectation, located on its step (the client shows them as diagnostics). */
  readonly failures?: readonly ScenarioFailure[];
}

export interface ProtocolRange {
  readonly start: { readonly line: number; readonly character: number };
  readonly end: { readonly line: number; readonly character: number };
}

export interface ScenarioFailure {
  readonly uri: string;
  readonly range: ProtocolRange;
  readonly message: string;
  /** The rule code of the step's verdict, when the step was refused. */
  readonly code: string | null;
}

/** Client -> server: every scenario of the workspace, for the Test Explorer. */
export const LIST_SCENARIOS_REQUEST = 'cardscript/listScenarios';

export interface ScenarioListEntry {
  readonly uri: string;
  readonly name: string;
  readonly range: ProtocolRange;
}

/** Client -> server initializationOptions. */
export interface CardScriptInitializationOptions {
  /** The client watches `**\/*.card` itself (LanguageClient `synchronize.fileEvents`): no server watcher. */
  readonly clientWatchesFiles?: boolean;
  /**
   * The URI of docs/diagnostics.md in the installed extension (`vscode.Uri.joinPath(extensionUri, 'docs',
   * 'diagnostics.md')`: file: on the desktop, the web's own scheme in VS Code for the Web); diagnostics'
   * `codeDescription` links to its anchors.
   */
  readonly diagnosticsDocsUri?: string;
  /**
   * VS Code's `workspace.isTrusted`: false in Restricted Mode, where the server gives none of the
   * workspace's own Lua (`script "path"`) to EDOPro's engine (not compiled, not run by the referee).
   * Absent: trusted (an editor without Restricted Mode). WORKSPACE_TRUSTED_NOTIFICATION lifts it.
   */
  readonly workspaceTrusted?: boolean;
}

/** Client -> server notification (no parameters): the user trusted the workspace (VS Code's onDidGrantWorkspaceTrust). */
export const WORKSPACE_TRUSTED_NOTIFICATION = 'cardscript/workspaceTrusted';

/** Client -> server: a starting file of the card's own Lua ("CardScript: Create Effect Script"). */
export const CREATE_EFFECT_SCRIPT_REQUEST = 'cardscript/createEffectScript';

export interface CreateEffectScriptParams {
  readonly uri: string;
  /** The cursor's offset: the card whose declaration holds it. */
  readonly offset: number;
}

export interface CreateEffectScriptResult {
  readonly ok: boolean;
  /** What happened, or why nothing could be done (no card at the cursor, the file exists, ...). */
  readonly message: string;
  /** The file to open (absent when nothing was to be created or opened). */
  readonly luaUri?: string;
  /**
   * The edit to apply: the new file with its starting text and, for a card without a `script` line, that
   * line (an LSP WorkspaceEdit with documentChanges); absent when the file exists already.
   */
  readonly edit?: unknown;
}

/** Client -> server: draw the card under the cursor (the Preview panel). */
export const RENDER_CARD_REQUEST = 'cardscript/renderCard';

export interface RenderCardParams {
  readonly uri: string;
  /** The cursor's offset: the card whose declaration holds it is drawn. */
  readonly offset?: number;
  /** Drawn when no card holds the offset (the panel keeps showing the card it showed). */
  readonly name?: string;
}

export interface RenderCardResult {
  readonly ok: boolean;
  /** Why nothing was drawn (no such document, no card at the cursor). */
  readonly message?: string;
  readonly name?: string;
  readonly svg?: string;
  readonly textOverflowed?: boolean;
  /** Why the card's art could not be drawn (its placeholder is shown instead). */
  readonly artProblem?: string;
}

/**
 * Client -> server: "CardScript: Export to EDOPro" (the Node server; the web worker has no disk and answers
 * `notRun`). The server reads the folder's card files, exports them and writes `cards.cdb` and `script/`
 * into `out`; it reports work-done progress on the params' `workDoneToken`, and a cancel stops it before
 * anything is written.
 */
export const EXPORT_EDOPRO_REQUEST = 'cardscript/exportEdopro';

export interface ExportEdoproParams {
  /** The folder whose `.card` files are exported (a file: URI). */
  readonly folder: string;
  /** Where `cards.cdb` and `script/` are written (a file: URI). */
  readonly out: string;
  /** Passcodes for the cards without an id, from this number on (`--assign-ids FROM`). */
  readonly assignIdsFrom?: number;
  readonly workDoneToken?: string | number;
}

/** passcodes.ts's PasscodeProblemKind: what the client acts on, never the message's text. */
export type ExportEdoproProblemKind = 'definedTwice' | 'invalidId' | 'sharedPasscode' | 'noId' | 'assignIdsExhausted' | 'invalidArtwork' | 'sharedArtwork';

export interface ExportEdoproProblem {
  readonly kind: ExportEdoproProblemKind;
  /** The sentence the CLI prints for it (it quotes card names: escape it before showing it). */
  readonly message: string;
  /** The card file of the card it is about. */
  readonly uri: string;
  /** The card file of the other card, where there is one (the first definition of a name defined twice). */
  readonly relatedUri?: string;
}

export interface ExportEdoproResult {
  /** Whether `cards.cdb` and the scripts were written. */
  readonly written: boolean;
  /** Why nothing was tried (no disk here, a folder that is not a file: URI); absent when the export ran. */
  readonly notRun?: string;
  /** How many problems are cards without an id: with `assignIdsFrom` absent, ask for one and export again. */
  readonly cardsWithoutId: number;
  /** With any, nothing is written. */
  readonly problems: readonly ExportEdoproProblem[];
  /** What `cardscript.library` named that could not be read (as loaded: invisible characters not shown yet). */
  readonly warnings: readonly string[];
  /** What was written (exportSummary.ts's ExportSummary), when it was. */
  readonly summary?: ExportSummary;
  /** The summary as the CLI prints it, with the destination's path. */
  readonly summaryText?: string;
}
