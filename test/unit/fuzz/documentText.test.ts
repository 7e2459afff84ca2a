import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DocumentText } from '../../../server/src/core/text/documentText';
import { LineIndex } from '../../../server/src/core/text/lineIndex';
import { anyCodeUnits, applyEdit, editArbitrary, fragmentSoup, fuzzOptions, LINE_BREAKS } from './fuzzInputs';

/**
 * DocumentText (the pieces a server's document is kept in, core/text/documentText.ts) against plain strings:
 * after every edit of a random sequence, the text, its slices, code units, line starts and the change found
 * between versions are exactly those of the string the same edits make by splicing. Small chunk sizes put
 * many chunk boundaries where edits land (inside `\r\n` pairs, at chunk ends, across several chunks).
 */

/** Line starts as LSP counts them (`\n`, `\r\n`, a lone `\r`), written out plainly. */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\r' && text[i + 1] === '\n') continue;
    if (ch === '\n' || ch === '\r') starts.push(i + 1);
  }
  return starts;
}

/** The change between two strings: the longest common prefix, then the longest suffix not overlapping it. */
function plainChange(before: string, after: string) {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  if (start === before.length && start === after.length) return undefined;
  let suffix = 0;
  while (suffix < Math.min(before.length, after.length) - start && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  return { start, oldEnd: before.length - suffix, newEnd: after.length - suffix };
}

function assertSameText(content: DocumentText, text: string, chunkSize: number, context: string): void {
  assert.equal(content.length, text.length, `length ${context}`);
  assert.equal(content.toString(), text, `text ${context}`);
  const chunks = DocumentText.chunkTextsOf(content);
  assert.equal(chunks.join(''), text, `chunks ${context}`);
  let at = 0;
  for (const chunk of chunks) {
    assert.ok(chunk.length > 0, `an empty chunk ${context}`);
    assert.ok(chunk.length <= 2 * chunkSize + 1, `a chunk of ${chunk.length} > 2 x ${chunkSize} + 1 ${context}`);
    at += chunk.length;
    if (at < text.length) assert.ok(!(text[at - 1] === '\r' && text[at] === '\n'), `a chunk boundary inside \\r\\n at ${at} ${context}`);
  }
}

function assertSameLines(content: DocumentText, text: string, context: string): void {
  const starts = lineStartsOf(text);
  assert.equal(content.lineCount, starts.length, `line count ${context}`);
  starts.forEach((start, line) => assert.equal(content.lineStart(line), start, `start of line ${line} ${context}`));
  let line = 0;
  for (let offset = 0; offset <= text.length; offset++) {
    while (line + 1 < starts.length && starts[line + 1] <= offset) line++;
    assert.equal(content.lineAt(offset), line, `line at ${offset} ${context}`);
  }
  const lines = new LineIndex(content);
  const plain = new LineIndex(text);
  for (let offset = 0; offset <= text.length; offset++)
    assert.deepEqual(lines.positionAt(offset), plain.positionAt(offset), `position of ${offset} ${context}`);
  for (let l = 0; l < starts.length; l++) assert.equal(lines.lineEndWithoutBreak(l), plain.lineEndWithoutBreak(l), `end of line ${l} ${context}`);
}

/** Edits with line breaks of every kind, and long deletions and insertions that span many chunks. */
const edit = fc.oneof(
  editArbitrary,
  fc.record({ at: fc.nat(), remove: fc.nat(2), insert: fc.constantFrom(...LINE_BREAKS, '\r', '\n', 'x\r', '\ny', '') }),
  fc.record({ at: fc.nat(), remove: fc.integer({ min: 0, max: 300 }), insert: fc.oneof(fragmentSoup(40), anyCodeUnits(200)) }),
);

const startText = fc.oneof(
  fragmentSoup(80),
  anyCodeUnits(300),
  fc.array(fc.oneof(fc.constantFrom(...LINE_BREAKS), fc.string({ maxLength: 6 })), { maxLength: 80 }).map((parts) => parts.join('')),
);

test('a DocumentText edited at random equals the string spliced the same way: text, slices, code units, lines', () => {
  fc.assert(
    fc.property(startText, fc.array(edit, { minLength: 1, maxLength: 12 }), fc.constantFrom(1, 3, 8, 32), (base, edits, chunkSize) => {
      let text = base;
      let content = DocumentText.of(base, chunkSize);
      assertSameText(content, text, chunkSize, 'at the start');
      assertSameLines(content, text, 'at the start');
      for (const [i, each] of edits.entries()) {
        const at = text.length === 0 ? 0 : each.at % (text.length + 1);
        const before = content;
        const beforeText = text;
        text = applyEdit(text, each);
        content = content.edited(at, Math.min(beforeText.length, at + each.remove), each.insert);
        const context = `after edit ${i + 1} ${JSON.stringify(each)} (chunks of ${chunkSize})`;
        assertSameText(content, text, chunkSize, context);
        assertSameLines(content, text, context);
        assert.deepEqual(DocumentText.changedRange(before, content), plainChange(beforeText, text), `change ${context}`);
        assert.equal(before.toString(), beforeText, `the previous version is unchanged ${context}`);
        assert.equal(content.equals(text), true);
        assert.equal(content.equals(DocumentText.of(text, chunkSize + 1)), true);
        if (text.length > 0) assert.equal(content.equals(`${text.slice(0, -1)}\u0000`), text.endsWith('\u0000'));
      }
    }),
    fuzzOptions(300),
  );
});

test("slices and code units of an edited DocumentText equal the string's, with String.prototype.slice's clamping", () => {
  fc.assert(
    fc.property(
      startText,
      fc.array(edit, { maxLength: 6 }),
      fc.array(fc.tuple(fc.integer({ min: -20, max: 400 }), fc.integer({ min: -20, max: 400 })), { maxLength: 30 }),
      (base, edits, ranges) => {
        let text = base;
        let content = DocumentText.of(base, 4);
        for (const each of edits) {
          const at = text.length === 0 ? 0 : each.at % (text.length + 1);
          content = content.edited(at, Math.min(text.length, at + each.remove), each.insert);
          text = applyEdit(text, each);
        }
        for (const [start, end] of ranges) {
          assert.equal(content.slice(start, end), text.slice(start, end), `slice(${start}, ${end})`);
          assert.equal(content.slice(start), text.slice(start), `slice(${start})`);
          assert.ok(Object.is(content.charCodeAt(start), text.charCodeAt(start)), `charCodeAt(${start})`);
        }
      },
    ),
    fuzzOptions(300),
  );
});

test('an edit shares every chunk it does not touch with the previous version', () => {
  const text = 'monster "A" {\n  level 4\n}\n'.repeat(4000);
  const content = DocumentText.of(text);
  const edited = content.edited(50_000, 50_001, 'xyz');
  const before = DocumentText.chunkTextsOf(content);
  const after = DocumentText.chunkTextsOf(edited);
  assert.ok(before.length > 5);
  assert.equal(after.length, before.length);
  let differing = 0;
  for (let i = 0; i < after.length; i++) if (after[i] !== before[i]) differing++;
  assert.ok(differing <= 2, `${differing} chunks rebuilt for a one-character edit`);
  assert.deepEqual(DocumentText.changedRange(content, edited), { start: 50_000, oldEnd: 50_001, newEnd: 50_003 });
  assert.equal(edited.toString(), `${text.slice(0, 50_000)}xyz${text.slice(50_001)}`);
});

test('edits out of order, reversed or outside the text are clamped; an empty edit is the same version', () => {
  const content = DocumentText.of('ab\r\ncd', 2);
  assert.equal(content.edited(3, 3, ''), content);
  assert.equal(content.edited(4, 2, 'X').toString(), 'abXcd');
  assert.equal(content.edited(-5, 1, 'Y').toString(), 'Yb\r\ncd');
  assert.equal(content.edited(5, 99, 'Z').toString(), 'ab\r\ncZ');
  assert.equal(content.edited(Number.NaN, 0, 'N').toString(), 'Nab\r\ncd');
  const emptied = content.edited(0, 6, '');
  assert.equal(emptied.toString(), '');
  assert.equal(emptied.lineCount, 1);
  assert.equal(emptied.lineAt(0), 0);
  assert.equal(emptied.edited(0, 0, 'new\r').toString(), 'new\r');
  assert.equal(emptied.edited(0, 0, 'new\r').lineCount, 2);
});
