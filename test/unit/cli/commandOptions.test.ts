import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHECK_COMMAND, RENDER_COMMAND, SIMULATE_COMMAND } from '../../../server/src/cli/cliArguments';
import type { CommandSpec } from '../../../server/src/cli/commandOptions';
import { EXPORT_COMMAND } from '../../../server/src/cli/exportEdoproCommand';
import { IMPORT_COMMAND } from '../../../server/src/cli/importEdoproCommand';
import { LSP_COMMAND } from '../../../server/src/cli/lspCommand';
import { runCli } from '../../../server/src/cli/runCli';
import { FIXTURES } from './runBuiltCli';

/** Runs the CLI in this process with captured output. */
async function run(args: readonly string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const status = await runCli(args, { cwd: FIXTURES, stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { status, stdout, stderr };
}

/**
 * Argument errors of every subcommand, one row each: the command line and the first line it must print
 * on stderr (exit code 2, then that command's usage). Nothing is run: every row fails while reading options.
 */
const ERRORS: readonly { args: string[]; says: string; usage: RegExp }[] = [
  { args: ['check', '--frmat', 'json'], says: "cardscript: unknown option '--frmat'", usage: /Usage: cardscript <command>/ },
  { args: ['check', '-x'], says: "cardscript: unknown option '-x'", usage: /Usage: cardscript <command>/ },
  { args: ['check', '-f'], says: 'cardscript: -f needs a value', usage: /Usage: cardscript <command>/ },
  { args: ['check', '--format='], says: "cardscript: unknown format '' (expected text, json, sarif)", usage: /Usage: cardscript <command>/ },
  { args: ['simulate', '--card'], says: 'cardscript: --card needs a value', usage: /Usage: cardscript <command>/ },
  { args: ['simulate', '--trace'], says: "cardscript: unknown option '--trace'", usage: /Usage: cardscript <command>/ },
  { args: ['simulate', '-f', 'sarif'], says: "cardscript: unknown format 'sarif' (expected text, json)", usage: /Usage: cardscript <command>/ },
  { args: ['render', 'x', '--out'], says: 'cardscript: --out needs a value', usage: /Usage: cardscript <command>/ },
  {
    args: ['render', 'x', '-o', 'out', '--format', 'jpg'],
    says: "cardscript: unknown format 'jpg' (expected svg, png, html)",
    usage: /Usage: cardscript <command>/,
  },
  { args: ['render', 'x', '--size', '2'], says: "cardscript: unknown option '--size'", usage: /Usage: cardscript <command>/ },
  { args: ['lsp', '--socket'], says: 'cardscript: lsp: --socket needs a value', usage: /Usage: cardscript <command>/ },
  { args: ['lsp', '--stdio=yes'], says: 'cardscript: lsp: --stdio takes no value', usage: /Usage: cardscript <command>/ },
  {
    args: ['lsp', '--tcp'],
    says: "cardscript: lsp: unknown argument '--tcp' (expected --stdio, --socket=PORT, --pipe=NAME or --node-ipc)",
    usage: /Usage: cardscript <command>/,
  },
  { args: ['export', 'edopro', 'x', '--out'], says: 'cardscript: --out needs a value', usage: /Usage: cardscript export edopro/ },
  { args: ['export', 'edopro', 'x', '--out', 'o', '--ids', '1'], says: "cardscript: unknown option '--ids'", usage: /Usage: cardscript export edopro/ },
  {
    args: ['export', 'edopro', '--out', 'o', '--format', 'xml'],
    says: "cardscript: unknown format 'xml' (expected text, json)",
    usage: /Usage: cardscript export edopro/,
  },
  { args: ['export', 'edopro', '--assign-ids'], says: 'cardscript: --assign-ids needs a value', usage: /Usage: cardscript export edopro/ },
  { args: ['import', 'edopro', 'cards.cdb', '--out'], says: 'cardscript: --out needs a value', usage: /Usage: cardscript import edopro/ },
  { args: ['import', 'edopro', 'cards.cdb', '--force'], says: "cardscript: unknown option '--force'", usage: /Usage: cardscript import edopro/ },
];

describe('argument errors, per subcommand', () => {
  for (const { args, says, usage } of ERRORS) {
    it(`cardscript ${args.join(' ')}`, async () => {
      const result = await run(args);
      assert.equal(result.status, 2, result.stderr);
      assert.equal(result.stderr.split('\n')[0], says);
      assert.match(result.stderr, usage);
      assert.equal(result.stdout, '');
    });
  }
});

/** `cardscript COMMAND --help`: that command's help, generated from its option table. */
const COMMANDS: readonly { args: string[]; spec: CommandSpec }[] = [
  { args: ['check'], spec: CHECK_COMMAND },
  { args: ['simulate'], spec: SIMULATE_COMMAND },
  { args: ['render'], spec: RENDER_COMMAND },
  { args: ['lsp'], spec: LSP_COMMAND },
  { args: ['export', 'edopro'], spec: EXPORT_COMMAND },
  { args: ['import', 'edopro'], spec: IMPORT_COMMAND },
];

describe('--help per subcommand', () => {
  for (const { args, spec } of COMMANDS) {
    for (const help of ['--help', '-h']) {
      it(`cardscript ${args.join(' ')} ${help}`, async () => {
        const result = await run([...args, help]);
        assert.equal(result.status, 0);
        assert.ok(result.stdout.startsWith(`Usage: cardscript ${spec.name}`), result.stdout);
        for (const option of spec.options) {
          const flag = `--${option.name}${option.value ? ` ${option.value}` : ''}`;
          assert.ok(result.stdout.includes(flag), `lists ${flag}`);
          assert.ok(result.stdout.includes(option.help[0]), `explains ${flag}`);
        }
      });
    }
  }

  it('cardscript help simulate is the same as cardscript simulate --help', async () => {
    assert.equal((await run(['help', 'simulate'])).stdout, (await run(['simulate', '--help'])).stdout);
  });

  it('every option of the general usage comes from a table', async () => {
    const usage = (await run(['--help'])).stdout;
    for (const spec of [CHECK_COMMAND, SIMULATE_COMMAND, RENDER_COMMAND]) {
      for (const option of spec.options) assert.ok(usage.includes(`--${option.name}`), `${spec.name} --${option.name}`);
    }
  });
});
