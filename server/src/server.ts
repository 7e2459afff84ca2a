import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { packagedDocUri } from './files/packagedDocs';
import { startServer } from './lsp/startServer';

/**
 * The CardScript language server (bundled to dist/server.js). The transport follows the command line, as
 * vscode-languageserver reads it: `--node-ipc` (the VS Code client), `--stdio`, `--socket=N` or
 * `--pipe=NAME`.
 */
const connection = createConnection(ProposedFeatures.all);

// A bug must not take the editor's language features down with it: log and keep serving.
process.on('uncaughtException', (error) => connection.console.error(`Uncaught exception: ${error.stack ?? error.message}`));
process.on('unhandledRejection', (reason) => connection.console.error(`Unhandled rejection: ${String(reason)}`));

startServer(connection, process.env.CARDSCRIPT_VERSION ?? '0.0.0-development', undefined, packagedDocUri('diagnostics.md'));
