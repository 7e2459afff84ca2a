import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { hoverAt } from '../../../server/src/core/features/hover';
import type { CardLibrary } from '../../../server/src/core/workspace/cardLibrary';
import { exportEdopro, exportedRows } from '../../../server/src/interop/edopro/exportSet';
import { EdoproCardLibrary } from '../../../server/src/interop/edopro/library/edoproCardLibrary';
import { loadCardLibraries, MAX_LIBRARY_DATABASE_BYTES } from '../../../server/src/interop/edopro/library/loadCardLibraries';
import { archetypeNamesOf } from '../../../server/src/interop/edopro/stringsConf';
import { readCdb } from '../../../server/src/interop/edopro/cdbFile';
import { createStandardWorkspace } from '../../../server/src/simulation/standardWorkspace';
import { CUSTOM_FUSION_SET, HOSTILE_NAME_AS_KNOWN, writeLibraryFolder } from './libraryFixture';

/**
 * The official pool as the library (docs/edopro.md): EDOPro databases read as card libraries, their cards
 * known by name below the workspace's and the bundled library's, never checked, never exported as rows.
 */

const SET_URI = 'file:///set/custom.card';
const FUSION = CUSTOM_FUSION_SET;

let fixture: Awaited<ReturnType<typeof writeLibraryFolder>>;
let library: EdoproCardLibrary;

before(async () => {
  fixture = await writeLibraryFolder();
  const loaded = await loadCardLibraries([fixture.cdb, fixture.strings], '/');
  assert.deepEqual(loaded.warnings, []);
  library = loaded.libraries[0];
});

after(() => fs.rmSync(fixture.folder, { recursive: true, force: true }));

function workspaceWith(libraries: readonly CardLibrary[], text = FUSION) {
  const workspace = createStandardWorkspace({ keepCheckResults: false });
  workspace.setLibraries(libraries);
  workspace.setDocument(SET_URI, text, 0);
  return workspace;
}

const codes = (workspace: ReturnType<typeof workspaceWith>) => workspace.diagnosticsFor(SET_URI).map((d) => `${d.code} ${d.message}`);

describe('an EDOPro database as a card library', () => {
  it('knows every named card once: an alternate artwork is its card, an empty name is no card', () => {
    assert.deepEqual(
      [...library.names()].sort(),
      ['Broken Level', 'Buster Blader', 'Dark Magician', HOSTILE_NAME_AS_KNOWN, "Magician's Rod", 'Polymerization'].sort(),
    );
    const magician = library.resolve('Dark Magician');
    assert.ok(magician?.kind === 'monster');
    assert.equal(magician.id?.value, 46986414, "the card's own row, not its artwork's");
    assert.equal(magician.level?.value, 7);
    assert.equal(magician.atk?.value, 2500);
    assert.equal(magician.attribute?.value, 'dark');
  });

  it('gives the same declaration for a name every time, and none for a name it does not hold', () => {
    assert.equal(library.resolve('Buster Blader'), library.resolve('Buster Blader'));
    assert.equal(library.resolve('Buster'), undefined);
    assert.equal(library.resolve(''), undefined);
  });

  it('files a card under the archetypes strings.conf names for its set codes', () => {
    assert.deepEqual(
      library.resolve("Magician's Rod")?.archetypes?.map((a) => a.value),
      ['Dark Magician'],
    );
    assert.equal(library.resolve('Buster Blader')?.archetypes, undefined);
  });

  it('keeps a hostile name as data: the card of that name is exactly that one card', () => {
    const card = library.resolve(HOSTILE_NAME_AS_KNOWN);
    assert.equal(card?.name.value, HOSTILE_NAME_AS_KNOWN);
    assert.equal(card?.kind, 'monster');
    assert.equal(card?.text?.value, '<script>alert(1)</script>');
  });

  it('reads strings.conf setname lines only, each code once, the first name kept', () => {
    const cases: readonly [string, readonly [number, string][]][] = [
      ['!setname 0x1 Ally of Justice', [[0x1, 'Ally of Justice']]],
      ['!setname 0x10A2 Dark Magician  \r\n!setname 0x10a2 Other', [[0x10a2, 'Dark Magician']]],
      ['!setname 0x12345 Too long\n!setname 0xzz Bad\n!setname 0x5\n!system 1 Not a setname', []],
      ['  !setname 0x1 Indented', []],
    ];
    for (const [text, expected] of cases) assert.deepEqual([...archetypeNamesOf(text)], expected, text);
  });
});

describe('the loader', () => {
  it('finds the databases and strings.conf of an EDOPro install folder (expansions/, repositories/*/, config/)', async () => {
    const install = path.join(fixture.folder, 'install');
    fs.mkdirSync(path.join(install, 'expansions'), { recursive: true });
    fs.mkdirSync(path.join(install, 'repositories', 'delta', 'nested'), { recursive: true });
    fs.mkdirSync(path.join(install, 'config'), { recursive: true });
    fs.copyFileSync(fixture.cdb, path.join(install, 'expansions', 'custom.cdb'));
    fs.copyFileSync(fixture.cdb, path.join(install, 'repositories', 'delta', 'cards.cdb'));
    fs.copyFileSync(fixture.cdb, path.join(install, 'repositories', 'delta', 'nested', 'deeper.cdb'));
    fs.copyFileSync(fixture.strings, path.join(install, 'config', 'strings.conf'));
    const loaded = await loadCardLibraries(['install'], fixture.folder);
    assert.deepEqual(loaded.warnings, []);
    assert.deepEqual(
      loaded.databases.map((d) => d.file.split(path.sep).join('/')),
      ['install/expansions/custom.cdb', 'install/repositories/delta/cards.cdb'],
    );
    assert.deepEqual(
      loaded.libraries.map((l) => l.label),
      ['EDOPro library custom.cdb', 'EDOPro library cards.cdb'],
    );
    assert.equal(loaded.archetypeNames, 1);
    assert.deepEqual(
      loaded.libraries[0].resolve("Magician's Rod")?.archetypes?.map((a) => a.value),
      ['Dark Magician'],
    );
  });

  it('warns about each path it cannot read and still loads the others', async () => {
    const notDatabase = path.join(fixture.folder, 'not-a-database.cdb');
    fs.writeFileSync(notDatabase, 'monster "X" {}\n'.repeat(100));
    const huge = path.join(fixture.folder, 'huge.cdb');
    // Sparse: no disk is written, the size alone is refused.
    fs.writeFileSync(huge, '');
    fs.truncateSync(huge, MAX_LIBRARY_DATABASE_BYTES + 1);
    const empty = path.join(fixture.folder, 'empty-folder');
    fs.mkdirSync(empty);
    const loaded = await loadCardLibraries(['missing.cdb', notDatabase, huge, empty, '', fixture.cdb], fixture.folder);
    assert.equal(loaded.warnings.length, 5, loaded.warnings.join('\n'));
    assert.match(loaded.warnings[0], /^library missing\.cdb: no such file or folder$/);
    assert.match(loaded.warnings[1], /empty-folder: no \.cdb database in this folder/);
    assert.match(loaded.warnings[2], /empty path/);
    assert.match(loaded.warnings[3], /not-a-database\.cdb: not an EDOPro card database \(.+\)$/);
    assert.match(loaded.warnings[4], /huge\.cdb: 67,108,865 bytes, more than a library file may have \(67,108,864\): not read$/);
    assert.equal(loaded.libraries.length, 1);
    assert.ok(loaded.libraries[0].resolve('Dark Magician'));
  });

  it('refuses what is not a regular file without opening it', async () => {
    if (!fs.existsSync('/dev/zero')) return;
    const loaded = await loadCardLibraries(['/dev/zero'], '/');
    assert.deepEqual(loaded.warnings, ['library /dev/zero: not a regular file: not read']);
    assert.equal(loaded.libraries.length, 0);
  });
});

describe('library cards in the workspace', () => {
  it('resolve a name no workspace card defines: no CS0502 with the library, CS0502 without', () => {
    assert.deepEqual(codes(workspaceWith([library])), []);
    assert.deepEqual(
      codes(workspaceWith([])).map((c) => c.slice(0, 6)),
      ['CS0502', 'CS0502'],
    );
  });

  it('are known to completion and did-you-mean by name', () => {
    const workspace = workspaceWith([library]);
    assert.ok(workspace.allCardNames().includes('Buster Blader'));
    assert.equal(workspace.allCardNames().filter((n) => n === 'Polymerization').length, 1, 'a name the bundled library holds too is listed once');
    assert.equal(workspace.closestCardName('Buster Blder')?.name, 'Buster Blader');
  });

  it('draw no diagnostics: a library card the language cannot hold is used without its CS0106 reaching anyone', () => {
    const text = FUSION.replace('"Buster Blader"', '"Broken Level"');
    const workspace = workspaceWith([library], text);
    assert.deepEqual(codes(workspace), []);
    assert.deepEqual(
      workspace.documents().map((d) => d.uri),
      [SET_URI],
    );
  });

  it('are shadowed by a workspace card of the same name, which draws no duplicate-name error', () => {
    const own = 'monster "Dark Magician" {\n  id 900000002\n  frame normal\n  attribute DARK\n  race Spellcaster\n  level 7\n  atk 1 def 1\n}\n';
    const workspace = workspaceWith([library], FUSION + own);
    assert.deepEqual(codes(workspace), []);
    const resolved = workspace.resolve('Dark Magician');
    assert.equal(resolved?.uri, SET_URI);
    assert.equal(workspace.libraryOf(resolved!), undefined);
  });

  it('come below the bundled library: its Polymerization (with an effect) counts', () => {
    const workspace = workspaceWith([library]);
    assert.equal(workspace.libraryOf(workspace.resolve('Polymerization')!), 'bundled library');
    assert.ok((workspace.resolve('Polymerization')?.effectStatements.length ?? 0) > 0);
  });

  it('hover a reference with the card and the library it is of', () => {
    const workspace = workspaceWith([library]);
    const document = workspace.getDocument(SET_URI)!;
    const hover = hoverAt(document, FUSION.indexOf('"Dark Magician"') + 2, workspace);
    // The label is Markdown-escaped like any text from a file name.
    assert.match(hover?.markdown ?? '', /^\*\*"Dark Magician"\*\* \(EDOPro library cards\\\.cdb\)/);
    assert.match(hover?.markdown ?? '', /ATK 2500 \/ DEF 2100/);
  });

  it('change what documents see when set again: no library, the names are unknown again', () => {
    const workspace = createStandardWorkspace();
    workspace.setDocument(SET_URI, FUSION, 0);
    workspace.setLibraries([library]);
    assert.deepEqual(workspace.diagnosticsFor(SET_URI), []);
    workspace.setLibraries([]);
    assert.deepEqual(
      workspace.diagnosticsFor(SET_URI).map((d) => d.code),
      ['CS0502', 'CS0502'],
    );
  });
});

describe('the export with a library', () => {
  it('refers to library cards by their passcode and writes no row of them', async () => {
    const workspace = workspaceWith([library]);
    const files = workspace.documents().map((d) => d.file);
    const exported = exportEdopro(files, { library: (name) => workspace.libraryCard(name) });
    assert.deepEqual(exported.problems, []);
    assert.deepEqual(
      exportedRows(exported).map((r) => r.id),
      [900000001],
    );
    const lua = exported.cards[0].script.lua;
    assert.match(lua, /IsCode\(46986414\)/);
    assert.match(lua, /IsCode\(78193831\)/);
    const without = exportEdopro(files).cards[0].script.lua;
    assert.doesNotMatch(without, /IsCode\(46986414\)/);
    assert.match(without, /not in the exported set: Dark Magician/);
  });

  it('leaves the database as it was: the library reads it, nothing writes it', async () => {
    const before = fs.readFileSync(fixture.cdb);
    await loadCardLibraries([fixture.cdb], '/');
    assert.deepEqual(fs.readFileSync(fixture.cdb), before);
    assert.equal((await readCdb(before)).length, 8);
  });
});
