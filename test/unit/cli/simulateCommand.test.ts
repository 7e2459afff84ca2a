import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runBuiltCli } from './runBuiltCli';

/**
 * `cardscript simulate` (built CLI) on fixtures/scenarios: passing.card defines "Fixture Imp" and a
 * scenario that passes; failing.card uses that card in a scenario whose second step is refused by the
 * one-Normal-Summon-per-turn rule while it expects legal.
 */
describe('cardscript simulate (built CLI)', () => {
  const EXIT_CASES: readonly { args: string[]; status: number; stderr: RegExp }[] = [
    { args: ['simulate', 'scenarios'], status: 1, stderr: /2 scenario\(s\): 1 passed, 1 failed/ },
    { args: ['simulate', 'scenarios', '--scenario', 'Imp can be Normal Summoned'], status: 0, stderr: /1 scenario\(s\): 1 passed, 0 failed/ },
    { args: ['simulate', 'scenarios', '--scenario', 'Two Normal Summons in one turn'], status: 1, stderr: /0 passed, 1 failed/ },
    { args: ['simulate', 'scenarios', '--scenario', 'Nope'], status: 2, stderr: /no scenario named "Nope"/ },
    { args: ['simulate', 'scenarios', '--format', 'sarif'], status: 2, stderr: /unknown format 'sarif'/ },
    { args: ['simulate', 'clean'], status: 0, stderr: /0 scenario\(s\)/ },
    { args: ['simulate', 'scenarios', '--card', 'Fixture Imp'], status: 0, stderr: /"Fixture Imp": \d+ legal, \d+ illegal/ },
    { args: ['simulate', 'scenarios', '--card', 'Nope'], status: 2, stderr: /no monster named "Nope"/ },
    { args: ['simulate', 'scenarios', '--card', 'X', '--scenario', 'Y'], status: 2, stderr: /cannot be combined/ },
  ];
  for (const { args, status, stderr } of EXIT_CASES) {
    it(`cardscript ${args.join(' ')} exits ${status}`, () => {
      const run = runBuiltCli(args);
      assert.equal(run.status, status, run.stderr);
      assert.match(run.stderr, stderr);
    });
  }

  it('--format json lists each scenario with its steps, verdicts and rule codes', () => {
    const report = JSON.parse(runBuiltCli(['simulate', 'scenarios', '--format', 'json']).stdout);
    assert.deepEqual(
      report.scenarios.map((s: { name: string; file: string; line: number; passed: boolean }) => [s.name, s.file, s.line, s.passed]),
      [
        ['Two Normal Summons in one turn', 'scenarios/failing.card', 2, false],
        ['Imp can be Normal Summoned', 'scenarios/passing.card', 9, true],
      ],
    );
    const steps = report.scenarios[0].steps.map((s: Record<string, unknown>) => [s.line, s.action, s.legal, s.code, s.expectationMet]);
    assert.deepEqual(steps, [
      [4, 'normal summon "Fixture Imp"', true, null, true],
      [6, 'normal summon "Fixture Imp"', false, 'normal-summon-limit-reached', false],
    ]);
    for (const step of report.scenarios[0].steps) assert.equal(typeof step.reason, 'string');
  });

  it('--card --format json lists every summon route with its verdict', () => {
    const matrix = JSON.parse(runBuiltCli(['simulate', 'scenarios', '--card', 'Fixture Imp', '--format', 'json']).stdout);
    assert.equal(matrix.card, 'Fixture Imp');
    assert.equal(matrix.found, true);
    assert.ok(matrix.routes.length >= 3, `routes: ${matrix.routes.map((r: { title: string }) => r.title).join(', ')}`);
    const normal = matrix.routes.find((r: { title: string }) => r.title === 'Normal Summon');
    assert.deepEqual([normal.applicable, normal.legal, normal.code], [true, true, null]);
    assert.equal(matrix.legalCount + matrix.illegalCount + matrix.skippedCount, matrix.routes.length);
  });

  it('--format text prints a trace with every step, its verdict and each expectation', () => {
    const run = runBuiltCli(['simulate', 'scenarios']);
    assert.match(run.stdout, /^Scenario "Two Normal Summons in one turn" \(scenarios\/failing\.card:2\): FAILED$/m);
    assert.match(run.stdout, /^ {2}step 2 \(line 6\): normal summon "Fixture Imp"\n {4}illegal \[normal-summon-limit-reached\]: /m);
    assert.match(run.stdout, /^ {4}NOT MET: Expected legal, but it was refused/m);
    assert.match(run.stdout, /^Scenario "Imp can be Normal Summoned" \(scenarios\/passing\.card:9\): PASSED$/m);
  });
});
