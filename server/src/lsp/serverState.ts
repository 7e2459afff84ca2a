import { type Connection, TextDocuments } from 'vscode-languageserver';
import type { CardWorkspace } from '../core/workspace/cardWorkspace';
import type { EdoproReferee } from '../interop/edopro/referee/edoproReferee';
import type { OcgcoreLibrary } from '../interop/edopro/ocgcore/loadOcgcore';
import { OwnLuaFiles } from '../interop/edopro/ownLua/ownLuaFilesCheck';
import { createStandardWorkspace } from '../simulation/standardWorkspace';
import type { CardFileSource } from './cardFileSource';
import { type ClientSupport, probeClientSupport } from './clientSupport';
import type { DiagnosticsPublisher } from './diagnosticsPublisher';
import { DocumentStore } from './documentStore';
import type { EdoproExportDisk } from './edoproExportDisk';
import { OPEN_TEXT_DOCUMENTS, type OpenTextDocument } from './openTextDocument';
import type { PulledDiagnostics } from './pulledDiagnostics';
import { SettingsCache } from './settings';
import { SimulationOutcomes } from './simulationOutcomes';
import { ValidationCosts, ValidationScheduler } from './validationScheduler';
import { type CardLibraryLoader, WorkspaceLibraries } from './workspaceLibraries';

/** Other files are re-checked a little after the edit that changed a name they may use. */
export const DEPENDENTS_DELAY_MS = 150;

/** What the process gives the server beyond its connection: the disk (or the client) and EDOPro's engine. */
export interface ServerEnvironment {
  readonly version: string;
  /** Where the workspace's card files come from: the disk (Node) or the client (the web worker). */
  readonly cardFiles: CardFileSource;
  /** EDOPro's engine beside ours in "Simulate summon"; absent where it cannot run (the web worker). */
  readonly edoproReferee?: EdoproReferee;
  /** docs/diagnostics.md when the client names none (the Node server: its package's copy). */
  readonly defaultDiagnosticsDocsUri?: string;
  /**
   * EDOPro's engine for the cards' own Lua files (`script "path"`), which this server reads from disk and
   * compiles (CS0712-CS0714); absent where there is no disk (the web worker): then only their paths are checked.
   */
  readonly ownLuaEngine?: () => Promise<OcgcoreLibrary>;
  /** Reads the EDOPro databases `cardscript.library` names; absent where there is no disk (the web worker). */
  readonly cardLibraries?: CardLibraryLoader;
  /** Reads card folders and writes `cards.cdb` and scripts for `cardscript/exportEdopro`; absent without a disk. */
  readonly edoproExport?: EdoproExportDisk;
}

/**
 * Everything one connection's server knows and changes: what the client supports, its settings, the
 * workspace and its store, the publisher and the scheduler of validations, the loads under way. The
 * handlers (lsp/handlers/) read and change it; `initialize` fills in what depends on the client.
 */
export class ServerState {
  // Kept as pieces a change updates without copying the whole text (openTextDocument.ts).
  readonly documents = new TextDocuments<OpenTextDocument>(OPEN_TEXT_DOCUMENTS);
  readonly outcomes = new SimulationOutcomes();
  // Untrusted until `initialize` says otherwise (its workspaceTrusted): nothing is compiled before.
  readonly ownLua: OwnLuaFiles | undefined;
  readonly workspace: CardWorkspace;
  // Every document may resolve its names differently once the libraries change: all are checked again.
  readonly libraries: WorkspaceLibraries;
  readonly costs = new ValidationCosts();
  readonly scheduler: ValidationScheduler;
  readonly store: DocumentStore;

  // Assigned in onInitialize, before any other message can arrive.
  support: ClientSupport = probeClientSupport({});
  settings = new SettingsCache(undefined);
  publisher: DiagnosticsPublisher | undefined;
  // Kept reports for a client that pulls diagnostics (LSP 3.17); undefined for one that is sent them.
  pulled: PulledDiagnostics | undefined;
  folders: string[] = [];
  clientWatchesFiles = false;
  workspaceLoaded: Promise<void> = Promise.resolve();
  // Resolves once the first load has read every card file of the folders (or failed, or was cancelled):
  // until then nothing is published or answered to a pull (diagnosticsPublisher.ts, workspaceRead).
  workspaceRead: Promise<void> = Promise.resolve();
  // The client re-asks for semantic tokens / inlay hints on request (LSP 3.16 / 3.17 refresh support).
  refreshSupport = { semanticTokens: false, inlayHints: false };
  // Before `initialize` no request is served (LSP: error -32002 ServerNotInitialized).
  initialized = false;
  // A document just opened is validated at once: nothing is being typed yet, so there is no burst to absorb.
  readonly justOpened = new Set<string>();
  // A re-check of many files with progress: a newer one supersedes (workspaceChecks.ts).
  largeCheckGeneration = 0;
  private semanticTokensRefresh: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly connection: Connection,
    readonly environment: ServerEnvironment,
  ) {
    const engine = environment.ownLuaEngine;
    this.ownLua = engine
      ? new OwnLuaFiles({ loadEngine: engine, trusted: false, changed: () => this.ownLuaChanged(), log: (message) => this.log(message) })
      : undefined;
    // The did-you-mean of an unknown name is asked only for the diagnostics published (at most 1,000 per file)
    // or read by a code action (cardWorkspace.ts, deferDidYouMean).
    this.workspace = createStandardWorkspace({ deferDidYouMean: true }, this.ownLua ? [this.ownLua.check] : []);
    this.libraries = new WorkspaceLibraries(
      this.workspace,
      environment.cardLibraries,
      (message) => this.log(message),
      (message) => connection.console.warn(message),
      () => this.librariesChanged(),
    );
    this.scheduler = new ValidationScheduler(
      (uri, token) => this.publisher?.validate(uri, token),
      (uri, error) => this.logError(`validation of ${uri} failed: ${describe(error)}`),
    );
    this.store = new DocumentStore(this.workspace, (changed) => {
      // A name (or kind, frame, level) changed in these documents: every other document may now resolve
      // its references differently, so it is re-checked too.
      for (const uri of this.workspace.documents().map((d) => d.uri)) {
        if (!changed.includes(uri)) this.scheduler.schedule(uri, DEPENDENTS_DELAY_MS);
      }
      // ... and their card names may now resolve (or stop resolving): their semantic tokens change too.
      if (this.refreshSupport.semanticTokens && !this.semanticTokensRefresh) {
        this.semanticTokensRefresh = setTimeout(() => {
          this.semanticTokensRefresh = undefined;
          this.refresh('workspace/semanticTokens/refresh');
        }, DEPENDENTS_DELAY_MS);
      }
    });
  }

  log(message: string): void {
    this.connection.console.log(message);
  }

  logError(message: string): void {
    this.connection.console.error(message);
  }

  validateSoon(uri: string, delayMs: number): void {
    this.scheduler.schedule(uri, delayMs);
  }

  /** A document the server no longer holds: nothing pending, nothing kept, its diagnostics cleared. */
  forget(uri: string): void {
    this.scheduler.cancel(uri);
    this.costs.forget(uri);
    this.settings.forget(uri);
    this.publisher?.clear(uri);
  }

  /** Asks the client to ask again (`workspace/.../refresh`); a client that refuses changes nothing. */
  refresh(method: string): void {
    void this.connection.sendRequest(method).catch(() => undefined);
  }

  refreshCodeLenses(): void {
    if (this.support.codeLensRefresh) this.refresh('workspace/codeLens/refresh');
  }

  dispose(): void {
    this.scheduler.dispose();
    this.pulled?.dispose();
    clearTimeout(this.semanticTokensRefresh);
  }

  // A card's own Lua file changed (or the engine loaded, or trust was granted): its cards are checked again.
  private ownLuaChanged(): void {
    this.workspace.externalChanged();
    for (const document of this.workspace.documents()) if (document.file.cards.some((card) => card.ownLua)) this.validateSoon(document.uri, 0);
  }

  /**
   * Checks every document again (workspaceChecks.ts's validateAll, with progress for a large workspace):
   * startServer gives it, so this file does not import the checks that import it.
   */
  checkEverything: () => void = () => {};

  private librariesChanged(): void {
    this.checkEverything();
    if (this.refreshSupport.semanticTokens) this.refresh('workspace/semanticTokens/refresh');
  }
}

export function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
