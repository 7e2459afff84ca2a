import * as fs from 'fs';
import { createRequire } from 'module';
import * as path from 'path';
import { EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';
import { type CommandSpec, parseCommandOptions } from './commandOptions';

/** How the language server talks to the editor: the flags vscode-languageserver reads from argv. */
export interface LspOptions {
  readonly transport: readonly string[];
}

export const LSP_USAGE = `  lsp [--stdio]        Run the language server for any editor that speaks LSP
                       (--stdio, the default; or --socket=PORT, --pipe=NAME, --node-ipc).
`;

/** `lsp`'s options: one transport, as vscode-languageserver reads it from argv. */
export const LSP_COMMAND: CommandSpec = {
  name: 'lsp',
  synopsis: 'cardscript lsp [--stdio | --socket=PORT | --pipe=NAME | --node-ipc]',
  positionals: false,
  summary: 'Runs the language server for any editor that speaks LSP, on one transport (default --stdio).',
  options: [
    { name: 'stdio', type: 'boolean', help: ['Speak LSP on stdin and stdout (the default).'] },
    { name: 'socket', type: 'string', value: '<port>', help: ['Connect to this TCP port.'] },
    { name: 'pipe', type: 'string', value: '<name>', help: ['Connect to this named pipe or socket file.'] },
    { name: 'node-ipc', type: 'boolean', help: ["Node's IPC channel (a parent Node process)."] },
  ],
};

const EXPECTED_TRANSPORTS = '(expected --stdio, --socket=PORT, --pipe=NAME or --node-ipc)';

/** `cardscript lsp [--stdio | --socket=PORT | --pipe=NAME | --node-ipc]`. */
export function parseLspArguments(
  args: readonly string[],
): ({ readonly kind: 'lsp' } & LspOptions) | { readonly kind: 'usageError'; readonly message: string } {
  const parsed = parseCommandOptions(LSP_COMMAND, args);
  if (!parsed.ok) {
    const unknown = /^(unknown option|unexpected argument) /.test(parsed.message);
    return { kind: 'usageError', message: unknown ? `lsp: unknown argument '${parsed.argument}' ${EXPECTED_TRANSPORTS}` : `lsp: ${parsed.message}` };
  }
  // Each flag as the server reads it (`--socket=5007`), in the order given.
  const transport = parsed.given.map((name) => (typeof parsed.values[name] === 'string' ? `--${name}=${String(parsed.values[name])}` : `--${name}`));
  if (transport.length > 1) return { kind: 'usageError', message: 'lsp: choose one transport' };
  if (transport[0]?.startsWith('--socket=') && !/^--socket=\d+$/.test(transport[0])) {
    return { kind: 'usageError', message: `lsp: ${transport[0]} needs a port number` };
  }
  if (transport[0] === '--pipe=') return { kind: 'usageError', message: 'lsp: --pipe needs a name' };
  return { kind: 'lsp', transport: transport.length > 0 ? transport : ['--stdio'] };
}

/**
 * Starts the bundled language server (dist/server.js, next to dist/cli.js) in this process, on the
 * chosen transport. The server keeps the process alive and exits on the client's `exit` notification.
 */
export function runLspCommand(options: LspOptions, io: CliIo): number {
  const server = path.join(__dirname, 'server.js');
  if (!fs.existsSync(server)) {
    io.stderr(`cardscript: the language server is not built (${server} is missing); run \`npm run build\`\n`);
    return EXIT_USAGE;
  }
  // The server reads its transport from the command line, as when started as `node server.js --stdio`.
  process.argv = [process.argv[0], server, ...options.transport];
  createRequire(server)(server);
  return EXIT_OK;
}
