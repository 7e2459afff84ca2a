/**
 * What was kept for each item of a list the last time (a converted diagnostic, its JSON), found for the
 * items of the next list by identity without a hash lookup per item. A file's published list
 * after an edit is the previous one with a few items replaced, inserted or removed where the edit was, so
 * item i is usually the previous list's item i + shift, with `shift` changing only at the edit: each item
 * is compared with that one and a few around it. An item found nowhere near is most likely new (the
 * edited card's diagnostics): the caller looks it up its own way; only after several such misses in a row
 * (the lists no longer line up) is a map of the previous list built, once per list at most.
 */
export class ListAlignment<T extends object, V> {
  private shift = 0;
  private misses = 0;
  /** Each previous item's index, built on the first item not found near its place. */
  private indexOf: Map<T, number> | undefined;

  constructor(
    private readonly before: readonly T[],
    private readonly values: readonly V[],
  ) {}

  /**
   * What was kept for `item`, the `index`-th item of the next list; undefined when it was not in the previous
   * list, or not near its place there (before the map is built).
   */
  valueOf(item: T, index: number): V | undefined {
    const at = index + this.shift;
    const before = this.before;
    if (before[at] === item) {
      this.misses = 0;
      return this.values[at];
    }
    for (let d = 1; d <= NEAR; d++) {
      if (before[at + d] === item) {
        this.shift += d;
        this.misses = 0;
        return this.values[at + d];
      }
      if (at - d >= 0 && before[at - d] === item) {
        this.shift -= d;
        this.misses = 0;
        return this.values[at - d];
      }
    }
    if (!this.indexOf && ++this.misses <= NEW_IN_A_ROW) return undefined;
    if (!this.indexOf) {
      this.indexOf = new Map();
      for (let k = 0; k < before.length; k++) this.indexOf.set(before[k], k);
    }
    const found = this.indexOf.get(item);
    if (found === undefined) return undefined;
    // Found elsewhere: the next items are looked for after it.
    this.shift = found - index;
    return this.values[found];
  }
}

/** How far from the expected place an item is looked for. */
const NEAR = 8;
/** How many items in a row may be found nowhere near before the lists are taken as no longer lined up. */
const NEW_IN_A_ROW = 4;
