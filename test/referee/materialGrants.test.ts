import assert from 'node:assert/strict';
import * as path from 'path';
import { test } from 'node:test';
import { lowerScenario } from '../../server/src/core/lowering/lowerScenario';
import { bundledLibraryFile, lookupWithLibrary } from '../../server/src/engine/library/bundledLibrary';
import { runScenario } from '../../server/src/engine/runScenario';
import { exportEdopro } from '../../server/src/interop/edopro/exportSet';
import { runDuel } from '../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore } from '../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { exportedPool, REFEREE_ASSIGN_FROM } from '../../server/src/interop/edopro/referee/refereeRun';
import { scenarioToDuel } from '../../server/src/interop/edopro/referee/scenarioToDuel';
import { cardFilesUnder, loadCardFile, scenarioFixturesDir } from '../unit/engine/scenarioFixtures';

/**
 * Material grants against EDOPro's engine (ocgcore-wasm): the exported scripts of
 * test/fixtures/scenarios/material-grants.card carry EFFECT_XYZ_LEVEL ("can be treated as a Level 3 or 5 monster
 * for the Xyz Summon of a WATER monster") and EFFECT_NONTUNER ("you can treat it as a non-Tuner" for a Synchro
 * Summon of a "T.G." monster), and the exported Xyz and Synchro procedures ask Card.IsXyzLevel and
 * Card.IsNotTuner. Each scenario is played step by step in both engines, and every step must get the same verdict.
 */
const FIXTURES = ['material-grants.card'];

test('EDOPro agrees with our engine on every step of the material-grant scenarios', async () => {
  const engine = await loadOcgcore();
  const files = cardFilesUnder(scenarioFixturesDir)
    .map(loadCardFile)
    .map((f) => f.file);
  const lookup = lookupWithLibrary(files);
  const exported = exportEdopro([...files, bundledLibraryFile()], { assignIdsFrom: REFEREE_ASSIGN_FROM });
  const { pool, view } = exportedPool(exported);
  const fixtures = files.filter((f) => FIXTURES.includes(path.basename(f.uri)));
  assert.equal(fixtures.length, FIXTURES.length);
  const differing: string[] = [];
  let steps = 0;
  for (const file of fixtures) {
    for (const declaration of file.scenarios) {
      const scenario = lowerScenario(declaration).scenario;
      const translation = scenarioToDuel(scenario, view);
      assert.ok(translation.mapped, `${declaration.name.value}: ${translation.mapped ? '' : translation.reason}`);
      const ours = runScenario(scenario, lookup);
      ours.steps.forEach((step, i) => {
        const subject = translation.subjects[i];
        const oursLegal =
          step.legal && (subject === null || [...step.board.you.monsters, ...(step.board.you.extraMonsters ?? [])].some((m) => m?.name === subject));
        const prefix = translation.question.steps.filter((_s, j) => j < i && ours.steps[j].legal);
        const run = runDuel(engine, pool, { ...translation.question, steps: [...prefix, translation.question.steps[i]] });
        const last = run.steps[run.steps.length - 1];
        const prepared = run.steps.slice(0, -1).every((o) => o.offered && o.error === null);
        const theirs = prepared && last !== undefined && last.offered && last.error === null && (subject === null || last.onField);
        steps++;
        if (oursLegal !== theirs)
          differing.push(
            `${declaration.name.value}, step ${i + 1} "${scenario.steps[i].actionText}": ours ${oursLegal ? 'legal' : 'illegal'}, EDOPro ${theirs ? 'legal' : 'illegal'}${last?.error ? ` (${last.error})` : ''}`,
          );
      });
    }
  }
  assert.ok(steps >= 6, `${steps} steps asked`);
  assert.deepEqual(differing, []);
});
