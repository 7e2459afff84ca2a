import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { debounceDelayFor, ValidationCosts, ValidationScheduler, type ValidationToken } from '../../../server/src/lsp/validationScheduler';

describe('debounceDelayFor', () => {
  const CASES: readonly [number, number][] = [
    [0, 25],
    [4096, 26],
    [400_000, 122],
    [50_000_000, 400],
  ];
  for (const [length, delay] of CASES) {
    it(`${length} characters -> ${delay} ms`, () => assert.equal(debounceDelayFor(length), delay));
  }
});

describe('ValidationCosts (debounce sized to the measured cost of edits)', () => {
  const CASES: readonly { readonly name: string; readonly measured: readonly number[]; readonly delay: number }[] = [
    { name: 'no edit measured yet: the minimum', measured: [], delay: 8 },
    { name: 'a 3 ms validation waits the minimum', measured: [3], delay: 8 },
    { name: 'a 20 ms validation waits as long', measured: [20], delay: 20 },
    { name: 'the median of recent runs: one slow run does not move the delay', measured: [10, 10, 100], delay: 10 },
    { name: 'runs that stay slow do', measured: [10, 100, 100], delay: 100 },
    { name: 'an even count: the mean of the middle two', measured: [10, 20, 30, 40], delay: 25 },
    { name: 'only the last five runs count', measured: [100, 100, 100, 100, 100, 10, 10, 10], delay: 10 },
    { name: 'bounded above', measured: [5000], delay: 400 },
  ];
  for (const { name, measured, delay } of CASES) {
    it(name, () => {
      const costs = new ValidationCosts();
      for (const ms of measured) {
        costs.edited('a');
        costs.record('a', ms);
      }
      assert.equal(costs.delayFor('a'), Math.round(delay));
      assert.equal(costs.delayFor('b'), 8, 'per document');
      costs.forget('a');
      assert.equal(costs.delayFor('a'), 8, 'forgotten');
    });
  }

  // The validation after an open or a load checks the whole document: sized to it, the first keystrokes
  // after an open waited as long as the open's check (a 270 ms wait for a 15 ms edit).
  const WHOLE_DOCUMENT_CASES: readonly { readonly name: string; readonly runs: readonly (readonly ['edit' | 'whole', number])[]; readonly delay: number }[] = [
    { name: "the open's check alone: the first edit waits the minimum", runs: [['whole', 270]], delay: 8 },
    {
      name: "the open's check, then a 20 ms edit: the edit's cost",
      runs: [
        ['whole', 270],
        ['edit', 20],
      ],
      delay: 20,
    },
    {
      name: 'a whole-document re-check between edits (settings, dependents) does not count',
      runs: [
        ['edit', 12],
        ['whole', 300],
        ['whole', 300],
        ['edit', 12],
      ],
      delay: 12,
    },
  ];
  for (const { name, runs, delay } of WHOLE_DOCUMENT_CASES) {
    it(name, () => {
      const costs = new ValidationCosts();
      for (const [kind, ms] of runs) {
        if (kind === 'edit') costs.edited('a');
        costs.record('a', ms);
      }
      assert.equal(costs.delayFor('a'), delay);
    });
  }

  it('edits superseded before a validation ran: the next measured validation is theirs, once', () => {
    const costs = new ValidationCosts();
    costs.edited('a');
    costs.edited('a');
    costs.record('a', 30);
    costs.record('a', 300);
    assert.equal(costs.delayFor('a'), 30);
  });
});

// Mock timers: each test moves the clock itself, so "nothing ran" means the timer was due and did not fire.
describe('ValidationScheduler', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  it('runs once for a burst of schedules (debounce)', () => {
    const runs: string[] = [];
    const scheduler = new ValidationScheduler((uri) => void runs.push(uri));
    for (let i = 0; i < 5; i++) scheduler.schedule('a', 5);
    scheduler.schedule('b', 5);
    assert.equal(scheduler.isPending('a'), true);
    mock.timers.tick(4);
    assert.deepEqual(runs, [], 'not before the delay');
    mock.timers.tick(1);
    assert.deepEqual(runs.sort(), ['a', 'b']);
    assert.equal(scheduler.isPending('a'), false);
    mock.timers.tick(1000);
    assert.equal(runs.length, 2, 'the superseded schedules never run');
    scheduler.dispose();
  });

  it('cancels a run in flight when the document is scheduled again', () => {
    const tokens: ValidationToken[] = [];
    let release: () => void = () => {};
    const scheduler = new ValidationScheduler(async (_uri, token) => {
      tokens.push(token);
      if (tokens.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    scheduler.schedule('a', 0);
    mock.timers.tick(0);
    assert.equal(tokens.length, 1);
    assert.equal(tokens[0].isCancelled, false);
    scheduler.schedule('a', 0);
    assert.equal(tokens[0].isCancelled, true, 'the first run is superseded');
    release();
    mock.timers.tick(0);
    assert.equal(tokens.length, 2);
    assert.equal(tokens[1].isCancelled, false);
    scheduler.dispose();
  });

  it('cancel() drops the pending run', () => {
    const runs: string[] = [];
    const scheduler = new ValidationScheduler((uri) => void runs.push(uri));
    scheduler.schedule('a', 5);
    scheduler.cancel('a');
    assert.equal(scheduler.isPending('a'), false);
    mock.timers.tick(1000);
    assert.deepEqual(runs, []);
    scheduler.dispose();
  });

  it('reports a throwing run instead of crashing', () => {
    const errors: string[] = [];
    const scheduler = new ValidationScheduler(
      () => {
        throw new Error('boom');
      },
      (uri, error) => errors.push(`${uri}: ${(error as Error).message}`),
    );
    scheduler.schedule('a', 0);
    mock.timers.tick(0);
    assert.deepEqual(errors, ['a: boom']);
    scheduler.dispose();
  });
});
