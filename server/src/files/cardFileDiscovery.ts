import * as fs from 'fs';
import * as path from 'path';

/**
 * Finding `.card` files on disk, shared by the CLI (synchronous, one run) and the language server
 * (asynchronous, so loading a large workspace never blocks requests). Both walk the same way: the same
 * skipped folders, symbolic links to folders not followed (a link cycle cannot make the walk endless),
 * unreadable folders skipped.
 */

/** Folders never searched for card files: dependencies, build output and VCS data. */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['node_modules', '.git', '.hg', '.svn', 'out', 'dist', '.vscode-test']);

export interface FoundCardFiles {
  /** Absolute paths, sorted, without duplicates. */
  readonly files: readonly string[];
  /** Arguments that name nothing on disk. */
  readonly missing: readonly string[];
}

/**
 * Expands path arguments: a file is taken as it is (even without the .card extension, since the user
 * named it), a folder is searched recursively for `*.card`.
 */
export function findCardFilesSync(paths: readonly string[], cwd: string): FoundCardFiles {
  const found = new Set<string>();
  const missing: string[] = [];
  for (const given of paths) {
    const absolute = path.resolve(cwd, given);
    const stat = statSyncOrUndefined(absolute);
    if (!stat) missing.push(given);
    else if (stat.isDirectory()) collectFolderSync(absolute, found);
    else found.add(absolute);
  }
  return { files: [...found].sort(), missing };
}

/** The same as findCardFilesSync, without blocking: folders are read concurrently. */
export async function findCardFiles(paths: readonly string[], cwd: string): Promise<FoundCardFiles> {
  const found = new Set<string>();
  const missing: string[] = [];
  await Promise.all(
    paths.map(async (given) => {
      const absolute = path.resolve(cwd, given);
      const stat = await statOrUndefined(absolute);
      if (!stat) missing.push(given);
      else if (stat.isDirectory()) await collectFolder(absolute, found);
      else found.add(absolute);
    }),
  );
  return { files: [...found].sort(), missing: paths.filter((p) => missing.includes(p)) };
}

function collectFolderSync(folder: string, found: Set<string>): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return; // unreadable folder: nothing to check there
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) collectFolderSync(full, found);
    } else if (isCardEntry(entry) && statSyncOrUndefined(full)?.isFile()) {
      found.add(full);
    }
  }
}

async function collectFolder(folder: string, found: Set<string>): Promise<void> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(folder, { withFileTypes: true });
  } catch {
    return;
  }
  await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) await collectFolder(full, found);
      } else if (isCardEntry(entry) && (await statOrUndefined(full))?.isFile()) {
        found.add(full);
      }
    }),
  );
}

function isCardEntry(entry: fs.Dirent): boolean {
  return (entry.isFile() || entry.isSymbolicLink()) && entry.name.endsWith('.card');
}

function statSyncOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

async function statOrUndefined(file: string): Promise<fs.Stats | undefined> {
  try {
    return await fs.promises.stat(file);
  } catch {
    return undefined;
  }
}
