/**
 * How many items at the start (`prefix`) and at the end (`suffix`) two versions of a list share, by
 * identity, without overlapping: after an edit, the declarations outside them are the ones it may have
 * replaced (kept results are reused over the shared ends).
 */
export function unchangedEnds<T>(before: readonly T[], after: readonly T[]): { prefix: number; suffix: number } {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  return { prefix, suffix };
}
