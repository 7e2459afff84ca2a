import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { summonMatrix } from '../../../server/src/engine/summonMatrix';
import { loadOcgcore } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { EdoproReferee } from '../../../server/src/interop/edopro/referee/edoproReferee';
import { withEdoproVerdicts } from '../../../server/src/simulation/edoproVerdicts';
import { matrixPanelModel } from '../../../server/src/simulation/panelModels';
import { cardFileUri } from '../../helpers/fixtureFiles';

/**
 * EDOPro's verdict beside ours in "Simulate summon" (docs/edopro.md, "In the editor"): the real engine
 * (ocgcore-wasm, a dependency) asked about every route of real cards' summon matrices. Both agree on the
 * classic cards; a disagreement, forced by turning one of EDOPro's answers round, is marked and counted.
 */
const root = path.resolve(__dirname, '../../../..');
const file = path.join(root, 'examples', 'classic-monsters.card');
const lookup = lookupWithLibrary([lowerFile(cardFileUri(file), parse(fs.readFileSync(file, 'utf8')).tree).file]);

let loads = 0;
const referee = new EdoproReferee(() => {
  loads++;
  return loadOcgcore();
});

for (const card of ['Dark Magician', 'Dark Necrofear', 'Cyber Dragon']) {
  test(`"${card}": EDOPro agrees with us on every route it is asked about`, async () => {
    const matrix = summonMatrix(card, lookup);
    const outcome = await referee.judge(matrix, lookup);
    assert.ok(outcome.asked, 'the engine loads');
    const model = withEdoproVerdicts(matrixPanelModel(matrix, 'file:///x.card', 0), matrix, outcome);
    const asked = model.steps.filter((s) => s.edopro?.legal !== null);
    assert.ok(asked.length >= 5, `${card}: ${asked.length} routes asked`);
    assert.deepEqual(
      model.steps.filter((s) => s.edopro?.disagrees).map((s) => s.label),
      [],
    );
    for (const step of asked) assert.equal(step.edopro?.legal, step.legal, step.label);
    // Where EDOPro was not asked, the route says so and why: never a verdict.
    for (const step of model.steps.filter((s) => s.edopro?.legal === null)) assert.match(step.edopro?.note ?? '', /^not (asked|exported): \S/);
    assert.equal(model.edopro?.shown, true);
    assert.match(
      model.edopro?.note ?? '',
      new RegExp(`^EDOPro \\(ocgcore-wasm 0\\.1\\.2\\): ${asked.length} of ${model.steps.length} routes asked, ${asked.length} agree \\(`),
    );
  });
}

test('the engine is loaded once, by the first question', () => assert.equal(loads, 1));

test("a disagreement (forced: one of EDOPro's answers turned round) is marked on its route and counted", async () => {
  const matrix = summonMatrix('Dark Magician', lookup);
  const outcome = await referee.judge(matrix, lookup);
  assert.ok(outcome.asked);
  const answers = new Map(outcome.answers);
  const flipped = answers.get('normal-summon-2')!;
  assert.equal(flipped.edopro, true, 'EDOPro lets Dark Magician be Tribute Summoned with 2 Tributes');
  answers.set('normal-summon-2', { ...flipped, edopro: false });
  const model = withEdoproVerdicts(matrixPanelModel(matrix, 'file:///x.card', 0), matrix, { ...outcome, answers });
  const marked = model.steps.filter((s) => s.edopro?.disagrees);
  assert.deepEqual(
    marked.map((s) => [s.legal, s.edopro?.legal]),
    [[true, false]],
  );
  assert.match(model.edopro?.note ?? '', /, 1 disagree \(/);
});

test('an engine that cannot load: not asked, with why, and the next question tries again', async () => {
  let tries = 0;
  const broken = new EdoproReferee(() => {
    tries++;
    return Promise.reject(new Error('no engine here'));
  });
  const matrix = summonMatrix('Dark Magician', lookup);
  const outcome = await broken.judge(matrix, lookup);
  assert.deepEqual(outcome, { asked: false, reason: "EDOPro's engine could not be loaded: no engine here" });
  const model = withEdoproVerdicts(matrixPanelModel(matrix, 'file:///x.card', 0), matrix, outcome);
  assert.deepEqual(model.edopro, { shown: false, note: "EDOPro (ocgcore-wasm 0.1.2) not asked: EDOPro's engine could not be loaded: no engine here" });
  assert.equal(
    model.steps.some((s) => s.edopro !== undefined),
    false,
    'no route gets a verdict',
  );
  await broken.judge(matrix, lookup);
  assert.equal(tries, 2);
});

test('asking EDOPro gives the event loop back between duels, and two simulations take turns', async () => {
  const matrix = summonMatrix('Dark Necrofear', lookup);
  // A timer set before asking fires before the answer: other requests (hover, completion) are served meanwhile.
  let timersRun = 0;
  const tick = setInterval(() => timersRun++, 0);
  const order: string[] = [];
  const first = referee.judge(matrix, lookup).then((outcome) => {
    order.push('first');
    return outcome;
  });
  const second = referee.judge(summonMatrix('Cyber Dragon', lookup), lookup).then((outcome) => {
    order.push('second');
    return outcome;
  });
  const [a, b] = await Promise.all([first, second]);
  clearInterval(tick);
  assert.ok(a.asked && b.asked);
  assert.ok(timersRun >= 2, `timers ran while EDOPro was asked: ${timersRun}`);
  assert.deepEqual(order, ['first', 'second']);
});
