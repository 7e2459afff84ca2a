import { ATTRIBUTES, type CardFilter, type RatingRange } from './cards';

export interface DescribeFilterOptions {
  /** Start with the count (`3 Fiend monsters`); without it the words say what fits (`Fiend monster(s)`). */
  readonly count?: boolean;
}

/**
 * A filter in words, every part of it: `3 Fiend monster(s)`, `1 "Armed Dragon LV7"`,
 * `1 Level 2 monster(s) or Rank 2 monster(s)`. The engine's messages, the hover and the profile JSON read
 * it, so what a line is read as is said the same way everywhere.
 */
export function describeFilter(filter: CardFilter, options: DescribeFilterOptions = {}): string {
  const head: string[] = [];
  if (options.count !== false) {
    if (filter.count.exact) head.push('exactly');
    head.push(
      filter.count.max === null
        ? `${filter.count.min} or more`
        : filter.count.max !== filter.count.min
          ? `up to ${filter.count.max}`
          : String(filter.count.min),
    );
  }
  if (filter.faceUp) head.push('face-up');
  // The Level, Rank and Link Rating come first, as printed ("Rank 4 Xyz Monster").
  const ratings: string[] = [];
  if (filter.levelMin !== undefined || filter.levelMax !== undefined) ratings.push(rangeWords({ kind: 'level', min: filter.levelMin, max: filter.levelMax }));
  if (filter.ranks !== undefined) ratings.push(`Rank ${filter.ranks.join(' or ')}`);
  else if (filter.rank !== undefined) ratings.push(`Rank ${filter.rank}`);
  if (filter.linkRating !== undefined) ratings.push(`Link-${filter.linkRating}`);
  const words: string[] = [];
  words.push(...filter.attributes.map((a) => a.toUpperCase()));
  words.push(...filter.races.map((r) => r[0].toUpperCase() + r.slice(1)));
  if (filter.tuner === true) words.push('Tuner');
  if (filter.tuner === false) words.push('non-Tuner');
  words.push(...filter.frames.map((f) => f[0].toUpperCase() + f.slice(1)));
  words.push(...(filter.excluded ?? []).map((x) => `non-${(ATTRIBUTES as readonly string[]).includes(x) ? x.toUpperCase() : x[0].toUpperCase() + x.slice(1)}`));
  words.push(...filter.properties);
  if (filter.pendulum) words.push('Pendulum');
  if (filter.archetypes) words.push(filter.archetypes.map((a) => `"${a.value}"`).join(' or '));
  const tail: string[] = [];
  tail.push(...statWords(filter.atkMin, filter.atkMax, 'ATK'), ...statWords(filter.defMin, filter.defMax, 'DEF'));
  if (filter.levelApart !== undefined) tail.push(`${filter.levelApart} Levels apart from the card paid`);
  if (filter.excludedNames && filter.excludedNames.length > 0) tail.push(`except ${filter.excludedNames.map((n) => `"${n.value}"`).join(' and ')}`);
  if (filter.excludedArchetypes && filter.excludedArchetypes.length > 0)
    tail.push(`except ${filter.excludedArchetypes.map((a) => `"${a.value}"`).join(' and ')} cards`);
  if (filter.spellTrapKinds) words.push(filter.spellTrapKinds.map(kindWord).join(' or '));
  const typeNoun = filter.cardTypes?.map((type) => (type === 'spell' ? 'Spell(s)' : 'Trap(s)')).join('/');
  // A name keeps a Spell/Trap noun written with it: `1 "Pot of Greed" Spell(s)`.
  const noun =
    filter.names.length > 0
      ? [filter.names.map((n) => `"${n.value}"`).join(' or '), ...(typeNoun ? [typeNoun] : [])].join(' ')
      : (typeNoun ?? (filter.anyCard ? 'card(s)' : 'monster(s)'));
  // `level 2 or rank 2`: each alternative is a monster of its own ("Level 2 monster(s) or Rank 2 monster(s)").
  const alternatives = filter.ratingAlternatives ?? [];
  const kinds =
    alternatives.length > 0 ? alternatives.map((range) => [rangeWords(range), ...words, noun].join(' ')).join(' or ') : [...ratings, ...words, noun].join(' ');
  return [...head, kinds, ...tail].join(' ');
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
