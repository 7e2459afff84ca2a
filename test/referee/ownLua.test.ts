import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { before, describe, test } from 'node:test';
import { fileUriFromPath } from '../../server/src/files/fileUris';
import { bundledLibraryFile, lookupWithLibrary } from '../../server/src/engine/library/bundledLibrary';
import { exportEdopro } from '../../server/src/interop/edopro/exportSet';
import { type DuelQuestion, runDuel } from '../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore, type OcgcoreLibrary } from '../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { readOwnLuaFile } from '../../server/src/interop/edopro/ownLua/ownLuaFiles';
import type { OwnLuaSource } from '../../server/src/interop/edopro/ownLuaScript';
import { exportedPool, REFEREE_ASSIGN_FROM, refereeMonster } from '../../server/src/interop/edopro/referee/refereeRun';
import { lowerText, ROOT } from './refereePools';

/**
 * Cards with their own Lua (test/fixtures/own-lua/) through the referee: the export merges each file into
 * its card's script, the real engine (ocgcore-wasm) loads it, the summoning the card's clauses describe
 * still agrees with our engine on every referee question, and the file's effect plays in a duel:
 * "Lua Draw Herald" draws a card when it is Normal Summoned, so the Spell on top of the Deck can be Set
 * after the summon (and cannot without the file, which proves the file is what drew).
 */
const FOLDER = path.join(ROOT, 'test', 'fixtures', 'own-lua');
const FILE = path.join(FOLDER, 'own-lua-monsters.card');
const files = [lowerText(fileUriFromPath(FILE), fs.readFileSync(FILE, 'utf8'))];
const fromDisk: OwnLuaSource = (card) => {
  const read = readOwnLuaFile(card);
  return read.ok ? { text: read.text } : { refused: read.problem };
};
const HERALD = 900000101;
const SAGE = 900000102;

let lib: OcgcoreLibrary;
before(async () => {
  lib = await loadOcgcore();
});

describe('the referee with cards that have their own Lua', () => {
  for (const name of ['Lua Draw Herald', 'Lua Synchro Sage']) {
    test(`${name}: every question asked agrees, the merged script loads without an error`, () => {
      const answers = refereeMonster(lib, name, lookupWithLibrary(files), undefined, { ownLua: fromDisk });
      const asked = answers.filter((a) => a.ours !== null && a.edopro !== null);
      assert.ok(asked.length >= 8, `${asked.length} questions asked: ${answers.map((a) => `${a.id} ${a.note}`).join('; ')}`);
      assert.deepEqual(
        asked.filter((a) => a.ours !== a.edopro).map((a) => `${a.title}: ours ${a.ours}, EDOPro ${a.edopro} ${a.note}`),
        [],
      );
      assert.deepEqual(
        answers.flatMap((a) => a.scriptErrors),
        [],
        'no script error',
      );
      assert.equal(
        answers.some((a) => /stub/.test(a.note)),
        false,
        'no stub kept a question from being asked',
      );
    });
  }

  test("the referee's export is the merged one: a line of the file shows in the engine's log", () => {
    const marked: OwnLuaSource = (card) => {
      const read = fromDisk(card);
      return 'text' in read ? { text: `${read.text}\nDebug.Message("own Lua of "..id.." loaded")` } : read;
    };
    const answers = refereeMonster(lib, 'Lua Synchro Sage', lookupWithLibrary(files), undefined, { ownLua: marked });
    assert.ok(
      answers.some((a) => a.scriptErrors.includes(`own Lua of ${SAGE} loaded`)),
      'the engine ran the merged script',
    );
  });
});

describe("a card's own Lua plays its effect in the real engine", () => {
  const exportWith = (ownLua?: OwnLuaSource) =>
    exportEdopro([...files, bundledLibraryFile()], { assignIdsFrom: REFEREE_ASSIGN_FROM, ...(ownLua ? { ownLua } : {}) });

  const drawQuestion = (reborn: number): DuelQuestion => ({
    you: { hand: [{ code: HERALD }], deck: [{ code: reborn }] },
    opponent: {},
    steps: [
      { action: { kind: 'normalSummon', code: HERALD, prefer: [] } },
      // Monster Reborn is the top card of the Deck: only a draw puts it in the hand, where it can be Set.
      { action: { kind: 'setSpell', code: reborn, prefer: [] } },
    ],
  });

  test('"When this card is Normal Summoned: Draw 1 card": the summon draws the top card', () => {
    const exported = exportWith(fromDisk);
    const { pool, view } = exportedPool(exported);
    const run = runDuel(lib, pool, drawQuestion(view.codeOf('Monster Reborn')!));
    assert.deepEqual(run.log, []);
    assert.deepEqual(
      run.steps.map((s) => [s.offered, s.error]),
      [
        [true, null],
        [true, null],
      ],
      JSON.stringify(run.steps),
    );
    assert.equal(run.steps[0].onField, true);
  });

  test('without its file (the stub) the summon draws nothing', () => {
    const exported = exportWith();
    assert.match(exported.cards.find((c) => c.passcode === HERALD)!.script.stubs.join(), /its own Lua "effects\/lua-draw-herald.lua" is not in this script/);
    const { pool, view } = exportedPool(exported);
    const run = runDuel(lib, pool, drawQuestion(view.codeOf('Monster Reborn')!));
    assert.deepEqual(
      run.steps.map((s) => s.offered),
      [true, false],
    );
  });

  test("the Synchro Monster's Ignition Effect, from its own Lua, is offered once it is on the field", () => {
    const { pool } = exportedPool(exportWith(fromDisk));
    const run = runDuel(lib, pool, {
      you: { monsters: [{ code: SAGE, proper: true }] },
      opponent: {},
      steps: [{ action: { kind: 'activate', code: SAGE, prefer: [] } }],
    });
    assert.deepEqual(run.log, []);
    assert.deepEqual(
      run.steps.map((s) => [s.offered, s.error]),
      [[true, null]],
    );
  });
});
