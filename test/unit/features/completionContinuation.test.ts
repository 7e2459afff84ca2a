import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { completionsAt } from '../../../server/src/core/features/completion';
import { lowerEffects } from '../../../server/src/core/lowering/lowerEffects';
import { lowerScenario } from '../../../server/src/core/lowering/lowerScenario';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { parseFixture } from './fixture';

const CARDS = '//- cards.card\nmonster "Dark Necrofear" {\n  frame effect\n  level 7\n}\n';

function labels(fixture: string): string[] {
  const { workspace, document, offset } = parseFixture(`${CARDS}//- main.card\n${fixture}`);
  return completionsAt(document, offset, workspace).map((i) => i.label);
}

const summon = (line: string) => `monster "A" {\n  frame effect\n  level 7\n  summon {\n    ${line}\n  }\n}`;
const procedure = (line: string) =>
  `monster "A" {\n  frame effect\n  level 7\n  summon {\n    must special summon by procedure {\n      ${line}\n    }\n  }\n}`;
const effect = (line: string) => `spell "S" {\n  kind normal\n  effect {\n    ${line}\n  }\n}`;

describe('completion continues past captures', () => {
  const cases: { name: string; fixture: string; has: string[]; not?: string[] }[] = [
    { name: 'after `requires 2 tributes `: what can follow', fixture: summon('requires 2 tributes $0'), has: ['cannot set'], not: ['cannot normal summon'] },
    { name: 'after `requires 2 `: the noun', fixture: summon('requires 2 $0'), has: ['tributes', 'tribute'] },
    { name: 'after `can tribute 3 `', fixture: summon('can tribute 3 $0'), has: ['to summon'] },
    { name: 'after `can tribute 3 to summon `', fixture: summon('can tribute 3 to summon $0'), has: ['or set', 'tag'] },
    { name: 'after `can summon without tributes `', fixture: summon('can summon without tributes $0'), has: ['atk', 'def'] },
    { name: 'after a ritual spell name', fixture: summon('ritual spell "Black Luster Ritual" $0'), has: ['level'] },
    { name: 'after `must special summon by procedure `', fixture: summon('must special summon by procedure $0'), has: ['from'] },
    { name: 'after a cost filter', fixture: procedure('cost banish 1 dark monster $0'), has: ['from'] },
    { name: 'after a cost zone', fixture: procedure('cost send 1 monster from hand $0'), has: ['to graveyard'], not: ['from'] },
    { name: 'after `pay 1000 `', fixture: effect('pay 1000 $0'), has: ['lp'] },
    { name: 'after `pay 1000 lp `', fixture: effect('pay 1000 lp $0'), has: ['per tribute instead'] },
    { name: 'after `special summon target `', fixture: effect('special summon target $0'), has: ['ignoring', 'in'] },
    { name: 'after `negate summon `', fixture: effect('negate summon $0'), has: ['of 1 monster', 'special only', 'by opponent'] },
    { name: 'after `trigger when `', fixture: effect('trigger when $0'), has: ['opponent', 'summons'] },
    { name: 'after `target 1 monster in `: sides and zones', fixture: effect('target 1 monster in $0'), has: ['your', 'graveyard'] },
    { name: 'after `add 1 monster from deck `', fixture: effect('add 1 monster from deck $0'), has: ['to hand'] },
    {
      name: 'after `expect "X" `',
      fixture: 'scenario "S" {\n  expect "Dark Necrofear" $0\n}',
      has: ['not', 'in', 'properly summoned', 'atk', 'tribute', 'special summoned by'],
    },
    {
      name: 'after `expect "X" not `',
      fixture: 'scenario "S" {\n  expect "Dark Necrofear" not $0\n}',
      has: ['in', 'tribute', 'properly summoned'],
      not: ['atk'],
    },
    { name: 'after `expect normal summons `', fixture: 'scenario "S" {\n  expect normal summons $0\n}', has: ['used', 'left'] },
    { name: 'after an expectation on a step', fixture: 'scenario "S" {\n  step normal summon "Dark Necrofear" expect illegal $0\n}', has: [] },
    {
      name: 'after `step `: the actions',
      fixture: 'scenario "S" {\n  step $0\n}',
      has: ['step normal summon', 'step activate', 'step special summon by procedure', 'step link summon materials', 'step opponent activate'],
    },
    { name: 'after `step normal summon `: card names', fixture: 'scenario "S" {\n  step normal summon $0\n}', has: ['Dark Necrofear'] },
    {
      name: "after a step's card: its options",
      fixture: 'scenario "S" {\n  step normal summon "Dark Necrofear" $0\n}',
      has: ['tributing', 'paying lp', 'without tributes', 'by', 'cost', 'expect'],
      not: ['target', 'hold'],
    },
    { name: 'after an option that lists cards', fixture: 'scenario "S" {\n  step activate "Monster Reborn" target $0\n}', has: ['Dark Necrofear'] },
    {
      name: 'after `by procedure to `',
      fixture: 'scenario "S" {\n  step special summon "Dark Necrofear" by procedure to $0\n}',
      has: ['zone', 'extra monster zone'],
      not: ['graveyard'],
    },
    { name: 'after `send "X" to `: zones', fixture: 'scenario "S" {\n  step send "Dark Necrofear" to $0\n}', has: ['graveyard', 'hand', 'extra deck'] },
    {
      name: 'after `link summon "X" `: the materials it needs',
      fixture: 'scenario "S" {\n  step link summon "Dark Necrofear" $0\n}',
      has: ['materials', 'tributing', 'using'],
      not: ['expect'],
    },
    { name: 'after a board zone: the cards', fixture: 'scenario "S" {\n  you {\n    graveyard $0\n  }\n}', has: ['Dark Necrofear'] },
    {
      name: 'after a board card: modifiers and the next field',
      fixture: 'scenario "S" {\n  you {\n    monsters "Dark Necrofear" $0\n  }\n}',
      has: ['defense', 'set', 'summoned this turn', 'properly summoned', 'hand', 'lp'],
      not: ['gy', 'monster'],
    },
    { name: 'after `turn `', fixture: 'scenario "S" {\n  turn $0\n}', has: ['player'] },
    { name: 'after `normal `', fixture: 'scenario "S" {\n  normal $0\n}', has: ['summons used'] },
  ];
  for (const { name, fixture, has, not } of cases) {
    test(name, () => {
      const offered = labels(fixture);
      for (const label of has) assert.ok(offered.includes(label), `offers ${JSON.stringify(label)}; got ${JSON.stringify(offered)}`);
      for (const label of not ?? []) assert.ok(!offered.includes(label), `does not offer ${JSON.stringify(label)}`);
    });
  }
});

/** A snippet as the editor inserts it when the user accepts every default: `${1:x}` -> x, `${1|a,b|}` -> a. */
function expandSnippet(snippet: string): string {
  return snippet
    .replace(/\$\{\d+\|([^,|]*)[^|]*\|\}/g, '$1')
    .replace(/\$\{\d+:((?:\\.|[^\\}])*)\}/g, (_m, text: string) => text.replace(/\\(.)/g, '$1'))
    .replace(/\$\d+/g, '');
}

/** Every error that lowering (clauses, effects, scenarios) reports for a document. */
function loweringErrors(uri: string, text: string): string[] {
  const document = analyzeDocument(uri, text);
  const diagnostics = [...document.localDiagnostics];
  for (const card of document.file.cards) diagnostics.push(...lowerEffects(uri, card.effectStatements).diagnostics);
  for (const scenario of document.file.scenarios) diagnostics.push(...lowerScenario(scenario).diagnostics);
  // CS0703 (a line acts on "target" but the effect has no target line) is about the effect as a whole,
  // not about the inserted line: `destroy target` alone in an effect block is correct text.
  return diagnostics.filter((d) => d.severity === 'error' && d.code !== 'CS0703').map((d) => `${d.code} ${d.message}`);
}

describe('every snippet completion offers lowers without an error', () => {
  const places: { where: string; fixture: string }[] = [
    { where: 'a summon block', fixture: summon('$0') },
    { where: 'a procedure block', fixture: procedure('$0') },
    { where: 'an effect block', fixture: effect('$0') },
    { where: 'a scenario', fixture: 'scenario "S" {\n  you { hand "Dark Necrofear" }\n  $0\n}' },
    { where: "the opponent's steps", fixture: 'scenario "S" {\n  opponent { hand "Dark Necrofear" }\n  step opponent $0\n}' },
    { where: 'after step', fixture: 'scenario "S" {\n  you { hand "Dark Necrofear" }\n  step $0\n}' },
    { where: "the opponent's board", fixture: 'scenario "S" {\n  opponent {\n    $0\n  }\n}' },
    { where: 'a board', fixture: 'scenario "S" {\n  you {\n    $0\n  }\n}' },
    { where: "a step's block", fixture: 'scenario "S" {\n  step normal summon "Dark Necrofear" {\n    $0\n  }\n}' },
  ];
  for (const { where, fixture } of places) {
    const { workspace, document, offset } = parseFixture(`${CARDS}//- main.card\n${fixture}`);
    const items = completionsAt(document, offset, workspace).filter((i) => i.kind === 'snippet');
    test(`${where} offers snippets`, () => assert.ok(items.length >= 5, `${items.length} snippets`));
    for (const item of items) {
      test(`${where}: ${item.label}`, () => {
        const span = item.replaceSpan ?? { start: offset, end: offset };
        const text = document.text.slice(0, span.start) + expandSnippet(item.insertText) + document.text.slice(span.end);
        assert.deepEqual(loweringErrors(document.uri, text), [], `errors in:\n${text}`);
      });
    }
  }
});
