import type { CliIo } from './cliIo';
import { EXIT_USAGE } from './cliIo';
import { runCli } from './runCli';
import { tuneCompilerForShortRun } from './shortRunCompilation';

/** The `cardscript` executable (bundled to dist/cli.js; bin/cardscript.js loads it). */
function main(): void {
  const args = process.argv.slice(2);
  if (args[0] !== 'lsp') tuneCompilerForShortRun();
  // `cardscript ... | head` closes the pipe early: stop quietly instead of crashing on EPIPE.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  const io: CliIo = {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
  const internalError = (error: unknown): number => {
    io.stderr(`cardscript: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT_USAGE;
  };
  let result: number | Promise<number>;
  try {
    result = runCli(args, io);
  } catch (error) {
    result = internalError(error);
  }
  // Let piped output drain before exiting (process.exit could cut a large JSON report short).
  void Promise.resolve(result).catch(internalError).then((code) => {
    process.exitCode = code;
  });
}

main();
