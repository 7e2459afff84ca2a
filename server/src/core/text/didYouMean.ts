/**
 * Levenshtein distance, case-insensitive, computed only in the band |i - j| <= limit (Ukkonen), with an
 * early exit once every cell of a row exceeds `limit`; returns `limit + 1` for anything farther.
 */
export function editDistance(a: string, b: string, limit = Math.max(a.length, b.length)): number {
  const size = Math.max(a.length, b.length) * 2 + 1;
  return bandedDistance(a.toLowerCase(), b.toLowerCase(), limit, new Int32Array(size), new Int32Array(size));
}

/**
 * editDistance of two strings already lower-cased, in two caller-owned rows (each at least as long as the
 * longer string plus one), so that measuring many names allocates nothing.
 */
export function bandedDistance(s: string, t: string, limit: number, previousRow: Int32Array, currentRow: Int32Array): number {
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  const beyond = limit + 1;
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= t.length; j++) previous[j] = j <= limit ? j : beyond;
  for (let i = 1; i <= s.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(t.length, i + limit);
    // Only the band and its two edges are read in the next row.
    if (from > 1) current[from - 1] = beyond;
    if (to < t.length) current[to + 1] = beyond;
    current[0] = i <= limit ? i : beyond;
    let rowMin = from > 1 ? beyond : current[0];
    const sc = s.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cost = sc === t.charCodeAt(j - 1) ? 0 : 1;
      let value = previous[j - 1] + cost;
      if (previous[j] + 1 < value) value = previous[j] + 1;
      if (current[j - 1] + 1 < value) value = current[j - 1] + 1;
      if (value > beyond) value = beyond;
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return beyond;
    const swap = previous;
    previous = current;
    current = swap;
  }
  return Math.min(previous[t.length], beyond);
}

/** The most edits a suggestion may be away from a name, however long. */
export const MAX_SUGGESTION_EDITS = 4;

/** How many edits away a suggestion for `name` may be: a third of its length, at least 1, at most MAX_SUGGESTION_EDITS. */
export function suggestionLimit(name: string): number {
  return Math.min(MAX_SUGGESTION_EDITS, Math.max(1, Math.floor(name.length / 3)));
}

/**
 * The closest known name to a misspelt one, or undefined when nothing is close: at most a third of
 * the name's length (and at most 4) edits away. Ties are broken by name order so results are stable;
 * `unique` tells whether one name alone is closest.
 */
export function closestName(name: string, candidates: readonly string[]): { readonly name: string; readonly unique: boolean } | undefined {
  const limit = suggestionLimit(name);
  let best: string[] = [];
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(name, candidate, Math.min(limit, bestDistance));
    if (distance < bestDistance) {
      bestDistance = distance;
      best = [candidate];
    } else if (distance === bestDistance && distance <= limit) {
      best.push(candidate);
    }
  }
  if (best.length === 0 || bestDistance > limit) return undefined;
  best.sort();
  return { name: best[0], unique: best.length === 1 };
}

/** The closest candidate within a third of the word's length (at most 4 edits); ties go to the earlier one. */
export function closestInOrder(word: string, candidates: readonly string[]): { word: string; unique: boolean } | undefined {
  const limit = Math.min(4, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  let ties = 0;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = isTransposition(word, candidate) ? 1 : editDistance(word, candidate, limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      ties = 1;
    } else if (distance === bestDistance && candidate !== best) {
      ties++;
    }
  }
  return best === undefined ? undefined : { word: best, unique: ties === 1 };
}

/** `drak` / `dark`: two neighbouring letters swapped, the commonest typo (one edit, not two). */
function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let i = 0;
  while (i < s.length && s[i] === t[i]) i++;
  return i < s.length - 1 && s[i] === t[i + 1] && s[i + 1] === t[i] && s.slice(i + 2) === t.slice(i + 2);
}
