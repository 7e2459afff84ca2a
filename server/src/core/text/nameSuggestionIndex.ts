import { bandedDistance, type closestName, MAX_SUGGESTION_EDITS, suggestionLimit } from './didYouMean';

export type NameSuggestion = ReturnType<typeof closestName>;

/**
 * "Did you mean" over every card name without measuring a misspelt name against all of them.
 *
 * A name within k edits of the query misses at most 2k of the query's distinct bigrams (an edit touches at
 * most two), and its length is within k of the query's. The names are numbered by length (then by name, so
 * that names sharing a prefix sit in the same 32-bit words), so the names of compatible length form one range
 * of ids; each distinct bigram has one bit per name id (the names that contain it). A search looks within
 * 1, then 2, then `limit` edits (`reach`): it walks the id range of that reach 32 names at a time, counts
 * each name's missed bigrams, rarest bigram first, in a saturating bit-sliced counter, and drops a word as
 * soon as all its names missed too many; the survivors are measured (banded Levenshtein, reused buffers),
 * each once per query. Once the closest distance found is at most the reach, every name that close has been
 * measured, so the answer is closestName's over all the names (same distances, same tie-break by name
 * order): the index changes the speed, never a suggestion (tested). Most misspellings are one or two edits
 * away and are answered within the narrow reaches; a name nothing is close to costs the widest.
 *
 * Built once per set of names (CardWorkspace keeps one per declaration revision); answers are memoised.
 */
export class NameSuggestionIndex {
  /** Names ordered by the length of their lower-cased form, then by it; an id is a position here. */
  private readonly names: string[];
  private readonly lowered: string[];
  /** firstOfLength[L]: the first id whose lower-cased name is at least L long. */
  private readonly firstOfLength: number[] = [];
  /** Per distinct bigram, one bit per name id (the names that contain it), and how many names contain it. */
  private readonly bigrams = new Map<number, { readonly bits: Int32Array; names: number }>();
  private readonly answers = new Map<string, NameSuggestion>();
  /** Per name id, the query that last measured it (a query measures a name once over its reaches). */
  private readonly measuredBy: Int32Array;
  private query = 0;
  /** The closest distance the current query found so far, and the names at it. */
  private bestDistance = 0;
  private best: string[] = [];
  /** The missed-bigram counter of one word: levels[i] holds the names with more than i misses. */
  private readonly levels = new Int32Array(2 * MAX_SUGGESTION_EDITS + 1);
  private readonly rows: [Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64)];

  constructor(names: readonly string[]) {
    const entries = names
      .map((name) => ({ name, lowered: name.toLowerCase() }))
      .sort((a, b) => a.lowered.length - b.lowered.length || (a.lowered < b.lowered ? -1 : a.lowered > b.lowered ? 1 : 0));
    this.names = entries.map((e) => e.name);
    this.lowered = entries.map((e) => e.lowered);
    this.measuredBy = new Int32Array(entries.length);
    const words = (entries.length + 31) >>> 5;
    const longest = entries.length > 0 ? entries[entries.length - 1].lowered.length : 0;
    for (let length = 0, id = 0; length <= longest + 1; length++) {
      while (id < entries.length && this.lowered[id].length < length) id++;
      this.firstOfLength.push(id);
    }
    for (let id = 0; id < this.lowered.length; id++) {
      const text = this.lowered[id];
      const word = id >>> 5;
      const bit = 1 << (id & 31);
      for (let i = 0; i + 1 < text.length; i++) {
        const gram = text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1);
        let bigram = this.bigrams.get(gram);
        if (!bigram) this.bigrams.set(gram, (bigram = { bits: new Int32Array(words), names: 0 }));
        // A bigram repeated in a name is counted once.
        if ((bigram.bits[word] & bit) === 0) {
          bigram.bits[word] |= bit;
          bigram.names++;
        }
      }
    }
  }

  /** The closest name to `name`: closestName's answer over every indexed name, memoised. */
  closest(name: string): NameSuggestion {
    if (this.answers.has(name)) return this.answers.get(name);
    const answer = this.search(name);
    this.answers.set(name, answer);
    return answer;
  }

  private search(name: string): NameSuggestion {
    const limit = suggestionLimit(name);
    const query = name.toLowerCase();
    // The query's distinct bigrams that some name contains, rarest first, and how many none contains.
    const seen = new Set<number>();
    const present: { readonly bits: Int32Array; readonly names: number }[] = [];
    for (let i = 0; i + 1 < query.length; i++) {
      const gram = query.charCodeAt(i) * 65536 + query.charCodeAt(i + 1);
      if (seen.has(gram)) continue;
      seen.add(gram);
      const bigram = this.bigrams.get(gram);
      if (bigram) present.push(bigram);
    }
    present.sort((a, b) => a.names - b.names);
    const absent = seen.size - present.length;
    this.query++;
    this.bestDistance = limit + 1;
    this.best = [];
    for (let reach = 1; ; reach = reach === 2 ? limit : reach + 1) {
      this.measureWithin(reach, name, query, limit, present, absent);
      if (this.bestDistance <= reach || reach >= limit) break;
    }
    if (this.best.length === 0 || this.bestDistance > limit) return undefined;
    const best = this.best.sort();
    return { name: best[0], unique: best.length === 1 };
  }

  /**
   * Measures every name not measured yet by this query that may lie within `reach` edits of it: length within
   * `reach`, at most 2 * reach of the query's bigrams missed (the absent ones are missed by every name).
   */
  private measureWithin(reach: number, name: string, query: string, limit: number, present: readonly { readonly bits: Int32Array }[], absent: number): void {
    const lengths = this.firstOfLength;
    const from = lengths[Math.max(0, Math.min(lengths.length - 1, query.length - reach))];
    const to = lengths[Math.min(lengths.length - 1, query.length + reach + 1)];
    const allowed = 2 * reach - absent;
    if (from >= to || allowed < 0) return;
    if (allowed >= present.length) {
      // Too few bigrams to rule any name out.
      for (let id = from; id < to; id++) this.measure(id, name, query, limit);
      return;
    }
    const levels = this.levels;
    const lastWord = (to - 1) >>> 5;
    for (let word = from >>> 5; word <= lastWord; word++) {
      let alive = -1;
      if (word === from >>> 5) alive &= -1 << (from & 31);
      if (word === lastWord && (to & 31) !== 0) alive &= (1 << (to & 31)) - 1;
      for (let i = 0; i <= allowed; i++) levels[i] = 0;
      // Rarest first: most names miss the first few, and the word is left as soon as none is alive.
      for (let g = 0; g < present.length && alive !== 0; g++) {
        const missed = alive & ~present[g].bits[word];
        if (missed === 0) continue;
        for (let i = allowed; i > 0; i--) levels[i] |= levels[i - 1] & missed;
        levels[0] |= missed;
        alive &= ~levels[allowed];
      }
      for (let hits = alive >>> 0; hits !== 0;) {
        const bit = 31 - Math.clz32(hits);
        hits &= ~(1 << bit);
        this.measure((word << 5) + bit, name, query, limit);
      }
    }
  }

  private measure(id: number, name: string, query: string, limit: number): void {
    if (this.measuredBy[id] === this.query) return;
    this.measuredBy[id] = this.query;
    if (this.names[id] === name) return;
    const distance = this.distance(query, this.lowered[id], Math.min(limit, this.bestDistance));
    if (distance < this.bestDistance) {
      this.bestDistance = distance;
      this.best = [this.names[id]];
    } else if (distance === this.bestDistance && distance <= limit) {
      this.best.push(this.names[id]);
    }
  }

  private distance(a: string, b: string, limit: number): number {
    const size = Math.max(a.length, b.length) + 1;
    if (this.rows[0].length < size) this.rows.splice(0, 2, new Int32Array(size * 2), new Int32Array(size * 2));
    return bandedDistance(a, b, limit, this.rows[0], this.rows[1]);
  }
}
