import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_CHECKS } from '../../../server/src/core/analysis/defaultChecks';
import type { Diagnostic } from '../../../server/src/core/diagnostics/diagnostic';
import type { AnalyzedDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { CardWorkspace, type DocumentCheck } from '../../../server/src/core/workspace/cardWorkspace';
import type { CheckedWorkspace } from '../../../server/src/core/workspace/documentCheck';

/**
 * A diagnostic's late details (the deferred did-you-mean, lateDetails.ts) come as a new object when it is
 * handed out: the object its check returned is never changed. Every check's diagnostics are frozen here, so
 * finishing one in place would throw.
 */
const FROZEN_CHECKS: readonly DocumentCheck[] = DEFAULT_CHECKS.map((check) =>
  Object.assign((document: AnalyzedDocument, workspace: CheckedWorkspace) => check(document, workspace).map((d) => Object.freeze(d)), {
    perCard: check.perCard,
    slow: check.slow,
  }),
);

const TEXT = [
  'monster "Blue-Eyes White Dragon" {',
  '  frame normal',
  '  attribute LIGHT',
  '  race Dragon',
  '  level 8',
  '  atk 3000 def 2500',
  '}',
  '',
  'monster "Dragon Fusion" {',
  '  frame fusion',
  '  attribute LIGHT',
  '  race Dragon',
  '  level 8',
  '  atk 3000 def 2500',
  '  summon {',
  '    fusion materials "Blue-Eyes White Dragn" + "Blue-Eyes White Dragon"',
  '  }',
  '}',
  '',
].join('\n');
const URI = 'file:///late.card';

const didYouMean = (list: readonly Diagnostic[]) => list.filter((d) => d.message.includes('Did you mean "Blue-Eyes White Dragon"?'));

for (const keepCheckResults of [true, false]) {
  for (const read of ['diagnosticsFor', 'shownDiagnosticsFor'] as const) {
    test(`${read} (keepCheckResults ${keepCheckResults}) hands out the did-you-mean without changing the check's diagnostic`, () => {
      const deferred = new CardWorkspace(FROZEN_CHECKS, [], { deferDidYouMean: true, keepCheckResults });
      deferred.setDocument(URI, TEXT);
      const first = deferred[read](URI);
      assert.equal(didYouMean(first).length, 1, JSON.stringify(first.map((d) => d.message)));
      assert.equal(didYouMean(first)[0].fixes?.[0]?.edits[0]?.newText, '"Blue-Eyes White Dragon"');
      // Handed out again, the same objects; and the same as a workspace that does not defer makes at once.
      assert.equal(didYouMean(deferred[read](URI))[0], didYouMean(first)[0]);
      const eager = new CardWorkspace(FROZEN_CHECKS, [], { keepCheckResults });
      eager.setDocument(URI, TEXT);
      assert.deepEqual(first, eager[read](URI));
    });
  }
}
