import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPreviewHtml } from '../../client/src/preview/renderPreviewHtml';
import { renderCardSvg } from '../../server/src/core/render/renderCardSvg';
import { withWebviewPage } from './webviewPage';

/**
 * The Preview panel's real page in headless Chromium (webviewPage.ts): it is sent the renderer's SVG of a
 * card whose name and text are HTML/SVG injections, draws it as an image (which loads, so the SVG is well
 * formed), shows the name as text, and runs nothing.
 */
const NAME = '<img src=x onerror=alert(1)><script>alert(2)</script>';

test('the Preview draws a card with a malicious name as an image and runs nothing', async () => {
  await withWebviewPage('http://preview.invalid/', async (view) => {
    const { page, dialogs } = view;
    const messages = view.messages as readonly { type?: string; name?: string; width?: number; height?: number }[];
    await view.show(renderPreviewHtml('TESTNONCE', "'self'"));
    assert.deepEqual(
      messages.map((m) => m.type),
      ['ready'],
    );

    const { svg } = renderCardSvg({
      name: NAME,
      frame: 'effect',
      attribute: 'DARK',
      typeLine: 'Fiend / Effect',
      level: 4,
      linkArrows: [],
      atk: 1000,
      def: 1000,
      text: '<iframe src="javascript:alert(3)"></iframe> ]]> &',
    });
    await page.evaluate((message) => (globalThis as unknown as { postMessage: (m: unknown, origin: string) => void }).postMessage(message, '*'), {
      type: 'card',
      name: NAME,
      svg,
      notes: ['<b>note</b>'],
    });
    const start = Date.now();
    while (!messages.some((m) => m.type === 'shown' || m.type === 'failed') && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 50));
    const shown = messages.find((m) => m.type === 'shown');
    assert.ok(shown, `the image loaded: ${JSON.stringify(messages)}`);
    assert.equal(shown.name, NAME);
    assert.deepEqual([shown.width, shown.height], [590, 860]);
    assert.deepEqual(dialogs, [], 'no alert may fire');
    assert.equal(await page.locator('img').count(), 1, 'only the card image');
    assert.equal(await page.locator('script').count(), 1, 'no script element may be injected');
    assert.equal(await page.locator('iframe, b').count(), 0, 'no element from the card or the notes');
    assert.equal(await page.locator('#status').textContent(), NAME);
    assert.equal(await page.locator('#notes li').textContent(), '<b>note</b>');
    assert.match((await page.locator('#card').getAttribute('src')) ?? '', /^data:image\/svg\+xml;base64,/);
  });
});
