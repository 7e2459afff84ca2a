import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { generateCardSet, createRandom } from '../../../scripts/bench/generateCardSet';
import { closestName } from '../../../server/src/core/text/didYouMean';
import { NameSuggestionIndex } from '../../../server/src/core/text/nameSuggestionIndex';

/** Typos of a name: letters dropped, doubled, swapped, replaced, the case changed. */
function typo(name: string, random: () => number): string {
  let out = name;
  const edits = 1 + Math.floor(random() * 5);
  for (let e = 0; e < edits && out.length > 0; e++) {
    const at = Math.floor(random() * out.length);
    const way = Math.floor(random() * 5);
    if (way === 0) out = out.slice(0, at) + out.slice(at + 1);
    else if (way === 1) out = out.slice(0, at) + out[at] + out.slice(at);
    else if (way === 2) out = out.slice(0, at) + (out[at + 1] ?? '') + out[at] + out.slice(at + 2);
    else if (way === 3) out = out.slice(0, at) + 'xqz'[Math.floor(random() * 3)] + out.slice(at + 1);
    else out = out.slice(0, at) + out[at].toUpperCase() + out.slice(at + 1);
  }
  return out;
}

describe('name suggestion index', () => {
  test('answers exactly what closestName answers over every name', () => {
    const set = generateCardSet({ cards: 600, files: 1, seed: 5 });
    const names = [...new Set(set.files.flatMap((f) => f.cards.map((c) => c.name))), 'AB', 'AC', 'Zo', 'x', 'Monster Reborn', 'İstanbul Wyrm'];
    const index = new NameSuggestionIndex(names);
    const random = createRandom(9);
    const queries = ['', 'A', 'AB', 'ab', 'Monster Rebirth', 'istanbul wyrm', 'Nothing Like Any Card At All', ...names.slice(0, 50)];
    for (let i = 0; i < 400; i++) queries.push(typo(names[Math.floor(random() * names.length)], random));
    let suggested = 0;
    for (const query of queries) {
      const expected = closestName(query, names);
      assert.deepEqual(index.closest(query), expected, query);
      assert.deepEqual(index.closest(query), expected, `${query} (memoised)`);
      if (expected) suggested++;
    }
    // The comparison means something only if many queries have a suggestion and some do not.
    assert.ok(suggested > 200 && suggested < queries.length, `${suggested} of ${queries.length}`);
  });

  test('answers what closestName answers for names and queries drawn from a small alphabet', () => {
    // Few letters, so names share most bigrams, repeat them, differ by one or two edits and tie; case and a
    // letter that lower-cases to two code units test the lower-cased lengths and ranges.
    const text = fc.array(fc.constantFrom('a', 'b', 'A', 'ab', 'ba', ' ', 'x', 'İ', 'aab'), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 80 }), fc.array(text, { maxLength: 20 }), (names, queries) => {
        const index = new NameSuggestionIndex(names);
        for (const query of [...queries, ...names.slice(0, 5)]) assert.deepEqual(index.closest(query), closestName(query, names), query);
      }),
      { numRuns: 300 },
    );
  });

  test('an empty index suggests nothing', () => {
    assert.equal(new NameSuggestionIndex([]).closest('Dark Magician'), undefined);
  });
});
