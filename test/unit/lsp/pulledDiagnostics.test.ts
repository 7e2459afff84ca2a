import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { PulledDiagnostics } from '../../../server/src/lsp/pulledDiagnostics';

const DOCUMENT = analyzeDocument('file:///a.card', 'monster "A" { frame normal }\n');

function item(line: number, message: string): LspDiagnostic {
  return { range: { start: { line, character: 0 }, end: { line, character: 3 } }, severity: 2, code: 'CS0501', source: 'cardscript', message };
}

describe('PulledDiagnostics result ids (the fingerprint of the items)', () => {
  it('keeps the result id for equal items, whether the same objects or copies, and changes it when the items change', () => {
    const pulled = new PulledDiagnostics(undefined);
    const offer = (items: readonly LspDiagnostic[]) =>
      pulled.offer('file:///a.card', { document: DOCUMENT, revision: 1, settings: {}, tier: 'all', items }).resultId;
    const first = [item(1, 'x'), item(2, 'y')];
    const id = offer(first);
    assert.equal(offer(first), id, 'the same item objects');
    assert.equal(offer([item(1, 'x'), item(2, 'y')]), id, 'equal copies');
    const changes: readonly (readonly LspDiagnostic[])[] = [
      [item(1, 'x'), item(2, 'z')],
      [item(2, 'y'), item(1, 'x')],
      [item(1, 'x')],
      [item(1, 'x'), item(2, 'y'), item(2, 'y')],
      [item(1, 'x'), item(3, 'y')],
      [],
    ];
    const seen = new Set([id]);
    for (const items of changes) {
      const next = offer(items);
      assert.ok(!seen.has(next), `a new result id for ${JSON.stringify(items)}`);
      seen.add(next);
      assert.equal(offer(items.map((d) => ({ ...d }))), next, 'and the same again for equal copies');
    }
    pulled.dispose();
  });
});
