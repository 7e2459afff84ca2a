import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { BUILT_CLI, FIXTURES, REPO_ROOT, runBuiltCli } from './runBuiltCli';

/**
 * The bundled CLI (dist/cli.js) run as a user runs it, on the fixtures beside this file:
 *   clean/   two files, four cards, no errors (one card references nothing; names are unique)
 *   broken/  an unknown field (errors.card 7:3) and a name defined in both files (errors.card 10:9, other.card 1:9)
 *   empty/   no .card file
 */
describe('cardscript check (built CLI)', () => {
  it('dist/cli.js exists (run `npm run build` first)', () => {
    assert.ok(fs.existsSync(BUILT_CLI), `${BUILT_CLI} is missing`);
  });

  describe('exit codes', () => {
    const CASES: readonly { args: string[]; status: number; stderr?: RegExp }[] = [
      { args: ['check', 'clean'], status: 0 },
      { args: ['check', 'clean/monsters.card'], status: 0 },
      { args: ['check', 'broken'], status: 1 },
      { args: ['check', 'clean', 'broken', '--format', 'json'], status: 1 },
      { args: ['check', 'broken/other.card'], status: 0 }, // alone, the name is not duplicated
      { args: ['check', 'no-such-folder'], status: 2, stderr: /no-such-folder: no such file or folder/ },
      { args: ['check', 'empty'], status: 2, stderr: /no \.card files found in empty/ },
      { args: ['check', '--format', 'xml', 'clean'], status: 2, stderr: /unknown format 'xml'[\s\S]*Usage: cardscript/ },
      { args: ['chek'], status: 2, stderr: /unknown command 'chek'[\s\S]*Usage: cardscript/ },
      { args: [], status: 2, stderr: /missing command/ },
      { args: ['--help'], status: 0 },
    ];
    for (const { args, status, stderr } of CASES) {
      it(`cardscript ${args.join(' ') || '(nothing)'} exits ${status}`, () => {
        const run = runBuiltCli(args);
        assert.equal(run.status, status, `stdout: ${run.stdout}\nstderr: ${run.stderr}`);
        if (stderr) assert.match(run.stderr, stderr);
      });
    }
  });

  it('--help prints the usage on stdout', () => {
    const run = runBuiltCli(['--help']);
    assert.match(run.stdout, /^Usage: cardscript <command>/);
    assert.match(run.stdout, /--format <format>/);
  });

  describe('--format text', () => {
    it('prints one `file:line:col severity code message` line per diagnostic, in file and position order', () => {
      const run = runBuiltCli(['check', 'broken']);
      const lines = run.stdout.trimEnd().split('\n');
      assert.deepEqual(
        lines.map((l) => l.split(' ').slice(0, 3).join(' ')),
        ['broken/errors.card:7:3 error CS0101', 'broken/errors.card:10:9 error CS0107', 'broken/other.card:1:9 error CS0107'],
      );
      assert.match(lines[0], /Unknown monster field 'sparkle'/);
      assert.match(run.stderr, /2 files, 3 cards: 3 errors, 0 warnings/);
    });

    it('prints nothing on stdout for a clean set, and a summary on stderr', () => {
      const run = runBuiltCli(['check', 'clean']);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /2 files, 4 cards: no problems/);
    });

    it('prints paths relative to the working directory', () => {
      const run = runBuiltCli(['check', path.join(FIXTURES, 'broken')], path.join(REPO_ROOT, 'test'));
      assert.match(run.stdout, /^unit\/cli\/fixtures\/broken\/errors\.card:7:3 error CS0101 /m);
    });

    it('every line matches the $cardscript problem matcher in package.json', () => {
      const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
      const matcher = manifest.contributes.problemMatchers.find((m: { name: string }) => m.name === 'cardscript');
      assert.ok(matcher, 'package.json contributes a problem matcher named cardscript');
      const pattern = new RegExp(matcher.pattern.regexp);
      const lines = runBuiltCli(['check', 'broken']).stdout.trimEnd().split('\n');
      assert.equal(lines.length, 3);
      for (const line of lines) {
        const match = pattern.exec(line);
        assert.ok(match, `problem matcher does not match: ${line}`);
        assert.match(match[matcher.pattern.file], /^broken\/(errors|other)\.card$/);
        assert.match(match[matcher.pattern.line], /^\d+$/);
        assert.equal(match[matcher.pattern.severity], 'error');
        assert.match(match[matcher.pattern.code], /^CS\d{4}$/);
        assert.ok(match[matcher.pattern.message].length > 10);
      }
    });
  });

  describe('--format json', () => {
    it('lists files, cards and 1-based diagnostics with the documented fields', () => {
      const run = runBuiltCli(['check', 'clean', 'broken', '--format', 'json']);
      const report = JSON.parse(run.stdout);
      assert.deepEqual(report.files, ['broken/errors.card', 'broken/other.card', 'clean/monsters.card', 'clean/spells.card']);
      assert.deepEqual(
        report.cards.map((c: { name: string; kind: string; file: string; line: number }) => [c.name, c.kind, c.file, c.line]),
        [
          ['Glitter Golem', 'monster', 'broken/errors.card', 2],
          ['Twin Name', 'monster', 'broken/errors.card', 10],
          ['Twin Name', 'monster', 'broken/other.card', 1],
          ['Shadow Imp', 'monster', 'clean/monsters.card', 4],
          ['Cyber Dragon', 'monster', 'clean/monsters.card', 12],
          ['Monster Reborn', 'spell', 'clean/spells.card', 1],
          ['Bottomless Trap Hole', 'trap', 'clean/spells.card', 10],
        ],
      );
      const unknownField = report.diagnostics.find((d: { code: string }) => d.code === 'CS0101');
      assert.deepEqual(
        { ...unknownField, message: undefined, related: undefined },
        {
          file: 'broken/errors.card',
          line: 7,
          column: 3,
          endLine: 7,
          endColumn: 10,
          severity: 'error',
          code: 'CS0101',
          message: undefined,
          related: undefined,
        },
      );
      const duplicate = report.diagnostics.find((d: { code: string; file: string }) => d.code === 'CS0107' && d.file === 'broken/errors.card');
      assert.deepEqual(
        duplicate.related.map((r: { file: string; line: number; column: number }) => [r.file, r.line, r.column]),
        [['broken/other.card', 1, 9]],
      );
    });

    it('is valid JSON with no diagnostics for a clean set', () => {
      const report = JSON.parse(runBuiltCli(['check', 'clean', '--format=json']).stdout);
      assert.equal(report.files.length, 2);
      assert.equal(report.cards.length, 4);
      assert.deepEqual(
        report.diagnostics.filter((d: { severity: string }) => d.severity === 'error'),
        [],
      );
    });
  });

  describe('--format sarif', () => {
    it('writes a SARIF 2.1.0 log with one rule per code, help links and regions', () => {
      const run = runBuiltCli(['check', 'broken', '--format', 'sarif']);
      assert.equal(run.status, 1);
      const log = JSON.parse(run.stdout);
      assert.equal(log.version, '2.1.0');
      assert.match(log.$schema, /sarif-2\.1\.0/);
      assert.equal(log.runs.length, 1);
      const [sarifRun] = log.runs;
      assert.equal(sarifRun.tool.driver.name, 'cardscript');
      assert.deepEqual(
        sarifRun.tool.driver.rules.map((r: { id: string }) => r.id),
        ['CS0101', 'CS0107'],
      );
      for (const rule of sarifRun.tool.driver.rules) assert.match(rule.helpUri, new RegExp(`docs/diagnostics\\.md#${rule.id.toLowerCase()}$`));
      // The links are the installed package's own docs (here: this checkout's), so they resolve offline.
      for (const rule of sarifRun.tool.driver.rules) assert.ok(fs.existsSync(new URL(rule.helpUri.replace(/#.*$/, ''))), rule.helpUri);
      assert.ok(fs.existsSync(new URL(sarifRun.tool.driver.informationUri)), sarifRun.tool.driver.informationUri);
      assert.match(sarifRun.tool.driver.informationUri, /^file:\/\/.*\/docs\/cli\.md$/);
      assert.equal(sarifRun.results.length, 3);
      const first = sarifRun.results[0];
      assert.equal(first.ruleId, 'CS0101');
      assert.equal(sarifRun.tool.driver.rules[first.ruleIndex].id, 'CS0101');
      assert.equal(first.level, 'error');
      assert.deepEqual(first.locations[0].physicalLocation, {
        artifactLocation: { uri: 'broken/errors.card', uriBaseId: '%SRCROOT%' },
        region: { startLine: 7, startColumn: 3, endLine: 7, endColumn: 10 },
      });
      assert.equal(sarifRun.originalUriBaseIds['%SRCROOT%'].uri, `${new URL(`file://${FIXTURES}/`).href}`);
      const duplicate = sarifRun.results.find((r: { ruleId: string }) => r.ruleId === 'CS0107');
      assert.equal(duplicate.relatedLocations.length, 1);
    });

    it('has an empty result list and no rules for a clean set', () => {
      const log = JSON.parse(runBuiltCli(['check', 'clean', '--format', 'sarif']).stdout);
      assert.deepEqual(log.runs[0].results, []);
    });
  });

  it('bin/cardscript.js runs the same CLI (what `npx cardscript` runs)', () => {
    const run = runBuiltCli(['check', 'broken', '--format', 'json'], FIXTURES, path.join(REPO_ROOT, 'bin', 'cardscript.js'));
    assert.equal(run.status, 1);
    assert.equal(JSON.parse(run.stdout).diagnostics.length, 3);
  });
});
