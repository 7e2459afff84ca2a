import assert from 'node:assert/strict';
import * as path from 'path';
import { lowerScenario } from '../../../server/src/core/lowering/lowerScenario';
import { bundledLibraryFile, lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { runScenario } from '../../../server/src/engine/runScenario';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { loadOcgcore } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { REFEREE_ASSIGN_FROM } from '../../../server/src/interop/edopro/referee/refereeRun';
import { refereeScenario } from '../../../server/src/interop/edopro/referee/scenarioReferee';
import { cardFilesUnder, loadCardFile, scenarioFixturesDir } from '../engine/scenarioFixtures';

/**
 * Every scenario of the named fixtures (test/fixtures/scenarios/) played step by step in our engine and in
 * EDOPro's (refereeScenario), the cards of all fixtures exported together: the steps asked, and each step whose
 * verdicts differ. A scenario EDOPro cannot be asked fails the assertion with why.
 */
export async function fixtureStepDisagreements(fixtureNames: readonly string[]): Promise<{ steps: number; differing: string[] }> {
  const engine = await loadOcgcore();
  const files = cardFilesUnder(scenarioFixturesDir)
    .map(loadCardFile)
    .map((f) => f.file);
  const lookup = lookupWithLibrary(files);
  const exported = exportEdopro([...files, bundledLibraryFile()], { assignIdsFrom: REFEREE_ASSIGN_FROM });
  const fixtures = files.filter((f) => fixtureNames.includes(path.basename(f.uri)));
  assert.equal(fixtures.length, fixtureNames.length);
  const differing: string[] = [];
  let steps = 0;
  for (const file of fixtures) {
    for (const declaration of file.scenarios) {
      const scenario = lowerScenario(declaration).scenario;
      const outcome = refereeScenario(engine, scenario, runScenario(scenario, lookup), exported);
      assert.ok(outcome.mapped, `${declaration.name.value}: ${outcome.mapped ? '' : outcome.reason}`);
      assert.equal(outcome.crashed, undefined, `${declaration.name.value}: EDOPro's engine crashed`);
      outcome.steps.forEach((step, i) => {
        steps++;
        if (step.disagrees)
          differing.push(
            `${declaration.name.value}, step ${i + 1} "${scenario.steps[i].actionText}": ours ${step.ours ? 'legal' : 'illegal'}, EDOPro ${step.edopro ? 'legal' : 'illegal'}${step.note ? ` (${step.note})` : ''}`,
          );
      });
    }
  }
  return { steps, differing };
}
