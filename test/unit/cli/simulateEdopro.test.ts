import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { runSimulateCommand } from '../../../server/src/cli/simulateCommand';
import { edoproTraceLine } from '../../../server/src/simulation/edoproTraceLines';
import { FIXTURES, REPO_ROOT, runBuiltCli } from './runBuiltCli';

/**
 * `cardscript simulate --edopro` (built CLI, dist/ocgcore.js beside dist/cli.js): EDOPro's verdict beside
 * ours on each route of a summon matrix and each step of a scenario, in text and JSON, asked as the
 * editor's "Simulate summon" panel asks it (docs/cli.md, "--edopro").
 */
interface RouteJson {
  readonly id: string;
  readonly title: string;
  readonly legal: boolean;
  readonly edopro: { readonly legal: boolean | null; readonly disagrees: boolean; readonly note: string };
}

describe('cardscript simulate --edopro (built CLI)', () => {
  it("--card prints EDOPro's verdict under ours on every route, and the routes asked and agreeing", () => {
    const run = runBuiltCli(['simulate', 'scenarios', '--card', 'Fixture Imp', '--edopro']);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^EDOPro \(ocgcore-wasm 0\.1\.2\): 11 of 11 routes asked, 11 agree \(engine loaded in \d+ ms, asked in \d+ ms\)$/m);
    assert.equal(run.stdout.match(/^ {4}EDOPro: legal \(agrees\)$/gm)?.length, 11);
    assert.match(run.stderr, /^"Fixture Imp": 11 legal, 0 illegal of 11 routes\nEDOPro \(ocgcore-wasm 0\.1\.2\): 11 of 11 routes asked, 11 agree/);
  });

  it('--card --format json adds `edopro` to each route and to the matrix (every other field as without it)', () => {
    const plain = JSON.parse(runBuiltCli(['simulate', 'scenarios', '--card', 'Fixture Imp', '--format', 'json']).stdout);
    const asked = JSON.parse(runBuiltCli(['simulate', 'scenarios', '--card', 'Fixture Imp', '--format', 'json', '--edopro']).stdout);
    const { edopro, routes, ...rest } = asked;
    assert.deepEqual({ ...rest, routes: routes.map(({ edopro: _e, ...route }: RouteJson) => route) }, plain);
    assert.equal(edopro.shown, true);
    assert.match(edopro.note, /11 of 11 routes asked, 11 agree/);
    for (const route of routes as RouteJson[]) assert.deepEqual([route.edopro.legal, route.edopro.disagrees], [route.legal, false], route.title);
  });

  it('a card whose summoning clause is a stub in the export: every route says EDOPro was not asked, and why', () => {
    const matrix = JSON.parse(runBuiltCli(['simulate', 'edopro', '--card', 'Fixture Guardian', '--format', 'json', '--edopro']).stdout);
    assert.ok(matrix.routes.length > 0);
    for (const route of matrix.routes as RouteJson[]) {
      assert.equal(route.edopro.legal, null);
      assert.match(
        route.edopro.note,
        /^not asked: the summoning clauses of "Fixture Guardian" are partly a stub \(summon condition "you control a Field Spell" is free text/,
      );
    }
    const text = runBuiltCli(['simulate', 'edopro', '--card', 'Fixture Guardian', '--edopro']).stdout;
    assert.match(text, /^ {4}EDOPro: not asked: the summoning clauses of "Fixture Guardian" are partly a stub/m);
  });

  it('a Semi-Nomi by its own procedure: EDOPro, running its exported script, refuses Monster Reborn before its proper summon, as we do', () => {
    const folder = path.join(REPO_ROOT, 'test', 'corpus', 'summoning-profile');
    const matrix = JSON.parse(runBuiltCli(['simulate', folder, '--card', 'Profile Serpent of the Own Procedure', '--format', 'json', '--edopro']).stdout);
    const reborn = (matrix.routes as RouteJson[]).find((r) => r.id === 'reborn-before')!;
    assert.deepEqual([reborn.legal, reborn.edopro.legal, reborn.edopro.disagrees], [false, false, false]);
    assert.deepEqual(
      (matrix.routes as RouteJson[]).filter((r) => r.edopro.disagrees).map((r) => r.title),
      [],
    );
  });

  it("scenarios: EDOPro's verdict under each step, the scenarios it cannot be asked about say why, and the summary counts them", () => {
    const run = runBuiltCli(['simulate', 'scenarios', 'edopro', '--edopro']);
    assert.equal(run.status, 1, "the failing scenario still fails: EDOPro's verdict changes no exit code");
    assert.match(
      run.stdout,
      /^ {2}step 2 \(line 6\): normal summon "Fixture Imp"\n {4}illegal \[normal-summon-limit-reached\]: .*\n {4}EDOPro: illegal \(agrees\): not offered$/m,
    );
    assert.match(run.stdout, /^ {2}EDOPro \(ocgcore-wasm 0\.1\.2\) not asked: "end turn": the "endTurn" action has no counterpart here$/m);
    assert.match(run.stdout, /EDOPro: legal \(agrees\): the summoning clauses of "Fixture Guardian" are partly a stub in the export/);
    assert.match(run.stderr, /^4 scenario\(s\): 3 passed, 1 failed\nEDOPro: 3 of 4 scenario\(s\) asked, 3 agree on every step$/m);
  });

  it('scenarios --format json: `edopro` on each scenario and on each step of the scenarios asked', () => {
    const report = JSON.parse(runBuiltCli(['simulate', 'scenarios', 'edopro', '--edopro', '--format', 'json']).stdout);
    const byName = new Map(report.scenarios.map((s: { name: string }) => [s.name, s]));
    const failing = byName.get('Two Normal Summons in one turn') as { edopro: { shown: boolean }; steps: { legal: boolean; edopro: RouteJson['edopro'] }[] };
    assert.equal(failing.edopro.shown, true);
    assert.deepEqual(
      failing.steps.map((s) => [s.legal, s.edopro.legal, s.edopro.disagrees]),
      [
        [true, true, false],
        [false, false, false],
      ],
    );
    const unmapped = byName.get('A Guardian in the Deck is moved by hand') as { edopro: { shown: boolean; note: string }; steps: { edopro?: unknown }[] };
    assert.deepEqual([unmapped.edopro.shown, unmapped.steps.map((s) => s.edopro)], [false, [undefined]]);
    assert.match(unmapped.edopro.note, /not asked: "end turn"/);
  });

  it("without --edopro nothing of EDOPro's is printed", () => {
    const run = runBuiltCli(['simulate', 'scenarios', '--card', 'Fixture Imp']);
    assert.doesNotMatch(run.stdout + run.stderr, /EDOPro/);
    assert.equal(JSON.parse(runBuiltCli(['simulate', 'scenarios', '--format', 'json']).stdout).scenarios[0].edopro, undefined);
  });
});

describe("cardscript simulate --edopro without EDOPro's engine", () => {
  const io = () => {
    const out = { stdout: '', stderr: '' };
    return {
      out,
      io: {
        cwd: FIXTURES,
        stdout: (t: string) => void (out.stdout += t),
        stderr: (t: string) => void (out.stderr += t),
        stdoutData: (t: string) => void (out.stdout += t),
      },
    };
  };
  const missing = () => Promise.reject(new Error('ocgcore-wasm is not installed'));
  for (const card of [undefined, 'Fixture Imp']) {
    it(`${card ? '--card' : 'scenarios'}: exit 2, the reason on stderr, nothing on stdout`, async () => {
      const { out, io: cli } = io();
      const status = await runSimulateCommand(
        { paths: ['scenarios'], scenario: undefined, format: 'text', edopro: true, ...(card ? { card } : {}) },
        cli,
        missing,
      );
      assert.equal(status, 2);
      assert.equal(out.stdout, '');
      assert.match(out.stderr, /^cardscript: --edopro: EDOPro's engine could not be loaded: ocgcore-wasm is not installed\n$/);
    });
  }
});

describe("EDOPro's verdict as a trace line", () => {
  const CASES = [
    { verdict: { legal: true, disagrees: false, note: '' }, line: '  EDOPro: legal (agrees)' },
    { verdict: { legal: false, disagrees: true, note: 'not offered' }, line: '  EDOPro: illegal, DISAGREES with ours: not offered' },
    { verdict: { legal: null, disagrees: false, note: 'not asked: a chain response' }, line: '  EDOPro: not asked: a chain response' },
  ];
  for (const { verdict, line } of CASES) it(line.trim(), () => assert.equal(edoproTraceLine(verdict, '  '), line));
});
