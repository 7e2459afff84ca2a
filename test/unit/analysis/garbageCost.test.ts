import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkDuplicateNames } from '../../../server/src/core/analysis/duplicateNames';
import { capDiagnostics } from '../../../server/src/core/diagnostics/diagnosticCap';
import { MAX_MESSAGE_CHARS } from '../../../server/src/core/diagnostics/messageBound';
import type { AnalyzedDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { CardWorkspace, perCardCheck } from '../../../server/src/core/workspace/cardWorkspace';
import { DEFAULT_CHECKS } from '../../../server/src/core/analysis/defaultChecks';

/**
 * The cost of a garbage file is bounded. Thousands of copies of one card used to make every
 * copy list every other copy (quadratic), then list 20 of them each (2,000,000 related locations for
 * 100,000 copies), and, since those point into other cards, kept every copy from per-card reuse, so each
 * keystroke ran every check on every copy again (docs/security.md, "Limits").
 */
const COPY = 'monster "Same Name" {\n  frame normal\n  level 4\n  atk 1000 def 1000\n}\n';
const COPIES = 5000;
const URI = 'file:///garbage/same.card';

describe('bounded cost of garbage files', () => {
  it('an edit in a file of 5,000 copies of one card re-runs the per-card checks for the edited copies only', () => {
    let cardsChecked = 0;
    const counting = perCardCheck((document: AnalyzedDocument) => {
      cardsChecked += document.file.cards.length;
      return [];
    });
    const workspace = new CardWorkspace([...DEFAULT_CHECKS, counting]);
    const text = COPY.repeat(COPIES);
    workspace.setDocument(URI, text, 1);
    assert.equal(workspace.diagnosticsFor(URI).filter((d) => d.code === 'CS0107').length, COPIES);
    assert.equal(cardsChecked, COPIES, 'the first run checks every copy');
    cardsChecked = 0;
    const middle = COPY.length * (COPIES / 2) + COPY.indexOf('atk 1000') + 'atk 1'.length;
    workspace.setDocument(URI, `${text.slice(0, middle)}1${text.slice(middle)}`, 2);
    const after = workspace.diagnosticsFor(URI);
    assert.equal(after.filter((d) => d.code === 'CS0107').length, COPIES, 'every copy is still reported');
    assert.ok(cardsChecked >= 1 && cardsChecked <= 3, `an edit re-checks the edited copy and its neighbours, not ${cardsChecked} copies`);
  });

  it('lists at most 20 other copies per copy, sharing one list among the later copies', () => {
    const workspace = new CardWorkspace(DEFAULT_CHECKS);
    const document = workspace.setDocument(URI, COPY.repeat(COPIES), 1);
    const reported = checkDuplicateNames(document, workspace);
    assert.equal(reported.length, COPIES);
    const cards = document.file.cards;
    // What a reader sees is unchanged: the first copy lists the next 20, a later copy the first 20.
    assert.deepEqual(
      reported[0].related!.map((r) => r.span.start),
      cards.slice(1, 21).map((c) => c.name.span.start),
    );
    assert.deepEqual(
      reported[10].related!.map((r) => r.span.start),
      [...cards.slice(0, 10), ...cards.slice(11, 21)].map((c) => c.name.span.start),
    );
    assert.deepEqual(
      reported.at(-1)!.related!.map((r) => r.span.start),
      cards.slice(0, 20).map((c) => c.name.span.start),
    );
    assert.equal(reported[0].message, `The card name "Same Name" is defined ${COPIES} times in the workspace; card names must be unique.`);
    // Built: one list for each of the first 21 copies and one for all the others.
    const lists = new Set(reported.map((d) => d.related));
    assert.ok(lists.size <= 22, `${lists.size} lists of related locations were built for one name`);
  });

  it('bounds every message shown, whatever the card quotes (a 1 MiB name, a 4 MiB word)', () => {
    const name = 'N'.repeat(1 << 20);
    const card = `monster "${name}" {\n  frame normal\n  level 4\n  atk 1 def 1\n}\n`;
    const workspace = new CardWorkspace(DEFAULT_CHECKS);
    workspace.setDocument(URI, `${card}${card}${'x'.repeat(4 << 20)}\n`, 1);
    const shown = capDiagnostics(workspace.diagnosticsFor(URI));
    assert.ok(shown.some((d) => d.code === 'CS0107') && shown.some((d) => d.code === 'CS0113'), shown.map((d) => d.code).join(' '));
    for (const d of shown) {
      assert.ok(d.message.length <= MAX_MESSAGE_CHARS, `${d.code}: ${d.message.length} characters`);
      for (const r of d.related ?? []) assert.ok(r.message.length <= MAX_MESSAGE_CHARS, `related of ${d.code}: ${r.message.length} characters`);
    }
    const unexpected = shown.find((d) => d.code === 'CS0113')!;
    assert.match(unexpected.message, /^Expected a declaration \(monster, spell, trap, scenario or set\), found 'x{157}\.\.\.'\.$/);
  });
});
