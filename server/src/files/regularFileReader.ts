import * as fs from 'fs';

/**
 * The largest card file read (bytes). The biggest real card pools are a few megabytes (10,000 generated
 * cards are about 2.5 MB); a larger file is refused with this limit in the message (docs/security.md).
 */
export const MAX_CARD_FILE_BYTES = 16 * 1024 * 1024;

type Refusal = { readonly ok: false; readonly reason: string };

export type ReadFileResult = { readonly ok: true; readonly text: string } | Refusal;

// A FIFO that takes the file's place between the check and the open must not block the open.
const OPEN_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);

/**
 * Reads a card file's text, only if it is a regular file (a symbolic link is followed to one) of at most
 * `limit` bytes. A FIFO would block forever, `/dev/zero` never ends: both are refused before they are
 * opened, and the opened file is checked again (it may have been replaced in between). A UTF-8 byte
 * order mark is dropped, as editors do, so columns agree with the editor's.
 */
export function readRegularTextFile(file: string, limit: number = MAX_CARD_FILE_BYTES): ReadFileResult {
  return asText(readRegularFile(file, limit));
}

/** The same checks, without blocking the language server's event loop. */
export async function readRegularTextFileAsync(file: string, limit: number = MAX_CARD_FILE_BYTES): Promise<ReadFileResult> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    const refused = refusal(await fs.promises.stat(file), limit);
    if (refused) return refused;
    handle = await fs.promises.open(file, OPEN_FLAGS);
    const reading = BoundedRead.of(await handle.stat(), limit);
    if (!(reading instanceof BoundedRead)) return reading;
    for (;;) {
      const buffer = reading.nextBuffer();
      const done = reading.took(buffer, (await handle.read(buffer, 0, buffer.length, null)).bytesRead);
      if (done) return asText(done);
    }
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  } finally {
    await handle?.close();
  }
}

export type ReadBytesResult = { readonly ok: true; readonly bytes: Buffer } | Refusal;

/** A file's bytes under the same checks as readRegularTextFile (a database, a script next to one). */
export function readRegularFile(file: string, limit: number): ReadBytesResult {
  let fd: number | undefined;
  try {
    const refused = refusal(fs.statSync(file), limit);
    if (refused) return refused;
    fd = fs.openSync(file, OPEN_FLAGS);
    const reading = BoundedRead.of(fs.fstatSync(fd), limit);
    if (!(reading instanceof BoundedRead)) return reading;
    for (;;) {
      const buffer = reading.nextBuffer();
      const done = reading.took(buffer, fs.readSync(fd, buffer, 0, buffer.length, null));
      if (done) return done;
    }
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * One read of an opened file, the checks the sync and the async reader share: the opened file is a
 * regular file within the limit; it is read in the stat's size (plus one byte, to see the end) at once,
 * more only if it grew, and never more than the limit is held in memory.
 */
class BoundedRead {
  private readonly chunks: Buffer[] = [];
  private total = 0;

  private constructor(
    private readonly size: number,
    private readonly limit: number,
  ) {}

  /** A read of the opened file, or why it is refused. */
  static of(opened: fs.Stats, limit: number): BoundedRead | Refusal {
    return refusal(opened, limit) ?? new BoundedRead(opened.size, limit);
  }

  nextBuffer(): Buffer {
    return Buffer.allocUnsafe(Math.min(Math.max(this.size + 1 - this.total, 4096), this.limit + 1 - this.total));
  }

  /** Takes what a read put into the buffer: the result once the file ended or grew past the limit, else undefined. */
  took(buffer: Buffer, read: number): ReadBytesResult | undefined {
    if (read === 0) return { ok: true, bytes: Buffer.concat(this.chunks, this.total) };
    this.chunks.push(buffer.subarray(0, read));
    this.total += read;
    // Grown since the check: still never more than the limit in memory.
    return this.total > this.limit ? tooLarge(this.total, this.limit, false) : undefined;
  }
}

function asText(read: ReadBytesResult): ReadFileResult {
  return read.ok ? { ok: true, text: decode(read.bytes) } : read;
}

function refusal(stat: fs.Stats, limit: number): Refusal | undefined {
  if (!stat.isFile()) return { ok: false, reason: `not a regular file (${kindOf(stat)}); only regular files are read` };
  if (stat.size > limit) return tooLarge(stat.size, limit, true);
  return undefined;
}

/** `exact`: the size is the file's (from its stat); else reading stopped one byte past the limit. */
function tooLarge(size: number, limit: number, exact: boolean): Refusal {
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
