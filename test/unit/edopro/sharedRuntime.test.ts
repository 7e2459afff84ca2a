import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import type { CardDeclaration, CardFile } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { bundledLibraryFile } from '../../../server/src/engine/library/bundledLibrary';
import { LUA_CONSTANTS } from '../../../server/src/interop/edopro/engineConstants';
import { exportCards } from '../../../server/src/interop/edopro/exportSet';
import { LUA_ITERATOR, LUA_RUNTIME } from '../../../server/src/interop/edopro/luaRuntime';
import { runDuel } from '../../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { exportedPool } from '../../../server/src/interop/edopro/referee/refereeRun';
import { scriptFolder } from '../../../server/src/interop/edopro/scriptFolder';
import { RUNTIME_TABLE, SHARED_RUNTIME } from '../../../server/src/interop/edopro/sharedRuntime';
import { REPO_ROOT } from '../cli/runBuiltCli';
import { cardFileUri, fixtureFilesUnder } from '../../helpers/fixtureFiles';

function cardFiles(folder: string): CardFile[] {
  return fixtureFilesUnder(path.join(REPO_ROOT, folder), (name) => name.endsWith('.card')).map(
    (full) => lowerFile(cardFileUri(full), parse(fs.readFileSync(full, 'utf8')).tree).file,
  );
}

/** examples/, the modern corpus, the hostile corpus and the bundled library: every kind of script the exporter writes. */
// The corpus writes some library cards its own way: the first definition of a name is the one exported here.
const firstOfEachName = (files: readonly CardFile[]): CardDeclaration[] =>
  [
    ...new Map(
      files
        .flatMap((f) => f.cards)
        .reverse()
        .map((c) => [c.name.value, c]),
    ).values(),
  ].reverse();
const exported = exportCards(
  firstOfEachName([...cardFiles('examples'), ...cardFiles('test/corpus/modern'), ...cardFiles('test/fixtures/hostile'), bundledLibraryFile()]),
  { assignIdsFrom: 900000000 },
);
const extraDeck = (card: (typeof exported.cards)[number]) =>
  card.card.kind === 'monster' && ['fusion', 'synchro', 'xyz', 'link'].includes(card.card.frame?.value ?? '');

/** Every function the runtime defines (`function CS.fits(` ...) and the iterator's definition. */
const helperDefinitions = [...`${LUA_ITERATOR}\n${LUA_RUNTIME}`.matchAll(/^(?:local )?function [\w.]+\(/gm)].map((m) => m[0]);

describe('the shared runtime file', () => {
  it('is named by its version tag, never like a card script, and its table carries the same tag', () => {
    const tag = /^cardscript_runtime_([0-9a-f]{8})\.lua$/.exec(SHARED_RUNTIME.fileName)?.[1];
    assert.ok(tag, SHARED_RUNTIME.fileName);
    assert.doesNotMatch(SHARED_RUNTIME.fileName, /^c\d+\.lua$/);
    assert.equal(RUNTIME_TABLE, `CardScriptRuntime_${tag}`);
    assert.match(SHARED_RUNTIME.lua, new RegExp(`^${RUNTIME_TABLE}=CS$`, 'm'), 'the table is set once, at the end');
  });

  it('holds every helper and every engine constant the scripts share', () => {
    assert.ok(helperDefinitions.length >= 20, helperDefinitions.join(' '));
    for (const definition of helperDefinitions) assert.ok(SHARED_RUNTIME.lua.includes(definition), definition);
    for (const [name, value] of LUA_CONSTANTS) assert.ok(SHARED_RUNTIME.lua.includes(`local ${name}=0x${value.toString(16)}\n`), name);
  });

  it("is part of every export's script folder, beside one c<passcode>.lua per card", () => {
    const folder = scriptFolder(exported);
    assert.equal(folder.get(SHARED_RUNTIME.fileName), SHARED_RUNTIME.lua);
    assert.deepEqual([...folder.keys()].filter((name) => name !== SHARED_RUNTIME.fileName).sort(), exported.cards.map((c) => `c${c.passcode}.lua`).sort());
  });
});

describe("a card script holds its card's code only", () => {
  it('no helper definition, no constant definition: it loads the runtime and takes names from its table', () => {
    assert.deepEqual(exported.problems, []);
    assert.ok(exported.cards.length > 300, `${exported.cards.length} cards`);
    const constantDefinition = new RegExp(`^local (?:${LUA_CONSTANTS.map(([name]) => name).join('|')})=0x`, 'm');
    for (const card of exported.cards) {
      const lua = card.script.lua;
      const where = `${card.script.fileName} ("${card.card.name.value}")`;
      for (const definition of helperDefinitions) assert.ok(!lua.includes(definition), `${where} defines ${definition}`);
      assert.doesNotMatch(lua, constantDefinition, `${where} defines an engine constant`);
      assert.ok(lua.includes(`local CS=Duel.LoadScript("${SHARED_RUNTIME.fileName}") and ${RUNTIME_TABLE} or error(`), `${where} loads the runtime`);
      // Whatever the script takes from the table, the table has.
      for (const line of lua.split('\n').filter((l) => /^local [A-Z_a-z,]+=CS\./.test(l))) {
        for (const name of line.slice('local '.length, line.indexOf('=')).split(','))
          assert.ok(SHARED_RUNTIME.lua.includes(`${name}=${name}`), `${where} takes ${name}`);
      }
    }
  });

  it('reads the same text each time (it is written when read, not kept)', () => {
    for (const card of exported.cards.slice(0, 50)) assert.equal(card.script.lua, card.script.lua);
  });
});

describe('in the real engine', () => {
  it('the engine reads the runtime once per duel, however many cards load it', async () => {
    const lib = await loadOcgcore();
    const { pool } = exportedPool(exported);
    const reads: string[] = [];
    const counting = new Map(pool.scripts);
    const get = counting.get.bind(counting);
    counting.get = (name: string) => {
      reads.push(name);
      return get(name);
    };
    const cards = exported.cards
      .filter((c) => !extraDeck(c))
      .slice(0, 8)
      .map((c) => ({ code: c.passcode }));
    const run = runDuel(lib, { rows: pool.rows, scripts: counting }, { you: { hand: cards }, opponent: {}, steps: [] });
    assert.deepEqual(run.log, []);
    assert.equal(reads.filter((name) => name === SHARED_RUNTIME.fileName).length, 1, reads.join(' '));
    assert.ok(reads.filter((name) => /^c\d+\.lua$/.test(name)).length >= cards.length);
  });

  it('a script whose runtime file is missing fails to load with a message naming the file', async () => {
    const lib = await loadOcgcore();
    const { pool } = exportedPool(exported);
    const withoutRuntime = new Map(pool.scripts);
    withoutRuntime.delete(SHARED_RUNTIME.fileName);
    const card = exported.cards.find((c) => !extraDeck(c))!;
    const run = runDuel(lib, { rows: pool.rows, scripts: withoutRuntime }, { you: { hand: [{ code: card.passcode }] }, opponent: {}, steps: [] });
    assert.ok(
      run.log.some((line) => line.includes(`needs ${SHARED_RUNTIME.fileName}`)),
      run.log.join('\n'),
    );
  });

  it('scripts of another runtime version in the same duel each use their own table', async () => {
    const lib = await loadOcgcore();
    const { pool } = exportedPool(exported);
    const other = 'cardscript_runtime_00000000.lua';
    const scripts = new Map(pool.scripts);
    // An older export's runtime: the same names, other values (and a table of its own).
    scripts.set(other, `CardScriptRuntime_00000000={TYPE_MONSTER="old",mzoneCheck=function() error("old runtime used") end}`);
    scripts.set(
      'c1.lua',
      `local s=self_table local CS=Duel.LoadScript("${other}") and CardScriptRuntime_00000000 function s.initial_effect(c) if CS.TYPE_MONSTER~="old" then error("not its own runtime") end end`,
    );
    const rows = new Map(pool.rows);
    const monster = exported.cards.find((c) => c.card.name.value === 'Cyber Dragon')!;
    rows.set(1, { ...monster.row, id: 1 });
    const run = runDuel(
      lib,
      { rows, scripts },
      {
        you: { hand: [{ code: 1 }, { code: monster.passcode }] },
        opponent: { monsters: [{ code: exported.cards.find((c) => c.card.name.value === 'Vorse Raider')!.passcode }] },
        steps: [{ action: { kind: 'specialSummon', code: monster.passcode, prefer: [] } }],
      },
    );
    assert.deepEqual(run.log, []);
    assert.deepEqual(
      run.steps.map((s) => s.onField),
      [true],
      "Cyber Dragon's own procedure runs with its own runtime",
    );
  });
});
