import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CardFile } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { bundledLibraryFile } from '../../../server/src/engine/library/bundledLibrary';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { runDuel, type DuelCard } from '../../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { exportedPool } from '../../../server/src/interop/edopro/referee/refereeRun';

/**
 * The summoning restrictions of docs/language.md ("cannot flip summon", ...) in the exported scripts: each
 * asked of the real engine on a board where it binds and on one where it does not.
 */

const lower = (text: string): CardFile => lowerFile('file:///summon-restrictions.card', parse(text).tree).file;

const CARDS = lower(
  [
    'monster "Shell Beetle" { id 931 frame effect attribute EARTH race Insect level 3 atk 600 def 1900 summon { cannot flip summon } }',
    'monster "Open Beetle" { id 932 frame normal attribute EARTH race Insect level 3 atk 600 def 1900 }',
    'monster "Field Ghost" { id 933 frame effect attribute DARK race Zombie level 4 atk 1 def 1 summon { cannot special summon from graveyard except if sent from field } }',
    'spell "Star Launch" { id 935 kind normal archetype "Star" effect { special summon 1 monster from your hand } }',
    'spell "Plain Launch" { id 936 kind normal effect { special summon 1 monster from your hand } }',
    'monster "Star Booster" { id 937 frame effect archetype "Star" attribute LIGHT race Machine level 1 atk 0 def 0 effect { special summon 1 monster from your hand } }',
    'monster "Star Dragon" { id 938 frame effect attribute LIGHT race Machine level 8 atk 1 def 1 summon { cannot normal summon or set\n must special summon by effect of archetype "Star" card } }',
    'monster "Star Spellborn" { id 939 frame effect attribute LIGHT race Machine level 8 atk 1 def 1 summon { cannot normal summon or set\n must special summon by effect of archetype "Star" spell } }',
    'monster "Strict Four" { id 940 frame normal attribute WIND race Machine level 4 atk 1 def 1 }',
    'monster "Strict Xyz" { id 941 frame xyz attribute WIND race Machine rank 4 atk 1 def 1 summon { xyz materials 2 level 4 monsters\n must xyz summon\n xyz only with materials } }',
    'monster "Strict Synchro" { id 942 frame synchro attribute WIND race Machine level 6 atk 1 def 1 summon { synchro materials 1 tuner + 1 or more non-tuner monsters\n synchro only with materials } }',
    'monster "Strict Tuner" { id 943 frame effect tuner attribute WIND race Machine level 2 atk 1 def 1 }',
    'monster "Grave Ghost" { id 934 frame effect attribute DARK race Zombie level 4 atk 1 def 1 summon { cannot special summon from graveyard } }',
  ].join('\n'),
);

const exported = exportEdopro([CARDS, bundledLibraryFile()], { assignIdsFrom: 900000000 });
const { pool } = exportedPool(exported);
const c = (code: number, more: Partial<DuelCard> = {}): DuelCard => ({ code, ...more });

test('the restrictions are exported without problems or summon stubs', () => {
  assert.deepEqual(exported.problems, []);
  for (const name of ['Shell Beetle', 'Field Ghost', 'Grave Ghost', 'Star Dragon', 'Star Spellborn', 'Strict Xyz', 'Strict Synchro'])
    assert.deepEqual(exported.cards.find((x) => x.card.name.value === name)?.script.summonStubs, [], `${name}'s summoning clauses are exported`);
});

test('"cannot flip summon": the engine offers no Flip Summon of the Set card, and still one of another Set monster', async () => {
  const lib = await loadOcgcore();
  const flip = (code: number) =>
    runDuel(lib, pool, {
      you: { monsters: [c(code, { position: 'set' })] },
      opponent: {},
      steps: [{ action: { kind: 'flipSummon', code } }],
    }).steps[0];
  assert.equal(flip(931).offered, false, 'Shell Beetle');
  assert.equal(flip(932).offered, true, 'Open Beetle');
});

test('"cannot flip summon": the card is still Set from the hand', async () => {
  const lib = await loadOcgcore();
  const run = runDuel(lib, pool, { you: { hand: [c(931)] }, opponent: {}, steps: [{ action: { kind: 'set', code: 931, prefer: [] } }] });
  assert.equal(run.steps[0].offered, true);
});

const passcodeOf = (name: string) => exported.cards.find((x) => x.card.name.value === name)!.passcode;

// Each row: the card, where it starts (in the GY, or on the field and then sent to the GY), the reviving Spell, and whether it reaches the field.
const REVIVALS: [code: number, start: 'graveyard' | 'sent from field', spell: string, revived: boolean][] = [
  [933, 'graveyard', 'Monster Reborn', false],
  [933, 'sent from field', 'Monster Reborn', true],
  [933, 'graveyard', 'Level Modulation', true],
  [934, 'graveyard', 'Monster Reborn', false],
  [934, 'sent from field', 'Monster Reborn', false],
  [934, 'graveyard', 'Level Modulation', true],
];
for (const [code, start, spell, revived] of REVIVALS) {
  test(`"cannot special summon from graveyard${code === 933 ? ' except if sent from field' : ''}": ${spell} on a copy ${start === 'graveyard' ? 'that starts in the GY' : 'sent from the field'} ${revived ? 'revives it' : 'does not'}`, async () => {
    const lib = await loadOcgcore();
    const spellCode = passcodeOf(spell);
    const activate = { action: { kind: 'activate' as const, code: spellCode, prefer: [code] }, subject: code };
    const run =
      start === 'graveyard'
        ? runDuel(lib, pool, { you: { graveyard: [c(code)], hand: [c(spellCode)] }, opponent: {}, steps: [activate] })
        : runDuel(lib, pool, {
            you: { monsters: [c(code)], hand: [c(spellCode)] },
            opponent: {},
            steps: [{ action: { kind: 'move', code, to: 'graveyard' } }, activate],
          });
    assert.equal(run.steps[run.steps.length - 1].onField, revived);
  });
}

// Each row: the summoning card (a Spell from the hand, a monster on the field), the Nomi monster, and whether it reaches the field.
const ARCHETYPE_METHODS: [by: number, monster: number, summoned: boolean][] = [
  [935, 938, true],
  [936, 938, false],
  [935, 939, true],
  [937, 939, false],
];
for (const [by, monster, summoned] of ARCHETYPE_METHODS) {
  test(`"by effect of archetype": ${by} ${summoned ? 'summons' : 'does not summon'} ${monster} in the real engine`, async () => {
    const lib = await loadOcgcore();
    const you = by === 937 ? { monsters: [c(by)], hand: [c(monster)] } : { hand: [c(by), c(monster)] };
    const run = runDuel(lib, pool, { you, opponent: {}, steps: [{ action: { kind: 'activate', code: by, prefer: [monster] }, subject: monster }] });
    assert.equal(run.steps[0].onField, summoned);
  });
}

test('"xyz only with materials", "synchro only with materials": the card\'s own procedure still summons it with the listed materials', async () => {
  const lib = await loadOcgcore();
  const xyz = runDuel(lib, pool, {
    you: { monsters: [c(940), c(940)], extra: [c(941)] },
    opponent: {},
    steps: [{ action: { kind: 'specialSummon', code: 941, prefer: [940, 940] } }],
  });
  assert.equal(xyz.steps[0].onField, true, 'Strict Xyz');
  const synchro = runDuel(lib, pool, {
    you: { monsters: [c(943), c(940)], extra: [c(942)] },
    opponent: {},
    steps: [{ action: { kind: 'specialSummon', code: 942, prefer: [943, 940] } }],
  });
  assert.equal(synchro.steps[0].onField, true, 'Strict Synchro');
});
