/**
 * Levenshtein distance, case-insensitive, computed only in the band |i - j| <= limit (Ukkonen), with an
 * early exit once every cell of a row exceeds `limit`; returns `limit + 1` for anything farther.
 */
export function editDistance(a: string, b: string, limit = Math.max(a.length, b.length)): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  const beyond = limit + 1;
  let previous = new Array<number>(t.length + 1);
  let current = new Array<number>(t.length + 1);
  for (let j = 0; j <= t.length; j++) previous[j] = j <= limit ? j : beyond;
  for (let i = 1; i <= s.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(t.length, i + limit);
    current.fill(beyond);
    current[0] = i <= limit ? i : beyond;
    let rowMin = current[0];
    for (let j = from; j <= to; j++) {
      const cost = s.charCodeAt(i - 1) === t.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, beyond);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return beyond;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[t.length], beyond);
}

/**
 * The closest known name to a misspelt one, or undefined when nothing is close: at most a third of
 * the name's length (and at most 4) edits away. Ties are broken by name order so results are stable;
 * `unique` tells whether one name alone is closest.
 */
export function closestName(name: string, candidates: readonly string[]): { readonly name: string; readonly unique: boolean } | undefined {
  const limit = Math.min(4, Math.max(1, Math.floor(name.length / 3)));
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
