import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { AnchoredSpan } from '../../../server/src/core/syntax/anchor';
import { parse } from '../../../server/src/core/syntax/parser';
import type { Token } from '../../../server/src/core/syntax/token';
import { DocumentText } from '../../../server/src/core/text/documentText';
import { LineIndex } from '../../../server/src/core/text/lineIndex';
import { type AnalyzedDocument, analyzeDocument, segmentChangeOf, segmentsOfDocument } from '../../../server/src/core/workspace/analyzedDocument';
import type { Segment } from '../../../server/src/core/workspace/declarationSegments';
import { editedDocumentText } from './documentTextEdits';
import { applyEdit, editArbitrary, fuzzOptions, sampleCardTexts } from './fuzzInputs';

/**
 * Per-declaration incremental analysis (workspace/declarationSegments.ts) against the whole-file parser and
 * lowering: after every edit of a sequence, the reused, moved and re-analysed declarations must give exactly
 * what `parse` + `lowerFile` give for the whole new text (statements, tokens, comments, cards, scenarios,
 * set header, diagnostics, offsets included), and what a cold analyzeDocument of the same text gives.
 */
const tokensOf = (tokens: readonly Token[]) => tokens.map((t) => [t.kind, t.start, t.end, t.text, t.value, t.terminated]);

function whole(uri: string, text: string): string {
  const parsed = parse(text);
  const lowered = lowerFile(uri, parsed.tree);
  return JSON.stringify({
    statements: parsed.tree.statements,
    tokens: tokensOf(parsed.tree.tokens),
    comments: tokensOf(parsed.tree.comments),
    file: lowered.file,
    diagnostics: [...parsed.diagnostics, ...lowered.diagnostics],
  });
}

function analysed(document: AnalyzedDocument): string {
  return JSON.stringify({
    statements: document.tree.statements,
    tokens: tokensOf(document.tree.tokens),
    comments: tokensOf(document.tree.comments),
    file: document.file,
    diagnostics: document.localDiagnostics,
  });
}

const URI = 'file:///fuzz/incremental.card';

/**
 * Where the lowered model of an analysed document holds a span that would not follow its segment: an
 * object with numeric `start` and `end` that is not anchored (lowering builds every span with spanFrom).
 */
function unanchoredSpans(value: unknown, path: string, found: string[], seen = new Set<object>()): string[] {
  if (value === null || typeof value !== 'object' || seen.has(value) || found.length > 5) return found;
  seen.add(value);
  if (value instanceof AnchoredSpan) return found;
  const record = value as Record<string, unknown>;
  if (typeof record.start === 'number' && typeof record.end === 'number') found.push(`${path} ${JSON.stringify(value).slice(0, 80)}`);
  for (const key of Object.keys(record)) unanchoredSpans(record[key], `${path}.${key}`, found, seen);
  return found;
}

function assertSame(document: AnalyzedDocument, text: string, context: string): void {
  // The text is compared last: reading it makes the whole string, which the pieces' reads then use.
  assert.equal(DocumentText.chunkTextsOf(document.content).join(''), text, `content ${context}`);
  // The line index derived from the previous version's equals a fresh one.
  const starts = (lines: LineIndex) => Array.from({ length: lines.lineCount }, (_, line) => lines.lineStart(line));
  assert.deepEqual(starts(document.lines), starts(new LineIndex(text)), `line index ${context}`);
  const expected = whole(URI, text);
  assert.equal(analysed(document), expected, `incremental differs from the whole-file parse ${context}`);
  assert.equal(analysed(analyzeDocument(URI, text, 0)), expected, `cold segmented analysis differs from the whole-file parse ${context}`);
  assert.deepEqual(
    unanchoredSpans({ file: document.file, diagnostics: document.localDiagnostics }, 'document', []),
    [],
    `spans that would not move with their segment ${context}`,
  );
  assert.equal(document.text, text);
  assert.equal(document.tree.text, text);
}

/**
 * What segmentChangeOf says of an edit holds (the workspace compares and re-indexes only the cards it names):
 * leaving out the cards and scenarios of the segments it replaced and of those that replaced them, the new
 * version's are the previous version's objects, in order.
 */
function assertChangeAsSaid(
  document: AnalyzedDocument,
  before: { readonly cards: readonly unknown[]; readonly scenarios: readonly unknown[] },
  context: string,
): void {
  const change = segmentChangeOf(document);
  if (!change) return;
  for (const key of ['cards', 'scenarios'] as const) {
    const itemsOf = (segments: readonly Segment[]): Set<unknown> => new Set(segments.flatMap((segment): readonly unknown[] => segment[key]));
    const removed = itemsOf(change.removed);
    const added = itemsOf(change.added);
    const kept = before[key].filter((item) => !removed.has(item));
    const now = (document.file[key] as readonly unknown[]).filter((item) => !added.has(item));
    assert.equal(now.length, kept.length, `${key} count outside the replaced segments ${context}`);
    assert.ok(
      now.every((item, i) => item === kept[i]),
      `${key} outside the replaced segments are the previous objects ${context}`,
    );
  }
}

/** Edits that cross declarations, braces and strings: cut and paste a range, drop or add a brace or quote. */
const structuralEdit = fc.oneof(
  editArbitrary,
  fc.record({
    at: fc.nat(),
    remove: fc.constant(0),
    insert: fc.constantFrom('}', '{', '"', '\n}\n', '\nmonster "Pasted" {\n  level 4\n', ',\n', '+\n', '# "', '\nscenario "S" {\n', '\nset "Again"\n'),
  }),
  fc.record({ at: fc.nat(), remove: fc.integer({ min: 1, max: 600 }), insert: fc.constant('') }),
  fc.record({ at: fc.nat(), remove: fc.constant(1), insert: fc.constant('') }),
  fc.record({ at: fc.nat(), remove: fc.nat(2), insert: fc.constantFrom('\r', '\n', '\r\n', 'x\r', '\ny', '') }),
);

const samples = [
  ...sampleCardTexts().filter((s) => s.text.length < 20_000),
  { name: 'generated-80', text: generateCardSet({ cards: 80, files: 1, seed: 21, damage: 0.4 }).files[0].text },
];

/**
 * Each version is given as a string (0) or, as the server gives it, as a DocumentText edited from the
 * previous version's (chunks of that many characters, sharing the untouched ones; the change is then found
 * from the shared chunks, lsp/openTextDocument.ts).
 */
const chunkSizes = fc.constantFrom(0, 0, 5, 64, 700);

test('incremental analysis after random edits equals the whole-file parse and lowering', { timeout: 120_000 }, () => {
  assert.ok(samples.length > 1);
  fc.assert(
    fc.property(fc.constantFrom(...samples), fc.array(structuralEdit, { minLength: 1, maxLength: 8 }), chunkSizes, (base, edits, chunkSize) => {
      let text = base.text;
      let content = chunkSize > 0 ? DocumentText.of(text, chunkSize) : undefined;
      let document = analyzeDocument(URI, content ?? text, 0);
      assertSame(document, text, `of ${base.name}`);
      for (const [i, edit] of edits.entries()) {
        text = applyEdit(text, edit);
        content = chunkSize > 0 ? editedDocumentText(content, text, chunkSize) : undefined;
        const before = { cards: [...document.file.cards], scenarios: [...document.file.scenarios] };
        document = analyzeDocument(URI, content ?? text, i + 1, document);
        const context = `of ${base.name} after edit ${i + 1} (${JSON.stringify(edit).slice(0, 120)}, chunks ${chunkSize || 'none'})`;
        assertSame(document, text, context);
        assertChangeAsSaid(document, before, context);
      }
    }),
    fuzzOptions(150),
  );
});

test('an edit in a large file re-analyses only the declarations it touches, and moves the others', () => {
  const text = generateCardSet({ cards: 300, files: 1, seed: 4 }).files[0].text;
  const before = analyzeDocument(URI, text, 1);
  const cards = before.file.cards;
  const target = cards[150];
  const at = target.name.span.end + 1;
  const inserted = `${text.slice(0, at)}  # a comment typed here\n${text.slice(at)}`;
  const keptBefore = cards[10];
  const keptAfter = cards[290];
  const startAfter = keptAfter.span.start;
  const after = analyzeDocument(URI, inserted, 2, before);
  assert.equal(after.file.cards[10], keptBefore, 'a card before the edit is the same object');
  assert.equal(after.file.cards[290], keptAfter, 'a card after the edit is the same object');
  assert.equal(keptAfter.span.start, startAfter + '  # a comment typed here\n'.length, 'and it moved with the edit');
  assert.notEqual(after.file.cards[150], target, 'the edited card is lowered again');
  assert.equal(analysed(after), whole(URI, inserted));
});

test('a block nested too deeply keeps the document whole, and its edits still equal the whole-file parse', () => {
  const deep = `${'summon {\n'.repeat(70)}${'}\n'.repeat(70)}`;
  const base = `monster "A" {\n  level 4\n}\nmonster "B" {\n${deep}}\nmonster "C" {\n  level 3\n}\n`;
  let document = analyzeDocument(URI, base, 0);
  assertSame(document, base, 'deep');
  const edited = base.replace('level 3', 'level 33');
  document = analyzeDocument(URI, edited, 1, document);
  assertSame(document, edited, 'deep, edited');
});

test('the lexer cuts segments only where the whole-file parse would stop', () => {
  const B = 'monster "B" {\n  level 4\n}\n';
  const texts = [
    `monster "A" {\n  level 3\n}\n  ${B}`, // indented declaration line
    `monster "A" {\n  level 3,\n${B}`, // the line before continues (',')
    `monster "A" {\n  level 3 +\n${B}`, // ('+')
    `monster "A" {\n  level 3, # a comment\n${B}`, // a comment after the ','
    `# a comment\n${B}`, // after a comment line
    `monster "A" {\n}\nmonster\n"B" {\n}\n`, // the name on the next line
    `monster "A" {\n}\nmonster # "B"\n`, // a comment where the name would be
    `monster "A" {\n}\nMonster "B" {\n}\n`, // any case
    `monster "A" {\n}\n\u00a0monster "B" {\n}\n`, // after a no-break space
    `monster "A" {\n}\n@monster "B" {\n}\n`, // after a stray character
    `monster "A" {\n  summon {\n${B}`, // inside open blocks
    `monster "A" {\r\n}\r\nmonster "B" {\r}\rscenario "S" {\n}`, // other line breaks, no final one
    `monster "A" {\n}\nmonster "B`, // an unterminated name
  ];
  // The segments main's cutter (which lexed the whole text first) made of each.
  const segmentCounts = [2, 1, 1, 1, 2, 1, 1, 2, 2, 1, 2, 3, 2];
  texts.forEach((text, i) => {
    const document = analyzeDocument(URI, text, 0);
    assertSame(document, text, `of ${JSON.stringify(text)}`);
    assert.equal(segmentsOfDocument(document)?.length, segmentCounts[i], `segments of ${JSON.stringify(text)}`);
  });
});
