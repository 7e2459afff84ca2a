import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { LARGE_WORKSPACE_FILES } from '../../server/src/lsp/progressReporter';
import { waitFor } from '../helpers/waitFor';
import { LspTestClient } from './lspTestClient';

/**
 * Loading a large workspace reports LSP work-done progress (window/workDoneProgress/create, $/progress
 * begin / report / end), and the client's cancel (window/workDoneProgress/cancel) stops the work: the
 * bundled server over stdio, a generated workspace on disk.
 */
const FILES = LARGE_WORKSPACE_FILES * 4;

interface ProgressValue {
  kind: 'begin' | 'report' | 'end';
  title?: string;
  cancellable?: boolean;
  message?: string;
  percentage?: number;
}

function monster(index: number): string {
  // Every tenth card asks for a Tribute at Level 4 (CS0303): diagnostics to publish.
  const tributes = index % 10 === 0 ? '  summon {\n    tributes 1\n  }\n' : '';
  return `monster "Progress Golem ${index}" {\n  frame normal\n  attribute EARTH\n  race Rock\n  level 4\n  atk 1000 def 1000\n${tributes}}\n`;
}

/** A client that creates the progress tokens the server asks for and records every $/progress value. */
async function startClient(folder: string, onBegin?: (client: LspTestClient, token: string | number) => void) {
  const client = new LspTestClient(() => ({ checks: {} }));
  const created: (string | number)[] = [];
  const progress: ProgressValue[] = [];
  client.connection.onRequest('window/workDoneProgress/create', (params: { token: string | number }) => {
    created.push(params.token);
    return null;
  });
  client.connection.onNotification('$/progress', (params: { token: string | number; value: ProgressValue }) => {
    assert.ok(created.includes(params.token), 'progress only on a created token');
    progress.push(params.value);
    if (params.value.kind === 'begin') onBegin?.(client, params.token);
  });
  await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'large' }],
    capabilities: { window: { workDoneProgress: true }, workspace: { configuration: true } },
  });
  await client.connection.sendNotification('initialized', {});
  return { client, created, progress };
}

describe('work-done progress while loading a large workspace', () => {
  let folder: string;

  before(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-progress-'));
    for (let i = 0; i < FILES; i++) fs.writeFileSync(path.join(folder, `golem-${String(i).padStart(4, '0')}.card`), monster(i));
  });

  after(() => {
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('reports begin, reports with a rising percentage for reading and checking, and end; every file is checked', async () => {
    const { client, created, progress } = await startClient(folder);
    try {
      await waitFor(() => progress.some((p) => p.kind === 'end'), 'the progress to end', 60_000);
      assert.equal(created.length, 1);
      const [begin, ...rest] = progress;
      assert.equal(begin.kind, 'begin');
      assert.equal(begin.title, 'CardScript: loading the workspace');
      assert.equal(begin.cancellable, true);
      assert.equal(rest.at(-1)?.kind, 'end');
      const reports = rest.filter((p) => p.kind === 'report');
      const percentages = reports.map((p) => p.percentage ?? -1);
      assert.deepEqual(
        percentages,
        [...percentages].sort((a, b) => a - b),
        'the percentage never goes down',
      );
      assert.equal(percentages.at(-1), 100);
      assert.ok(
        reports.some((p) => p.message === `Reading card files ${FILES}/${FILES}`),
        'reading reaches the last file',
      );
      assert.ok(
        reports.some((p) => p.message === `Checking card files ${FILES}/${FILES}`),
        'checking reaches the last file',
      );
      assert.equal(client.diagnostics.size, FILES, 'every file got its diagnostics');
      const withErrors = [...client.diagnostics.values()].filter((list) => list.at(-1)!.diagnostics.some((d) => d.code === 'CS0303'));
      assert.equal(withErrors.length, FILES / 10);

      // A settings change re-checks every file: a long validation, with its own progress.
      const validatedBefore = client.validated.length;
      await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: {} });
      await waitFor(() => progress.filter((p) => p.kind === 'end').length === 2, 'the re-check progress to end', 60_000);
      const second = progress.slice(progress.findIndex((p, i) => i > 0 && p.kind === 'begin'));
      assert.equal(second[0].title, 'CardScript: checking the workspace');
      assert.ok(
        second.some((p) => p.message === `Checking card files ${FILES}/${FILES}`),
        'the re-check reaches the last file',
      );
      assert.ok(client.validated.length - validatedBefore >= FILES, 'every file was checked again');
    } finally {
      await client.stop();
    }
  });

  it('stops reading and checking when the client cancels', async () => {
    const { client, progress } = await startClient(folder, (c, token) => {
      void c.connection.sendNotification('window/workDoneProgress/cancel', { token });
    });
    try {
      await waitFor(() => progress.some((p) => p.kind === 'end'), 'the cancelled progress to end', 60_000);
      const last = progress.filter((p) => p.kind === 'report').at(-1);
      assert.match(last?.message ?? '', /^Cancelled: \d+ of \d+ card files (read, none checked|checked)$/);
      // Nothing keeps running after the end: the published count stays where the cancel left it. The
      // barrier is a document opened after the end: once its diagnostics are published, any validation
      // scheduled before it (the workspace's are scheduled without delay) has run too.
      const countAtEnd = client.diagnostics.size;
      const symbols = await client.connection.sendRequest<{ name: string }[]>('workspace/symbol', { query: 'Progress Golem' });
      const barrier = pathToFileURL(path.join(os.tmpdir(), 'cardscript-progress-barrier.card')).href;
      await client.connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri: barrier, languageId: 'cardscript', version: 1, text: 'monster "Barrier Golem" {\n  frame normal\n  level 4\n  atk 1 def 1\n}\n' },
      });
      await client.waitForDiagnostics(barrier, () => true, 'the barrier document checked', 60_000);
      assert.equal(client.diagnostics.size - 1, countAtEnd, 'no validation ran after the cancel');
      assert.ok(countAtEnd < FILES, `cancelled work left files unchecked (${countAtEnd} of ${FILES} checked)`);
      assert.ok(symbols.length < FILES, `cancelled reading left files unread (${symbols.length} of ${FILES} read)`);
    } finally {
      await client.stop();
    }
  });

  it('a client without progress support gets the same checks and no progress', async () => {
    const client = new LspTestClient(() => ({ checks: {} }));
    let progressSeen = 0;
    client.connection.onNotification('$/progress', () => progressSeen++);
    try {
      await client.connection.sendRequest('initialize', {
        processId: process.pid,
        rootUri: null,
        workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'large' }],
        capabilities: {},
      });
      await client.connection.sendNotification('initialized', {});
      await waitFor(() => client.diagnostics.size === FILES || undefined, 'every file checked', 60_000);
      assert.equal(progressSeen, 0);
    } finally {
      await client.stop();
    }
  });
});
