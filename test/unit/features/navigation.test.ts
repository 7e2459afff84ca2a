import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findNameReferences } from '../../../server/src/core/analysis/nameReferences';
import { definitionAt, prepareRename, referencesAt, renameAt } from '../../../server/src/core/features/navigation';
import { parse } from '../../../server/src/core/syntax/parser';
import { applyEdits, describeSpan, parseFixture, uriOf } from './fixture';

/** The names a text references, `*` marking declarations: `*"A" "B"`. */
function checkReferences(text: string, expected: string): void {
  const references = findNameReferences(parse(text).tree);
  const actual = references.map((r) => `${r.isDeclaration ? '*' : ''}${JSON.stringify(r.name)}`).join(' ');
  assert.equal(actual, expected);
  for (const r of references) {
    assert.equal(parse(text.slice(r.span.start, r.span.end)).tree.tokens[0].value, r.name, 'span is the whole string');
    if (!text.slice(r.span.start, r.span.end).includes('\\')) assert.equal(text.slice(r.innerSpan.start, r.innerSpan.end), r.name, 'inner span is the name');
  }
}

describe('name references', () => {
  const cases: [string, string, string][] = [
    ['declarations and a next level', 'monster "A" {\n  next level "B"\n}\nspell "S" { kind normal }', '*"A" "B" *"S"'],
    ['printed text is free text', 'monster "A" {\n  text "Tribute \\"B\\"" text "more"\n}', '*"A"'],
    ['summon requires is free text', 'monster "A" {\n  summon {\n    summon requires "you control B"\n  }\n}', '*"A"'],
    [
      'named summoning sources',
      'monster "A" {\n  summon {\n    must special summon by effect of "B"\n    ritual spell "R"\n    fusion materials "C" + "D"\n  }\n}',
      '*"A" "B" "R" "C" "D"',
    ],
    [
      'condition and cost lines are free text',
      'monster "A" {\n  summon {\n    special summon by procedure {\n      condition "the moon is full"\n      cost "a song"\n      cost banish 1 "B" from graveyard\n    }\n  }\n}',
      '*"A" "B"',
    ],
    ['tags are free text', 'monster "A" {\n  summon {\n    can tribute 3 to summon tag "triple"\n  }\n}', '*"A"'],
    ['set header and scenario names are not cards', 'set "Crypt" code "SOTC"\nscenario "A story" {\n  you { hand "A", "B" }\n}', '"A" "B"'],
    [
      'a step cost names cards',
      'scenario "S" {\n  step special summon "X" by procedure cost "T1", "T2" expect legal\n  step normal summon "Y" by tribute option "triple"\n  expect "X" in monsters\n}',
      '"X" "T1" "T2" "Y" "X"',
    ],
    ['an escaped name', 'monster "Say \\"Hi\\"" { }', '*"Say \\"Hi\\""'],
  ];
  for (const [name, text, expected] of cases) test(name, () => checkReferences(text, expected));

  test('a name written with escapes: the inner span covers the raw text', () => {
    const text = 'monster "Say \\"Hi\\"" { }';
    const [reference] = findNameReferences(parse(text).tree);
    assert.equal(reference.name, 'Say "Hi"');
    assert.equal(text.slice(reference.innerSpan.start, reference.innerSpan.end), 'Say \\"Hi\\"');
  });
});

/** Go to definition at `$0`: the targets, each as `file line:col text`. */
function checkDefinition(fixture: string, expected: string[]): void {
  const { workspace, document, offset } = parseFixture(fixture);
  const actual = definitionAt(document, offset, workspace).map((t) => describeSpan(workspace, t.uri, t.span));
  assert.deepEqual(actual, expected);
}

describe('go to definition', () => {
  test('from a reference in another file', () =>
    checkDefinition(
      `
//- cards.card
monster "Dark Necrofear" {
  frame effect
}
//- scenarios.card
scenario "S" {
  you { hand "Dark $0Necrofear" }
}
`,
      ['cards.card 1:10 Dark Necrofear'],
    ));

  test('from the declaration itself', () => checkDefinition('monster "Cyber$0 Dragon" { }', ['main.card 1:10 Cyber Dragon']));

  test('with the cursor just after the closing quote', () => checkDefinition('monster "A" { }\nmonster "B" {\n  next level "A"$0\n}', ['main.card 1:10 A']));

  test('a duplicated name leads to every declaration', () =>
    checkDefinition(
      `
//- a.card
monster "Twin" { }
//- b.card
monster "Twin" { }
scenario "S" { you { hand "Tw$0in" } }
`,
      ['a.card 1:10 Twin', 'b.card 1:10 Twin'],
    ));

  test('a library card when the workspace has none', () => {
    const { workspace, document, offset } = parseFixture(`
//- library/support.card
spell "Monster Reborn" { kind normal }
//- main.card
scenario "S" { you { hand "Monster $0Reborn" } }
`);
    const targets = definitionAt(document, offset, workspace);
    assert.deepEqual(
      targets.map((t) => t.uri),
      [uriOf('library/support.card')],
    );
    assert.ok(targets[0].declarationSpan, 'a definition carries its whole declaration');
  });

  test('nothing for an undefined name', () => checkDefinition('scenario "S" { you { hand "Nob$0ody" } }', []));
  test('nothing in printed text', () => checkDefinition('monster "A" { }\nmonster "B" {\n  text "A$0"\n}', []));
  test('nothing on a keyword', () => checkDefinition('monster "A" {\n  fra$0me effect\n}', []));
});

/** Find references at `$0`. */
function checkReferencesAt(fixture: string, includeDeclaration: boolean, expected: string[]): void {
  const { workspace, document, offset } = parseFixture(fixture);
  const actual = referencesAt(document, offset, workspace, includeDeclaration).map((t) => describeSpan(workspace, t.uri, t.span));
  assert.deepEqual(actual, expected);
}

const PAIR = `
//- a.card
monster "Cyber Dragon" {
  frame effect
}
monster "Cyber End Dragon" {
  summon {
    fusion materials "Cyber Dragon" + "Cyber Dragon" + "Cyber Dragon"
  }
  text "\\"Cyber Dragon\\" + \\"Cyber Dragon\\" + \\"Cyber Dragon\\""
}
//- b.card
scenario "S" {
  you { hand "Cyber$0 Dragon" }
  expect "Cyber Dragon" in monsters
}
`;

describe('find references', () => {
  test('across files, with the declaration', () =>
    checkReferencesAt(PAIR, true, [
      'a.card 1:10 Cyber Dragon',
      'a.card 6:23 Cyber Dragon',
      'a.card 6:40 Cyber Dragon',
      'a.card 6:57 Cyber Dragon',
      'b.card 2:15 Cyber Dragon',
      'b.card 3:11 Cyber Dragon',
    ]));

  test('without the declaration', () =>
    checkReferencesAt(PAIR, false, [
      'a.card 6:23 Cyber Dragon',
      'a.card 6:40 Cyber Dragon',
      'a.card 6:57 Cyber Dragon',
      'b.card 2:15 Cyber Dragon',
      'b.card 3:11 Cyber Dragon',
    ]));

  test('names are case-sensitive', () =>
    checkReferencesAt('monster "A$0" { }\nscenario "S" { you { hand "a", "A" } }', true, ['main.card 1:10 A', 'main.card 2:33 A']));

  test('nothing off a name', () => checkReferencesAt('monster "A" {\n  $0frame effect\n}', true, []));
});

/** Renames at `$0` and compares every file after the edits (or the error). */
/** `expected`: every file's text after the edits, or a pattern the refusal's message must match. */
function checkRename(fixture: string, newName: string, expected: Record<string, string> | RegExp): void {
  const { workspace, document, offset } = parseFixture(fixture);
  const result = renameAt(document, offset, newName, workspace);
  if (expected instanceof RegExp) {
    assert.ok('error' in result, 'expected the rename to be refused');
    assert.match(result.error, expected);
    return;
  }
  assert.ok('edits' in result, `unexpected error: ${'error' in result ? result.error : ''}`);
  const actual: Record<string, string> = {};
  for (const each of workspace.documents()) {
    const name = each.uri.replace('file:///ws/', '');
    actual[name] = applyEdits(
      each.text,
      result.edits.filter((e) => e.uri === each.uri),
    );
  }
  assert.deepEqual(actual, expected);
}

describe('rename', () => {
  const workspaceFixture = `
//- a.card
monster "Dark Necrofear" {
  text "Dark Necrofear stays."
}
//- b.card
scenario "S" {
  you { hand "Dark Nec$0rofear" graveyard 3 x "Fiend" }
  step special summon "Dark Necrofear" by procedure cost "Fiend"
}
`;

  test('from a reference: the declaration and every reference, never printed text', () =>
    checkRename(workspaceFixture, 'Necrofear', {
      'a.card': 'monster "Necrofear" {\n  text "Dark Necrofear stays."\n}\n',
      'b.card': 'scenario "S" {\n  you { hand "Necrofear" graveyard 3 x "Fiend" }\n  step special summon "Necrofear" by procedure cost "Fiend"\n}\n',
    }));

  test('from the declaration', () =>
    checkRename('monster "O$0ld" { }\nmonster "B" {\n  next level "Old"\n}', 'New', {
      'main.card': 'monster "New" { }\nmonster "B" {\n  next level "New"\n}',
    }));

  test('a name written with escapes is replaced whole', () =>
    checkRename('monster "Say \\"Hi$0\\"" { }\nscenario "S" { you { hand "Say \\"Hi\\"" } }', 'Greeting', {
      'main.card': 'monster "Greeting" { }\nscenario "S" { you { hand "Greeting" } }',
    }));

  test('to the same name: no edits', () => checkRename('monster "A$0" { }', 'A', { 'main.card': 'monster "A" { }' }));

  const refusals: [string, string, RegExp][] = [
    ['an empty name', '', /empty/],
    ['a blank name', '   ', /empty/],
    ['a double quote', 'Say "Hi"', /double quote/],
    ['a backslash', 'Back\\slash', /backslash/],
    ['a line break', 'Two\nLines', /line break/],
    ['an existing name', 'B', /already exists/],
  ];
  for (const [what, newName, error] of refusals) {
    test(`refuses ${what}`, () => checkRename('monster "A$0" { }\nmonster "B" { }', newName, error));
  }

  test('refuses a library name', () =>
    checkRename(
      `
//- library/support.card
spell "Monster Reborn" { }
//- main.card
monster "A$0" { }
`,
      'Monster Reborn',
      /already exists/,
    ));

  test('refuses to rename a library card', () =>
    checkRename(
      `
//- library/support.card
spell "Monster Reborn" { }
//- main.card
scenario "S" { you { hand "Monster $0Reborn" } }
`,
      'Reborn',
      /library/,
    ));

  test('refuses an undefined name', () => checkRename('scenario "S" { you { hand "Nob$0ody" } }', 'Somebody', /No card named "Nobody"/));
  test('refuses off a name', () => checkRename('monster "A" {\n  $0frame effect\n}', 'B', /card name/));
});

describe('prepare rename', () => {
  test('offers the name between the quotes', () => {
    const { workspace, document, offset } = parseFixture('monster "A" { }\nscenario "S" { you { hand "A$0" } }');
    const result = prepareRename(document, offset, workspace);
    assert.ok('span' in result);
    assert.equal(result.placeholder, 'A');
    assert.equal(describeSpan(workspace, document.uri, result.span), 'main.card 2:28 A');
  });

  test('refuses a scenario name', () => {
    const { workspace, document, offset } = parseFixture('scenario "S$0" { }');
    assert.ok('error' in prepareRename(document, offset, workspace));
  });
});
