import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { signatureHelpAt } from '../../../server/src/core/features/signatureHelp';
import { parseFixture } from './fixture';

function labels(fixture: string): string[] {
  const { document, offset } = parseFixture(fixture);
  return signatureHelpAt(document, offset).map((s) => s.label);
}

const summon = (line: string) => `monster "A" {\n  frame effect\n  level 7\n  summon {\n    ${line}\n  }\n}`;

describe('signature help from the phrase grammar', () => {
  const cases: { name: string; fixture: string; exactly: string[] }[] = [
    { name: 'a Tribute clause after its count', fixture: summon('requires 3 $0'), exactly: ['requires N tributes [cannot set]'] },
    {
      name: 'the must-clauses after `must `',
      fixture: summon('must $0'),
      exactly: [
        "must first special summon by procedure [from ZONES] [to opponent's field] [{ PROCEDURE-BLOCK }]",
        "must special summon by procedure [from ZONES] [to opponent's field] [{ PROCEDURE-BLOCK }]",
        'must special summon by card effect',
        'must first special summon by effect of archetype "A" [card / monster / spell / trap / spell or trap]',
        'must special summon by effect of archetype "A" [card / monster / spell / trap / spell or trap]',
        'must first special summon by effect of "..."',
        'must special summon by effect of "..."',
        'must fusion summon / must ritual summon / must synchro summon / must xyz summon / must link summon / must pendulum summon',
      ],
    },
    { name: 'a cost line', fixture: summon('special summon by procedure {\n      cost pay $0\n    }'), exactly: ['cost pay half lp', 'cost pay N lp'] },
    {
      name: 'an effect statement',
      fixture: 'spell "S" {\n  effect {\n    negate activation of $0\n  }\n}',
      exactly: [
        'negate activation of spell or trap',
        'negate activation of monster effect',
        'negate activation of summoning effect',
        'negate activation [of spell / trap / spell or trap / monster effect / summoning effect]',
      ],
    },
    { name: 'an expectation', fixture: 'scenario "S" {\n  expect normal $0\n}', exactly: ['expect normal summons used / left N [of opponent]'] },
    { name: 'nothing on an empty line', fixture: summon('$0'), exactly: [] },
    { name: 'nothing for a line no phrase starts with', fixture: summon('frobnicate $0'), exactly: [] },
  ];
  for (const { name, fixture, exactly } of cases) test(name, () => assert.deepEqual(labels(fixture), exactly));
});
