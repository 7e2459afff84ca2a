import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { lowerEffects } from '../../../server/src/core/lowering/lowerEffects';
import { lowerScenario } from '../../../server/src/core/lowering/lowerScenario';
import { parse } from '../../../server/src/core/syntax/parser';
import { lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { checkScenarioSetup } from '../../../server/src/engine/scenarioSetupChecks';

/** Table-driven: each row is a fragment and the codes it must produce (in order), [] for clean. */

function effectCodes(lines: string): string[] {
  const tree = parse(`spell "S" {\n  kind normal\n  effect {\n${lines}\n  }\n}`).tree;
  const card = lowerFile('test', tree).file.cards[0];
  return lowerEffects('test', card.effectStatements).diagnostics.map((d) => d.code);
}

function effectKinds(lines: string): string[] {
  const tree = parse(`spell "S" {\n  kind normal\n  effect {\n${lines}\n  }\n}`).tree;
  const card = lowerFile('test', tree).file.cards[0];
  return lowerEffects('test', card.effectStatements).effect.effects.map((e) => e.kind);
}

const EFFECTS: readonly [string, string[], string[]][] = [
  ['target 1 monster in any graveyard\nspecial summon target', ['target', 'specialSummonTarget'], []],
  [
    'special summon target ignoring summoning conditions in defense position\ntarget 1 monster in your graveyard',
    ['specialSummonTarget', 'target'],
    ['CS0705'],
  ],
  ['special summon 1 named-next-level monster from your hand or deck ignoring summoning conditions', ['specialSummonFrom'], []],
  ['special summon first normal-summonable monster from your deck', ['specialSummonFirstFromDeck'], []],
  ['fusion summon using materials from hand or field', ['fusionSummon'], []],
  ['fusion summon 1 level 5 or lower fusion monster', ['fusionSummon'], []],
  ['ritual summon ritual monster level exactly using normal monsters from your deck', ['ritualSummon'], []],
  ['ritual summon "Black Luster Soldier" using tributes from hand or field', ['ritualSummon'], []],
  ['normal summon limit 2', ['normalSummonLimit'], []],
  ['extra normal summon', ['extraNormalSummon'], []],
  ['pay 1000 lp per tribute instead', ['payLpPerTributeInstead'], []],
  ['negate summon of 1 monster special only by opponent\ndestroy summoned', ['negateSummon', 'destroySummoned'], []],
  ['negate activation of summoning effect', ['negateActivation'], []],
  ['trigger when opponent summons monster with atk 1500 or more\nbanish summoned', ['trigger', 'banishSummoned'], []],
  ['trigger if any summons monster\ndraw 1', ['trigger', 'draw'], []],
  ['cost pay half lp\nadd 1 level 4 or lower warrior monster from deck to hand', ['cost', 'addToHand'], []],
  ['opponent draws 2\ngain 500 lp\npay 100 lp\ndestroy all monsters', ['draw', 'gainLp', 'payLp', 'destroyAllMonsters'], []],
  // CS0701: outside the vocabulary; CS0702: a known statement in the wrong shape; CS0703: "target" used but never chosen.
  ['summon a dragon', [], ['CS0701']],
  ['special summon', [], ['CS0702']],
  ['negate everything', [], ['CS0702']],
  ['trigger when the moon is full', [], ['CS0702']],
  ['destroy target', ['destroyTarget'], ['CS0703']],
  ['draw 1 {\n draw 2\n}', ['draw'], ['CS0704']],
];

describe('effect lowering (CS07xx)', () => {
  for (const [lines, kinds, codes] of EFFECTS) {
    test(lines.replace(/\n/g, ' / '), () => {
      assert.deepEqual(effectCodes(lines), codes);
      assert.deepEqual(effectKinds(lines), kinds);
    });
  }
});

function scenarioCodes(body: string): string[] {
  const tree = parse(`scenario "T" {\n${body}\n}`).tree;
  const declaration = lowerFile('test', tree).file.scenarios[0];
  const lowered = lowerScenario(declaration);
  return [...lowered.diagnostics, ...checkScenarioSetup(lowered.scenario, lookupWithLibrary([]))].map((d) => d.code);
}

const SCENARIOS: readonly [string, string, string[]][] = [
  ['a clean scenario', 'you { hand "Monster Reborn" }\nstep activate "Monster Reborn" expect illegal no-valid-target', []],
  ['several board fields on one line', 'you { hand "Monster Reborn", "Pot of Greed"  graveyard 3 x "Dark Hole" }', []],
  ['CS0601 unknown card on the board', 'you { hand "No Such Card" }', ['CS0601']],
  ['CS0601 unknown card in a step', 'step activate "No Such Card"', ['CS0601']],
  ['CS0601 unknown card in an expectation', 'step draw\nexpect "Nowhere Card" in hand', ['CS0601']],
  ['CS0602 six cards in the Spell & Trap Zones', 'you { spells 6 x "Dark Hole" }', ['CS0602', 'CS0608']],
  ['CS0603 a Spell in the Monster Zones', 'you { monsters "Dark Hole" }', ['CS0603']],
  ['CS0603 a Spell in the Extra Deck', 'you { extra "Dark Hole" }', ['CS0603']],
  ['CS0604 unknown action', 'step dance "Dark Hole"', ['CS0604']],
  ['CS0604 special summon without a procedure', 'step special summon "Dark Hole"', ['CS0604']],
  ['CS0604 an option the action does not take', 'step flip summon "Dark Hole" tributing "Pot of Greed"', ['CS0604']],
  ['CS0605 unknown board field', 'you { pocket "Dark Hole" }', ['CS0605']],
  ['CS0605 a board list without names', 'you { hand 3 }', ['CS0605']],
  ['CS0606 malformed expectation', 'step draw expect something odd', ['CS0606']],
  ['CS0606 legal before any step', 'expect legal', ['CS0606']],
  ['CS0607 unknown rule code', 'step draw expect illegal not-a-rule', ['CS0607']],
  ['CS0608 more than 3 copies', 'you { deck 4 x "Pot of Greed" }', ['CS0608']],
  ['CS0609 unknown scenario line', 'hello world', ['CS0609']],
  ['CS0610 properly summoned in the hand', 'you { hand "Monster Reborn" properly summoned }', ['CS0610']],
];

describe('scenario lowering and setup checks (CS06xx)', () => {
  for (const [title, body, codes] of SCENARIOS) {
    test(title, () => assert.deepEqual(scenarioCodes(body), codes));
  }

  test('expect lines after a step belong to that step; before any step they are final', () => {
    const tree = parse('scenario "T" {\n  expect lp 8000\n  step draw\n  expect legal\n  expect lp 8000 of opponent\n}').tree;
    const scenario = lowerScenario(lowerFile('test', tree).file.scenarios[0]).scenario;
    assert.deepEqual(
      scenario.finalExpectations.map((e) => e.kind),
      ['lp'],
    );
    assert.deepEqual(
      scenario.steps[0].expectations.map((e) => e.kind),
      ['legal', 'lp'],
    );
  });

  test('a step keeps its span, action text and actor', () => {
    const text = 'scenario "T" {\n  step opponent activate "Dark Hole" hold expect legal\n}';
    const tree = parse(text).tree;
    const step = lowerScenario(lowerFile('test', tree).file.scenarios[0]).scenario.steps[0];
    assert.equal(step.actor, 'opponent');
    assert.equal(step.actionText, 'opponent activate "Dark Hole" hold');
    assert.equal(text.slice(step.span.start, step.span.end), 'step opponent activate "Dark Hole" hold expect legal');
    assert.equal(step.action.kind, 'activate');
  });
});
