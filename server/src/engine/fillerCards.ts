import {
  ATTRIBUTES,
  type CardDeclaration,
  type CardFilter,
  type Frame,
  type LinkArrow,
  type MaterialConditions,
  type MonsterDeclaration,
  RACES,
  SPELL_KINDS,
  type SpellKind,
  type SpellTrapType,
  TRAP_KINDS,
  type TrapKind,
} from '../core/model/cards';
import type { CardLookup } from './cardCatalog';

const NO_SPAN = { start: 0, end: 0 };
export const FILLER_URI = 'cardscript-matrix:///fillers';

export interface FillerShape {
  readonly frame?: Frame;
  readonly attribute?: string;
  readonly race?: string;
  readonly level?: number;
  readonly tuner?: boolean;
  readonly atk?: number;
  readonly def?: number;
  readonly nextLevel?: string;
  readonly rank?: number;
  /** A Link Monster's Link Rating (frame `link`). */
  readonly link?: number;
  readonly pendulum?: boolean;
  readonly scale?: number;
}

/**
 * Made-up vanilla monsters the summon matrix puts on its standard boards so that each route's
 * preconditions hold (Tributes, cost cards, materials). Their names say what they are for.
 */
export class FillerCards implements CardLookup {
  private readonly made = new Map<string, CardDeclaration>();
  /** Fillers made for "1 Normal Summoned monster" (`normal-summoned`, `normal-summoned-or-set`): a route Normal Summons them first. */
  readonly normalSummonedFirst = new Set<string>();
  private counter = 0;

  constructor(private readonly base: CardLookup) {}

  resolve(name: string): CardDeclaration | undefined {
    return this.made.get(name) ?? this.base.resolve(name);
  }

  /** The base lookup's cards (fillers are vanilla monsters, never what a search is after). */
  declarations(): Iterable<CardDeclaration> {
    return this.base.declarations?.() ?? [];
  }

  /** A new vanilla monster of the given shape. */
  make(purpose: string, shape: FillerShape = {}): string {
    this.counter++;
    const name = `${purpose} #${this.counter}`;
    const level = shape.level ?? 4;
    const declaration: MonsterDeclaration = {
      kind: 'monster',
      uri: FILLER_URI,
      span: NO_SPAN,
      keywordSpan: NO_SPAN,
      name: { value: name, span: NO_SPAN },
      nameInnerSpan: NO_SPAN,
      effectStatements: [],
      frame: { value: shape.frame ?? 'normal', span: NO_SPAN },
      tuner: shape.tuner ?? false,
      attribute: { value: shape.attribute ?? 'earth', span: NO_SPAN },
      race: { value: shape.race ?? 'warrior', span: NO_SPAN },
      ...(shape.frame === 'xyz'
        ? { rank: { value: shape.rank ?? 4, span: NO_SPAN } }
        : shape.frame === 'link'
          ? linkFields(shape.link ?? 1)
          : { level: { value: level, span: NO_SPAN } }),
      ...(shape.pendulum ? { pendulum: true, scale: { value: shape.scale ?? 1, span: NO_SPAN } } : {}),
      atk: { value: shape.atk ?? 1000, span: NO_SPAN },
      ...(shape.frame === 'link' ? {} : { def: { value: shape.def ?? 1000, span: NO_SPAN } }),
      summon: [],
      ...(shape.nextLevel ? { nextLevel: { value: shape.nextLevel, span: NO_SPAN } } : {}),
    };
    this.made.set(name, declaration);
    return name;
  }

  /** A new Spell or Trap without effects of the given kind ("1 Continuous Trap" is met by one). */
  makeSpellTrap(purpose: string, type: SpellTrapType, kind: SpellKind | TrapKind | undefined): string {
    this.counter++;
    const name = `${purpose} #${this.counter}`;
    const base = { uri: FILLER_URI, span: NO_SPAN, keywordSpan: NO_SPAN, name: { value: name, span: NO_SPAN }, nameInnerSpan: NO_SPAN, effectStatements: [] };
    const declaration: CardDeclaration =
      type === 'spell'
        ? { ...base, kind: 'spell', ...(kind && kind !== 'normal' ? { spellKind: { value: kind as SpellKind, span: NO_SPAN } } : {}) }
        : { ...base, kind: 'trap', ...(kind && kind !== 'normal' ? { trapKind: { value: kind as TrapKind, span: NO_SPAN } } : {}) };
    this.made.set(name, declaration);
    return name;
  }

  /** Cards that fit a count filter: the named card itself, or made-up monsters (Spells, Traps) of the described shape. */
  fitting(purpose: string, filter: CardFilter, count = filter.count.min, override: FillerShape = {}): string[] {
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      const named = filter.names[i % Math.max(1, filter.names.length)]?.value;
      if (named !== undefined) {
        names.push(this.resolve(named) ? named : this.makeNamed(named));
        continue;
      }
      // An archetype filter is met by the name-contains rule: the filler's name carries the archetype.
      const archetypes = (filter.archetypes ?? []).map((a) => a.value).join(' ');
      const label = archetypes ? `${archetypes} ${purpose}` : purpose;
      if (filter.cardTypes) {
        // The first card type that has the first kind asked for ("1 Continuous Spell/Trap": a Continuous Spell).
        const kind = filter.spellTrapKinds?.[0];
        const type =
          filter.cardTypes.find((t) => kind === undefined || (t === 'spell' ? SPELL_KINDS : TRAP_KINDS).includes(kind as never)) ?? filter.cardTypes[0];
        names.push(this.makeSpellTrap(label, type, kind));
        continue;
      }
      const made = this.make(label, shapeOf(filter, override));
      if (filter.properties.includes('normal-summoned') || filter.properties.includes('normal-summoned-or-set')) this.normalSummonedFirst.add(made);
      names.push(made);
    }
    return names;
  }

  private makeNamed(name: string): string {
    const made = this.make('placeholder');
    const declaration = this.made.get(made)!;
    this.made.delete(made);
    this.made.set(name, { ...declaration, name: { value: name, span: NO_SPAN } });
    return name;
  }
}

const ARROWS: readonly LinkArrow[] = ['bottom-left', 'bottom', 'bottom-right', 'left', 'right', 'top-left', 'top', 'top-right'];

function linkFields(rating: number): Pick<MonsterDeclaration, 'linkRating' | 'arrows'> {
  return { linkRating: { value: rating, span: NO_SPAN }, arrows: { value: ARROWS.slice(0, Math.min(8, Math.max(1, rating))), span: NO_SPAN } };
}

/**
 * A shape that fits the filter's words (the matrix builds its boards from the card's own filters): its
 * frame, Attribute, Type, Level / Rank / Link Rating (the first of `level 2 or rank 2`), Tuner, ATK, and
 * the defaults changed where a `non-` word rules them out.
 */
export function shapeOf(filter: CardFilter, override: FillerShape = {}): FillerShape {
  const excluded = filter.excluded ?? [];
  const alternative = filter.ratingAlternatives?.[0];
  let frame: Frame = filter.frames[0] ?? (excluded.includes('normal') ? 'effect' : 'normal');
  if (alternative?.kind === 'rank' && filter.frames.length === 0) frame = 'xyz';
  if (alternative?.kind === 'link' && filter.frames.length === 0) frame = 'link';
  const alternativeValue = alternative ? (alternative.min ?? (alternative.max !== undefined ? Math.min(alternative.max, 4) : undefined)) : undefined;
  const level =
    override.level ??
    filter.levelMin ??
    (filter.levelMax !== undefined ? Math.min(filter.levelMax, 4) : alternative?.kind === 'level' ? alternativeValue : undefined);
  const rank = filter.rank ?? filter.ranks?.[0] ?? (alternative?.kind === 'rank' ? alternativeValue : undefined);
  const link = filter.linkRating ?? (alternative?.kind === 'link' ? alternativeValue : undefined);
  const atk = filter.atkMin ?? (filter.atkMax !== undefined ? Math.min(filter.atkMax, 1000) : undefined);
  const def = filter.defMin ?? (filter.defMax !== undefined ? Math.min(filter.defMax, 1000) : undefined);
  return {
    frame,
    ...(filter.attributes[0] ? { attribute: filter.attributes[0] } : excluded.includes('earth') ? { attribute: 'dark' } : {}),
    ...(filter.races[0] ? { race: filter.races[0] } : excluded.includes('warrior') ? { race: 'dragon' } : {}),
    ...(level !== undefined ? { level } : {}),
    ...(filter.tuner !== undefined ? { tuner: filter.tuner } : {}),
    ...(rank !== undefined ? { rank } : {}),
    ...(link !== undefined ? { link } : {}),
    ...(atk !== undefined ? { atk } : {}),
    ...(def !== undefined ? { def } : {}),
    ...(filter.pendulum ? { pendulum: true } : {}),
    ...override,
  };
}

/**
 * Made-up cards for a material line, one per material it counts: `with different attributes` / `with
 * different races` gives each a different Attribute / Type where its filter names none (Elemental HERO
 * Sunrise: "2 "HERO" monsters with different Attributes").
 */
export function materialFillers(fillers: FillerCards, purpose: string, materials: readonly CardFilter[], conditions: MaterialConditions | undefined): string[] {
  const different = conditions?.different ?? [];
  if (!different.includes('attribute') && !different.includes('race')) return materials.flatMap((m) => fillers.fitting(purpose, m));
  let made = 0;
  return materials.flatMap((material) => {
    if (material.names.length > 0) return fillers.fitting(purpose, material);
    return Array.from({ length: material.count.min }, () => {
      const override: { attribute?: string; race?: string } = {};
      if (different.includes('attribute') && material.attributes.length === 0) override.attribute = nth(ATTRIBUTES, material.excluded, made);
      if (different.includes('race') && material.races.length === 0) override.race = nth(RACES, material.excluded, made);
      made++;
      return fillers.fitting(purpose, material, 1, override)[0];
    });
  });
}

/** The `index`-th of `words` that `excluded` leaves (`non-dark`), round again past the end. */
function nth(words: readonly string[], excluded: readonly string[] | undefined, index: number): string {
  const left = words.filter((word) => !(excluded ?? []).includes(word));
  return left[index % left.length];
}
