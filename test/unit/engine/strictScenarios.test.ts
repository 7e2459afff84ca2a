import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { LineIndex } from '../../../server/src/core/text/lineIndex';
import { lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { codesWithoutFamily } from '../../../server/src/engine/ruleCodeFamilies';
import { runScenarioDeclaration } from '../../../server/src/engine/runScenario';
import { loadCardFile, scenarioFixturesDir } from './scenarioFixtures';

const monsters = loadCardFile(path.join(scenarioFixturesDir, '_monsters.card'));

/** Runs the one scenario of `text` (with the rule fixtures' monsters and the bundled library). */
function run(text: string) {
  const file = lowerFile('file:///strict.card', parse(text).tree).file;
  const lookup = lookupWithLibrary([monsters.file, file]);
  const result = runScenarioDeclaration(file.scenarios[0], lookup);
  const lines = new LineIndex(text);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ code: d.code, line: lines.positionAt(d.span.start).line + 1 }));
  return { ...result, errors };
}

/**
 * A scenario that cannot be run as written does not pass, whatever its expectations say, and the line
 * that was not run has the diagnostic. `line` is 1-based in `text`.
 */
const BROKEN: { name: string; text: string; code: string; line: number }[] = [
  {
    name: 'a step that does not parse',
    text: 'scenario "S" {\n  you { hand "Mystic Tomato" }\n  step normal sumon "Mystic Tomato"\n  expect "Mystic Tomato" in hand\n}\n',
    code: 'CS0604',
    line: 3,
  },
  {
    name: 'a board line that does not parse',
    text: 'scenario "S" {\n  you {\n    hnad "Mystic Tomato"\n  }\n  expect lp 8000\n}\n',
    code: 'CS0605',
    line: 3,
  },
  {
    name: 'an expectation that does not parse',
    text: 'scenario "S" {\n  you { hand "Mystic Tomato" }\n  step normal summon "Mystic Tomato" expect legal\n  expect "Mystic Tomato" in hnad\n}\n',
    code: 'CS0606',
    line: 4,
  },
  {
    name: 'an unknown card on the board (misspelt)',
    text: 'scenario "S" {\n  you { hand "Mystic Tomatoe" }\n  expect lp 8000\n}\n',
    code: 'CS0601',
    line: 2,
  },
  {
    name: 'an unknown card in a step',
    text: 'scenario "S" {\n  you { hand "Mystic Tomato" }\n  step normal summon "Mystic Tomatoe" expect illegal\n}\n',
    code: 'CS0601',
    line: 3,
  },
  {
    name: 'an unknown scenario line',
    text: 'scenario "S" {\n  you { hand "Mystic Tomato" }\n  stp normal summon "Mystic Tomato"\n}\n',
    code: 'CS0609',
    line: 3,
  },
];

describe('scenarios cannot pass by accident', () => {
  for (const { name, text, code, line } of BROKEN) {
    test(name, () => {
      const result = run(text);
      assert.equal(result.run.passed, false, 'does not pass');
      assert.ok(
        result.errors.some((e) => e.code === code && e.line === line),
        `${code} on line ${line}; got ${JSON.stringify(result.errors)}`,
      );
      assert.ok(
        result.run.setupProblems.some((p) => p.startsWith(`${code}:`)),
        'the problem is listed with the run',
      );
    });
  }

  test('the same scenario written correctly passes', () => {
    const result = run(
      'scenario "S" {\n  you { hand "Mystic Tomato" }\n  step normal summon "Mystic Tomato" expect legal\n  expect "Mystic Tomato" in monsters\n}\n',
    );
    assert.deepEqual(result.errors, []);
    assert.equal(result.run.passed, true);
  });
});

describe('the judge expectations can fail', () => {
  const BARBAROS =
    'scenario "S" {\n  you { hand "Beast King Barbaros" }\n  step normal summon "Beast King Barbaros" without tributes expect legal\n  EXPECT\n}\n';
  const cases: { expect: string; says: RegExp }[] = [
    { expect: 'expect "Beast King Barbaros" atk 3000', says: /ATK 1900, not 3000/ },
    { expect: 'expect "Beast King Barbaros" def 1000', says: /DEF 1200, not 1000/ },
    { expect: 'expect "Beast King Barbaros" tribute summoned', says: /Expected "Beast King Barbaros" Tribute Summoned, but it was Normal Summoned/ },
    { expect: 'expect "Beast King Barbaros" not normal summoned', says: /not Normal Summoned, but it was Normal Summoned/ },
    { expect: 'expect "Beast King Barbaros" special summoned by procedure', says: /but it was Normal Summoned/ },
    { expect: 'expect normal summons left 1', says: /0 Normal Summon\(s\) left this turn, not 1/ },
    { expect: 'expect normal summons used 0', says: /1 Normal Summon\(s\) used this turn, not 0/ },
    { expect: 'expect "Beast King Barbaros" not in monsters', says: /Expected "Beast King Barbaros" not in your Monster Zones/ },
  ];
  for (const { expect, says } of cases) {
    test(expect, () => {
      const result = run(BARBAROS.replace('EXPECT', expect));
      assert.deepEqual(result.errors, []);
      assert.equal(result.run.passed, false);
      const failed = result.run.steps.flatMap((s) => s.expectations).find((e) => !e.met);
      assert.ok(failed, 'an expectation failed');
      assert.match(failed.message, says);
    });
  }

  test('expect illegal FAMILY fails for a refusal of another family', () => {
    const result = run(
      'scenario "S" {\n  you { graveyard "Dark Necrofear" hand "Monster Reborn" }\n  step activate "Monster Reborn" target "Dark Necrofear" expect illegal normal-summon\n}\n',
    );
    assert.deepEqual(result.errors, []);
    assert.equal(result.run.passed, false);
    assert.match(
      result.run.steps[0].expectations[0].message,
      /Expected illegal by a normal-summon rule, but it was refused by not-properly-summoned \(special-summon\)/,
    );
  });

  test('every rule code belongs to a family', () => assert.deepEqual(codesWithoutFamily(), []));
});
