import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * A webview page (the simulation panel, the Preview) in headless Chromium (Debian's, driven by
 * playwright-core), the way VS Code hosts it: served from an intercepted URL (no network), with
 * `acquireVsCodeApi()` defined before the page's own script runs. Records what a hostile page could do:
 * dialogs (alert), requests to anything but the page, and the messages it posts to the extension.
 * Chromium is installed by .ci/run (apt-get install chromium).
 */
export const CHROMIUM = process.env.CARDSCRIPT_CHROMIUM ?? '/usr/bin/chromium';

export interface WebviewPage {
  readonly page: Page;
  /** The messages of alert/confirm/prompt dialogs (each dismissed). */
  readonly dialogs: readonly string[];
  /** URLs the page requested other than its own. */
  readonly requests: readonly string[];
  /** What the page posted through acquireVsCodeApi().postMessage. */
  readonly messages: readonly unknown[];
  /** Loads this HTML as the page (again, for each call). */
  show(html: string): Promise<void>;
}

/** Launches Chromium, opens one webview page at `origin` (e.g. `http://panel.invalid/`), runs `use`, closes. */
export async function withWebviewPage(origin: string, use: (view: WebviewPage) => Promise<void>): Promise<void> {
  assert.ok(fs.existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM}: install it with "apt-get install chromium" (or set CARDSCRIPT_CHROMIUM).`);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) requests.push(request.url());
    });
    const messages: unknown[] = [];
    await page.exposeFunction('__postMessage', (message: unknown) => messages.push(message));
    await page.addInitScript(() => {
      (globalThis as unknown as { acquireVsCodeApi: () => unknown }).acquireVsCodeApi = () => ({
        postMessage: (m: unknown) => (globalThis as unknown as { __postMessage: (m: unknown) => void }).__postMessage(m),
      });
    });
    let html = '';
    await page.route(origin, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await use({
      page,
      dialogs,
      requests,
      messages,
      async show(next: string) {
        html = next;
        await page.goto(origin, { waitUntil: 'load' });
      },
    });
  } finally {
    await browser.close();
  }
}
