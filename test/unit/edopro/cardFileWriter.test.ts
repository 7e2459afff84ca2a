import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tokenize } from '../../../server/src/core/syntax/lexer';
import { cardSourceText, cardString, commentLine } from '../../../server/src/interop/edopro/cardFileWriter';

/** The one writer of imported `.card` source: what it makes of a string, a remark and a field. */

const lexed = (text: string) =>
  tokenize(text)
    .filter((t) => t.kind !== 'eof')
    .map((t) => [t.kind, t.kind === 'string' ? t.value : t.text]);

test('a string literal is one string token whose value is the text, line breaks and control characters as spaces', () => {
  const cases: readonly (readonly [string, string])[] = [
    ['plain', 'plain'],
    ['say "hi"', 'say "hi"'],
    ['back\\slash\\', 'back\\slash\\'],
    ['a\r\nb\nc\rd', 'a b c d'],
    ['nul\u0000bell\u0007del\u007f', 'nul bell del '],
    ['bidi \u202e and separator \u2028 kept', 'bidi \u202e and separator \u2028 kept'],
    ['"\n}\nmonster "X" {', '" } monster "X" {'],
    ['# not a comment', '# not a comment'],
  ];
  for (const [text, value] of cases) assert.deepEqual(lexed(cardString(text)), [['string', value]], JSON.stringify(text));
});

test('a remark is one comment token on one line, whatever moves or hides text shown as <U+...>', () => {
  const line = commentLine('a\r\nb\rc\nd \u2028 \u2029 \u0085 \u202e \u200b \u0000 }');
  assert.equal(line, '# a b c d <U+2028> <U+2029> <U+0085> <U+202E> <U+200B> <U+0000> }');
  assert.deepEqual(
    lexed(line).map(([kind]) => kind),
    ['comment'],
  );
});

test('a field takes whole numbers and plain words only: anything else is a bug of the importer, not written', () => {
  const card = { kind: 'monster' as const, name: 'N', notes: [], clauses: [], text: '' };
  assert.match(cardSourceText({ ...card, fields: [['atk', 100, 'def', '?']] }), /^ {2}atk 100 def \?$/m);
  for (const part of [NaN, 1.5, 'two words', '"quoted"', '}', 'x\ny']) {
    assert.throws(() => cardSourceText({ ...card, fields: [['atk', part]] }), /cardFileWriter/, JSON.stringify(part));
  }
});
