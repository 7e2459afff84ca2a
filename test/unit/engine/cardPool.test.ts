import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { lowerScenario } from '../../../server/src/core/lowering/lowerScenario';
import { parse } from '../../../server/src/core/syntax/parser';
import { lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { runScenario } from '../../../server/src/engine/runScenario';

/** Card behaviour comes from the definitions: a workspace card shadows the bundled library's card of that name. */
const WORKSPACE = `
spell "Double Summon" {
  kind normal
  effect {
    normal summon limit 3
  }
}

monster "Vanilla" {
  frame normal
  attribute EARTH
  race Warrior
  level 4
  atk 1000 def 1000
}

scenario "The workspace's Double Summon grants 3" {
  you { hand "Double Summon", 3 x "Vanilla" }
  step activate "Double Summon" expect legal
  step normal summon "Vanilla" expect legal
  step normal summon "Vanilla" expect legal
  step normal summon "Vanilla" expect legal
}
`;

test('workspace definitions shadow the bundled library', () => {
  const file = lowerFile('workspace', parse(WORKSPACE).tree).file;
  const run = runScenario(lowerScenario(file.scenarios[0]).scenario, lookupWithLibrary([file]));
  assert.ok(run.passed, run.steps.map((s) => `${s.actionText}: ${s.reason}`).join('\n'));
});

test('without the workspace card, the library Double Summon grants 2', () => {
  const file = lowerFile('workspace', parse(WORKSPACE.replace(/spell "Double Summon" \{[\s\S]*?\n\}\n/, '')).tree).file;
  const run = runScenario(lowerScenario(file.scenarios[0]).scenario, lookupWithLibrary([file]));
  assert.equal(run.passed, false);
  assert.equal(run.steps[3].code, 'normal-summon-limit-reached');
});

test('every step reports a board snapshot with 5 zones a side', () => {
  const file = lowerFile('workspace', parse(WORKSPACE).tree).file;
  const run = runScenario(lowerScenario(file.scenarios[0]).scenario, lookupWithLibrary([file]));
  for (const step of run.steps) {
    assert.equal(step.board.you.monsters.length, 5);
    assert.equal(step.board.opponent.spells.length, 5);
  }
  assert.equal(run.finalBoard.you.monsters.filter((m) => m?.name === 'Vanilla').length, 3);
  assert.equal(run.finalBoard.you.normalSummonsUsed, 3);
  assert.equal(run.finalBoard.you.normalSummonLimit, 3);
});
