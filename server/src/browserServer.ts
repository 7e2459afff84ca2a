import { BrowserMessageReader, BrowserMessageWriter, createConnection, ProposedFeatures } from 'vscode-languageserver/browser';
import { clientCardFiles } from './lsp/cardFileSource';
import { startServer } from './lsp/handlers/startServer';

/**
 * The CardScript language server in a web worker (bundled to dist/browser/server.js), for VS Code for
 * the Web: the same core and engine as dist/server.js, spoken to over postMessage. There is no disk: the
 * workspace's card files come from the client (cardFileProtocol.ts).
 */
declare const self: {
  addEventListener(type: 'error', listener: (event: { message: string }) => void): void;
  addEventListener(type: 'unhandledrejection', listener: (event: { reason: unknown }) => void): void;
};

const connection = createConnection(ProposedFeatures.all, new BrowserMessageReader(self as never), new BrowserMessageWriter(self as never));

// A bug must not take the editor's language features down with it: log and keep serving.
self.addEventListener('error', (event) => connection.console.error(`Uncaught error: ${event.message}`));
self.addEventListener('unhandledrejection', (event) => connection.console.error(`Unhandled rejection: ${String(event.reason)}`));

startServer(connection, process.env.CARDSCRIPT_VERSION ?? '0.0.0-development', clientCardFiles(connection));
