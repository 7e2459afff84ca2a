import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DiagnosticSeverity, DiagnosticTag } from 'vscode-languageserver';
import type { Diagnostic } from '../../../server/src/core/diagnostics/diagnostic';
import { LineIndex } from '../../../server/src/core/text/lineIndex';
import { FULL_DIAGNOSTIC_SUPPORT, toLspDiagnostic, toOffset, toRange, toSpan, toWorkspaceEdit } from '../../../server/src/lsp/convert';

const TEXT = 'ab\ncdé\r\nfg';
const lines = new LineIndex(TEXT);

describe('toOffset clamps any position into the document', () => {
  const CASES: readonly [unknown, number][] = [
    [{ line: 0, character: 0 }, 0],
    [{ line: 1, character: 2 }, 5],
    [{ line: 1, character: 99 }, 6], // past the line end: the end of that line, not the next line
    [{ line: 2, character: 1 }, 9],
    [{ line: 99, character: 0 }, TEXT.length],
    [{ line: -3, character: -7 }, 0],
    [{ line: Number.NaN, character: 1 }, 1],
    [{ line: '1', character: {} }, 0],
    [undefined, 0],
  ];
  for (const [position, offset] of CASES) {
    it(JSON.stringify(position) ?? 'undefined', () => assert.equal(toOffset(lines, position as never), offset));
  }
});

describe('ranges', () => {
  it('toRange and toSpan are inverse on valid spans, and toSpan orders reversed ranges', () => {
    const span = { start: 1, end: 9 };
    const range = toRange(lines, span);
    assert.deepEqual(range, { start: { line: 0, character: 1 }, end: { line: 2, character: 1 } });
    assert.deepEqual(toSpan(lines, range), span);
    assert.deepEqual(toSpan(lines, { start: range.end, end: range.start }), span);
  });
});

describe('toLspDiagnostic', () => {
  const other = new LineIndex('x\nmonster "A"\n');
  const diagnostic: Diagnostic = {
    span: { start: 3, end: 5 },
    severity: 'warning',
    code: 'CS0401',
    message: 'm',
    related: [
      { uri: 'file:///other.card', span: { start: 10, end: 13 }, message: 'there' },
      { uri: 'file:///unknown.card', span: { start: 0, end: 1 }, message: 'dropped: not known' },
    ],
    tags: ['unnecessary'],
  };
  const linesOf = (uri: string) => (uri === 'file:///other.card' ? other : undefined);

  it('carries code, link, related information and tags for a capable client', () => {
    const docsUri = 'vscode-remote://host/ext/docs/diagnostics.md';
    const lsp = toLspDiagnostic(diagnostic, lines, linesOf, { ...FULL_DIAGNOSTIC_SUPPORT, docsUri });
    assert.deepEqual(lsp, {
      range: { start: { line: 1, character: 0 }, end: { line: 1, character: 2 } },
      severity: DiagnosticSeverity.Warning,
      code: 'CS0401',
      source: 'cardscript',
      message: 'm',
      codeDescription: { href: 'vscode-remote://host/ext/docs/diagnostics.md#cs0401' },
      relatedInformation: [
        { location: { uri: 'file:///other.card', range: { start: { line: 1, character: 8 }, end: { line: 1, character: 11 } } }, message: 'there' },
      ],
      tags: [DiagnosticTag.Unnecessary],
    });
  });

  it('leaves out what a minimal client cannot show', () => {
    const lsp = toLspDiagnostic(diagnostic, lines, linesOf, { relatedInformation: false, codeDescription: false, tags: [] });
    assert.equal(lsp.codeDescription, undefined);
    assert.equal(lsp.relatedInformation, undefined);
    assert.equal(lsp.tags, undefined);
    assert.equal(lsp.code, 'CS0401');
  });

  it('links no code when it does not know where the docs are (no dead link)', () => {
    assert.equal(toLspDiagnostic(diagnostic, lines, linesOf, FULL_DIAGNOSTIC_SUPPORT).codeDescription, undefined);
  });
});

describe('toWorkspaceEdit', () => {
  it('groups edits per document and drops edits in unknown documents', () => {
    const edit = toWorkspaceEdit(
      [
        { uri: 'a', span: { start: 0, end: 1 }, newText: 'X' },
        { uri: 'a', span: { start: 3, end: 3 }, newText: 'Y' },
        { uri: 'gone', span: { start: 0, end: 1 }, newText: 'Z' },
      ],
      (uri) => (uri === 'a' ? lines : undefined),
    );
    assert.deepEqual(Object.keys(edit.changes ?? {}), ['a']);
    assert.equal(edit.changes?.a.length, 2);
    assert.deepEqual(edit.changes?.a[1].range.start, { line: 1, character: 0 });
  });
});
