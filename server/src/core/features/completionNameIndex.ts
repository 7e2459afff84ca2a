import { isWordStart, matchRank } from './completionMatch';

/**
 * The workspace's card names as completion looks them up, built once per set of names (filtering
 * 10,028 names with matchRank costs 2 ms per request). The best matches of a query come out exactly as a
 * scan of every name with matchRank would order them (rank, then name), but ranks 0 and 1 (the name or
 * one of its words starts with the typed text) are read from postings of the words' first two characters,
 * and the subsequence ranks are scanned for only when those two do not fill the page, stopping once it is
 * full.
 */

/** A card name as completion filters and inserts it. */
export interface CardNameEntry {
  readonly name: string;
  readonly lower: string;
  /** One bit per code unit (`& 31`) of `lower`: a query with a bit the name lacks is no subsequence of it. */
  readonly mask: number;
}

/** The best `limit` entries for a query, and whether more matched. */
export interface NameMatches {
  readonly entries: readonly CardNameEntry[];
  readonly cut: boolean;
}

export class CardNameIndex {
  /** Sorted by name (UTF-16 order). */
  readonly entries: readonly CardNameEntry[];
  /**
   * Word starts by their first code unit, and by their first two (`first * 65536 + second`): flat
   * [entry, offset, entry, offset, ...], in entry order.
   */
  private readonly byOne = new Map<number, number[]>();
  private readonly byTwo = new Map<number, number[]>();
  /** Per query, the entries ranks 0 and 1 took (a stamp instead of a fresh set per request). */
  private readonly taken: Uint32Array;
  private stamp = 0;

  /**
   * The names (distinct). With `previous`, the index of an earlier set of names, its sorted entries are
   * kept and the names it lacks merged in: after a declaration change (a card renamed or added) the next
   * completion no longer sorts 10,000 names again (10-20 ms of CPU), only the few new ones.
   */
  constructor(names: Iterable<string>, previous?: CardNameIndex) {
    this.entries = previous ? (mergedEntries(previous.entries, names) ?? sortedEntries(names)) : sortedEntries(names);
    this.taken = new Uint32Array(this.entries.length);
    for (let e = 0; e < this.entries.length; e++) {
      const lower = this.entries[e].lower;
      for (let at = 0; at < lower.length; at++) {
        if (at > 0 && !isWordStart(lower, at)) continue;
        const first = lower.charCodeAt(at);
        post(this.byOne, first, e, at);
        if (at + 2 <= lower.length) post(this.byTwo, first * 65536 + lower.charCodeAt(at + 1), e, at);
      }
    }
  }

  /**
   * The first `limit` names by matchRank (`query` lower-cased), then by name, names equal to the query
   * first; `cut` when more than `limit` match. The same answer as ranking every name, without looking at
   * most of them.
   */
  best(query: string, limit: number): NameMatches {
    const entries = this.entries;
    if (query.length === 0) return { entries: entries.slice(0, limit), cut: entries.length > limit };
    const stamp = this.nextStamp();
    const exact: CardNameEntry[] = [];
    const starts: CardNameEntry[] = [];
    const words: CardNameEntry[] = [];
    const first = query.charCodeAt(0);
    const postings = (query.length === 1 ? this.byOne.get(first) : this.byTwo.get(first * 65536 + query.charCodeAt(1))) ?? [];
    for (let i = 0; i < postings.length; i += 2) {
      const e = postings[i];
      if (this.taken[e] === stamp) continue;
      const at = postings[i + 1];
      if (!entries[e].lower.startsWith(query, at)) continue;
      this.taken[e] = stamp;
      (at > 0 ? words : entries[e].lower.length === query.length ? exact : starts).push(entries[e]);
    }
    const found = exact.length + starts.length + words.length;
    if (found > limit) return { entries: [...exact, ...starts, ...words].slice(0, limit), cut: true };

    // Subsequences (ranks 2 and 3) for the rest of the page, in name order: stop once rank 2 alone fills
    // it and one more name is known to match.
    const room = limit - found;
    const wordStarts: CardNameEntry[] = [];
    const others: CardNameEntry[] = [];
    const mask = maskOf(query);
    let more = false;
    for (let e = 0; e < entries.length; e++) {
      const entry = entries[e];
      if (this.taken[e] === stamp || (entry.mask & mask) !== mask) continue;
      const rank = matchRank(query, entry.lower);
      if (rank === undefined) continue;
      if (wordStarts.length === room || (rank === 3 && others.length === room)) {
        more = true;
        if (wordStarts.length === room) break;
        continue;
      }
      (rank === 3 ? others : wordStarts).push(entry);
    }
    const page = [...exact, ...starts, ...words, ...wordStarts, ...others];
    return { entries: page.slice(0, limit), cut: more || page.length > limit };
  }

  private nextStamp(): number {
    if (this.stamp === 0xffffffff) {
      this.taken.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function entryOf(name: string): CardNameEntry {
  const lower = name.toLowerCase();
  return { name, lower, mask: maskOf(lower) };
}

function sortedEntries(names: Iterable<string>): CardNameEntry[] {
  return [...names].sort(byName).map(entryOf);
}

/** The previous entries still named, with the new names merged in by name; undefined when most are new. */
function mergedEntries(previous: readonly CardNameEntry[], names: Iterable<string>): CardNameEntry[] | undefined {
  const next = new Set(names);
  const known = new Set<string>();
  const kept: CardNameEntry[] = [];
  for (const entry of previous) {
    known.add(entry.name);
    if (next.has(entry.name)) kept.push(entry);
  }
  const added: string[] = [];
  for (const name of next) if (!known.has(name)) added.push(name);
  if (added.length > 64 && added.length * 4 > next.size) return undefined;
  added.sort(byName);
  const merged: CardNameEntry[] = [];
  let k = 0;
  for (const name of added) {
    while (k < kept.length && kept[k].name < name) merged.push(kept[k++]);
    merged.push(entryOf(name));
  }
  while (k < kept.length) merged.push(kept[k++]);
  return merged;
}

function post(map: Map<number, number[]>, key: number, entry: number, offset: number): void {
  const list = map.get(key);
  if (list) list.push(entry, offset);
  else map.set(key, [entry, offset]);
}

function maskOf(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= 1 << (text.charCodeAt(i) & 31);
  return mask;
}

/** A name written inside quotes: backslash and quote escaped. */
export function escapedName(name: string): string {
  return name.includes('"') || name.includes('\\') ? name.replace(/[\\"]/g, (ch) => `\\${ch}`) : name;
}
