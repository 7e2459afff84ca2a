import { runCheckCommand } from './checkCommand';
import { runExportCommand } from './exportEdoproCommand';
import { runImportCommand } from './importEdoproCommand';
import { runSimulateCommand } from './simulateCommand';
import { runLspCommand } from './lspCommand';
import { runRenderCommand } from './renderCommand';
import { helpTextFor, parseCliArguments, USAGE } from './cliArguments';
import { EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';
import { cliVersion } from './cliVersion';

/** Runs one CLI invocation and returns its exit code. Unexpected failures are reported, never thrown. */
export function runCli(args: readonly string[], io: CliIo): number | Promise<number> {
  if (args[0] === 'export' && !args.includes('--help') && !args.includes('-h')) return runExportCommand(args.slice(1), io);
  if (args[0] === 'import' && !args.includes('--help') && !args.includes('-h')) return runImportCommand(args.slice(1), io);
  const command = parseCliArguments(args);
  switch (command.kind) {
    case 'help':
      io.stdout(helpTextFor(args));
      return EXIT_OK;
    case 'version':
      io.stdout(`${cliVersion()}\n`);
      return EXIT_OK;
    case 'usageError':
      io.stderr(`cardscript: ${command.message}\n\n${USAGE}`);
      return EXIT_USAGE;
    case 'check':
      return runCheckCommand(command, io);
    case 'simulate':
      return runSimulateCommand(command, io);
    case 'lsp':
      return runLspCommand(command, io);
    case 'render':
      return runRenderCommand(command, io);
  }
}
