/** Windows refuses these as file names whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/;

/**
 * A file name for each card name: ASCII letters, digits and dashes only (no path separators, dots or
 * control characters can come through), at most 80 characters, and unique in the list (`-2`, `-3`, ...).
 */
export function cardFileNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let base = name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['\u2019]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '');
    if (base === '') base = 'card';
    if (RESERVED.test(base)) base = `card-${base}`;
    let candidate = base;
    for (let n = 2; used.has(candidate); n++) candidate = `${base}-${n}`;
    used.add(candidate);
    return candidate;
  });
}
