import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CliCommand, parseCliArguments } from '../../../server/src/cli/cliArguments';

/** Command line -> parsed command: each row is one case. */
const CASES: readonly { args: string[]; expected: CliCommand }[] = [
  { args: ['check'], expected: { kind: 'check', paths: [], format: 'text' } },
  { args: ['check', 'a.card', 'folder'], expected: { kind: 'check', paths: ['a.card', 'folder'], format: 'text' } },
  { args: ['check', '--format', 'json', 'x'], expected: { kind: 'check', paths: ['x'], format: 'json' } },
  { args: ['check', '--format=sarif'], expected: { kind: 'check', paths: [], format: 'sarif' } },
  { args: ['check', '-f', 'text', 'y'], expected: { kind: 'check', paths: ['y'], format: 'text' } },
  { args: ['check', '--', '--format'], expected: { kind: 'check', paths: ['--format'], format: 'text' } },
  { args: ['--help'], expected: { kind: 'help' } },
  { args: ['check', '-h'], expected: { kind: 'help' } },
  { args: ['help'], expected: { kind: 'help' } },
  { args: ['--version'], expected: { kind: 'version' } },
  { args: [], expected: { kind: 'usageError', message: 'missing command' } },
  { args: ['chek'], expected: { kind: 'usageError', message: "unknown command 'chek'" } },
  { args: ['check', '--format', 'xml'], expected: { kind: 'usageError', message: "unknown format 'xml' (expected text, json, sarif)" } },
  { args: ['check', '--format'], expected: { kind: 'usageError', message: '--format needs a value' } },
  { args: ['check', '--scenario', 'x'], expected: { kind: 'usageError', message: "unknown option '--scenario'" } },
  { args: ['simulate'], expected: { kind: 'simulate', paths: [], format: 'text', scenario: undefined } },
  {
    args: ['simulate', 'examples', '--scenario', 'Dark Necrofear returns', '--format=json'],
    expected: { kind: 'simulate', paths: ['examples'], format: 'json', scenario: 'Dark Necrofear returns' },
  },
  { args: ['simulate', '--format', 'sarif'], expected: { kind: 'usageError', message: "unknown format 'sarif' (expected text, json)" } },
  { args: ['simulate', '--scenario'], expected: { kind: 'usageError', message: '--scenario needs a value' } },
  { args: ['simulate', '--card', 'Cyber Dragon'], expected: { kind: 'simulate', paths: [], format: 'text', scenario: undefined, card: 'Cyber Dragon' } },
  { args: ['simulate', '--card', 'A', '--scenario', 'B'], expected: { kind: 'usageError', message: '--scenario and --card cannot be combined' } },
  { args: ['check', '--quiet'], expected: { kind: 'usageError', message: "unknown option '--quiet'" } },
  { args: ['lsp'], expected: { kind: 'lsp', transport: ['--stdio'] } },
  { args: ['lsp', '--stdio'], expected: { kind: 'lsp', transport: ['--stdio'] } },
  { args: ['lsp', '--socket=5007'], expected: { kind: 'lsp', transport: ['--socket=5007'] } },
  { args: ['lsp', '--socket', '5007'], expected: { kind: 'lsp', transport: ['--socket=5007'] } },
  { args: ['lsp', '--pipe=/tmp/cs.sock'], expected: { kind: 'lsp', transport: ['--pipe=/tmp/cs.sock'] } },
  { args: ['lsp', '--node-ipc'], expected: { kind: 'lsp', transport: ['--node-ipc'] } },
  { args: ['lsp', '--socket=abc'], expected: { kind: 'usageError', message: 'lsp: --socket=abc needs a port number' } },
  { args: ['lsp', '--stdio', '--node-ipc'], expected: { kind: 'usageError', message: 'lsp: choose one transport' } },
  {
    args: ['lsp', 'file.card'],
    expected: { kind: 'usageError', message: "lsp: unknown argument 'file.card' (expected --stdio, --socket=PORT, --pipe=NAME or --node-ipc)" },
  },
];

describe('parseCliArguments', () => {
  for (const { args, expected } of CASES) {
    it(`cardscript ${args.join(' ') || '(nothing)'} -> ${expected.kind}`, () => {
      assert.deepEqual(parseCliArguments(args), expected);
    });
  }
});
