import * as fs from 'fs';
import * as path from 'path';
import { readCdb, TooManyCards } from '../cdbFile';
import { EdoproCardLibrary } from './edoproCardLibrary';
import { archetypeNamesOf } from '../stringsConf';

/**
 * Reads the card libraries a user names (`cardscript.library`, `--library`): EDOPro databases given as
 * `.cdb` files, `strings.conf` files, or an EDOPro install folder, searched for its databases
 * (`*.cdb`, `expansions/*.cdb`, `repositories/<repository>/*.cdb`) and its archetype names (`strings.conf`,
 * `config/strings.conf`, `expansions/strings.conf`, `repositories/<repository>/strings.conf`). A path
 * that cannot be read is a warning, never a failure: the other paths still load (docs/edopro.md, "The
 * official pool as the library").
 */

/** The largest database read, as `cardscript import edopro` reads at most (bytes). */
export const MAX_LIBRARY_DATABASE_BYTES = 64 * 1024 * 1024;
/** The most cards one database may have. */
export const MAX_LIBRARY_DATABASE_CARDS = 50_000;
/** The most databases one load reads (an install folder holds a few). */
export const MAX_LIBRARY_DATABASES = 64;
const MAX_STRINGS_BYTES = 4 * 1024 * 1024;

export interface LoadedLibraries {
  /** One per database read, in the order given (earlier ones shadow later ones). */
  readonly libraries: readonly EdoproCardLibrary[];
  /** What could not be read, one line each, naming the path as given. */
  readonly warnings: readonly string[];
  /** What was read, for the log: each database's path and card count. */
  readonly databases: readonly { readonly file: string; readonly cards: number }[];
  readonly archetypeNames: number;
  readonly elapsedMs: number;
}

/** A file to read: where it is, and how warnings name it (below the path as the user gave it). */
interface LibraryFile {
  readonly absolute: string;
  readonly shown: string;
}

interface Found {
  readonly databases: LibraryFile[];
  readonly strings: LibraryFile[];
}

/** `paths` as the user wrote them; a relative one is taken from `baseDir`. */
export async function loadCardLibraries(paths: readonly string[], baseDir: string): Promise<LoadedLibraries> {
  const started = Date.now();
  const warnings: string[] = [];
  const found: Found = { databases: [], strings: [] };
  for (const given of paths) {
    if (typeof given !== 'string' || given.trim() === '') {
      warnings.push('library: an empty path is skipped');
      continue;
    }
    const absolute = path.resolve(baseDir, given);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(absolute);
    } catch {
      warnings.push(`library ${given}: no such file or folder`);
      continue;
    }
    if (stat.isDirectory()) {
      const before = found.databases.length;
      await searchInstall(absolute, given, found);
      if (found.databases.length === before) warnings.push(`library ${given}: no .cdb database in this folder, its expansions/ or its repositories/`);
    } else if (/\.conf$/i.test(absolute)) found.strings.push({ absolute, shown: given });
    else found.databases.push({ absolute, shown: given });
  }
  const names = new Map<number, string>();
  for (const file of unique(found.strings)) {
    const read = await readBounded(file.absolute, MAX_STRINGS_BYTES);
    if (typeof read === 'string') warnings.push(`library ${file.shown}: ${read}`);
    else archetypeNamesOf(new TextDecoder().decode(read), names);
  }
  const databases = unique(found.databases);
  if (databases.length > MAX_LIBRARY_DATABASES) {
    warnings.push(`library: ${databases.length} databases found; only the first ${MAX_LIBRARY_DATABASES} are read`);
    databases.length = MAX_LIBRARY_DATABASES;
  }
  const libraries: EdoproCardLibrary[] = [];
  const read: { file: string; cards: number }[] = [];
  for (const [index, file] of databases.entries()) {
    const bytes = await readBounded(file.absolute, MAX_LIBRARY_DATABASE_BYTES);
    if (typeof bytes === 'string') {
      warnings.push(`library ${file.shown}: ${bytes}`);
      continue;
    }
    try {
      const rows = await readCdb(bytes, MAX_LIBRARY_DATABASE_CARDS);
      const library = new EdoproCardLibrary(`EDOPro library ${path.basename(file.absolute)}`, rows, names, `cardscript-edopro-library:///${index}/`);
      libraries.push(library);
      read.push({ file: file.shown, cards: library.size });
    } catch (error) {
      const reason =
        error instanceof TooManyCards
          ? `${error.message.replace('an import reads', 'a library holds')}: not read`
          : `not an EDOPro card database (${error instanceof Error ? error.message : String(error)})`;
      warnings.push(`library ${file.shown}: ${reason}`);
    }
  }
  return { libraries, warnings, databases: read, archetypeNames: names.size, elapsedMs: Date.now() - started };
}

/** Where an EDOPro install keeps its databases and archetype names. */
async function searchInstall(folder: string, given: string, found: Found): Promise<void> {
  const places = ['', 'expansions'];
  for (const repository of await entries(path.join(folder, 'repositories'))) {
    if (repository.isDirectory()) places.push(path.join('repositories', repository.name));
  }
  const file = (relative: string): LibraryFile => ({ absolute: path.join(folder, relative), shown: path.join(given, relative) });
  for (const place of places) {
    for (const entry of await entries(path.join(folder, place))) {
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      if (/\.cdb$/i.test(entry.name)) found.databases.push(file(path.join(place, entry.name)));
      else if (entry.name.toLowerCase() === 'strings.conf') found.strings.push(file(path.join(place, entry.name)));
    }
  }
  const config = file(path.join('config', 'strings.conf'));
  if (await isFile(config.absolute)) found.strings.push(config);
}

async function entries(folder: string): Promise<fs.Dirent[]> {
  try {
    return (await fs.promises.readdir(folder, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return [];
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

function unique(files: readonly LibraryFile[]): LibraryFile[] {
  const seen = new Set<string>();
  return files.filter((file) => !seen.has(file.absolute) && seen.add(file.absolute));
}

// A FIFO that takes the file's place between the check and the open must not block the open.
const OPEN_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);

/** A regular file's bytes, if it has at most `limit`; else why not. A FIFO or a device is refused unopened. */
async function readBounded(file: string, limit: number): Promise<Uint8Array | string> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    const refused = refusal(await fs.promises.stat(file), limit);
    if (refused) return refused;
    handle = await fs.promises.open(file, OPEN_FLAGS);
    const opened = await handle.stat();
    const changed = refusal(opened, limit);
    if (changed) return changed;
    const buffer = Buffer.alloc(opened.size);
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  } catch (error) {
    return `cannot be read (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await handle?.close();
  }
}

function refusal(stat: fs.Stats, limit: number): string | undefined {
  if (!stat.isFile()) return 'not a regular file: not read';
  if (stat.size > limit) return `${stat.size.toLocaleString('en-US')} bytes, more than a library file may have (${limit.toLocaleString('en-US')}): not read`;
  return undefined;
}
