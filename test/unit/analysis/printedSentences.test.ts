import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { AMBIGUOUS_LITERAL, AMBIGUOUS_WORDING } from '../../../server/src/core/analysis/nomiChecks';
import { clauseGroups, PRINTED_SENTENCES } from '../../../server/src/core/analysis/printedSentences';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { sampleCardTexts } from '../fuzz/fuzzInputs';

/**
 * The checks skip a printed-text pattern when the lower-cased text lacks its literal (printedTextMayContain),
 * so every match of every pattern must contain its literal: random texts made of the patterns' words, in
 * random case, with random spacing and punctuation, and every match is looked at.
 */
const WORDS = [
  'cannot',
  'be',
  'special',
  'normal',
  'summoned',
  'summon',
  'set',
  '/',
  'or',
  'must',
  'first',
  'either',
  'fusion',
  'synchro',
  'xyz',
  'link',
  'ritual',
  'pendulum',
  'requires',
  '2',
  'one',
  'three',
  'tribute',
  'tributes',
  'a',
  'an',
  'card',
  'effect',
  'with',
  'by',
  'used',
  'as',
  'material',
  'materials',
  'except',
  '(from',
  'the',
  'hand)',
  'if',
  'while',
  'unless',
  'other',
  'ways',
  'can',
  'only',
  '.',
  ';',
  ',',
  ')',
  'this',
  'summoned.',
];
const spacing = fc.constantFrom(' ', ' ', ' ', '  ', '', '\t');
const word = fc
  .tuple(fc.constantFrom(...WORDS), fc.constantFrom('lower', 'upper', 'title'), spacing)
  .map(([w, casing, space]) => (casing === 'upper' ? w.toUpperCase() : casing === 'title' ? w[0].toUpperCase() + w.slice(1) : w) + space);
/** Word sequences close to what the patterns look for, so that random changes land near a match. */
const PHRASES = [
  'cannot be special summoned .',
  'cannot be special summoned , except by a synchro summon',
  'cannot be special summoned except by an xyz summon',
  'cannot be normal summoned / set',
  'cannot be normal summoned or set by other ways',
  'cannot be normal summoned if you control a monster',
  'cannot be normal summoned while',
  'cannot be normal summoned unless',
  'must be special summoned with a card effect',
  'must be special summoned (from the hand) by a card effect',
  'must be special summoned by',
  'must first be special summoned by',
  'must be either pendulum summoned or special summoned by',
  'must be ritual summoned',
  'must be fusion summoned',
  'cannot be link summoned',
  'cannot be used as a fusion material',
  'cannot be used as materials',
  'requires 2 tributes',
  'requires three tribute',
  'can only be special summoned by',
  'cannot be pendulum summoned',
].map((p) => p.split(' '));
/** A phrase with some words dropped, swapped for another word or doubled, then cased and spaced at random. */
const phrase = fc
  .tuple(
    fc.constantFrom(...PHRASES),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom('drop', 'swap', 'double', 'keep', 'keep', 'keep')), { maxLength: 3 }),
    fc.constantFrom(...WORDS),
  )
  .chain(([words, changes, other]) => {
    const changed = [...words];
    for (const [at, change] of changes) {
      const i = at % changed.length;
      if (change === 'drop' && changed.length > 1) changed.splice(i, 1);
      else if (change === 'swap') changed[i] = other;
      else if (change === 'double') changed.splice(i, 0, changed[i]);
    }
    return fc.tuple(...changed.map((w) => fc.tuple(fc.constant(w), fc.constantFrom('lower', 'upper', 'title'), spacing)));
  })
  .map((words) =>
    words.map(([w, casing, space]) => (casing === 'upper' ? w.toUpperCase() : casing === 'title' ? w[0].toUpperCase() + w.slice(1) : w) + space).join(''),
  );
const text = fc.array(fc.oneof(word, phrase, phrase), { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(''));

const PATTERNS = [
  ...PRINTED_SENTENCES.map((s) => ({ pattern: s.inText, literal: s.literal, printed: s.official })),
  { pattern: AMBIGUOUS_WORDING, literal: AMBIGUOUS_LITERAL, printed: 'can only be Special Summoned by' },
];

test('every match of a printed sentence contains its literal, lower-cased', () => {
  let matches = 0;
  fc.assert(
    fc.property(text, (printed) => {
      for (const { pattern, literal } of PATTERNS) {
        const regex = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
        for (const match of printed.matchAll(regex)) {
          matches++;
          assert.ok(match[0].toLowerCase().includes(literal), `${JSON.stringify(match[0])} lacks ${JSON.stringify(literal)} (${regex})`);
        }
      }
    }),
    { numRuns: 3000, seed: 12 },
  );
  assert.ok(matches > 500, `only ${matches} matches: the texts do not exercise the patterns`);
});

test("each sentence's own printed form matches its pattern and contains its literal", () => {
  for (const { pattern, literal, printed } of PATTERNS) {
    assert.equal(literal, literal.toLowerCase(), `${literal} is lower-case`);
    const sample = printed
      .replace(/\.\.\./g, 'if you control a monster')
      .replace(/\bN\b/, '2')
      .replace(/\bCONDITION\b/, 'you control no monsters')
      .replace(/\bMETHOD\b/, 'Tributing 2 monsters')
      .replace(/\bX\b/, 'Fiend')
      .replace(/\(but can be Normal Set\)/, '');
    const regex = new RegExp(pattern.source, pattern.flags.replace('g', ''));
    if (regex.test(sample)) assert.ok(sample.toLowerCase().includes(literal), `${sample} lacks ${literal}`);
  }
});

/**
 * textAgainstClauses skips a group whose clause kinds (`kinds`) the card lacks, without asking `clauses`:
 * every clause a group picks must be of one of its kinds. Checked on the monsters of a generated pool
 * (every summoning clause of docs/language.md) and of the examples.
 */
test('every sentence picks only clauses of its declared kinds', () => {
  const texts = [...generateCardSet({ cards: 900, files: 1, seed: 3, damage: 0.4 }).files.map((f) => f.text), ...sampleCardTexts().map((s) => s.text)];
  let picked = 0;
  for (const text of texts) {
    for (const card of analyzeDocument('file:///t.card', text).file.cards) {
      if (card.kind !== 'monster') continue;
      for (const group of clauseGroups()) {
        for (const clause of group.clauses(card)) {
          assert.ok(group.kinds.includes(clause.kind), `${group.printed}: ${clause.kind}`);
          picked++;
        }
      }
    }
  }
  assert.ok(picked > 200, `${picked} clauses picked`);
});
