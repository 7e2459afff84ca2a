import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixtureStepDisagreements } from './fixtureAgreement';

/**
 * The scripts the export writes for printed filters (`level 2 or rank 2`, `1 tuner or 1 archetype "A" monster`, `1 card from hand or field`, DEF, Spell/Trap,
 * Rank-filtered Xyz Material, several Tuners, conditions that count the whole field, the face-up Extra Deck) against EDOPro's engine (ocgcore-wasm): each written scenario
 * of these fixtures is played step by step in both engines, and every step must get the same verdict.
 */
const FIXTURES = [
  'printed-filters.card',
  'printed-def-spell-trap-filters.card',
  'tribute-filter.card',
  'special-summon-condition.card',
  'filter-alternatives.card',
  'opponent-materials.card',
  'field-count-conditions.card',
  'face-up-extra.card',
  'opponent-tributes.card',
];

test('EDOPro agrees with our engine on every step of the printed-filter scenarios', async () => {
  const { steps, differing } = await fixtureStepDisagreements(FIXTURES);
  assert.ok(steps >= 10, `${steps} steps asked`);
  assert.deepEqual(differing, []);
});
