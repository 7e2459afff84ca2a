import { type Connection, ErrorCodes, ResponseError } from 'vscode-languageserver';
import type { EdoproReferee } from '../../interop/edopro/referee/edoproReferee';
import type { OcgcoreLibrary } from '../../interop/edopro/ocgcore/loadOcgcore';
import type { CardFileSource } from '../cardFileSource';
import type { EdoproExportDisk } from '../edoproExportDisk';
import { didChangeConfiguration } from './configuration';
import { listenToDocuments } from './documentSync';
import { initialize, initialized, shutdown } from './lifecycle';
import { didChangeWatchedFiles } from './workspaceFiles';
import { ServerState } from '../serverState';
import { validateAll } from '../workspaceChecks';
import { loadCardFiles, readCardFile } from '../workspaceLoader';
import type { CardLibraryLoader } from '../workspaceLibraries';

/** The Node server reads card files from disk; the web worker gets them from the client. */
const DISK_CARD_FILES: CardFileSource = { load: loadCardFiles, read: readCardFile };

/**
 * Wires one connection to one ServerState: document sync, the notifications, `initialize` (which
 * registers the request handlers of handlers/requestTable.ts), then listens. Everything the server knows
 * arrives through here; the core stays free of LSP.
 */
export function startServer(
  connection: Connection,
  version: string,
  cardFiles: CardFileSource = DISK_CARD_FILES,
  /** EDOPro's engine beside ours in "Simulate summon"; absent where it cannot run (the web worker). */
  edoproReferee?: EdoproReferee,
  /** docs/diagnostics.md when the client names none (the Node server: its package's copy). */
  defaultDiagnosticsDocsUri?: string,
  /** EDOPro's engine for the cards' own Lua files; absent where there is no disk (the web worker). */
  ownLuaEngine?: () => Promise<OcgcoreLibrary>,
  /** Reads the EDOPro databases `cardscript.library` names; absent where there is no disk (the web worker). */
  cardLibraries?: CardLibraryLoader,
  /** Reads and writes the files of `cardscript/exportEdopro`; absent where there is no disk (the web worker). */
  edoproExport?: EdoproExportDisk,
): void {
  const state = new ServerState(connection, { version, cardFiles, edoproReferee, defaultDiagnosticsDocsUri, ownLuaEngine, cardLibraries, edoproExport });
  state.checkEverything = () => validateAll(state, 0);

  // Before `initialize` no request is served (LSP: error -32002 ServerNotInitialized): the handlers are
  // registered by `initialize` itself, and until then this catch-all answers every request.
  connection.onRequest((method) =>
    state.initialized
      ? new ResponseError(ErrorCodes.MethodNotFound, `Unhandled method ${method}`)
      : new ResponseError(ErrorCodes.ServerNotInitialized, `The server is not initialized: "${method}" arrived before "initialize".`),
  );

  connection.onInitialize((params) => initialize(state, params));
  connection.onInitialized(() => initialized(state));
  listenToDocuments(state);
  connection.onDidChangeWatchedFiles((params) => didChangeWatchedFiles(state, params));
  connection.onDidChangeConfiguration((change) => didChangeConfiguration(state, change));
  connection.onShutdown(() => shutdown(state));

  state.documents.listen(connection);
  connection.listen();
}
