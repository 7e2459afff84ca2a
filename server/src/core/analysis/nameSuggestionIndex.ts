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
  private readonly postings = new Map<number, number[]>();
  private readonly answers = new Map<string, NameSuggestion>();
  private readonly seen: Uint32Array;
  private readonly counts: Uint16Array;
  private stamp = 0;
  private readonly rows: [Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64)];

  constructor(names: readonly string[]) {
    const entries = names.map((name) => ({ name, lowered: name.toLowerCase() })).sort((a, b) => a.lowered.length - b.lowered.length);
    this.names = entries.map((e) => e.name);
    this.lowered = entries.map((e) => e.lowered);
    this.seen = new Uint32Array(entries.length);
    this.counts = new Uint16Array(entries.length);
    const longest = entries.length > 0 ? entries[entries.length - 1].lowered.length : 0;
    for (let length = 0, id = 0; length <= longest + 1; length++) {
      while (id < entries.length && this.lowered[id].length < length) id++;
      this.firstOfLength.push(id);
    }
    for (let id = 0; id < this.lowered.length; id++) {
      for (const gram of distinctBigrams(this.lowered[id])) {
        const list = this.postings.get(gram);
        if (list) list.push(id);
        else this.postings.set(gram, [id]);
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
      const stamp = this.nextStamp();
      const touched: number[] = [];
      for (const gram of grams) {
        const list = this.postings.get(gram);
        if (!list) continue;
        for (let i = lowerBound(list, from); i < list.length && list[i] < to; i++) {
          const id = list[i];
          if (this.seen[id] !== stamp) {
            this.seen[id] = stamp;
            this.counts[id] = 0;
            touched.push(id);
          }
          this.counts[id]++;
        }
      }
      return touched.filter((id) => this.counts[id] >= needed);
    }
    const all: number[] = [];
    for (let id = from; id < to; id++) all.push(id);
    return all;
  }

  private distance(a: string, b: string, limit: number): number {
    const size = Math.max(a.length, b.length) + 1;
    if (this.rows[0].length < size) this.rows.splice(0, 2, new Int32Array(size * 2), new Int32Array(size * 2));
    return bandedDistance(a, b, limit, this.rows[0], this.rows[1]);
  }

  private nextStamp(): number {
    if (this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }
}

/** The distinct bigrams of a string, each as one number (two UTF-16 code units). */
function distinctBigrams(text: string): number[] {
  const grams = new Set<number>();
  for (let i = 0; i + 1 < text.length; i++) grams.add(text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1));
  return [...grams];
}

/** The first index of a sorted list whose value is at least `value`. */
function lowerBound(list: readonly number[], value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
