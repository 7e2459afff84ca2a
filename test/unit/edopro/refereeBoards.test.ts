import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CardFile } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { bundledLibraryFile } from '../../../server/src/engine/library/bundledLibrary';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { runDuel, type DuelCard, type DuelQuestion } from '../../../server/src/interop/edopro/ocgcore/duelDriver';
import { freshOcgcore, loadOcgcore } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { exportedPool } from '../../../server/src/interop/edopro/referee/refereeRun';
import { RUNTIME_TABLE } from '../../../server/src/interop/edopro/sharedRuntime';
import { cardFileUri, fixtureNames } from '../../helpers/fixtureFiles';

/**
 * The boards the referee sets up in the real engine, and the exported procedures that the referee's
 * findings changed: each case was a disagreement or a crash (docs/edopro.md, "Divergences").
 */

const lower = (text: string): CardFile => lowerFile('file:///boards.card', parse(text).tree).file;

const CARDS = lower(
  [
    'monster "Tuner Three" { id 801 frame effect tuner attribute DARK race Warrior level 3 atk 1 def 1 }',
    'monster "Plain Two" { id 802 frame normal attribute DARK race Warrior level 2 atk 1 def 1 }',
    'monster "Plain Four A" { id 803 frame normal attribute FIRE race Dragon level 4 atk 1 def 1 }',
    'monster "Plain Four B" { id 804 frame normal attribute WATER race Dragon level 4 atk 1 def 1 }',
    'monster "Plain Four C" { id 805 frame normal attribute FIRE race Zombie level 4 atk 1 def 1 }',
    'monster "Synchro Five" { id 806 frame synchro attribute DARK race Warrior level 5 atk 1 def 1 summon { synchro materials 1 tuner + 1 or more non-tuner monsters } }',
    'monster "Xyz Four" { id 807 frame xyz attribute DARK race Dragon rank 4 atk 1 def 1 summon { xyz materials 2 level 4 monsters } }',
    'monster "Seven A" { id 808 frame normal attribute DARK race Dragon level 7 atk 1 def 1 }',
    'monster "Seven B" { id 809 frame normal attribute DARK race Dragon level 7 atk 1 def 1 }',
    'monster "Rebel Seven" { id 810 frame xyz pendulum; scale 4; attribute DARK; race Dragon; rank 7; atk 3000 def 2500 summon { xyz materials 2 level 7 dragon monsters } }',
    'monster "Fire Charm" { id 811 frame link attribute FIRE race Spellcaster link 2 atk 1 arrows bottom-left, bottom-right summon { link materials 2 monsters including 1 FIRE monster } }',
    'monster "Same Race Link" { id 812 frame link attribute FIRE race Dragon link 2 atk 1 arrows bottom-left, bottom-right summon { link materials 2 monsters with same race } }',
    'monster "Different Fusion" { id 813 frame fusion attribute FIRE race Dragon level 8 atk 1 def 1 summon { fusion materials 2 dragon monsters with different attributes } }',
    'monster "Contact Six" { id 814 frame fusion attribute WIND race Dragon level 6 atk 1 def 1 summon { fusion materials "Plain Four A" + 1 dragon monster\n must first special summon by procedure from extra { cost shuffle materials into deck } } }',
    'monster "Alt Five" { id 815 frame xyz attribute DARK race Dragon rank 5 atk 1 def 1 summon { xyz materials 2 level 5 monsters\n alternative xyz materials 1 rank 4 xyz monster once per turn by name } }',
    'monster "Returner Seven" { id 817 frame effect pendulum; scale 4; attribute DARK; race Dragon; level 7; atk 1 def 1 summon { special summon by procedure from face-up extra {\n cost tribute 1 monster } } }',
    'monster "Kaiju Eight" { id 816 frame effect attribute WATER race Aqua level 8 atk 1 def 1 summon { special summon by procedure from hand to opponent\'s field in attack position {\n cost tribute 1 monster opponent controls } } }',
  ].join('\n'),
);

const exported = exportEdopro([CARDS, bundledLibraryFile()], { assignIdsFrom: 900000000 });
const { pool, view } = exportedPool(exported);
const POLYMERIZATION = view.codeOf('Polymerization')!;
const c = (code: number, more: Partial<DuelCard> = {}): DuelCard => ({ code, ...more });
const summon = (code: number, prefer: readonly number[]) => ({ action: { kind: 'specialSummon' as const, code, prefer } });

test('the boards: the exported set has no problems and its Extra Deck procedures are not stubs', () => {
  assert.deepEqual(exported.problems, []);
  for (const name of ['Fire Charm', 'Same Race Link', 'Different Fusion']) {
    assert.deepEqual(exported.cards.find((x) => x.card.name.value === name)?.script.summonStubs, [], `${name}'s material conditions are exported`);
  }
});

test('the face-up Extra Deck: a card marked face-up there is offered its procedure from there, and not from the hand', async () => {
  // Created in LOCATION_EXTRA face-up, ocgcore filed it with the face-down cards and offered nothing; the
  // driver now sends it there from the hand when the duel starts.
  const lib = await loadOcgcore();
  const fromExtra = runDuel(lib, pool, { you: { monsters: [c(803)], extra: [c(817, { position: 'face-up' })] }, opponent: {}, steps: [summon(817, [803])] });
  assert.deepEqual(
    fromExtra.steps.map((s) => [s.offered, s.onField]),
    [[true, true]],
    fromExtra.log.join('\n'),
  );
  const fromHand = runDuel(lib, pool, { you: { monsters: [c(803)], hand: [c(817)] }, opponent: {}, steps: [summon(817, [803])] });
  assert.deepEqual(
    fromHand.steps.map((s) => [s.offered, s.onField]),
    [[false, false]],
    fromHand.log.join('\n'),
  );
});

test('the Extra Deck is face-down: a Synchro Summon into a Main Monster Zone leaves the Extra Monster Zone to the next Xyz Summon', async () => {
  // Master Rule 5: Fusion/Synchro/Xyz from the face-down Extra Deck may use a Main Monster Zone. Placed
  // face-up, ocgcore treated them like Pendulum Monsters (Extra Monster Zone only) and refused the second.
  const lib = await loadOcgcore();
  const run = runDuel(lib, pool, {
    you: { monsters: [c(801), c(802), c(803), c(804), c(805)], extra: [c(806), c(807)] },
    opponent: {},
    steps: [summon(806, [801, 802]), summon(807, [803, 804])],
  });
  assert.deepEqual(
    run.steps.map((s) => [s.offered, s.onField, s.error]),
    [
      [true, true, null],
      [true, true, null],
    ],
  );
  assert.deepEqual(run.log, []);
});

test('a face-up Xyz in the Extra Deck is not Xyz Summoned; face-down, its Xyz Summon and return to the hand do not crash the engine', async () => {
  // Odd-Eyes Rebellion Dragon: placed face-up in the Extra Deck, Xyz Summoned, then returned to the
  // hand, ocgcore-wasm 0.1.2 trapped with "memory access out of bounds". A face-up Extra Deck monster is
  // only Pendulum Summoned, so the exported procedure refuses it there, and the referee's Extra Deck is face-down.
  let lib = await loadOcgcore();
  const board = (position?: 'face-up'): DuelQuestion => ({
    you: { monsters: [c(808), c(809)], extra: [c(810, position ? { position } : {})] },
    opponent: {},
    steps: [summon(810, [808, 809]), { action: { kind: 'move', code: 810, to: 'hand' } }],
  });
  const faceDown = runDuel(lib, pool, board());
  assert.equal(faceDown.crashed, undefined);
  assert.deepEqual(
    faceDown.steps.map((s) => [s.offered, s.onField, s.error]),
    [
      [true, true, null],
      [true, false, null],
    ],
  );
  const faceUp = runDuel(lib, pool, board('face-up'));
  if (faceUp.crashed) lib = await freshOcgcore();
  assert.equal(faceUp.crashed, undefined, 'the exported script still offers the Xyz Summon from the face-up Extra Deck');
  assert.equal(faceUp.steps[0]?.offered, false, 'a face-up Extra Deck Xyz Monster is offered an Xyz Summon');
});

test('material conditions: "including 1 FIRE monster", "with same race", "with different attributes" with the right and the wrong materials', async () => {
  const lib = await loadOcgcore();
  const ask = (monsters: readonly number[], extra: number, prefer: readonly number[], hand: readonly number[] = []) => {
    const steps =
      extra === 813 ? [{ subject: 813, action: { kind: 'activate' as const, code: POLYMERIZATION, prefer: [...prefer, 813] } }] : [summon(extra, prefer)];
    const run = runDuel(lib, pool, {
      you: { monsters: monsters.map((m) => c(m)), hand: [...(extra === 813 ? [c(POLYMERIZATION)] : []), ...hand.map((h) => c(h))], extra: [c(extra)] },
      opponent: {},
      steps,
    });
    assert.deepEqual(run.log, []);
    return run.steps[0].offered && run.steps[0].onField && run.steps[0].error === null;
  };
  assert.equal(ask([803, 802], 811, [803, 802]), true, 'a FIRE monster among the materials');
  assert.equal(ask([804, 802], 811, [804, 802]), false, 'no FIRE monster among the materials');
  assert.equal(ask([803, 804], 812, [803, 804]), true, 'two Dragons');
  assert.equal(ask([803, 805], 812, [803, 805]), false, 'a Dragon and a Zombie');
  assert.equal(ask([803, 804], 813, [803, 804]), true, 'FIRE and WATER Dragons');
  assert.equal(ask([803], 813, [803, 808], [808]), true, 'FIRE and DARK Dragons, one from the hand');
  assert.equal(ask([808, 809], 813, [808, 809]), false, 'two DARK Dragons');
});

test('Contact Fusion: the listed materials from the field are shuffled into the Deck, no Polymerization; the wrong ones are refused', async () => {
  const lib = await loadOcgcore();
  const ask = (monsters: readonly number[]) =>
    runDuel(lib, pool, { you: { monsters: monsters.map((m) => c(m)), extra: [c(814)] }, opponent: {}, steps: [summon(814, monsters)] });
  const right = ask([803, 804]);
  assert.deepEqual(right.log, []);
  assert.deepEqual(
    right.steps.map((s) => [s.offered, s.onField, s.error]),
    [[true, true, null]],
  );
  assert.equal(ask([803, 805]).steps[0].offered, false, 'a Zombie is not the Dragon the second material line asks for');
  assert.equal(ask([804, 808]).steps[0].offered, false, 'without "Plain Four A"');
});

test('alternative Xyz Summon: by using a Rank 4 Xyz Monster; not with a Level 4 monster, not with one material of the ordinary kind', async () => {
  const lib = await loadOcgcore();
  const ask = (monsters: readonly number[]) =>
    runDuel(lib, pool, { you: { monsters: monsters.map((m) => c(m)), extra: [c(815)] }, opponent: {}, steps: [summon(815, monsters)] });
  const right = ask([807]);
  assert.deepEqual(right.log, []);
  assert.deepEqual(
    right.steps.map((s) => [s.offered, s.onField, s.error]),
    [[true, true, null]],
  );
  assert.equal(ask([803]).steps[0].offered, false, 'a Level 4 monster is not a Rank 4 Xyz Monster');
  assert.equal(ask([806]).steps[0].offered, false, 'one Level 5 monster is not the 2 the ordinary materials need');
});

test("to the opponent's field by Tributing a monster they control (the Kaiju): summoned there; not without their monster, not with only yours", async () => {
  const lib = await loadOcgcore();
  const ask = (yours: readonly number[], theirs: readonly number[]) =>
    runDuel(lib, pool, {
      you: { hand: [c(816)], monsters: yours.map((m) => c(m)) },
      opponent: { monsters: theirs.map((m) => c(m)) },
      steps: [summon(816, theirs)],
    });
  const right = ask([], [803]);
  assert.deepEqual(right.log, []);
  assert.deepEqual(
    right.steps.map((s) => [s.offered, s.onField, s.error]),
    [[true, true, null]],
    "on the opponent's field",
  );
  assert.equal(ask([803], []).steps[0].offered, false, 'your own monster is not the Tribute it asks for');
});

test("every exported script of the modern corpus loads with EDOPro-style globals already defined, with no error and no new global but the shared runtime's table", async () => {
  // The constructs above (Contact Fusion, alternative Xyz, the opponent's field, material conditions) live there.
  const { REPO_ROOT } = await import('../cli/runBuiltCli');
  const fs = await import('fs');
  const path = await import('path');
  const dir = path.join(REPO_ROOT, 'test', 'corpus', 'modern');
  const files = fixtureNames(dir, (f) => f.endsWith('.card')).map(
    (f) => lowerFile(cardFileUri(path.join(dir, f)), parse(fs.readFileSync(path.join(dir, f), 'utf8')).tree).file,
  );
  const modern = exportEdopro([...files, bundledLibraryFile()], { assignIdsFrom: 900000000 });
  assert.deepEqual(modern.problems, []);
  const modernPool = exportedPool(modern).pool;
  const { LUA_CONSTANTS } = await import('../../../server/src/interop/edopro/engineConstants');
  // The names constant.lua / utility.lua define, bound to values the scripts must not depend on.
  const poison = [...LUA_CONSTANTS.map(([name]) => `${name}="not the engine's"`), 'aux={}', 'function GetID() return self_table,self_code end', 'CS={}'].join(
    '\n',
  );
  const snapshot = `${poison}\n__cs_before={} for k in pairs(_G) do __cs_before[k]=true end`;
  const compare = 'for k in pairs(_G) do if not __cs_before[k] then Debug.Message("new global "..tostring(k)) end end';
  const lib = await loadOcgcore();
  for (const card of modern.cards) {
    const zone = card.card.kind === 'monster' && ['fusion', 'synchro', 'xyz', 'link'].includes(card.card.frame?.value ?? '') ? 'extra' : 'hand';
    const run = runDuel(lib, modernPool, { you: { [zone]: [{ code: card.passcode }] }, opponent: {}, steps: [], luaBefore: snapshot, luaAfter: compare });
    assert.deepEqual(
      run.log.filter((l) => !/^new global (__cs_before|c\d+)$/.test(l) && l !== `new global ${RUNTIME_TABLE}`),
      [],
      `"${card.card.name.value}" logged errors or defined globals`,
    );
  }
});
