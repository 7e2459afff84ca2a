import { summoningProfile } from '../../../core/analysis/summoningProfile';
import type { CardFilter, MonsterDeclaration } from '../../../core/model/cards';
import type { BoardCard, BoardZone, CardRef, Scenario, ScenarioAction } from '../../../core/model/scenario';
import type { FillerCards } from '../../../engine/fillerCards';
import { MATRIX_SUPPORT_CARDS, ritualSpellFor, summonMatrixScenarios } from '../../../engine/summonMatrix';
import type { CardLookup } from '../../../engine/cardCatalog';

/**
 * The questions the referee asks both engines about one monster (docs/edopro.md, "The referee"): every
 * route of the summon matrix ("Simulate summon"), Normal Summon and Set with 0-3 Tributes available, and
 * its Fusion/Ritual/Synchro/Xyz/Link Summon with wrong materials. A question is a list of variants (ways
 * to try it); it is legal when any variant puts the monster on the field.
 */

export interface RefereeQuestion {
  readonly id: string;
  readonly title: string;
  /** Variants: each a scenario whose last step is the question; earlier steps prepare it. */
  readonly variants: readonly Scenario[];
  readonly skip?: string;
}

const ZERO = { start: 0, end: 0 };
const ref = (name: string): CardRef => ({ name, span: ZERO });
const entry = (name: string): BoardCard => ({
  name: { value: name, span: ZERO },
  copies: 1,
  span: ZERO,
  properlySummoned: false,
  position: null,
  placedThisTurn: false,
});

function scenario(title: string, zones: Partial<Record<BoardZone, readonly string[]>>, steps: readonly { text: string; action: ScenarioAction }[]): Scenario {
  const you = { hand: [], deck: [], extra: [], graveyard: [], banished: [], monsters: [], spells: [] } as Record<BoardZone, BoardCard[]>;
  for (const [zone, names] of Object.entries(zones) as [BoardZone, readonly string[]][]) you[zone] = names.map(entry);
  return {
    uri: 'cardscript-referee:///',
    name: { value: title, span: ZERO },
    span: ZERO,
    you: { lp: null, span: null, zones: you },
    opponent: { lp: null, span: null, zones: { hand: [], deck: [], extra: [], graveyard: [], banished: [], monsters: [], spells: [] } },
    turn: 3,
    phase: 'main1',
    turnPlayer: 'you',
    normalSummonsUsed: 0,
    steps: steps.map((s) => ({ span: ZERO, actionSpan: ZERO, actionText: s.text, actor: 'you', action: s.action, expectations: [] })),
    finalExpectations: [],
  };
}

const normal = (
  kind: 'normalSummon' | 'set',
  card: string,
  tributes: readonly string[],
  option: 'auto' | 'withoutTributes' | 'tributeOption' | 'procedure',
  optionTag: string | null = null,
): ScenarioAction => ({
  kind,
  card: ref(card),
  tributes: tributes.map(ref),
  payingLp: false,
  option,
  optionTag,
  costs: [],
});

/** A filler that matches none of the filter's names, attributes, races or frames. */
function wrongShape(fillers: FillerCards, purpose: string, filter: CardFilter | undefined, level: number, tuner = false): string {
  const attribute = ['wind', 'water', 'fire', 'earth'].find((a) => !filter?.attributes.includes(a)) ?? 'wind';
  const race = ['insect', 'plant', 'rock', 'aqua'].find((r) => !filter?.races.includes(r)) ?? 'insect';
  return fillers.make(purpose, { attribute, race, level, tuner, frame: filter?.frames.includes('normal') ? 'effect' : 'normal' });
}

export function refereeQuestions(cardName: string, lookup: CardLookup): { readonly questions: readonly RefereeQuestion[]; readonly lookup: FillerCards } {
  const { routes, lookup: fillers } = summonMatrixScenarios(cardName, lookup);
  const questions: RefereeQuestion[] = routes.map((r) => ({
    id: r.id,
    title: r.title,
    variants: [r.scenario],
    ...(r.skip !== undefined ? { skip: r.skip } : {}),
  }));
  const monster = fillers.resolve(cardName);
  if (monster?.kind !== 'monster') return { questions, lookup: fillers };
  const profile = summoningProfile(monster);
  const home: BoardZone = profile.deck === 'extra' ? 'extra' : 'hand';

  // Rule 1: Normal Summon and Set with 0-3 Tributes available; any count up to that many, any procedure.
  for (const set of [false, true]) {
    for (let available = 0; available <= 3; available++) {
      const fodder = Array.from({ length: available }, () => fillers.make('Tribute fodder'));
      const kind = set ? 'set' : 'normalSummon';
      const variants: Scenario[] = [];
      const title = `${set ? 'Set' : 'Normal Summon'} with ${available} Tribute${available === 1 ? '' : 's'} available`;
      const add = (tributes: readonly string[], option: 'auto' | 'withoutTributes' | 'tributeOption' | 'procedure', tag: string | null = null) =>
        variants.push(
          scenario(title, { [home]: [cardName], monsters: fodder }, [{ text: `${kind} "${cardName}"`, action: normal(kind, cardName, tributes, option, tag) }]),
        );
      for (let k = 0; k <= available; k++) add(fodder.slice(0, k), 'auto');
      add([], 'withoutTributes');
      for (const alternative of profile.normalSummon.alternatives)
        if (alternative.tributes <= available) add(fodder.slice(0, alternative.tributes), 'tributeOption', alternative.tag);
      if (profile.normalSummon.onlyBy) add([], 'procedure');
      questions.push({ id: `${set ? 'set' : 'normal-summon'}-with-${available}-available`, title, variants });
    }
  }

  // Rules 2, 3: the mechanic summons with wrong materials.
  const frame = monster.frame?.value;
  const wrong = wrongMaterials(monster, fillers);
  if (wrong) questions.push(wrong);
  void frame;
  return { questions, lookup: fillers };
}

function wrongMaterials(monster: MonsterDeclaration, fillers: FillerCards): RefereeQuestion | undefined {
  const name = monster.name.value;
  const frame = monster.frame?.value;
  const clause = (kind: string) => monster.summon.find((c) => c.kind === kind) as { materials?: readonly CardFilter[] } | undefined;
  if (frame === 'synchro') {
    const level = monster.level?.value ?? 2;
    const lines = clause('synchroMaterials')?.materials;
    // No Tuner at all: two non-Tuners whose Levels add up.
    const a = wrongShape(
      fillers,
      'Non-Tuner',
      lines?.find((l) => l.tuner === false),
      Math.max(1, level - 1),
    );
    const b = wrongShape(
      fillers,
      'Non-Tuner',
      lines?.find((l) => l.tuner === false),
      1,
    );
    return {
      id: 'synchro-summon-wrong-materials',
      title: 'Synchro Summon without a Tuner',
      variants: [
        scenario('Synchro Summon without a Tuner', { extra: [name], monsters: [a, b] }, [
          { text: `synchro summon "${name}"`, action: { kind: 'extraDeckSummon', mechanic: 'synchro', card: ref(name), materials: [a, b].map(ref) } },
        ]),
      ],
    };
  }
  if (frame === 'xyz') {
    const rank = monster.rank?.value ?? 4;
    const line = clause('xyzMaterials')?.materials?.[0];
    const mats = Array.from({ length: Math.max(2, line?.count.min ?? 2) }, () => wrongShape(fillers, 'Wrong-Level monster', line, rank === 12 ? 11 : rank + 1));
    return {
      id: 'xyz-summon-wrong-materials',
      title: 'Xyz Summon with materials of another Level',
      variants: [
        scenario('Xyz Summon with materials of another Level', { extra: [name], monsters: mats }, [
          { text: `xyz summon "${name}"`, action: { kind: 'extraDeckSummon', mechanic: 'xyz', card: ref(name), materials: mats.map(ref) } },
        ]),
      ],
    };
  }
  if (frame === 'link') {
    const rating = monster.linkRating?.value ?? 2;
    const line = clause('linkMaterials')?.materials?.[0];
    const mats = Array.from({ length: Math.max(1, rating - 1) }, () => (line ? fillers.fitting('Link Material', line, 1)[0] : fillers.make('Link Material')));
    return {
      id: 'link-summon-wrong-materials',
      title: 'Link Summon with one material too few',
      variants: [
        scenario('Link Summon with one material too few', { extra: [name], monsters: mats }, [
          { text: `link summon "${name}"`, action: { kind: 'extraDeckSummon', mechanic: 'link', card: ref(name), materials: mats.map(ref) } },
        ]),
      ],
    };
  }
  if (frame === 'fusion') {
    const lines = clause('fusionMaterials')?.materials ?? [];
    const mats = lines.map((l) => wrongShape(fillers, 'Wrong Fusion Material', l, 4));
    const poly = MATRIX_SUPPORT_CARDS.polymerization;
    const skip = lines.length === 0 ? 'no Fusion Materials are listed' : fillers.resolve(poly) ? undefined : `the support card "${poly}" is missing`;
    return {
      id: 'fusion-summon-wrong-materials',
      title: `Fusion Summon (${poly}) with materials that do not match`,
      variants: [
        scenario('Fusion Summon with wrong materials', { extra: [name], hand: [poly, ...mats] }, [
          {
            text: `activate "${poly}" summon "${name}"`,
            action: {
              kind: 'activate',
              card: ref(poly),
              respond: false,
              targets: [],
              materials: mats.map(ref),
              summon: ref(name),
              tributes: [],
              costs: [],
              hold: false,
            },
          },
        ]),
      ],
      ...(skip ? { skip } : {}),
    };
  }
  if (frame === 'ritual') {
    // `ritual spell archetype "A"`: a Ritual Spell of A, as the matrix's Ritual Summon route uses.
    const spell = ritualSpellFor(monster, fillers);
    const level = monster.level?.value ?? 1;
    if (!spell || level <= 1)
      return {
        id: 'ritual-summon-wrong-materials',
        title: 'Ritual Summon with too few Levels',
        variants: [],
        skip: spell ? 'Level 1: no Tribute is too small' : 'no Ritual Spell is named',
      };
    const low = fillers.make('Too-low Ritual Tribute', { level: level - 1 });
    return {
      id: 'ritual-summon-wrong-materials',
      title: `Ritual Summon (${spell}) with Tributes whose Levels are too low`,
      variants: [
        scenario('Ritual Summon with too few Levels', { hand: [name, spell, low] }, [
          {
            text: `activate "${spell}" summon "${name}" tributing "${low}"`,
            action: {
              kind: 'activate',
              card: ref(spell),
              respond: false,
              targets: [],
              materials: [],
              summon: ref(name),
              tributes: [ref(low)],
              costs: [],
              hold: false,
            },
          },
        ]),
      ],
    };
  }
  return undefined;
}
