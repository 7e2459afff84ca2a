import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CardFilter } from '../../../server/src/core/model/cards';
import { describeFilter } from '../../../server/src/core/model/describeFilter';
import { printFilter } from '../../../server/src/core/model/printFilter';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { filterCondition } from '../../../server/src/interop/edopro/luaFilters';
import type { ScriptContext } from '../../../server/src/interop/edopro/scriptContext';

/**
 * DEF bounds and Spell/Trap filters (docs/language.md, "COUNT FILTER"): each written filter, what it is
 * printed back as (which reads as the same filter), what the hover says it fits, and the Lua test the export
 * writes for it; a monster-only word with a Spell/Trap noun, or a kind without one, is an error.
 */

interface Read {
  readonly filter?: CardFilter;
  readonly errors: readonly string[];
}

/** The filter of `condition you control FILTER` in a procedure, and the line's errors and warnings. */
function readCondition(written: string): Read {
  const text = `monster "P" {\n  frame effect\n  level 4\n  summon {\n    special summon by procedure from hand {\n      condition you control ${written}\n    }\n  }\n}\n`;
  const parsed = parse(text);
  const lowered = lowerFile('file:///filters.card', parsed.tree);
  const errors = [...parsed.diagnostics, ...lowered.diagnostics]
    .filter((d) => d.severity === 'error' || d.severity === 'warning')
    .map((d) => `${d.code} ${d.message}`);
  const card = lowered.file.cards[0];
  const clause = card?.kind === 'monster' ? card.summon[0] : undefined;
  const condition = clause && 'procedure' in clause ? clause.procedure.conditions[0] : undefined;
  return { filter: condition?.kind === 'youControl' ? condition.filter : undefined, errors };
}

const withoutSpans = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, inner: unknown) => (key === 'span' ? undefined : inner)));

const SCRIPT_CONTEXT = { passcodeOf: () => undefined } as unknown as ScriptContext;

// [written, printed, described (hover), Lua]
const READ: readonly (readonly [string, string, string, string])[] = [
  [
    '1 monster with def 2000 or more',
    '1 def 2000 or more monster',
    '1 monster(s) with 2000 or more DEF',
    'tc:IsType(0x1) and not tc:IsType(0x4000000) and tc:GetTextDefense()>=0 and tc:GetDefense()>=2000',
  ],
  [
    '1 monster def 2500 or less',
    '1 def 2500 or less monster',
    '1 monster(s) with 2500 or less DEF',
    'tc:IsType(0x1) and not tc:IsType(0x4000000) and tc:GetTextDefense()>=0 and tc:GetDefense()<=2500',
  ],
  [
    '1 monster with def 0',
    '1 def 0 monster',
    '1 monster(s) with 0 DEF',
    'tc:IsType(0x1) and not tc:IsType(0x4000000) and tc:GetTextDefense()>=0 and tc:GetDefense()>=0 and tc:GetDefense()<=0',
  ],
  [
    '1 monster def 1000 or higher def 2000 or lower',
    '1 def 1000 or more def 2000 or less monster',
    '1 monster(s) with 1000 or more and 2000 or less DEF',
    'tc:IsType(0x1) and not tc:IsType(0x4000000) and tc:GetTextDefense()>=0 and tc:GetDefense()>=1000 and tc:GetDefense()<=2000',
  ],
  [
    '1 monster with atk 1500',
    '1 atk 1500 monster',
    '1 monster(s) with 1500 ATK',
    'tc:IsType(0x1) and tc:GetTextAttack()>=0 and tc:GetAttack()>=1500 and tc:GetAttack()<=1500',
  ],
  [
    '2 dark monsters with atk 2000 or more with def 1000 or less',
    '2 dark atk 2000 or more def 1000 or less monsters',
    '2 DARK monster(s) with 2000 or more ATK with 1000 or less DEF',
    'tc:IsType(0x1) and tc:IsAttribute(0x20) and tc:GetTextAttack()>=0 and tc:GetAttack()>=2000 and not tc:IsType(0x4000000) and tc:GetTextDefense()>=0 and tc:GetDefense()<=1000',
  ],
  ['1 spell', '1 spell', '1 Spell(s)', 'tc:IsType(0x2)'],
  ['2 traps', '2 traps', '2 Trap(s)', 'tc:IsType(0x4)'],
  ['1 spell/trap', '1 spell/trap', '1 Spell(s)/Trap(s)', 'tc:IsType(0x6)'],
  ['2 spells/traps', '2 spells/traps', '2 Spell(s)/Trap(s)', 'tc:IsType(0x6)'],
  ['1 spell or trap', '1 spell/trap', '1 Spell(s)/Trap(s)', 'tc:IsType(0x6)'],
  ['1 spell card', '1 spell', '1 Spell(s)', 'tc:IsType(0x2)'],
  ['3 trap cards', '3 traps', '3 Trap(s)', 'tc:IsType(0x4)'],
  ['1 face-up continuous trap', '1 face-up continuous trap', '1 face-up Continuous Trap(s)', 'tc:IsType(0x4) and tc:IsType(0x20000) and tc:IsFaceup()'],
  ['1 continuous spell/trap', '1 continuous spell/trap', '1 Continuous Spell(s)/Trap(s)', 'tc:IsType(0x6) and tc:IsType(0x20000)'],
  ['1 quick-play spell', '1 quick-play spell', '1 Quick-Play Spell(s)', 'tc:IsType(0x2) and tc:IsType(0x10000)'],
  ['1 equip or field spell', '1 equip or field spell', '1 Equip or Field Spell(s)', 'tc:IsType(0x2) and tc:IsType(0xc0000)'],
  ['1 ritual spell', '1 ritual spell', '1 Ritual Spell(s)', 'tc:IsType(0x2) and tc:IsType(0x80)'],
  ['1 counter trap', '1 counter trap', '1 Counter Trap(s)', 'tc:IsType(0x4) and tc:IsType(0x100000)'],
  ['1 normal trap', '1 normal trap', '1 Normal Trap(s)', 'tc:IsType(0x4) and not tc:IsType(0x11f0080)'],
  [
    '1 normal or quick-play spell',
    '1 normal or quick-play spell',
    '1 Normal or Quick-Play Spell(s)',
    'tc:IsType(0x2) and (tc:IsType(0x10000) or not tc:IsType(0x11f0080))',
  ],
  ['1 archetype "Sky Striker" spell', '1 archetype "Sky Striker" spell', '1 "Sky Striker" Spell(s)', 'tc:IsType(0x2) and tc:IsSetCard(0x750a)'],
  ['1 "Pot of Greed" spell', '1 "Pot of Greed" spell', '1 "Pot of Greed" Spell(s)', 'tc:IsType(0x2) and false --[[ not in the exported set: Pot of Greed ]]'],
  ['1 normal monster', '1 normal monster', '1 Normal monster(s)', 'tc:IsType(0x1) and tc:IsType(0x10)'],
  ['1 ritual monster', '1 ritual monster', '1 Ritual monster(s)', 'tc:IsType(0x1) and tc:IsType(0x80)'],
  // Alternatives: words of one field without a count, whole filters with it.
  ['1 dragon or warrior monster', '1 dragon or warrior monster', '1 Dragon or Warrior monster(s)', 'tc:IsType(0x1) and tc:IsRace(0x2001)'],
  [
    '1 tuner or 1 archetype "Sample" monster',
    '1 tuner monster or 1 archetype "Sample" monster',
    '1 Tuner monster(s) or 1 "Sample" monster(s)',
    '((tc:IsType(0x1) and tc:IsType(0x1000)) or (tc:IsType(0x1) and tc:IsSetCard(0xc731)))',
  ],
  [
    '1 level 4 dark monster or 1 spell or 1 trap',
    '1 level 4 dark monster or 1 spell or 1 trap',
    '1 Level 4 DARK monster(s) or 1 Spell(s) or 1 Trap(s)',
    '((tc:IsType(0x1) and tc:IsAttribute(0x20) and tc:GetLevel()>=4 and tc:GetLevel()>0 and tc:GetLevel()<=4) or (tc:IsType(0x2)) or (tc:IsType(0x4)))',
  ],
];

for (const [written, printed, described, lua] of READ) {
  test(`filter "${written}": printed "${printed}", described "${described}"`, () => {
    const read = readCondition(written);
    assert.deepEqual(read.errors, []);
    assert.ok(read.filter, 'a you-control condition');
    assert.equal(printFilter(read.filter), printed);
    assert.equal(describeFilter(read.filter), described);
    const again = readCondition(printed);
    assert.deepEqual(again.errors, []);
    assert.deepEqual(withoutSpans(again.filter), withoutSpans(read.filter), 'the printed filter reads as the same filter');
    assert.equal(filterCondition(read.filter, SCRIPT_CONTEXT), lua);
  });
}

// [written, the error's message]
const REPORTED: readonly (readonly [string, string])[] = [
  ['1 level 4 spell', "CS0117 'level 4' describes monsters only: a Spell has none (drop it, or write a monster filter)."],
  ['1 dark trap', "CS0117 'dark' describes monsters only: a Trap has none (drop it, or write a monster filter)."],
  ['1 spell/trap with def 0', "CS0117 'def 0' describes monsters only: a Spell/Trap has none (drop it, or write a monster filter)."],
  ['1 trap atk 1000 or more', "CS0117 'atk 1000 or more' describes monsters only: a Trap has none (drop it, or write a monster filter)."],
  ['1 tuner spell', "CS0117 'tuner' describes monsters only: a Spell has none (drop it, or write a monster filter)."],
  ['1 effect trap', "CS0117 'effect' describes monsters only: a Trap has none (drop it, or write a monster filter)."],
  ['1 pendulum spell', "CS0117 'pendulum' describes monsters only: a Spell has none (drop it, or write a monster filter)."],
  ['1 spell monster', 'CS0117 A filter has one noun: a card is a monster or a Spell, never both.'],
  ['1 counter spell', "CS0117 'counter' is no Spell kind: only Traps have 'counter'."],
  ['1 equip spell/trap', "CS0117 'equip' is no Trap kind: only Spells have 'equip'."],
  ['1 quick-play trap', "CS0117 'quick-play' is no Trap kind: only Spells have 'quick-play'."],
  ['1 continuous card', "CS0117 'continuous' is a Spell/Trap kind: write it before 'spell', 'trap' or 'spell/trap' (Spells and Traps have 'continuous')."],
  ['1 field monster', "CS0117 'field' is a Spell/Trap kind: write it before 'spell', 'trap' or 'spell/trap' (only Spells have 'field')."],
  ['1 monster def 1000 def 2000', "CS0121 The filter is read as 'def 2000' alone: it replaces the earlier 'def 1000'."],
  [
    '1 tuner or archetype "Sample" monster',
    "CS0117 'or' between 'tuner' and 'archetype' joins words of two kinds: write each alternative with its count ('... or 1 archetype ...'), so the words of each side are clear; words of one kind are alternatives as they are ('light or dark').",
  ],
  [
    '1 "Sample" or archetype "Other" monster',
    "CS0117 'or' between '\"Sample\"' and 'archetype' joins words of two kinds: write each alternative with its count ('... or 1 archetype ...'), so the words of each side are clear; words of one kind are alternatives as they are ('light or dark').",
  ],
  [
    '1 non-link or non-fire monster',
    "CS0117 'or' between 'non-link' and 'non-fire' joins words of two kinds: write each alternative with its count ('... or 1 non-fire ...'), so the words of each side are clear; words of one kind are alternatives as they are ('light or dark').",
  ],
  [
    '1 tuner or 2 archetype "Sample" monsters',
    "CS0117 Alternatives joined by 'or' share one count: write '1' here too (a cost or condition with another count is a procedure of its own).",
  ],
  [
    '1 light monster and 1 dark monster',
    "CS0117 A card filter has one count: 'and 1' starts a second filter. Write one line per filter (\"banishing 1 LIGHT and 1 DARK monster from your GY\" is 'cost banish 1 light monster from graveyard' and 'cost banish 1 dark monster from graveyard').",
  ],
];

// [a summon block's lines, the error's message]: Tributes and materials are monsters.
const MONSTERS_ONLY: readonly (readonly [string, string])[] = [
  ['special summon by procedure from hand {\n      cost tribute 1 spell\n    }', 'CS0117 A Tribute is a monster: a Spell filter fits no card here.'],
  ['can tribute 1 trap to summon', 'CS0117 A Tribute is a monster: a Trap filter fits no card here.'],
  ['link materials 2 spells/traps', 'CS0117 A material is a monster: a Spell/Trap filter fits no card here.'],
  ['link materials 2 monsters including 1 spell', 'CS0117 A material is a monster: a Spell filter fits no card here.'],
  ['can tribute 1 dragon monster or 1 trap to summon', 'CS0117 A Tribute is a monster: a Trap filter fits no card here.'],
];

for (const [lines, message] of MONSTERS_ONLY) {
  test(`summon line "${lines.split('\n')[0]}": a Spell/Trap filter is reported`, () => {
    const text = `monster "P" {\n  frame link\n  link 2\n  summon {\n    ${lines}\n  }\n}\n`;
    const parsed = parse(text);
    const lowered = lowerFile('file:///filters.card', parsed.tree);
    const errors = [...parsed.diagnostics, ...lowered.diagnostics].filter((d) => d.code === 'CS0117').map((d) => `${d.code} ${d.message}`);
    assert.deepEqual(errors, [message]);
  });
}

for (const [written, message] of REPORTED) {
  test(`filter "${written}" is reported`, () => {
    assert.deepEqual(readCondition(written).errors, [message]);
  });
}

// [written, after the quick fix]: an `or` between two fields gets the count written again.
const OR_FIXED: readonly (readonly [string, string])[] = [
  ['1 tuner or archetype "Sample" monster', '1 tuner or 1 archetype "Sample" monster'],
  ['2 dark or dragon monsters', '2 dark or 2 dragon monsters'],
];

for (const [written, fixed] of OR_FIXED) {
  test(`filter "${written}": the quick fix writes "${fixed}", which reads without error`, () => {
    const prefix = `monster "P" {\n  frame effect\n  level 4\n  summon {\n    special summon by procedure from hand {\n      condition you control `;
    const text = `${prefix}${written}\n    }\n  }\n}\n`;
    const lowered = lowerFile('file:///filters.card', parse(text).tree);
    const fixes = lowered.diagnostics.filter((d) => d.code === 'CS0117').flatMap((d) => d.fixes ?? []);
    assert.equal(fixes.length, 1);
    const [edit] = fixes[0].edits;
    const after = text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.end);
    assert.equal(after.slice(prefix.length, after.indexOf('\n', prefix.length)), fixed);
    assert.deepEqual(readCondition(fixed).errors, []);
  });
}
