import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderMarkdown, visibleText } from '../../hostile/userView';
import {
  type CompletionItem,
  completionListAt,
  completionsAt,
  MAX_CARD_NAME_ITEMS,
  resolveCompletionDocumentation,
} from '../../../server/src/core/features/completion';
import { matchRank } from '../../../server/src/core/features/completionMatch';
import { FRAMES, SPELL_KINDS, TRAP_KINDS } from '../../../server/src/core/model/cards';
import { SUMMON_CLAUSES } from '../../../server/src/core/lowering/summonClauses';
import { applyEdits, parseFixture } from './fixture';

/** Two cards every fixture can refer to, in a second file. */
const CARDS = `//- cards.card
monster "Dark Necrofear" {
  frame effect
  level 7
}
spell "Monster Reborn" {
  kind normal
}
`;

function completions(fixture: string): CompletionItem[] {
  const source = fixture.startsWith('//- ') || fixture.startsWith('\n//- ') ? fixture : `${CARDS}//- main.card\n${fixture}`;
  const { workspace, document, offset } = parseFixture(source);
  return completionsAt(document, offset, workspace);
}

/**
 * The labels offered at `$0`: `exactly` is the whole list in order; `has` must all be offered;
 * `not` must not be.
 */
function check(fixture: string, expected: { exactly?: readonly string[]; has?: readonly string[]; not?: readonly string[] }): void {
  const labels = completions(fixture).map((item) => item.label);
  if (expected.exactly) assert.deepEqual(labels, [...expected.exactly]);
  for (const label of expected.has ?? []) assert.ok(labels.includes(label), `offers ${JSON.stringify(label)}; got ${JSON.stringify(labels)}`);
  for (const label of expected.not ?? []) assert.ok(!labels.includes(label), `does not offer ${JSON.stringify(label)}`);
}

/** Accepts the item `label` at `$0` and compares the document after the edit (snippet syntax kept). */
function checkAccept(fixture: string, label: string, expected: string): void {
  const source = `${CARDS}//- main.card\n${fixture}`;
  const { workspace, document, offset } = parseFixture(source);
  const item = completionsAt(document, offset, workspace).find((i) => i.label === label);
  assert.ok(item, `offers ${JSON.stringify(label)}`);
  const span = item.replaceSpan ?? { start: offset, end: offset };
  assert.equal(applyEdits(document.text, [{ span, newText: item.insertText }]), expected);
}

describe('completion at the top level', () => {
  test('declarations on an empty line', () => check('$0', { exactly: ['monster', 'spell', 'trap', 'scenario', 'set'] }));
  test('filtered by the word typed', () => check('sc$0', { exactly: ['scenario'] }));
  test('nothing after a declaration keyword', () => check('monster $0', { exactly: [] }));
  test('the monster snippet', () => {
    const [item] = completions('mon$0');
    assert.equal(item.kind, 'snippet');
    assert.ok(item.isSnippet);
    assert.match(item.insertText, /^monster "\$\{1:Name\}" \{\n {2}frame \$\{2\|normal,effect,/);
    assert.match(item.insertText, /\n\}$/);
  });
  test('between declarations', () => check('monster "A" {\n}\n$0\nspell "B" {\n}', { has: ['monster', 'spell'] }));
});

describe('completion in card bodies', () => {
  test('monster fields', () =>
    check('monster "A" {\n  $0\n}', {
      has: ['frame', 'attribute', 'race', 'level', 'atk', 'summon', 'effect', 'next level', 'script'],
      not: ['kind', 'monster'],
    }));
  test('spell fields', () =>
    check('spell "S" {\n  $0\n}', {
      exactly: ['kind', 'id', 'artworks', 'alias', 'text', 'archetype', 'not archetype', 'effect', 'script', 'category', 'strings', 'art', 'number'],
    }));
  test("trap fields, with a Trap Monster's stats", () =>
    check('trap "T" {\n  $0\n}', {
      exactly: [
        'kind',
        'id',
        'artworks',
        'alias',
        'text',
        'archetype',
        'not archetype',
        'effect',
        'script',
        'category',
        'strings',
        'attribute',
        'race',
        'level',
        'atk def',
        'art',
        'number',
      ],
    }));
  test('the words after a frame', () =>
    check('monster "M" {\n  frame effect $0\n}', { has: ['tuner', 'pendulum', 'effect', 'spirit', 'union', 'gemini', 'flip', 'toon', 'special-summon'] }));
  test('the alternate artworks field, on monsters too', () => check('monster "A" {\n  $0\n}', { has: ['id', 'artworks'] }));
  test("nothing where the artworks' passcodes go", () => check('monster "A" {\n  artworks $0\n}', { exactly: [] }));
  test('no values after script: its path is typed', () => check('trap "T" {\n  script $0\n}', { exactly: [] }));
  test('fields while the block is still unclosed', () => check('monster "A" {\n  frame effect\n  $0', { has: ['attribute'] }));
  test('frames after frame', () => check('monster "A" {\n  frame $0\n}', { exactly: [...FRAMES] }));
  test('attributes after attribute', () =>
    check('monster "A" {\n  attribute $0\n}', { exactly: ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE'] }));
  test('races after race, written as printed', () =>
    check('monster "A" {\n  race $0\n}', { has: ['Zombie', 'Beast-Warrior', 'Sea-Serpent'], not: ['zombie'] }));
  test('spell kinds', () => check('spell "S" {\n  kind $0\n}', { exactly: [...SPELL_KINDS] }));
  test('trap kinds', () => check('trap "T" {\n  kind $0\n}', { exactly: [...TRAP_KINDS] }));
  test('the tuner flag after a frame', () => check('monster "A" {\n  frame synchro $0\n}', { has: ['tuner', 'level'] }));
  test('nothing where a number goes', () => check('monster "A" {\n  level $0\n}', { exactly: [] }));
  test('the next field after a value on the same line', () => check('monster "A" {\n  atk 2100 $0\n}', { has: ['def'] }));
  test('nothing inside printed text', () => check('monster "A" {\n  text "Dark$0"\n}', { exactly: [] }));
  test('card names after next level', () => check('monster "A" {\n  next level $0\n}', { exactly: ['A', 'Dark Necrofear', 'Monster Reborn'] }));
  test('a value replaces the word typed', () => checkAccept('monster "A" {\n  frame eff$0\n}', 'effect', 'monster "A" {\n  frame effect\n}'));
  test('a field snippet', () => checkAccept('monster "A" {\n  sum$0\n}', 'summon', 'monster "A" {\n  summon {\n  $0\n}\n}'));
});

describe('completion in summon blocks', () => {
  test('every summoning clause of the language', () => {
    const items = completions('monster "A" {\n  summon {\n    $0\n  }\n}');
    // `must ... summon`, `cannot ... summon` and `cannot ... summon except in PHASE` (fusion, ritual, synchro, xyz, link,
    // pendulum) are offered as six phrases each, `... only with materials` (synchro, xyz, link) as three.
    assert.equal(items.length, SUMMON_CLAUSES.length + 5 + 5 + 5 + 2);
    assert.ok(items.every((i) => i.kind === 'snippet' && i.detail === 'summoning clause' && i.documentation.length > 0));
  });
  test('clause labels read like the reference', () =>
    check('monster "A" {\n  summon {\n    $0\n  }\n}', {
      has: [
        'cannot normal summon or set',
        'tributes N',
        "must first special summon by procedure [from ZONES] [to opponent's field]",
        'must fusion summon',
        'must link summon',
        'summon requires "condition"',
      ],
    }));
  test('filtered by the words typed', () =>
    check('monster "A" {\n  summon {\n    must f$0\n  }\n}', {
      exactly: [
        "must first special summon by procedure [from ZONES] [to opponent's field]",
        'must first special summon by effect of archetype "A" [card / monster / spell / trap / spell or trap]',
        'must first special summon by effect of "..."',
        'must fusion summon',
      ],
    }));
  test('a clause replaces all the words typed', () =>
    checkAccept('monster "A" {\n  summon {\n    cannot s$0\n  }\n}', 'cannot special summon', 'monster "A" {\n  summon {\n    cannot special summon\n  }\n}'));
  test('placeholders in a clause snippet', () =>
    checkAccept(
      'monster "A" {\n  summon {\n    requ$0\n  }\n}',
      'requires N tributes [cannot set]',
      'monster "A" {\n  summon {\n    requires ${1:3} tributes\n  }\n}',
    ));
  test('a procedure clause opens its block', () =>
    checkAccept(
      'monster "A" {\n  summon {\n    $0\n  }\n}',
      "must special summon by procedure [from ZONES] [to opponent's field]",
      'monster "A" {\n  summon {\n    must special summon by procedure from ${1|hand,deck,extra,face-up extra,graveyard,banished,field|} {\n  $0\n}\n  }\n}',
    ));
  test('zones after from', () =>
    check('monster "A" {\n  summon {\n    special summon by procedure from $0\n  }\n}', {
      exactly: ['hand', 'deck', 'extra', 'face-up extra', 'graveyard', 'banished', 'field', 'pendulum'],
    }));
  test('zones along a zone list', () => check('monster "A" {\n  summon {\n    cannot special summon from hand or $0\n  }\n}', { has: ['graveyard'] }));
  test('no zone right after a zone', () => check('monster "A" {\n  summon {\n    cannot special summon from hand $0\n  }\n}', { not: ['graveyard'] }));
  test('quoted card names after "by effect of"', () =>
    checkAccept(
      'monster "A" {\n  summon {\n    must special summon by effect of $0\n  }\n}',
      'Monster Reborn',
      'monster "A" {\n  summon {\n    must special summon by effect of "Monster Reborn"\n  }\n}',
    ));
  test('card names inside quotes, without doubling them', () =>
    checkAccept(
      'monster "A" {\n  summon {\n    ritual spell "Mon$0ster"\n  }\n}',
      'Monster Reborn',
      'monster "A" {\n  summon {\n    ritual spell "Monster Reborn"\n  }\n}',
    ));
  test('card names as materials', () => check('monster "A" {\n  summon {\n    fusion materials "Dark Necrofear" + $0\n  }\n}', { has: ['Dark Necrofear'] }));
  test('no card names in a summon requirement', () => check('monster "A" {\n  summon {\n    summon requires "Dark$0"\n  }\n}', { exactly: [] }));
  test('a card item says what the card is', () => {
    const item = completions('monster "A" {\n  summon {\n    must special summon by effect of "$0"\n  }\n}').find((i) => i.label === 'Dark Necrofear');
    assert.equal(item?.kind, 'card');
    assert.equal(item?.insertText, 'Dark Necrofear');
    assert.match(item?.detail ?? '', /Level 7/);
  });
});

describe('completion in procedure and effect blocks', () => {
  const procedure = (line: string) => `monster "A" {\n  summon {\n    special summon by procedure {\n      ${line}\n    }\n  }\n}`;
  test('condition and cost lines', () =>
    check(procedure('$0'), {
      has: [
        'condition only opponent controls monsters',
        'condition you control COUNT FILTER',
        'cost banish COUNT FILTER from ZONES',
        'cost pay half lp',
        'cost "free text"',
      ],
      not: ['cannot special summon'],
    }));
  test('filtered to costs', () => check(procedure('cost p$0'), { exactly: ['cost pay half lp', 'cost pay N lp'] }));
  test('the graveyard condition past its optional word', () => check(procedure('condition grav$0'), { exactly: ['condition graveyard has COUNT FILTER'] }));
  test('zones in a cost', () => check(procedure('cost banish 3 Zombie monsters from $0'), { has: ['graveyard'] }));
  test('no card names in a free-text condition', () => check(procedure('condition "$0"'), { exactly: [] }));
  test('card names in a cost filter', () => check(procedure('cost banish 1 "$0" from graveyard'), { has: ['Dark Necrofear'] }));
  test('effect statements and costs', () =>
    check('spell "S" {\n  effect {\n    $0\n  }\n}', {
      has: [
        "special summon target [ignoring summoning conditions] [in attack / defense position] [to opponent's field]",
        "target COUNT FILTER in [your / opponent's / any] ZONES",
        'negate activation [of spell / trap / spell or trap / monster effect / summoning effect]',
        'cost pay N lp',
      ],
      not: ['condition you control no monsters'],
    }));
});

describe('completion in scenarios', () => {
  test('scenario lines', () =>
    check('scenario "S" {\n  $0\n}', {
      has: ['you { }', 'opponent { }', 'turn N', 'phase P', 'step activate', 'expect "X" [not] in ZONE [of opponent]', 'expect "X" atk / def N'],
      not: ['expect legal'],
    }));
  test('step actions after step', () => check('scenario "S" {\n  step fl$0\n}', { exactly: ['step flip summon'] }));
  test('a step snippet replaces the words typed', () =>
    checkAccept('scenario "S" {\n  step act$0\n}', 'step activate', 'scenario "S" {\n  step activate "${1:Monster Reborn}"$0\n}'));
  test('the opponent acts', () =>
    checkAccept('scenario "S" {\n  step opponent act$0\n}', 'step opponent activate', 'scenario "S" {\n  step opponent activate "${1:Monster Reborn}"$0\n}'));
  test('expectations filtered in a step block', () =>
    check('scenario "S" {\n  step activate "Monster Reborn" {\n    expect il$0\n  }\n}', { exactly: ['illegal [RULE-CODE or FAMILY]'] }));
  test('card names after an action', () =>
    check('scenario "S" {\n  step activate $0\n}', { has: ['Monster Reborn', 'Dark Necrofear', 'step activate as pendulum scale'] }));
  test('expectations after expect on a step', () =>
    check('scenario "S" {\n  step activate "Monster Reborn" expect $0\n}', {
      has: [
        'legal',
        'illegal [RULE-CODE or FAMILY]',
        '"X" [not] in ZONE [of opponent]',
        '"X" [not] normal / tribute / flip / special / fusion / ritual / synchro / xyz / link / pendulum summoned',
        'Dark Necrofear',
      ],
    }));
  test('options and expect may follow a complete step', () =>
    check('scenario "S" {\n  step activate "Monster Reborn" $0\n}', {
      exactly: ['as pendulum scale', 'target', 'materials', 'summon', 'tributing', 'cost', 'hold', 'expect'],
    }));
  test('final expectations judge the board, not legality', () =>
    check('scenario "S" {\n  expect $0\n}', {
      has: ['"X" [not] in ZONE [of opponent]', 'lp N [of opponent]', 'normal summons used / left N [of opponent]'],
      not: ['legal', 'illegal [RULE-CODE or FAMILY]'],
    }));
  test('zones after in', () => check('scenario "S" {\n  expect "Dark Necrofear" in $0\n}', { has: ['monsters', 'graveyard'] }));
  test('phases', () => check('scenario "S" {\n  phase $0\n}', { exactly: ['draw', 'standby', 'main1', 'battle', 'main2', 'end'] }));
  test('phases after change phase to', () => check('scenario "S" {\n  step change phase to $0\n}', { has: ['battle'] }));
  test('board lines', () =>
    check('scenario "S" {\n  you {\n    $0\n  }\n}', { has: ['lp N', 'hand', 'graveyard', 'monsters', 'spells'], not: ['step activate'] }));
  test('card names on the board', () =>
    checkAccept(
      'scenario "S" {\n  you {\n    hand "Dark Necrofear", $0\n  }\n}',
      'Monster Reborn',
      'scenario "S" {\n  you {\n    hand "Dark Necrofear", "Monster Reborn"\n  }\n}',
    ));
  test('card names inside a board string', () =>
    checkAccept('scenario "S" {\n  you { graveyard 3 x "Dark$0" }\n}', 'Dark Necrofear', 'scenario "S" {\n  you { graveyard 3 x "Dark Necrofear" }\n}'));
  test('expectations in a step block', () =>
    check('scenario "S" {\n  step activate "Monster Reborn" {\n    $0\n  }\n}', { has: ['expect legal', 'expect "X" [not] in ZONE [of opponent]'] }));
  test('no card names in a scenario name', () => check('scenario "Dark$0" {\n}', { exactly: [] }));
});

describe('completion elsewhere', () => {
  test('nothing in a comment', () => check('monster "A" {\n  # frame $0\n}', { exactly: [] }));
  test('nothing in a declaration name', () => check('monster "Dark$0" {\n}', { exactly: [] }));
  test('nothing in the set header', () => check('set "Dark$0"', { exactly: [] }));
  test('escapes a card name written inside quotes', () => {
    const items = completions(`//- a.card\nmonster "Say \\"Hi\\"" { }\n//- main.card\nscenario "S" { you { hand "$0" } }`);
    assert.equal(items.find((i) => i.label === 'Say "Hi"')?.insertText, 'Say \\"Hi\\"');
  });
  test('library cards are offered too', () =>
    check(`//- library/support.card\nspell "Polymerization" { }\n//- main.card\nscenario "S" { you { hand "$0" } }`, { exactly: ['Polymerization'] }));
});

describe('card names: filtered by what is typed, cut to a page, documented on resolve', () => {
  const POOL = `//- pool.card
monster "Dark Necrofear" {
  frame effect
  level 7
  text "Cannot be Normal Summoned/Set."
}
monster "Necro Valley Guard" { frame normal }
monster "Dark Magician" { frame normal }
spell "Monster Reborn" { kind normal }
//- main.card
`;
  const labels = (fixture: string) => completions(`${POOL}${fixture}`).map((item) => item.label);

  test('the typed text first, then a word it starts, then a subsequence, case-insensitive', () => {
    assert.deepEqual(labels('scenario "S" { you { hand "necro$0" } }'), ['Necro Valley Guard', 'Dark Necrofear']);
    // Case-insensitive; a looser subsequence match still comes (last): the client filters the list again.
    assert.deepEqual(labels('scenario "S" { you { hand "DARK N$0" } }'), ['Dark Necrofear', 'Dark Magician']);
    assert.deepEqual(labels('scenario "S" { you { hand "dm$0" } }'), ['Dark Magician']);
    assert.deepEqual(labels('scenario "S" { you { hand "agic$0" } }'), ['Dark Magician']);
    assert.deepEqual(labels('scenario "S" { you { hand "xyzzy$0" } }'), []);
  });
  test('only the text before the cursor counts', () =>
    assert.deepEqual(labels('scenario "S" { you { hand "Dark$0 Magician" } }'), ['Dark Magician', 'Dark Necrofear']));
  test('an unquoted name being typed filters too', () => assert.deepEqual(labels('scenario "S" {\n  step activate Mon$0\n}'), ['Monster Reborn']));

  test('the ranks of the matcher', () => {
    const cases: [string, string, number | undefined][] = [
      ['', 'dark necrofear', 0],
      ['dark', 'dark necrofear', 0],
      ['necro', 'dark necrofear', 1],
      ['blue-eyes', 'the blue-eyes dragon', 1],
      ['eyes', 'blue-eyes', 1],
      ['dn', 'dark necrofear', 2],
      ['drkn', 'dark necrofear', 2],
      ['ark', 'dark necrofear', 3],
      ['zz', 'dark necrofear', undefined],
    ];
    for (const [query, label, rank] of cases) assert.equal(matchRank(query, label), rank, `${query} in ${label}`);
  });

  test(`at most ${MAX_CARD_NAME_ITEMS} names, and the list says it is incomplete`, () => {
    const cards = Array.from({ length: 250 }, (_, i) => `monster "Filler ${String(i).padStart(3, '0')}" { frame normal }`).join('\n');
    const { workspace, document, offset } = parseFixture(`//- pool.card\n${cards}\n//- main.card\nscenario "S" { you { hand "$0" } }`);
    const all = completionListAt(document, offset, workspace);
    assert.equal(all.items.length, MAX_CARD_NAME_ITEMS);
    assert.equal(all.isIncomplete, true);
    assert.equal(all.items[0].label, 'Filler 000', 'the first names, in order');

    const narrowed = parseFixture(`//- pool.card\n${cards}\n//- main.card\nscenario "S" { you { hand "filler 24$0" } }`);
    const few = completionListAt(narrowed.document, narrowed.offset, narrowed.workspace);
    const expected = Array.from({ length: 10 }, (_, i) => `Filler 24${i}`);
    assert.deepEqual(few.items.map((i) => i.label).slice(0, 10), expected, 'names starting with the typed text first');
    assert.ok(
      few.items.slice(10).every((i) => /^Filler \d*2\d*4/.test(i.label)),
      'then subsequence matches',
    );
    assert.equal(few.isIncomplete, false);
  });

  test('lists without card names are complete', () => {
    const { workspace, document, offset } = parseFixture(`${CARDS}//- main.card\nmonster "A" {\n  $0\n}`);
    assert.equal(completionListAt(document, offset, workspace).isIncomplete, false);
  });

  test('a card item leaves its printed text to resolve', () => {
    const { workspace, document, offset } = parseFixture(`${POOL}scenario "S" { you { hand "Dark N$0" } }`);
    const [item] = completionListAt(document, offset, workspace).items;
    assert.equal(item.label, 'Dark Necrofear');
    assert.equal(item.documentation, '');
    assert.deepEqual(item.resolve, { card: 'Dark Necrofear' });
    // Markdown, escaped: the reader sees the printed text exactly.
    assert.equal(visibleText(renderMarkdown(resolveCompletionDocumentation(item.resolve!, workspace))), 'Cannot be Normal Summoned/Set.');
    assert.equal(resolveCompletionDocumentation({ card: 'No Such Card' }, workspace), '');
    const plain = completions(`${POOL}scenario "S" { you { hand "Dark M$0" } }`)[0];
    assert.equal(plain.resolve, undefined, 'a card without printed text has nothing to resolve');
  });
});
