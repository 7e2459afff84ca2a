import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { StreamMessageWriter } from 'vscode-languageserver/node';
import { oneWritePerMessage } from '../../../server/src/lsp/oneWritePerMessage';

/** A stream that records what reaches it in each flush (one `_write`, or one `_writev` of several chunks). */
function recordingStream(): { stream: Writable; flushes: string[] } {
  const flushes: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      flushes.push(chunk.toString('utf8'));
      done();
    },
    writev(chunks, done) {
      flushes.push(chunks.map((c) => Buffer.from(c.chunk as Buffer).toString('utf8')).join(''));
      done();
    },
  });
  return { stream, flushes };
}

describe('oneWritePerMessage (the stdio stream of the JSON-RPC writer)', () => {
  it('sends each message, header and content, in one flush, byte for byte, in order', async () => {
    const { stream, flushes } = recordingStream();
    const writer = new StreamMessageWriter(oneWritePerMessage(stream));
    const messages = [
      { jsonrpc: '2.0', id: 1, result: { contents: 'é 🐉 "quoted"' } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'file:///a.card', diagnostics: [] } },
      { jsonrpc: '2.0', id: 2, result: 'x'.repeat(100_000) },
    ];
    await Promise.all(messages.map((m) => writer.write(m)));
    assert.equal(flushes.length, messages.length);
    flushes.forEach((flush, i) => {
      const content = JSON.stringify(messages[i]);
      assert.equal(flush, `Content-Length: ${Buffer.byteLength(content)}\r\n\r\n${content}`);
    });
  });

  it('passes errors and the end through', async () => {
    const { stream } = recordingStream();
    const writer = new StreamMessageWriter(oneWritePerMessage(stream));
    const errors: Error[] = [];
    writer.onError(([error]) => errors.push(error));
    stream.emit('error', new Error('pipe closed'));
    assert.equal(errors[0]?.message, 'pipe closed');
    let finished = false;
    stream.on('finish', () => (finished = true));
    writer.end();
    await new Promise((resolve) => setImmediate(resolve));
    assert.ok(finished);
  });
});
