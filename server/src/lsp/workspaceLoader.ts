import { promises as fs } from 'fs';
import { findCardFiles } from '../files/cardFileDiscovery';
import { fileUriFromPath, pathFromUri } from './fileUris';

export interface DiskCardFile {
  readonly uri: string;
  readonly text: string;
}

/**
 * Reads every `*.card` file under the workspace folders, so names resolve across the whole set from the
 * start, including files never opened. The folder walk is the CLI's (files/cardFileDiscovery.ts: same
 * skipped folders, same results), without blocking; unreadable files are skipped. Non-`file:` folders (virtual workspaces) yield nothing.
 */
export async function loadCardFiles(folderUris: readonly string[]): Promise<DiskCardFile[]> {
  const folders = folderUris.map(pathFromUri).filter((p): p is string => p !== undefined);
  if (folders.length === 0) return [];
  const { files } = await findCardFiles(folders, '/');
  const loaded = await Promise.all(
    files.map(async (path) => {
      const text = await readText(path);
      return text === undefined ? undefined : { uri: fileUriFromPath(path), text };
    }),
  );
  return loaded.filter((f): f is DiskCardFile => f !== undefined);
}

/** The current text of a card file on disk, or undefined when it is gone or unreadable. */
export async function readCardFile(uri: string): Promise<string | undefined> {
  const path = pathFromUri(uri);
  return path === undefined ? undefined : readText(path);
}

async function readText(path: string): Promise<string | undefined> {
  try {
    const text = await fs.readFile(path, 'utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return undefined;
  }
}

/** Whether a URI lies inside a folder URI (same scheme and a path prefix at a segment boundary). */
export function isInside(uri: string, folderUri: string): boolean {
  const folder = folderUri.endsWith('/') ? folderUri : `${folderUri}/`;
  return uri.startsWith(folder);
}

export function isCardFileUri(uri: string): boolean {
  return /\.card$/i.test(uri);
}
