import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { ALL_FAMILIES_ENABLED } from '../../../server/src/core/diagnostics/checkFamilies';
import { createStandardWorkspace } from '../../../server/src/simulation/standardWorkspace';

/**
 * The engine's checks are the slow tier (DocumentCheck.slow): `fast` leaves them out, warmSlowChecks runs
 * them a few declarations (cards, then scenarios) at a time, and what is published in the end equals a workspace that ran everything at once.
 */
test('the fast tier leaves the engine checks out; warming them in steps gives the full diagnostics', () => {
  const text = generateCardSet({ cards: 450, files: 1, seed: 3, damage: 0.4 }).files[0].text;
  const uri = 'file:///tier.card';
  const stepped = createStandardWorkspace();
  stepped.setDocument(uri, text, 1);
  const fast = stepped.diagnosticsFor(uri, ALL_FAMILIES_ENABLED, 'fast');
  assert.ok(fast.length > 0 && fast.every((d) => !/^CS0[67]/.test(d.code)), 'no engine diagnostic in the fast tier');
  const pending = stepped.slowWorkPending(uri);
  const { cards, scenarios } = stepped.getDocument(uri)!.file;
  assert.ok(scenarios.length > 0, 'the pool has scenarios');
  assert.equal(pending, cards.length + scenarios.length, 'every card and scenario waits for the slow checks');
  let steps = 0;
  while (stepped.warmSlowChecks(uri, 100) > 0) steps++;
  assert.equal(steps, Math.ceil(pending / 100));
  assert.equal(stepped.slowWorkPending(uri), 0);
  const all = stepped.diagnosticsFor(uri);
  assert.ok(
    all.some((d) => d.code === 'CS0701'),
    'the damaged pool has effect lines outside the vocabulary',
  );
  const atOnce = createStandardWorkspace();
  atOnce.setDocument(uri, text, 1);
  assert.equal(JSON.stringify(all), JSON.stringify(atOnce.diagnosticsFor(uri)));
  // An edit leaves the slow checks the declarations re-analysed with it only: the edited one and its
  // neighbours (the scenarios' set-up checks are kept too, the card names being the same).
  const edited = text.replace('It wanders from clan to clan.', 'It wanders from clan to clan!');
  stepped.setDocument(uri, edited, 2);
  const left = stepped.slowWorkPending(uri);
  assert.ok(left >= 1 && left <= 3, `${left} cards left`);
  const fresh = createStandardWorkspace();
  fresh.setDocument(uri, edited, 2);
  assert.equal(JSON.stringify(stepped.diagnosticsFor(uri)), JSON.stringify(fresh.diagnosticsFor(uri)));
});
