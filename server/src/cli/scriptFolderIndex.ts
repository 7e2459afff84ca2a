import * as fs from 'fs';
import * as path from 'path';

/**
 * The Lua files of a script folder given to `import edopro --scripts DIR`, by file name: DIR's own files
 * first, then those of its folders one level down, in name order (EDOPro's CardScripts keep the card
 * scripts in `official/`, `unofficial/`, ... beside `constant.lua`, `utility.lua` and the `proc_*.lua` they
 * load). The first file of a name wins, as the engine asks by name only. Nothing is read here.
 */
export interface ScriptFolderIndex {
  readonly files: ReadonlyMap<string, string>;
  /** Names found more than once (the later ones are not used). */
  readonly shadowed: readonly string[];
}

/** At most this many files are listed: a folder past it is refused (EDOPro's own has about 14,000). */
export const MAX_SCRIPT_FILES = 200_000;

export class ScriptFolderError extends Error {}

export function scriptFolderIndex(dir: string): ScriptFolderIndex {
  const files = new Map<string, string>();
  const shadowed: string[] = [];
  let count = 0;
  const list = (folder: string): fs.Dirent[] => {
    const entries = fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    count += entries.length;
    if (count > MAX_SCRIPT_FILES) throw new ScriptFolderError(`more than ${MAX_SCRIPT_FILES.toLocaleString('en-US')} files`);
    return entries;
  };
  const add = (folder: string, entries: readonly fs.Dirent[]) => {
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.toLowerCase().endsWith('.lua')) continue;
      if (files.has(entry.name)) shadowed.push(entry.name);
      else files.set(entry.name, path.join(folder, entry.name));
    }
  };
  let top: fs.Dirent[];
  try {
    if (!fs.statSync(dir).isDirectory()) throw new ScriptFolderError('it is not a folder');
    top = list(dir);
  } catch (error) {
    throw error instanceof ScriptFolderError ? error : new ScriptFolderError((error as Error).message);
  }
  add(dir, top);
  for (const entry of top) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const sub = path.join(dir, entry.name);
    try {
      add(sub, list(sub));
    } catch (error) {
      if (error instanceof ScriptFolderError) throw error;
      // An unreadable subfolder holds no script the engine could be given.
    }
  }
  return { files, shadowed };
}
