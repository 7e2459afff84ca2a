import type { CardFilter, Count, RatingRange } from './cards';

/** How a printed filter starts: with its count always, only when it is not the default 1, or never. */
type PrintedCount = 'always' | 'unlessOne' | 'never';

/**
 * A string literal whose value is `text`: `\` and `"` escaped, and the line breaks and tabs a string's
 * value can hold (the lexer's `\n`, `\r`, `\t`) written as escapes, so the literal stays on one line.
 */
export function printString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}"`;
}

/**
 * A filter written back in the language's words: a line that readFilter lowers to the same filter
 * (`2 level 4 or lower dark or light monsters`). Lists are alternatives, so they print joined with `or`.
 */
export function printFilter(filter: CardFilter, count: PrintedCount = 'always'): string {
  const words: string[] = [];
  const printedCount = countWords(filter.count);
  if (count === 'always' || (count === 'unlessOne' && printedCount !== '1')) words.push(printedCount);
  if (filter.faceUp) words.push('face-up');
  if (filter.levelMin !== undefined || filter.levelMax !== undefined) words.push(rangeWords({ kind: 'level', min: filter.levelMin, max: filter.levelMax }));
  if (filter.ranks !== undefined) words.push(`rank ${filter.ranks.join(' or ')}`);
  else if (filter.rank !== undefined) words.push(`rank ${filter.rank}`);
  if (filter.linkRating !== undefined) words.push(`link ${filter.linkRating}`);
  if (filter.ratingAlternatives) words.push(filter.ratingAlternatives.map(rangeWords).join(' or '));
  if (filter.levelApart !== undefined) words.push(`level ${filter.levelApart} apart`);
  pushList(words, filter.attributes);
  pushList(words, filter.races);
  if (filter.tuner === true) words.push('tuner');
  if (filter.tuner === false) words.push('non-tuner');
  if (filter.pendulum) words.push('pendulum');
  pushList(words, filter.frames);
  pushList(
    words,
    (filter.excluded ?? []).map((word) => `non-${word}`),
  );
  words.push(...filter.properties);
  pushList(
    words,
    (filter.archetypes ?? []).map((a) => `archetype ${printString(a.value)}`),
  );
  words.push(...statWords('atk', filter.atkMin, filter.atkMax), ...statWords('def', filter.defMin, filter.defMax));
  pushList(words, filter.spellTrapKinds ?? []);
  pushList(
    words,
    filter.names.map((n) => printString(n.value)),
  );
  // A name is its own noun (`1 "Armed Dragon LV7"`); otherwise the noun says monsters only, Spells/Traps or any card.
  const one = filter.count.min === 1 && filter.count.max === 1;
  if (filter.cardTypes) words.push(filter.cardTypes.map((type) => (one ? type : `${type}s`)).join('/'));
  else if (filter.anyCard) words.push(filter.count.min === 1 && filter.count.max === 1 ? 'card' : 'cards');
  else if (filter.names.length === 0) words.push(filter.count.min === 1 && filter.count.max === 1 ? 'monster' : 'monsters');
  for (const name of filter.excludedNames ?? []) words.push(`except ${printString(name.value)}`);
  for (const archetype of filter.excludedArchetypes ?? []) words.push(`except archetype ${printString(archetype.value)}`);
  return words.join(' ');
}

/** `atk 1500`, `def 2000 or more`, `def 1000 or less`; none without a bound. */
function statWords(stat: 'atk' | 'def', min: number | undefined, max: number | undefined): string[] {
  if (min !== undefined && min === max) return [`${stat} ${min}`];
  return [...(min !== undefined ? [`${stat} ${min} or more`] : []), ...(max !== undefined ? [`${stat} ${max} or less`] : [])];
}

function countWords(count: Count): string {
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

function pushList(words: string[], list: readonly string[]): void {
  if (list.length > 0) words.push(list.join(' or '));
}
