import * as fs from 'fs';

/**
 * The largest card file read (bytes). The biggest real card pools are a few megabytes (10,000 generated
 * cards are about 2.5 MB); a larger file is refused with this limit in the message (docs/security.md).
 */
export const MAX_CARD_FILE_BYTES = 16 * 1024 * 1024;

export type ReadFileResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string };

// A FIFO that takes the file's place between the check and the open must not block the open.
const OPEN_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);

/**
 * Reads a card file's text, only if it is a regular file (a symbolic link is followed to one) of at most
 * `limit` bytes. A FIFO would block forever, `/dev/zero` never ends: both are refused before they are
 * opened, and the opened file is checked again (it may have been replaced in between). A UTF-8 byte
 * order mark is dropped, as editors do, so columns agree with the editor's.
 */
export function readRegularTextFile(file: string, limit: number = MAX_CARD_FILE_BYTES): ReadFileResult {
  let fd: number | undefined;
  try {
    const refused = refusal(fs.statSync(file), limit);
    if (refused) return refused;
    fd = fs.openSync(file, OPEN_FLAGS);
    const stat = fs.fstatSync(fd);
    const opened = refusal(stat, limit);
    if (opened) return opened;
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      // The stat's size (plus one byte, to see the end) in one read; more only if the file grew.
      const chunk = Buffer.allocUnsafe(Math.min(Math.max(stat.size + 1 - total, 4096), limit + 1 - total));
      const read = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      total += read;
      // Grown since the check: still never more than the limit in memory.
      if (total > limit) return tooLarge(total, limit, false);
    }
    return { ok: true, text: decode(Buffer.concat(chunks, total)) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** The same checks, without blocking the language server's event loop. */
export async function readRegularTextFileAsync(file: string, limit: number = MAX_CARD_FILE_BYTES): Promise<ReadFileResult> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    const refused = refusal(await fs.promises.stat(file), limit);
    if (refused) return refused;
    handle = await fs.promises.open(file, OPEN_FLAGS);
    const stat = await handle.stat();
    const opened = refusal(stat, limit);
    if (opened) return opened;
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      // The stat's size (plus one byte, to see the end) in one read; more only if the file grew.
      const chunk = Buffer.allocUnsafe(Math.min(Math.max(stat.size + 1 - total, 4096), limit + 1 - total));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      total += bytesRead;
      if (total > limit) return tooLarge(total, limit, false);
    }
    return { ok: true, text: decode(Buffer.concat(chunks, total)) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  } finally {
    await handle?.close();
  }
}

function refusal(stat: fs.Stats, limit: number): ReadFileResult | undefined {
  if (!stat.isFile()) return { ok: false, reason: `not a regular file (${kindOf(stat)}); only regular files are read` };
  if (stat.size > limit) return tooLarge(stat.size, limit, true);
  return undefined;
}

/** `exact`: the size is the file's (from its stat); else reading stopped one byte past the limit. */
function tooLarge(size: number, limit: number, exact: boolean): ReadFileResult {
  const shown = exact ? size.toLocaleString('en-US') : `more than ${limit.toLocaleString('en-US')}`;
  return { ok: false, reason: `too large: ${shown} bytes (the limit is ${limit.toLocaleString('en-US')} bytes)` };
}

function kindOf(stat: fs.Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  if (stat.isSocket()) return 'a socket';
  return 'not a file';
}

function decode(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
