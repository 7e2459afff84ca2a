import * as fs from 'fs';
import { createRequire } from 'module';
import * as path from 'path';
import { EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';

/** How the language server talks to the editor: the flags vscode-languageserver reads from argv. */
export interface LspOptions {
  readonly transport: readonly string[];
}

export const LSP_USAGE = `  lsp [--stdio]        Run the language server for any editor that speaks LSP
                       (--stdio, the default; or --socket=PORT, --pipe=NAME, --node-ipc).
`;

/** `cardscript lsp [--stdio | --socket=PORT | --pipe=NAME | --node-ipc]`. */
export function parseLspArguments(args: readonly string[]): ({ readonly kind: 'lsp' } & LspOptions) | { readonly kind: 'usageError'; readonly message: string } {
  const transport: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--stdio' || arg === '--node-ipc') {
      transport.push(arg);
    } else if (/^--(socket|pipe)=./.test(arg)) {
      transport.push(arg);
    } else if ((arg === '--socket' || arg === '--pipe') && args[i + 1] !== undefined) {
      transport.push(`${arg}=${args[++i]}`);
    } else {
      return { kind: 'usageError', message: `lsp: unknown argument '${arg}' (expected --stdio, --socket=PORT, --pipe=NAME or --node-ipc)` };
    }
  }
  if (transport.length > 1) return { kind: 'usageError', message: 'lsp: choose one transport' };
  if (transport[0]?.startsWith('--socket=') && !/^--socket=\d+$/.test(transport[0])) {
    return { kind: 'usageError', message: `lsp: ${transport[0]} needs a port number` };
  }
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
