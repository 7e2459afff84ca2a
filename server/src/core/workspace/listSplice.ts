/**
 * `list` with `removed` items at `at` replaced by `added`, made in one array of its final size (slice and
 * concat would allocate three: an edit of a 10,000-declaration document splices several such lists).
 */
export function splicedCopy<T>(list: readonly T[], at: number, removed: number, added: readonly T[]): T[] {
  const out = new Array<T>(list.length - removed + added.length);
  let k = 0;
  for (let i = 0; i < at; i++) out[k++] = list[i];
  for (let i = 0; i < added.length; i++) out[k++] = added[i];
  for (let i = at + removed; i < list.length; i++) out[k++] = list[i];
  return out;
}
