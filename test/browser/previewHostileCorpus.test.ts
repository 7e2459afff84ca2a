import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { renderPreviewHtml } from '../../client/src/preview/renderPreviewHtml';
import { analyzeDocument } from '../../server/src/core/workspace/analyzedDocument';
import { renderDeclaration } from '../../server/src/render/renderDeclaration';
import { svgProblems } from '../hostile/userView';
import { withWebviewPage } from './webviewPage';

/**
 * The hostile corpus (test/fixtures/hostile/) in the Preview panel: every card of the corpus is
 * rendered as the language server renders it for the Preview (renderDeclaration) and sent to the real
 * Preview page in headless Chromium (webviewPage.ts). Each SVG is inert, loads as an image, and nothing
 * from the card becomes an element, runs or is fetched; the status line is the name, as text.
 */
const CORPUS = path.resolve(__dirname, '..', '..', '..', 'test', 'fixtures', 'hostile');

test('the hostile corpus in the Preview: each card is an inert image, its name text, nothing runs or is fetched', async () => {
  const cards = fs
    .readdirSync(CORPUS)
    .filter((f) => f.endsWith('.card'))
    .sort()
    .flatMap((f) => {
      const document = analyzeDocument(pathToFileURL(path.join(CORPUS, f)).href, fs.readFileSync(path.join(CORPUS, f), 'utf8'));
      return document.file.cards.map((card) => ({ file: f, rendered: renderDeclaration(card, document.file.setHeader) }));
    });
  assert.ok(cards.length >= 20, `the corpus has cards: ${cards.length}`);
  await withWebviewPage('http://preview.invalid/', async (view) => {
    const { page, dialogs, requests } = view;
    const messages = view.messages as readonly { type?: string; name?: string }[];
    await view.show(renderPreviewHtml('TESTNONCE', "'self'"));
    for (const { file, rendered } of cards) {
      const what = `${file}: ${JSON.stringify(rendered.name)}`;
      assert.deepEqual(svgProblems(rendered.svg), [], `${what}: the SVG is inert`);
      const seen = messages.length;
      await page.evaluate((message) => (globalThis as unknown as { postMessage: (m: unknown, origin: string) => void }).postMessage(message, '*'), {
        type: 'card',
        name: rendered.name,
        svg: rendered.svg,
        notes: [],
      });
      const start = Date.now();
      while (!messages.slice(seen).some((m) => m.type === 'shown' || m.type === 'failed') && Date.now() - start < 10_000)
        await new Promise((r) => setTimeout(r, 25));
      assert.deepEqual(
        messages.slice(seen).map((m) => [m.type, m.name]),
        [['shown', rendered.name]],
        `${what}: the image loads (the SVG is well formed)`,
      );
      assert.equal(await page.locator('img').count(), 1, `${what}: only the card image`);
      assert.equal(await page.locator('script').count(), 1, `${what}: no script element injected`);
      assert.equal(await page.locator('a, iframe, object, embed, svg, b, style:not([nonce])').count(), 0, `${what}: no element from the card`);
      assert.equal(await page.locator('#status').textContent(), rendered.name, `${what}: the status line is the name, as text`);
    }
    assert.deepEqual(dialogs, [], 'no alert may fire');
    assert.deepEqual(requests, [], 'nothing is fetched');
  });
});
