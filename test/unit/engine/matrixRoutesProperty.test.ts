import assert from 'node:assert/strict';
import * as path from 'node:path';
import { test } from 'node:test';
import { lowerScenario } from '../../../server/src/core/lowering/lowerScenario';
import type { MonsterDeclaration, SummonClause } from '../../../server/src/core/model/cards';
import type { ScenarioAction } from '../../../server/src/core/model/scenario';
import { lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { runScenario } from '../../../server/src/engine/runScenario';
import { summonMatrix } from '../../../server/src/engine/summonMatrix';
import { cardFilesUnder, loadCardFile, repoRoot, scenarioFixturesDir } from './scenarioFixtures';

/**
 * A property of "Simulate summon" (engine/summonMatrix.ts): every monster that a written scenario summons
 * legally by its own procedure, its optional Normal Summon procedure or its Synchro / Xyz / Link Summon
 * shows at least one legal route of that kind. The matrix builds its boards from the card's own filters
 * (materials, `including`, frames, Types, ATK, Level relations, the Main Phase it needs), so a summonable
 * card never shows 0 legal routes of the kind that summons it.
 */
const FOLDERS = [path.join(repoRoot, 'examples'), path.join(repoRoot, 'test', 'corpus'), scenarioFixturesDir];
const files = FOLDERS.flatMap(cardFilesUnder)
  .map(loadCardFile)
  .map((f) => f.file);
const lookup = lookupWithLibrary(files);

/** The route ids (prefixes) that summon a monster the way the step does; undefined for steps the property leaves out. */
function routeKinds(action: ScenarioAction): { card: string; kinds: readonly string[] } | undefined {
  switch (action.kind) {
    case 'extraDeckSummon':
      return { card: action.card.name, kinds: action.mechanic === 'xyz' ? ['xyz-summon', 'xyz-summon-alternative'] : [`${action.mechanic}-summon`] };
    case 'specialSummonByProcedure':
      return { card: action.card.name, kinds: ['procedure-'] };
    case 'normalSummon':
    case 'set':
      if (action.option === 'procedure') return { card: action.card.name, kinds: ['normal-summon-procedure'] };
      if (action.option === 'withoutTributes' || action.option === 'tributeOption')
        return { card: action.card.name, kinds: [`${action.kind === 'set' ? 'set' : 'normal-summon'}-option-`] };
      return undefined;
    default:
      return undefined;
  }
}

/**
 * Boards the matrix cannot build yet, with why. The test fails when one of them gets its legal route, so
 * that its entry is removed here.
 */
const PENDING: Readonly<Record<string, string>> = {
  'Thunder Dragon Colossus': 'its condition is an activation in the hand this turn: the route would need a Thunder monster with a hand effect activated first',
  'Chimeratech Megafleet Dragon': 'its materials must be in an Extra Monster Zone, on either field: the fillers go to Main Monster Zones',
  'Erebus the Underworld Monarch': 'its Tribute must be a Tribute Summoned monster: the route would need a Tribute Summon on an earlier turn',
};

const summoned = new Map<string, Set<string>>();
for (const file of files) {
  for (const declaration of file.scenarios) {
    const scenario = lowerScenario(declaration).scenario;
    const run = runScenario(scenario, lookup);
    run.steps.forEach((step, i) => {
      const kinds = step.legal ? routeKinds(scenario.steps[i].action) : undefined;
      if (!kinds) return;
      const seen = summoned.get(kinds.card) ?? (summoned.set(kinds.card, new Set()), summoned.get(kinds.card)!);
      for (const kind of kinds.kinds) seen.add(kind);
    });
  }
}

test('the written scenarios summon monsters by their own procedures and Extra Deck mechanics', () => {
  assert.ok(summoned.size >= 20, `${summoned.size} monsters`);
});

test('every monster a written scenario summons shows a legal "Simulate summon" route of that kind', () => {
  const missing: string[] = [];
  const nowLegal: string[] = [];
  for (const [card, kinds] of summoned) {
    const matrix = summonMatrix(card, lookup);
    const prefixes = [...kinds];
    const routes = matrix.routes.filter((r) => prefixes.some((p) => r.id === p || (p.endsWith('-') && r.id.startsWith(p))));
    const legal = routes.some((r) => r.applicable && r.verdict.legal);
    if (legal && PENDING[card]) nowLegal.push(card);
    if (!legal && !PENDING[card]) {
      missing.push(
        `"${card}" (${prefixes.join(' / ')}): ${routes.map((r) => `${r.id}: ${r.applicable ? (r.verdict.code ?? 'legal') : 'not tried'} ${r.verdict.reason.slice(0, 160)}`).join(' | ') || 'no such route'}`,
      );
    }
  }
  assert.deepEqual(missing, []);
  assert.deepEqual(nowLegal, [], 'these now have a legal route: remove them from PENDING');
});

/** The route ids a summoning clause makes legal for its card: its procedure, its optional Normal Summon procedure, its mechanic. */
const ROUTE_OF_CLAUSE: Readonly<Partial<Record<SummonClause['kind'], string>>> = {
  procedure: 'procedure-',
  normalSummonOnlyBy: 'normal-summon-procedure',
  alternativeXyzMaterials: 'xyz-summon-alternative',
  fusionMaterials: 'fusion-summon',
  synchroMaterials: 'synchro-summon',
  xyzMaterials: 'xyz-summon',
  linkMaterials: 'link-summon',
};
const MECHANIC_OF_ROUTE: Readonly<Record<string, string>> = {
  'fusion-summon': 'fusion',
  'synchro-summon': 'synchro',
  'xyz-summon': 'xyz',
  'link-summon': 'link',
};

/** The routes the card's own clauses allow: none with "must be Special Summoned with a card effect"; no mechanic it bans or must come after its own (Semi-)Nomi method. */
function allowedRoutes(monster: MonsterDeclaration): string[] {
  if (monster.summon.some((c) => c.kind === 'mustByCardEffect')) return [];
  const ownMethodFirst = monster.summon.some((c) => c.kind === 'procedure' && c.restriction !== 'none');
  const banned = new Set(monster.summon.flatMap((c) => (c.kind === 'cannotMechanic' ? [c.mechanic as string] : [])));
  const routes = monster.summon.map((c) => ROUTE_OF_CLAUSE[c.kind]).filter((r): r is string => r !== undefined);
  return [...new Set(routes)].filter((r) => !(MECHANIC_OF_ROUTE[r] && (ownMethodFirst || banned.has(MECHANIC_OF_ROUTE[r]))));
}

/** Routes (card and route id) the matrix cannot build yet beyond PENDING's, with why (the test fails once one has it). */
const PENDING_CLAUSE_ROUTES: Readonly<Record<string, string>> = {
  'Number S0: Utopic ZEXAL xyz-summon-alternative':
    'its alternative Xyz Summon needs a "Rank-Up-Magic" Quick-Play Spell activated this turn: the route would activate one first',
};

test('every monster of the examples, the corpus and the fixtures shows a legal route of each kind its own clauses allow', () => {
  const missing: string[] = [];
  const nowLegal: string[] = [];
  let routeKinds = 0;
  for (const file of files) {
    for (const card of file.cards) {
      if (card.kind !== 'monster') continue;
      const matrix = summonMatrix(card.name.value, lookup);
      for (const prefix of allowedRoutes(card)) {
        routeKinds++;
        const routes = matrix.routes.filter((r) => r.id === prefix || (prefix.endsWith('-') && r.id.startsWith(prefix)));
        const legal = routes.some((r) => r.applicable && r.verdict.legal);
        const pending = PENDING_CLAUSE_ROUTES[`${card.name.value} ${prefix}`] ?? PENDING[card.name.value];
        if (legal && pending) nowLegal.push(`${card.name.value} ${prefix}`);
        if (!legal && !pending)
          missing.push(
            `"${card.name.value}" (${prefix}): ${routes.map((r) => `${r.id}: ${r.applicable ? (r.verdict.code ?? 'legal') : 'not tried'} ${r.verdict.reason.slice(0, 160)}`).join(' | ') || 'no such route'}`,
          );
      }
    }
  }
  assert.ok(routeKinds > 150, `${routeKinds} route kinds`);
  assert.deepEqual(missing, []);
  assert.deepEqual([...new Set(nowLegal)], [], 'these now have a legal route: remove them from PENDING');
});
