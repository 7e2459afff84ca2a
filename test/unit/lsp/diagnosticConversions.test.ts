import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Diagnostic } from '../../../server/src/core/diagnostics/diagnostic';
import { LineIndex } from '../../../server/src/core/text/lineIndex';
import { FULL_DIAGNOSTIC_SUPPORT, type LinesOf, toLspDiagnostic } from '../../../server/src/lsp/convert';
import { DiagnosticConversions } from '../../../server/src/lsp/diagnosticConversions';
import { ListAlignment } from '../../../server/src/lsp/listAlignment';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { createStandardWorkspace } from '../../../server/src/simulation/standardWorkspace';

const SUPPORT = { ...FULL_DIAGNOSTIC_SUPPORT, docsUri: 'https://example.test/diagnostics.md' };
const OTHER = 'file:///other.card';

/** A diagnostic whose span the test moves, as the core moves a kept card's diagnostics (anchored spans). */
function movable(start: number, end: number, related?: { uri: string; start: number; end: number }): Diagnostic & { span: { start: number; end: number } } {
  return {
    span: { start, end },
    severity: 'warning',
    code: 'CS0501',
    message: 'Unknown card "Zeta\u200bWyrm".',
    ...(related ? { related: [{ uri: related.uri, span: { start: related.start, end: related.end }, message: 'named here' }] } : {}),
  };
}

describe('DiagnosticConversions (LSP diagnostics kept per core diagnostic)', () => {
  it('reuses the converted diagnostic while it stays at the same line and character', () => {
    const conversions = new DiagnosticConversions(SUPPORT);
    const diagnostic = movable(3, 7);
    const before = new LineIndex('ab\ncdefgh\n');
    const first = conversions.toLsp(diagnostic, before, () => undefined);
    assert.deepEqual(
      first,
      toLspDiagnostic(diagnostic, before, () => undefined, SUPPORT),
    );
    // An edit on a later line: a new line index, the same positions.
    assert.equal(
      conversions.toLsp(diagnostic, new LineIndex('ab\ncdefgh\nxyz'), () => undefined),
      first,
    );
  });

  it('converts again when the diagnostic moved, or a related document became known', () => {
    const conversions = new DiagnosticConversions(SUPPORT);
    const diagnostic = movable(3, 7, { uri: OTHER, start: 0, end: 2 });
    const lines = new LineIndex('ab\ncdefgh\n');
    let other: LineIndex | undefined;
    const linesOf: LinesOf = (uri) => (uri === OTHER ? other : undefined);
    const unknownOther = conversions.toLsp(diagnostic, lines, linesOf);
    assert.equal(unknownOther.relatedInformation, undefined);
    other = new LineIndex('zz\n');
    const knownOther = conversions.toLsp(diagnostic, lines, linesOf);
    assert.deepEqual(knownOther, toLspDiagnostic(diagnostic, lines, linesOf, SUPPORT));
    assert.equal(knownOther.relatedInformation?.length, 1);
    // A line inserted before it (the core moved the span with its card).
    diagnostic.span.start += 1;
    diagnostic.span.end += 1;
    const moved = conversions.toLsp(diagnostic, new LineIndex('\nab\ncdefgh\n'), linesOf);
    assert.deepEqual(moved.range, { start: { line: 2, character: 0 }, end: { line: 2, character: 4 } });
    // The related location moved in its own document.
    other = new LineIndex('\nzz\n');
    (diagnostic.related![0].span as { start: number; end: number }).start = 1;
    (diagnostic.related![0].span as { start: number; end: number }).end = 3;
    const relatedMoved = conversions.toLsp(diagnostic, new LineIndex('\nab\ncdefgh\n'), linesOf);
    assert.deepEqual(relatedMoved.relatedInformation?.[0].location.range, { start: { line: 1, character: 0 }, end: { line: 1, character: 2 } });
  });

  it('always equals a fresh conversion (random texts, spans and moves)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const conversions = new DiagnosticConversions(SUPPORT);
    const diagnostics = Array.from({ length: 30 }, () => movable(0, 0, random() < 0.3 ? { uri: OTHER, start: 0, end: 1 } : undefined));
    for (let round = 0; round < 200; round++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 8) }, () => 'x'.repeat(Math.floor(random() * 6))).join(random() < 0.5 ? '\n' : '\r\n');
      const lines = new LineIndex(text);
      const other = random() < 0.8 ? new LineIndex(text) : undefined;
      const linesOf: LinesOf = (uri) => (uri === OTHER ? other : undefined);
      for (const diagnostic of diagnostics) {
        if (random() < 0.5) {
          const start = Math.floor(random() * (text.length + 1));
          diagnostic.span.start = start;
          diagnostic.span.end = start + Math.floor(random() * (text.length + 1 - start));
        }
        assert.deepEqual(conversions.toLsp(diagnostic, lines, linesOf), toLspDiagnostic(diagnostic, lines, linesOf, SUPPORT));
      }
    }
  });

  it('convertAll equals a fresh conversion after every edit of a file (checks skipped before the edit)', () => {
    // A damaged file over a small cap and under it; edits before, inside and after the shown diagnostics,
    // some adding or removing lines (every later position moves), some re-reading the same version.
    const uri = 'file:///conversions.card';
    let text = generateCardSet({ cards: 120, files: 1, seed: 5, damage: 0.5 }).files[0].text;
    const workspace = createStandardWorkspace();
    const conversions = new DiagnosticConversions(SUPPORT);
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const inserts = ['x', '\n', '\n# note\n', '"', '', '\r\n'];
    for (let round = 0; round < 120; round++) {
      if (random() < 0.85) {
        const at = Math.floor(random() * text.length);
        const remove = random() < 0.3 ? Math.floor(random() * 4) : 0;
        text = text.slice(0, at) + inserts[Math.floor(random() * inserts.length)] + text.slice(at + remove);
      }
      const document = workspace.setDocument(uri, text, round + 1);
      const limit = random() < 0.5 ? 40 : 1000;
      const shown = workspace.shownDiagnosticsFor(uri, undefined, 'all', limit);
      const linesOf: LinesOf = (other) => workspace.getDocument(other)?.lines;
      assert.deepEqual(
        conversions.convertAll(shown, document, linesOf),
        shown.map((d) => toLspDiagnostic(d, document.lines, linesOf, SUPPORT)),
        `round ${round}`,
      );
    }
  });
});

describe('ListAlignment (what was kept for the items of the previous list)', () => {
  it('finds what was kept for the items of the previous list, whatever was inserted, removed or moved', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 300; round++) {
      const before = Array.from({ length: Math.floor(random() * 60) }, (_, i) => ({ i }));
      const next = before.filter(() => random() < 0.9);
      for (let k = 0; k < 3; k++) if (random() < 0.5) next.splice(Math.floor(random() * (next.length + 1)), 0, { i: -1 });
      const reversed = random() < 0.2;
      if (reversed) next.reverse();
      const alignment = new ListAlignment(
        before,
        before.map((item) => `value ${item.i}`),
      );
      let found = 0;
      next.forEach((item, index) => {
        const value = alignment.valueOf(item, index);
        // A new item is never given a value; an old one its own (or none, while the lists seem not to line up).
        if (!before.includes(item)) assert.equal(value, undefined);
        else if (value !== undefined) {
          assert.equal(value, `value ${item.i}`);
          found++;
        }
      });
      // In the same order (no reversal), with at most 3 items inserted, every old item is found.
      if (!reversed) assert.equal(found, next.filter((item) => before.includes(item)).length, `round ${round}`);
    }
  });
});
