import { bandedDistance, type closestName, suggestionLimit } from './didYouMean';

export type NameSuggestion = ReturnType<typeof closestName>;

/**
 * "Did you mean" over every card name without measuring a misspelt name against all of them.
 *
 * A name within k edits of the query contains at least (distinct bigrams of the query) - 2k of them (an
 * edit touches at most two), and its length is within k of the query's. So the names are numbered by length
 * (the names of compatible length form one range of ids), each distinct bigram lists the ids of the names
 * that contain it, and a query counts, within that id range, how many of its bigrams each name contains;
 * only the names reaching the bound are measured (banded Levenshtein, reused buffers). A query too short
 * for the bound scans its length range. The answer is closestName's over all the names (same distances, same
 * tie-break by name order), so the index changes the speed, never a suggestion (tested).
 *
 * Built once per set of names (CardWorkspace keeps one per declaration revision); answers are memoised.
 */
export class NameSuggestionIndex {
  /** Names ordered by the length of their lower-cased form; an id is a position here. */
  private readonly names: string[];
  private readonly lowered: string[];
  /** firstOfLength[L]: the first id whose lower-cased name is at least L long. */
  private readonly firstOfLength: number[] = [];
  /** Per distinct bigram, one bit per name id: the names that contain it. */
  private readonly bitsets = new Map<number, Int32Array>();
  private readonly words: number;
  private readonly answers = new Map<string, NameSuggestion>();
  private planeBuffer = new Int32Array(0);
  /** Per name id, the query's bigrams it contains (for the last query's candidates). */
  private readonly shared: Uint16Array;
  private lastGrams = 0;
  private readonly rows: [Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64)];

  constructor(names: readonly string[]) {
    const entries = names.map((name) => ({ name, lowered: name.toLowerCase() })).sort((a, b) => a.lowered.length - b.lowered.length);
    this.names = entries.map((e) => e.name);
    this.lowered = entries.map((e) => e.lowered);
    this.words = (entries.length + 31) >>> 5;
    this.shared = new Uint16Array(entries.length);
    const longest = entries.length > 0 ? entries[entries.length - 1].lowered.length : 0;
    for (let length = 0, id = 0; length <= longest + 1; length++) {
      while (id < entries.length && this.lowered[id].length < length) id++;
      this.firstOfLength.push(id);
    }
    for (let id = 0; id < this.lowered.length; id++) {
      // Every bigram, repeats included: setting a bit twice is harmless, and no set of distinct ones is made.
      const text = this.lowered[id];
      const word = id >>> 5;
      const bit = 1 << (id & 31);
      for (let i = 0; i + 1 < text.length; i++) {
        const gram = text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1);
        let bits = this.bitsets.get(gram);
        if (!bits) this.bitsets.set(gram, (bits = new Int32Array(this.words)));
        bits[word] |= bit;
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
    let bestDistance = limit + 1;
    let best: string[] = [];
    for (const id of this.candidates(query, limit)) {
      // Each edit loses at most two of the query's bigrams: a name sharing `shared` of them is at least
      // ceil((grams - shared) / 2) edits away, and candidates come in decreasing `shared`.
      if (Math.ceil((this.lastGrams - this.shared[id]) / 2) > bestDistance) break;
      if (this.names[id] === name) continue;
      const distance = this.distance(query, this.lowered[id], Math.min(limit, bestDistance));
      if (distance < bestDistance) {
        bestDistance = distance;
        best = [this.names[id]];
      } else if (distance === bestDistance && distance <= limit) {
        best.push(this.names[id]);
      }
    }
    if (best.length === 0 || bestDistance > limit) return undefined;
    best.sort();
    return { name: best[0], unique: best.length === 1 };
  }

  /** The ids of every name that may lie within `limit` edits of `query` (a superset of those that do). */
  private candidates(query: string, limit: number): number[] {
    const from = this.firstOfLength[Math.max(0, Math.min(this.firstOfLength.length - 1, query.length - limit))];
    const to = this.firstOfLength[Math.min(this.firstOfLength.length - 1, query.length + limit + 1)];
    if (from >= to) return [];
    const grams = distinctBigrams(query);
    const needed = grams.length - limit * 2;
    if (needed > 0) {
      // Count, 32 names at a time, how many of the query's bigrams each contains: a bit-sliced counter
      // (plane p holds bit p of every name's count), then keep the names whose count reaches `needed`.
      const firstWord = from >>> 5;
      const lastWord = (to - 1) >>> 5;
      const span = lastWord - firstWord + 1;
      const planeCount = 32 - Math.clz32(grams.length);
      const planes = this.planes(planeCount * span);
      for (const gram of grams) {
        const bits = this.bitsets.get(gram);
        if (!bits) continue;
        for (let w = 0; w < span; w++) {
          let carry = bits[firstWord + w];
          for (let p = 0; carry !== 0 && p < planeCount; p++) {
            const at = p * span + w;
            const plane = planes[at];
            planes[at] = plane ^ carry;
            carry &= plane;
          }
        }
      }
      const out: number[] = [];
      for (let w = 0; w < span; w++) {
        // count >= needed, bit-sliced, from the highest bit down.
        let greater = 0;
        let equal = -1;
        for (let p = planeCount - 1; p >= 0; p--) {
          const plane = planes[p * span + w];
          if ((needed >>> p) & 1) equal &= plane;
          else {
            greater |= equal & plane;
            equal &= ~plane;
          }
        }
        let hits = (greater | equal) >>> 0;
        while (hits !== 0) {
          const bit = 31 - Math.clz32(hits);
          hits &= ~(1 << bit);
          const id = ((firstWord + w) << 5) + bit;
          if (id < from || id >= to) continue;
          let count = 0;
          for (let p = 0; p < planeCount; p++) count |= ((planes[p * span + w] >>> bit) & 1) << p;
          out.push(id);
          this.shared[id] = count;
        }
      }
      this.lastGrams = grams.length;
      // Most shared bigrams first: the best name is then found early, and the bound below skips the rest.
      return this.byCountDescending(out, grams.length);
    }
    const all: number[] = [];
    for (let id = from; id < to; id++) {
      all.push(id);
      this.shared[id] = 0;
    }
    this.lastGrams = 0;
    return all;
  }

  /**
   * The ids in decreasing `shared` count, ids of equal count in their given (increasing) order: what a stable
   * sort by count gives, in one counting pass (counts are at most the query's bigrams).
   */
  private byCountDescending(ids: number[], maxCount: number): number[] {
    if (ids.length < 2) return ids;
    const starts = new Int32Array(maxCount + 2);
    for (const id of ids) starts[maxCount - this.shared[id] + 1]++;
    for (let c = 1; c <= maxCount + 1; c++) starts[c] += starts[c - 1];
    const sorted = new Array<number>(ids.length);
    for (const id of ids) sorted[starts[maxCount - this.shared[id]]++] = id;
    return sorted;
  }

  private distance(a: string, b: string, limit: number): number {
    const size = Math.max(a.length, b.length) + 1;
    if (this.rows[0].length < size) this.rows.splice(0, 2, new Int32Array(size * 2), new Int32Array(size * 2));
    return bandedDistance(a, b, limit, this.rows[0], this.rows[1]);
  }

  /** Zeroed counter planes, reused between queries. */
  private planes(size: number): Int32Array {
    if (this.planeBuffer.length < size) this.planeBuffer = new Int32Array(size * 2);
    this.planeBuffer.fill(0, 0, size);
    return this.planeBuffer;
  }
}

/** The distinct bigrams of a string, each as one number (two UTF-16 code units). */
function distinctBigrams(text: string): number[] {
  const grams = new Set<number>();
  for (let i = 0; i + 1 < text.length; i++) grams.add(text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1));
  return [...grams];
}
