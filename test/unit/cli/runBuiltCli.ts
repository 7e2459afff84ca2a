import { spawnSync } from 'child_process';
import * as path from 'path';

/** The repository root, from out/test/unit/cli (compiled) or test/unit/cli (sources). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', __dirname.includes(`${path.sep}out${path.sep}`) ? '..' : '');
export const FIXTURES = path.join(REPO_ROOT, 'test', 'unit', 'cli', 'fixtures');
export const BUILT_CLI = path.join(REPO_ROOT, 'dist', 'cli.js');

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the bundled CLI (what `npx cardscript` runs) as a child process. */
export function runBuiltCli(args: readonly string[], cwd: string = FIXTURES, entry: string = BUILT_CLI): CliRun {
  const result = spawnSync(process.execPath, [entry, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
