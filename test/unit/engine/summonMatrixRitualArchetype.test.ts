import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { summonMatrix } from '../../../server/src/engine/summonMatrix';

/**
 * `ritual spell archetype "Nekroz"` names an archetype, not a card: the matrix's Ritual Summon route uses a
 * Ritual Spell of that archetype from the pool (it used the archetype as a card name and was never tried).
 */

const FILE = lowerFile(
  'file:///nekroz-sample.card',
  parse(
    [
      'monster "Nekroz of Sample" { archetype "Nekroz" frame ritual; attribute WATER; race Warrior; level 6; atk 2300 def 1400',
      '  summon { must ritual summon\n ritual spell archetype "Nekroz" } }',
      'spell "Sample Mirror" { archetype "Nekroz" kind ritual effect { ritual summon archetype "Nekroz" level at least using tributes from hand or field } }',
      'monster "Outsider of Sample" { frame ritual; attribute WATER; race Warrior; level 6; atk 2300 def 1400',
      '  summon { must ritual summon\n ritual spell archetype "Kaleido" } }',
    ].join('\n'),
  ).tree,
).file;

test('the Ritual Summon route of a monster whose Ritual Spell is an archetype uses a Ritual Spell of it, and is legal', () => {
  const matrix = summonMatrix('Nekroz of Sample', lookupWithLibrary([FILE]));
  const route = matrix.routes.find((r) => r.id === 'ritual-summon');
  assert.ok(route, 'a ritual-summon route');
  assert.equal(route.applicable, true, route.verdict.reason);
  assert.equal(route.verdict.legal, true, route.verdict.reason);
  assert.match(route.title, /Sample Mirror/);
});

test('an archetype without a Ritual Spell in the pool: the route is not tried, and says which Ritual Spell is missing', () => {
  const matrix = summonMatrix('Outsider of Sample', lookupWithLibrary([FILE]));
  const route = matrix.routes.find((r) => r.id === 'ritual-summon');
  assert.equal(route?.applicable, false);
  assert.match(route?.verdict.reason ?? '', /"Kaleido" Ritual Spell/);
});
