import * as fs from 'fs';
import * as path from 'path';

/** Folders never searched for card files: dependencies, build output and VCS data. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.hg', '.svn', 'out', 'dist', '.vscode-test']);

export interface FoundCardFiles {
  /** Absolute paths, sorted, without duplicates. */
  readonly files: readonly string[];
  /** Arguments that name nothing on disk. */
  readonly missing: readonly string[];
}

/**
 * Expands the CLI's path arguments: a file is taken as it is (even without the .card extension, since the
 * user named it), a folder is searched recursively for `*.card`. Symbolic links to folders are not
 * followed, so a link cycle cannot make the search run forever.
 */
export function findCardFiles(paths: readonly string[], cwd: string): FoundCardFiles {
  const found = new Set<string>();
  const missing: string[] = [];
  for (const given of paths) {
    const absolute = path.resolve(cwd, given);
    const stat = statOrUndefined(absolute);
    if (!stat) missing.push(given);
    else if (stat.isDirectory()) collectFolder(absolute, found);
    else found.add(absolute);
  }
  return { files: [...found].sort(), missing };
}

function collectFolder(folder: string, found: Set<string>): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return; // unreadable folder: nothing to check there
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) collectFolder(full, found);
    } else if ((entry.isFile() || entry.isSymbolicLink()) && entry.name.endsWith('.card')) {
      const stat = statOrUndefined(full);
      if (stat?.isFile()) found.add(full);
    }
  }
}

function statOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}
