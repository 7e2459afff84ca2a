import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { lowerScenario } from '../../../server/src/core/lowering/lowerScenario';
import { parse } from '../../../server/src/core/syntax/parser';

function lowered(body: string) {
  const file = lowerFile('file:///long.card', parse(`scenario "S" {\n${body}\n}\n`).tree).file;
  return lowerScenario(file.scenarios[0]);
}

const entries = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? `2 x "C${i}"` : `"C${i}" defense set this turn`)).join(', ');

/** Lines far longer than anyone writes are refused with a clear diagnostic, never a stack overflow. */
describe('long scenario lines', () => {
  test('a board line of 40 entries is read', () => {
    const { scenario, diagnostics } = lowered(`  you { deck ${entries(40)} }`);
    assert.deepEqual(diagnostics, []);
    assert.equal(scenario.you.zones.deck.length, 40);
  });

  test('a board line of 5,000 entries is one "too long" diagnostic', () => {
    const { diagnostics } = lowered(`  you { deck ${entries(5000)} }`);
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      ['CS0605'],
    );
    assert.match(diagnostics[0].message, /too long to read .*split it over several lines/);
  });

  test('a step naming 5,000 targets is read (a card list is not nested)', () => {
    const { scenario, diagnostics } = lowered(`  step activate "X" target ${Array.from({ length: 5000 }, (_, i) => `"T${i}"`).join(', ')} hold`);
    assert.deepEqual(diagnostics, []);
    const action = scenario.steps[0].action;
    assert.equal(action.kind === 'activate' ? action.targets.length : 0, 5000);
  });
});
