import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { LineIndex } from '../../../server/src/core/text/lineIndex';
import { anyCodeUnits, fragmentSoup, fuzzOptions, LINE_BREAKS } from './fuzzInputs';

/** LineIndex (LSP positions, UTF-16 characters; \n, \r\n and a lone \r end a line) round-trips. */

const mixedLineText = fc.oneof(
  fragmentSoup(60),
  anyCodeUnits(200),
  fc.array(fc.oneof(fc.constantFrom(...LINE_BREAKS), fc.string({ maxLength: 6 })), { maxLength: 80, size: 'max' }).map((parts) => parts.join('')),
);

/** Offsets that cannot be expressed as a position: strictly inside a \r\n pair. */
const insideCrLf = (text: string, offset: number) => offset > 0 && text.charCodeAt(offset - 1) === 13 && text.charCodeAt(offset) === 10;

test('offsetAt(positionAt(offset)) === offset for every offset not inside a \\r\\n', () => {
  fc.assert(
    fc.property(mixedLineText, (text) => {
      const lines = new LineIndex(text);
      for (let offset = 0; offset <= text.length; offset++) {
        if (insideCrLf(text, offset)) continue;
        const position = lines.positionAt(offset);
        assert.ok(position.line >= 0 && position.line < lines.lineCount && position.character >= 0);
        assert.equal(lines.offsetAt(position), offset, `offset ${offset} -> ${JSON.stringify(position)}`);
      }
    }),
    fuzzOptions(300),
  );
});

test('positionAt(offsetAt(p)) === p for every position inside the text; others clamp into it', () => {
  fc.assert(
    fc.property(
      mixedLineText,
      fc.array(fc.tuple(fc.integer({ min: -3, max: 90 }), fc.integer({ min: -3, max: 300 })), { maxLength: 40 }),
      (text, positions) => {
        const lines = new LineIndex(text);
        for (const [line, character] of positions) {
          const offset = lines.offsetAt({ line, character });
          assert.ok(offset >= 0 && offset <= text.length, `offsetAt(${line}:${character}) = ${offset} outside 0..${text.length}`);
          const valid = line >= 0 && line < lines.lineCount && character >= 0 && character <= lines.lineEndWithoutBreak(line) - lines.lineStart(line);
          if (valid) assert.deepEqual(lines.positionAt(offset), { line, character });
        }
      },
    ),
    fuzzOptions(300),
  );
});

test('the line count agrees with splitting on \\r\\n, \\r and \\n', () => {
  fc.assert(
    fc.property(mixedLineText, (text) => {
      assert.equal(new LineIndex(text).lineCount, text.split(/\r\n|\r|\n/).length);
    }),
    fuzzOptions(300),
  );
});

test('offsets outside the text clamp', () => {
  const lines = new LineIndex('ab\r\ncd');
  assert.deepEqual(lines.positionAt(-5), { line: 0, character: 0 });
  assert.deepEqual(lines.positionAt(99), { line: 1, character: 2 });
  assert.equal(lines.offsetAt({ line: 7, character: 0 }), 6);
  assert.equal(lines.offsetAt({ line: 0, character: 99 }), 2);
});
