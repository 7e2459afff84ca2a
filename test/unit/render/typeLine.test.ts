import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MonsterDeclaration } from '../../../server/src/core/model/cards';
import { monsterTypeLine } from '../../../server/src/core/render/cardFaceOf';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';

/** The type line prints the words after the frame as the card does (EDOPro's Special Summon type is not printed). */
const CASES: readonly (readonly [string, string])[] = [
  ['frame effect flip\n  race Insect', 'Insect / Flip / Effect'],
  ['frame effect gemini\n  race Warrior', 'Warrior / Gemini / Effect'],
  ['frame effect spirit\n  race Winged-Beast', 'Winged Beast / Spirit / Effect'],
  ['frame effect union\n  race Machine', 'Machine / Union / Effect'],
  ['frame effect toon\n  race Fiend', 'Fiend / Toon / Effect'],
  ['frame effect special-summon\n  race Warrior', 'Warrior / Effect'],
  ['frame fusion effect\n  race Dragon', 'Dragon / Fusion / Effect'],
  ['frame fusion\n  race Warrior', 'Warrior / Fusion'],
];

for (const [lines, printed] of CASES) {
  test(`${lines.split('\n')[0]}: [${printed}]`, () => {
    const card = analyzeDocument('file:///t.card', `monster "T" {\n  ${lines}\n  level 4\n}\n`).file.cards[0] as MonsterDeclaration;
    assert.equal(monsterTypeLine(card), printed);
  });
}
