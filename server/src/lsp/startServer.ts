import {
  CodeActionKind,
  type Connection,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  FileChangeType,
  type FileEvent,
  type InitializeResult,
  ResponseError,
  TextDocuments,
  TextDocumentSyncKind,
} from 'vscode-languageserver';
import { createStandardWorkspace } from '../standardWorkspace';
import { type ClientSupport, probeClientSupport } from './clientSupport';
import { type CardScriptInitializationOptions, WORKSPACE_TRUSTED_NOTIFICATION } from './customProtocol';
import { DiagnosticsPublisher } from './diagnosticsPublisher';
import { DocumentStore } from './documentStore';
import { OPEN_TEXT_DOCUMENTS } from './openTextDocument';
import { registerLanguageFeatures } from './languageFeatures';
import { SEMANTIC_TOKENS_LEGEND } from './semanticTokensEncoding';
import { SettingsCache } from './settings';
import type { EdoproReferee } from '../interop/edopro/referee/edoproReferee';
import { SimulationOutcomes } from './simulationOutcomes';
import { registerSimulationRequests } from './simulationRequests';
import { registerPreviewRequests } from './previewRequests';
import { debounceDelayFor, ValidationCosts, ValidationScheduler } from './validationScheduler';
import { isCardFileUri, isInside, loadCardFiles, readCardFile } from './workspaceLoader';
import type { CardFileSource } from './cardFileSource';
import type { CardFileContent } from './cardFileProtocol';
import { isLargeWorkspace, LARGE_WORKSPACE_FILES, WorkProgress } from './progressReporter';
import { PulledDiagnostics } from './pulledDiagnostics';
import { PULL_DIAGNOSTICS_IDENTIFIER, registerPullDiagnostics } from './pullDiagnosticsRequests';
import type { OcgcoreLibrary } from '../interop/edopro/ocgcore/loadOcgcore';
import { OwnLuaFiles } from '../interop/edopro/ownLua/ownLuaFilesCheck';
import { registerEffectScriptRequests } from './effectScriptRequests';
import { type CardLibraryLoader, WorkspaceLibraries } from './workspaceLibraries';
import { pathFromUri } from './fileUris';

/** The Node server reads card files from disk; the web worker gets them from the client. */
const DISK_CARD_FILES: CardFileSource = { load: loadCardFiles, read: readCardFile };

/** Other files are re-checked a little after the edit that changed a name they may use. */
const DEPENDENTS_DELAY_MS = 150;

/**
 * Wires one connection: document sync, the workspace index of every card file, debounced and
 * cancellable validation, per-resource settings, and the language features. Everything the server
 * knows arrives through here; the core stays free of LSP.
 */
export function startServer(
  connection: Connection,
  version: string,
  cardFiles: CardFileSource = DISK_CARD_FILES,
  /** EDOPro's engine beside ours in "Simulate summon"; absent where it cannot run (the web worker). */
  edoproReferee?: EdoproReferee,
  /** docs/diagnostics.md when the client names none (the Node server: its package's copy). */
  defaultDiagnosticsDocsUri?: string,
  /**
   * EDOPro's engine for the cards' own Lua files (`script "path"`), which this server reads from disk and
   * compiles (CS0712-CS0714); absent where there is no disk (the web worker): then only their paths are checked.
   */
  ownLuaEngine?: () => Promise<OcgcoreLibrary>,
  /** Reads the EDOPro databases `cardscript.library` names; absent where there is no disk (the web worker). */
  cardLibraries?: CardLibraryLoader,
): void {
  const log = (message: string) => connection.console.log(message);
  const logError = (message: string) => connection.console.error(message);

  // Kept as pieces a change updates without copying the whole text (openTextDocument.ts).
  const documents = new TextDocuments(OPEN_TEXT_DOCUMENTS);
  const outcomes = new SimulationOutcomes();
  // The did-you-mean of an unknown name is asked only for the diagnostics published (at most 1,000 per file)
  // or read by a code action (cardWorkspace.ts, deferDidYouMean).
  // Untrusted until `initialize` says otherwise (its workspaceTrusted): nothing is compiled before.
  const ownLua = ownLuaEngine
    ? new OwnLuaFiles({ loadEngine: ownLuaEngine, trusted: false, changed: () => ownLuaChanged(), log: (message) => log(message) })
    : undefined;
  const workspace = createStandardWorkspace({ deferDidYouMean: true }, ownLua ? [ownLua.check] : []);
  // Every document may resolve its names differently once the libraries change: all are checked again.
  const libraries = new WorkspaceLibraries(workspace, cardLibraries, log, (message) => connection.console.warn(message), () => librariesChanged());
  // Assigned in onInitialize, before any other message can arrive.
  let support: ClientSupport = probeClientSupport({});
  let settings = new SettingsCache(undefined);
  let publisher: DiagnosticsPublisher | undefined;
  // Kept reports for a client that pulls diagnostics (LSP 3.17); undefined for one that is sent them.
  let pulled: PulledDiagnostics | undefined;
  let folders: string[] = [];
  let clientWatchesFiles = false;
  let workspaceLoaded: Promise<void> = Promise.resolve();
  // Resolves once the first load has read every card file of the folders (or failed, or was cancelled):
  // until then nothing is published or answered to a pull (diagnosticsPublisher.ts, workspaceRead).
  let workspaceRead: Promise<void> = Promise.resolve();
  // The client re-asks for semantic tokens / inlay hints on request (LSP 3.16 / 3.17 refresh support).
  let refreshSupport = { semanticTokens: false, inlayHints: false };
  let semanticTokensRefresh: ReturnType<typeof setTimeout> | undefined;

  const costs = new ValidationCosts();
  const scheduler = new ValidationScheduler(
    (uri, token) => publisher?.validate(uri, token),
    (uri, error) => logError(`validation of ${uri} failed: ${describe(error)}`),
  );
  const store = new DocumentStore(workspace, (changed) => {
    // A name (or kind, frame, level) changed in these documents: every other document may now resolve
    // its references differently, so it is re-checked too.
    for (const uri of workspace.documents().map((d) => d.uri)) {
      if (!changed.includes(uri)) scheduler.schedule(uri, DEPENDENTS_DELAY_MS);
    }
    // ... and their card names may now resolve (or stop resolving): their semantic tokens change too.
    if (refreshSupport.semanticTokens && !semanticTokensRefresh) {
      semanticTokensRefresh = setTimeout(() => {
        semanticTokensRefresh = undefined;
        void connection.sendRequest('workspace/semanticTokens/refresh').catch(() => undefined);
      }, DEPENDENTS_DELAY_MS);
    }
  });

  const validateSoon = (uri: string, delayMs: number) => scheduler.schedule(uri, delayMs);
  // A card's own Lua file changed (or the engine loaded, or trust was granted): its cards are checked again.
  const ownLuaChanged = () => {
    workspace.externalChanged();
    for (const document of workspace.documents()) if (document.file.cards.some((card) => card.ownLua)) validateSoon(document.uri, 0);
  };
  const validateAll = (delayMs: number) => {
    const uris = store.uris();
    if (uris.length >= LARGE_WORKSPACE_FILES) return void checkWithProgress(uris, 'CardScript: checking the workspace');
    for (const uri of uris) validateSoon(uri, delayMs);
  };
  const forget = (uri: string) => {
    scheduler.cancel(uri);
    costs.forget(uri);
    settings.forget(uri);
    publisher?.clear(uri);
  };

  // Before `initialize` no request is served (LSP: error -32002 ServerNotInitialized): the handlers are
  // registered by `initialize` itself, and until then this catch-all answers every request.
  let initialized = false;
  connection.onRequest((method) => initialized
    ? new ResponseError(ErrorCodes.MethodNotFound, `Unhandled method ${method}`)
    : new ResponseError(ErrorCodes.ServerNotInitialized, `The server is not initialized: "${method}" arrived before "initialize".`));

  connection.onInitialize((params): InitializeResult => {
    if (!initialized) {
      initialized = true;
      registerRequests();
    }
    const options = (params.initializationOptions ?? {}) as CardScriptInitializationOptions;
    const probed = probeClientSupport(params.capabilities ?? {});
    const docsUri = typeof options.diagnosticsDocsUri === 'string' ? options.diagnosticsDocsUri : defaultDiagnosticsDocsUri;
    support = { ...probed, diagnostics: { ...probed.diagnostics, ...(docsUri !== undefined ? { docsUri } : {}) } };
    settings = new SettingsCache(
      support.configuration ? (uri) => connection.workspace.getConfiguration({ scopeUri: uri, section: 'cardscript' }) : undefined,
    );
    pulled?.dispose();
    pulled = support.pullDiagnostics
      ? new PulledDiagnostics(support.diagnosticRefresh ? () => void connection.sendRequest('workspace/diagnostic/refresh').catch(() => undefined) : undefined)
      : undefined;
    const pullMode = pulled ? { reports: pulled, canRefresh: support.diagnosticRefresh, validateSoon: (uri: string) => validateSoon(uri, 0) } : undefined;
    publisher = new DiagnosticsPublisher(
      connection, store, settings, support.diagnostics, support.diagnosticVersion, (uri, ms) => costs.record(uri, ms), pullMode, () => workspaceRead,
    );
    clientWatchesFiles = options.clientWatchesFiles === true;
    // A client without Restricted Mode (any editor but VS Code) trusts what it opened.
    ownLua?.setTrusted(options.workspaceTrusted !== false);
    refreshSupport = {
      semanticTokens: params.capabilities?.workspace?.semanticTokens?.refreshSupport === true,
      inlayHints: params.capabilities?.workspace?.inlayHint?.refreshSupport === true,
    };
    folders = (params.workspaceFolders ?? []).map((f) => f.uri);
    if (folders.length === 0 && params.rootUri) folders = [params.rootUri];
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        documentSymbolProvider: { label: 'CardScript' },
        hoverProvider: true,
        signatureHelpProvider: { triggerCharacters: [' '] },
        completionProvider: { triggerCharacters: ['"'], resolveProvider: true },
        foldingRangeProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: support.prepareRename ? { prepareProvider: true } : true,
        workspaceSymbolProvider: true,
        documentFormattingProvider: true,
        codeLensProvider: { resolveProvider: false },
        semanticTokensProvider: { legend: SEMANTIC_TOKENS_LEGEND, full: true, range: true },
        inlayHintProvider: true,
        codeActionProvider: support.codeActionLiterals
          ? { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.SourceFixAll] }
          : true,
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
        // Pull diagnostics where the client supports them (issue 12); every other client is sent them.
        ...(support.pullDiagnostics
          ? { diagnosticProvider: { identifier: PULL_DIAGNOSTICS_IDENTIFIER, interFileDependencies: true, workspaceDiagnostics: true } }
          : {}),
      },
      serverInfo: { name: 'CardScript Language Server', version },
    };
  });

  connection.onInitialized(() => {
    if (support.configuration) void connection.client.register(DidChangeConfigurationNotification.type, { section: 'cardscript' });
    if (!clientWatchesFiles && support.watchedFilesRegistration) {
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.card' }, ...(ownLua ? [{ globPattern: '**/*.lua' }] : [])] });
    }
    if (support.workspaceFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((event) => {
        const removed = event.removed.map((f) => f.uri);
        folders = folders.filter((f) => !removed.includes(f)).concat(event.added.map((f) => f.uri));
        for (const uri of store.diskUris()) {
          if (removed.some((folder) => isInside(uri, folder)) && store.diskDeleted(uri)) forget(uri);
        }
        void loadFolders(event.added.map((f) => f.uri));
      });
    }
    let filesRead = () => {};
    const filesDone = new Promise<void>((resolve) => (filesRead = resolve));
    // The first diagnostics wait for the libraries too: a card naming a library card is not reported unknown first.
    workspaceRead = Promise.all([filesDone, updateLibraries(undefined)]).then(() => undefined);
    // An open document whose validation a partly read workspace put off (a name it reads appeared: the
    // re-check of dependents waits) is validated at once.
    // Code lenses asked for while the files were read are asked again: a lens answer a busy start
    // cancelled or dropped is not asked for again by the client on its own.
    void workspaceRead.then(() => {
      for (const document of documents.all()) if (scheduler.isPending(document.uri)) validateSoon(document.uri, 0);
      if (support.codeLensRefresh) void connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
    });
    workspaceLoaded = loadFolders(folders, filesRead);
  });

  /** Reads every card file of the folders from disk and checks them all; `filesRead` is told when all are read. */
  async function loadFolders(folderUris: readonly string[], filesRead: () => void = () => {}): Promise<void> {
    try {
      const started = Date.now();
      const files = await cardFiles.load(folderUris);
      if (isLargeWorkspace(files)) return await loadLargeWorkspace(files, started, filesRead);
      for (const file of files) store.diskChanged(file.uri, file.text);
      filesRead();
      if (files.length > 0) log(`Loaded ${files.length} card file(s) from the workspace in ${Date.now() - started} ms.`);
      for (const file of files) if (!store.isOpen(file.uri)) validateSoon(file.uri, 0);
    } catch (error) {
      logError(`Loading the workspace's card files failed: ${describe(error)}`);
    } finally {
      filesRead();
    }
  }

  // A document just opened is validated at once: nothing is being typed yet, so there is no burst to absorb.
  const justOpened = new Set<string>();
  documents.onDidOpen((event) => {
    store.opened(event.document);
    justOpened.add(event.document.uri);
  });
  /**
   * A large workspace: reading and checking report work-done progress, and the user's cancel stops both
   * (files not read stay unknown, files not checked get no diagnostics until they change or open).
   */
  async function loadLargeWorkspace(files: readonly CardFileContent[], started: number, filesRead: () => void): Promise<void> {
    const progress = await WorkProgress.start(connection, 'CardScript: loading the workspace');
    const unopened = () => files.filter((file) => store.isOpen(file.uri) === false && store.get(file.uri) !== undefined).map((f) => f.uri);
    const stopPending = () => {
      for (const uri of unopened()) if (scheduler.isPending(uri)) scheduler.cancel(uri);
    };
    try {
      let read = 0;
      const allRead = await progress.forEach(files, 'Reading card files', 0, 50, (file) => {
        store.diskChanged(file.uri, file.text);
        read++;
      });
      log(`Loaded ${read} of ${files.length} card file(s) from the workspace in ${Date.now() - started} ms${allRead ? '' : ' (cancelled)'}.`);
      filesRead();
      // The checks below replace the re-checks that loading scheduled; after a cancel, none run.
      stopPending();
      if (!allRead) return progress.done(`Cancelled: ${read} of ${files.length} card files read, none checked`);
      await checkFiles(progress, unopened(), 50);
    } finally {
      progress.done();
    }
  }

  /** Re-checks many files (settings changed in a large workspace) with progress; a newer run supersedes. */
  let largeCheckGeneration = 0;
  async function checkWithProgress(uris: readonly string[], title: string): Promise<void> {
    const generation = ++largeCheckGeneration;
    for (const uri of uris) scheduler.cancel(uri);
    const progress = await WorkProgress.start(connection, title, () => generation !== largeCheckGeneration);
    try {
      await checkFiles(progress, uris, 0);
    } catch (error) {
      logError(`Checking the workspace failed: ${describe(error)}`);
    } finally {
      progress.done();
    }
  }

  /** The checking phase: validates each file in turn; a cancel stops it and leaves the rest unchecked. */
  async function checkFiles(progress: WorkProgress, uris: readonly string[], fromPercent: number): Promise<void> {
    let checked = 0;
    const token = { get isCancelled() { return progress.cancelled; } };
    const allChecked = await progress.forEach(uris, 'Checking card files', fromPercent, 100, async (uri) => {
      await publisher?.validate(uri, token);
      checked++;
    });
    if (!allChecked) {
      for (const uri of uris) if (scheduler.isPending(uri) && !store.isOpen(uri)) scheduler.cancel(uri);
      progress.done(`Cancelled: ${checked} of ${uris.length} card files checked`);
    }
  }

  documents.onDidChangeContent((event) => {
    const uri = event.document.uri;
    store.changed(event.document);
    outcomes.forget(uri);
    if (justOpened.delete(uri)) validateSoon(uri, 0);
    else {
      costs.edited(uri);
      validateSoon(uri, costs.delayFor(uri));
    }
  });
  documents.onDidClose((event) => {
    const uri = event.document.uri;
    if (store.closed(uri) === 'removed') forget(uri);
    else validateSoon(uri, 0);
  });

  connection.onDidChangeWatchedFiles(async (params) => {
    try {
      // `params` may be null from a misbehaving client: nothing to apply (issue 6, abuse tests).
      for (const change of params?.changes ?? []) await applyFileEvent(change);
    } catch (error) {
      logError(`Applying file changes failed: ${describe(error)}`);
    }
  });

  async function applyFileEvent(change: FileEvent): Promise<void> {
    // A card's own Lua file (or a folder that may hold some) changed.
    if (ownLua && (change.type === FileChangeType.Deleted || /\.lua$/i.test(change.uri))) ownLua.filesChanged();
    if (change.type === FileChangeType.Deleted) {
      // A deleted folder arrives as one event: drop every card file inside it as well.
      for (const uri of store.diskUris()) {
        if (uri === change.uri || isInside(uri, change.uri)) {
          if (store.diskDeleted(uri)) forget(uri);
        }
      }
      return;
    }
    if (!isCardFileUri(change.uri)) return;
    const text = await cardFiles.read(change.uri);
    if (text === undefined) {
      if (store.diskDeleted(change.uri)) forget(change.uri);
      return;
    }
    store.diskChanged(change.uri, text);
    if (!store.isOpen(change.uri)) validateSoon(change.uri, debounceDelayFor(text.length));
  }

  /** Reads `cardscript.library` (asked of the client, or from the pushed settings) and loads what it names. */
  async function updateLibraries(pushed: unknown): Promise<void> {
    try {
      const section = support.configuration
        ? await connection.workspace.getConfiguration({ ...(folders[0] ? { scopeUri: folders[0] } : {}), section: 'cardscript' })
        : (typeof pushed === 'object' && pushed !== null ? (pushed as Record<string, unknown>).cardscript : undefined);
      await libraries.update(section, (folders[0] ? pathFromUri(folders[0]) : undefined) ?? '');
    } catch (error) {
      logError(`Reading the card libraries failed: ${describe(error)}`);
    }
  }

  function librariesChanged(): void {
    validateAll(0);
    if (refreshSupport.semanticTokens) void connection.sendRequest('workspace/semanticTokens/refresh').catch(() => undefined);
  }

  connection.onDidChangeConfiguration((change) => {
    settings.changed(change?.settings);
    void updateLibraries(change?.settings);
    validateAll(0);
    // `cardscript.inlayHints.enabled` may have changed: the client asks again.
    if (refreshSupport.inlayHints) void connection.sendRequest('workspace/inlayHint/refresh').catch(() => undefined);
  });

  function registerRequests(): void {
    registerLanguageFeatures(connection, store, () => support, (uri) => settings.get(uri), outcomes);
    const refreshCodeLenses = () => {
      if (support.codeLensRefresh) void connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
    };
    registerSimulationRequests(connection, store, outcomes, refreshCodeLenses, () => workspaceLoaded, {
      referee: edoproReferee, enabled: async (uri) => (await settings.get(uri)).edoproReferee, ownLua,
    });
    registerPreviewRequests(connection, store);
    registerEffectScriptRequests(connection, store);
    connection.onNotification(WORKSPACE_TRUSTED_NOTIFICATION, () => ownLua?.setTrusted(true));
    registerPullDiagnostics(connection, store, () => publisher, () => pulled);
  }

  connection.onShutdown(() => {
    scheduler.dispose();
    pulled?.dispose();
    clearTimeout(semanticTokensRefresh);
  });

  documents.listen(connection);
  connection.listen();
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
