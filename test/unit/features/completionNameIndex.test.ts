import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { matchRank } from '../../../server/src/core/features/completionMatch';
import { CardNameIndex, escapedName } from '../../../server/src/core/features/completionNameIndex';
import { fuzzOptions } from '../fuzz/fuzzInputs';

/**
 * What the index must answer: every name ranked by matchRank, by rank then name, names equal to the query
 * (ignoring case) before the rest of rank 0; the first `limit`.
 */
function reference(names: readonly string[], query: string, limit: number): { names: string[]; cut: boolean } {
  const sorted = [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const ranks: string[][] = [[], [], [], [], []];
  for (const name of sorted) {
    const lower = name.toLowerCase();
    const rank = query.length > 0 && lower === query ? -1 : matchRank(query, lower);
    if (rank !== undefined) ranks[rank + 1].push(name);
  }
  const matched = ranks.flat();
  return { names: matched.slice(0, limit), cut: matched.length > limit };
}

function answer(index: CardNameIndex, query: string, limit: number): { names: string[]; cut: boolean } {
  const found = index.best(query, limit);
  return { names: found.entries.map((e) => e.name), cut: found.cut };
}

/** Names built from a few pieces, so that prefixes, word starts and subsequences collide often. */
const PIECES = [
  'dark',
  'Dark',
  'necro',
  'Necrofear',
  ' ',
  ' ',
  '-',
  '"',
  '\\',
  'a',
  'b',
  'ab',
  'Ba',
  'z',
  '0',
  '7',
  'é',
  'İ',
  '\u0130x',
  '\uD83D\uDE00',
  '\uD800',
  'ß',
  'Ω',
];
const cardName = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
const query = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 3 }).map((parts) => parts.join('').toLowerCase()),
  fc.string({ maxLength: 4 }).map((s) => s.toLowerCase()),
);

describe('CardNameIndex (card names for completion, once per set of names)', () => {
  test('answers exactly what ranking every name with matchRank answers: same names, same order, same cut', () => {
    fc.assert(
      fc.property(
        fc.array(cardName, { maxLength: 60 }),
        fc.array(query, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 12 }),
        (names, queries, limit) => {
          const index = new CardNameIndex(new Set(names));
          for (const q of queries) assert.deepEqual(answer(index, q, limit), reference(names, q, limit), `query ${JSON.stringify(q)}, limit ${limit}`);
        },
      ),
      fuzzOptions(400),
    );
  });

  test('on a generated 2,000-card pool, for every prefix of some names and a few loose queries', () => {
    const names = generateCardSet({ cards: 2000, files: 1, seed: 7 }).files.flatMap((f) =>
      [...f.text.matchAll(/^(?:monster|spell|trap) "([^"]+)"/gm)].map((m) => m[1]),
    );
    const index = new CardNameIndex(new Set(names));
    const queries = [
      '',
      'x',
      'qz',
      'dr',
      'a b',
      'token',
      'ee',
      'on ',
      ...names.slice(0, 40).flatMap((n) => [1, 2, 3, 5, n.length].map((k) => n.slice(0, k).toLowerCase())),
    ];
    for (const q of queries)
      for (const limit of [1, 50, 200]) assert.deepEqual(answer(index, q, limit), reference(names, q, limit), `query ${JSON.stringify(q)}, limit ${limit}`);
  });

  test('an index updated from an earlier one (names renamed, added, removed) answers as one built afresh', () => {
    fc.assert(
      fc.property(
        fc.array(cardName, { maxLength: 60 }),
        fc.array(fc.oneof(cardName, fc.constant('')), { maxLength: 100 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.array(query, { maxLength: 6 }),
        (before, added, removed, queries) => {
          const first = new CardNameIndex(new Set(before));
          const after = new Set([...before.filter((_, i) => !removed.includes(i)), ...added]);
          const updated = new CardNameIndex(after, first);
          const fresh = new CardNameIndex(after);
          assert.deepEqual(updated.entries, fresh.entries);
          for (const q of ['', ...queries]) assert.deepEqual(answer(updated, q, 7), answer(fresh, q, 7), `query ${JSON.stringify(q)}`);
        },
      ),
      fuzzOptions(300),
    );
  });

  test('every name is reachable: typing it whole lists it first, however many names start with it', () => {
    const names = ['Dark', 'dark', 'Dark Magician', 'Darkness', 'The Dark', ...Array.from({ length: 300 }, (_, i) => `DARK ${i}`)];
    const index = new CardNameIndex(names);
    assert.deepEqual(answer(index, 'dark', 50).names.slice(0, 2), ['Dark', 'dark']);
    for (const name of names) assert.ok(answer(index, name.toLowerCase(), 50).names.includes(name), name);
  });

  test('escapes a name for the inside of quotes', () => {
    assert.equal(escapedName('Say "Hi" \\ there'), 'Say \\"Hi\\" \\\\ there');
    assert.equal(escapedName('Plain'), 'Plain');
  });
});
