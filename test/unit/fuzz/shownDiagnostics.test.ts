import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { ALL_FAMILIES_ENABLED, type EnabledFamilies } from '../../../server/src/core/diagnostics/checkFamilies';
import type { Diagnostic } from '../../../server/src/core/diagnostics/diagnostic';
import type { DiagnosticCode } from '../../../server/src/core/diagnostics/diagnosticCodes';
import { capDiagnostics } from '../../../server/src/core/diagnostics/diagnosticCap';
import { anchorPlainSpans } from '../../../server/src/core/syntax/anchor';
import { type AnalyzedDocument, analyzeDocument, segmentsOfDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { CardWorkspace, type CheckTier, type DocumentCheck, perCardCheck, perSegmentCheck, slowCheck } from '../../../server/src/core/workspace/cardWorkspace';
import type { CheckedWorkspace } from '../../../server/src/core/workspace/documentCheck';
import type { Segment } from '../../../server/src/core/workspace/declarationSegments';
import { DEFAULT_CHECKS } from '../../../server/src/core/analysis/defaultChecks';
import { BUNDLED_LIBRARY_SOURCE, BUNDLED_LIBRARY_URI } from '../../../server/src/engine/library/bundledLibrary';
import { applyEdit, editArbitrary, fuzzOptions } from './fuzzInputs';

/**
 * The diagnostics a server shows (CardWorkspace.shownDiagnosticsFor, read from the records kept per segment:
 * shownDiagnostics.ts) equal capDiagnostics of a cold workspace's full list, item for item and in order,
 * after random edits, for checks made to hit every case of the merge: per-card diagnostics that tie (same
 * start and end) with other checks' and with a whole-document check's, per-card diagnostics that start
 * outside their card (in another segment: merged by position, checked again on every read because they
 * cannot be kept), related spans into other cards (not kept either), a slow per-card check (the fast tier
 * leaves it out), a per-segment check whose diagnostics stand at the segment's end (the next segment's
 * start), with caps that cut the list or not and families switched off.
 */

const code = (c: string) => c as DiagnosticCode;

/** Per card: two diagnostics on the card's name, one a summoning error and one a tribute warning (ties across checks). */
const tying: DocumentCheck = perCardCheck((document) =>
  document.file.cards.flatMap((card): Diagnostic[] => [
    { span: card.name.span, severity: 'warning', code: code('CS0301'), message: `tie ${card.name.value}` },
    { span: { start: card.name.span.start, end: card.name.span.start }, severity: 'hint', code: code('CS0302'), message: 'empty span first' },
  ]),
);

/** Per card whose name is of odd length: a diagnostic at the document's first character (outside the card). */
const outside: DocumentCheck = perCardCheck((document) =>
  document.file.cards
    .filter((card) => card.name.value.length % 2 === 1)
    .map((card): Diagnostic => ({ span: { start: 0, end: 1 }, severity: 'information', code: code('CS0401'), message: `about ${card.name.value}` })),
);

/** Per monster whose name length is a multiple of 3: a reference error whose related span is the document's first character (outside the card). */
const relatedElsewhere: DocumentCheck = perCardCheck((document) =>
  document.file.cards
    .filter((card) => card.kind === 'monster' && card.name.value.length % 3 === 0)
    .map((card): Diagnostic => ({
      span: card.name.span,
      severity: 'error',
      code: code('CS0501'),
      message: `see ${card.name.value}`,
      related: [{ uri: document.uri, span: { start: 0, end: 1 }, message: 'the first character' }],
    })),
);

/** Whole document: on every third card's name, a diagnostic tying with the per-card ones. */
const wholeTies: DocumentCheck = (document) =>
  document.file.cards
    .filter((_, i) => i % 3 === 0)
    .map((card): Diagnostic => ({
      span: card.name.span,
      severity: 'warning',
      code: code('CS0201'),
      message: 'whole-document tie',
    }));

/**
 * Per segment holding a card whose name is of even length: a diagnostic at the segment's end (the next
 * segment's first character: outside its own segment), anchored to the segment so that it moves with it.
 */
const atSegmentEndOf = (document: AnalyzedDocument, segment: Segment): readonly Diagnostic[] => {
  let kept = endDiagnostics.get(segment);
  if (!kept) {
    const length = segment.length;
    kept = segment.cards.some((card) => card.name.value.length % 2 === 0)
      ? [{ span: { start: segment.anchor.base + length, end: segment.anchor.base + length }, severity: 'hint', code: code('CS0402'), message: 'at the end' }]
      : [];
    anchorPlainSpans(kept, segment.anchor);
    endDiagnostics.set(segment, kept);
  }
  return kept;
};
const endDiagnostics = new WeakMap<Segment, readonly Diagnostic[]>();
const atSegmentEnd: DocumentCheck = perSegmentCheck(
  (document) => (segmentsOfDocument(document) ?? []).flatMap((s) => atSegmentEndOf(document, s)),
  atSegmentEndOf,
);

/** Slow, per card: an effects diagnostic at every spell's name. */
const slowEffects: DocumentCheck = slowCheck(
  perCardCheck((document) =>
    document.file.cards
      .filter((card) => card.kind !== 'monster')
      .map((card): Diagnostic => ({
        span: card.name.span,
        severity: 'warning',
        code: code('CS0701'),
        message: 'slow',
      })),
  ),
);

const CHECKS: readonly DocumentCheck[] = [tying, ...DEFAULT_CHECKS, outside, wholeTies, atSegmentEnd, relatedElsewhere, slowEffects];
const WHOLE: readonly DocumentCheck[] = CHECKS.map((check) => Object.assign((d: AnalyzedDocument, w: CheckedWorkspace) => check(d, w), { slow: check.slow }));
const LIBRARY = [analyzeDocument(BUNDLED_LIBRARY_URI, BUNDLED_LIBRARY_SOURCE)];

interface Reading {
  readonly limit: number;
  readonly enabled: EnabledFamilies;
  readonly tier: CheckTier;
}

const reading: fc.Arbitrary<Reading> = fc.record({
  limit: fc.constantFrom(1, 2, 3, 10, 30, 100, 1000),
  enabled: fc.constantFrom(ALL_FAMILIES_ENABLED, { ...ALL_FAMILIES_ENABLED, tributes: false }, { ...ALL_FAMILIES_ENABLED, nomi: false, references: false }),
  tier: fc.constantFrom<CheckTier>('all', 'all', 'fast'),
});

const URI = 'file:///shown.card';

test('shown diagnostics equal capDiagnostics of a cold analysis, with ties, strays, unkept and slow checks', { timeout: 120_000 }, () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 500 }), fc.array(fc.tuple(editArbitrary, reading, fc.boolean()), { minLength: 1, maxLength: 10 }), (seed, steps) => {
      let text = generateCardSet({ cards: 25, files: 1, seed, damage: 0.4 }).files[0].text;
      const live = new CardWorkspace(CHECKS, LIBRARY);
      live.setDocument(URI, text, 1);
      live.shownDiagnosticsFor(URI);
      let version = 1;
      for (const [edit, { limit, enabled, tier }, read] of steps) {
        text = applyEdit(text, edit);
        live.setDocument(URI, text, ++version);
        // Not every version is read (a validation cancelled by the next keystroke).
        if (!read) continue;
        const cold = new CardWorkspace(WHOLE, LIBRARY, { keepCheckResults: false });
        cold.setDocument(URI, text, 0);
        const expected = capDiagnostics(cold.diagnosticsFor(URI, enabled, tier), limit);
        assert.equal(
          JSON.stringify(live.shownDiagnosticsFor(URI, enabled, tier, limit)),
          JSON.stringify(expected),
          `limit ${limit}, ${tier}, after ${JSON.stringify(edit)}`,
        );
        assert.deepEqual(
          live.diagnosticsFor(URI, enabled, tier).map((d) => JSON.stringify(d)),
          cold.diagnosticsFor(URI, enabled, tier).map((d) => JSON.stringify(d)),
        );
      }
    }),
    fuzzOptions(80),
  );
});
