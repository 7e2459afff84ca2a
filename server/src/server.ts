import { format } from 'node:util';
import { createConnection, type MessageReader, ProposedFeatures, StreamMessageWriter } from 'vscode-languageserver/node';
import { loadEdoproEngine } from './interop/edopro/ocgcore/bundledOcgcore';
import { EdoproReferee } from './interop/edopro/referee/edoproReferee';
import { packagedDocUri } from './files/packagedDocs';
import { oneWritePerMessage } from './lsp/oneWritePerMessage';
import { publishDiagnosticsEncoder } from './lsp/publishDiagnosticsEncoder';
import { startServer } from './lsp/handlers/startServer';
import { loadCardLibraries } from './interop/edopro/library/loadCardLibraries';
import { DISK_EDOPRO_EXPORT } from './lsp/diskEdoproExport';

/**
 * The CardScript language server (bundled to dist/server.js). The transport follows the command line, as
 * vscode-languageserver reads it: `--node-ipc` (the VS Code client), `--stdio`, `--socket=N` or
 * `--pipe=NAME`.
 */
const stdio = process.argv.slice(2).includes('--stdio');
const connection = stdio
  ? // Over stdio, published diagnostics are written from their kept JSON (publishDiagnosticsEncoder.ts), and
    // each message leaves in one write, header and content together (oneWritePerMessage.ts).
    // Given stdin as a stream (the library's types want a reader with a writer, its code takes either), the
    // library exits when stdin closes, as when it reads the transport from the command line; the console,
    // which would write into the protocol's stream, goes to the client's log instead, as it does then.
    createConnection(
      ProposedFeatures.all,
      process.stdin as unknown as MessageReader,
      new StreamMessageWriter(oneWritePerMessage(process.stdout), { contentTypeEncoder: publishDiagnosticsEncoder }),
    )
  : createConnection(ProposedFeatures.all);
if (stdio) {
  console.log = console.info = console.debug = (...args: unknown[]) => connection.console.log(format(...args));
  console.warn = (...args: unknown[]) => connection.console.warn(format(...args));
  console.error = console.trace = (...args: unknown[]) => connection.console.error(format(...args));
}

// A bug must not take the editor's language features down with it: log and keep serving.
process.on('uncaughtException', (error) => connection.console.error(`Uncaught exception: ${error.stack ?? error.message}`));
process.on('unhandledRejection', (reason) => connection.console.error(`Unhandled rejection: ${String(reason)}`));

// EDOPro's engine (dist/ocgcore.js beside this bundle) is loaded by the first simulation that asks it, and
// (another instance) by the first card with its own Lua file to compile.
startServer(
  connection,
  process.env.CARDSCRIPT_VERSION ?? '0.0.0-development',
  undefined,
  new EdoproReferee(() => loadEdoproEngine(__dirname)),
  packagedDocUri('diagnostics.md'),
  () => loadEdoproEngine(__dirname),
  loadCardLibraries,
  DISK_EDOPRO_EXPORT,
);
