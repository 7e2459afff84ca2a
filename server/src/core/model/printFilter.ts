import type { CardFilter, Count, RatingRange } from './cards';
import type { FilterFieldViews } from './filterFields';

/** How a printed filter starts: with its count always, only when it is not the default 1, or never. */
type PrintedCount = 'always' | 'unlessOne' | 'never';

/**
 * A string literal whose value is `text`: `\` and `"` escaped, and the line breaks and tabs a string's
 * value can hold (the lexer's `\n`, `\r`, `\t`) written as escapes, so the literal stays on one line.
 */
export function printString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}"`;
}

/** The list's words joined with `or` (lists are alternatives), or none. */
const list = (items: readonly string[]): string[] => (items.length > 0 ? [items.join(' or ')] : []);
const isOne = (filter: CardFilter) => filter.count.min === 1 && filter.count.max === 1;

/** Each field's words, in the order printed (readFilter reads them in any order; the noun and `except` come last). */
const PRINTED: FilterFieldViews<(filter: CardFilter) => readonly string[]> = {
  faceUp: (f) => (f.faceUp ? ['face-up'] : []),
  levelMin: (f) => (f.levelMin !== undefined || f.levelMax !== undefined ? [rangeWords({ kind: 'level', min: f.levelMin, max: f.levelMax })] : []),
  levelMax: () => [], // with levelMin
  ranks: (f) => (f.ranks !== undefined ? [`rank ${f.ranks.join(' or ')}`] : []),
  rank: (f) => (f.ranks === undefined && f.rank !== undefined ? [`rank ${f.rank}`] : []),
  linkRating: (f) => (f.linkRating !== undefined ? [`link ${f.linkRating}`] : []),
  ratingAlternatives: (f) => (f.ratingAlternatives ? [f.ratingAlternatives.map(rangeWords).join(' or ')] : []),
  levelApart: (f) => (f.levelApart !== undefined ? [`level ${f.levelApart} apart`] : []),
  attributes: (f) => list(f.attributes),
  races: (f) => list(f.races),
  tuner: (f) => (f.tuner === true ? ['tuner'] : f.tuner === false ? ['non-tuner'] : []),
  pendulum: (f) => (f.pendulum ? ['pendulum'] : []),
  frames: (f) => list(f.frames),
  // All of them apply (`non-link non-dragon`): not joined with `or`, which joins alternatives.
  excluded: (f) => (f.excluded ?? []).map((word) => `non-${word}`),
  properties: (f) => f.properties,
  archetypes: (f) => list((f.archetypes ?? []).map((a) => `archetype ${printString(a.value)}`)),
  atkMin: (f) => statWords('atk', f.atkMin, f.atkMax),
  atkMax: () => [], // with atkMin
  defMin: (f) => statWords('def', f.defMin, f.defMax),
  defMax: () => [], // with defMin
  spellTrapKinds: (f) => list(f.spellTrapKinds ?? []),
  names: (f) => list(f.names.map((n) => printString(n.value))),
  // A name is its own noun (`1 "Armed Dragon LV7"`); otherwise the noun says monsters only, Spells/Traps or any card.
  cardTypes: (f) =>
    f.cardTypes
      ? [f.cardTypes.map((type) => (isOne(f) ? type : `${type}s`)).join('/')]
      : f.anyCard
        ? [isOne(f) ? 'card' : 'cards']
        : f.names.length === 0
          ? [isOne(f) ? 'monster' : 'monsters']
          : [],
  anyCard: () => [], // the noun, with cardTypes
  excludedNames: (f) => (f.excludedNames ?? []).map((name) => `except ${printString(name.value)}`),
  excludedArchetypes: (f) => (f.excludedArchetypes ?? []).map((archetype) => `except archetype ${printString(archetype.value)}`),
  // Each alternative with its count: the count after `or` is what starts another filter.
  orElse: (f) => (f.orElse ?? []).map((alternative) => `or ${printFilter(alternative)}`),
};
const PRINTED_FIELDS = Object.values(PRINTED);

/**
 * A filter written back in the language's words: a line that readFilter lowers to the same filter
 * (`2 level 4 or lower dark or light monsters`). Lists are alternatives, so they print joined with `or`.
 */
export function printFilter(filter: CardFilter, count: PrintedCount = 'always'): string {
  const words: string[] = [];
  const printedCount = countWords(filter.count);
  if (count === 'always' || (count === 'unlessOne' && printedCount !== '1')) words.push(printedCount);
  for (const printed of PRINTED_FIELDS) words.push(...printed(filter));
  return words.join(' ');
}

/** `atk 1500`, `def 2000 or more`, `def 1000 or less`; none without a bound. */
function statWords(stat: 'atk' | 'def', min: number | undefined, max: number | undefined): string[] {
  if (min !== undefined && min === max) return [`${stat} ${min}`];
  return [...(min !== undefined ? [`${stat} ${min} or more`] : []), ...(max !== undefined ? [`${stat} ${max} or less`] : [])];
}

/** The count as written: `1`, `exactly 2`, `1 or more`, `2 or fewer`. */
export function countWords(count: Count): string {
  if (count.exact) return `exactly ${count.min}`;
  if (count.max === null) return `${count.min} or more`;
  if (count.min !== count.max) return `${count.max} or fewer`;
  return String(count.min);
}

/** `level 4`, `level 4 or lower`, `rank 4 or higher`, `link 2`. */
function rangeWords(range: RatingRange): string {
  if (range.min !== undefined && range.min === range.max) return `${range.kind} ${range.min}`;
  if (range.max !== undefined) return `${range.kind} ${range.max} or lower`;
  return `${range.kind} ${range.min ?? 0} or higher`;
}
