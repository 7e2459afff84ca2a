import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { CancellationTokenSource, type Hover, ResponseError } from 'vscode-languageserver/node';
import { waitFor } from '../helpers/waitFor';
import { BUILT_SERVER, LspTestClient } from './lspTestClient';

/**
 * The server under abuse (docs/performance.md, "Robustness suites"): requests about documents it never saw, positions outside a
 * document, malformed parameters, garbage settings, a storm of cancellations, lifecycle notifications out of
 * order, and a file deleted while open. For each, the server answers (a result or a JSON-RPC error, as the
 * protocol allows) and keeps running: every group ends with a request that must succeed.
 */

const CARD = [
  'monster "Abuse Golem" {',
  '  frame normal',
  '  attribute EARTH',
  '  race Rock',
  '  level 4',
  '  atk 1500 def 1800',
  '  text "It takes a beating."',
  '}',
  '',
].join('\n');

/** Garbage the client answers `workspace/configuration` with, changed by the settings tests. */
let configurationAnswer: unknown = { checks: {} };

/** A request either answers or fails with a proper JSON-RPC error; both are fine, a hang or a crash is not. */
async function settles(promise: Promise<unknown>, what: string): Promise<{ result?: unknown; error?: ResponseError<unknown> }> {
  try {
    return { result: await promise };
  } catch (error) {
    assert.ok(error instanceof ResponseError, `${what}: expected a JSON-RPC error, got ${String(error)}`);
    assert.ok(Number.isInteger(error.code), `${what}: error code ${error.code}`);
    return { error };
  }
}

describe('language server under abuse (dist/server.js)', () => {
  let client: LspTestClient;
  let folder: string;
  let diskFile: string;
  let diskUri: string;
  let otherDiskUri: string;
  const OPEN = 'untitled:abuse-open';

  const alive = async (what: string) => {
    const hover: Hover | null = await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri: OPEN },
      position: { line: 0, character: 10 },
    });
    assert.ok(hover, `after ${what}: hover on an open card answers`);
    assert.equal(client.exited, undefined, `after ${what}: the server exited; stderr: ${client.stderr.join('')}`);
    // The server's last-resort handlers log these; a handler that relies on them has a bug to fix.
    const escaped = client.logs.filter((l) => /^(Uncaught exception|Unhandled rejection)/.test(l));
    assert.deepEqual(
      escaped.map((l) => l.split('\n')[0]),
      [],
      `after ${what}: an error escaped a handler`,
    );
  };

  before(async () => {
    assert.ok(fs.existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run \`npm run build\` first`);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-abuse-'));
    diskFile = path.join(folder, 'doomed.card');
    fs.writeFileSync(diskFile, CARD.replace('Abuse Golem', 'Doomed Golem'));
    fs.writeFileSync(path.join(folder, 'other.card'), CARD.replace('Abuse Golem', 'Doomed Golem'));
    diskUri = pathToFileURL(diskFile).href;
    otherDiskUri = pathToFileURL(path.join(folder, 'other.card')).href;
    client = new LspTestClient(() => configurationAnswer);
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(folder).href,
      workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'abuse' }],
      capabilities: {
        workspace: { configuration: true, workspaceFolders: true, didChangeWatchedFiles: { dynamicRegistration: true } },
        textDocument: { publishDiagnostics: { relatedInformation: true, versionSupport: true }, hover: { contentFormat: ['markdown'] } },
      },
    });
    await client.connection.sendNotification('initialized', {});
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: OPEN, languageId: 'cardscript', version: 1, text: CARD } });
    await client.waitForDiagnostics(OPEN, (p) => p.version === 1, 'diagnostics of the open card');
  });

  after(async () => {
    await client?.stop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('answers every document request about unknown documents and odd URIs', async () => {
    const position = { line: 0, character: 0 };
    const range = { start: position, end: position };
    for (const uri of [
      'file:///no/such/dir/missing.card',
      'untitled:never-opened',
      'foo:bar',
      'not a uri at all',
      '',
      'file:///%E0%A4%A.card',
      `file:///${'x'.repeat(5000)}.card`,
    ]) {
      const textDocument = { uri };
      const requests: [string, object][] = [
        ['textDocument/hover', { textDocument, position }],
        ['textDocument/completion', { textDocument, position }],
        ['textDocument/definition', { textDocument, position }],
        ['textDocument/references', { textDocument, position, context: { includeDeclaration: true } }],
        ['textDocument/documentSymbol', { textDocument }],
        ['textDocument/foldingRange', { textDocument }],
        ['textDocument/formatting', { textDocument, options: { tabSize: 2, insertSpaces: true } }],
        ['textDocument/codeAction', { textDocument, range, context: { diagnostics: [] } }],
        ['textDocument/codeLens', { textDocument }],
        ['textDocument/prepareRename', { textDocument, position }],
        ['textDocument/rename', { textDocument, position, newName: 'X' }],
        ['cardscript/simulateCard', { uri, name: 'Abuse Golem' }],
        ['cardscript/runScenario', { uri, name: 'Nope' }],
      ];
      for (const [method, params] of requests) await settles(client.connection.sendRequest(method, params), `${method} on ${JSON.stringify(uri).slice(0, 40)}`);
    }
    await alive('requests about unknown documents');
  });

  it('answers positions outside the document and malformed parameters', async () => {
    const textDocument = { uri: OPEN };
    const positions = [
      { line: -1, character: 0 },
      { line: 0, character: -7 },
      { line: 1e9, character: 1e9 },
      { line: 3, character: 1e6 },
      { line: 2.5, character: 1.5 },
      { line: Number.MAX_SAFE_INTEGER, character: 0 },
      { line: null, character: 'a' },
      {},
    ];
    for (const position of positions) {
      for (const method of ['textDocument/hover', 'textDocument/completion', 'textDocument/definition', 'textDocument/prepareRename']) {
        await settles(client.connection.sendRequest(method, { textDocument, position }), `${method} at ${JSON.stringify(position)}`);
      }
      await settles(client.connection.sendRequest('textDocument/references', { textDocument, position, context: { includeDeclaration: true } }), 'references');
      await settles(
        client.connection.sendRequest('textDocument/codeAction', {
          textDocument,
          range: { start: position, end: { line: 0, character: 0 } },
          context: { diagnostics: [] },
        }),
        'codeAction',
      );
      await settles(client.connection.sendRequest('textDocument/rename', { textDocument, position, newName: '"}{' }), 'rename');
    }
    for (const params of [null, {}, { textDocument: null }, { textDocument: { uri: 42 } }, [], 'text', { textDocument, position: 'here' }]) {
      for (const method of [
        'textDocument/hover',
        'textDocument/completion',
        'textDocument/documentSymbol',
        'textDocument/formatting',
        'cardscript/simulateCard',
        'cardscript/runScenario',
      ]) {
        await settles(client.connection.sendRequest(method, params), `${method} with ${JSON.stringify(params)}`);
      }
    }
    const unknown = await settles(client.connection.sendRequest('cardscript/noSuchRequest', { x: 1 }), 'an unknown method');
    assert.equal(unknown.error?.code, -32601, 'an unknown request is MethodNotFound');
    await client.connection.sendNotification('cardscript/noSuchNotification', { x: 1 });
    await alive('out-of-range positions and malformed parameters');
  });

  it('treats invalid settings as defaults: pushed garbage and garbage answers to workspace/configuration', async () => {
    const garbage: unknown[] = [
      null,
      42,
      'checks',
      [1, 2, 3],
      { cardscript: 5 },
      { cardscript: { checks: 'yes' } },
      { cardscript: { checks: { fields: 'false', syntax: false, summoning: 0, nomi: null, unknownFamily: true } } },
      { cardscript: { checks: { fields: { deeply: { nested: [] } } } } },
      { cardscript: 'x'.repeat(100_000) },
      { ['__proto__']: { polluted: true } },
    ];
    const broken = 'monster "Broken" {\n  frame normal\n  level 3\n  sparkle 9000\n  atk 100 def 100\n';
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: 'untitled:settings', languageId: 'cardscript', version: 1, text: broken },
    });
    await client.waitForDiagnostics('untitled:settings', (p) => p.version === 1, 'diagnostics before the settings changes');
    const publishedBefore = client.diagnostics.get('untitled:settings')?.length ?? 0;
    for (const value of garbage) {
      configurationAnswer = value;
      await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: value });
    }
    // Each change re-checks every document; wait for one published after the garbage.
    await waitFor(() => (client.diagnostics.get('untitled:settings')?.length ?? 0) > publishedBefore, 'a validation after the settings changes');
    const published = await client.waitForDiagnostics(
      'untitled:settings',
      (p) => p.diagnostics.some((d) => d.code === 'CS0101'),
      'field and syntax errors with garbage settings',
    );
    assert.ok(
      published.diagnostics.some((d) => d.code === 'CS0003'),
      'the missing } is reported',
    );
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    configurationAnswer = { checks: {} };
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
    await alive('invalid settings');
  });

  it('survives a cancellation storm: every request answers or reports RequestCancelled', async () => {
    const methods: [string, object][] = [
      ['textDocument/hover', { textDocument: { uri: OPEN }, position: { line: 0, character: 10 } }],
      ['textDocument/completion', { textDocument: { uri: OPEN }, position: { line: 2, character: 2 } }],
      ['textDocument/documentSymbol', { textDocument: { uri: OPEN } }],
      ['textDocument/formatting', { textDocument: { uri: OPEN }, options: { tabSize: 2, insertSpaces: true } }],
      ['cardscript/simulateCard', { uri: OPEN, name: 'Abuse Golem' }],
    ];
    const pending: Promise<{ result?: unknown; error?: ResponseError<unknown> }>[] = [];
    const sources: CancellationTokenSource[] = [];
    for (let i = 0; i < 600; i++) {
      const [method, params] = methods[i % methods.length];
      const source = new CancellationTokenSource();
      sources.push(source);
      pending.push(settles(client.connection.sendRequest(method, params, source.token), `${method} #${i}`));
      if (i % 3 !== 2) source.cancel(); // cancel two of every three, some before and some after they are answered
    }
    // Cancellations of requests that never existed.
    for (let id = 100_000; id < 100_050; id++) await client.connection.sendNotification('$/cancelRequest', { id });
    await client.connection.sendNotification('$/cancelRequest', { id: 'not-a-request' });
    await client.connection.sendNotification('$/cancelRequest', null);
    const outcomes = await Promise.all(pending);
    for (const outcome of outcomes)
      if (outcome.error)
        assert.equal(outcome.error.code, -32800, `cancelled requests report RequestCancelled, got ${outcome.error.code}: ${outcome.error.message}`);
    assert.ok(
      outcomes.some((o) => o.result !== undefined),
      'uncancelled requests are answered',
    );
    for (const source of sources) source.dispose();
    await alive('the cancellation storm');
  });

  it('ignores lifecycle notifications out of order: close before open, edits of unknown documents, double open', async () => {
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: 'untitled:never-opened' } });
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: 'file:///never/opened.card' } });
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: 'untitled:never-opened', version: 5 },
      contentChanges: [{ text: 'monster' }],
    });
    await client.connection.sendNotification('textDocument/didSave', { textDocument: { uri: 'untitled:never-opened' } });
    const twice = 'untitled:opened-twice';
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: twice, languageId: 'cardscript', version: 1, text: CARD } });
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: twice, languageId: 'cardscript', version: 1, text: 'monster "Other" {' },
    });
    // An edit whose range lies outside the document, and one that goes back in version.
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: twice, version: 2 },
      contentChanges: [{ range: { start: { line: 500, character: 3 }, end: { line: 900, character: 0 } }, text: '\n}\n' }],
    });
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri: twice, version: 1 }, contentChanges: [{ text: CARD }] });
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: twice } });
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: twice } });
    await client.waitForDiagnostics(twice, (p) => p.diagnostics.length === 0, 'the closed document cleared');
    await alive('out-of-order lifecycle notifications');
  });

  it('keeps an open document whose file is deleted, and forgets a deleted file that is not open', async () => {
    await client.waitForDiagnostics(diskUri, (p) => p.diagnostics.some((d) => d.code === 'CS0107'), 'the duplicate name across the two disk files');
    const text = fs.readFileSync(diskFile, 'utf8');
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: diskUri, languageId: 'cardscript', version: 1, text } });
    fs.rmSync(diskFile);
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: diskUri, type: 3 }] });
    // The editor's text is still the truth while the document is open: it keeps being checked.
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: diskUri, version: 2 },
      contentChanges: [{ text: `${text}\n# edited after the delete\n` }],
    });
    await client.waitForDiagnostics(diskUri, (p) => p.version === 2, 'diagnostics of the open, deleted file');
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: diskUri } });
    await client.waitForDiagnostics(diskUri, (p) => p.diagnostics.length === 0, 'diagnostics cleared once the deleted file is closed');
    await client.waitForDiagnostics(otherDiskUri, (p) => p.diagnostics.length === 0, 'the duplicate gone from the other file');

    // The other file deleted while not open: it leaves the workspace. Then garbage watcher events.
    fs.rmSync(path.join(folder, 'other.card'));
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: otherDiskUri, type: 3 }] });
    await client.waitForDiagnostics(otherDiskUri, (p) => p.diagnostics.length === 0, 'the deleted file cleared');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [
        { uri: 'file:///no/such.card', type: 3 },
        { uri: 'file:///no/such.card', type: 2 },
        { uri: 'not a uri', type: 1 },
        { uri: diskUri, type: 99 },
        { type: 1 },
      ],
    });
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: null });
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', null);
    const symbols: { location: { uri: string } }[] = await client.connection.sendRequest('workspace/symbol', { query: 'Doomed' });
    assert.deepEqual(
      symbols.filter((s) => s.location.uri === diskUri || s.location.uri === otherDiskUri),
      [],
      'deleted files left the workspace',
    );
    await alive('deleted files and garbage watcher events');
  });
});
