/**
 * The names of the files an import writes, one per wanted name, all different even where the file system
 * folds case (macOS, Windows): a set named like an archetype's file, or two names that sanitise to the
 * same string, would otherwise write one file over the other and lose its cards.
 */

/** Windows opens these as devices whatever the extension (`con.card` is the console). */
const DEVICE_NAMES = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** A file name's stem from a set name (the database's file name) or an archetype key: no separator, no device name, never empty. */
export function fileStem(key: string): string {
  const base = key.replace(/[^\w.-]+/g, '-');
  if (base === '') return 'set';
  return DEVICE_NAMES.test(base.split('.')[0]) ? `set-${base}` : base;
}

/**
 * One `.card` file name per stem, in order: a stem no earlier one took (case folded) keeps its name, a
 * later one gets `-2`, `-3`, ... with a number no stem of the list wants, so no name is taken twice.
 */
export function uniqueFileNames(stems: readonly string[]): string[] {
  const folded = (name: string) => name.toLowerCase();
  const wanted = new Set(stems.map(folded));
  const taken = new Set<string>();
  return stems.map((stem) => {
    let name = stem;
    if (taken.has(folded(name))) {
      let n = 2;
      while (taken.has(folded(`${stem}-${n}`)) || wanted.has(folded(`${stem}-${n}`))) n++;
      name = `${stem}-${n}`;
    }
    taken.add(folded(name));
    return `${name}.card`;
  });
}
