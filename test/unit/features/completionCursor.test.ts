import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type CursorContext, locateCursor } from '../../../server/src/core/features/completionCursor';
import type { Statement } from '../../../server/src/core/syntax/syntaxTree';
import type { Token } from '../../../server/src/core/syntax/token';
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
  const onStatement = (candidate: Statement): boolean => {
    const parts = candidate.parts;
    if (candidate.block && offset > candidate.block.open.start) return false;
    const lastPart = parts[parts.length - 1];
    if (offset <= lastPart.end) return true;
    const gap = text.slice(lastPart.end, offset);
    if (/[;{}#]/.test(gap)) return false;
    return !/[\r\n]/.test(gap) || lastPart.kind === ',' || lastPart.kind === '+';
  };
  if (statement && onStatement(statement)) {
    const before: Token[] = [];
    let current: Token | undefined;
    for (const part of statement.parts) {
      if (part.kind === 'string' && part.start < offset && (offset < part.end || (part.terminated === false && offset <= part.end))) {
        current = part;
        break;
      }
      if ((part.kind === 'word' || part.kind === 'number') && part.start < offset && offset <= part.end) {
        current = part;
        break;
      }
      if (part.end <= offset) before.push(part);
    }
    return current ? { enclosing, statement, before, current } : { enclosing, statement, before };
  }
  return { enclosing, before: [] };
}

function agreesEverywhere(text: string): void {
  const document = analyzeDocument('file:///cursor.card', text, 1);
  for (let offset = 0; offset <= text.length; offset++) {
    assert.deepEqual(locateCursor(document, offset), scanningLocate(text, document.tree.statements, offset), `offset ${offset} of ${JSON.stringify(text.slice(0, 200))}`);
  }
}

test('locateCursor agrees with a scan of every statement: language soups, unclosed blocks, edited example files', () => {
  const samples = sampleCardTexts().slice(0, 6).map((s) => s.text.slice(0, 1500));
  fc.assert(fc.property(fc.oneof(
    fragmentSoup(80),
    fc.constantFrom(...samples).chain((text) => fc.array(editArbitrary, { maxLength: 4 }).map((edits) => edits.reduce(applyEdit, text))),
    fc.constantFrom(...samples).chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))),
  ), agreesEverywhere), fuzzOptions(60));
});
