import * as path from 'path';
import type { CliStreams } from './cliIo';
import { fileUriFromPath } from '../files/fileUris';
import { findCardFiles } from './findCardFiles';
import { readRegularTextFile } from '../files/regularFileReader';

/** A card file read from disk, keyed by the same `file://` URI the language server would use. */
export interface CardFileInput {
  readonly absolutePath: string;
  readonly uri: string;
  readonly text: string;
}

export type ReadResult = { readonly ok: true; readonly inputs: readonly CardFileInput[] } | { readonly ok: false; readonly message: string };

/**
 * Expands the path arguments (default: the working directory) and reads every card file. Fails with a
 * message, never a throw, when a path does not exist, a file cannot be read (or is not a regular file, or
 * is larger than MAX_CARD_FILE_BYTES), or nothing was found.
 */
export function readCardFiles(paths: readonly string[], io: CliStreams): ReadResult {
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
    // Only regular files up to MAX_CARD_FILE_BYTES: a FIFO or /dev/zero named on the command line
    // is refused instead of hanging the run (docs/cli.md, "Input files").
    const read = readRegularTextFile(absolutePath);
    if (!read.ok) return { ok: false, message: `cardscript: cannot read ${displayPath(absolutePath, io.cwd)}: ${read.reason}` };
    inputs.push({ absolutePath, uri: fileUriFromPath(absolutePath), text: read.text });
  }
  return { ok: true, inputs };
}

/** A path as the CLI prints it: relative to the working directory, with `/` separators. */
export function displayPath(absolutePath: string, cwd: string): string {
  const relative = path.relative(cwd, absolutePath);
  const shown = relative === '' ? path.basename(absolutePath) : path.isAbsolute(relative) ? absolutePath : relative;
  return shown.split(path.sep).join('/');
}
