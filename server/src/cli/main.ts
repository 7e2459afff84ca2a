import type { CliStreams } from './cliIo';
import { runCli } from './runCli';
import { tuneCompilerForShortRun } from './shortRunCompilation';

/**
 * The `cardscript` executable (bundled to dist/cli.js; bin/cardscript.js loads it), and the CLI's only module
 * that touches the process's output streams: runCli writes to them through its terminal writer.
 */
function main(): void {
  const args = process.argv.slice(2);
  if (args[0] !== 'lsp') tuneCompilerForShortRun();
  // `cardscript ... | head` closes the pipe early: stop quietly instead of crashing on EPIPE.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  const streams: CliStreams = {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
  // Let piped output drain before exiting (process.exit could cut a large JSON report short).
  void Promise.resolve(runCli(args, streams)).then((code) => {
    process.exitCode = code;
  });
}

main();
