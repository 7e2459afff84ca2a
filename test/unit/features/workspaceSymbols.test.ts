import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fuzzyScore, workspaceSymbols } from '../../../server/src/core/features/workspaceSymbols';
import { describeSpan, parseFixture } from './fixture';

const WORKSPACE = `
//- crypt.card
set "Shadows of the Crypt"
monster "Dark Necrofear" { }
monster "Crypt Sovereign" { }
//- support.card
spell "Monster Reborn" { }
trap "Solemn Warning" { }
scenario "Necrofear returns" { }
`;

/** The symbols a query finds, best first, as `kind name (container) file line:col`. */
function check(query: string, expected: string[]): void {
  const { workspace } = parseFixture(WORKSPACE);
  const actual = workspaceSymbols(workspace, query).map(
    (s) => `${s.kind} ${s.name} (${s.containerName}) ${describeSpan(workspace, s.uri, s.span).replace(/ ".*"$/, '')}`,
  );
  assert.deepEqual(actual, expected);
}

describe('workspace symbols', () => {
  test('an empty query lists everything, by name', () =>
    check('', [
      'monster Crypt Sovereign (Shadows of the Crypt) crypt.card 3:9',
      'monster Dark Necrofear (Shadows of the Crypt) crypt.card 2:9',
      'spell Monster Reborn () support.card 1:7',
      'scenario Necrofear returns () support.card 3:10',
      'trap Solemn Warning () support.card 2:6',
    ]));

  test('subsequence, case-insensitive, a match at the start of the name first', () =>
    check('NECRO', ['scenario Necrofear returns () support.card 3:10', 'monster Dark Necrofear (Shadows of the Crypt) crypt.card 2:9']));

  test('initials match across words', () => check('DN', ['monster Dark Necrofear (Shadows of the Crypt) crypt.card 2:9']));
  test('order matters', () => check('fearnecro', []));
  test('no match', () => check('zzz', []));

  test('scoring prefers word starts and runs', () => {
    assert.equal(fuzzyScore('abc', 'xyz'), undefined);
    assert.ok(fuzzyScore('mr', 'monster reborn')! > fuzzyScore('mr', 'hammer')!);
    assert.ok(fuzzyScore('rebo', 'monster reborn')! > fuzzyScore('rebo', 'r e b o')!);
  });
});
