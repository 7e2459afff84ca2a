import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { documentSymbols, type SymbolNode } from '../../../server/src/core/features/documentSymbols';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';

/**
 * The outline as indented lines: `kind name · detail [selected text]`. Also checks the LSP rule that
 * every selection lies inside its symbol's span and every child inside its parent.
 */
function check(text: string, expected: string): void {
  const document = analyzeDocument('file:///f.card', text);
  const out: string[] = [];
  const render = (symbols: readonly SymbolNode[], indent: string, parent?: SymbolNode) => {
    for (const symbol of symbols) {
      assert.ok(symbol.selectionSpan.start >= symbol.span.start && symbol.selectionSpan.end <= symbol.span.end, `${symbol.name}: selection inside span`);
      if (parent) assert.ok(symbol.span.start >= parent.span.start && symbol.span.end <= parent.span.end, `${symbol.name}: inside ${parent.name}`);
      const selected = text.slice(symbol.selectionSpan.start, symbol.selectionSpan.end);
      out.push(`${indent}${symbol.kind} ${symbol.name}${symbol.detail ? ` · ${symbol.detail}` : ''} [${selected}]`);
      render(symbol.children, `${indent}  `, symbol);
    }
  };
  render(documentSymbols(document), '');
  assert.equal(out.join('\n'), expected.trim());
}

describe('document symbols', () => {
  test('set header, monster with clauses, spell with effect lines', () =>
    check(
      `
set "Shadows of the Crypt" code SOTC
monster "Crypt Sovereign" {
  frame effect
  attribute DARK race Zombie
  level 8
  atk 2800 def 2000
  summon {
    cannot normal summon or set
    must first special summon by procedure from hand {
      cost banish 3 Zombie monsters from graveyard
    }
  }
}
spell "Monster Reborn" {
  kind normal
  effect {
    target 1 monster in any graveyard
    special summon target
  }
}
`,
      `
set Shadows of the Crypt · set · code SOTC ["Shadows of the Crypt"]
monster Crypt Sovereign · Level 8 DARK Zombie Effect · 2800/2000 · Semi-Nomi ["Crypt Sovereign"]
  clause cannot normal summon or set · summon [cannot normal summon or set]
  clause must first special summon by procedure from hand · summon [must first special summon by procedure from]
spell Monster Reborn · Normal Spell ["Monster Reborn"]
  clause target 1 monster in any graveyard · effect [target]
  clause special summon target · effect [special]
`,
    ));

  test('monster details for Xyz, Link, tuners and Nomi', () =>
    check(
      `
monster "X" {
  frame xyz
  rank 4
  attribute LIGHT
  race Beast-Warrior
  atk 2000 def ?
}
monster "L" {
  frame link
  link 2
  atk 1500
}
monster "T" {
  frame synchro tuner
  level 6
  summon {
    must synchro summon
  }
}
trap "Counter" { kind counter }
trap "Plain" { }
`,
      `
monster X · Rank 4 LIGHT Beast-Warrior Xyz · 2000/? ["X"]
monster L · Link 2 Link · ATK 1500 ["L"]
monster T · Level 6 Synchro Tuner · Nomi ["T"]
  clause must synchro summon · summon [must synchro summon]
trap Counter · Counter Trap ["Counter"]
trap Plain · Trap ["Plain"]
`,
    ));

  test('scenarios list their steps and final expectations', () =>
    check(
      `
scenario "Necrofear returns" {
  you {
    hand "Dark Necrofear"
  }
  step special summon "Dark Necrofear" by procedure cost "A", "B", "C"
    expect legal
  step send "Dark Necrofear" to graveyard
  expect "Dark Necrofear" in graveyard
}
`,
      `
scenario Necrofear returns · scenario ["Necrofear returns"]
  step step special summon "Dark Necrofear" by procedure cost "A", "B", "C" · step [step]
  step expect legal · final expectation [expect]
  step step send "Dark Necrofear" to graveyard · step [step]
  step expect "Dark Necrofear" in graveyard · final expectation [expect]
`,
    ));

  test('long lines are shortened', () => {
    const document = analyzeDocument('file:///f.card', `scenario "S" {\n  step activate ${'"Card", '.repeat(20)}"Last"\n}\n`);
    const [step] = documentSymbols(document)[0].children;
    assert.ok(step.name.length <= 80);
    assert.ok(step.name.endsWith('…'));
  });

  test('a declaration without a name is left out; the rest still shows', () =>
    check(
      `
monster {
}
monster "Kept" { frame normal }
`,
      `
monster Kept · Normal ["Kept"]
`,
    ));
});
