import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixtureStepDisagreements } from '../unit/edopro/fixtureAgreement';

/**
 * Material grants against EDOPro's engine (ocgcore-wasm): the exported scripts of
 * test/fixtures/scenarios/material-grants.card carry EFFECT_XYZ_LEVEL ("can be treated as a Level 3 or 5 monster
 * for the Xyz Summon of a WATER monster") and EFFECT_NONTUNER ("you can treat it as a non-Tuner" for a Synchro
 * Summon of a "T.G." monster), and the exported Xyz and Synchro procedures ask Card.IsXyzLevel and
 * Card.IsNotTuner. Each scenario is played step by step in both engines, and every step must get the same verdict.
 */
const FIXTURES = ['material-grants.card'];

test('EDOPro agrees with our engine on every step of the material-grant scenarios', async () => {
  const { steps, differing } = await fixtureStepDisagreements(FIXTURES);
  assert.ok(steps >= 6, `${steps} steps asked`);
  assert.deepEqual(differing, []);
});
