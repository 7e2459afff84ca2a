import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { memoByRevision, type RevisionMemo } from '../../../server/src/core/workspace/revisionMemo';

/** A full collection: V8 exposes gc() to a new context once the flag is set. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** A compute that counts its calls and answers a fresh object naming the key, revision and call. */
function countingCompute() {
  const calls: { key: object; previous: unknown }[] = [];
  const compute = (key: object, previous: unknown) => {
    calls.push({ key, previous });
    return { call: calls.length };
  };
  return { calls, compute };
}

/** Memoizes values for `count` fresh keys; only WeakRefs to them are left (an async test's frame would keep one). */
function keysMemoized(memo: RevisionMemo<object, { readonly key: object }>, count: number): WeakRef<object>[] {
  const refs: WeakRef<object>[] = [];
  for (let i = 0; i < count; i++) {
    const key = {};
    memo(key, 1, (k) => ({ key: k }));
    refs.push(new WeakRef(key));
  }
  return refs;
}

describe('memoByRevision', () => {
  const a = {};
  const b = {};
  // Each step: the key and revision asked, then which call's value the memo answers.
  const cases: { name: string; steps: readonly (readonly [object, number, number])[] }[] = [
    {
      name: 'the same revision answers the kept value',
      steps: [
        [a, 1, 1],
        [a, 1, 1],
        [a, 1, 1],
      ],
    },
    {
      name: 'a new revision computes again',
      steps: [
        [a, 1, 1],
        [a, 2, 2],
        [a, 2, 2],
        [a, 3, 3],
      ],
    },
    {
      name: 'a revision is matched, not ordered: going back computes again',
      steps: [
        [a, 2, 1],
        [a, 1, 2],
        [a, 2, 3],
      ],
    },
    {
      name: 'keys are kept apart',
      steps: [
        [a, 1, 1],
        [b, 1, 2],
        [a, 1, 1],
        [b, 2, 3],
        [a, 1, 1],
        [b, 2, 3],
      ],
    },
  ];
  for (const { name, steps } of cases) {
    test(name, () => {
      const memo = memoByRevision<object, { call: number }>();
      const { calls, compute } = countingCompute();
      for (const [key, revision, call] of steps) assert.equal(memo(key, revision, compute).call, call, `${name}: revision ${revision}`);
      assert.equal(calls.length, Math.max(...steps.map((step) => step[2])));
    });
  }

  test('compute gets the key and the previous revision’s value of that key only', () => {
    const memo = memoByRevision<object, { call: number }>();
    const { calls, compute } = countingCompute();
    const first = memo(a, 1, compute);
    memo(b, 1, compute);
    const second = memo(a, 2, compute);
    memo(a, 3, compute);
    assert.deepEqual(
      calls.map((c) => [c.key, c.previous]),
      [
        [a, undefined],
        [b, undefined],
        [a, first],
        [a, second],
      ],
    );
  });

  test('a compute that throws keeps nothing: the next read computes again', () => {
    const memo = memoByRevision<object, string>();
    assert.equal(
      memo(a, 1, () => 'one'),
      'one',
    );
    assert.throws(
      () =>
        memo(a, 2, () => {
          throw new Error('failed');
        }),
      /failed/,
    );
    assert.equal(
      memo(a, 2, () => 'two'),
      'two',
    );
    assert.equal(
      memo(a, 1, () => 'one again'),
      'one again',
    );
  });

  test('does not keep its keys alive, even when the value holds the key', async () => {
    const memo = memoByRevision<object, { readonly key: object }>();
    const refs = keysMemoized(memo, 20);
    // A WeakRef keeps its target until the current job ends.
    await nextTurn();
    collectGarbage();
    assert.equal(refs.filter((ref) => ref.deref() !== undefined).length, 0);
  });
});
