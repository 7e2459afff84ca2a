import { type SpecialSummonMethod, type SummoningProfile, zoneName } from '../core/analysis/summoningProfile';
import { type CardFilter, type Cost, isExtraDeckFrame, type MonsterDeclaration, type ProcedureBody, type Zone } from '../core/model/cards';
import type { BoardCard, BoardSide, BoardZone, CardRef, PlayerRef, Scenario, ScenarioAction } from '../core/model/scenario';
import type { Effect } from '../core/model/effects';
import { lowerEffects } from '../core/lowering/lowerEffects';
import { isInArchetype } from '../core/model/archetypes';
import { withFields } from '../core/model/withFields';
import type { EngineLimits } from './actionContext';
import type { BoardSnapshot } from './boardSnapshot';
import { CardCatalog, type CardLookup } from './cardCatalog';
import { FillerCards, type FillerShape, materialFillers, shapeOf } from './fillerCards';
import type { RuleCode } from './ruleCodes';
import { zoneOnBoard, type ZoneOnBoard } from './zoneOnBoard';
import { runScenario, type StepResult } from './runScenario';

/**
 * "Simulate summon": every way to summon one monster, each tried by the engine from a standard board it
 * builds so that the route's preconditions hold (Tributes on the field, cost cards in place, the support
 * card in hand). The support cards are picked by name from the library here, because the matrix is a list
 * of demonstrations; the engine's rules never look at names.
 */

export interface RouteVerdict {
  readonly legal: boolean;
  readonly code: RuleCode | null;
  readonly reason: string;
}

export interface MatrixRoute {
  readonly id: string;
  readonly title: string;
  /** Which rules reference section the route demonstrates. */
  readonly rule: string;
  /** false when the route cannot be tried here (its support card is missing); `verdict` then says why. */
  readonly applicable: boolean;
  readonly verdict: RouteVerdict;
  /** Each step with its verdict and the board after it. */
  readonly steps: readonly StepResult[];
  readonly initialBoard: BoardSnapshot | null;
}

export interface SummonMatrix {
  readonly card: string;
  readonly found: boolean;
  readonly routes: readonly MatrixRoute[];
  readonly legalCount: number;
  readonly illegalCount: number;
  readonly skippedCount: number;
}

export interface MatrixOptions {
  readonly limits?: EngineLimits;
}

/** The support cards the route table names (they come from the bundled library or the workspace). */
export const MATRIX_SUPPORT_CARDS = {
  monsterReborn: 'Monster Reborn',
  levelModulation: 'Level Modulation',
  callOfTheHaunted: 'Call of the Haunted',
  dimensionalInversion: 'Dimensional Inversion',
  mausoleum: 'Mausoleum of the Emperor',
  polymerization: 'Polymerization',
  instantFusion: 'Instant Fusion',
  metamorphosis: 'Metamorphosis',
  advancedRitualArt: 'Advanced Ritual Art',
  levelUp: 'Level Up!',
} as const;

interface RouteSpec {
  readonly id: string;
  readonly title: string;
  readonly rule: string;
  readonly support: readonly string[];
  readonly you: Partial<Record<BoardZone, readonly BoardCard[]>>;
  readonly opponent?: Partial<Record<BoardZone, readonly BoardCard[]>>;
  /** Your Pendulum Zones (Pendulum routes). */
  readonly modernYou?: BoardSide['modern'];
  /** Steps before the one the route is about (e.g. the proper summon before a revival). */
  readonly setup: readonly Step[];
  readonly key: Step;
  /** The route succeeds only if the card is on the field afterwards (effects that fizzle say legal). */
  readonly mustEndOnField: boolean;
  /** Set when the route cannot be tried for this card: why. */
  readonly skip?: string;
  /** The phase the route starts in: Main Phase 2 for a card that "cannot be Link Summoned, except during Main Phase 2". */
  readonly phase?: 'main1' | 'main2';
}

interface Step {
  readonly text: string;
  readonly action: ScenarioAction;
  readonly actor?: PlayerRef;
}

const ZERO = { start: 0, end: 0 };
const ref = (name: string): CardRef => ({ name, span: ZERO });
const refs = (names: readonly string[]): CardRef[] => names.map(ref);
const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

function entry(name: string, options: Partial<Pick<BoardCard, 'properlySummoned' | 'position' | 'placedThisTurn'>> = {}): BoardCard {
  return {
    name: { value: name, span: ZERO },
    copies: 1,
    span: ZERO,
    properlySummoned: options.properlySummoned ?? false,
    position: options.position ?? null,
    placedThisTurn: options.placedThisTurn ?? false,
  };
}

const entries = (names: readonly string[], options: Parameters<typeof entry>[1] = {}) => names.map((n) => entry(n, options));

/** Builds and runs the matrix for one monster. Pure; never throws for any card. */
export function summonMatrix(cardName: string, lookup: CardLookup, options: MatrixOptions = {}): SummonMatrix {
  const fillers = new FillerCards(lookup);
  const rules = new CardCatalog(fillers).rules(cardName);
  if (!rules?.monster || !rules.profile) {
    return { card: cardName, found: false, routes: [], legalCount: 0, illegalCount: 0, skippedCount: 0 };
  }
  const specs = routeSpecs(rules.monster, rules.profile, fillers);
  const routes = specs.map((spec) => runRoute(spec, cardName, fillers, options));
  return {
    card: cardName,
    found: true,
    routes,
    legalCount: routes.filter((r) => r.applicable && r.verdict.legal).length,
    illegalCount: routes.filter((r) => r.applicable && !r.verdict.legal).length,
    skippedCount: routes.filter((r) => !r.applicable).length,
  };
}

function runRoute(spec: RouteSpec, cardName: string, lookup: CardLookup, options: MatrixOptions): MatrixRoute {
  const missing = spec.support.filter((name) => !lookup.resolve(name));
  const base = { id: spec.id, title: spec.title, rule: spec.rule };
  if (spec.skip !== undefined) return { ...base, applicable: false, steps: [], initialBoard: null, verdict: { legal: false, code: null, reason: spec.skip } };
  if (missing.length > 0) {
    return {
      ...base,
      applicable: false,
      steps: [],
      initialBoard: null,
      verdict: { legal: false, code: null, reason: `Not tried: the support card ${quoted(missing)} is in neither the workspace nor the bundled library.` },
    };
  }
  const scenario = routeScenario(spec, cardName);
  const run = runScenario(scenario, lookup, options.limits ? { limits: options.limits } : {});
  const failedSetup = run.steps.slice(0, spec.setup.length).find((s) => !s.legal);
  const key = run.steps[spec.setup.length];
  let verdict: RouteVerdict;
  if (run.error) verdict = { legal: false, code: 'step-limit-exceeded', reason: run.error };
  else if (failedSetup)
    verdict = { legal: false, code: failedSetup.code, reason: `Could not prepare this route: ${failedSetup.actionText} was refused: ${failedSetup.reason}` };
  else if (!key) verdict = { legal: false, code: null, reason: 'The route did not run.' };
  else if (!key.legal) verdict = { legal: false, code: key.code, reason: key.reason };
  else if (spec.mustEndOnField && !onYourField(key.board, cardName)) {
    verdict = { legal: false, code: 'effect-cannot-be-applied', reason: `The activation was legal, but "${cardName}" did not reach the field: ${key.reason}` };
  } else verdict = { legal: true, code: null, reason: key.reason };
  return { ...base, applicable: true, verdict, steps: run.steps, initialBoard: run.initialBoard };
}

function routeScenario(spec: RouteSpec, cardName: string): Scenario {
  const steps = [...spec.setup, spec.key];
  return {
    uri: 'cardscript-matrix:///',
    name: { value: `${cardName}: ${spec.title}`, span: ZERO },
    span: ZERO,
    you: spec.modernYou ? { ...side(spec.you), modern: spec.modernYou } : side(spec.you),
    opponent: side(spec.opponent ?? {}),
    turn: 3,
    phase: spec.phase ?? 'main1',
    turnPlayer: 'you',
    normalSummonsUsed: 0,
    steps: steps.map((s) => ({ span: ZERO, actionSpan: ZERO, actionText: s.text, actor: s.actor ?? 'you', action: s.action, expectations: [] })),
    finalExpectations: [],
  };
}

/** One matrix route as the scenario the engine runs for it (the EDOPro referee asks the real engine the same). */
export interface MatrixRouteScenario {
  readonly id: string;
  readonly title: string;
  readonly scenario: Scenario;
  /** Steps before the key step. */
  readonly setupSteps: number;
  readonly mustEndOnField: boolean;
  /** Why the route is not tried, when it is not. */
  readonly skip?: string;
}

/** The matrix's routes as scenarios, with the lookup (fillers included) that resolves their cards. */
export function summonMatrixScenarios(cardName: string, lookup: CardLookup): { readonly routes: readonly MatrixRouteScenario[]; readonly lookup: FillerCards } {
  const fillers = new FillerCards(lookup);
  const rules = new CardCatalog(fillers).rules(cardName);
  if (!rules?.monster || !rules.profile) return { routes: [], lookup: fillers };
  const routes = routeSpecs(rules.monster, rules.profile, fillers).map((spec) => {
    const missing = spec.support.filter((name) => !fillers.resolve(name));
    const skip = spec.skip ?? (missing.length > 0 ? `the support card ${quoted(missing)} is missing` : undefined);
    return {
      id: spec.id,
      title: spec.title,
      scenario: routeScenario(spec, cardName),
      setupSteps: spec.setup.length,
      mustEndOnField: spec.mustEndOnField,
      ...(skip !== undefined ? { skip } : {}),
    };
  });
  return { routes, lookup: fillers };
}

/** On a Monster Zone of either side (a procedure may summon to the opponent's field), Extra Monster Zones included. */
function onYourField(board: BoardSnapshot, name: string): boolean {
  return [board.you, board.opponent].some((side) => [...side.monsters, ...(side.extraMonsters ?? [])].some((m) => m?.name === name));
}

function side(zones: Partial<Record<BoardZone, readonly BoardCard[]>>): Scenario['you'] {
  return {
    lp: null,
    span: null,
    zones: { hand: [], deck: [], extra: [], graveyard: [], banished: [], monsters: [], spells: [], ...zones },
  };
}

// ------------------------------------------------------------------------------------------ the route table

function routeSpecs(monster: MonsterDeclaration, profile: SummoningProfile, fillers: FillerCards): RouteSpec[] {
  const name = monster.name.value;
  const extraDeck = profile.deck === 'extra';
  const home: BoardZone & Zone = extraDeck ? 'extra' : 'hand';
  const specs: RouteSpec[] = [];
  const S = MATRIX_SUPPORT_CARDS;
  const tributes = (count: number) => Array.from({ length: count }, () => fillers.make('Tribute fodder'));
  const levelTributes = profile.normalSummon.tributes ?? profile.normalSummon.levelTributes ?? 0;
  const setTributes = profile.normalSummon.setTributes ?? profile.normalSummon.tributes ?? profile.normalSummon.levelTributes ?? 0;
  // Extra Deck, Ritual and Special Summon monsters: one Normal Summon and one Set attempt show why not.
  const neverNormal = profile.normalSummon.never !== undefined;
  const byOwnProcedure = profile.normalSummon.onlyBy !== undefined;

  // Rule 1: the Normal Summon, the Set, and their Tribute forms.
  const ordinaryFilter = profile.normalSummon.tributeFilter;
  const normalRoute = (set: boolean, count: number): RouteSpec => {
    // "The Tributes must be DARK": fodder that fits.
    const fodder = ordinaryFilter && count > 0 ? fillers.fitting('Tribute fodder', ordinaryFilter, count) : tributes(count);
    const verb = set ? (count > 0 ? 'Tribute Set' : 'Set') : count > 0 ? 'Tribute Summon' : 'Normal Summon';
    return {
      id: `${set ? 'set' : 'normal-summon'}-${count}`,
      title: `${verb}${count > 0 ? ` (${count} Tribute${count > 1 ? 's' : ''})` : ''}`,
      rule: '1',
      support: [],
      you: { [home]: [entry(name)], monsters: entries(fodder) },
      setup: [],
      key: normalStep(name, set, fodder),
      mustEndOnField: true,
    };
  };
  specs.push(normalRoute(false, 0));
  if (levelTributes > 0 && !neverNormal && !byOwnProcedure) specs.push(normalRoute(false, levelTributes));
  specs.push(normalRoute(true, 0));
  if (setTributes > 0 && !neverNormal && !byOwnProcedure) specs.push(normalRoute(true, setTributes));

  for (const alternative of profile.normalSummon.alternatives) {
    for (const set of [false, true]) {
      // A Tribute filter ("1 Tribute Summoned monster") gets fitting fodder; a condition gets a board where it holds.
      const fodder = alternative.tributeFilter
        ? fillers.fitting('Tribute fodder', alternative.tributeFilter, alternative.tributes)
        : tributes(alternative.tributes);
      const prepared = prepareProcedure({ conditions: alternative.conditions, costs: [] }, fillers, monster);
      const option = alternative.kind === 'without-tributes' ? 'withoutTributes' : 'tributeOption';
      const what = alternative.kind === 'without-tributes' ? 'without Tributes' : `with its optional ${alternative.tributes} Tributes`;
      specs.push({
        id: `${set ? 'set' : 'normal-summon'}-option-${alternative.kind}-${alternative.tributes}`,
        title: `${set ? 'Set' : 'Normal Summon'} ${what}`,
        rule: '1',
        support: [],
        you: mergeZones(
          { [home]: [entry(name)], monsters: entries(fodder) },
          alternative.conditions.some((c) => c.kind === 'youControlNoMonsters') ? {} : prepared.you,
        ),
        opponent: prepared.opponent,
        setup: [],
        key: {
          text: `${set ? 'set' : 'normal summon'} "${name}"${fodder.length > 0 ? ` tributing ${quoted(fodder)}` : ''} ${option === 'withoutTributes' ? 'without tributes' : 'by tribute option'}`,
          action: {
            kind: set ? 'set' : 'normalSummon',
            card: ref(name),
            tributes: refs(fodder),
            payingLp: false,
            option,
            optionTag: alternative.tag,
            costs: [],
          },
        },
        mustEndOnField: true,
      });
    }
  }

  const proper: {
    you: Partial<Record<BoardZone, BoardCard[]>>;
    opponent: Partial<Record<BoardZone, BoardCard[]>>;
    steps: Step[];
    /** The summon needs you to control no cards ("If you control no cards"): a Trap is Set only after it. */
    noCardsFirst?: boolean;
  }[] = [];
  if (profile.normalSummon.onlyBy) {
    const prepared = prepareProcedure(profile.normalSummon.onlyBy.procedure, fillers, monster);
    const you = mergeZones({ [home]: [entry(name)] }, prepared.you);
    const step: Step = {
      text: `normal summon "${name}" by procedure${prepared.costNames.length > 0 ? ` cost ${quoted(prepared.costNames)}` : ''}`,
      action: { kind: 'normalSummon', card: ref(name), tributes: [], payingLp: false, option: 'procedure', optionTag: null, costs: refs(prepared.costNames) },
    };
    proper.push({ you, opponent: prepared.opponent, steps: [step] });
    specs.push({
      id: 'normal-summon-procedure',
      title: 'Normal Summon by its own procedure',
      rule: '3',
      support: [],
      you: mergeZones({ [home]: [entry(name)] }, prepared.you),
      opponent: prepared.opponent,
      setup: [],
      key: {
        text: `normal summon "${name}" by procedure${prepared.costNames.length > 0 ? ` cost ${quoted(prepared.costNames)}` : ''}`,
        action: { kind: 'normalSummon', card: ref(name), tributes: [], payingLp: false, option: 'procedure', optionTag: null, costs: refs(prepared.costNames) },
      },
      mustEndOnField: true,
    });
  }

  // Rule 1: Mausoleum of the Emperor pays LP instead of the Tributes.
  if ((levelTributes > 0 || profile.normalSummon.mandatory) && !neverNormal) {
    specs.push({
      id: 'mausoleum',
      title: `Normal Summon paying LP instead of Tributes (${S.mausoleum})`,
      rule: '1',
      support: [S.mausoleum],
      you: { [home]: [entry(name)], spells: [entry(S.mausoleum, { position: 'face-up' })] },
      setup: [],
      key: {
        text: `normal summon "${name}" paying lp`,
        action: { kind: 'normalSummon', card: ref(name), tributes: [], payingLp: true, option: 'auto', optionTag: null, costs: [] },
      },
      mustEndOnField: true,
    });
  }

  if (profile.normalSummon.set && !neverNormal) {
    specs.push({
      id: 'flip-summon',
      title: 'Flip Summon (Set on an earlier turn)',
      rule: '1',
      support: [],
      you: { monsters: [entry(name, { position: 'set' })] },
      setup: [],
      key: { text: `flip summon "${name}"`, action: { kind: 'flipSummon', card: ref(name) } },
      mustEndOnField: true,
    });
  }

  // Rule 2: every built-in Special Summon procedure, from each of its zones.
  for (const method of profile.specialSummon.methods) {
    if (method.kind !== 'procedure' || method.clause?.kind !== 'procedure') continue;
    // A procedure from the Pendulum Zone is refused (CS0118): nothing to try there.
    const zones: readonly Zone[] = (method.zones ?? [home]).filter((z) => z !== 'field' && z !== 'pendulum');
    for (const zone of zones) {
      const place = zoneOnBoard(zone);
      const prepared = prepareProcedure(method.clause.procedure, fillers, monster);
      const step: Step = {
        text: `special summon "${name}" by procedure${prepared.costNames.length > 0 ? ` cost ${quoted(prepared.costNames)}` : ''}`,
        action: { kind: 'specialSummonByProcedure', card: ref(name), costs: refs(prepared.costNames), tributes: [] },
      };
      const you = mergeZones({ [place.zone]: [entry(name, { position: place.position })] }, prepared.you);
      specs.push({
        id: `procedure-${zone}`,
        title: `Special Summon by its procedure from ${zoneName(zone)}`,
        rule: method.restriction === 'none' ? '2' : '3',
        support: [],
        you,
        opponent: prepared.opponent,
        setup: [],
        key: step,
        mustEndOnField: true,
      });
      const noCardsFirst = method.clause.procedure.conditions.some((c) => c.kind === 'youControlNoCards');
      if (zone === home) proper.push({ you, opponent: prepared.opponent, steps: [step], ...(noCardsFirst ? { noCardsFirst } : {}) });
    }
  }

  // Rules 3: "with the effect of a "A" card / Spell": a Spell of that archetype from the lookup, activated from the hand.
  for (const method of profile.specialSummon.methods) {
    if (method.kind !== 'effect' || !method.archetype) continue;
    const spell = archetypeSpellFor(method.archetype, fillers);
    const title = `Special Summon by ${method.description}`;
    const rule = method.restriction === 'none' ? '2' : '3';
    if (spell === undefined) {
      const skip = `Not tried: no Spell of "${method.archetype.name}" that may summon it is in the workspace or the bundled library.`;
      specs.push({
        id: 'archetype-effect',
        title,
        rule,
        support: [],
        you: {},
        setup: [],
        key: { text: '', action: { kind: 'endTurn' } },
        mustEndOnField: true,
        skip,
      });
      continue;
    }
    const you = mergeZones({ [home]: [entry(name)] }, { hand: [entry(spell)] });
    const step: Step = { text: `activate "${spell}" summon "${name}"`, action: activation(spell, { summon: name }) };
    specs.push({ id: 'archetype-effect', title, rule, support: [spell], you, setup: [], key: step, mustEndOnField: true });
    proper.push({ you, opponent: {}, steps: [step] });
  }

  // Rules 6: its own effect Special Summons it (Blue Mountain Butterspy): a trigger's event is made first.
  if (profile.specialSummon.methods.some((m) => m.kind === 'effect' && m.card === name)) {
    const trigger = rulesEffectTrigger(monster);
    const summoner = trigger ? fillers.make('Trigger monster', shapeOfTrigger(trigger)) : undefined;
    const setup: Step[] = summoner ? [normalStep(summoner, false, [])] : [];
    const you = { hand: entries(summoner ? [name, summoner] : [name]) };
    const step: Step = { text: `activate "${name}"`, action: activation(name, {}) };
    specs.push({
      id: 'own-effect',
      title: 'Special Summon by its own effect (a chain link)',
      rule: '6',
      support: [],
      you,
      setup,
      key: step,
      mustEndOnField: true,
    });
    proper.push({ you, opponent: {}, steps: [...setup, step] });
  }

  // Rulebook: a Pendulum Monster as a Scale, and its Pendulum Summon from the hand and the face-up Extra Deck.
  if (monster.pendulum) {
    const level = monster.level?.value ?? 4;
    const low = fillers.make('Low Scale', { pendulum: true, scale: Math.max(0, level - 3), level: 1 });
    const high = fillers.make('High Scale', { pendulum: true, scale: Math.min(13, level + 3), level: 1 });
    specs.push({
      id: 'pendulum-scale',
      title: 'Activate as a Pendulum Scale',
      rule: 'rulebook',
      support: [],
      you: extraDeck ? { extra: [entry(name)] } : { hand: [entry(name)] },
      setup: [],
      key: { text: `activate "${name}" as pendulum scale`, action: { kind: 'activateScale', card: ref(name) } },
      mustEndOnField: false,
    });
    const scales = [entry(low), entry(high)];
    if (!extraDeck) {
      specs.push({
        id: 'pendulum-summon-hand',
        title: 'Pendulum Summon from the hand',
        rule: 'rulebook',
        support: [],
        you: { hand: [entry(name)] },
        modernYou: { pendulum: scales },
        setup: [],
        key: { text: `pendulum summon "${name}"`, action: { kind: 'pendulumSummon', cards: [ref(name)] } },
        mustEndOnField: true,
      });
    }
    specs.push({
      id: 'pendulum-summon-extra',
      title: 'Pendulum Summon from the face-up Extra Deck',
      rule: 'rulebook',
      support: [],
      you: { extra: [{ ...entry(name, { properlySummoned: true }), position: 'face-up' }] },
      modernYou: { pendulum: scales },
      setup: [],
      key: { text: `pendulum summon "${name}"`, action: { kind: 'pendulumSummon', cards: [ref(name)] } },
      mustEndOnField: true,
    });
  }

  // Rules 2, 3: the mechanic summons.
  const frame = monster.frame?.value;
  if (frame === 'fusion') {
    const materials = monster.summon.find((c) => c.kind === 'fusionMaterials');
    if (materials?.kind === 'fusionMaterials') {
      const names = materialFillers(fillers, 'Fusion Material', materials.materials, materials.conditions);
      const step: Step = {
        text: `activate "${S.polymerization}" summon "${name}" materials ${quoted(names)}`,
        action: activation(S.polymerization, { summon: name, materials: names }),
      };
      // An Extra Deck monster is never in the hand: such a material ("1 Link Monster") is on the field.
      const onField = names.filter((n) => {
        const c = fillers.resolve(n);
        return c?.kind === 'monster' && isExtraDeckFrame(c.frame?.value);
      });
      const you = {
        extra: [entry(name)],
        hand: entries([S.polymerization, ...names.filter((n) => !onField.includes(n))]),
        ...(onField.length > 0 ? { monsters: entries(onField) } : {}),
      };
      specs.push({
        id: 'fusion-summon',
        title: `Fusion Summon (${S.polymerization})`,
        rule: '3',
        support: [S.polymerization],
        you,
        setup: [],
        key: step,
        mustEndOnField: true,
      });
      proper.push({ you, opponent: {}, steps: [step] });
    }
    specs.push({
      id: 'instant-fusion',
      title: `Fusion Summon without materials (${S.instantFusion})`,
      rule: '3',
      support: [S.instantFusion],
      you: { extra: [entry(name)], hand: [entry(S.instantFusion)] },
      setup: [],
      key: { text: `activate "${S.instantFusion}" summon "${name}"`, action: activation(S.instantFusion, { summon: name }) },
      mustEndOnField: true,
    });
    const fodder = fillers.make('Same-Level fodder', { level: monster.level?.value ?? 4 });
    specs.push({
      id: 'metamorphosis',
      title: `Special Summon from the Extra Deck, not a Fusion Summon (${S.metamorphosis})`,
      rule: '3',
      support: [S.metamorphosis],
      you: { extra: [entry(name)], hand: [entry(S.metamorphosis)], monsters: [entry(fodder)] },
      setup: [],
      key: {
        text: `activate "${S.metamorphosis}" summon "${name}" tributing "${fodder}"`,
        action: activation(S.metamorphosis, { summon: name, tributes: [fodder] }),
      },
      mustEndOnField: true,
    });
  }
  if (frame === 'ritual') {
    const clause = monster.summon.find((c) => c.kind === 'ritualSpell');
    const level = monster.level?.value ?? 1;
    if (clause?.kind === 'ritualSpell') {
      // `ritual spell archetype "Nekroz"` names an archetype, not a card: any Ritual Spell of it the lookup knows.
      const spell = ritualSpellFor(monster, fillers) ?? `a "${clause.card.value}" Ritual Spell`;
      const fodder = fillers.make('Ritual Tribute', { level });
      const step: Step = {
        text: `activate "${spell}" summon "${name}" tributing "${fodder}"`,
        action: activation(spell, { summon: name, tributes: [fodder] }),
      };
      const you = { hand: entries([name, spell, fodder]) };
      specs.push({ id: 'ritual-summon', title: `Ritual Summon (${spell})`, rule: '3', support: [spell], you, setup: [], key: step, mustEndOnField: true });
      proper.push({ you, opponent: {}, steps: [step] });
    }
    const normalFodder = fillers.make('Normal Monster in the Deck', { level, frame: 'normal' });
    const artStep: Step = {
      text: `activate "${S.advancedRitualArt}" summon "${name}" materials "${normalFodder}"`,
      action: activation(S.advancedRitualArt, { summon: name, materials: [normalFodder] }),
    };
    const artBoard = { hand: entries([name, S.advancedRitualArt]), deck: [entry(normalFodder)] };
    specs.push({
      id: 'advanced-ritual-art',
      title: `Ritual Summon (${S.advancedRitualArt})`,
      rule: '3',
      support: [S.advancedRitualArt],
      you: artBoard,
      setup: [],
      key: artStep,
      mustEndOnField: true,
    });
    if (!clause) proper.push({ you: artBoard, opponent: {}, steps: [artStep] });
  }
  if (frame === 'synchro' || frame === 'xyz' || frame === 'link') {
    const names = extraDeckMaterials(monster, fillers);
    const step: Step = {
      text: `${frame} summon "${name}" materials ${quoted(names)}`,
      action: { kind: 'extraDeckSummon', mechanic: frame, card: ref(name), materials: refs(names) },
    };
    // "1 Normal Summoned monster" (Salamangreat Almiraj): that material is Normal Summoned first, from the hand.
    const summonedFirst = names.find((n) => fillers.normalSummonedFirst.has(n));
    const setup: Step[] = summonedFirst ? [normalStep(summonedFirst, false, [])] : [];
    const you = summonedFirst
      ? { extra: [entry(name)], hand: [entry(summonedFirst)], monsters: entries(names.filter((n) => n !== summonedFirst)) }
      : { extra: [entry(name)], monsters: entries(names) };
    // "Cannot be Synchro Summoned": the route is still tried, so the panel shows the rule that refuses it.
    specs.push({
      id: `${frame}-summon`,
      title: `${frame[0].toUpperCase()}${frame.slice(1)} Summon`,
      rule: '2',
      support: [],
      you,
      setup,
      key: step,
      mustEndOnField: true,
    });
    if (!profile.specialSummon.forbiddenMechanics.includes(frame) && !profile.specialSummon.onlyByCardEffect)
      proper.push({ you, opponent: {}, steps: [...setup, step] });
  }
  const alternativeXyz = monster.summon.find((c) => c.kind === 'alternativeXyzMaterials');
  if (frame === 'xyz' && alternativeXyz?.kind === 'alternativeXyzMaterials' && alternativeXyz.materials[0]) {
    const names = fillers.fitting('Alternative Xyz Material', alternativeXyz.materials[0]);
    specs.push({
      id: 'xyz-summon-alternative',
      title: 'Xyz Summon by its alternative procedure',
      rule: '2',
      support: [],
      you: { extra: [entry(name)], monsters: entries(names) },
      setup: [],
      key: {
        text: `xyz summon "${name}" materials ${quoted(names)}`,
        action: { kind: 'extraDeckSummon', mechanic: 'xyz', card: ref(name), materials: refs(names) },
      },
      mustEndOnField: true,
    });
  }

  // The proper summon the revival routes start from; a monster with no method of its own is Normal or
  // Tribute Summoned; one that cannot be (Rare Metal Dragon) has no proper summon to start from.
  if (proper.length === 0 && !extraDeck && frame !== 'ritual' && profile.normalSummon.allowed) {
    const fodder = tributes(levelTributes);
    proper.push({ you: { hand: [entry(name)], monsters: entries(fodder) }, opponent: {}, steps: [normalStep(name, false, fodder)] });
  }
  const first = proper[0];
  // A Token ceases to exist when it leaves the field: it is never in the GY, banished or in the Deck.
  const tokenElsewhere = `Not tried: "${name}" is a Token; it ceases to exist when it leaves the field, so it is never in the GY, banished or in the Deck.`;
  const noProperSummon = `Not tried: "${name}" has no summoning method of its own to start from (rule 3); the route without a proper summon shows what effects can do.`;

  // Rules 3, 4: revival by effects, before and after a proper summon.
  const revive = (id: string, title: string, rule: string, card: string, zone: 'graveyard' | 'banished', afterProper: boolean, through?: 'hand'): RouteSpec => {
    const cardStep: Step = { text: `activate "${card}" target "${name}"`, action: activation(card, { targets: [name] }) };
    const spells = isTrapSupport(card) ? { spells: [entry(card)] } : { hand: [entry(card)] };
    if (!afterProper) {
      if (frame === 'token') return { id, title, rule, support: [card], you: {}, setup: [], key: cardStep, mustEndOnField: true, skip: tokenElsewhere };
      return { id, title, rule, support: [card], you: mergeZones({ [zone]: [entry(name)] }, spells), setup: [], key: cardStep, mustEndOnField: true };
    }
    if (!first) return { id, title, rule, support: [card], you: {}, setup: [], key: cardStep, mustEndOnField: true, skip: noProperSummon };
    if (monster.pendulum) {
      return {
        id,
        title,
        rule,
        support: [card],
        you: {},
        setup: [],
        key: cardStep,
        mustEndOnField: true,
        skip: `Not tried: "${name}" is a Pendulum Monster; from the field it goes face-up to the Extra Deck instead of the GY (rulebook), so the Pendulum Summon from the Extra Deck is its way back.`,
      };
    }
    const moveTo = zone === 'banished' ? 'banished' : 'graveyard';
    const setup: Step[] = [...first.steps];
    if (through === 'hand') setup.push({ text: `return "${name}" to hand`, action: { kind: 'move', card: ref(name), to: 'hand', verb: 'return' } });
    setup.push({
      text: `${moveTo === 'banished' ? 'banish' : 'send'} "${name}"${moveTo === 'banished' ? '' : ' to graveyard'}`,
      action: { kind: 'move', card: ref(name), to: moveTo, verb: moveTo === 'banished' ? 'banish' : 'send' },
    });
    // A Trap Set before the summon would break "you control no cards": Set after it, activated on a later turn of yours.
    if (first.noCardsFirst && isTrapSupport(card)) {
      setup.push({
        text: `set "${card}"`,
        action: { kind: 'set', card: ref(card), tributes: [], payingLp: false, option: 'auto', optionTag: null, costs: [] },
      });
      setup.push({ text: 'end turn', action: { kind: 'endTurn' } }, { text: 'end turn', action: { kind: 'endTurn' } });
      return {
        id,
        title,
        rule,
        support: [card],
        you: mergeZones(first.you, { hand: [entry(card)] }),
        opponent: first.opponent,
        setup,
        key: cardStep,
        mustEndOnField: true,
      };
    }
    return { id, title, rule, support: [card], you: mergeZones(first.you, spells), opponent: first.opponent, setup, key: cardStep, mustEndOnField: true };
  };
  const candidates = [
    revive('reborn-before', `${S.monsterReborn} from the GY, never properly summoned`, '3', S.monsterReborn, 'graveyard', false),
    revive('reborn-after', `${S.monsterReborn} from the GY after a proper summon`, '3', S.monsterReborn, 'graveyard', true),
    revive('level-modulation-before', `${S.levelModulation} (ignoring conditions), never properly summoned`, '3, 4', S.levelModulation, 'graveyard', false),
    revive('level-modulation-after', `${S.levelModulation} (ignoring conditions) after a proper summon`, '3, 4', S.levelModulation, 'graveyard', true),
    revive('call-of-the-haunted-after', `${S.callOfTheHaunted} after a proper summon`, '3', S.callOfTheHaunted, 'graveyard', true),
    revive('dimensional-inversion-after', `${S.dimensionalInversion} from banishment after a proper summon`, '3', S.dimensionalInversion, 'banished', true),
    revive(
      'return-to-hand-then-revive',
      `Proper summon, return to the hand, discard, then ${S.monsterReborn}`,
      '3',
      S.monsterReborn,
      'graveyard',
      true,
      'hand',
    ),
  ];
  specs.push(...candidates);

  // Rule 3: Level Up! summons from the Deck ignoring the conditions; it needs the LV monster before this one.
  if (!extraDeck && frame === 'token') {
    specs.push({
      id: 'level-up-from-deck',
      title: `${S.levelUp} from the Deck (ignoring conditions)`,
      rule: '3, 4',
      support: [S.levelUp],
      you: {},
      setup: [],
      key: { text: '', action: { kind: 'endTurn' } },
      mustEndOnField: true,
      skip: tokenElsewhere,
    });
  } else if (!extraDeck) {
    const lower = fillers.make('LV monster before it', { nextLevel: name, level: Math.max(1, (monster.level?.value ?? 2) - 2) });
    specs.push({
      id: 'level-up-from-deck',
      title: `${S.levelUp} from the Deck (ignoring conditions)`,
      rule: '3, 4',
      support: [S.levelUp],
      you: { deck: [entry(name)], hand: [entry(S.levelUp)], monsters: [entry(lower)] },
      setup: [],
      key: { text: `activate "${S.levelUp}" cost "${lower}" summon "${name}"`, action: activation(S.levelUp, { costs: [lower], summon: name }) },
      mustEndOnField: true,
    });
  }
  // "Cannot be Link Summoned, except during Main Phase 2": every route starts there (its proper summon is a setup step of the others).
  const phase = monster.summon.find((c) => c.kind === 'mechanicOnlyInPhase');
  return phase?.kind === 'mechanicOnlyInPhase' && phase.phase === 'main2' ? specs.map((spec) => withFields(spec, { phase: 'main2' as const })) : specs;
}

/** The first Spell in the lookup's order that is of the archetype, where the method lets a Spell summon (undefined: none). */
function archetypeSpellFor(archetype: NonNullable<SpecialSummonMethod['archetype']>, lookup: CardLookup): string | undefined {
  if (archetype.cardTypes && !archetype.cardTypes.includes('spell')) return undefined;
  for (const declaration of lookup.declarations?.() ?? []) {
    if (declaration.kind === 'spell' && isInArchetype(declaration, archetype.name)) return declaration.name.value;
  }
  return undefined;
}

/**
 * The Ritual Spell a Ritual Monster's route activates: the one it names, or for `ritual spell archetype "A"`
 * the first Ritual Spell of A in the lookup's order (undefined when the lookup cannot list its cards or has none).
 */
export function ritualSpellFor(monster: MonsterDeclaration, lookup: CardLookup): string | undefined {
  const clause = monster.summon.find((c) => c.kind === 'ritualSpell');
  if (clause?.kind !== 'ritualSpell') return undefined;
  if (!clause.archetype) return clause.card.value;
  const archetype = clause.card.value;
  for (const declaration of lookup.declarations?.() ?? []) {
    if (declaration.kind === 'spell' && declaration.spellKind?.value === 'ritual' && isInArchetype(declaration, archetype)) return declaration.name.value;
  }
  return undefined;
}

function normalStep(name: string, set: boolean, fodder: readonly string[]): Step {
  return {
    text: `${set ? 'set' : 'normal summon'} "${name}"${fodder.length > 0 ? ` tributing ${quoted(fodder)}` : ''}`,
    action: { kind: set ? 'set' : 'normalSummon', card: ref(name), tributes: refs(fodder), payingLp: false, option: 'auto', optionTag: null, costs: [] },
  };
}

function activation(card: string, parts: { targets?: string[]; materials?: string[]; summon?: string; tributes?: string[]; costs?: string[] }): ScenarioAction {
  return {
    kind: 'activate',
    card: ref(card),
    respond: false,
    targets: refs(parts.targets ?? []),
    materials: refs(parts.materials ?? []),
    summon: parts.summon ? ref(parts.summon) : null,
    tributes: refs(parts.tributes ?? []),
    costs: refs(parts.costs ?? []),
    hold: false,
  };
}

function isTrapSupport(card: string): boolean {
  return card === MATRIX_SUPPORT_CARDS.callOfTheHaunted || card === MATRIX_SUPPORT_CARDS.dimensionalInversion;
}

interface PreparedProcedure {
  readonly you: Partial<Record<BoardZone, BoardCard[]>>;
  readonly opponent: Partial<Record<BoardZone, BoardCard[]>>;
  readonly costNames: string[];
}

/** The trigger of a card's own summoning effect, if it has one. */
function rulesEffectTrigger(monster: MonsterDeclaration): (Effect & { kind: 'trigger' }) | undefined {
  return lowerEffects(monster.uri, monster.effectStatements).effect.effects.find((e): e is Effect & { kind: 'trigger' } => e.kind === 'trigger');
}

function shapeOfTrigger(trigger: Effect & { kind: 'trigger' }): { race?: string; attribute?: string; level: number } {
  const filter = trigger.filter;
  return {
    level: Math.min(4, filter?.levelMax ?? 4),
    ...(filter?.races[0] ? { race: filter.races[0] } : {}),
    ...(filter?.attributes[0] ? { attribute: filter.attributes[0] } : {}),
  };
}

/** A board on which the procedure's conditions hold and its costs can be paid. */
function prepareProcedure(procedure: ProcedureBody, fillers: FillerCards, monster?: MonsterDeclaration): PreparedProcedure {
  const you: Partial<Record<BoardZone, BoardCard[]>> = {};
  const opponent: Partial<Record<BoardZone, BoardCard[]>> = {};
  const add = (target: typeof you, zone: BoardZone, names: readonly string[], position: BoardCard['position'] = null) => {
    target[zone] = [...(target[zone] ?? []), ...entries(names, { position })];
  };
  // A Spell/Trap a condition counts is face-up in a Spell & Trap Zone (engine/procedureConditions.ts).
  const addSpellsAndTraps = (target: typeof you, names: readonly string[]) => {
    target.spells = [...(target.spells ?? []), ...entries(names, { position: 'face-up' })];
  };
  const costNames: string[] = [];
  let paidLevel: number | undefined;
  for (const condition of procedure.conditions) {
    switch (condition.kind) {
      case 'onlyOpponentControlsMonsters':
      case 'opponentControlsMonsters':
      case 'opponentControlsMoreMonsters':
        add(opponent, 'monsters', [fillers.make('Opponent monster')]);
        break;
      case 'allYouControlAre':
        add(you, 'monsters', fillers.fitting('Monster you control', { ...condition.filter, count: { min: 1, max: 1, exact: false } }));
        break;
      case 'youControl':
        if (condition.filter.cardTypes) addSpellsAndTraps(you, fillers.fitting('Card you control', condition.filter));
        else add(you, 'monsters', fillers.fitting('Monster you control', condition.filter));
        break;
      case 'graveyardHas':
        add(you, 'graveyard', fillers.fitting('Monster in your GY', condition.filter));
        break;
      case 'faceUpExtraHas': {
        const place = zoneOnBoard('face-up-extra');
        add(you, place.zone, fillers.fitting('Monster in your face-up Extra Deck', { ...condition.filter, pendulum: true }), place.position);
        break;
      }
      case 'opponentControls':
        if (condition.filter.cardTypes) addSpellsAndTraps(opponent, fillers.fitting('Opponent card', condition.filter));
        else add(opponent, 'monsters', fillers.fitting('Opponent monster', condition.filter));
        break;
      default:
        break;
    }
  }
  for (const cost of procedure.costs) {
    // Contact Fusion: the Fusion Materials on the field; Tributes the opponent controls on their field.
    if (cost.kind === 'materials') {
      const line = monster?.summon.find((c) => c.kind === 'fusionMaterials');
      const names = line?.kind === 'fusionMaterials' ? materialFillers(fillers, 'Contact Fusion Material', line.materials, line.conditions) : [];
      const place = zoneOnBoard(cost.from.includes('field') ? 'field' : cost.from[0]);
      add(you, place.zone, names, place.position);
      costNames.push(...names);
      continue;
    }
    // `level 8 apart` / `same-level-as-cost`: a Level relative to the card an earlier cost paid with.
    const relative = 'filter' in cost ? relativeLevel(cost.filter, paidLevel) : undefined;
    const placed = costCards(cost, fillers, relative !== undefined ? { level: relative } : {});
    if (!placed) continue;
    if ('filter' in cost) paidLevel = relative ?? shapeOf(cost.filter).level ?? levelOfName(fillers, placed.names[0] ?? '') ?? 4;
    if (cost.kind === 'tribute' && cost.side === 'opponent') {
      add(opponent, 'monsters', placed.names);
      continue;
    }
    add(you, placed.zone, placed.names, placed.position);
    costNames.push(...placed.names);
  }
  return { you, opponent, costNames };
}

/** The Level a `level N apart` or `same-level-as-cost` filter asks for, next to the Level paid before it. */
function relativeLevel(filter: CardFilter, paid: number | undefined): number | undefined {
  if (paid === undefined) return undefined;
  if (filter.levelApart !== undefined) return paid + filter.levelApart <= 12 ? paid + filter.levelApart : Math.max(1, paid - filter.levelApart);
  return filter.properties.includes('same-level-as-cost') ? paid : undefined;
}

function costCards(cost: Cost, fillers: FillerCards, override: FillerShape = {}): (ZoneOnBoard & { names: string[] }) | undefined {
  switch (cost.kind) {
    case 'tribute':
      return { ...zoneOnBoard('field'), names: fillers.fitting('Cost Tribute', cost.filter, cost.filter.count.min, override) };
    case 'returnToHand':
      return { ...zoneOnBoard('field'), names: fillers.fitting('Cost to return', cost.filter, cost.filter.count.min, override) };
    case 'discard':
      return { ...zoneOnBoard('hand'), names: fillers.fitting('Cost discard', cost.filter, cost.filter.count.min, override) };
    case 'banish':
    case 'send': {
      const place = zoneOnBoard(cost.from[0], cost.filter);
      return { ...place, names: fillers.fitting(cost.kind === 'banish' ? 'Cost to banish' : 'Cost to send', cost.filter, cost.filter.count.min, override) };
    }
    default:
      return undefined;
  }
}

/**
 * Synchro: Tuner and non-Tuner Levels adding up (as many Tuners as the line prints); Xyz: monsters of the
 * Rank's Level, or of the Rank the line names; Link: as many as the rating. Each material fits its line,
 * and the first ones also fit the line's `including` filters.
 */
function extraDeckMaterials(monster: MonsterDeclaration, fillers: FillerCards): string[] {
  const frame = monster.frame?.value;
  const kind = frame === 'synchro' ? 'synchroMaterials' : frame === 'xyz' ? 'xyzMaterials' : 'linkMaterials';
  const clause = monster.summon.find((c) => c.kind === kind);
  const lines: readonly CardFilter[] = clause && 'materials' in clause ? clause.materials : [];
  const including = clause && 'materials' in clause ? (clause.conditions?.including ?? []) : [];
  if (frame === 'xyz') {
    const rank = monster.rank?.value ?? 4;
    const line = lines[0];
    return line
      ? fittingIncluding(fillers, 'Xyz Material', line, Math.max(line.count.min, 2), { level: line.levelMin ?? rank }, including)
      : [fillers.make('Xyz Material', { level: rank }), fillers.make('Xyz Material', { level: rank })];
  }
  if (frame === 'link') {
    const rating = monster.linkRating?.value ?? 2;
    const line = lines[0];
    return line
      ? fittingIncluding(fillers, 'Link Material', line, Math.max(line.count.min, rating), {}, including)
      : Array.from({ length: rating }, () => fillers.make('Link Material'));
  }
  const level = monster.level?.value ?? 2;
  // A Tuner line: `1 tuner`, or a named Tuner ("1 "Junk Synchron" + 1 or more non-Tuner monsters").
  const isTunerLine = (l: CardFilter) => l.tuner === true || (l.names[0] !== undefined && isTunerName(fillers, l.names[0].value));
  const tunerLines = lines.filter(isTunerLine);
  const slots = [
    ...(tunerLines.length > 0 ? tunerLines : [undefined]).flatMap((line) =>
      Array.from({ length: Math.max(1, line?.count.min ?? 1) }, () => ({ line, tuner: true })),
    ),
    ...(lines.length > 0 ? lines.filter((l) => !isTunerLine(l)) : [undefined]).flatMap((line) =>
      Array.from({ length: Math.max(1, line?.count.min ?? 1) }, () => ({ line, tuner: false })),
    ),
  ];
  // A named material or a line of one Level keeps its Level; the others share what is left, the non-Tuners 1 each.
  const fixed = slots.map(({ line }) =>
    line?.names[0] ? levelOfName(fillers, line.names[0].value) : line?.levelMin !== undefined && line.levelMin === line.levelMax ? line.levelMin : undefined,
  );
  const free = slots.map((_, i) => i).filter((i) => fixed[i] === undefined);
  const freeTuners = free.filter((i) => slots[i].tuner);
  let left = level - fixed.reduce<number>((sum, l) => sum + (l ?? 0), 0) - free.filter((i) => !slots[i].tuner).length;
  // With no free Tuner (a named one), the first free non-Tuner takes what is left.
  const taker = freeTuners.length === 0 ? free[0] : undefined;
  const levels = slots.map((slot, i) => {
    if (fixed[i] !== undefined) return fixed[i];
    if (i === taker) return Math.max(1, left + 1);
    if (!slot.tuner) return 1;
    const share = Math.max(1, Math.floor(left / Math.max(1, freeTuners.length - freeTuners.indexOf(i))));
    left -= share;
    return share;
  });
  return slots.flatMap((slot, i) =>
    slot.line
      ? fillers.fitting(slot.tuner ? 'Synchro Tuner' : 'Synchro non-Tuner', slot.line, 1, fixed[i] === undefined ? { level: levels[i], tuner: slot.tuner } : {})
      : [fillers.make(slot.tuner ? 'Synchro Tuner' : 'Synchro non-Tuner', { level: levels[i], tuner: slot.tuner })],
  );
}

function isTunerName(fillers: FillerCards, name: string): boolean {
  const card = fillers.resolve(name);
  return card?.kind === 'monster' && card.tuner === true;
}

function levelOfName(fillers: FillerCards, name: string): number | undefined {
  const card = fillers.resolve(name);
  return card?.kind === 'monster' ? card.level?.value : undefined;
}

/** `count` cards that fit `line`, the first ones also fitting each `including` filter ("2 monsters, including a Tuner"). */
function fittingIncluding(
  fillers: FillerCards,
  purpose: string,
  line: CardFilter,
  count: number,
  override: FillerShape,
  including: readonly CardFilter[],
): string[] {
  const names: string[] = [];
  for (const extra of including) {
    const wanted = Math.min(count - names.length, extra.count.min);
    if (wanted > 0) names.push(...fillers.fitting(purpose, bothFilters(line, extra), wanted, override));
  }
  if (count > names.length) names.push(...fillers.fitting(purpose, line, count - names.length, override));
  return names;
}

/** A filter asking what both ask (the second's words win where both say something). */
function bothFilters(a: CardFilter, b: CardFilter): CardFilter {
  const words = (x: readonly string[], y: readonly string[]) => (y.length > 0 ? y : x);
  return withFields(
    { ...a, ...b },
    {
      attributes: words(a.attributes, b.attributes),
      races: words(a.races, b.races),
      frames: words(a.frames, b.frames) as CardFilter['frames'],
      names: b.names.length > 0 ? b.names : a.names,
      properties: [...a.properties, ...b.properties],
      count: a.count,
    },
  );
}

function mergeZones(...parts: Partial<Record<BoardZone, readonly BoardCard[]>>[]): Partial<Record<BoardZone, BoardCard[]>> {
  const merged: Partial<Record<BoardZone, BoardCard[]>> = {};
  for (const part of parts) {
    for (const [zone, cards] of Object.entries(part) as [BoardZone, readonly BoardCard[]][]) merged[zone] = [...(merged[zone] ?? []), ...cards];
  }
  return merged;
}
