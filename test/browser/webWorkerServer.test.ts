import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { FIND_CARD_FILES_REQUEST, type FindCardFilesParams, READ_CARD_FILE_REQUEST } from '../../server/src/lsp/cardFileProtocol';
import { waitFor } from '../helpers/waitFor';

/**
 * The language server of VS Code for the Web (dist/browser/server.js) as a real web worker in headless
 * Chromium, spoken to in JSON-RPC over postMessage exactly as vscode-languageclient/browser does. There
 * is no disk: the server asks the client for the workspace's card files (cardscript/findCardFiles), and
 * this test answers with files of a virtual folder, as the web extension does through
 * vscode.workspace.findFiles / vscode.workspace.fs.
 */
const REPO_ROOT = path.resolve(__dirname, '..', '..', __dirname.includes(`${path.sep}out${path.sep}`) ? '..' : '');
const CHROMIUM = process.env.CARDSCRIPT_CHROMIUM ?? '/usr/bin/chromium';
const WORKER_BUNDLE = path.join(REPO_ROOT, 'dist', 'browser', 'server.js');
const FOLDER = 'memfs:/set';
const BROKEN_URI = `${FOLDER}/tribute-mistakes.card`;
const BROKEN_TEXT = fs.readFileSync(path.join(REPO_ROOT, 'test', 'fixtures', 'broken', 'tribute-mistakes.card'), 'utf8');
const REFERENCE_URI = `${FOLDER}/nested/reborn.card`;
// Names a card only the other (never opened) file defines: resolves only if the worker loaded it.
const REFERENCE_TEXT =
  'monster "Web Worker Reviver" {\n  frame effect\n  attribute LIGHT\n  race Spellcaster\n  level 4\n  atk 1200 def 1000\n  summon {\n    cannot special summon\n  }\n}\n';

interface RpcMessage {
  jsonrpc: '2.0';
  id?: number | string;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

/** A JSON-RPC peer over the worker's postMessage: requests, notifications, and the server's requests. */
class WorkerPeer {
  readonly notifications: RpcMessage[] = [];
  readonly serverRequests: RpcMessage[] = [];
  private nextId = 1;
  private readonly pending = new Map<number | string, (message: RpcMessage) => void>();

  constructor(
    private readonly page: Page,
    private readonly answer: (method: string, params: unknown) => unknown,
  ) {}

  async receive(message: RpcMessage): Promise<void> {
    if (message.method && message.id !== undefined) {
      this.serverRequests.push(message);
      await this.post({ jsonrpc: '2.0', id: message.id, result: await this.answer(message.method, message.params) });
    } else if (message.method) {
      this.notifications.push(message);
    } else if (message.id !== undefined) {
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
    }
  }

  request<T>(method: string, params: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, (m) => (m.error ? reject(new Error(m.error.message)) : resolve(m.result as T)));
      void this.post({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method: string, params: unknown): Promise<void> {
    return this.post({ jsonrpc: '2.0', method, params });
  }

  private post(message: RpcMessage): Promise<void> {
    return this.page.evaluate((m) => (globalThis as unknown as { serverWorker: { postMessage(m: unknown): void } }).serverWorker.postMessage(m), message);
  }
}

/** The worker starts inside a browser: longer than the server over stdio. */
const BROWSER_TIMEOUT_MS = 20_000;

describe('the language server as a web worker in headless Chromium (dist/browser/server.js)', () => {
  let browser: Browser;
  let peer: WorkerPeer;
  const workerErrors: string[] = [];
  const files = new Map([
    [BROKEN_URI, BROKEN_TEXT],
    [REFERENCE_URI, REFERENCE_TEXT],
  ]);

  before(async () => {
    assert.ok(fs.existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM}: install it with "apt-get install chromium" (or set CARDSCRIPT_CHROMIUM).`);
    assert.ok(fs.existsSync(WORKER_BUNDLE), `${WORKER_BUNDLE} is missing: run \`npm run build\` first`);
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const page = await browser.newPage();
    peer = new WorkerPeer(page, (method, params) => {
      if (method === FIND_CARD_FILES_REQUEST) {
        const { folders } = params as FindCardFilesParams;
        return [...files].filter(([uri]) => folders.some((f) => uri.startsWith(`${f}/`))).map(([uri, text]) => ({ uri, text }));
      }
      if (method === READ_CARD_FILE_REQUEST) return files.get((params as { uri: string }).uri) ?? null;
      if (method === 'workspace/configuration') return ((params as { items: unknown[] }).items ?? []).map(() => ({ checks: {} }));
      return null;
    });
    await page.exposeFunction('fromServer', (message: RpcMessage) => peer.receive(message));
    await page.exposeFunction('workerError', (message: string) => workerErrors.push(message));
    await page.route('http://web.invalid/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><title>worker</title>' }));
    await page.goto('http://web.invalid/', { waitUntil: 'load' });
    // A real dedicated worker running the bundle, as the web extension host starts it.
    await page.evaluate(
      (code) => {
        interface PageWorker {
          onmessage: (event: { data: unknown }) => void;
          onerror: (event: { message: string }) => void;
        }
        const g = globalThis as unknown as Record<string, unknown> & {
          Worker: new (url: string) => PageWorker;
          fromServer(m: unknown): void;
          workerError(m: string): void;
        };
        const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
        const worker = new g.Worker(url);
        worker.onmessage = (event) => g.fromServer(event.data);
        worker.onerror = (event) => g.workerError(event.message);
        g.serverWorker = worker;
      },
      fs.readFileSync(WORKER_BUNDLE, 'utf8'),
    );
  });

  after(async () => {
    await browser?.close();
  });

  it('initializes as the CardScript server', async () => {
    const result = await peer.request<{ serverInfo?: { name: string }; capabilities: { hoverProvider?: boolean } }>('initialize', {
      processId: null,
      rootUri: null,
      workspaceFolders: [{ uri: FOLDER, name: 'set' }],
      capabilities: { workspace: { configuration: true }, textDocument: { hover: { contentFormat: ['markdown'] } } },
    });
    await peer.notify('initialized', {});
    assert.equal(result.serverInfo?.name, 'CardScript Language Server');
    assert.ok(result.capabilities.hoverProvider);
    assert.deepEqual(workerErrors, []);
  });

  it("asks the client for the workspace's card files and checks the files it was handed, unopened", async () => {
    const asked = await waitFor(
      () => peer.serverRequests.find((r) => r.method === FIND_CARD_FILES_REQUEST),
      'cardscript/findCardFiles',
      BROWSER_TIMEOUT_MS,
      25,
    );
    assert.deepEqual(asked.params, { folders: [FOLDER] });
    const expected = BROKEN_TEXT.split('\n').flatMap((line, index) => {
      const marker = /# expect: (CS\d{4})\b/.exec(line);
      return marker ? [`${index} ${marker[1]}`] : [];
    });
    const published = await waitFor(
      () => {
        const last = peer.notifications
          .filter((n) => n.method === 'textDocument/publishDiagnostics' && (n.params as { uri: string }).uri === BROKEN_URI)
          .at(-1);
        return last && (last.params as { diagnostics: unknown[] }).diagnostics.length > 0 ? last : undefined;
      },
      `diagnostics for ${BROKEN_URI} (got: ${JSON.stringify(peer.notifications.map((n) => [n.method, n.params]).slice(0, 8)).slice(0, 1500)})`,
      BROWSER_TIMEOUT_MS,
      25,
    );
    const diagnostics = (published.params as { diagnostics: { code: string; range: { start: { line: number } } }[] }).diagnostics;
    assert.deepEqual(diagnostics.map((d) => `${d.range.start.line} ${d.code}`).sort(), expected.sort());
  });

  it('answers a hover on an opened document, with cards from the handed-over files in scope', async () => {
    await peer.notify('textDocument/didOpen', { textDocument: { uri: REFERENCE_URI, languageId: 'cardscript', version: 1, text: REFERENCE_TEXT } });
    const hover = await peer.request<{ contents: { value: string } } | null>('textDocument/hover', {
      textDocument: { uri: REFERENCE_URI },
      position: { line: 0, character: 12 },
    });
    assert.match(hover?.contents.value ?? '', /Web Worker Reviver/);
    const symbols = await peer.request<{ name: string }[]>('workspace/symbol', { query: 'Broken Fixture' });
    assert.ok(
      symbols.some((s) => s.name === 'Broken Fixture Level Seven'),
      `workspace symbols from the unopened file: ${symbols.map((s) => s.name).join(', ')}`,
    );
    assert.deepEqual(workerErrors, []);
  });

  it("simulates a summon; EDOPro's verdict is not asked in the web worker, and the panel says why", async () => {
    type Result = { ok: boolean; panel?: { steps: { legal: boolean; edopro?: unknown }[]; edopro?: { shown: boolean; note: string } } };
    const result = await peer.request<Result>('cardscript/simulateCard', { uri: REFERENCE_URI, name: 'Web Worker Reviver' });
    assert.equal(result.ok, true);
    assert.ok((result.panel?.steps.length ?? 0) > 0, "our engine's routes");
    assert.deepEqual(result.panel?.edopro, {
      shown: false,
      note: "EDOPro (ocgcore-wasm 0.1.2) not asked: EDOPro's engine does not run in VS Code for the Web (it is not part of the web worker's bundle)",
    });
    assert.equal(
      result.panel?.steps.some((s) => s.edopro !== undefined),
      false,
      'no route gets a verdict',
    );
    assert.deepEqual(workerErrors, []);
  });
});
