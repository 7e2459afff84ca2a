import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { BoardCard, BoardZone, CardRef, MoveDestination, Phase, Scenario, ScenarioAction } from '../../../server/src/core/model/scenario';
import { setUpBoard } from '../../../server/src/engine/boardSetup';
import { CardCatalog } from '../../../server/src/engine/cardCatalog';
import { Engine } from '../../../server/src/engine/engine';
import { invariantViolations } from '../../../server/src/engine/invariants';
import { DEFAULT_LIMITS } from '../../../server/src/engine/actionContext';
import { lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { runScenario } from '../../../server/src/engine/runScenario';
import { checkScenarioSetup } from '../../../server/src/engine/scenarioSetupChecks';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { lowerScenario } from '../../../server/src/core/lowering/lowerScenario';
import { parse } from '../../../server/src/core/syntax/parser';
import { loadCardFile, scenarioFixturesDir } from './scenarioFixtures';

/**
 * Property tests: random sequences of legal and illegal actions never break the engine's
 * invariants (no card lost or duplicated, at most 5 monsters, counters within limits), an illegal action
 * never changes the state, and the engine never throws.
 */
const lookup = lookupWithLibrary([loadCardFile(path.join(scenarioFixturesDir, '_monsters.card')).file]);
const ZERO = { start: 0, end: 0 };

const MONSTERS = [
  'Gene-Warped Warwolf',
  'Alexandrite Dragon',
  'Summoned Skull',
  'Blue-Eyes White Dragon',
  'Dark Necrofear',
  'Dark Armed Dragon',
  'Cyber Dragon',
  'Rare Metal Dragon',
  'Fiend Token',
  'Obelisk the Tormentor',
  'Beast King Barbaros',
  'Junk Synchron',
  'Speed Warrior',
  'Black Luster Soldier',
  'Elemental HERO Avian',
  'Elemental HERO Burstinatrix',
  'King of the Swamp',
  'Armed Dragon LV10',
  'Armed Dragon LV7',
  'Horus the Black Flame Dragon LV6',
  'Horus the Black Flame Dragon LV8',
  'Sealed Colossus',
  'Ancient Gear Ritualist',
  'Unbreakable Sentinel',
];
const EXTRA = ['Elemental HERO Flame Wingman', 'Flame Swordsman', 'Twin-Headed Behemoth', 'Junk Warrior', 'Gagaga Cowboy'];
const SPELLS = [
  'Monster Reborn',
  'Call of the Haunted',
  'Premature Burial',
  'Monster Gate',
  'Level Modulation',
  'Level Up!',
  'Polymerization',
  'Instant Fusion',
  'Metamorphosis',
  'Black Luster Ritual',
  'Advanced Ritual Art',
  'Double Summon',
  'Mausoleum of the Emperor',
  'Solemn Warning',
  'Solemn Judgment',
  'Black Horn of Heaven',
  'Torrential Tribute',
  'Bottomless Trap Hole',
  'Dimensional Inversion',
  'Pot of Greed',
  'Dark Hole',
  'Ultimate Offering',
  'Divine Wrath',
  'Monster Reincarnation',
  'Hand Summoner',
  'Quick Call',
];
const ALL = [...MONSTERS, ...EXTRA, ...SPELLS];

function entries(names: readonly string[], options: Partial<BoardCard> = {}): BoardCard[] {
  return names.map((name) => ({
    name: { value: name, span: ZERO },
    copies: 1,
    span: ZERO,
    properlySummoned: false,
    position: null,
    placedThisTurn: false,
    ...options,
  }));
}

function startingScenario(): Scenario {
  const side = (zones: Partial<Record<BoardZone, BoardCard[]>>) => ({
    lp: null,
    span: null,
    zones: { hand: [], deck: [], extra: [], graveyard: [], banished: [], monsters: [], spells: [], ...zones },
  });
  return {
    uri: 'test',
    name: { value: 'random', span: ZERO },
    span: ZERO,
    turn: 3,
    phase: 'main1',
    turnPlayer: 'you',
    normalSummonsUsed: 0,
    you: side({
      hand: entries([...MONSTERS.slice(0, 10), ...SPELLS.slice(0, 13)]),
      deck: entries([...MONSTERS.slice(10), ...SPELLS.slice(13)]),
      extra: entries(EXTRA),
      graveyard: entries(['Fiend Token', 'Fiend Token', 'Fiend Token', 'Dark Necrofear', 'Blue-Eyes White Dragon']),
      monsters: entries(['Gene-Warped Warwolf', 'Junk Synchron', 'Speed Warrior']),
      spells: entries(['Call of the Haunted', 'Solemn Judgment']),
    }),
    opponent: side({
      hand: entries(['Cyber Dragon', 'Alexandrite Dragon', 'Pot of Greed']),
      deck: entries(['Mystic Tomato', 'Gene-Warped Warwolf', 'Petit Angel', 'Dark Bat']),
      monsters: entries(['Mystic Tomato'], { position: 'set' }),
      spells: entries(['Solemn Warning', 'Black Horn of Heaven', 'Torrential Tribute', 'Bottomless Trap Hole']),
    }),
    steps: [],
    finalExpectations: [],
  };
}

const name = fc.constantFrom(...ALL);
const refs = (max: number) => fc.array(name, { maxLength: max }).map((names) => names.map((n): CardRef => ({ name: n, span: ZERO })));
const ref = name.map((n): CardRef => ({ name: n, span: ZERO }));

const action: fc.Arbitrary<ScenarioAction> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('normalSummon' as const, 'set' as const),
    card: ref,
    tributes: refs(3),
    payingLp: fc.boolean(),
    option: fc.constantFrom('auto' as const, 'withoutTributes' as const, 'tributeOption' as const, 'procedure' as const),
    optionTag: fc.constant(null),
    costs: refs(1),
  }),
  fc.record({ kind: fc.constant('flipSummon' as const), card: ref }),
  fc.record({ kind: fc.constant('specialSummonByProcedure' as const), card: ref, costs: refs(3), tributes: refs(1) }),
  fc.record({
    kind: fc.constant('activate' as const),
    card: fc.constantFrom(...SPELLS).map((n): CardRef => ({ name: n, span: ZERO })),
    respond: fc.boolean(),
    targets: refs(1),
    materials: refs(3),
    summon: fc.option(ref, { nil: null }),
    tributes: refs(2),
    costs: refs(1),
    hold: fc.boolean(),
  }),
  fc.constant<ScenarioAction>({ kind: 'resolveChain' }),
  fc.constant<ScenarioAction>({ kind: 'negate' }),
  fc.constant<ScenarioAction>({ kind: 'endTurn' }),
  fc.record({ kind: fc.constant('changePhase' as const), phase: fc.constantFrom<Phase>('main1', 'battle', 'main2', 'end') }),
  fc.record({ kind: fc.constant('draw' as const), count: fc.integer({ min: 0, max: 3 }) }),
  fc.record({
    kind: fc.constant('move' as const),
    card: ref,
    to: fc.constantFrom<MoveDestination>('hand', 'deck', 'extra', 'graveyard', 'banished', 'field'),
    verb: fc.constant('move'),
  }),
  fc.record({
    kind: fc.constantFrom('fusionSummon' as const, 'ritualSummon' as const),
    card: ref,
    materials: refs(3),
    using: fc.constant(null),
    hold: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('extraDeckSummon' as const),
    mechanic: fc.constantFrom('synchro' as const, 'xyz' as const, 'link' as const),
    card: ref,
    materials: refs(3),
  }),
);

const step = fc.record({ actor: fc.constantFrom(0 as const, 1 as const), action });

describe('engine properties', () => {
  test('random action sequences never break the invariants, and illegal actions change nothing', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const setup = setUpBoard(startingScenario());
        const engine = new Engine(new CardCatalog(lookup), setup.state);
        const cards = Object.keys(setup.state.cards).length;
        for (const { actor, action: next } of steps) {
          const before = JSON.stringify(engine.state);
          const outcome = engine.perform(actor, next);
          if (!outcome.verdict.legal) {
            assert.notEqual(outcome.verdict.code, 'invariant-violated', outcome.verdict.reason);
            assert.equal(JSON.stringify(engine.state), before, `an illegal ${next.kind} changed the state`);
          }
          assert.deepEqual(invariantViolations(engine.state, cards, DEFAULT_LIMITS), []);
          for (const player of engine.state.players) assert.ok(player.monsters.filter((m) => m !== null).length <= 5);
        }
        // Settling a held chain or an open negation window keeps the invariants too.
        const settled = engine.settle();
        assert.notEqual(settled.verdict.legal ? null : settled.verdict.code, 'invariant-violated');
        assert.deepEqual(invariantViolations(engine.state, cards, DEFAULT_LIMITS), []);
      }),
      { numRuns: 300, seed: 20240601 },
    );
  });

  test('some random actions are legal (the generator reaches the rules, not only "card not found")', () => {
    let legal = 0;
    let total = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 5, maxLength: 20 }), (steps) => {
        const engine = new Engine(new CardCatalog(lookup), setUpBoard(startingScenario()).state);
        for (const { actor, action: next } of steps) {
          total++;
          if (engine.perform(actor, next).verdict.legal) legal++;
        }
      }),
      { numRuns: 100, seed: 7 },
    );
    assert.ok(legal / total > 0.1, `${legal} of ${total} random actions were legal`);
  });
});

describe('scenario text fuzzing', () => {
  const fixtureText = ['rule2-summon-negation-window.card', 'rule3-fusion.card', 'rule1-tributes-by-level.card']
    .map((f) => loadCardFile(path.join(scenarioFixturesDir, f)).text)
    .join('\n');

  test('random edits of scenario files never make lowering, setup checks or the engine throw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: fixtureText.length }), fc.integer({ min: 0, max: 40 }), fc.string({ maxLength: 12 }), (at, cut, insert) => {
        const text = fixtureText.slice(0, at) + insert + fixtureText.slice(Math.min(fixtureText.length, at + cut));
        const file = lowerFile('fuzz', parse(text).tree).file;
        for (const declaration of file.scenarios) {
          const lowered = lowerScenario(declaration);
          checkScenarioSetup(lowered.scenario, lookup);
          const run = runScenario(lowered.scenario, lookup);
          assert.ok(!run.steps.some((s) => s.code === 'invariant-violated'), run.steps.map((s) => s.reason).join('\n'));
        }
      }),
      { numRuns: 150, seed: 99 },
    );
  });
});
