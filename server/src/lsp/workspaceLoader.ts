import { findCardFiles } from '../files/cardFileDiscovery';
import { readRegularTextFileAsync } from '../files/regularFileReader';
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

/** The CLI's reader: regular files only (a `.card` FIFO would block a thread forever), within the size limit. */
async function readText(path: string): Promise<string | undefined> {
  const read = await readRegularTextFileAsync(path);
  return read.ok ? read.text : undefined;
}

/** Whether a URI lies inside a folder URI (same scheme and a path prefix at a segment boundary). */
export function isInside(uri: string, folderUri: string): boolean {
  const folder = folderUri.endsWith('/') ? folderUri : `${folderUri}/`;
  return uri.startsWith(folder);
}

export function isCardFileUri(uri: string): boolean {
  return /\.card$/i.test(uri);
}
