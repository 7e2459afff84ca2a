import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asMarkersState, type MarkedSpan, readMarkers, sortMarked } from './checkFixtures';

/** The caret markers of the diagnostic fixtures: code and span, and an optional message part. */
describe('fixture markers', () => {
  const LINE = 'monster "X" {\n  tributes 2\n';
  const found = (message: string): MarkedSpan => ({ code: 'CS0302', line: 1, column: 2, length: 10, message });

  it('reads codes, span and the message part', () => {
    assert.deepEqual(readMarkers(`${LINE}# ^^^^^^^^^^ CS0302 needs 1 Tribute\n# ^^^^^^^^^^ CS0303 CS0304\n`), [
      { code: 'CS0302', line: 1, column: 2, length: 10, message: 'needs 1 Tribute' },
      { code: 'CS0303', line: 1, column: 2, length: 10 },
      { code: 'CS0304', line: 1, column: 2, length: 10 },
    ]);
  });

  it('refuses a message part after several codes', () => {
    assert.throws(() => readMarkers(`${LINE}# ^^^^^^^^^^ CS0302 CS0303 needs 1 Tribute\n`), /message part after several codes/);
  });

  const CASES: readonly { readonly name: string; readonly marker: string; readonly message: string; readonly matches: boolean }[] = [
    { name: 'no message part: any message', marker: 'CS0302', message: 'a Level 6 monster needs 1 Tribute', matches: true },
    { name: 'a substring of the message', marker: 'CS0302 needs 1 Tribute', message: 'a Level 6 monster needs 1 Tribute', matches: true },
    { name: 'not a substring: differs', marker: 'CS0302 needs 2 Tributes', message: 'a Level 6 monster needs 1 Tribute', matches: false },
    { name: 'case counts', marker: 'CS0302 Needs 1 tribute', message: 'a Level 6 monster needs 1 Tribute', matches: false },
  ];
  for (const { name, marker, message, matches } of CASES) {
    it(name, () => {
      const expected = sortMarked(readMarkers(`${LINE}# ^^^^^^^^^^ ${marker}\n`));
      const actual = sortMarked(asMarkersState([found(message)], expected));
      if (matches) assert.deepEqual(actual, expected);
      else {
        assert.notDeepEqual(actual, expected);
        assert.equal(actual[0].message, message, 'the difference shows the whole message');
      }
    });
  }
});
