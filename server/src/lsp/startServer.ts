import {
  CodeActionKind,
  type Connection,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  type FileEvent,
  type InitializeResult,
  TextDocuments,
  TextDocumentSyncKind,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createStandardWorkspace } from '../standardWorkspace';
import { type ClientSupport, probeClientSupport } from './clientSupport';
import type { CardScriptInitializationOptions } from './customProtocol';
import { DiagnosticsPublisher } from './diagnosticsPublisher';
import { DocumentStore } from './documentStore';
import { registerLanguageFeatures } from './languageFeatures';
import { SEMANTIC_TOKENS_LEGEND } from './semanticTokensEncoding';
import { SettingsCache } from './settings';
import { SimulationOutcomes } from './simulationOutcomes';
import { registerSimulationRequests } from './simulationRequests';
import { registerPreviewRequests } from './previewRequests';
import { debounceDelayFor, ValidationScheduler } from './validationScheduler';
import { isCardFileUri, isInside, loadCardFiles, readCardFile } from './workspaceLoader';

/** Other files are re-checked a little after the edit that changed a name they may use. */
const DEPENDENTS_DELAY_MS = 150;

/**
 * Wires one connection: document sync, the workspace index of every card file, debounced and
 * cancellable validation, per-resource settings, and the language features. Everything the server
 * knows arrives through here; the core stays free of LSP.
 */
export function startServer(connection: Connection, version: string): void {
  const log = (message: string) => connection.console.log(message);
  const logError = (message: string) => connection.console.error(message);

  const documents = new TextDocuments(TextDocument);
  const outcomes = new SimulationOutcomes();
  const workspace = createStandardWorkspace();
  // Assigned in onInitialize, before any other message can arrive.
  let support: ClientSupport = probeClientSupport({});
  let settings = new SettingsCache(undefined);
  let publisher: DiagnosticsPublisher | undefined;
  let folders: string[] = [];
  let clientWatchesFiles = false;
  let workspaceLoaded: Promise<void> = Promise.resolve();
  // The client re-asks for semantic tokens / inlay hints on request (LSP 3.16 / 3.17 refresh support).
  let refreshSupport = { semanticTokens: false, inlayHints: false };
  let semanticTokensRefresh: ReturnType<typeof setTimeout> | undefined;

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
  const validateAll = (delayMs: number) => {
    for (const uri of store.uris()) validateSoon(uri, delayMs);
  };
  const forget = (uri: string) => {
    scheduler.cancel(uri);
    settings.forget(uri);
    publisher?.clear(uri);
  };

  connection.onInitialize((params): InitializeResult => {
    support = probeClientSupport(params.capabilities ?? {});
    settings = new SettingsCache(
      support.configuration ? (uri) => connection.workspace.getConfiguration({ scopeUri: uri, section: 'cardscript' }) : undefined,
    );
    publisher = new DiagnosticsPublisher(connection, store, settings, support.diagnostics, support.diagnosticVersion);
    const options = (params.initializationOptions ?? {}) as CardScriptInitializationOptions;
    clientWatchesFiles = options.clientWatchesFiles === true;
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
      },
      serverInfo: { name: 'CardScript Language Server', version },
    };
  });

  connection.onInitialized(() => {
    if (support.configuration) void connection.client.register(DidChangeConfigurationNotification.type, { section: 'cardscript' });
    if (!clientWatchesFiles && support.watchedFilesRegistration) {
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.card' }] });
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
    workspaceLoaded = loadFolders(folders);
  });

  /** Reads every card file of the folders from disk and checks them all. */
  async function loadFolders(folderUris: readonly string[]): Promise<void> {
    try {
      const started = Date.now();
      const files = await loadCardFiles(folderUris);
      for (const file of files) store.diskChanged(file.uri, file.text);
      if (files.length > 0) log(`Loaded ${files.length} card file(s) from the workspace in ${Date.now() - started} ms.`);
      for (const file of files) if (!store.isOpen(file.uri)) validateSoon(file.uri, 0);
    } catch (error) {
      logError(`Loading the workspace's card files failed: ${describe(error)}`);
    }
  }

  documents.onDidOpen((event) => store.opened(event.document));
  documents.onDidChangeContent((event) => {
    store.changed(event.document);
    outcomes.forget(event.document.uri);
    validateSoon(event.document.uri, debounceDelayFor(event.document.getText().length));
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
    const text = await readCardFile(change.uri);
    if (text === undefined) {
      if (store.diskDeleted(change.uri)) forget(change.uri);
      return;
    }
    store.diskChanged(change.uri, text);
    if (!store.isOpen(change.uri)) validateSoon(change.uri, debounceDelayFor(text.length));
  }

  connection.onDidChangeConfiguration((change) => {
    settings.changed(change?.settings);
    validateAll(0);
    // `cardscript.inlayHints.enabled` may have changed: the client asks again.
    if (refreshSupport.inlayHints) void connection.sendRequest('workspace/inlayHint/refresh').catch(() => undefined);
  });

  registerLanguageFeatures(connection, store, () => support, (uri) => settings.get(uri), outcomes);
  const refreshCodeLenses = () => {
    if (support.codeLensRefresh) void connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
  };
  registerSimulationRequests(connection, store, outcomes, refreshCodeLenses, () => workspaceLoaded);
  registerPreviewRequests(connection, store);

  connection.onShutdown(() => {
    scheduler.dispose();
    clearTimeout(semanticTokensRefresh);
  });

  documents.listen(connection);
  connection.listen();
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
