import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type SemanticToken, semanticTokens } from '../../../server/src/core/features/semanticTokens';
import type { Span } from '../../../server/src/core/text/span';
import { parseFixture } from './fixture';

/**
 * Fixtures with the expected tokens written under them (the rust-analyzer style):
 *
 *     monster "Dark Necrofear" {
 *     #       ^^^^^^^^^^^^^^^^ class.declaration
 *
 * A comment line whose first non-blank characters after `#` are carets annotates the nearest line above it
 * that is not such a line; several `^^^ type.modifier` groups may share one annotation line. Every token
 * the feature returns must be annotated and every annotation must be returned: an extra, missing, moved or
 * retyped token fails the fixture. Annotation lines are comments, so they are part of the analysed text.
 */
const ANNOTATION_LINE = /^\s*#\s*\^/;

function expectedTokens(text: string): string[] {
  const lines = text.split('\n');
  const expected: { line: number; column: number; description: string }[] = [];
  let target = -1;
  lines.forEach((line, index) => {
    if (!ANNOTATION_LINE.test(line)) {
      target = index;
      return;
    }
    for (const match of line.matchAll(/(\^+)\s+([\w.]+)/g)) {
      const column = match.index;
      const covered = lines[target].slice(column, column + match[1].length);
      expected.push({ line: target, column, description: `${target + 1}:${column + 1} ${covered} ${match[2]}` });
    }
  });
  return expected.sort((a, b) => a.line - b.line || a.column - b.column).map((e) => e.description);
}

function describeToken(text: string, token: SemanticToken): string {
  const before = text.slice(0, token.span.start);
  const line = before.split('\n').length;
  const column = token.span.start - (before.lastIndexOf('\n') + 1);
  return `${line}:${column + 1} ${text.slice(token.span.start, token.span.end)} ${[token.type, ...token.modifiers].join('.')}`;
}

/** The tokens of the fixture's main file (its first file, or the one with `$0`) against its annotations. */
function check(source: string, within?: (text: string) => Span): void {
  const { workspace, document } = parseFixture(source);
  const actual = semanticTokens(document, workspace, within?.(document.text)).map((t) => describeToken(document.text, t));
  assert.deepEqual(actual, expectedTokens(document.text));
}

describe('semantic tokens: card names', () => {
  test("a declaration's own name is a class declaration; a resolved reference a class; an unresolved one nothing", () =>
    check(`
monster "Gate Warden" {
#       ^^^^^^^^^^^^^ class.declaration
  frame effect
  level 4
  atk 1000 def 1000
}
spell "Warden's Key" {
#     ^^^^^^^^^^^^^^ class.declaration
  kind normal
  effect {
    special summon 1 "Gate Warden" from your hand
#                    ^^^^^^^^^^^^^ class
    add 1 "Nowhere Card" from deck to hand
  }
}
`));

  test('names resolve across the workspace and into the bundled library', () =>
    check(`
//- main.card
monster "Summoner" {
#       ^^^^^^^^^^ class.declaration
  frame fusion
  level 6
  atk 2000 def 2000
  summon {
    fusion materials "Other File Knight" + "Library Imp" + "Missing Imp"
#                    ^^^^^^^^^^^^^^^^^^^ class
#                                          ^^^^^^^^^^^^^ class
  }
}
//- other.card
monster "Other File Knight" {
  frame normal
  level 4
  atk 1500 def 1000
}
//- library/lib.card
monster "Library Imp" {
  frame normal
  level 2
  atk 300 def 300
}
`));

  test('free-text strings are not names, even when they spell one', () =>
    check(`
set "Gate Warden" code GW
monster "Gate Warden" {
#       ^^^^^^^^^^^^^ class.declaration
  frame effect
  level 4
  atk 1000 def 1000
  summon {
    summon requires "Gate Warden"
  }
  text "Gate Warden"
}
scenario "Gate Warden" {
  you { hand "Gate Warden" }
#            ^^^^^^^^^^^^^ class
  step normal summon "Gate Warden" expect legal
#                    ^^^^^^^^^^^^^ class
}
`));

  test('the card a clause summons by resolves like any other name', () =>
    check(`
monster "Chosen One" {
#       ^^^^^^^^^^^^ class.declaration
  frame effect
  level 8
  atk 3000 def 2500
  summon {
    cannot normal summon or set
#   ^^^^^^^^^^^^^^^^^^^^^^^^^^^ keyword.prohibition
    must special summon by effect of "Chosen Rite"
#   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ keyword.nomi
#                                    ^^^^^^^^^^^^^ class
  }
}
spell "Chosen Rite" {
#     ^^^^^^^^^^^^^ class.declaration
  kind normal
}
`));
});

describe('semantic tokens: summoning clauses by meaning', () => {
  test('Nomi, Semi-Nomi and prohibitions; Nomi by mechanic; case does not matter', () =>
    check(`
monster "Clause Parade" {
#       ^^^^^^^^^^^^^^^ class.declaration
  frame effect
  level 7
  atk 2400 def 2000
  summon {
    Cannot Normal Summon
#   ^^^^^^^^^^^^^^^^^^^^ keyword.prohibition
    cannot special summon from graveyard, banished
#   ^^^^^^^^^^^^^^^^^^^^^^^^^^ keyword.prohibition
    MUST first special summon by procedure from hand {
#   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ keyword.semiNomi
      cost pay 1000 lp
    }
    must special summon by procedure {
#   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ keyword.nomi
      condition you control no monsters
    }
  }
}
monster "Parade Fusion" {
#       ^^^^^^^^^^^^^^^ class.declaration
  frame fusion
  level 8
  atk 2800 def 2000
  summon {
    fusion materials 2 Fiend monsters
    must fusion summon
#   ^^^^^^^^^^^^^^^^^^ keyword.nomi
    cannot special summon
#   ^^^^^^^^^^^^^^^^^^^^^ keyword.prohibition
  }
}
`));

  test('clauses that restrict nothing get no token: built-in procedures, Tribute counts, materials, negation', () =>
    check(`
monster "Plain Clauses" {
#       ^^^^^^^^^^^^^^^ class.declaration
  frame effect
  level 8
  atk 2800 def 2000
  summon {
    special summon by procedure from hand {
      condition only opponent controls monsters
    }
    tributes 2
    requires 3 tributes cannot set
    can tribute 3 to summon
    can summon without tributes atk 1900
    must first special summon by effect of "Nowhere Rite"
#   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ keyword.semiNomi
    summon cannot be negated
  }
}
`));

  test('summoning-like words outside a summon block are no clause', () =>
    check(`
spell "Not A Clause" {
#     ^^^^^^^^^^^^^^ class.declaration
  kind normal
  text "This card cannot special summon and must first special summon by procedure."
}
`));
});

describe('semantic tokens: scenarios', () => {
  test('the rule code of "expect illegal CODE" is an enum member; a bare "expect illegal" has none', () =>
    check(`
monster "Rule Dragon" {
#       ^^^^^^^^^^^^^ class.declaration
  frame effect
  level 8
  atk 2800 def 1000
  summon {
    cannot normal summon or set
#   ^^^^^^^^^^^^^^^^^^^^^^^^^^^ keyword.prohibition
    must special summon by procedure
#   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ keyword.nomi
  }
}
scenario "Rule codes" {
  you { graveyard "Rule Dragon" }
#                 ^^^^^^^^^^^^^ class
  step normal summon "Rule Dragon" expect illegal cannot-normal-summon
#                    ^^^^^^^^^^^^^ class
#                                                 ^^^^^^^^^^^^^^^^^^^^ enumMember
  step send "Rule Dragon" to hand {
#           ^^^^^^^^^^^^^ class
    expect legal
  }
  step normal summon "Rule Dragon"
#                    ^^^^^^^^^^^^^ class
    expect illegal
  step special summon "Rule Dragon" by procedure
#                     ^^^^^^^^^^^^^ class
    expect illegal nomi-only-own-method
#                  ^^^^^^^^^^^^^^^^^^^^ enumMember
}
`));

  test('names in every board line and step option of the phrase grammar; an unknown one nothing', () =>
    check(`
monster "Tribute Fodder" {
#       ^^^^^^^^^^^^^^^^ class.declaration
  frame normal
  level 4
  atk 1000 def 1000
}
monster "Big Boss" {
#       ^^^^^^^^^^ class.declaration
  frame effect
  level 7
  atk 2400 def 1000
}
scenario "Options" {
  you { hand "Big Boss", 2 x "Tribute Fodder" graveyard 3x "Tribute Fodder" properly summoned }
#            ^^^^^^^^^^ class
#                            ^^^^^^^^^^^^^^^^ class
#                                                          ^^^^^^^^^^^^^^^^ class
  opponent { monsters "Big Boss" defense set this turn, "No Such Card" }
#                     ^^^^^^^^^^ class
  step normal summon "Big Boss" cost "Tribute Fodder" tributing "Tribute Fodder", "Tribute Fodder" expect illegal tributes
#                    ^^^^^^^^^^ class
#                                    ^^^^^^^^^^^^^^^^ class
#                                                               ^^^^^^^^^^^^^^^^ class
#                                                                                 ^^^^^^^^^^^^^^^^ class
#                                                                                                                 ^^^^^^^^ enumMember
}
`));
});

describe('semantic tokens: order and range', () => {
  const source = `
monster "First Range" {
#       ^^^^^^^^^^^^^ class.declaration
  frame normal
  level 4
  atk 1000 def 1000
}
monster "Second Range" {
  frame effect
  level 4
  atk 1000 def 1000
  summon {
    cannot special summon
  }
}
`;

  test('only the tokens touching the requested span, in document order', () => check(source, (text) => ({ start: 0, end: text.indexOf('frame normal') })));

  test('the whole document without a span', () => {
    const { workspace, document } = parseFixture(source);
    const tokens = semanticTokens(document, workspace);
    assert.deepEqual(
      tokens.map((t) => document.text.slice(t.span.start, t.span.end)),
      ['"First Range"', '"Second Range"', 'cannot special summon'],
    );
    for (let i = 1; i < tokens.length; i++) assert.ok(tokens[i - 1].span.end <= tokens[i].span.start, 'sorted, never overlapping');
  });

  test("a half-typed file: an unterminated name is still the declaration's; a misspelt clause gets nothing", () =>
    check(`
monster "Half Typed {
#       ^^^^^^^^^^^ class.declaration
  summon {
    must special summun by procedure
  }
}
`));
});
