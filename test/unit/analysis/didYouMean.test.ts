import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closestName, editDistance } from '../../../server/src/core/text/didYouMean';

/** The textbook full-matrix distance, to check the banded one against. */
function naive(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
  }
  return d[s.length][t.length];
}

describe('did you mean', () => {
  test('the banded distance equals the full one up to the limit', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const word = () => Array.from({ length: Math.floor(random() * 9) }, () => 'abcd'[Math.floor(random() * 4)]).join('');
    for (let n = 0; n < 2000; n++) {
      const a = word();
      const b = word();
      const limit = Math.floor(random() * 5);
      const exact = naive(a, b);
      assert.equal(editDistance(a, b, limit), exact <= limit ? exact : limit + 1, `${a} / ${b} limit ${limit}`);
      assert.equal(editDistance(a, b), exact);
    }
  });

  test('suggests the closest name, case-insensitively, and says whether it is the only one', () => {
    const names = ['Black Luster Ritual', 'Black Illusion Ritual', 'Monster Reborn', 'Elemental HERO Avian'];
    assert.deepEqual(closestName('Black Lustre Ritual', names), { name: 'Black Luster Ritual', unique: true });
    assert.deepEqual(closestName('elemental hero avian', names), { name: 'Elemental HERO Avian', unique: true });
    assert.equal(closestName('Pot of Greed', names), undefined);
    assert.deepEqual(closestName('AB', ['AC', 'AD']), { name: 'AC', unique: false });
  });
});
