import { runCheckCommand } from './checkCommand';
import { runExportCommand } from './exportEdoproCommand';
import { runImportCommand } from './importEdoproCommand';
import { runSimulateCommand } from './simulateCommand';
import { runLspCommand } from './lspCommand';
import { runRenderCommand } from './renderCommand';
import { runTextCommand } from './textCommand';
import { helpTextFor, parseCliArguments, USAGE } from './cliArguments';
import { EXIT_OK, EXIT_USAGE, type CliIo, type CliStreams } from './cliIo';
import { cliVersion } from './cliVersion';
import { terminalIo } from './terminalWriter';

/**
 * Runs one CLI invocation and returns its exit code. Every command writes through the terminal writer
 * over `streams` (cliIo.ts). Unexpected failures are reported, never thrown.
 */
export function runCli(args: readonly string[], streams: CliStreams): number | Promise<number> {
  const io = terminalIo(streams);
  // An internal error's message can quote a card: it goes through the writer like every other line.
  const internalError = (error: unknown): number => {
    io.stderr(`cardscript: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT_USAGE;
  };
  try {
    const result = runCommand(args, io);
    return typeof result === 'number' ? result : result.catch(internalError);
  } catch (error) {
    return internalError(error);
  }
}

function runCommand(args: readonly string[], io: CliIo): number | Promise<number> {
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
    case 'text':
      return runTextCommand(command, io);
  }
}
