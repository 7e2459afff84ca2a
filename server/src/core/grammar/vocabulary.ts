import { ATTRIBUTES, FRAMES, RACES } from '../model/cards';
import { ZONE_WORD_SET } from '../model/zoneWords';

/**
 * The closed word lists of the language that phrases capture: what completion offers, what "did you
 * mean" compares a misspelt word with, and what the TextMate grammar colours.
 */
export const ZONE_WORDS: readonly string[] = [...ZONE_WORD_SET];

export const ATTRIBUTE_WORDS: readonly string[] = ATTRIBUTES;
export const RACE_WORDS: readonly string[] = RACES;
export const FRAME_WORDS: readonly string[] = FRAMES;

/** Words of a COUNT FILTER besides attributes, races and frames (grammar/readFilter.ts reads them). */
export const FILTER_KEYWORDS: readonly string[] = [
  'exactly',
  'or',
  'and',
  'more',
  'fewer',
  'less',
  'lower',
  'higher',
  'level',
  'tuner',
  'tuners',
  'non-tuner',
  'non-tuners',
  'normal-summonable',
  'named-next-level',
  'same-level-as-tributed',
  'tribute-summoned',
  'monster',
  'monsters',
  'card',
  'cards',
  'archetype',
  'rank',
  'pendulum',
  'except',
  'other',
  'than',
  'face-up',
  // Modern conditions: ATK filters, summon-kind, zone and paid-card relations.
  'atk',
  'with',
  'apart',
  'normal-summoned',
  'normal-summoned-or-set',
  'in-extra-monster-zone',
  'same-level-as-cost',
  // DEF bounds and Spell/Trap filters: "with 2000 or more DEF", "a face-up Continuous Trap", "1 Spell/Trap".
  'def',
  'spell',
  'spells',
  'trap',
  'traps',
  'spell/trap',
  'spells/traps',
  'continuous',
  'quick-play',
  'equip',
  'field',
  'counter',
];

const FILTER_WORD_SET: ReadonlySet<string> = new Set([...FILTER_KEYWORDS, ...ATTRIBUTES, ...RACES, ...FRAMES]);

/** Whether a (lower-case) word can be part of a COUNT FILTER. */
export function isFilterWord(word: string): boolean {
  // `non-link`, `non-fire`, `non-dragon`.
  if (word.startsWith('non-') && FILTER_WORD_SET.has(word.slice(4))) return true;
  // `spell/trap` is a word of its own; `level/rank`, `level/link`, `rank/link`: the printed "Level/Rank N" (grammar/readFilter.ts).
  if (FILTER_WORD_SET.has(word)) return true;
  return word.includes('/') && word.split('/').every((part) => part === 'level' || part === 'rank' || part === 'link');
}

/** Attributes as cards print them (DARK). */
export const UPPER_ATTRIBUTES: readonly string[] = ATTRIBUTES.map((a) => a.toUpperCase());
/** Types as cards print them (Beast-Warrior). */
export const TITLE_RACES: readonly string[] = RACES.map((r) => r.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase()));
/** A snippet's choice placeholder body: `|a,b,c|`. */
export const snippetChoice = (values: readonly string[]) => `|${values.join(',')}|`;
