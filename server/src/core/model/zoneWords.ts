import type { Zone } from './cards';

/**
 * How each zone is written: the one table that reading, completion, "did you mean", the phrase matcher and
 * the TextMate grammar take their zone words from. The first spelling of a zone is the one printed and
 * offered; `face-up extra` is written as two words (or joined by a hyphen).
 */
export const ZONE_SPELLINGS: Readonly<Record<Zone, readonly string[]>> = {
  hand: ['hand'],
  deck: ['deck'],
  extra: ['extra', 'extra-deck'],
  'face-up-extra': ['face-up extra', 'face-up-extra'],
  graveyard: ['graveyard', 'gy'],
  banished: ['banished', 'banishment'],
  field: ['field'],
  pendulum: ['pendulum', 'pendulum-zone'],
};

/** A zone word (`face-up` only as the first word of `face-up extra`). */
export const ZONE_WORD_SET: ReadonlySet<string> = new Set(Object.values(ZONE_SPELLINGS).flatMap((spellings) => spellings.flatMap((s) => s.split(' '))));

/** The spelling a zone is printed and offered with. */
export function zoneSpelling(zone: Zone): string {
  return ZONE_SPELLINGS[zone][0];
}

/** The canonical spellings, in order (completion, the docs). */
export const ZONE_CANONICAL_WORDS: readonly string[] = (Object.keys(ZONE_SPELLINGS) as Zone[]).map(zoneSpelling);

const ZONE_OF_WORD: ReadonlyMap<string, Zone> = new Map(
  (Object.entries(ZONE_SPELLINGS) as [Zone, readonly string[]][]).flatMap(([zone, spellings]) => spellings.map((s) => [s, zone] as const)),
);

/** The zone a word (or `face-up extra`) names. */
export function zoneOfWord(word: string): Zone | undefined {
  return ZONE_OF_WORD.get(word);
}
