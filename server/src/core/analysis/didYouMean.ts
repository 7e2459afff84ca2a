/** Levenshtein distance, case-insensitive, with an early exit once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s.charCodeAt(i - 1) === t.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[t.length];
}

/**
 * The closest known name to a misspelt one, or undefined when nothing is close: at most a third of
 * the name's length (and at most 4) edits away. Ties are broken by name order so results are stable.
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
