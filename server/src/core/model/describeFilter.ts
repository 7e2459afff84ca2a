import { ATTRIBUTES, type CardFilter, type RatingRange } from './cards';
import type { FilterFieldViews } from './filterFields';

export interface DescribeFilterOptions {
  /** Start with the count (`3 Fiend monsters`); without it the words say what fits (`Fiend monster(s)`). */
  readonly count?: boolean;
}

/**
 * Where a field's words stand: after the count (`face-up`), the Level/Rank/Link Rating first ("Rank 4 Xyz
 * Monster"), the other words, the noun, then what follows it ("with 2000 or more ATK", "except ...");
 * `alternative`: one of several monsters ("Level 2 monster(s) or Rank 2 monster(s)").
 */
type Slot = 'head' | 'rating' | 'word' | 'noun' | 'tail' | 'alternative';

interface Described {
  readonly slot: Slot;
  readonly words: readonly string[];
}

const NONE: Described = { slot: 'word', words: [] };
const at = (slot: Slot, words: readonly string[]): Described => ({ slot, words });
const capitalized = (word: string) => word[0].toUpperCase() + word.slice(1);
/** A field's words are alternatives: `LIGHT or DARK`, `Dragon or Warrior`. */
const alternatives = (words: readonly string[]): string[] => (words.length > 0 ? [words.join(' or ')] : []);

/** Each field's words and where they stand, in the order said within a slot. */
const DESCRIBED: FilterFieldViews<(filter: CardFilter) => Described> = {
  faceUp: (f) => at('head', f.faceUp ? ['face-up'] : []),
  levelMin: (f) => at('rating', f.levelMin !== undefined || f.levelMax !== undefined ? [rangeWords({ kind: 'level', min: f.levelMin, max: f.levelMax })] : []),
  levelMax: () => NONE, // with levelMin
  ranks: (f) => at('rating', f.ranks !== undefined ? [`Rank ${f.ranks.join(' or ')}`] : []),
  rank: (f) => at('rating', f.ranks === undefined && f.rank !== undefined ? [`Rank ${f.rank}`] : []),
  linkRating: (f) => at('rating', f.linkRating !== undefined ? [`Link-${f.linkRating}`] : []),
  ratingAlternatives: (f) => at('alternative', (f.ratingAlternatives ?? []).map(rangeWords)),
  attributes: (f) => at('word', alternatives(f.attributes.map((a) => a.toUpperCase()))),
  races: (f) => at('word', alternatives(f.races.map(capitalized))),
  tuner: (f) => at('word', f.tuner === true ? ['Tuner'] : f.tuner === false ? ['non-Tuner'] : []),
  frames: (f) => at('word', alternatives(f.frames.map(capitalized))),
  excluded: (f) =>
    at(
      'word',
      (f.excluded ?? []).map((x) => `non-${(ATTRIBUTES as readonly string[]).includes(x) ? x.toUpperCase() : capitalized(x)}`),
    ),
  properties: (f) => at('word', f.properties),
  pendulum: (f) => at('word', f.pendulum ? ['Pendulum'] : []),
  archetypes: (f) => at('word', f.archetypes ? [f.archetypes.map((a) => `"${a.value}"`).join(' or ')] : []),
  spellTrapKinds: (f) => at('word', f.spellTrapKinds ? [f.spellTrapKinds.map(kindWord).join(' or ')] : []),
  // A name keeps a Spell/Trap noun written with it: `1 "Pot of Greed" Spell(s)`.
  names: (f) => at('noun', f.names.length > 0 ? [f.names.map((n) => `"${n.value}"`).join(' or ')] : []),
  cardTypes: (f) =>
    at(
      'noun',
      f.cardTypes
        ? [f.cardTypes.map((type) => (type === 'spell' ? 'Spell(s)' : 'Trap(s)')).join('/')]
        : f.names.length === 0
          ? [f.anyCard ? 'card(s)' : 'monster(s)']
          : [],
    ),
  anyCard: () => NONE, // the noun, with cardTypes
  atkMin: (f) => at('tail', statWords(f.atkMin, f.atkMax, 'ATK')),
  atkMax: () => NONE, // with atkMin
  defMin: (f) => at('tail', statWords(f.defMin, f.defMax, 'DEF')),
  defMax: () => NONE, // with defMin
  levelApart: (f) => at('tail', f.levelApart !== undefined ? [`${f.levelApart} Levels apart from the card paid`] : []),
  excludedNames: (f) => at('tail', f.excludedNames && f.excludedNames.length > 0 ? [`except ${f.excludedNames.map((n) => `"${n.value}"`).join(' and ')}`] : []),
  excludedArchetypes: (f) =>
    at(
      'tail',
      f.excludedArchetypes && f.excludedArchetypes.length > 0 ? [`except ${f.excludedArchetypes.map((a) => `"${a.value}"`).join(' and ')} cards`] : [],
    ),
  orElse: () => NONE, // after the whole filter (describeFilter)
};
const DESCRIBED_FIELDS = Object.values(DESCRIBED);

/**
 * A filter in words, every part of it: `3 Fiend monster(s)`, `1 "Armed Dragon LV7"`,
 * `1 Level 2 monster(s) or Rank 2 monster(s)`. The engine's messages, the hover and the profile JSON read
 * it, so what a line is read as is said the same way everywhere.
 */
export function describeFilter(filter: CardFilter, options: DescribeFilterOptions = {}): string {
  const slots: Record<Slot, string[]> = { head: [], rating: [], word: [], noun: [], tail: [], alternative: [] };
  if (options.count !== false) {
    if (filter.count.exact) slots.head.push('exactly');
    slots.head.push(
      filter.count.max === null
        ? `${filter.count.min} or more`
        : filter.count.max !== filter.count.min
          ? `up to ${filter.count.max}`
          : String(filter.count.min),
    );
  }
  for (const described of DESCRIBED_FIELDS) {
    const { slot, words } = described(filter);
    slots[slot].push(...words);
  }
  const { head, rating, word, noun, tail, alternative } = slots;
  // `level 2 or rank 2`: each alternative is a monster of its own ("Level 2 monster(s) or Rank 2 monster(s)").
  const kinds = alternative.length > 0 ? alternative.map((range) => [range, ...word, ...noun].join(' ')).join(' or ') : [...rating, ...word, ...noun].join(' ');
  const described = [...head, kinds, ...tail].join(' ');
  // `1 Tuner monster(s) or 1 "Speedroid" monster(s)`: each alternative said whole.
  return [described, ...(filter.orElse ?? []).map((alternative) => describeFilter(alternative, options))].join(' or ');
}

/** `with 2000 or more ATK`, `with 0 DEF`, `with 1500 or less DEF`, `with 1000 or more and 2000 or less ATK`; none without a bound. */
function statWords(min: number | undefined, max: number | undefined, stat: 'ATK' | 'DEF'): string[] {
  if (min !== undefined && min === max) return [`with ${min} ${stat}`];
  if (min !== undefined && max !== undefined) return [`with ${min} or more and ${max} or less ${stat}`];
  if (min !== undefined) return [`with ${min} or more ${stat}`];
  if (max !== undefined) return [`with ${max} or less ${stat}`];
  return [];
}

/** `Quick-Play`, `Continuous`, `Normal`. */
function kindWord(kind: string): string {
  return kind === 'quick-play' ? 'Quick-Play' : kind[0].toUpperCase() + kind.slice(1);
}

/** `Level 2`, `Level 4 or lower`, `Rank 4 or higher`, `Link-2`. */
function rangeWords(range: RatingRange): string {
  const name = range.kind === 'level' ? 'Level ' : range.kind === 'rank' ? 'Rank ' : 'Link-';
  if (range.min !== undefined && range.min === range.max) return `${name}${range.min}`;
  if (range.max !== undefined) return `${name}${range.max} or lower`;
  return `${name}${range.min ?? 0} or higher`;
}
