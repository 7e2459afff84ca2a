import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { test } from 'node:test';
import { summoningJson } from '../../../server/src/core/analysis/summoningJson';
import { summoningProfile } from '../../../server/src/core/analysis/summoningProfile';
import type { CardFile, MonsterDeclaration } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { bundledLibraryFile } from '../../../server/src/engine/library/bundledLibrary';
import { readCdb, writeCdb } from '../../../server/src/interop/edopro/cdbFile';
import { cardRow, packSetcodes, unpackSetcodes } from '../../../server/src/interop/edopro/cardRows';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { importCards } from '../../../server/src/interop/edopro/importCards';
import { runDuel } from '../../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { assignPasscodes } from '../../../server/src/interop/edopro/passcodes';
import { exportedPool } from '../../../server/src/interop/edopro/referee/refereeRun';
import { RUNTIME_TABLE, SHARED_RUNTIME } from '../../../server/src/interop/edopro/sharedRuntime';
import { readSummonSource } from '../../../server/src/interop/edopro/summonSource';
import { createStandardWorkspace } from '../../../server/src/simulation/standardWorkspace';
import { REPO_ROOT, runBuiltCli } from '../cli/runBuiltCli';
import { cardFileUri, fixtureFilesUnder } from '../../helpers/fixtureFiles';

const lower = (uri: string, text: string): CardFile => lowerFile(uri, parse(text).tree).file;
const exampleFiles = (): { uri: string; text: string }[] =>
  fixtureFilesUnder(path.join(REPO_ROOT, 'examples'), (name) => name.endsWith('.card'))
    .map((full) => ({ uri: cardFileUri(full), text: fs.readFileSync(full, 'utf8') }))
    .sort((a, b) => a.uri.localeCompare(b.uri));

test('passcodes: own ids kept, --assign-ids numbers the rest in name order, skipping taken numbers', () => {
  const file = lower(
    'file:///a.card',
    'monster "B" { id 101 frame normal level 4 atk 1 def 1 }\nmonster "C" { frame normal level 4 atk 1 def 1 }\nmonster "A" { frame normal level 4 atk 1 def 1 }\n',
  );
  const result = assignPasscodes(file.cards, 100);
  assert.deepEqual([...result.byName.entries()].sort(), [
    ['A', 100],
    ['B', 101],
    ['C', 102],
  ]);
  const reversed = assignPasscodes([...file.cards].reverse(), 100);
  assert.deepEqual(
    [...reversed.byName.entries()].sort(),
    [
      ['A', 100],
      ['B', 101],
      ['C', 102],
    ],
    'file order does not matter',
  );
  assert.match(
    assignPasscodes(file.cards)
      .problems.map((p) => p.message)
      .join('\n'),
    /"C" has no id/,
  );
});

test('passcodes: two cards with one passcode are an error and nothing is exported', () => {
  const file = lower('file:///a.card', 'monster "A" { id 7 frame normal level 4 atk 1 def 1 }\nmonster "B" { id 7 frame normal level 4 atk 1 def 1 }\n');
  const exported = exportEdopro([file]);
  assert.equal(exported.cards.length, 0);
  assert.match(exported.problems[0].message, /"B" and "A" have the same passcode 7/);
});

test('card rows pack Level, Rank, Link Rating, type bits, attribute, race and set codes as EDOPro does', () => {
  const file = lower(
    'file:///a.card',
    [
      'monster "T" { id 1 frame effect tuner attribute DARK race Beast-Warrior level 3 atk ? def 500 }',
      'monster "X" { id 2 frame xyz attribute LIGHT race Warrior rank 4 atk 2500 def 2000 summon { xyz materials 2 level 4 monsters } }',
      'monster "L" { id 3 frame link attribute DARK race Cyberse link 3 atk 2300 summon { link materials 2 or more effect monsters } }',
      'spell "Q" { id 4 kind quick-play }',
    ].join('\n'),
  );
  const [t, x, l, q] = file.cards.map((c) => cardRow(c, c.id!.value));
  assert.deepEqual([t.type, t.level, t.atk, t.attribute, t.race], [0x1021, 3, -2, 0x20, 0x8000]);
  assert.deepEqual([x.type, x.level], [0x800001, 4]);
  assert.deepEqual([l.type, l.level, l.def], [0x4000001, 3, 0]);
  assert.equal(q.type, 0x10002);
  assert.equal(packSetcodes([0x1a, 0x2b]), 0x2b001an);
  assert.deepEqual(unpackSetcodes(0x2b001an), [0x1a, 0x2b]);
});

test('hostile names and texts stay inside Lua strings and comments', () => {
  const file = lower(
    'file:///a.card',
    'monster "]]--[[ os.exit() \\"x\\" [link](command:evil) <b>" { id 5 frame normal level 4 atk 1 def 1 text "line\\n--]] print(1)" }\n',
  );
  const exported = exportEdopro([file]);
  const lua = exported.cards[0].script.lua;
  const commentLines = lua.split('\n').filter((l) => l.includes('os.exit'));
  assert.ok(
    commentLines.every((l) => l.trimStart().startsWith('--')),
    commentLines.join('\n'),
  );
  assert.ok(
    !lua.includes('print(1)') ||
      lua
        .split('\n')
        .filter((l) => l.includes('print(1)'))
        .every((l) => l.trimStart().startsWith('--')),
  );
});

test('cards.cdb round trip through sql.js: the rows read back equal the rows written', async () => {
  const files = exampleFiles().map((f) => lower(f.uri, f.text));
  const exported = exportEdopro(files, { assignIdsFrom: 900000000 });
  const rows = exported.cards.map((c) => c.row);
  const read = await readCdb(await writeCdb(rows));
  assert.deepEqual(
    read,
    [...rows].sort((a, b) => a.id - b.id),
  );
});

test('export then import: the imported cards check without errors and have the same summoning profiles', async () => {
  const inputs = exampleFiles();
  const files = inputs.map((f) => lower(f.uri, f.text));
  const exported = exportEdopro(files, { assignIdsFrom: 900000000 });
  const rows = await readCdb(await writeCdb(exported.cards.map((c) => c.row)));
  const scripts = new Map(exported.cards.map((c) => [c.script.fileName, c.script.lua]));
  const imported = importCards(rows, 'examples', scripts, readSummonSource);
  const workspace = createStandardWorkspace();
  imported.files.forEach((f, i) => workspace.setDocument(`file:///imported/${i}-${f.name}`, f.text));
  const errors = imported.files.flatMap((f, i) =>
    workspace
      .diagnosticsFor(`file:///imported/${i}-${f.name}`)
      .filter((d) => d.severity === 'error')
      .map((d) => `${f.name}: ${d.code} ${d.message}`),
  );
  assert.deepEqual(errors, []);
  const importedCards = imported.files.flatMap((f) => lower(`file:///${f.name}`, f.text).cards);
  const monsters = files.flatMap((f) => f.cards).filter((c): c is MonsterDeclaration => c.kind === 'monster');
  for (const original of monsters) {
    const back = importedCards.find((c) => c.name.value === original.name.value);
    assert.ok(back?.kind === 'monster', `"${original.name.value}" came back as a monster`);
    assert.deepEqual(
      summoningJson(summoningProfile(back)),
      summoningJson(summoningProfile(original)),
      `"${original.name.value}" has the same summoning profile`,
    );
  }
});

test('import from the printed text alone: standard sentences become clauses, the rest a comment', () => {
  const rows = [
    {
      id: 1,
      ot: 0x20,
      alias: 0,
      setcodes: [],
      type: 0x21,
      atk: 2400,
      def: 1200,
      level: 4,
      race: 0x2000,
      attribute: 0x20,
      category: 0,
      name: 'Metal',
      desc: 'Cannot be Normal Summoned/Set.',
    },
    {
      id: 2,
      ot: 0x20,
      alias: 0,
      setcodes: [0x42],
      type: 0x21,
      atk: 2800,
      def: 1000,
      level: 7,
      race: 0x2000,
      attribute: 0x20,
      category: 0,
      name: 'Armed',
      desc: 'Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) by having exactly 3 DARK monsters in your GY.',
    },
    {
      id: 3,
      ot: 0x20,
      alias: 0,
      setcodes: [0x42],
      type: 0x21,
      atk: 3000,
      def: 2500,
      level: 8,
      race: 0x2000,
      attribute: 0x20,
      category: 0,
      name: 'Chaos',
      desc: 'Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) by banishing 1 LIGHT and 1 DARK monster from your GY.',
    },
    {
      id: 4,
      ot: 0x20,
      alias: 0,
      setcodes: [],
      type: 0x21,
      atk: 3000,
      def: 2500,
      level: 8,
      race: 0x2000,
      attribute: 0x20,
      category: 0,
      name: 'Kozmo',
      desc: 'Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) by banishing "Kozmo" monsters from your hand whose total Levels equal 10 or more.',
    },
  ];
  const result = importCards(rows, 'mine');
  assert.equal(result.files.length, 2, 'one file per archetype and one for the rest');
  const text = result.files.map((f) => f.text).join('\n');
  assert.match(text, /cannot normal summon or set/);
  assert.match(text, /must special summon by procedure from hand \{\n {6}condition graveyard has exactly 3 dark monsters\n {4}\}/);
  assert.match(
    text,
    /must special summon by procedure from hand \{\n {6}cost banish 1 light monster from graveyard\n {6}cost banish 1 dark monster from graveyard\n {4}\}/,
  );
  assert.match(
    text,
    /# Not derived from the printed text: Must be Special Summoned \(from your hand\) by banishing "Kozmo" monsters from your hand whose total Levels equal 10 or more \(read with its method as free text\)\./,
  );
  // Its category is still what the sentence says: Nomi, by a procedure whose method the engine assumes.
  assert.match(
    text,
    /must special summon by procedure from hand \{\n {6}cost "banishing \\"Kozmo\\" monsters from your hand whose total Levels equal 10 or more"\n {4}\}/,
  );
  assert.deepEqual(result.notDerived, ['Kozmo']);
});

test('a Ritual Summon through the fixed MSG_SELECT_SUM reader puts the Ritual Monster on the field', async () => {
  const files = exampleFiles().map((f) => lower(f.uri, f.text));
  const exported = exportEdopro([...files, bundledLibraryFile()], { assignIdsFrom: 900000000 });
  const { pool, view } = exportedPool(exported);
  const code = (name: string) => view.codeOf(name)!;
  const lib = await loadOcgcore();
  const run = runDuel(lib, pool, {
    you: { hand: [{ code: code('Black Luster Soldier') }, { code: code('Black Luster Ritual') }, { code: code('Blue-Eyes White Dragon') }] },
    opponent: {},
    steps: [
      {
        subject: code('Black Luster Soldier'),
        action: { kind: 'activate', code: code('Black Luster Ritual'), prefer: [code('Blue-Eyes White Dragon'), code('Black Luster Soldier')] },
      },
    ],
  });
  assert.deepEqual(
    run.steps.map((s) => [s.offered, s.onField, s.error]),
    [[true, true, null]],
  );
});

test("every exported script of examples/ and the bundled library loads in the bare engine with no error, and defines no global but the shared runtime's table", async () => {
  const files = exampleFiles().map((f) => lower(f.uri, f.text));
  const exported = exportEdopro([...files, bundledLibraryFile()], { assignIdsFrom: 900000000 });
  const { pool } = exportedPool(exported);
  const lib = await loadOcgcore();
  const snapshot = '__cs_before={} for k in pairs(_G) do __cs_before[k]=true end';
  // The engine itself keeps each card's table as the global c<passcode> (EDOPro does the same); the shared
  // runtime's one table is the only global of ours.
  const compare = 'for k in pairs(_G) do if not __cs_before[k] then Debug.Message("new global "..tostring(k)) end end';
  for (const card of exported.cards) {
    const zone = card.card.kind === 'monster' && ['fusion', 'synchro', 'xyz', 'link'].includes(card.card.frame?.value ?? '') ? 'extra' : 'hand';
    const run = runDuel(lib, pool, { you: { [zone]: [{ code: card.passcode }] }, opponent: {}, steps: [], luaBefore: snapshot, luaAfter: compare });
    assert.deepEqual(
      run.log.filter((l) => !/^new global (__cs_before|c\d+)$/.test(l) && l !== `new global ${RUNTIME_TABLE}`),
      [],
      `"${card.card.name.value}" logged errors or defined globals`,
    );
  }
});

test('with EDOPro-style globals already defined (as constant.lua / utility.lua do), every script still loads and answers the same', async () => {
  const files = exampleFiles().map((f) => lower(f.uri, f.text));
  const exported = exportEdopro([...files, bundledLibraryFile()], { assignIdsFrom: 900000000 });
  const { pool, view } = exportedPool(exported);
  const lib = await loadOcgcore();
  // The same names EDOPro defines, bound to values our scripts must not depend on: they use their own locals.
  const { LUA_CONSTANTS } = await import('../../../server/src/interop/edopro/engineConstants');
  const poison = [...LUA_CONSTANTS.map(([name]) => `${name}="not the engine's"`), 'aux={}', 'function GetID() return self_table,self_code end', 'CS={}'].join(
    '\n',
  );
  const code = (name: string) => view.codeOf(name)!;
  const question = {
    you: { hand: [code('Cyber Dragon')].map((c) => ({ code: c })) },
    opponent: { monsters: [{ code: code('Vorse Raider') }] },
    steps: [{ action: { kind: 'specialSummon' as const, code: code('Cyber Dragon'), prefer: [] } }],
  };
  const plain = runDuel(lib, pool, question);
  const poisoned = runDuel(lib, pool, { ...question, luaBefore: poison });
  assert.deepEqual(poisoned.log, []);
  assert.deepEqual(poisoned.steps, plain.steps);
  assert.deepEqual(
    plain.steps.map((s) => s.onField),
    [true],
  );
});

test('cardscript export edopro writes cards.cdb, one script per card and the shared runtime; a missing id is an error', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-edopro-'));
  const failed = runBuiltCli(['export', 'edopro', 'examples', '--out', out], REPO_ROOT);
  assert.equal(failed.status, 1);
  assert.match(failed.stderr, /examples\/classic-monsters\.card:\d+: error "Emissary of Darkness Token" has no id/);
  assert.ok(!fs.existsSync(path.join(out, 'cards.cdb')), 'nothing written');
  const ok = runBuiltCli(['export', 'edopro', 'examples', '--out', out, '--assign-ids', '900000000', '--format', 'json'], REPO_ROOT);
  assert.equal(ok.status, 0, ok.stderr);
  const summary = JSON.parse(ok.stdout) as { cards: number; stubs: unknown[]; runtimeFile: string };
  assert.equal(summary.runtimeFile, SHARED_RUNTIME.fileName);
  assert.equal(fs.readdirSync(path.join(out, 'script')).filter((f) => /^c\d+\.lua$/.test(f)).length, summary.cards);
  assert.deepEqual(
    fs.readdirSync(path.join(out, 'script')).filter((f) => !/^c\d+\.lua$/.test(f)),
    [SHARED_RUNTIME.fileName],
    'the shared runtime, once, beside the scripts',
  );
  assert.equal(fs.readFileSync(path.join(out, 'script', SHARED_RUNTIME.fileName), 'utf8'), SHARED_RUNTIME.lua);
  assert.ok(fs.statSync(path.join(out, 'cards.cdb')).size > 0);
  const again = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-edopro-'));
  const text = runBuiltCli(['export', 'edopro', 'examples', '--out', again, '--assign-ids', '900000000'], REPO_ROOT);
  assert.ok(text.stdout.includes(`The scripts load script/${SHARED_RUNTIME.fileName}, their shared runtime: copy it with them.\n`), text.stdout.slice(0, 400));
  assert.deepEqual(fs.readFileSync(path.join(again, 'cards.cdb')), fs.readFileSync(path.join(out, 'cards.cdb')), 'deterministic');
  const imported = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-import-'));
  const back = runBuiltCli(['import', 'edopro', path.join(out, 'cards.cdb'), '--out', imported], REPO_ROOT);
  assert.equal(back.status, 0, back.stderr);
  assert.match(back.stdout, /Imported \d+ card\(s\)/);
  const check = runBuiltCli(['check', imported], REPO_ROOT);
  assert.equal(check.status, 0, check.stdout);
});
