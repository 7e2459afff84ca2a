import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { buildSync } from 'esbuild';
import { REPO_ROOT } from './runBuiltCli';

/** The module that hands the process's streams to runCli, which writes to them only through terminalIo. */
const ENTRY = 'server/src/cli/main.ts';

/** Ways to write to the terminal without the writer: the process's streams, the console, file descriptors 1 and 2. */
const DIRECT_OUTPUT =
  /process\s*\.\s*std(?:out|err)\b|\{[^}]*\bstd(?:out|err)\b[^}]*\}\s*=\s*process\b|\bconsole\s*\.|\bwriteSync\s*\(\s*[12]\b|\/dev\/(?:stdout|stderr|tty)\b/;

/** Every source module the CLI bundle (dist/cli.js) is built from, as esbuild resolves it from the entry. */
function cliSourceModules(): string[] {
  const { metafile } = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: REPO_ROOT,
  });
  return Object.keys(metafile.inputs).filter((input) => input.startsWith('server/src/'));
}

describe('the CLI writes to the terminal only through its writer', () => {
  it(`no module of the CLI bundle but ${ENTRY} touches process.stdout, process.stderr or the console`, () => {
    const modules = cliSourceModules();
    assert.ok(modules.includes('server/src/cli/terminalWriter.ts') && modules.length > 50, `the bundle's modules: ${modules.length}`);
    const direct = modules.filter((file) => file !== ENTRY && DIRECT_OUTPUT.test(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    assert.deepEqual(direct, [], 'write through the io a command is given (cliIo.ts): io.stdout/io.stderr for people, io.stdoutData for JSON and SARIF');
  });

  it(`${ENTRY} gives its streams to runCli and writes nothing itself`, () => {
    const main = fs.readFileSync(path.join(REPO_ROOT, ENTRY), 'utf8');
    assert.match(main, /runCli\(args, streams\)/);
    const writes = [...main.matchAll(/process\.std(?:out|err)\.write\(/g)].length;
    assert.equal(writes, 2, 'one write per stream, inside the streams given to runCli');
    assert.doesNotMatch(main, /\bconsole\s*\./);
  });
});
