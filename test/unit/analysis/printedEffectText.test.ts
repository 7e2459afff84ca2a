import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { printedEffectText } from '../../../server/src/core/analysis/printedEffectText';
import type { MonsterDeclaration } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';

const card = (frame: string, text: string): MonsterDeclaration =>
  lowerFile('file:///a.card', parse(`monster "M" {\n  frame ${frame}\n  level 4\n  text "${text.replace(/"/g, '\\"')}"\n}\n`).tree).file
    .cards[0] as MonsterDeclaration;

/** Printed texts as official cards have them, and the effect text left once the material line and the summoning sentences are gone. */
const CASES: readonly { readonly frame: string; readonly text: string; readonly effect: string }[] = [
  { frame: 'synchro', text: '1 Tuner + 1+ non-Tuner monsters', effect: '' },
  { frame: 'synchro', text: '1 Tuner + 1 or more non-Tuner WATER monsters. Cannot be destroyed by battle.', effect: 'Cannot be destroyed by battle.' },
  { frame: 'xyz', text: '2 Level 4 monsters Once per turn: detach 1 material; draw 1 card.', effect: 'Once per turn: detach 1 material; draw 1 card.' },
  { frame: 'xyz', text: '2 Xyz Monsters with the same Rank, except "Number" monsters. Gains 1000 ATK.', effect: 'Gains 1000 ATK.' },
  {
    frame: 'xyz',
    text: '3 Level 4 LIGHT monsters. You can also Xyz Summon this card by using a "Number 39: Utopia" you control as material. (Transfer its materials to this card.)',
    effect: '',
  },
  {
    frame: 'xyz',
    text: '2 Level 4 monsters. Once per turn, you can also Xyz Summon "Zoodiac Broadbull" by using 1 "Zoodiac" monster you control.',
    effect: '',
  },
  { frame: 'fusion', text: '"Cyber Dragon" + "Cyber Dragon" + "Cyber Dragon"', effect: '' },
  {
    frame: 'fusion',
    text: '"Cyber Dragon" + 1+ monsters in the Extra Monster Zone. Must first be Special Summoned (from your Extra Deck) by sending the above cards from either field to the GY. (You do not use "Polymerization".) Cannot be used as Fusion Material.',
    effect: '',
  },
  { frame: 'fusion', text: '"Salamangreat" monster + 1 Link Monster. If Fusion Summoned: gain 500 LP.', effect: 'If Fusion Summoned: gain 500 LP.' },
  { frame: 'fusion', text: '1 "Shaddoll" monster + 1 LIGHT monster. Must first be Fusion Summoned.', effect: '' },
  { frame: 'fusion', text: '"Cyber Dragon" + "Cyber Dragon" A Fusion Summon of this card can only be done with the above Fusion Materials.', effect: '' },
  { frame: 'link', text: '2+ Effect Monsters, including a Tuner', effect: '' },
  {
    frame: 'link',
    text: '1 Normal Summoned monster with 1000 or less ATK. (Also treated as a "Salamangreat" card.) It may Tribute itself.',
    effect: 'It may Tribute itself.',
  },
  {
    frame: 'link',
    text: '2 "Ghostrick" monsters. If you Link Summon this card, you can also use face-down "Ghostrick" monsters you control as material.',
    effect: '',
  },
  { frame: 'ritual', text: 'You can Ritual Summon this card with "Black Luster Ritual".', effect: '' },
  {
    frame: 'ritual',
    text: 'You can Ritual Summon this card with "Nekroz Mirror". Must be Ritual Summoned. Once per turn: draw 1 card.',
    effect: 'Once per turn: draw 1 card.',
  },
  // A Ritual Monster has no material line: a leading count is effect text.
  { frame: 'ritual', text: '2 Level 4 monsters can attack this turn.', effect: '2 Level 4 monsters can attack this turn.' },
];

describe('printed effect text of Extra Deck and Ritual Monsters', () => {
  for (const { frame, text, effect } of CASES) {
    test(`${frame}: ${text}`, () => assert.equal(printedEffectText(card(frame, text)), effect));
  }

  test('a long text that looks like a material line costs time linear in its length', () => {
    const long = `1 ${'"a" '.repeat(20000)}${'word '.repeat(40000)}`;
    const started = process.hrtime.bigint();
    printedEffectText(card('synchro', long));
    printedEffectText(card('xyz', `1 Tuner + ${'1 '.repeat(50000)}`));
    assert.ok(process.hrtime.bigint() - started < 2_000_000_000n, 'well under two seconds (a quadratic match takes minutes)');
  });
});
