import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { lowerScenario } from '../../../server/src/core/lowering/lowerScenario';
import { parse } from '../../../server/src/core/syntax/parser';
import { DEFAULT_LIMITS } from '../../../server/src/engine/actionContext';
import { lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { runScenario } from '../../../server/src/engine/runScenario';
import { loadCardFile, scenarioFixturesDir } from './scenarioFixtures';

/** A scenario that would loop or explode is stopped at a step limit with a clear error. */
const lookup = lookupWithLibrary([loadCardFile(path.join(scenarioFixturesDir, '_monsters.card')).file]);

function scenarioOf(text: string) {
  return lowerScenario(lowerFile('test', parse(text).tree).file.scenarios[0]).scenario;
}

describe('engine limits', () => {
  test('the step limit stops a long scenario with a clear error', () => {
    const steps = Array.from({ length: 10 }, () => '  step change phase to main1').join('\n');
    const run = runScenario(scenarioOf(`scenario "long" {\n${steps}\n}`), lookup, { limits: { ...DEFAULT_LIMITS, maxActions: 4 } });
    assert.equal(run.passed, false);
    assert.match(run.error ?? '', /step limit/);
    assert.equal(run.steps.length, 5);
    assert.equal(run.steps[4].code, 'step-limit-exceeded');
  });

  test('the operation limit stops a runaway action inside one step', () => {
    const deck = Array.from({ length: 30 }, () => '"Monster Reborn"').join(', ');
    const text = `scenario "excavate" {\n  you {\n    hand "Monster Gate"\n    monsters "Mystic Tomato"\n    deck ${deck}, "Gene-Warped Warwolf"\n  }\n  step activate "Monster Gate"\n}`;
    const run = runScenario(scenarioOf(text), lookup, { limits: { ...DEFAULT_LIMITS, maxOperationsPerAction: 20 } });
    assert.equal(run.steps[0].code, 'step-limit-exceeded');
    assert.equal(run.passed, false);
    // With the default limits the same scenario runs to the end.
    const normal = runScenario(scenarioOf(text), lookup);
    assert.equal(normal.steps[0].legal, true);
    assert.equal(
      normal.finalBoard.you.monsters.some((m) => m?.name === 'Gene-Warped Warwolf'),
      true,
    );
  });

  test('a 1,000-step scenario runs within the default limits', () => {
    const steps = Array.from(
      { length: 500 },
      () => '  step set "Gene-Warped Warwolf"\n  step return "Gene-Warped Warwolf" to hand\n  step end turn\n  step end turn',
    )
      .slice(0, 250)
      .join('\n');
    const run = runScenario(scenarioOf(`scenario "many" {\n  you { hand "Gene-Warped Warwolf" }\n${steps}\n}`), lookup);
    assert.equal(run.steps.length, 1000);
    assert.equal(run.error, null);
    assert.ok(
      run.steps.every((s) => s.legal),
      run.steps.find((s) => !s.legal)?.reason,
    );
  });

  test('a chain cannot grow past the chain-link limit', () => {
    const text = `scenario "chain" {\n  you {\n    hand "Pot of Greed"\n    deck "Gene-Warped Warwolf", "Alexandrite Dragon"\n    spells "Solemn Judgment", "Solemn Judgment"\n  }\n  step activate "Pot of Greed" hold\n  step respond activate "Solemn Judgment"\n  step respond activate "Solemn Judgment" expect illegal step-limit-exceeded\n}`;
    const run = runScenario(scenarioOf(text), lookup, { limits: { ...DEFAULT_LIMITS, maxChainLinks: 2 } });
    assert.equal(run.steps[1].legal, true);
    assert.equal(run.steps[2].code, 'step-limit-exceeded');
  });
});
