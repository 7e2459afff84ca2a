import * as fs from 'fs';
import * as path from 'path';
import type { CliIo } from './cliIo';
import { fileUriFromPath } from '../files/fileUris';
import { findCardFiles } from './findCardFiles';

/** A card file read from disk, keyed by the same `file://` URI the language server would use. */
export interface CardFileInput {
  readonly absolutePath: string;
  readonly uri: string;
  readonly text: string;
}

export type ReadResult = { readonly ok: true; readonly inputs: readonly CardFileInput[] } | { readonly ok: false; readonly message: string };

/**
 * Expands the path arguments (default: the working directory) and reads every card file. Fails with a
 * message, never a throw, when a path does not exist, a file cannot be read, or nothing was found.
 */
export function readCardFiles(paths: readonly string[], io: CliIo): ReadResult {
  const given = paths.length > 0 ? paths : ['.'];
  const { files, missing } = findCardFiles(given, io.cwd);
  if (missing.length > 0) {
    return { ok: false, message: missing.map((p) => `cardscript: ${p}: no such file or folder`).join('\n') };
  }
  if (files.length === 0) {
    return { ok: false, message: `cardscript: no .card files found in ${given.join(', ')}` };
  }
  const inputs: CardFileInput[] = [];
  for (const absolutePath of files) {
    let text: string;
    try {
      text = fs.readFileSync(absolutePath, 'utf8');
    } catch (error) {
      return { ok: false, message: `cardscript: cannot read ${displayPath(absolutePath, io.cwd)}: ${(error as Error).message}` };
    }
    // Editors drop a UTF-8 byte order mark; do the same so columns agree with the editor's.
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    inputs.push({ absolutePath, uri: fileUriFromPath(absolutePath), text });
  }
  return { ok: true, inputs };
}

/** A path as the CLI prints it: relative to the working directory, with `/` separators. */
export function displayPath(absolutePath: string, cwd: string): string {
  const relative = path.relative(cwd, absolutePath);
  const shown = relative === '' ? path.basename(absolutePath) : path.isAbsolute(relative) ? absolutePath : relative;
  return shown.split(path.sep).join('/');
}
