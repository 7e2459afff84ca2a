import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { terminalIo, terminalText } from '../../../server/src/cli/terminalWriter';

/** The one writer between the CLI's commands and the process's streams. */
describe('terminalText', () => {
  const ROWS: readonly { text: string; shown: string }[] = [
    { text: 'plain text\n', shown: 'plain text\n' },
    { text: 'tab\tand\nnewline\n', shown: 'tab\tand\nnewline\n' },
    { text: 'crlf line\r\n', shown: 'crlf line\r\n' },
    { text: 'overwrite\rfake line\n', shown: 'overwrite<U+000D>fake line\n' },
    { text: 'ends in\r', shown: 'ends in<U+000D>' },
    { text: 'osc 8 \u001b]8;;http://x\u001b\\link\u001b]8;;\u001b\\', shown: 'osc 8 <U+001B>]8;;http://x<U+001B>\\link<U+001B>]8;;<U+001B>\\' },
    { text: 'csi \u001b[2J', shown: 'csi <U+001B>[2J' },
    { text: 'c1 \u009b2J', shown: 'c1 <U+009B>2J' },
    { text: 'bidi \u202e', shown: 'bidi <U+202E>' },
    { text: 'bel \u0007 nul \u0000', shown: 'bel <U+0007> nul <U+0000>' },
    { text: 'family \u{1f469}\u200d\u{1f467}', shown: 'family \u{1f469}\u200d\u{1f467}' },
  ];
  for (const { text, shown } of ROWS) {
    it(`shows ${JSON.stringify(text)} as ${JSON.stringify(shown)}, and is unchanged on what it shows`, () => {
      assert.equal(terminalText(text), shown);
      assert.equal(terminalText(shown), shown);
    });
  }
});

describe('terminalIo', () => {
  it('reveals what stdout and stderr get, writes stdoutData exactly', () => {
    const written: string[] = [];
    const io = terminalIo({ cwd: '/x', stdout: (t) => written.push(`out:${t}`), stderr: (t) => written.push(`err:${t}`) });
    io.stdout('a\u001b[2J\n');
    io.stderr('b\u202e\n');
    io.stdoutData('{"name": "\\u001b\u202e\u009b"}\n');
    assert.equal(io.cwd, '/x');
    assert.deepEqual(written, ['out:a<U+001B>[2J\n', 'err:b<U+202E>\n', 'out:{"name": "\\u001b\u202e\u009b"}\n']);
  });
});
