import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentText } from '../../../server/src/core/text/documentText';
import { LineIndex } from '../../../server/src/core/text/lineIndex';
import { OPEN_TEXT_DOCUMENTS, OpenTextDocument } from '../../../server/src/lsp/openTextDocument';
import { fuzzOptions } from '../fuzz/fuzzInputs';

/**
 * The server's open documents (lsp/openTextDocument.ts) must hold exactly the text the client has after any
 * sequence of didChange notifications: compared with plain string splicing, and with what
 * vscode-languageserver-textdocument's TextDocument (which the server used before) makes of the same
 * changes, including ranges given backwards or past a line's end, `\r\n` made or split by a change, several
 * changes per notification and whole-text changes.
 */

/** Line starts (`\n`, `\r\n`, a lone `\r`) and LSP's position -> offset, written out plainly. */
function plainOffset(text: string, position: { line: number; character: number }): number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\r' && text[i + 1] === '\n') continue;
    if (text[i] === '\n' || text[i] === '\r') starts.push(i + 1);
  }
  if (position.line < 0) return 0;
  if (position.line >= starts.length) return text.length;
  let end = position.line + 1 < starts.length ? starts[position.line + 1] : text.length;
  while (end > starts[position.line] && (text[end - 1] === '\n' || text[end - 1] === '\r')) end--;
  return Math.max(starts[position.line], Math.min(starts[position.line] + position.character, end));
}

function plainApply(text: string, changes: readonly TextDocumentContentChangeEvent[]): string {
  for (const change of changes) {
    if (!('range' in change)) {
      text = change.text;
      continue;
    }
    let a = plainOffset(text, change.range.start);
    let b = plainOffset(text, change.range.end);
    const backwards =
      change.range.start.line > change.range.end.line ||
      (change.range.start.line === change.range.end.line && change.range.start.character > change.range.end.character);
    if (backwards) [a, b] = [b, a];
    text = text.slice(0, a) + change.text + text.slice(b);
  }
  return text;
}

const pieceOfText = fc.oneof(
  fc.constantFrom('\n', '\r\n', '\r', '\n\r', 'monster "A" {\n', '  level 4\r\n', '}', '', ' ', 'é', '😀'),
  fc.string({ maxLength: 8 }),
);
const someText = fc.array(pieceOfText, { maxLength: 40 }).map((parts) => parts.join(''));
const position = fc.record({ line: fc.integer({ min: -1, max: 14 }), character: fc.integer({ min: -1, max: 30 }) });
const change: fc.Arbitrary<TextDocumentContentChangeEvent> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ range: fc.record({ start: position, end: position }), text: someText }) },
  { weight: 2, arbitrary: fc.record({ range: fc.record({ start: position, end: position }), rangeLength: fc.nat(20), text: someText }) },
  { weight: 1, arbitrary: fc.record({ text: someText }) },
);

/** A change's positions made valid for `text` (as a client sends them): each taken modulo what exists. */
function withinText(text: string, change: TextDocumentContentChangeEvent): TextDocumentContentChangeEvent {
  if (!('range' in change)) return change;
  const lines = new LineIndex(text);
  const valid = (p: { line: number; character: number }) => {
    const line = Math.abs(p.line) % lines.lineCount;
    return { line, character: Math.abs(p.character) % (lines.lineEndWithoutBreak(line) - lines.lineStart(line) + 1) };
  };
  const [start, end] = [valid(change.range.start), valid(change.range.end)].sort((a, b) => a.line - b.line || a.character - b.character);
  return { range: { start, end }, text: change.text };
}

function run(initial: string, notifications: readonly (readonly TextDocumentContentChangeEvent[])[], chunkSize: number, asClientSends: boolean): void {
  // Small chunks too, so that changes land on and across their boundaries.
  let document =
    chunkSize === 16_384
      ? OPEN_TEXT_DOCUMENTS.create('file:///a.card', 'cardscript', 1, initial)
      : new OpenTextDocument('file:///a.card', 'cardscript', 1, DocumentText.of(initial, chunkSize));
  let plain = initial;
  const reference = TextDocument.create('file:///a.card', 'cardscript', 1, initial);
  for (const [i, sent] of notifications.entries()) {
    const before = document;
    const beforeText = DocumentText.chunkTextsOf(before.content).join('');
    // Each change of a notification applies to the text the previous one left.
    const changes: TextDocumentContentChangeEvent[] = [];
    let text = plain;
    for (const each of sent) {
      const change = asClientSends ? withinText(text, each) : each;
      changes.push(change);
      text = plainApply(text, [change]);
    }
    document = OPEN_TEXT_DOCUMENTS.update(document, changes, i + 2);
    plain = plainApply(plain, changes);
    const context = `after ${JSON.stringify(changes)}`;
    assert.equal(DocumentText.chunkTextsOf(document.content).join(''), plain, `string splicing, ${context}`);
    assert.equal(document.version, i + 2);
    assert.equal(DocumentText.chunkTextsOf(before.content).join(''), beforeText, 'the previous version is unchanged');
    const lines = new LineIndex(plain);
    for (let offset = 0; offset <= plain.length; offset++)
      assert.deepEqual(document.lines.positionAt(offset), lines.positionAt(offset), `position of ${offset}, ${context}`);
    // TextDocument's own line offsets go wrong for positions past the end (it keeps the line asked for),
    // so it is a reference only for what a client sends.
    if (!asClientSends) continue;
    TextDocument.update(reference, changes, i + 2);
    assert.equal(document.content.toString(), reference.getText(), `TextDocument, ${context}`);
    for (let offset = 0; offset <= plain.length; offset++) {
      // Inside a \r\n the two disagree by design (TextDocument moves the offset before the \r).
      if (plain[offset - 1] === '\r' && plain[offset] === '\n') continue;
      assert.deepEqual(document.lines.positionAt(offset), reference.positionAt(offset), `TextDocument's position of ${offset}, ${context}`);
    }
  }
}

const notifications = fc.array(fc.array(change, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 10 });
const chunkSizes = fc.constantFrom(2, 7, 16_384);

describe('OpenTextDocument', () => {
  it('after random didChange sequences holds the text that string splicing and TextDocument make', () => {
    fc.assert(
      fc.property(someText, notifications, chunkSizes, (initial, sent, chunkSize) => run(initial, sent, chunkSize, true)),
      fuzzOptions(400),
    );
  });

  it("ranges given backwards, past a line's end or past the text are clamped, as string splicing of the clamped offsets", () => {
    fc.assert(
      fc.property(someText, notifications, chunkSizes, (initial, sent, chunkSize) => run(initial, sent, chunkSize, false)),
      fuzzOptions(300),
    );
  });

  it('a one-character change in a large document shares all but its chunk with the previous version', () => {
    const text = 'monster "A" {\n  level 4\n}\n'.repeat(5000);
    const document = OPEN_TEXT_DOCUMENTS.create('file:///big.card', 'cardscript', 1, text);
    const edited = document.updated([{ range: { start: { line: 7000, character: 8 }, end: { line: 7000, character: 9 } }, text: '5' }], 2);
    const before = DocumentText.chunkTextsOf(document.content);
    const after = DocumentText.chunkTextsOf(edited.content);
    assert.equal(after.filter((chunk, i) => chunk !== before[i]).length, 1);
    assert.equal(edited.content.slice(edited.lines.lineStart(7000), edited.lines.lineStart(7001)), '  level 5\n');
    assert.equal(edited.content.isFlat, false, 'no whole string was made');
  });

  it('rejects a change that is neither ranged nor whole, as TextDocument does', () => {
    const document = OPEN_TEXT_DOCUMENTS.create('file:///a.card', 'cardscript', 1, 'abc');
    assert.throws(
      () => document.updated([{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } } } as unknown as TextDocumentContentChangeEvent], 2),
      /Unknown change event/,
    );
    assert.equal(document.content.toString(), 'abc');
  });
});
