import { DidChangeConfigurationNotification, DidChangeWatchedFilesNotification, type InitializeParams, type InitializeResult } from 'vscode-languageserver';
import { probeClientSupport } from '../clientSupport';
import { type CardScriptInitializationOptions, WORKSPACE_TRUSTED_NOTIFICATION } from '../customProtocol';
import { DiagnosticsPublisher } from '../diagnosticsPublisher';
import { PulledDiagnostics } from '../pulledDiagnostics';
import { serverCapabilities } from '../serverCapabilities';
import type { ServerState } from '../serverState';
import { SettingsCache } from '../settings';
import { loadFolders, updateLibraries } from '../workspaceChecks';
import { workspaceTrusted } from './configuration';
import { listenToRequests } from './dispatch';
import { didChangeWorkspaceFolders } from './workspaceFiles';

/**
 * `initialize`: what the client supports, its settings, how diagnostics reach it, and the server's
 * capabilities. The request handlers are registered by the first `initialize` (until then every request
 * is answered ServerNotInitialized: startServer.ts).
 */
export function initialize(state: ServerState, params: InitializeParams): InitializeResult {
  const { connection } = state;
  if (!state.initialized) {
    state.initialized = true;
    listenToRequests(connection, state);
    connection.onNotification(WORKSPACE_TRUSTED_NOTIFICATION, () => workspaceTrusted(state));
  }
  const options = (params.initializationOptions ?? {}) as CardScriptInitializationOptions;
  const probed = probeClientSupport(params.capabilities ?? {});
  const docsUri = typeof options.diagnosticsDocsUri === 'string' ? options.diagnosticsDocsUri : state.environment.defaultDiagnosticsDocsUri;
  state.support = { ...probed, diagnostics: { ...probed.diagnostics, ...(docsUri !== undefined ? { docsUri } : {}) } };
  const support = state.support;
  state.settings = new SettingsCache(
    support.configuration ? (uri) => connection.workspace.getConfiguration({ scopeUri: uri, section: 'cardscript' }) : undefined,
  );
  state.pulled?.dispose();
  state.pulled = support.pullDiagnostics
    ? new PulledDiagnostics(support.diagnosticRefresh ? () => state.refresh('workspace/diagnostic/refresh') : undefined)
    : undefined;
  const pulled = state.pulled;
  const pullMode = pulled ? { reports: pulled, canRefresh: support.diagnosticRefresh, validateSoon: (uri: string) => state.validateSoon(uri, 0) } : undefined;
  state.publisher = new DiagnosticsPublisher(
    connection,
    state.store,
    state.settings,
    support.diagnostics,
    support.diagnosticVersion,
    (uri, ms) => state.costs.record(uri, ms),
    pullMode,
    () => state.workspaceRead,
  );
  state.clientWatchesFiles = options.clientWatchesFiles === true;
  // A client without Restricted Mode (any editor but VS Code) trusts what it opened.
  state.ownLua?.setTrusted(options.workspaceTrusted !== false);
  state.refreshSupport = {
    semanticTokens: params.capabilities?.workspace?.semanticTokens?.refreshSupport === true,
    inlayHints: params.capabilities?.workspace?.inlayHint?.refreshSupport === true,
  };
  state.folders = (params.workspaceFolders ?? []).map((f) => f.uri);
  if (state.folders.length === 0 && params.rootUri) state.folders = [params.rootUri];
  return { capabilities: serverCapabilities(support), serverInfo: { name: 'CardScript Language Server', version: state.environment.version } };
}

/**
 * `initialized`: the watchers and settings the client is asked for, then the first load of the folders'
 * card files and libraries (the first diagnostics wait for both).
 */
export function initialized(state: ServerState): void {
  const { connection, support } = state;
  if (support.configuration) void connection.client.register(DidChangeConfigurationNotification.type, { section: 'cardscript' });
  if (!state.clientWatchesFiles && support.watchedFilesRegistration) {
    void connection.client.register(DidChangeWatchedFilesNotification.type, {
      watchers: [{ globPattern: '**/*.card' }, ...(state.ownLua ? [{ globPattern: '**/*.lua' }] : [])],
    });
  }
  if (support.workspaceFolders) connection.workspace.onDidChangeWorkspaceFolders((event) => didChangeWorkspaceFolders(state, event));
  let filesRead = () => {};
  const filesDone = new Promise<void>((resolve) => (filesRead = resolve));
  // The first diagnostics wait for the libraries too: a card naming a library card is not reported unknown first.
  state.workspaceRead = Promise.all([filesDone, updateLibraries(state, undefined)]).then(() => undefined);
  // An open document whose validation a partly read workspace put off (a name it reads appeared: the
  // re-check of dependents waits) is validated at once.
  // Code lenses asked for while the files were read are asked again: a lens answer a busy start
  // cancelled or dropped is not asked for again by the client on its own.
  void state.workspaceRead.then(() => {
    for (const document of state.documents.all()) if (state.scheduler.isPending(document.uri)) state.validateSoon(document.uri, 0);
    state.refreshCodeLenses();
  });
  state.workspaceLoaded = loadFolders(state, state.folders, filesRead);
}

/** `shutdown`: nothing is scheduled any more. */
export function shutdown(state: ServerState): void {
  state.dispose();
}
