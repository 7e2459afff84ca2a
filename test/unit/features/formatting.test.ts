import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { formatDocument, formatText, formatTextUnverified, sameMeaning } from '../../../server/src/core/features/formatting';
import { tokenize } from '../../../server/src/core/syntax/lexer';
import { parse } from '../../../server/src/core/syntax/parser';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { applyEdits } from './fixture';
import { fixtureFilesUnder } from '../../helpers/fixtureFiles';

/** Formats `input` and compares with `expected`; also checks the result is stable. */
function check(input: string, expected: string): void {
  const actual = formatText(input);
  assert.equal(actual, expected);
  assert.equal(formatText(actual), actual, 'formatting is idempotent');
  const document = analyzeDocument('file:///f.card', input);
  assert.equal(applyEdits(input, formatDocument(document)), expected, 'formatDocument edits produce the same text');
}

describe("formatting honours the client's indentation", () => {
  const input = 'monster "A" {\nframe effect\nsummon {\ncannot normal summon or set\n}\nfusion materials "B" +\n"C"\n}\n';
  test('4 spaces', () =>
    assert.equal(
      formatText(input, { tabSize: 4, insertSpaces: true }),
      'monster "A" {\n    frame effect\n    summon {\n        cannot normal summon or set\n    }\n    fusion materials "B" +\n        "C"\n}\n',
    ));
  test('tabs', () =>
    assert.equal(
      formatText(input, { tabSize: 4, insertSpaces: false }),
      'monster "A" {\n\tframe effect\n\tsummon {\n\t\tcannot normal summon or set\n\t}\n\tfusion materials "B" +\n\t\t"C"\n}\n',
    ));
  test('formatDocument takes the same options', () => {
    const document = analyzeDocument('file:///f.card', input);
    assert.equal(applyEdits(input, formatDocument(document, { tabSize: 3, insertSpaces: true })), formatText(input, { tabSize: 3, insertSpaces: true }));
    assert.match(formatText(input, { tabSize: 3, insertSpaces: true }), /\n {3}frame effect\n/);
  });
});

describe('formatting fixtures', () => {
  test('indentation and spacing', () =>
    check(
      'monster   "A"{\n\tframe effect\n      attribute DARK     race Zombie\n  summon {\ncannot normal summon or set\n     }\n}\n',
      'monster "A" {\n  frame effect\n  attribute DARK race Zombie\n  summon {\n    cannot normal summon or set\n  }\n}\n',
    ));

  test('a one-line block opens onto its own lines', () =>
    check('scenario "S" {\n  opponent { monsters "Cyber Dragon" attack }\n}', 'scenario "S" {\n  opponent {\n    monsters "Cyber Dragon" attack\n  }\n}\n'));

  test('an empty block', () => check('spell "S" {}\n', 'spell "S" {\n}\n'));

  test('own-line and trailing comments are kept as written, own-line ones indented', () =>
    check(
      '#  Header   comment\nmonster "A" {   # the card\n      #  inner  note\n  frame effect    #trailing\n}  # end\n',
      '#  Header   comment\nmonster "A" { # the card\n  #  inner  note\n  frame effect #trailing\n} # end\n',
    ));

  test('runs of blank lines collapse to one; none after { or before }', () =>
    check(
      '\n\n\nmonster "A" {\n\n\n  frame effect\n\n\n\n  level 4\n\n}\n\n\n\nmonster "B" {\n}\n\n\n',
      'monster "A" {\n  frame effect\n\n  level 4\n}\n\nmonster "B" {\n}\n',
    ));

  test('continuation lines are indented one more level', () =>
    check(
      'monster "F" {\n  summon {\n    fusion materials "A" +\n"B" +\n          1 FIRE monster\n  }\n}\n',
      'monster "F" {\n  summon {\n    fusion materials "A" +\n      "B" +\n      1 FIRE monster\n  }\n}\n',
    ));

  test('commas and semicolons hug the part before them', () =>
    check('scenario "S" {\n  you { hand "A" , "B" ,"C" ; lp 4000 }\n}\n', 'scenario "S" {\n  you {\n    hand "A", "B", "C"; lp 4000\n  }\n}\n'));

  test('a { on its own line stays there (moving it would change the statements)', () => check('monster "A"\n{\n}\n', 'monster "A"\n{\n}\n'));

  test('a statement after } moves to its own line', () =>
    check('monster "A" {\n  summon { cannot special summon } text "x"\n}\n', 'monster "A" {\n  summon {\n    cannot special summon\n  }\n  text "x"\n}\n'));

  test('a declaration word after } inside a block stays on that line', () =>
    check('scenario "S" {\n  you { } monster "X" {\n  }\n}\n', 'scenario "S" {\n  you {\n  } monster "X" {\n  }\n}\n'));

  test('strings are kept byte for byte', () =>
    check(
      'monster "  Odd\\"  Name\\\\ " {\n  text    "Two  spaces,\\tand\\" quotes"\n}\n',
      'monster "  Odd\\"  Name\\\\ " {\n  text "Two  spaces,\\tand\\" quotes"\n}\n',
    ));

  test('CRLF line endings are kept', () => check('monster "A" {\r\n frame effect\r\n}', 'monster "A" {\r\n  frame effect\r\n}\r\n'));

  test('a byte-order mark is kept', () => check('\ufeffspell "S" {\n kind normal\n}', '\ufeffspell "S" {\n  kind normal\n}\n'));

  test('an empty document stays empty', () => check('', ''));
  test('a document of blank lines becomes empty', () => check('\n\n  \n', ''));
  test('comments only', () => check('  # a\n\n\n# b', '# a\n\n# b\n'));
});

describe('formatting refuses documents with syntax errors', () => {
  const broken: [string, string][] = [
    ['CS0001 stray character', 'monster "A" {\n  frame @ effect\n}\n'],
    ['CS0002 unterminated string', 'monster "A {\n  frame   effect\n}\n'],
    ['CS0003 missing }', 'monster "A" {\n  frame   effect\n'],
    ['CS0004 unexpected }', 'monster "A" {\n}\n}\n'],
  ];
  for (const [name, text] of broken) {
    test(name, () => {
      const document = analyzeDocument('file:///f.card', text);
      assert.ok(document.localDiagnostics.length > 0, 'the fixture really is broken');
      assert.deepEqual(formatDocument(document), []);
      assert.equal(formatText(text), text);
    });
  }

  test('CS0005 too deep', () => {
    const text = `${'x {\n'.repeat(70)}${'}\n'.repeat(70)}`;
    assert.ok(parse(text).diagnostics.some((d) => d.code === 'CS0005'));
    assert.equal(formatText(text), text);
  });

  test('field errors do not block formatting', () => {
    const document = analyzeDocument('file:///f.card', 'monster "A" {\n   sparkle 9000\n}\n');
    assert.ok(document.localDiagnostics.some((d) => d.code === 'CS0101'));
    assert.equal(applyEdits(document.text, formatDocument(document)), 'monster "A" {\n  sparkle 9000\n}\n');
  });
});

describe('formatDocument', () => {
  test('no edits for a formatted document', () => {
    assert.deepEqual(formatDocument(analyzeDocument('file:///f.card', 'spell "S" {\n  kind normal\n}\n')), []);
  });

  test('one edit covering only the changed region', () => {
    const text = 'spell "S" {\n  kind normal\n}\nspell "T" {\n      kind normal\n}\n';
    const edits = formatDocument(analyzeDocument('file:///f.card', text));
    assert.equal(edits.length, 1);
    assert.equal(edits[0].uri, 'file:///f.card');
    assert.ok(edits[0].span.start >= text.indexOf('spell "T"'), 'the unchanged first card is not rewritten');
    assert.equal(applyEdits(text, edits), 'spell "S" {\n  kind normal\n}\nspell "T" {\n  kind normal\n}\n');
  });

  test('an edit never splits a \\r\\n', () => {
    const text = 'spell "S" {\r\n  kind normal\r\n}\r\n\r\n\r\nspell "T" {\r\n}\r\n';
    const [edit] = formatDocument(analyzeDocument('file:///f.card', text));
    assert.ok(!(text[edit.span.start - 1] === '\r' && text[edit.span.start] === '\n'));
    assert.ok(!(text[edit.span.end - 1] === '\r' && text[edit.span.end] === '\n'));
    assert.equal(applyEdits(text, [edit]), 'spell "S" {\r\n  kind normal\r\n}\r\n\r\nspell "T" {\r\n}\r\n');
  });
});

// ---------------------------------------------------------------------------------------------- properties

const examplesDir = path.resolve(__dirname, '../../../../examples');

function exampleTexts(): string[] {
  const texts = fixtureFilesUnder(examplesDir, (name) => name.endsWith('.card')).map((file) => fs.readFileSync(file, 'utf8'));
  // Inline texts too, so the property does not depend on the examples alone.
  texts.push(
    'set "Crypt" code SOTC\n\nmonster "Crypt Sovereign" {\n  frame effect\n  attribute DARK  race Zombie\n  level 8\n  atk 2800 def 2000\n  summon {\n    cannot normal summon or set\n    must first special summon by procedure from hand {\n      cost banish 3 Zombie monsters from graveyard # paid\n    }\n  }\n  text "Cannot be Normal Summoned/Set."\n}\n',
    'scenario "S" {\n  you { lp 8000; hand "A", "B",\n    "C" }\n  opponent { monsters "Cyber Dragon" attack }\n  step special summon "A" by procedure cost "B" expect legal\n  # region steps\n  step activate "R" target "A" { expect legal }\n  # endregion\n  expect "A" in monsters\n}\n',
  );
  return texts;
}

const SYNTAX_CODES = new Set(['CS0001', 'CS0002', 'CS0003', 'CS0004', 'CS0005']);
const hasSyntaxErrors = (text: string) => parse(text).diagnostics.some((d) => SYNTAX_CODES.has(d.code));
const textsOf = (text: string, kind: 'comment' | 'string') =>
  tokenize(text)
    .filter((t) => t.kind === kind)
    .map((t) => t.text);

/** Random edits: insert a fragment (layout, punctuation, comments, strings, words) or delete a range. */
const fragment = fc.constantFrom(
  ' ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  '\n\n\n',
  '{',
  '}',
  '{ }',
  ';',
  ',',
  '+',
  ', ',
  ' + ',
  '# note',
  '# region r\n',
  '# endregion\n',
  '"Card"',
  '"a  b"',
  'word',
  '42',
  'monster',
  ' monster "M" ',
  '}\n',
  '\n}',
  '{\n',
);
const edit = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), text: fragment }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.integer({ min: 1, max: 6 }) }),
);

function applyRandomEdits(
  base: string,
  edits: readonly ({ kind: 'insert'; at: number; text: string } | { kind: 'delete'; at: number; length: number })[],
): string {
  let text = base;
  for (const each of edits) {
    const at = Math.floor(each.at * text.length);
    text = each.kind === 'insert' ? text.slice(0, at) + each.text + text.slice(at) : text.slice(0, at) + text.slice(at + each.length);
  }
  return text;
}

/** Well-formed random trees: statements of random parts, blocks, comments, `;`, continuations, odd spacing. */
const space = fc.constantFrom(' ', '  ', '\t', '');
const part = fc.constantFrom('frame', 'effect', 'DARK', 'level', '4', '"Name"', '"with \\" quote"', ',', '+', 'hand', '?', '-5', 'monster', 'scenario');
/** ' ': the next statement starts on the same line (after a block, that is `} next`). */
const lineEnd = fc.constantFrom('\n', '\r\n', '\n\n\n', ' # c\n', ';', '; ', '\n# own line\n', ' ');
const tree: fc.Arbitrary<string> = fc.letrec<{ statements: string }>((tie) => ({
  statements: fc
    .array(
      fc
        .tuple(space, fc.array(part, { minLength: 1, maxLength: 5 }), space, fc.option(tie('statements'), { freq: 3 }), lineEnd)
        .map(([lead, parts, gap, block, end]) => `${lead}${parts.join(' ')}${gap}${block === null ? '' : `{${block}}`}${end}`),
      { maxLength: 4 },
    )
    .map((lines) => lines.join('')),
})).statements;

describe('formatting properties', () => {
  const examples = exampleTexts();

  function assertFormattingSound(text: string): void {
    const formatted = formatText(text);
    assert.equal(formatText(formatted), formatted, 'idempotent');
    assert.ok(sameMeaning(parse(text).tree, parse(formatted).tree), 'same statements, parts and comments');
    assert.deepEqual(textsOf(formatted, 'comment'), textsOf(text, 'comment'), 'no comment lost or changed');
    assert.deepEqual(textsOf(formatted, 'string'), textsOf(text, 'string'), 'no string lost or changed');
    if (!hasSyntaxErrors(text)) {
      // The layout algorithm itself (not only its safety net) keeps the meaning.
      const unverified = formatTextUnverified(text);
      assert.ok(!hasSyntaxErrors(unverified), 'the layout introduces no syntax error');
      assert.ok(sameMeaning(parse(text).tree, parse(unverified).tree), 'the layout keeps the statements');
      assert.equal(unverified, formatted, 'the safety net was not needed');
      assert.equal(formatTextUnverified(unverified), unverified, 'the layout is idempotent');
    }
  }

  test('the examples are sound to format', () => {
    assert.ok(examples.length >= 2);
    for (const text of examples) assertFormattingSound(text);
  });

  test('random edits of the examples', () => {
    fc.assert(
      fc.property(fc.nat({ max: examples.length - 1 }), fc.array(edit, { minLength: 1, maxLength: 8 }), (which, edits) => {
        assertFormattingSound(applyRandomEdits(examples[which], edits));
      }),
      { numRuns: 400 },
    );
  });

  test('random well-formed statement trees', () => {
    let clean = 0;
    fc.assert(
      fc.property(tree, (text) => {
        if (!hasSyntaxErrors(text)) clean++;
        assertFormattingSound(text);
      }),
      { numRuns: 400 },
    );
    assert.ok(clean > 100, `most generated trees are free of syntax errors (${clean})`);
  });
});
