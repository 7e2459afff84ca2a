import type { Token } from '../syntax/token';
import {
  ATTRIBUTES,
  type CardFilter,
  type Count,
  FRAMES,
  type Frame,
  type Located,
  type Material,
  type MaterialConditions,
  RACES,
  type RatingRange,
  SPELL_KINDS,
  type SpellKind,
  type SpellTrapType,
  TRAP_KINDS,
  type TrapKind,
} from '../model/cards';
import { closestInOrder } from '../text/didYouMean';
import { FILTER_KEYWORDS } from './vocabulary';
import { spanFrom } from '../syntax/anchor';
import { describeToken, type LoweringContext, spanOfTokens } from '../model/lowering';
import { EMPTY_LIST } from '../model/emptyList';
import { filterAlternatives } from '../model/filterFields';
import { countWords } from '../model/printFilter';
import { type RatingGroupAt, reportExactlyWithBound, reportReplaced, reportSeparateRatings, type TokenRun } from '../model/filterAmbiguities';

const PROPERTY_WORDS = new Set([
  'normal-summonable',
  'named-next-level',
  'same-level-as-tributed',
  'tribute-summoned',
  // Modern filters: "a Normal Summoned monster", "a Normal Summoned/Set monster", "in the Extra Monster Zone", "the same Level as the card paid".
  'normal-summoned',
  'normal-summoned-or-set',
  'in-extra-monster-zone',
  'same-level-as-cost',
]);
const NOUNS = new Set(['monster', 'monsters', 'card', 'cards']);
/** The Spell/Trap nouns and the card types each names ("1 Spell/Trap": either). */
const SPELL_TRAP_NOUNS: Readonly<Record<string, readonly SpellTrapType[]>> = {
  spell: ['spell'],
  spells: ['spell'],
  trap: ['trap'],
  traps: ['trap'],
  'spell/trap': ['spell', 'trap'],
  'spells/traps': ['spell', 'trap'],
};
/** The Spell/Trap kind words that are no monster frame (`normal` and `ritual` are both, read by the noun). */
const KIND_WORDS: ReadonlySet<string> = new Set(['continuous', 'quick-play', 'equip', 'field', 'counter']);
const KIND_TYPES: Readonly<Record<SpellTrapType, readonly string[]>> = { spell: SPELL_KINDS, trap: TRAP_KINDS };
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
      if (exact) reportExactlyWithBound(tokens, { start: 0, next: i }, context);
    } else if (wordAt(tokens, i) === 'or' && (wordAt(tokens, i + 1) === 'fewer' || wordAt(tokens, i + 1) === 'less')) {
      count = { min: 0, max: n, exact: false };
      i += 2;
      if (exact) reportExactlyWithBound(tokens, { start: 0, next: i }, context);
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
  let ranks: readonly number[] | undefined;
  let faceUp: boolean | undefined;
  const atk: StatBounds = {};
  const def: StatBounds = {};
  let cardTypes: SpellTrapType[] | undefined;
  // The kind words and frame words read, with their tokens: a Spell/Trap noun reads `normal` and `ritual` as kinds.
  let kindTokens: Token[] | undefined;
  let frameTokens: Token[] | undefined;
  // The words that describe monsters only (a Level, an Attribute, ATK, `monster`): with a Spell/Trap noun they are reported.
  let monsterOnly: TokenRun[] | undefined;
  let levelApart: number | undefined;
  let alternatives: readonly RatingRange[] | undefined;
  let anyCard = false;
  // The rating groups that set a field each (not a list of alternatives): two of them are read as both.
  let separateRatings: RatingGroupAt[] | undefined;
  // Where tuner/non-tuner was last written: a second one replaces the first.
  let tunerAt: TokenRun | undefined;
  let orElse: CardFilter[] | undefined;
  let end = tokens.length;
  for (; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === 'word' && token.value === 'or') {
      // `1 tuner or 1 archetype "Speedroid" monster`: the rest is another filter the card may fit instead.
      if (startsAlternative(tokens, i)) {
        const alternative = readFilter(tokens.slice(i + 1), context);
        if (!sameCount(alternative.count, count)) reportOtherCount(tokens, i + 1, count, context);
        const { orElse: further, ...first } = alternative;
        orElse = [first, ...(further ?? [])];
        end = i;
        break;
      }
      reportOrAcrossFields(tokens, i, count, context);
      continue;
    }
    // `except "X"` / `other than "X"`: a name the filter leaves out.
    if (token.kind === 'word' && (token.value === 'except' || (token.value === 'other' && tokens[i + 1]?.kind === 'word' && tokens[i + 1].value === 'than'))) {
      const at = token.value === 'except' ? i + 1 : i + 2;
      const next = tokens[at];
      const archetypeName = next?.kind === 'word' && next.value === 'archetype' ? tokens[at + 1] : undefined;
      if (archetypeName?.kind === 'string') {
        // `except archetype "Number"`: "except "Number" monsters".
        (excludedArchetypes ??= []).push({ value: archetypeName.value, span: spanFrom(archetypeName) });
        i = at + 1;
      } else if (next?.kind === 'string') {
        (excludedNames ??= []).push({ value: next.value, span: spanFrom(next) });
        i = at;
      } else {
        context.report(
          token,
          'CS0117',
          `Expected a card name in quotes after '${token.value === 'except' ? 'except' : 'other than'}', found ${describeToken(next)}.`,
        );
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
    // `level 2`, `rank 4`, `link 2`, and alternatives joined by `or` or a slash: `level 2 or rank 2`, `level/rank 2`.
    const rating = readRatingGroup(tokens, i, context);
    if (rating) {
      const start = i;
      (monsterOnly ??= []).push({ start, next: rating.next });
      i = rating.next - 1;
      if (rating.apart !== undefined) levelApart = rating.apart;
      else if (rating.ranges.length > 1 || (rating.ranges[0].kind !== 'level' && rating.ranges[0].min !== rating.ranges[0].max)) {
        // Several alternatives, or a Rank or Link Rating range (`rank 4 or lower`).
        if (alternatives)
          context.report(token, 'CS0117', "A filter takes one list of Level/Rank/Link alternatives: join them all with 'or' ('level 2 or rank 2 or link 2').");
        alternatives = rating.ranges;
        (separateRatings ??= []).push({ kind: rating.ranges[0].kind, alternatives: true, start, next: rating.next });
      } else {
        const range = rating.ranges[0];
        (separateRatings ??= []).push({ kind: range.kind, alternatives: false, start, next: rating.next });
        if (range.kind === 'level') {
          levelMin = range.min;
          levelMax = range.max;
        } else if (range.kind === 'link') linkRating = range.min;
        else if (rating.ranks) {
          // `rank 5 or 6`: alternative Ranks.
          rank = rating.ranks[0];
          ranks = rating.ranks.slice(1);
        } else rank = range.min;
      }
      continue;
    }
    // `atk 2000 or more` / `def 1000 or less` / `atk 1500` (also after `with`): "with 2000 or more ATK", "with 0 DEF".
    if (token.kind === 'word' && token.value === 'with' && (wordAt(tokens, i + 1) === 'atk' || wordAt(tokens, i + 1) === 'def')) continue;
    if (token.kind === 'word' && (token.value === 'atk' || token.value === 'def') && tokens[i + 1]?.kind === 'number') {
      const next = readStatBound(tokens, i, token.value === 'atk' ? atk : def, context);
      (monsterOnly ??= []).push({ start: i, next });
      i = next - 1;
      continue;
    }
    if (token.kind === 'word' && token.value === 'pendulum') {
      pendulum = true;
      (monsterOnly ??= []).push({ start: i, next: i + 1 });
      continue;
    }
    if (token.kind === 'string') {
      (names ??= []).push({ value: token.value, span: spanFrom(token) });
      continue;
    }
    if (token.kind === 'word') {
      const value = token.value;
      if (value === 'tuner' || value === 'tuners' || value === 'non-tuner' || value === 'non-tuners') {
        const isTuner = !value.startsWith('non-');
        if (tunerAt && tuner !== isTuner) reportReplaced(tokens, tunerAt, { start: i, next: i + 1 }, context);
        tuner = isTuner;
        tunerAt = { start: i, next: i + 1 };
        (monsterOnly ??= []).push(tunerAt);
      } else if (value === 'face-up') faceUp = true;
      else if (
        value.startsWith('non-') &&
        (ATTRIBUTE_SET.has(value.slice(4)) || RACE_SET.has(value.slice(4)) || (FRAMES as readonly string[]).includes(value.slice(4)))
      ) {
        // `non-link`, `non-FIRE`, `non-Dragon`: what the card must not be.
        (excluded ??= []).push(value.slice(4));
        (monsterOnly ??= []).push({ start: i, next: i + 1 });
      } else if (ATTRIBUTE_SET.has(value) || RACE_SET.has(value)) {
        if (ATTRIBUTE_SET.has(value)) (attributes ??= []).push(value);
        else (races ??= []).push(value);
        (monsterOnly ??= []).push({ start: i, next: i + 1 });
      } else if ((FRAMES as readonly string[]).includes(value)) {
        (frames ??= []).push(value as Frame);
        (frameTokens ??= []).push(token);
      } else if (KIND_WORDS.has(value)) (kindTokens ??= []).push(token);
      else if (SPELL_TRAP_NOUNS[value]) {
        for (const type of SPELL_TRAP_NOUNS[value]) if (!(cardTypes ??= []).includes(type)) cardTypes.push(type);
      } else if (PROPERTY_WORDS.has(value)) {
        (properties ??= []).push(value);
        (monsterOnly ??= []).push({ start: i, next: i + 1 });
      } else if (value === 'card' || value === 'cards') anyCard = true;
      else if (value === 'monster' || value === 'monsters') (monsterOnly ??= []).push({ start: i, next: i + 1 });
      else if (!NOUNS.has(value) && value !== 'and' && value !== 'or') {
        const near = closestInOrder(value, FILTER_VOCABULARY);
        const fixes = near
          ? [
              {
                title: `Change '${token.text}' to '${near.word}'`,
                edits: [{ uri: context.uri, span: spanFrom(token), newText: near.word }],
                preferred: near.unique,
              },
            ]
          : [];
        const didYouMean = near ? ` Did you mean '${near.word}'?` : '';
        context.report(
          token,
          'CS0117',
          `Unknown filter word ${describeToken(token)}: expected an attribute, a race, a frame, tuner/non-tuner, "level N", a quoted card name, "monster(s)" or "spell/trap".${didYouMean}`,
          'error',
          fixes,
        );
      }
      continue;
    }
    if (token.kind === 'number' && wordAt(tokens, i - 1) === 'and') {
      // "1 LIGHT and 1 DARK monster": two counted filters, which one line cannot hold.
      context.report(
        token,
        'CS0117',
        `A card filter has one count: 'and ${token.text}' starts a second filter. Write one line per filter ("banishing 1 LIGHT and 1 DARK monster from your GY" is 'cost banish 1 light monster from graveyard' and 'cost banish 1 dark monster from graveyard').`,
      );
      continue;
    }
    context.report(token, 'CS0117', `Unexpected ${describeToken(token)} in a card filter.`);
  }
  if (separateRatings && separateRatings.length > 1) reportSeparateRatings(tokens, separateRatings, context);
  let spellTrapKinds: (SpellKind | TrapKind)[] | undefined;
  if (cardTypes) {
    // "1 Normal Spell", "a Ritual Spell": with a Spell/Trap noun these frame words are kinds; the other frames are monsters'.
    frameTokens?.forEach((frameToken) => {
      if (frameToken.value === 'normal' || frameToken.value === 'ritual') (kindTokens ??= []).push(frameToken);
      else (monsterOnly ??= []).push({ start: tokens.indexOf(frameToken), next: tokens.indexOf(frameToken) + 1 });
    });
    frames = undefined;
    // "Spell Card(s)": the noun `card` after a Spell/Trap noun says no more.
    anyCard = false;
    // In the order written (`normal or quick-play spell`): the frame words joined the kinds after the others.
    kindTokens?.sort((a, b) => tokens.indexOf(a) - tokens.indexOf(b));
    for (const kindToken of kindTokens ?? []) {
      const kind = kindToken.value as SpellKind | TrapKind;
      // Every card type named has the kind: "a Continuous Spell/Trap" is either, and "an Equip Spell/Trap" no filter.
      const lacking = cardTypes.filter((type) => !KIND_TYPES[type].includes(kind));
      if (lacking.length > 0) context.report(kindToken, 'CS0117', `${describeToken(kindToken)} is no ${typeWord(lacking[0])} kind: ${kindOwners(kind)}.`);
      else if (!(spellTrapKinds ??= []).includes(kind)) spellTrapKinds.push(kind);
    }
    for (const run of monsterOnly ?? [])
      if (run.next === run.start + 1 && (wordAt(tokens, run.start) === 'monster' || wordAt(tokens, run.start) === 'monsters'))
        context.report(tokens[run.start], 'CS0117', `A filter has one noun: a card is a monster or a ${cardTypes.map(typeWord).join('/')}, never both.`);
      else
        context.report(
          spanOfTokens(tokens.slice(run.start, run.next)),
          'CS0117',
          `'${tokens
            .slice(run.start, run.next)
            .map((t) => t.text)
            .join(' ')}' describes monsters only: a ${cardTypes.map(typeWord).join('/')} has none (drop it, or write a monster filter).`,
        );
  } else {
    for (const kindToken of kindTokens ?? [])
      context.report(
        kindToken,
        'CS0117',
        `${describeToken(kindToken)} is a Spell/Trap kind: write it before 'spell', 'trap' or 'spell/trap' (${kindOwners(kindToken.value)}).`,
      );
  }
  // `end` is the filter's own words: all of them, or those before an `or` that starts another filter.
  const span = end > 0 ? spanOfTokens(tokens.slice(0, end)) : { start: 0, end: 0 };
  // Optional fields set on the object, not spread into a new one (model/withFields.ts: a literal that spreads
  // an object and then adds fields gets a hidden class of its own for every filter it makes).
  // The lists a filter always has share one empty list where it has no entry (lists are read, never grown).
  const filter: { -readonly [K in keyof CardFilter]: CardFilter[K] } = {
    span,
    count,
    attributes: attributes ?? EMPTY_LIST,
    races: races ?? EMPTY_LIST,
    frames: frames ?? EMPTY_LIST,
    names: names ?? EMPTY_LIST,
    properties: properties ?? EMPTY_LIST,
  };
  if (archetypes) filter.archetypes = archetypes;
  if (excludedNames) filter.excludedNames = excludedNames;
  if (excluded) filter.excluded = excluded;
  if (excludedArchetypes) filter.excludedArchetypes = excludedArchetypes;
  if (ranks && ranks.length > 0) filter.ranks = [rank!, ...ranks];
  if (alternatives) filter.ratingAlternatives = alternatives;
  if (anyCard) filter.anyCard = true;
  if (atk.min !== undefined) filter.atkMin = atk.min;
  if (atk.max !== undefined) filter.atkMax = atk.max;
  if (def.min !== undefined) filter.defMin = def.min;
  if (def.max !== undefined) filter.defMax = def.max;
  if (cardTypes) filter.cardTypes = cardTypes.length > 1 ? ['spell', 'trap'] : cardTypes;
  if (spellTrapKinds) filter.spellTrapKinds = spellTrapKinds;
  if (levelApart !== undefined) filter.levelApart = levelApart;
  if (faceUp) filter.faceUp = faceUp;
  if (rank !== undefined) filter.rank = rank;
  if (linkRating !== undefined) filter.linkRating = linkRating;
  if (pendulum !== undefined) filter.pendulum = pendulum;
  if (tuner !== undefined) filter.tuner = tuner;
  if (levelMin !== undefined) filter.levelMin = levelMin;
  if (levelMax !== undefined) filter.levelMax = levelMax;
  if (orElse) filter.orElse = orElse;
  return filter;
}

/**
 * An `or` that starts another filter: a count follows it (`or 1 spell`, `or exactly 2 ...`) and no number
 * precedes it (`rank 5 or 6` lists Ranks; `1 or more` is a count).
 */
function startsAlternative(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at + 1];
  const startsCount = next?.kind === 'number' || (next?.kind === 'word' && next.value === 'exactly');
  return startsCount && tokens[at - 1] !== undefined && tokens[at - 1].kind !== 'number';
}

const sameCount = (a: Count, b: Count) => a.min === b.min && a.max === b.max && a.exact === b.exact;

function reportOtherCount(tokens: readonly Token[], at: number, count: Count, context: LoweringContext): void {
  const countTokens = tokens.slice(at, wordAt(tokens, at + 1) === 'or' || wordAt(tokens, at) === 'exactly' ? at + 3 : at + 1);
  context.report(
    spanOfTokens(countTokens),
    'CS0117',
    `Alternatives joined by 'or' share one count: write '${countWords(count)}' here too (a cost or condition with another count is a procedure of its own).`,
  );
}

/** The field a filter word belongs to, as far as `or` goes: words of one field are alternatives. */
type OrField = 'attribute' | 'race' | 'frameOrKind' | 'spellTrap' | 'name' | 'archetype' | 'tuner' | 'other';
/** The fields whose words `or` joins as alternatives; the others' words all apply (`non-link non-fire`, two stats). */
const ALTERNATIVE_FIELDS: ReadonlySet<OrField> = new Set(['attribute', 'race', 'frameOrKind', 'spellTrap', 'name', 'archetype', 'tuner']);

function orFieldOfWord(value: string): OrField {
  if (ATTRIBUTE_SET.has(value)) return 'attribute';
  if (RACE_SET.has(value)) return 'race';
  if ((FRAMES as readonly string[]).includes(value) || KIND_WORDS.has(value)) return 'frameOrKind';
  if (SPELL_TRAP_NOUNS[value]) return 'spellTrap';
  if (value === 'tuner' || value === 'tuners' || value === 'non-tuner' || value === 'non-tuners') return 'tuner';
  return 'other';
}

/** The field of the words that end before `or` at `at`: `archetype "A" or` is an archetype, `"A" or` a name. */
function orFieldBefore(tokens: readonly Token[], at: number): OrField {
  const token = tokens[at - 1];
  if (token?.kind === 'string') {
    const before = wordAt(tokens, at - 2);
    return before === 'archetype' ? 'archetype' : before === 'except' || before === 'than' ? 'other' : 'name';
  }
  return token?.kind === 'word' ? orFieldOfWord(token.value) : 'other';
}

/** The field of the words that start after `or` at `at`. */
function orFieldAfter(tokens: readonly Token[], at: number): OrField {
  const token = tokens[at + 1];
  if (token?.kind === 'string') return 'name';
  if (token?.kind !== 'word') return 'other';
  return token.value === 'archetype' ? 'archetype' : orFieldOfWord(token.value);
}

/**
 * An `or` between words of two fields (`tuner or archetype "Speedroid"`, `"A" or archetype "B"`, `dark or
 * dragon`) or of a field whose words all apply (`non-link or non-fire`): read as one filter, every word would
 * apply, which is not what `or` says; so it is an error, and the fix writes the count again after it.
 */
function reportOrAcrossFields(tokens: readonly Token[], at: number, count: Count, context: LoweringContext): void {
  const before = orFieldBefore(tokens, at);
  const after = orFieldAfter(tokens, at);
  if (before === after && ALTERNATIVE_FIELDS.has(before)) return;
  if (at === 0 || at === tokens.length - 1) {
    context.report(tokens[at], 'CS0117', "'or' joins two alternatives: write one on each side of it.");
    return;
  }
  const left = tokens[at - 1].text;
  const right = tokens[at + 1].text;
  const written = countWords(count);
  const fix = {
    title: `Change to 'or ${written} ${right}'`,
    edits: [{ uri: context.uri, span: spanFrom(tokens[at]), newText: `or ${written}` }],
  };
  context.report(
    spanFrom(tokens[at - 1], tokens[at + 1]),
    'CS0117',
    `'or' between '${left}' and '${right}' joins words of two kinds: write each alternative with its count ('... or ${written} ${right} ...'), so the words of each side are clear; words of one kind are alternatives as they are ('light or dark').`,
    'error',
    [fix],
  );
}

/** The bounds one stat (ATK or DEF) has so far, and where each was written: a second one replaces the first. */
interface StatBounds {
  min?: number;
  max?: number;
  minAt?: TokenRun;
  maxAt?: TokenRun;
}

/** Reads `atk N`, `atk N or more/higher`, `def N or less/lower/fewer` at `start` into `bounds`; the index after it. */
function readStatBound(tokens: readonly Token[], start: number, bounds: StatBounds, context: LoweringContext): number {
  const amount = Number(tokens[start + 1].value);
  let next = start + 2;
  let setsMin = true;
  let setsMax = true;
  const bound = wordAt(tokens, next) === 'or' ? wordAt(tokens, next + 1) : undefined;
  if (bound === 'more' || bound === 'higher') {
    setsMax = false;
    next += 2;
  } else if (bound === 'less' || bound === 'lower' || bound === 'fewer') {
    setsMin = false;
    next += 2;
  }
  const run = { start, next };
  const replaced = (setsMin ? bounds.minAt : undefined) ?? (setsMax ? bounds.maxAt : undefined);
  if (replaced) reportReplaced(tokens, replaced, run, context);
  if (setsMin) {
    bounds.min = amount;
    bounds.minAt = run;
  }
  if (setsMax) {
    bounds.max = amount;
    bounds.maxAt = run;
  }
  return next;
}

function typeWord(type: SpellTrapType): string {
  return type === 'spell' ? 'Spell' : 'Trap';
}

/** Which card types have the kind: `Spells and Traps have 'continuous'`, `only Traps have 'counter'`. */
function kindOwners(kind: string): string {
  const owners = (['spell', 'trap'] as const).filter((type) => KIND_TYPES[type].includes(kind));
  return `${owners.length === 1 ? 'only ' : ''}${owners.map((type) => `${typeWord(type)}s`).join(' and ')} have '${kind}'`;
}

/**
 * Reads a filter of monsters only (Tributes, materials, "you can only control 1"): a Spell/Trap noun there fits
 * no card, so it is reported (`what` names the place: "A Tribute").
 */
export function readMonsterFilter(tokens: readonly Token[], context: LoweringContext, what: string): CardFilter {
  const filter = readFilter(tokens, context);
  for (const alternative of filterAlternatives(filter))
    if (alternative.cardTypes)
      context.report(alternative.span, 'CS0117', `${what} is a monster: a ${alternative.cardTypes.map(typeWord).join('/')} filter fits no card here.`);
  return filter;
}

/**
 * Reads the filter of `can tribute FILTER you control for tribute summon`: Spells/Traps only (monsters you control
 * are Tributes anyway), so a filter without a Spell/Trap noun is reported.
 */
export function readSpellTrapTributeFilter(tokens: readonly Token[], context: LoweringContext): CardFilter {
  const filter = readFilter(tokens, context);
  for (const alternative of filterAlternatives(filter))
    if (!alternative.cardTypes)
      context.report(
        alternative.span,
        'CS0117',
        'These Tributes are Spells/Traps you control (monsters you control are Tributes anyway): write a Spell/Trap filter here.',
      );
  return filter;
}

const RATING_WORDS: Readonly<Record<string, RatingRange['kind']>> = { level: 'level', rank: 'rank', link: 'link' };

/** The kinds a rating word names: `level` -> [level], `level/rank` -> [level, rank]; undefined for any other word. */
function ratingKinds(word: string | undefined): RatingRange['kind'][] | undefined {
  if (word === undefined) return undefined;
  const kinds = word.split('/').map((part) => RATING_WORDS[part]);
  return kinds.every((kind) => kind !== undefined) ? kinds : undefined;
}

interface RatingGroup {
  readonly ranges: readonly RatingRange[];
  /** `rank 5 or 6`: the Ranks listed, when the group is one `rank` with several numbers. */
  readonly ranks?: readonly number[];
  /** `level 8 apart`: a relation to a card paid before, not a Level. */
  readonly apart?: number;
  /** The index after the group. */
  readonly next: number;
}

/**
 * Reads `level N [or lower | or higher]`, `rank N [or M]`, `link N`, `level/rank N`, and several of them joined
 * by `or` (`level 2 or rank 2`): "Level/Rank 2" is one monster with that Level or that Rank (rules §7).
 * Undefined when the tokens at `start` are not a rating.
 */
function readRatingGroup(tokens: readonly Token[], start: number, context: LoweringContext): RatingGroup | undefined {
  const kinds = ratingKinds(wordAt(tokens, start));
  if (!kinds || tokens[start + 1]?.kind !== 'number') return undefined;
  const ranges: RatingRange[] = [];
  let ranks: number[] | undefined;
  let i = start;
  for (;;) {
    const these = ratingKinds(wordAt(tokens, i))!;
    const value = Number(tokens[i + 1].value);
    i += 2;
    // `level 8 apart`: its Level differs by exactly 8 from a card paid before it.
    if (these.length === 1 && these[0] === 'level' && ranges.length === 0 && wordAt(tokens, i) === 'apart') return { ranges, apart: value, next: i + 1 };
    let min: number | undefined = value;
    let max: number | undefined = value;
    const bound = wordAt(tokens, i) === 'or' ? wordAt(tokens, i + 1) : undefined;
    if (bound === 'lower' || bound === 'less') {
      min = undefined;
      i += 2;
    } else if (bound === 'higher' || bound === 'more') {
      max = undefined;
      i += 2;
    }
    for (const kind of these) ranges.push(withBounds(kind, min, max));
    // `rank 5 or 6`: alternative Ranks, each a range of its own.
    while (these.length === 1 && these[0] === 'rank' && min === max && wordAt(tokens, i) === 'or' && tokens[i + 1]?.kind === 'number') {
      ranks ??= [value];
      ranks.push(Number(tokens[i + 1].value));
      ranges.push(withBounds('rank', Number(tokens[i + 1].value), Number(tokens[i + 1].value)));
      i += 2;
    }
    if (!(wordAt(tokens, i) === 'or' && ratingKinds(wordAt(tokens, i + 1)) && tokens[i + 2]?.kind === 'number')) break;
    i++;
  }
  if (ranks && ranks.length === ranges.length) return { ranges: [ranges[0]], ranks, next: i };
  if (ranges.length > 1 && wordAt(tokens, i) === 'apart') context.report(tokens[i], 'CS0117', "'apart' follows one 'level N' alone ('level 8 apart').");
  return { ranges, next: i };
}

function withBounds(kind: RatingRange['kind'], min: number | undefined, max: number | undefined): RatingRange {
  const range: { -readonly [K in keyof RatingRange]: RatingRange[K] } = { kind };
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return range;
}

/** The word at `index` of `tokens` (lower-cased), or undefined for any other part or past the end. */
function wordAt(tokens: readonly Token[], index: number): string | undefined {
  const token = tokens[index];
  return token !== undefined && token.kind === 'word' ? token.value : undefined;
}

const DIFFERENT_WORDS: Readonly<Record<string, 'name' | 'attribute' | 'race'>> = {
  names: 'name',
  name: 'name',
  attributes: 'attribute',
  attribute: 'attribute',
  races: 'race',
  race: 'race',
  types: 'race',
  type: 'race',
};
const SAME_WORDS: Readonly<Record<string, 'rank' | 'level' | 'attribute' | 'race'>> = {
  rank: 'rank',
  level: 'level',
  attribute: 'attribute',
  race: 'race',
  type: 'race',
};

/**
 * Reads a material line with its optional requirements: `2 or more effect monsters including 1 tuner`,
 * `2 monsters with different names`, `2 xyz monsters with same rank` (docs/language.md).
 */
export function readMaterialLine(tokens: readonly Token[], context: LoweringContext): { materials: Material[]; conditions?: MaterialConditions } {
  const cut = tokens.findIndex((t, i) => t.kind === 'word' && (t.value === 'including' || (t.value === 'with' && !isStatWord(tokens[i + 1]))));
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
      const endsFilter = (at: number) =>
        tokens[at].kind === 'word' && (tokens[at].value === 'including' || (tokens[at].value === 'with' && !isStatWord(tokens[at + 1])));
      while (end < tokens.length && !endsFilter(end)) end++;
      if (end === i + 1) context.report(token, 'CS0117', "Expected a filter after 'including' (e.g. 'including 1 tuner').");
      else including.push(readMonsterFilter(tokens.slice(i + 1, end), context, 'A material'));
      i = end;
      continue;
    }
    if (token.kind === 'word' && token.value === 'with') {
      const mode = tokens[i + 1]?.kind === 'word' ? tokens[i + 1].value : undefined;
      const what = tokens[i + 2]?.kind === 'word' ? tokens[i + 2].value : undefined;
      if (mode === 'different' && what && DIFFERENT_WORDS[what]) different.push(DIFFERENT_WORDS[what]);
      else if ((mode === 'same' || mode === 'the') && (what === 'same' ? tokens[i + 3]?.value : what) !== undefined) {
        const word = what === 'same' ? (tokens[i + 3]?.value ?? '') : (what ?? '');
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

/** `atk` or `def`: after `with` it is part of the filter ("with 2000 or more ATK"), not a material requirement. */
function isStatWord(token: Token | undefined): boolean {
  return token?.kind === 'word' && (token.value === 'atk' || token.value === 'def');
}

/** Reads `"A" + "B" + 1 FIRE monster`: materials separated by `+` (or `,`). */
export function readMaterials(tokens: readonly Token[], context: LoweringContext): Material[] {
  const materials: Material[] = [];
  let current: Token[] = [];
  const flush = (separator?: Token) => {
    if (current.length > 0) materials.push(readMonsterFilter(current, context, 'A material'));
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
