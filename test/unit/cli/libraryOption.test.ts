import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseCliArguments } from '../../../server/src/cli/cliArguments';
import { readCdb } from '../../../server/src/interop/edopro/cdbFile';
import { CUSTOM_FUSION_SET, writeLibraryFolder } from '../edopro/libraryFixture';
import { runBuiltCli } from './runBuiltCli';

/** `--library PATH` on the commands that read cards (docs/cli.md), through the bundled CLI. */

const SET = CUSTOM_FUSION_SET;

let fixture: Awaited<ReturnType<typeof writeLibraryFolder>>;

before(async () => {
  fixture = await writeLibraryFolder();
  fs.writeFileSync(path.join(fixture.folder, 'set.card'), SET);
});

after(() => fs.rmSync(fixture.folder, { recursive: true, force: true }));

const cli = (...args: string[]) => runBuiltCli(args, fixture.folder);

describe('--library', () => {
  it('is repeatable, every value kept in order, on check and simulate', () => {
    assert.deepEqual(parseCliArguments(['check', '--library', 'a.cdb', '--library=b', 'x.card']), {
      kind: 'check',
      paths: ['x.card'],
      format: 'text',
      library: ['a.cdb', 'b'],
    });
    const simulate = parseCliArguments(['simulate', '--library', 'a.cdb', '--card', 'X', '--library', 'b']);
    assert.ok(simulate.kind === 'simulate');
    assert.deepEqual(simulate.library, ['a.cdb', 'b']);
    assert.equal('library' in parseCliArguments(['check']), false, 'absent when not given: the command is as before');
  });

  it('check: a card naming library cards draws no CS0502 with it, and CS0502 without', () => {
    const without = cli('check', 'set.card');
    assert.match(without.stdout, /CS0502 No card named "Dark Magician"/);
    const withLibrary = cli('check', 'set.card', '--library', 'cards.cdb', '--library', 'strings.conf');
    assert.equal(withLibrary.status, 0, withLibrary.stderr);
    assert.equal(withLibrary.stdout, '');
    assert.equal(withLibrary.stderr, '1 file, 1 card: no problems\n');
  });

  it('check --format json: the library cards are not reported as cards of the run', () => {
    const run = cli('check', 'set.card', '--library', 'cards.cdb', '--format', 'json');
    const report = JSON.parse(run.stdout) as { cards: { name: string }[]; diagnostics: unknown[] };
    assert.deepEqual(
      report.cards.map((c) => c.name),
      ['Dark Paladin Custom'],
    );
    assert.deepEqual(report.diagnostics, []);
  });

  it('a path that cannot be read is a warning on stderr, and the run goes on with the others', () => {
    const run = cli('check', 'set.card', '--library', 'missing.cdb', '--library', 'set.card', '--library', 'cards.cdb');
    assert.equal(run.status, 0);
    assert.match(run.stderr, /^cardscript: warning: library missing\.cdb: no such file or folder$/m);
    assert.match(run.stderr, /^cardscript: warning: library set\.card: not an EDOPro card database \(.+\)$/m);
    assert.doesNotMatch(run.stdout, /CS0502/);
  });

  it('simulate --card: a library card is a monster the matrix can try, and a material of a workspace card', () => {
    const matrix = cli('simulate', 'set.card', '--card', 'Dark Paladin Custom', '--library', 'cards.cdb');
    assert.equal(matrix.status, 0, matrix.stderr);
    assert.match(matrix.stdout, /Fusion Summon \(Polymerization\) \(rule 3\): legal/);
    const library = cli('simulate', 'set.card', '--card', 'Buster Blader', '--library', 'cards.cdb');
    assert.equal(library.status, 0, library.stderr);
    assert.match(library.stdout, /^Simulate summon "Buster Blader"/);
    assert.equal(cli('simulate', 'set.card', '--card', 'Buster Blader').status, 2, 'unknown without the library');
  });

  it('export edopro: the card refers to library cards by passcode; no library card is written', async () => {
    const run = cli('export', 'edopro', 'set.card', '--out', 'out', '--library', 'cards.cdb');
    assert.equal(run.status, 0, run.stderr);
    const lua = fs.readFileSync(path.join(fixture.folder, 'out', 'script', 'c900000001.lua'), 'utf8');
    assert.match(lua, /IsCode\(46986414\)/);
    assert.match(lua, /IsCode\(78193831\)/);
    const rows = await readCdb(fs.readFileSync(path.join(fixture.folder, 'out', 'cards.cdb')));
    assert.deepEqual(
      rows.map((r) => r.name),
      ['Dark Paladin Custom'],
    );
  });
});
