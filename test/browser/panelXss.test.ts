import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPanelHtml } from '../../client/src/panel/renderPanelHtml';
import { MALICIOUS_MODEL, MALICIOUS_NAME } from '../unit/panel/panelFixtures';
import { withWebviewPage } from './webviewPage';

/**
 * Loads the real panel HTML in headless Chromium (webviewPage.ts) with a card named
 * `<img src=x onerror=alert(1)>` and proves that nothing runs: no dialog, no injected element, and the
 * name is shown as text.
 */
test('a malicious card name in the simulation panel runs nothing and shows as text', async () => {
  await withWebviewPage('http://panel.invalid/', async ({ page, dialogs, messages, show }) => {
    await show(renderPanelHtml(MALICIOUS_MODEL, 'TESTNONCE', "'self'"));
    await page.waitForSelector('#timeline li');
    assert.deepEqual(dialogs, [], 'no alert may fire');
    assert.equal(await page.locator('img').count(), 0, 'no <img> element may be created');
    assert.equal(await page.locator('script').count(), 2, 'no script element may be injected');
    // As text, its invisible line separator shown as <U+2028> (issue 13).
    assert.equal(await page.locator('h1').textContent(), MALICIOUS_NAME.replace('\u2028', '<U+2028>'));
    const boardText = (await page.locator('#board').textContent()) ?? '';
    assert.ok(boardText.includes('<img src=x onerror=alert(1)>'));
    assert.ok(boardText.includes('Chain: 1. <img'), 'the chain is drawn, its card name as text');
    // Clicking a step asks the extension to reveal its line.
    await page.locator('#timeline li').nth(1).click();
    assert.deepEqual(messages, [{ type: 'reveal', line: 4 }]);
    assert.match((await page.locator('#timeline li.selected').textContent()) ?? '', /not-properly-summoned/);
  });
});
