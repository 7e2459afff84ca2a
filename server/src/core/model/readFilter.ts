import type { Token } from '../syntax/token';
import { ATTRIBUTES, type CardFilter, type Count, FRAMES, type Frame, type Located, type Material, type MaterialConditions, RACES } from './cards';
import { closestInOrder } from '../analysis/didYouMean';
import { FILTER_KEYWORDS } from '../grammar/vocabulary';
import { spanFrom } from '../syntax/anchor';
import { describeToken, type LoweringContext, spanOfTokens } from './lowering';
import { EMPTY_LIST } from './emptyList';

const PROPERTY_WORDS = new Set([
  'normal-summonable', 'named-next-level', 'same-level-as-tributed', 'tribute-summoned',
  // Issue 9: "a Normal Summoned monster", "a Normal Summoned/Set monster", "in the Extra Monster Zone", "the same Level as the card paid".
  'normal-summoned', 'normal-summoned-or-set', 'in-extra-monster-zone', 'same-level-as-cost',
]);
const NOUNS = new Set(['monster', 'monsters', 'card', 'cards']);
const ATTRIBUTE_SET: ReadonlySet<string> = new Set(ATTRIBUTES);
const RACE_SET: ReadonlySet<string> = new Set(RACES);
/** What a misspelt filter word is compared with. */
const FILTER_VOCABULARY: readonly string[] = [...ATTRIBUTES, ...RACES, ...FRAMES, ...FILTER_KEYWORDS];

/**
 * Reads a count filter: `3 Fiend monsters`, `exactly 3 DARK monsters`, `1 "Armed Dragon LV7"`,
 * `1 or more non-tuner monsters`, `1 level 5 or lower fusion monster` (docs/language.md).
 * A filter without a leading count means 1. Unknown words are reported, never thrown.
 */
export function readFilter(tokens: readonly Token[], context: LoweringContext): CardFilter {
  let i = 0;
  let exact = false;
  if (wordAt(tokens, i) === 'exactly') {
    exact = true;
    i++;
  }
  let count: Count = { min: 1, max: 1, exact };
  if (tokens[i]?.kind === 'number') {
    const n = Number(tokens[i].value);
    i++;
    if (wordAt(tokens, i) === 'or' && wordAt(tokens, i + 1) === 'more') {
      count = { min: n, max: null, exact: false };
      i += 2;
    } else if (wordAt(tokens, i) === 'or' && (wordAt(tokens, i + 1) === 'fewer' || wordAt(tokens, i + 1) === 'less')) {
      count = { min: 0, max: n, exact: false };
      i += 2;
    } else {
      count = { min: n, max: n, exact };
    }
  }
  // Every list is made by its first entry: most filters have one or two of them (`2 level 4 monsters` none).
  let attributes: string[] | undefined;
  let races: string[] | undefined;
  let frames: Frame[] | undefined;
  let names: Located<string>[] | undefined;
  let properties: string[] | undefined;
  let tuner: boolean | undefined;
  let levelMin: number | undefined;
  let levelMax: number | undefined;
  let rank: number | undefined;
  let linkRating: number | undefined;
  let pendulum: boolean | undefined;
  let archetypes: Located<string>[] | undefined;
  let excludedNames: Located<string>[] | undefined;
  let excludedArchetypes: Located<string>[] | undefined;
  let excluded: string[] | undefined;
  let ranks: number[] | undefined;
  let faceUp: boolean | undefined;
  let atkMin: number | undefined;
  let atkMax: number | undefined;
  let levelApart: number | undefined;
  for (; i < tokens.length; i++) {
    const token = tokens[i];
    // `except "X"` / `other than "X"` (issue 9): a name the filter leaves out.
    if (token.kind === 'word' && (token.value === 'except' || (token.value === 'other' && tokens[i + 1]?.kind === 'word' && tokens[i + 1].value === 'than'))) {
      const at = token.value === 'except' ? i + 1 : i + 2;
      const next = tokens[at];
      const archetypeName = next?.kind === 'word' && next.value === 'archetype' ? tokens[at + 1] : undefined;
      if (archetypeName?.kind === 'string') {
        // `except archetype "Number"`: "except "Number" monsters" (issue 9).
        (excludedArchetypes ??= []).push({ value: archetypeName.value, span: spanFrom(archetypeName) });
        i = at + 1;
      } else if (next?.kind === 'string') {
        (excludedNames ??= []).push({ value: next.value, span: spanFrom(next) });
        i = at;
      } else {
        context.report(token, 'CS0117', `Expected a card name in quotes after '${token.value === 'except' ? 'except' : 'other than'}', found ${describeToken(next)}.`);
      }
      continue;
    }
    if (token.kind === 'word' && token.value === 'archetype') {
      const next = tokens[i + 1];
      if (next?.kind === 'string') {
        (archetypes ??= []).push({ value: next.value, span: spanFrom(next) });
        i++;
      } else {
        context.report(token, 'CS0117', `Expected an archetype name in quotes after 'archetype', found ${describeToken(next)}.`);
      }
      continue;
    }
    if (token.kind === 'word' && (token.value === 'rank' || token.value === 'link') && tokens[i + 1]?.kind === 'number') {
      if (token.value === 'rank') rank = Number(tokens[i + 1].value);
      else linkRating = Number(tokens[i + 1].value);
      i++;
      // `rank 5 or 6` (issue 9): alternative Ranks.
      while (token.value === 'rank' && wordAt(tokens, i + 1) === 'or' && tokens[i + 2]?.kind === 'number') {
        (ranks ??= []).push(Number(tokens[i + 2].value));
        i += 2;
      }
      continue;
    }
    // `atk 2000 or more` / `atk 1000 or less` (also after `with`): "with 2000 or more ATK" (issue 9).
    if (token.kind === 'word' && token.value === 'with' && wordAt(tokens, i + 1) === 'atk') continue;
    if (token.kind === 'word' && token.value === 'atk' && tokens[i + 1]?.kind === 'number') {
      const amount = Number(tokens[i + 1].value);
      i++;
      if (wordAt(tokens, i + 1) === 'or' && (wordAt(tokens, i + 2) === 'more' || wordAt(tokens, i + 2) === 'higher')) {
        atkMin = amount;
        i += 2;
      } else if (wordAt(tokens, i + 1) === 'or' && (wordAt(tokens, i + 2) === 'less' || wordAt(tokens, i + 2) === 'lower' || wordAt(tokens, i + 2) === 'fewer')) {
        atkMax = amount;
        i += 2;
      } else {
        atkMin = amount;
        atkMax = amount;
      }
      continue;
    }
    if (token.kind === 'word' && token.value === 'pendulum') {
      pendulum = true;
      continue;
    }
    if (token.kind === 'string') {
      (names ??= []).push({ value: token.value, span: spanFrom(token) });
      continue;
    }
    if (token.kind === 'word') {
      const value = token.value;
      if (value === 'level' && tokens[i + 1]?.kind === 'number') {
        const level = Number(tokens[i + 1].value);
        i++;
        // `level 8 apart`: its Level differs by exactly 8 from a card paid before it (issue 9).
        if (wordAt(tokens, i + 1) === 'apart') {
          levelApart = level;
          i++;
          continue;
        }
        if (wordAt(tokens, i + 1) === 'or' && (wordAt(tokens, i + 2) === 'lower' || wordAt(tokens, i + 2) === 'less')) {
          levelMax = level;
          i += 2;
        } else if (wordAt(tokens, i + 1) === 'or' && (wordAt(tokens, i + 2) === 'higher' || wordAt(tokens, i + 2) === 'more')) {
          levelMin = level;
          i += 2;
        } else {
          levelMin = level;
          levelMax = level;
        }
        continue;
      }
      if (value === 'tuner' || value === 'tuners') tuner = true;
      else if (value === 'non-tuner' || value === 'non-tuners') tuner = false;
      else if (value === 'face-up') faceUp = true;
      else if (value.startsWith('non-') && (ATTRIBUTE_SET.has(value.slice(4)) || RACE_SET.has(value.slice(4)) || (FRAMES as readonly string[]).includes(value.slice(4)))) {
        // `non-link`, `non-FIRE`, `non-Dragon` (issue 9): what the card must not be.
        (excluded ??= []).push(value.slice(4));
      }
      else if (ATTRIBUTE_SET.has(value)) (attributes ??= []).push(value);
      else if (RACE_SET.has(value)) (races ??= []).push(value);
      else if ((FRAMES as readonly string[]).includes(value)) (frames ??= []).push(value as Frame);
      else if (PROPERTY_WORDS.has(value)) (properties ??= []).push(value);
      else if (!NOUNS.has(value) && value !== 'and' && value !== 'or') {
        const near = closestInOrder(value, FILTER_VOCABULARY);
        const fixes = near ? [{ title: `Change '${token.text}' to '${near.word}'`, edits: [{ uri: context.uri, span: spanFrom(token), newText: near.word }], preferred: near.unique }] : [];
        const didYouMean = near ? ` Did you mean '${near.word}'?` : '';
        context.report(token, 'CS0117', `Unknown filter word ${describeToken(token)}: expected an attribute, a race, a frame, tuner/non-tuner, "level N", a quoted card name or "monster(s)".${didYouMean}`, 'error', fixes);
      }
      continue;
    }
    context.report(token, 'CS0117', `Unexpected ${describeToken(token)} in a card filter.`);
  }
  const span = tokens.length > 0 ? spanOfTokens(tokens) : { start: 0, end: 0 };
  // Optional fields set on the object, not spread into a new one (model/withFields.ts: a literal that spreads
  // an object and then adds fields gets a hidden class of its own for every filter it makes).
  // The lists a filter always has share one empty list where it has no entry (lists are read, never grown).
  const filter: { -readonly [K in keyof CardFilter]: CardFilter[K] } = {
    span, count, attributes: attributes ?? EMPTY_LIST, races: races ?? EMPTY_LIST, frames: frames ?? EMPTY_LIST, names: names ?? EMPTY_LIST, properties: properties ?? EMPTY_LIST,
  };
  if (archetypes) filter.archetypes = archetypes;
  if (excludedNames) filter.excludedNames = excludedNames;
  if (excluded) filter.excluded = excluded;
  if (excludedArchetypes) filter.excludedArchetypes = excludedArchetypes;
  if (ranks) filter.ranks = [rank!, ...ranks];
  if (atkMin !== undefined) filter.atkMin = atkMin;
  if (atkMax !== undefined) filter.atkMax = atkMax;
  if (levelApart !== undefined) filter.levelApart = levelApart;
  if (faceUp) filter.faceUp = faceUp;
  if (rank !== undefined) filter.rank = rank;
  if (linkRating !== undefined) filter.linkRating = linkRating;
  if (pendulum !== undefined) filter.pendulum = pendulum;
  if (tuner !== undefined) filter.tuner = tuner;
  if (levelMin !== undefined) filter.levelMin = levelMin;
  if (levelMax !== undefined) filter.levelMax = levelMax;
  return filter;
}

/** The word at `index` of `tokens` (lower-cased), or undefined for any other part or past the end. */
function wordAt(tokens: readonly Token[], index: number): string | undefined {
  const token = tokens[index];
  return token !== undefined && token.kind === 'word' ? token.value : undefined;
}

const DIFFERENT_WORDS: Readonly<Record<string, 'name' | 'attribute' | 'race'>> = {
  names: 'name', name: 'name', attributes: 'attribute', attribute: 'attribute', races: 'race', race: 'race', types: 'race', type: 'race',
};
const SAME_WORDS: Readonly<Record<string, 'rank' | 'level' | 'attribute' | 'race'>> = {
  rank: 'rank', level: 'level', attribute: 'attribute', race: 'race', type: 'race',
};

/**
 * Reads a material line with its optional requirements: `2 or more effect monsters including 1 tuner`,
 * `2 monsters with different names`, `2 xyz monsters with same rank` (docs/language.md).
 */
export function readMaterialLine(tokens: readonly Token[], context: LoweringContext): { materials: Material[]; conditions?: MaterialConditions } {
  const cut = tokens.findIndex((t, i) => t.kind === 'word' && (t.value === 'including' || (t.value === 'with' && !(tokens[i + 1]?.kind === 'word' && tokens[i + 1].value === 'atk'))));
  if (cut < 0) return { materials: readMaterials(tokens, context) };
  const materials = readMaterials(tokens.slice(0, cut), context);
  const including: CardFilter[] = [];
  const different: ('name' | 'attribute' | 'race')[] = [];
  const same: ('rank' | 'level' | 'attribute' | 'race')[] = [];
  let i = cut;
  while (i < tokens.length) {
    const token = tokens[i];
    if (token.kind === 'word' && token.value === 'including') {
      let end = i + 1;
      const endsFilter = (at: number) => tokens[at].kind === 'word' && (tokens[at].value === 'including' || (tokens[at].value === 'with' && tokens[at + 1]?.value !== 'atk'));
      while (end < tokens.length && !endsFilter(end)) end++;
      if (end === i + 1) context.report(token, 'CS0117', "Expected a filter after 'including' (e.g. 'including 1 tuner').");
      else including.push(readFilter(tokens.slice(i + 1, end), context));
      i = end;
      continue;
    }
    if (token.kind === 'word' && token.value === 'with') {
      const mode = tokens[i + 1]?.kind === 'word' ? tokens[i + 1].value : undefined;
      const what = tokens[i + 2]?.kind === 'word' ? tokens[i + 2].value : undefined;
      if (mode === 'different' && what && DIFFERENT_WORDS[what]) different.push(DIFFERENT_WORDS[what]);
      else if ((mode === 'same' || mode === 'the') && (what === 'same' ? tokens[i + 3]?.value : what) !== undefined) {
        const word = what === 'same' ? tokens[i + 3]?.value ?? '' : what ?? '';
        const key = SAME_WORDS[word];
        if (key) same.push(key);
        else context.report(token, 'CS0117', `Expected 'with same rank / level / attribute / race', found '${word}'.`);
        if (what === 'same') i++;
      } else {
        context.report(token, 'CS0117', "Expected 'with different names / attributes / races' or 'with same rank / level / attribute / race'.");
      }
      i += 3;
      continue;
    }
    context.report(token, 'CS0117', `Unexpected ${describeToken(token)} after the material requirements.`);
    i++;
  }
  return { materials, conditions: { including, different, same } };
}

/** Reads `"A" + "B" + 1 FIRE monster`: materials separated by `+` (or `,`). */
export function readMaterials(tokens: readonly Token[], context: LoweringContext): Material[] {
  const materials: Material[] = [];
  let current: Token[] = [];
  const flush = (separator?: Token) => {
    if (current.length > 0) materials.push(readFilter(current, context));
    else if (separator) context.report(separator, 'CS0117', `Expected a material before ${describeToken(separator)}.`);
    current = [];
  };
  for (const token of tokens) {
    if (token.kind === '+' || token.kind === ',') flush(token);
    else current.push(token);
  }
  flush();
  return materials;
}
