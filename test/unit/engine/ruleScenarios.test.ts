import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { lowerScenario } from '../../../server/src/core/lowering/lowerScenario';
import { lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { runScenario, type ScenarioRun } from '../../../server/src/engine/runScenario';
import { engineDiagnostics } from '../../../server/src/engine/scenarioDiagnostics';
import { checkScenarioSetup } from '../../../server/src/engine/scenarioSetupChecks';
import { cardFilesUnder, lineOf, type LoadedFile, loadCardFile, repoRoot, scenarioFixturesDir } from './scenarioFixtures';

/**
 * Data-driven: every scenario in test/fixtures/scenarios (one file per rule of
 * shared/design/summoning-rules.md) and in examples/ must set up cleanly and pass. A new rule test is one
 * scenario away; the expectations live in the .card files.
 */
function checkFolder(title: string, folder: string): void {
  const files = cardFilesUnder(folder).map(loadCardFile);
  const lookup = lookupWithLibrary(files.map((f) => f.file));
  describe(title, () => {
    test('the folder has scenarios', () => {
      assert.ok(
        files.some((f) => f.file.scenarios.length > 0),
        `no scenarios under ${folder}`,
      );
    });
    for (const loaded of files) {
      const relative = path.relative(repoRoot, loaded.path);
      test(`${relative} parses without errors, and its effects and scenarios lower cleanly`, () => {
        const all = [...loaded.diagnostics, ...engineDiagnostics(loaded.file, lookup)];
        assert.deepEqual(
          all.filter((d) => d.severity === 'error').map((d) => `${lineOf(loaded, d.span.start)}: ${d.code} ${d.message}`),
          [],
        );
      });
      for (const declaration of loaded.file.scenarios) {
        test(`${relative}: ${declaration.name.value}`, () => {
          const lowered = lowerScenario(declaration);
          const setup = checkScenarioSetup(lowered.scenario, lookup);
          const problems = [...lowered.diagnostics, ...setup].filter((d) => d.severity === 'error');
          assert.deepEqual(
            problems.map((d) => `${lineOf(loaded, d.span.start)}: ${d.code} ${d.message}`),
            [],
            'the scenario sets up cleanly',
          );
          const run = runScenario(lowered.scenario, lookup);
          assert.ok(run.passed, describeFailure(loaded, run));
        });
      }
    }
  });
}

function describeFailure(loaded: LoadedFile, run: ScenarioRun): string {
  const lines: string[] = [`scenario "${run.name}" failed:`];
  if (run.error) lines.push(`  engine stopped: ${run.error}`);
  for (const step of run.steps) {
    for (const expectation of step.expectations) {
      if (!expectation.met) lines.push(`  line ${lineOf(loaded, expectation.span.start)} (${step.actionText}): ${expectation.message}`);
    }
  }
  for (const expectation of run.finalExpectations) {
    if (!expectation.met) lines.push(`  line ${lineOf(loaded, expectation.span.start)} (final): ${expectation.message}`);
  }
  return lines.join('\n');
}

checkFolder('rule scenarios (test/fixtures/scenarios)', scenarioFixturesDir);
checkFolder('example scenarios (examples/)', path.join(repoRoot, 'examples'));
