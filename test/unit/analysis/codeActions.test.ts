import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Diagnostic } from '../../../server/src/core/diagnostics/diagnostic';
import { codeActionsFor, FIX_ALL_TITLE, fixAllAction } from '../../../server/src/core/features/codeActions';
import { applyEdits } from '../features/fixture';
import { checkedDocument } from './checkFixtures';

const URI = 'file:///actions.card';

const FUSION = `monster "Chimera" {
  frame fusion
  attribute DARK
  race Fiend
  level 6
  atk 2000 def 2000
  summon {
    fusion materials 2 Fiend monsters
    must fusion summon
    cannot special summon
  }
}
`;

describe('code actions', () => {
  test('quick fixes only for the diagnostics touching the range, then the fix-all', () => {
    const text = 'monster "A" {\n  frame normal\n  attribute DARK\n  race Fiend\n  level 6\n  atk 1 def 1\n  summon {\n    tributes 2\n  }\n}\n';
    const { document, diagnostics, workspace } = checkedDocument(URI, text);
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      ['CS0302'],
    );
    const onClause = codeActionsFor(document, diagnostics[0].span, diagnostics, workspace);
    assert.deepEqual(
      onClause.map((a) => [a.title, a.kind, a.isPreferred ?? false]),
      [
        ["Use the Tribute count Level 6 implies: 'tributes 1'", 'quickfix', true],
        [FIX_ALL_TITLE, 'source.fixAll', false],
      ],
    );
    const elsewhere = codeActionsFor(document, { start: 0, end: 3 }, diagnostics, workspace);
    assert.deepEqual(
      elsewhere.map((a) => a.title),
      [FIX_ALL_TITLE],
    );
  });

  test('no fix-all without a preferred fix', () => {
    const { document, diagnostics, workspace } = checkedDocument(
      URI,
      'monster "A" {\n  frame normal\n  attribute DARK\n  race Fiend\n  level 4\n  atk 1 def 1\n}\n',
    );
    assert.deepEqual(codeActionsFor(document, { start: 0, end: 0 }, diagnostics, workspace), []);
  });

  test('fix-all applies an edit offered by two diagnostics once', () => {
    const { document, diagnostics } = checkedDocument(URI, FUSION);
    assert.deepEqual(diagnostics.map((d) => d.code).sort(), ['CS0201', 'CS0202']);
    const action = fixAllAction(document, diagnostics)!;
    assert.equal(action.edits.length, 1);
    assert.equal(action.diagnostics.length, 2);
    assert.equal(applyEdits(FUSION, action.edits), FUSION.replace('    cannot special summon\n', ''));
  });

  test('fix-all skips a fix that overlaps one already taken', () => {
    const { document } = checkedDocument(URI, 'monster "A" { }\n');
    const fix = (start: number, end: number, newText: string): Diagnostic => ({
      span: { start, end },
      severity: 'error',
      code: 'CS0201',
      message: 'test',
      fixes: [{ title: newText, edits: [{ uri: URI, span: { start, end }, newText }], preferred: true }],
    });
    const insertion = (at: number, newText: string): Diagnostic => fix(at, at, newText);
    const action = fixAllAction(document, [fix(0, 7, 'a'), fix(5, 9, 'b'), fix(9, 12, 'c'), insertion(9, 'd'), insertion(20, 'e'), insertion(20, 'f')])!;
    // Diagnostics are taken in document order: b overlaps a; at offset 9 the insertion d comes first and the
    // range c starting there is skipped; f inserts where e already does.
    assert.deepEqual(
      action.edits.map((e) => e.newText),
      ['a', 'd', 'e'],
    );
  });

  test('fix-all ignores fixes that are not preferred and edits of other files', () => {
    const { document } = checkedDocument(URI, 'monster "A" { }\n');
    const diagnostics: Diagnostic[] = [
      {
        span: { start: 0, end: 1 },
        severity: 'error',
        code: 'CS0201',
        message: 'x',
        fixes: [{ title: 'x', edits: [{ uri: URI, span: { start: 0, end: 1 }, newText: 'x' }] }],
      },
      {
        span: { start: 0, end: 1 },
        severity: 'error',
        code: 'CS0201',
        message: 'y',
        fixes: [{ title: 'y', edits: [{ uri: 'file:///other.card', span: { start: 0, end: 1 }, newText: 'y' }], preferred: true }],
      },
    ];
    assert.equal(fixAllAction(document, diagnostics), undefined);
  });
});
