import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeProfile } from '../../../server/src/core/analysis/profileExplanation';
import { summoningJson } from '../../../server/src/core/analysis/summoningJson';
import { summoningProfile, type SummoningProfile, tributesForLevel } from '../../../server/src/core/analysis/summoningProfile';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';

/** The profile of the single monster `summon { CLAUSES }` with the given frame and level. */
function profileOf(clauses: string, frame = 'effect', level: number | null = 8): SummoningProfile {
  const text = `monster "M" {\n  frame ${frame}\n${level === null ? '' : `  level ${level}\n`}  atk 0 def 0\n  summon {\n${clauses
    .split('\n')
    .map((c) => `    ${c}`)
    .join('\n')}\n  }\n}\n`;
  const card = analyzeDocument('file:///m.card', text).file.cards[0];
  assert.equal(card.kind, 'monster');
  return summoningProfile(card);
}

describe('summoning profile', () => {
  test('the Tribute rule of the level (rules §4)', () => {
    assert.deepEqual([1, 4, 5, 6, 7, 12].map(tributesForLevel), [0, 0, 1, 1, 2, 2]);
  });

  test('the JSON lists the material lines and Ritual Spell as the language writes them back', () => {
    const xyz = analyzeDocument('file:///m.card', 'monster "M" {\n  frame xyz\n  rank 4\n  summon {\n    xyz materials 3 level 4 monsters\n  }\n}\n').file
      .cards[0];
    const ritual = analyzeDocument('file:///r.card', 'monster "R" {\n  frame ritual\n  level 6\n  summon {\n    ritual spell "Ritual Rite"\n  }\n}\n').file
      .cards[0];
    assert.ok(xyz.kind === 'monster' && ritual.kind === 'monster');
    assert.deepEqual(summoningJson(summoningProfile(xyz)).materials, [{ mechanic: 'xyz', line: 'xyz materials 3 level 4 monsters' }]);
    assert.deepEqual(
      summoningJson(summoningProfile(ritual)).materials.map((m) => m.mechanic),
      ['ritual'],
    );
    assert.deepEqual(summoningJson(profileOf('tributes 2')).materials, []);
  });

  test('the JSON object has every contract field', () => {
    const json = summoningJson(profileOf('tributes 2'));
    assert.deepEqual(Object.keys(json).sort(), [
      'archetypes',
      'cannotBeMaterialFor',
      'category',
      'link',
      'materials',
      'normalSummon',
      'pendulum',
      'specialSummon',
    ]);
    for (const key of ['allowed', 'set', 'tributes', 'alternatives']) assert.ok(key in json.normalSummon, `normalSummon.${key}`);
    for (const key of ['allowed', 'properMethod', 'revivableAfterProperSummon']) assert.ok(key in json.specialSummon, `specialSummon.${key}`);
    assert.deepEqual(json.normalSummon, {
      allowed: true,
      set: true,
      tributes: 2,
      alternatives: [],
      setTributes: 2,
      mandatoryTributes: false,
      onlyByProcedure: false,
      conditions: [],
      conditionalBans: [],
      doubleTributeFor: null,
    });
    assert.equal(json.specialSummon.properMethod, null);
    assert.deepEqual(JSON.parse(JSON.stringify(json)), json, 'plain JSON data');
  });

  test('"cannot normal summon": no Summon, but a Tribute Set with the level\'s Tributes', () => {
    const p = profileOf('cannot normal summon', 'effect', 6);
    assert.equal(p.category, 'normal-summonable');
    assert.deepEqual([p.normalSummon.allowed, p.normalSummon.set, p.normalSummon.tributes, p.normalSummon.setTributes], [false, true, null, 1]);
  });

  test('"normal summon or set only by": the only way, not a Tribute Summon', () => {
    const p = profileOf('normal summon or set only by {\n  cost pay 1000 lp\n}', 'effect', 7);
    assert.deepEqual([p.normalSummon.allowed, p.normalSummon.set, p.normalSummon.tributes], [true, true, null]);
    assert.equal(summoningJson(p).normalSummon.onlyByProcedure, true);
    const summonOnly = profileOf('normal summon only by {\n  cost pay 1000 lp\n}', 'effect', 7);
    assert.deepEqual([summonOnly.normalSummon.allowed, summonOnly.normalSummon.set], [true, false]);
  });

  test('the mandatory count replaces the level\'s; "cannot set" removes the Set', () => {
    const canSet = profileOf('requires 3 tributes', 'effect', 10);
    assert.deepEqual(
      [canSet.normalSummon.tributes, canSet.normalSummon.set, canSet.normalSummon.setTributes, canSet.normalSummon.mandatory],
      [3, true, 3, true],
    );
  });

  test('a without-Tributes procedure covering the Set keeps the Set when the ordinary one is gone', () => {
    const p = profileOf('requires 3 tributes cannot set\ncan summon or set without tributes');
    assert.equal(p.normalSummon.set, true);
    assert.equal(p.normalSummon.setTributes, null);
  });

  test('unsummonable: no Normal Summon or Set and no Special Summon', () => {
    assert.equal(profileOf('cannot normal summon or set\ncannot special summon').category, 'unsummonable');
    assert.equal(profileOf('fusion materials 2 Fiend monsters\ncannot special summon', 'fusion', 6).category, 'unsummonable');
    const setOnly = profileOf('cannot normal summon\ncannot special summon', 'effect', 4);
    assert.equal(setOnly.category, 'normal-summonable', 'it can still be Set, then Flip Summoned');
  });

  test('"cannot special summon" stops every effect, even one ignoring the conditions', () => {
    const p = profileOf('cannot special summon', 'effect', 4);
    assert.deepEqual([p.specialSummon.allowed, p.specialSummon.ignoringConditions, p.specialSummon.revivableAfterProperSummon], [false, false, false]);
  });

  test('"cannot special summon from graveyard": no revival, other zones fine', () => {
    const p = profileOf('cannot special summon from graveyard', 'effect', 4);
    assert.deepEqual(p.specialSummon.forbiddenZones, ['graveyard']);
    assert.equal(p.specialSummon.allowed, true);
    assert.equal(p.specialSummon.revivableAfterProperSummon, false);
  });

  test('Nomi: never revived by other effects, but effects ignoring the conditions can (rules §3)', () => {
    const p = profileOf('cannot normal summon or set\nmust special summon by procedure {\n  cost pay 1000 lp\n}');
    assert.equal(p.category, 'nomi');
    assert.deepEqual(
      [p.specialSummon.revivableAfterProperSummon, p.specialSummon.revivableWithoutProperSummon, p.specialSummon.ignoringConditions],
      [false, false, true],
    );
    assert.equal(p.specialSummon.methods[0].zones?.join(), 'hand', 'no "from": the hand for a Main Deck monster');
  });

  test('Semi-Nomi without "cannot normal summon or set" is still never Normal Summoned (rules §1)', () => {
    const p = profileOf('cannot normal summon\nmust first special summon by procedure {\n  cost pay 1000 lp\n}');
    assert.equal(p.category, 'semi-nomi');
    assert.equal(p.normalSummon.never, 'special-summon-monster');
    assert.deepEqual([p.normalSummon.allowed, p.normalSummon.set], [false, false]);
  });

  test('Extra Deck procedures summon from the Extra Deck by default', () => {
    const p = profileOf('must special summon by procedure {\n  cost tribute 2 monsters\n}', 'fusion', 6);
    assert.equal(p.category, 'nomi');
    assert.equal(p.specialSummon.methods.find((m) => m.kind === 'procedure')?.zones?.join(), 'extra');
  });

  test('a Link Monster with no condition is Semi-Nomi (rules §6), like a Synchro one', () => {
    const link = profileOf('link materials 2 effect monsters', 'link', null);
    assert.equal(link.category, 'semi-nomi');
    assert.equal(link.specialSummon.revivableAfterProperSummon, true);
    assert.equal(link.specialSummon.revivableWithoutProperSummon, false);
    assert.equal(profileOf('synchro materials 1 tuner + 1 or more non-tuner monsters', 'synchro', 8).category, 'semi-nomi');
  });

  test('Tokens are never Normal Summoned', () => {
    const p = profileOf('summon cannot be negated', 'token', 1);
    assert.equal(p.normalSummon.never, 'token');
    assert.equal(p.category, 'special-summon-only');
    assert.equal(p.specialSummon.summonNegatable, false);
  });

  test('a Token is never revived: it is never in the GY, the hand, the Deck or banishment (rules §7)', () => {
    const p = profileOf('', 'token', 1);
    assert.deepEqual(
      [p.specialSummon.revivableAfterProperSummon, p.specialSummon.revivableWithoutProperSummon, p.specialSummon.ignoringConditions],
      [false, false, false],
    );
    assert.deepEqual(summoningJson(p).specialSummon.forbiddenFrom, ['hand', 'deck', 'graveyard', 'banished']);
    const words = describeProfile(p);
    assert.match(words, /\*\*Monster Reborn\*\*: never: a Token is never in the GY/);
    assert.doesNotMatch(words, /any effect may Special Summon it/);
  });

  test('Guardians: the Summon needs the condition', () => {
    const p = profileOf('tributes 1\nsummon requires "an axe is on the field"', 'effect', 5);
    assert.deepEqual(p.normalSummon.conditions, ['an axe is on the field']);
    assert.equal(p.normalSummon.tributes, 1);
  });

  // A card never Normal Summoned files its "summon requires" texts under its own method, not under the Normal Summon.
  const requirementCases: {
    name: string;
    clauses: string[];
    frame: string;
    level: number | null;
    normal: string[];
    methods: (readonly string[] | undefined)[];
    every?: string[];
  }[] = [
    { name: 'a Guardian: its Normal Summon', clauses: ['summon requires "X"'], frame: 'effect', level: 4, normal: ['X'], methods: [] },
    {
      name: 'a Synchro Monster: its Synchro Summon',
      clauses: ['synchro materials 1 tuner + 1 or more non-tuner monsters', 'summon requires "X"'],
      frame: 'synchro',
      level: 8,
      normal: [],
      methods: [['X']],
    },
    {
      name: 'a Fusion Monster: its Fusion Summon',
      clauses: ['fusion materials 2 monsters', 'summon requires "X"'],
      frame: 'fusion',
      level: 8,
      normal: [],
      methods: [['X']],
    },
    {
      name: 'an Xyz Monster: its Xyz Summon',
      clauses: ['xyz materials 2 level 4 monsters', 'summon requires "X"'],
      frame: 'xyz',
      level: null,
      normal: [],
      methods: [['X']],
    },
    {
      name: 'a Ritual Monster: its Ritual Summon',
      clauses: ['ritual spell "Rite"', 'summon requires "X"'],
      frame: 'ritual',
      level: 6,
      normal: [],
      methods: [['X']],
    },
    {
      name: 'a Nomi monster: its procedure',
      clauses: ['cannot normal summon or set', 'must special summon by procedure from hand', 'summon requires "X"'],
      frame: 'effect',
      level: 8,
      normal: [],
      methods: [['X']],
    },
    {
      name: 'no method of its own: every Special Summon',
      clauses: ['cannot normal summon or set', 'summon requires "X"'],
      frame: 'effect',
      level: 8,
      normal: [],
      methods: [],
      every: ['X'],
    },
  ];
  for (const c of requirementCases) {
    test(`"summon requires" of ${c.name}`, () => {
      const json = summoningJson(profileOf(c.clauses.join('\n'), c.frame, c.level));
      assert.deepEqual(json.normalSummon.conditions, c.normal);
      assert.deepEqual(
        json.specialSummon.methods.map((m) => m.conditions),
        c.methods,
      );
      assert.deepEqual(json.specialSummon.conditions, c.every);
    });
  }

  test('"except if sent from field": the zone is listed apart from the zones it is never summoned from', () => {
    const json = summoningJson(profileOf('cannot special summon from graveyard except if sent from field\ncannot special summon from deck', 'effect', 4));
    assert.deepEqual([json.specialSummon.forbiddenFrom, json.specialSummon.forbiddenFromUnlessSentFromField], [['deck'], ['graveyard']]);
    assert.equal(summoningJson(profileOf('cannot special summon from graveyard', 'effect', 4)).specialSummon.forbiddenFromUnlessSentFromField, undefined);
  });

  test('without a level, the explicit count stands in', () => {
    assert.equal(profileOf('tributes 2', 'effect', null).normalSummon.tributes, 2);
    assert.equal(profileOf('', 'effect', null).normalSummon.tributes, 0);
  });
  // Every part of a filter reaches the JSON: a word the description left out made "any monster" of it.
  const doubleTributeCases: [string, string][] = [
    ['pendulum monsters', 'Pendulum monster(s)'],
    ['rank 4 xyz monsters', 'Rank 4 Xyz monster(s)'],
    ['link 2 monsters', 'Link-2 monster(s)'],
    ['tuner monsters', 'Tuner monster(s)'],
    ['non-dragon monsters', 'non-Dragon monster(s)'],
    ['monsters with atk 2000 or more', 'monster(s) with 2000 or more ATK'],
    ['monsters except "Dark Magician"', 'monster(s) except "Dark Magician"'],
    ['face-up light monsters', 'face-up LIGHT monster(s)'],
    ['level 2 or rank 2 monsters', 'Level 2 monster(s) or Rank 2 monster(s)'],
    ['level 5 or higher dark monsters', 'Level 5 or higher DARK monster(s)'],
    ['monsters', 'any monster'],
  ];
  for (const [filter, words] of doubleTributeCases) {
    test(`"double tribute for ${filter}": the JSON says "${words}"`, () => {
      assert.equal(summoningJson(profileOf(`double tribute for ${filter}`, 'effect', 4)).normalSummon.doubleTributeFor, words);
    });
  }

  test('a condition of an optional procedure keeps its count and its Level/Rank alternatives', () => {
    const json = summoningJson(profileOf('can summon without tributes {\n  condition you control 1 level/rank 2 monster\n}', 'effect', 6));
    assert.deepEqual(json.normalSummon.alternatives[0].conditions, ['you control 1 Level 2 monster(s) or Rank 2 monster(s)']);
  });
});
