import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Hover, InitializeResult, MarkupContent } from 'vscode-languageserver/node';
import { fileUri, LspTestClient, REPO_ROOT } from './lspTestClient';

/**
 * `cardscript lsp --stdio` (bin/cardscript.js, the npm package's command) is the language server for
 * any editor: real JSON-RPC over its stdin/stdout, the same answers as dist/server.js.
 */
const BIN = path.join(REPO_ROOT, 'bin', 'cardscript.js');
const FIXTURE_PATH = path.join('test', 'fixtures', 'broken', 'tribute-mistakes.card');
const FIXTURE = fileUri(FIXTURE_PATH);

describe('cardscript lsp --stdio', () => {
  let client: LspTestClient;
  let initialized: InitializeResult;

  before(async () => {
    client = new LspTestClient(() => ({ checks: {} }), [BIN, 'lsp', '--stdio']);
    initialized = await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      capabilities: { textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] } } },
    });
    await client.connection.sendNotification('initialized', {});
  });

  after(async () => {
    await client?.stop();
  });

  it('answers initialize as the CardScript server', () => {
    assert.equal(initialized.serverInfo?.name, 'CardScript Language Server');
    assert.ok(initialized.capabilities.hoverProvider);
  });

  it('publishes the diagnostics the fixture markers name and answers a hover', async () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, FIXTURE_PATH), 'utf8');
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: FIXTURE, languageId: 'cardscript', version: 1, text } });
    const expected = text.split('\n').flatMap((line, index) => {
      const marker = /# expect: (CS\d{4})\b/.exec(line);
      return marker ? [`${index} ${marker[1]}`] : [];
    });
    const published = await client.waitForDiagnostics(FIXTURE, (p) => p.diagnostics.length > 0, 'diagnostics of the fixture');
    assert.deepEqual(published.diagnostics.map((d) => `${d.range.start.line} ${d.code}`).sort(), expected.sort());
    const line = text.split('\n').findIndex((l) => l.startsWith('monster "'));
    const hover: Hover | null = await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri: FIXTURE },
      position: { line, character: 10 },
    });
    assert.match((hover?.contents as MarkupContent | undefined)?.value ?? '', /Tribute/);
  });

  it('exits when the client says exit after shutdown', async () => {
    await client.stop();
    assert.equal(client.exited, 0);
  });
});
