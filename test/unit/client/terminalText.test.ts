import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { revealInvisibles } from '../../../server/src/core/text/markdown';
import { terminalText } from '../../../client/src/terminalText';
import { invisibleCharacters } from '../../hostile/userView';
import { CLEAN_NAMES, HOSTILE_NAMES } from './hostileNames';

describe('terminalText: a trace in the Test Explorer output (a terminal)', () => {
  it('runs no escape sequence and overwrites no line', () => {
    for (const name of HOSTILE_NAMES) {
      const shown = terminalText(`Scenario "${name}"\nstep 1 ok\n`);
      assert.deepEqual(invisibleCharacters(shown.replace(/\r\n/g, '\n')), [], JSON.stringify(shown));
      assert.doesNotMatch(shown, /\r(?!\n)/, 'no lone carriage return');
    }
    assert.equal(terminalText('\u001b[2Jcleared\rhidden\n'), '<U+001B>[2Jcleared<U+000D>hidden\r\n');
  });

  it('writes clean traces as before: line breaks as \\r\\n', () => {
    for (const trace of [...CLEAN_NAMES.map((name) => `Scenario "${name}"\nstep 1: normal summon\r\nok`), '', 'one line']) {
      assert.equal(terminalText(`${trace}\n`), `${revealInvisibles(trace).replace(/\r?\n/g, '\r\n')}\r\n`);
    }
  });
});
