import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertAnalysesCleanly } from './documentInvariants';
import { anyCodeUnits, fragmentSoup, fuzzOptions, LINE_BREAKS, ODD_CHARACTERS, randomBytesAsText } from './fuzzInputs';

/**
 * parse, lowerFile, analyzeDocument and CardWorkspace.diagnosticsFor never throw on any text and keep every
 * range inside the document (fuzzInputs.ts explains FUZZ_RUNS and FUZZ_SEED). A hang fails by timeout.
 */
const TIMEOUT = { timeout: 60_000 };

test('random bytes (UTF-8, Latin-1, UTF-16 decoded) analyse cleanly', TIMEOUT, () => {
  fc.assert(
    fc.property(randomBytesAsText(), (text) => void assertAnalysesCleanly(text)),
    fuzzOptions(150),
  );
});

test('random UTF-16 code units (lone surrogates included) analyse cleanly', TIMEOUT, () => {
  fc.assert(
    fc.property(anyCodeUnits(), (text) => void assertAnalysesCleanly(text)),
    fuzzOptions(150),
  );
});

test('random full-Unicode strings analyse cleanly', TIMEOUT, () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 300, size: 'max' }), (text) => void assertAnalysesCleanly(text)),
    fuzzOptions(100),
  );
});

test('soups of language fragments, odd characters and line endings analyse cleanly', TIMEOUT, () => {
  fc.assert(
    fc.property(fragmentSoup(), (text) => void assertAnalysesCleanly(text)),
    fuzzOptions(400),
  );
});

test('a well-formed card survives odd Unicode and mixed line endings anywhere', TIMEOUT, () => {
  const card = [
    'set "Odd" code ODD',
    'monster "Cyber Dragon" {',
    '  frame effect',
    '  attribute LIGHT',
    '  race Machine',
    '  level 5',
    '  atk 2100 def 1600',
    '  summon {',
    '    special summon by procedure from hand {',
    '      condition only opponent controls monsters',
    '    }',
    '  }',
    '  text "If only your opponent controls a monster, you can Special Summon this card (from your hand)."',
    '}',
  ];
  const lineBreak = fc.constantFrom(...LINE_BREAKS);
  const oddWords = fc.array(fc.tuple(fc.nat(), fc.constantFrom(...ODD_CHARACTERS)), { maxLength: 6 });
  fc.assert(
    fc.property(fc.array(lineBreak, { minLength: card.length, maxLength: card.length }), oddWords, (breaks, odd) => {
      let text = card.map((line, i) => line + breaks[i]).join('');
      for (const [at, ch] of odd) {
        const i = at % (text.length + 1);
        text = text.slice(0, i) + ch + text.slice(i);
      }
      assertAnalysesCleanly(text);
    }),
    fuzzOptions(300),
  );
});

test('a byte-order mark, zero-width and right-to-left characters inside names keep the name intact', () => {
  for (const odd of ['\uFEFF', '\u200B', '\u202E', 'e\u0301', '\uD83D\uDE00']) {
    const text = `\uFEFFmonster "A${odd}B" {\r\n  frame normal\r  level 4\n  atk 1000 def 1000\r\n}\r\n`;
    const diagnostics = assertAnalysesCleanly(text);
    assert.deepEqual(
      diagnostics.filter((d) => d.severity === 'error').map((d) => d.code),
      [],
      `unexpected errors with ${JSON.stringify(odd)}`,
    );
  }
});

test('deep nesting, unbalanced braces and unclosed blocks finish and stay in range', TIMEOUT, () => {
  const inputs = [
    '{'.repeat(100_000),
    '}'.repeat(100_000),
    `${'{'.repeat(20_000)}${'}'.repeat(20_000)}`,
    'monster "A" {\n'.repeat(20_000),
    `monster "A" {\n summon {\n${'  special summon by procedure {\n'.repeat(5_000)}`,
    `${'a {'.repeat(30_000)}\n${'}\n'.repeat(30_000)}`,
    `monster "A" { summon { ${'{ '.repeat(10_000)} cannot special summon ${'} '.repeat(9_000)}`,
    '"'.repeat(50_001),
    `${'"\\'.repeat(20_000)}`,
    `${',\n'.repeat(50_000)}monster`,
    `${'+\r\n'.repeat(50_000)}}`,
  ];
  for (const text of inputs) assertAnalysesCleanly(text);
});

test('adversarial long statements stay fast: backtracking phrases and endless continuation lines', TIMEOUT, () => {
  const wrap = (clause: string) =>
    `monster "A" {\n frame effect\n level 4\n summon {\n  special summon by procedure {\n   ${clause}\n  }\n  ${clause}\n }\n}\n`;
  const inputs = [
    wrap(`cost send ${'from '.repeat(20_000)}x`),
    wrap(`cost banish ${'from '.repeat(20_000)}graveyard to`),
    wrap(`cost send 1 monster from ${'hand or '.repeat(20_000)}to graveyard`),
    wrap(`fusion materials ${'"a" + '.repeat(20_000)}"b"`),
    wrap(`special summon by procedure from ${'hand, '.repeat(20_000)}deck`),
    `scenario "S" {\n you { hand ${'"A", '.repeat(20_000)}"B" }\n step ${'activate '.repeat(20_000)}\n}\n`,
  ];
  for (const text of inputs) {
    const started = performance.now();
    assertAnalysesCleanly(text);
    const elapsed = performance.now() - started;
    assert.ok(elapsed < 20_000, `took ${elapsed.toFixed(0)} ms on ${JSON.stringify(text.slice(0, 80))}...`);
  }
});

test('thousands of copies of one card stay linear (duplicate-name diagnostics list a bounded number of others)', TIMEOUT, () => {
  const text = 'monster "Same" {\n frame normal\n level 4\n atk 1000 def 1000\n}\n'.repeat(5_000);
  const diagnostics = assertAnalysesCleanly(text);
  const duplicates = diagnostics.filter((d) => d.code === 'CS0107');
  assert.equal(duplicates.length, 5_000);
  assert.ok(
    duplicates.every((d) => (d.related?.length ?? 0) <= 50),
    'each duplicate lists a bounded number of other definitions',
  );
});
