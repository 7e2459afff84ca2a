import assert from 'node:assert/strict';
import * as path from 'node:path';
import { test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { lowerScenario } from '../../../server/src/core/lowering/lowerScenario';
import { parse } from '../../../server/src/core/syntax/parser';
import type { PlayerView } from '../../../server/src/engine/boardSnapshot';
import { lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { runScenario } from '../../../server/src/engine/runScenario';
import { loadCardFile, scenarioFixturesDir } from './scenarioFixtures';

/**
 * The board snapshot the panel draws (engine/boardSnapshot.ts): the Pendulum Zones with their Scales, the
 * Extra Monster Zones, the face-up Extra Deck. Cards from test/fixtures/scenarios/modern-pendulum-link.card.
 */
const cards = loadCardFile(path.join(scenarioFixturesDir, 'modern-pendulum-link.card')).file;
const lookup = lookupWithLibrary([cards]);

function run(text: string) {
  const file = lowerFile('file:///snapshot.card', parse(text).tree).file;
  const result = runScenario(lowerScenario(file.scenarios[0]).scenario, lookup);
  assert.equal(result.error, null);
  return result;
}

const names = (row: PlayerView['spells']) => row.map((c) => c?.name ?? null);

test('the Pendulum Zones are the outer Spell & Trap Zones, with the Scales of the Pendulum Monsters in them', () => {
  const result = run(`scenario "s" {
  you { hand "Stargazer Magician", "Timegazer Magician", "Sample Pendulum Drake" }
  step activate "Stargazer Magician" as pendulum scale expect legal
  step activate "Timegazer Magician" as pendulum scale expect legal
  step pendulum summon "Sample Pendulum Drake" expect legal
}`);
  assert.equal(result.initialBoard.you.pendulumScales, undefined, 'no Pendulum Monster in a Pendulum Zone yet');
  const afterFirst = result.steps[0].board.you;
  assert.deepEqual(names(afterFirst.spells), ['Stargazer Magician', null, null, null, null]);
  assert.deepEqual(afterFirst.pendulumScales, [1, null]);
  const last = result.steps[2].board.you;
  assert.deepEqual(names(last.spells), ['Stargazer Magician', null, null, null, 'Timegazer Magician']);
  assert.deepEqual(last.pendulumScales, [1, 8]);
  assert.equal(result.steps[2].board.opponent.pendulumScales, undefined);
  assert.ok(
    last.monsters.some((m) => m?.name === 'Sample Pendulum Drake'),
    'Pendulum Summoned from the hand to a Main Monster Zone',
  );
});

test('a Link Monster in the Extra Monster Zone; a Pendulum Monster used as material goes face-up to the Extra Deck', () => {
  const result = run(`scenario "s" {
  you {
    pendulum "Stargazer Magician", "Timegazer Magician"
    extra "Sample Link Spider", "Sample Pendulum Drake" face-up
    monsters "Sample Pendulum Drake"
  }
  step link summon "Sample Link Spider" materials "Sample Pendulum Drake" to extra monster zone expect legal
}`);
  const start = result.initialBoard.you;
  assert.equal(start.extraMonsters, undefined, 'absent while both Extra Monster Zones are empty');
  assert.deepEqual(
    start.extra.map((c) => [c.name, c.faceUp]),
    [
      ['Sample Link Spider', false],
      ['Sample Pendulum Drake', true],
    ],
  );
  const after = result.steps[0].board.you;
  assert.equal(after.extraMonsters?.length, 2);
  assert.deepEqual(after.extraMonsters?.map((c) => c?.name ?? null).filter(Boolean), ['Sample Link Spider']);
  assert.deepEqual(after.monsters.filter(Boolean), [], 'not in a Main Monster Zone');
  assert.deepEqual(
    after.extra.map((c) => [c.name, c.faceUp]),
    [
      ['Sample Pendulum Drake', true],
      ['Sample Pendulum Drake', true],
    ],
    'the material went face-up to the Extra Deck, not the GY',
  );
  assert.equal(result.steps[0].board.opponent.extraMonsters, undefined);
});
