import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Message } from 'vscode-languageserver/node';
import { messageJson, publishDiagnosticsEncoder } from '../../../server/src/lsp/publishDiagnosticsEncoder';

const publish = (uri: string, diagnostics: unknown[], version?: number): Message =>
  ({ jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri, diagnostics, ...(version !== undefined ? { version } : {}) } }) as Message;

const diagnostic = (line: number, message: string) => ({
  range: { start: { line, character: 2 }, end: { line, character: 9 } },
  severity: 2,
  code: 'CS0501',
  codeDescription: { href: 'https://example.test/diagnostics.md#cs0501' },
  source: 'cardscript',
  message,
  relatedInformation: [
    { location: { uri: 'file:///other.card', range: { start: { line: 1, character: 0 }, end: { line: 1, character: 4 } } }, message: 'named "here"' },
  ],
});

describe('publishDiagnosticsEncoder', () => {
  it('writes the same JSON as JSON.stringify, for publishes and every other message', () => {
    const messages: unknown[] = [
      publish('file:///a.card', [diagnostic(3, 'Unknown card "Zeta\u200bWyrm".'), diagnostic(4, 'line\nbreak \\ and \u2028')], 7),
      publish('file:///a.card', []),
      {
        jsonrpc: '2.0',
        method: 'textDocument/publishDiagnostics',
        params: { uri: 'file:///b.card', version: undefined, diagnostics: [diagnostic(0, 'x')], extra: () => 1 },
      },
      { jsonrpc: '2.0', id: 4, result: { contents: 'hover' } },
      { jsonrpc: '2.0', method: 'cardscript/validated', params: { uri: 'file:///a.card', tier: 'fast' } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: null },
    ];
    for (const message of messages) assert.equal(messageJson(message as Message), JSON.stringify(message));
  });

  it('reuses the JSON of the objects published last for the document, and keeps nothing stale', () => {
    // Random publishes of a pool of objects, some replaced by fresh ones (a moved or new diagnostic), some
    // shared between documents: every publish is byte-identical to JSON.stringify.
    let seed = 12;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pool = Array.from({ length: 40 }, (_, i) => diagnostic(i, `message ${i}`));
    for (let round = 0; round < 300; round++) {
      if (random() < 0.3) pool[Math.floor(random() * pool.length)] = diagnostic(Math.floor(random() * 100), `fresh ${round}`);
      const chosen = pool.filter(() => random() < 0.5);
      const uri = random() < 0.5 ? 'file:///a.card' : 'file:///b.card';
      const message = publish(uri, chosen, random() < 0.5 ? round : undefined);
      assert.equal(messageJson(message), JSON.stringify(message), `round ${round}`);
    }
  });

  it("encodes in the writer's charset", async () => {
    const message = publish('file:///ä.card', [diagnostic(1, 'Überschrift')], 1);
    const bytes = await publishDiagnosticsEncoder.encode(message, { charset: 'utf-8' });
    assert.equal(Buffer.from(bytes).toString('utf8'), JSON.stringify(message));
  });
});
