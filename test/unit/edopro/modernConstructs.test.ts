import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CardFile } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { bundledLibraryFile } from '../../../server/src/engine/library/bundledLibrary';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { runDuel, type DuelCard, type DuelStep } from '../../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { exportedPool } from '../../../server/src/interop/edopro/referee/refereeRun';

/**
 * The later modern constructs in the exported scripts (docs/edopro.md, "What the scripts do"): each asked of the
 * real engine with the right and the wrong materials or costs, as the referee asks (refereeBoards.test.ts).
 */

const lower = (text: string): CardFile => lowerFile('file:///modern-constructs.card', parse(text).tree).file;

const CARDS = lower(
  [
    'monster "Weak Four" { id 901 frame normal attribute DARK race Fiend level 4 atk 800 def 1 }',
    'monster "Strong Four" { id 902 frame normal attribute DARK race Fiend level 4 atk 1800 def 1 }',
    'monster "Dragon Four" { id 903 frame normal attribute FIRE race Dragon level 4 atk 1000 def 1 }',
    'monster "Xyz Five" { id 904 frame xyz attribute DARK race Dragon rank 5 atk 1 def 1 summon { xyz materials 2 level 5 monsters } }',
    'monster "Xyz Four" { id 905 frame xyz attribute DARK race Dragon rank 4 atk 1 def 1 summon { xyz materials 2 level 4 monsters } }',
    'monster "Number 4: Sample" { id 906 archetype "Number" frame xyz attribute DARK race Dragon rank 4 atk 1 def 1 summon { xyz materials 2 level 4 monsters } }',
    'monster "Weak Link" { id 910 frame link attribute DARK race Fiend link 1 atk 1 arrows bottom summon { link materials 1 normal-summoned monster atk 1000 or less } }',
    'monster "Rank Seven" { id 911 frame xyz attribute DARK race Dragon rank 7 atk 1 def 1 summon { xyz materials 2 level 7 monsters\n alternative xyz materials 1 rank 5 or 6 xyz monster } }',
    'monster "Not A Number" { id 912 frame xyz attribute LIGHT race Warrior rank 0 atk 0 def 0 summon { xyz materials 2 xyz monsters except archetype "Number" with same rank } }',
    'monster "Return Summoner" { id 913 frame effect attribute DARK race Fiend level 8 atk 1 def 1 summon { special summon by procedure from hand {\n cost return 1 face-up fiend monster to hand } } }',
    'monster "Late Link" { id 914 frame link attribute DARK race Fiend link 2 atk 1 arrows bottom-left, bottom-right summon { link materials 2 monsters\n cannot link summon except in main2 } }',
    'monster "Golem Lock" { id 915 frame effect attribute FIRE race Fiend level 8 atk 1 def 1 summon { cannot normal summon or set\n special summon by procedure from hand to opponent\'s field {\n cost tribute 2 monsters opponent controls }\n you cannot normal summon or set the turn you special summon this card } }',
    'monster "Plain Link" { id 917 frame link attribute DARK race Fiend link 2 atk 1 arrows bottom-left, bottom-right summon { link materials 2 monsters } }',
    'monster "Tuner Three" { id 918 frame effect tuner attribute DARK race Fiend level 3 atk 1 def 1 }',
    'monster "Plain Six" { id 919 frame normal attribute DARK race Fiend level 6 atk 1 def 1 }',
    'monster "Plain Three" { id 920 frame normal attribute DARK race Fiend level 3 atk 1 def 1 }',
    'monster "Apart Synchro" { id 921 frame synchro attribute WATER race Beast level 1 atk 1 def 1 summon { cannot synchro summon\n must special summon by procedure from extra {\n cost send 1 tuner from field to graveyard\n cost send 1 non-tuner monster level 1 apart from field to graveyard } } }',
    'monster "Same Synchro" { id 922 frame synchro attribute WATER race Beast level 12 atk 1 def 1 summon { cannot synchro summon\n must special summon by procedure from extra {\n cost send 1 tuner from field to graveyard\n cost send 1 non-tuner monster same-level-as-cost from field to graveyard } } }',
    'monster "Relic Five" { id 923 frame effect attribute EARTH race Machine level 5 atk 1 def 1 summon { can tribute face-up continuous spells and traps } }',
    'monster "Plain Five" { id 924 frame normal attribute EARTH race Machine level 5 atk 1 def 1 }',
    'monster "Hidden Xyz" { id 916 frame xyz attribute DARK race Fiend rank 4 atk 1 def 1 summon { xyz materials 2 level 4 monsters\n can use face-down fiend monsters as material } }',
  ].join('\n'),
);

const exported = exportEdopro([CARDS, bundledLibraryFile()], { assignIdsFrom: 900000000 });
const { pool, view } = exportedPool(exported);
const c = (code: number, more: Partial<DuelCard> = {}): DuelCard => ({ code, ...more });
const summon = (code: number, prefer: readonly number[]): DuelStep => ({ action: { kind: 'specialSummon', code, prefer } });
const normal = (code: number): DuelStep => ({ action: { kind: 'normalSummon', code, prefer: [] } });
const summoned = (steps: readonly { offered: boolean; onField: boolean; error: string | null }[], index: number) =>
  steps[index].offered && steps[index].onField && steps[index].error === null;

test('the modern constructs: the exported set has no problems and none of these cards is a summon stub', () => {
  assert.deepEqual(exported.problems, []);
  for (const name of [
    'Apart Synchro',
    'Same Synchro',
    'Weak Link',
    'Rank Seven',
    'Not A Number',
    'Return Summoner',
    'Late Link',
    'Golem Lock',
    'Hidden Xyz',
    'Relic Five',
  ]) {
    assert.deepEqual(exported.cards.find((x) => x.card.name.value === name)?.script.summonStubs, [], `${name}'s summoning clauses are exported`);
  }
});

test('"1 Normal Summoned monster with 1000 or less ATK": a Normal Summoned Weak Four; not a Strong Four, not one placed without a summon', async () => {
  const lib = await loadOcgcore();
  const ask = (hand: number) => runDuel(lib, pool, { you: { hand: [c(hand)], extra: [c(910)] }, opponent: {}, steps: [normal(hand), summon(910, [hand])] });
  const right = ask(901);
  assert.deepEqual(right.log, []);
  assert.equal(summoned(right.steps, 1), true, 'a Normal Summoned monster with 800 ATK');
  assert.equal(ask(902).steps[1].offered, false, 'a monster with 1800 ATK');
  const placed = runDuel(lib, pool, { you: { monsters: [c(901)], extra: [c(910)] }, opponent: {}, steps: [summon(910, [901])] });
  assert.equal(placed.steps[0].offered, false, 'a monster that was never Normal Summoned');
});

test('"a Rank 5 or 6 Xyz Monster" as its alternative Xyz Material: a Rank 5; not a Rank 4', async () => {
  const lib = await loadOcgcore();
  const ask = (xyz: number) => runDuel(lib, pool, { you: { monsters: [c(xyz)], extra: [c(911)] }, opponent: {}, steps: [summon(911, [xyz])] });
  const right = ask(904);
  assert.deepEqual(right.log, []);
  assert.equal(summoned(right.steps, 0), true, 'a Rank 5 Xyz Monster');
  assert.equal(ask(905).steps[0].offered, false, 'a Rank 4 Xyz Monster');
});

test('"2 Xyz Monsters with the same Rank, except "Number" monsters": two Rank 4s; not with a "Number"', async () => {
  const lib = await loadOcgcore();
  const ask = (monsters: readonly number[]) =>
    runDuel(lib, pool, { you: { monsters: monsters.map((m) => c(m)), extra: [c(912)] }, opponent: {}, steps: [summon(912, monsters)] });
  const right = ask([905, 905]);
  assert.deepEqual(right.log, []);
  assert.equal(summoned(right.steps, 0), true, 'two Rank 4 Xyz Monsters outside "Number"');
  assert.equal(ask([905, 906]).steps[0].offered, false, 'one of them a "Number"');
});

test('"by returning 1 face-up Fiend monster you control to the hand": paid with a Fiend, which goes to the hand; not with a Dragon', async () => {
  const lib = await loadOcgcore();
  const ask = (monster: number) => runDuel(lib, pool, { you: { hand: [c(913)], monsters: [c(monster)] }, opponent: {}, steps: [summon(913, [monster])] });
  const right = ask(901);
  assert.deepEqual(right.log, []);
  assert.equal(summoned(right.steps, 0), true, 'a face-up Fiend returned');
  assert.equal(ask(903).steps[0].offered, false, 'a Dragon is not the Fiend the cost asks for');
});

test('"Cannot be Link Summoned, except during Main Phase 2": refused in Main Phase 1, where the same materials Link Summon another Link-2', async () => {
  const lib = await loadOcgcore();
  const late = runDuel(lib, pool, { you: { monsters: [c(901), c(902)], extra: [c(914)] }, opponent: {}, steps: [summon(914, [901, 902])] });
  assert.deepEqual(late.log, []);
  assert.equal(late.steps[0].offered, false, 'Link Summoned in Main Phase 1');
  const plain = runDuel(lib, pool, { you: { monsters: [c(901), c(902)], extra: [c(917)] }, opponent: {}, steps: [summon(917, [901, 902])] });
  assert.equal(summoned(plain.steps, 0), true, 'a Link-2 without the restriction');
});

test('"You cannot Normal Summon/Set the turn you Special Summon this card": summoned to the opponent\'s field, then no Normal Summon; not after a Normal Summon', async () => {
  const lib = await loadOcgcore();
  const first = runDuel(lib, pool, {
    you: { hand: [c(915), c(901)] },
    opponent: { monsters: [c(902), c(903)] },
    steps: [summon(915, [902, 903]), normal(901)],
  });
  assert.deepEqual(first.log, []);
  assert.equal(first.steps[0].offered, true, 'its procedure');
  assert.equal(first.steps[1].offered, false, 'a Normal Summon after it');
  const after = runDuel(lib, pool, {
    you: { hand: [c(915), c(901)] },
    opponent: { monsters: [c(902), c(903)] },
    steps: [normal(901), summon(915, [902, 903])],
  });
  assert.equal(summoned(after.steps, 0), true, 'the Normal Summon first');
  assert.equal(after.steps[1].offered, false, 'its procedure after a Normal Summon');
});

test('"you can also use face-down Fiend monsters as material": two face-down Fiends; not face-down Dragons', async () => {
  const lib = await loadOcgcore();
  const ask = (monsters: readonly number[]) =>
    runDuel(lib, pool, { you: { monsters: monsters.map((m) => c(m, { position: 'set' })), extra: [c(916)] }, opponent: {}, steps: [summon(916, monsters)] });
  const right = ask([901, 902]);
  assert.deepEqual(right.log, []);
  assert.equal(summoned(right.steps, 0), true, 'face-down Fiends');
  const control = runDuel(lib, pool, {
    you: { monsters: [c(903, { position: 'set' }), c(903, { position: 'set' })], extra: [c(905)] },
    opponent: {},
    steps: [summon(905, [903, 903])],
  });
  assert.equal(control.steps[0].offered, false, 'another Xyz Monster with face-down materials');
  assert.equal(ask([903, 903]).steps[0].offered, false, 'face-down Dragons');
});

test('"1 Tuner and 1 non-Tuner whose difference in Levels is 1" / "with the same Level": the Levels that fit; not the others', async () => {
  const lib = await loadOcgcore();
  const ask = (extra: number, monsters: readonly number[]) =>
    runDuel(lib, pool, { you: { monsters: monsters.map((m) => c(m)), extra: [c(extra)] }, opponent: {}, steps: [summon(extra, monsters)] });
  const right = ask(921, [918, 901]);
  assert.deepEqual(right.log, []);
  assert.equal(summoned(right.steps, 0), true, 'Levels 3 and 4');
  assert.equal(ask(921, [918, 919]).steps[0].offered, false, 'Levels 3 and 6');
  assert.equal(summoned(ask(922, [918, 920]).steps, 0), true, 'Levels 3 and 3');
  assert.equal(ask(922, [918, 901]).steps[0].offered, false, 'Levels 3 and 4');
});

test('"You can Tribute face-up Continuous Spells/Traps you control for the Tribute Summon": a face-up Call of the Haunted; not for a Set, not for another monster', async () => {
  const lib = await loadOcgcore();
  const haunted = view.codeOf('Call of the Haunted')!;
  const ask = (kind: 'normalSummon' | 'set', code: number) =>
    runDuel(lib, pool, {
      you: { hand: [c(code)], spells: [c(haunted, { position: 'face-up' })] },
      opponent: {},
      steps: [{ action: { kind, code, prefer: [haunted] } }],
    });
  const right = ask('normalSummon', 923);
  assert.deepEqual(right.log, []);
  assert.equal(summoned(right.steps, 0), true, 'Tributing the Continuous Trap');
  assert.equal(ask('set', 923).steps[0].offered, false, 'a Tribute Set with it');
  assert.equal(ask('normalSummon', 924).steps[0].offered, false, 'a monster without the clause');
});
