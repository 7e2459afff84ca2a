import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type CursorContext, cursorOnStatement, locateCursor } from '../../../server/src/core/features/completionCursor';
import type { Statement } from '../../../server/src/core/syntax/syntaxTree';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { applyEdit, editArbitrary, fragmentSoup, fuzzOptions, sampleCardTexts } from '../fuzz/fuzzInputs';

/**
 * locateCursor finds the enclosing blocks and the cursor's statement by binary search (a file may hold
 * 10,000 cards); this is the scan over every statement it replaced, which it must agree with everywhere.
 */
function scanningLocate(text: string, topLevel: readonly Statement[], offset: number): CursorContext {
  const enclosing: Statement[] = [];
  let statements = topLevel;
  let limit = text.length;
  for (;;) {
    let inner: Statement | undefined;
    for (let i = 0; i < statements.length; i++) {
      const block = statements[i].block;
      if (!block || offset < block.open.end) continue;
      const blockEnd = block.close ? block.close.start : Math.min(limit, statements[i + 1]?.start ?? limit);
      if (offset <= blockEnd) {
        inner = statements[i];
        limit = blockEnd;
        break;
      }
    }
    if (!inner || !inner.block) break;
    enclosing.push(inner);
    statements = inner.block.statements;
  }
  let statement: Statement | undefined;
  for (const each of statements) {
    if (each.parts.length > 0 && each.parts[0].start <= offset) statement = each;
    else if (each.start > offset) break;
  }
  return cursorOnStatement(text, enclosing, statement, offset);
}

function agreesEverywhere(text: string): void {
  const document = analyzeDocument('file:///cursor.card', text, 1);
  for (let offset = 0; offset <= text.length; offset++) {
    assert.deepEqual(
      locateCursor(document, offset),
      scanningLocate(text, document.tree.statements, offset),
      `offset ${offset} of ${JSON.stringify(text.slice(0, 200))}`,
    );
  }
}

test('locateCursor agrees with a scan of every statement: language soups, unclosed blocks, edited example files', () => {
  const samples = sampleCardTexts()
    .slice(0, 6)
    .map((s) => s.text.slice(0, 1500));
  fc.assert(
    fc.property(
      fc.oneof(
        fragmentSoup(80),
        fc.constantFrom(...samples).chain((text) => fc.array(editArbitrary, { maxLength: 4 }).map((edits) => edits.reduce(applyEdit, text))),
        fc.constantFrom(...samples).chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))),
      ),
      agreesEverywhere,
    ),
    fuzzOptions(60),
  );
});
