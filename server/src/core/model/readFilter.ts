import type { Token } from '../syntax/token';
import { ATTRIBUTES, type CardFilter, type Count, FRAMES, type Frame, type Located, type Material, RACES } from './cards';
import { closestInOrder } from '../analysis/didYouMean';
import { FILTER_KEYWORDS } from '../grammar/vocabulary';
import { describeToken, type LoweringContext, spanOfTokens } from './lowering';

const PROPERTY_WORDS = new Set(['normal-summonable', 'named-next-level', 'same-level-as-tributed']);
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
  const word = (offset = 0) => (tokens[i + offset]?.kind === 'word' ? tokens[i + offset].value : undefined);
  let exact = false;
  if (word() === 'exactly') {
    exact = true;
    i++;
  }
  let count: Count = { min: 1, max: 1, exact };
  if (tokens[i]?.kind === 'number') {
    const n = Number(tokens[i].value);
    i++;
    if (word() === 'or' && word(1) === 'more') {
      count = { min: n, max: null, exact: false };
      i += 2;
    } else if (word() === 'or' && (word(1) === 'fewer' || word(1) === 'less')) {
      count = { min: 0, max: n, exact: false };
      i += 2;
    } else {
      count = { min: n, max: n, exact };
    }
  }
  const attributes: string[] = [];
  const races: string[] = [];
  const frames: Frame[] = [];
  const names: Located<string>[] = [];
  const properties: string[] = [];
  let tuner: boolean | undefined;
  let levelMin: number | undefined;
  let levelMax: number | undefined;
  for (; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === 'string') {
      names.push({ value: token.value, span: { start: token.start, end: token.end } });
      continue;
    }
    if (token.kind === 'word') {
      const value = token.value;
      if (value === 'level' && tokens[i + 1]?.kind === 'number') {
        const level = Number(tokens[i + 1].value);
        i++;
        if (word(1) === 'or' && (word(2) === 'lower' || word(2) === 'less')) {
          levelMax = level;
          i += 2;
        } else if (word(1) === 'or' && (word(2) === 'higher' || word(2) === 'more')) {
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
      else if (ATTRIBUTE_SET.has(value)) attributes.push(value);
      else if (RACE_SET.has(value)) races.push(value);
      else if ((FRAMES as readonly string[]).includes(value)) frames.push(value as Frame);
      else if (PROPERTY_WORDS.has(value)) properties.push(value);
      else if (!NOUNS.has(value) && value !== 'and' && value !== 'or') {
        const near = closestInOrder(value, FILTER_VOCABULARY);
        const fixes = near ? [{ title: `Change '${token.text}' to '${near.word}'`, edits: [{ uri: context.uri, span: { start: token.start, end: token.end }, newText: near.word }], preferred: near.unique }] : [];
        const didYouMean = near ? ` Did you mean '${near.word}'?` : '';
        context.report(token, 'CS0117', `Unknown filter word ${describeToken(token)}: expected an attribute, a race, a frame, tuner/non-tuner, "level N", a quoted card name or "monster(s)".${didYouMean}`, 'error', fixes);
      }
      continue;
    }
    context.report(token, 'CS0117', `Unexpected ${describeToken(token)} in a card filter.`);
  }
  const span = tokens.length > 0 ? spanOfTokens(tokens) : { start: 0, end: 0 };
  const filter: CardFilter = { span, count, attributes, races, frames, names, properties };
  return {
    ...filter,
    ...(tuner === undefined ? {} : { tuner }),
    ...(levelMin === undefined ? {} : { levelMin }),
    ...(levelMax === undefined ? {} : { levelMax }),
  };
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
