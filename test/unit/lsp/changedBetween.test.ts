import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { changedBetween } from '../../../server/src/lsp/diagnosticsPublisher';

describe('changedBetween (declarations an edit may have replaced)', () => {
  const [a, b, c, d, e, x, y] = ['a', 'b', 'c', 'd', 'e', 'x', 'y'].map((name) => ({ name }));
  const CASES: readonly { readonly name: string; readonly before: readonly object[]; readonly after: readonly object[]; readonly changed: number }[] = [
    { name: 'the same list', before: [a, b, c], after: [a, b, c], changed: 0 },
    { name: 'one replaced in the middle', before: [a, b, c], after: [a, x, c], changed: 1 },
    { name: 'one inserted', before: [a, b, c], after: [a, b, x, c], changed: 1 },
    { name: 'one removed', before: [a, b, c], after: [a, c], changed: 0 },
    { name: 'two apart: everything between them counts', before: [a, b, c, d, e], after: [a, x, c, y, e], changed: 3 },
    { name: 'all new', before: [a, b], after: [x, y], changed: 2 },
    { name: 'from nothing', before: [], after: [a, b], changed: 2 },
    { name: 'a repeated object at the seam is not counted twice', before: [a, a], after: [a, a, a], changed: 1 },
  ];
  for (const { name, before, after, changed } of CASES) {
    it(name, () => {
      const count = changedBetween(before, after);
      assert.equal(count, changed);
      // An upper bound on what is new in `after`.
      assert.ok(count >= after.filter((item) => !before.includes(item)).length);
    });
  }
});
