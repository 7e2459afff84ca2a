import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { assertAnalysesCleanly } from './documentInvariants';
import { applyEdit, editArbitrary, fuzzOptions, sampleCardTexts } from './fuzzInputs';

/**
 * Random edits of real card files (examples/ and generated sets): what a user produces while typing,
 * pasting and deleting. Every intermediate text must analyse cleanly.
 */
const samples = sampleCardTexts();

test('random edit sequences of the example and generated card files analyse cleanly', { timeout: 90_000 }, () => {
  assert.ok(samples.length > 0);
  const sample = fc.constantFrom(...samples);
  fc.assert(
    fc.property(sample, fc.array(editArbitrary, { minLength: 1, maxLength: 6 }), (base, edits) => {
      let text = base.text;
      for (const edit of edits) {
        text = applyEdit(text, edit);
        assertAnalysesCleanly(text, `file:///fuzz/${base.name}`);
      }
    }),
    fuzzOptions(120),
  );
});

test('every prefix cut of a card file (typing it top to bottom) analyses cleanly', { timeout: 60_000 }, () => {
  const text = generateCardSet({ cards: 44, files: 1, seed: 7 }).files[0].text;
  for (let end = 0; end <= text.length; end += 97) assertAnalysesCleanly(text.slice(0, end));
});

test('a 10 MB generated card file with random damage analyses cleanly and in bounded time', { timeout: 120_000 }, () => {
  // 40,000 cards of the generator are about 10.5 MB; the damage drops braces and quotes and adds odd text.
  const set = generateCardSet({ cards: 40_000, files: 1, seed: 10 });
  let text = set.files[0].text;
  assert.ok(text.length >= 10_000_000, `expected at least 10 MB, got ${text.length}`);
  const damage = fc.sample(editArbitrary, { numRuns: 200, seed: 42 });
  const pieces: string[] = [];
  let from = 0;
  for (const edit of [...damage].sort((a, b) => (a.at % text.length) - (b.at % text.length))) {
    const at = Math.max(from, edit.at % text.length);
    pieces.push(text.slice(from, at), edit.insert);
    from = Math.min(text.length, at + edit.remove);
  }
  pieces.push(text.slice(from));
  text = pieces.join('');
  const started = performance.now();
  assertAnalysesCleanly(text, 'file:///fuzz/ten-megabytes.card', true);
  const elapsed = performance.now() - started;
  assert.ok(elapsed < 100_000, `took ${elapsed.toFixed(0)} ms`);
});
