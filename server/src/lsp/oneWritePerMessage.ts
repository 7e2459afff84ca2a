/**
 * The stdio stream for the JSON-RPC stream writer, which writes each message in two writes: its header, then,
 * once the header's write has called back, its content. Over a pipe the client then wakes up for the header
 * alone, finds no content, sleeps, and wakes up again; on a loaded machine every wake-up can wait for a CPU
 * (3-4 ms each on the shared 2-core bench machine, against 0.1-0.3 ms for a hover's work). Here a
 * header is held (its write calls back at once) and leaves with its content: both in one corked flush, one
 * writev on a pipe or socket, without copying the content.
 */
export function oneWritePerMessage(stream: CorkableStream): NodeJS.WritableStream {
  let holding = false;
  const release = () => {
    if (!holding) return;
    holding = false;
    stream.uncork();
  };
  // What the library's stream wrapper calls (vscode-jsonrpc's WritableStreamWrapper): events, write, end.
  const writer = {
    on: (event: string, listener: (...args: unknown[]) => void) => (stream.on(event, listener), writer),
    off: (event: string, listener: (...args: unknown[]) => void) => (stream.off(event, listener), writer),
    write(data: string | Uint8Array, encodingOrDone?: BufferEncoding | WriteCallback, maybeDone?: WriteCallback): boolean {
      const encoding = typeof encodingOrDone === 'string' ? encodingOrDone : undefined;
      const done = typeof encodingOrDone === 'function' ? encodingOrDone : maybeDone;
      if (!holding && typeof data === 'string' && isHeader(data)) {
        holding = true;
        stream.cork();
        stream.write(data, encoding ?? 'ascii');
        if (done) process.nextTick(done);
        return true;
      }
      const written = encoding === undefined ? stream.write(data, done) : stream.write(data, encoding, done);
      release();
      return written;
    },
    end(): void {
      release();
      stream.end();
    },
  };
  return writer as unknown as NodeJS.WritableStream;
}

type WriteCallback = (error?: Error | null) => void;

/** process.stdout as this needs it. */
export interface CorkableStream {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  write(data: string | Uint8Array, done?: WriteCallback): boolean;
  write(data: string | Uint8Array, encoding: BufferEncoding, done?: WriteCallback): boolean;
  cork(): void;
  uncork(): void;
  end(): unknown;
}

/** The header vscode-jsonrpc writes: `Content-Length: N\r\n` (and possibly more fields), then an empty line. */
function isHeader(data: string): boolean {
  return data.startsWith('Content-Length: ') && data.endsWith('\r\n\r\n');
}
