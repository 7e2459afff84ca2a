import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { foldingRanges } from '../../../server/src/core/features/foldingRanges';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';

/** Folding ranges as `start-end` (1-based lines, both inclusive) with their kind. */
function check(text: string, expected: string[]): void {
  const document = analyzeDocument('file:///f.card', text.replace(/^\n/, ''));
  const actual = foldingRanges(document).map((r) => `${r.startLine + 1}-${r.endLine + 1}${r.kind ? ` ${r.kind}` : ''}`);
  assert.deepEqual(actual, expected);
}

describe('folding ranges', () => {
  test('blocks fold up to the line before their closing brace', () =>
    check(
      `
monster "A" {
  frame effect
  summon {
    must special summon by procedure {
      condition you control no monsters
    }
  }
}
`,
      ['1-7', '3-6', '4-5'],
    ));

  test('a one-line block does not fold; an empty two-line block neither', () =>
    check(
      `
scenario "S" {
  you { hand "A" }
  opponent {
  }
}
`,
      ['1-4'],
    ));

  test('a block opened on its own line folds from the brace', () =>
    check(
      `
monster "A"
{
  frame effect
}
`,
      ['2-3'],
    ));

  test('an unclosed block folds to its last statement', () =>
    check(
      `
monster "A" {
  frame effect
  level 4

monster "B" {
  frame normal
}
`,
      ['1-3', '5-6'],
    ));

  test('consecutive own-line comments fold; single ones and trailing ones do not', () =>
    check(
      `
# A set of crypt monsters.
# Written for the tests.
monster "A" { # trailing
  # one alone
  frame effect # trailing too
}
# again
# and again
#   and more
`,
      ['1-2 comment', '3-5', '7-9 comment'],
    ));

  test('regions pair up, nest, and break comment runs', () =>
    check(
      `
# region Monsters
# about monsters
# more
monster "A" {
}
#region inner
#endregion
# endregion
# endregion without a start
`,
      ['1-8 region', '2-3 comment', '6-7 region'],
    ));

  test('comment runs stop at a blank line', () => check('# a\n# b\n\n# c\n# d\n', ['1-2 comment', '4-5 comment']));

  test('CRLF line breaks count once', () => check('monster "A" {\r\n  frame effect\r\n  level 4\r\n}\r\n', ['1-3']));
});
