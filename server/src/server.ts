import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { loadEdoproEngine } from './interop/edopro/ocgcore/bundledOcgcore';
import { EdoproReferee } from './interop/edopro/referee/edoproReferee';
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

// EDOPro's engine (dist/ocgcore.js beside this bundle) is loaded by the first simulation that asks it.
startServer(
  connection, process.env.CARDSCRIPT_VERSION ?? '0.0.0-development', undefined,
  new EdoproReferee(() => loadEdoproEngine(__dirname)), packagedDocUri('diagnostics.md'),
);
