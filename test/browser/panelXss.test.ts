import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPanelHtml } from '../../client/src/panel/renderPanelHtml';
import { EDOPRO_MATRIX_MODEL, MALICIOUS_MODEL, MALICIOUS_NAME } from '../unit/panel/panelFixtures';
import { withWebviewPage } from './webviewPage';

test('EDOPro\'s verdict is drawn beside ours on each route, a disagreement marked, "not asked" with why', async () => {
  await withWebviewPage('http://panel.invalid/', async ({ page, dialogs, show }) => {
    await show(renderPanelHtml(EDOPRO_MATRIX_MODEL, 'TESTNONCE', "'self'"));
    await page.waitForSelector('#timeline li');
    const routes = page.locator('#timeline li');
    assert.equal(await routes.count(), 3);
    const edopro = async (i: number) => (await routes.nth(i).locator('.edopro').textContent()) ?? '';
    // Ours (the mark and "Legal"/"Illegal") and EDOPro's on the same route.
    assert.match((await routes.nth(0).locator('.reason').first().textContent()) ?? '', /^Illegal/);
    assert.equal(await edopro(0), 'EDOPro: Illegal = agrees');
    assert.match((await routes.nth(1).locator('.reason').first().textContent()) ?? '', /^Legal/);
    assert.equal(await edopro(1), 'EDOPro: Illegal \u2260 disagrees with ours');
    const shown = MALICIOUS_NAME.replace('\u2028', '<U+2028>');
    assert.equal(await edopro(2), `EDOPro: not asked: the exported script of "${shown}" has a stub`);
    assert.equal(await page.locator('#timeline li.disagree').count(), 1, 'the disagreement is marked on its route');
    assert.equal(await page.locator('#timeline li.disagree .step-head .label').textContent(), 'Tribute Summon (2 Tributes)');
    assert.equal(await page.locator('#edopro-badge').textContent(), '1 disagreement(s) with EDOPro');
    assert.match(
      (await page.locator('#edopro-note').textContent()) ?? '',
      /^EDOPro \(ocgcore-wasm 0\.1\.2\): 2 of 3 routes asked, 1 agree, 1 disagree \(<img src=x/,
    );
    assert.deepEqual(dialogs, []);
    assert.equal(await page.locator('img').count(), 0);
    assert.equal(await page.locator('script').count(), 2);
  });
});

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
    // As text, its invisible line separator shown as <U+2028>.
    assert.equal(await page.locator('h1').textContent(), MALICIOUS_NAME.replace('\u2028', '<U+2028>'));
    const boardText = (await page.locator('#board').textContent()) ?? '';
    assert.ok(boardText.includes('<img src=x onerror=alert(1)>'));
    assert.ok(boardText.includes('Chain: 1. <img'), 'the chain is drawn, its card name as text');
    // The zones of the game: your left Pendulum Zone with its Scale, the Extra Monster Zones (your left one,
    // and the opponent's left one seen as your right one), the face-up Extra Deck count; names as text.
    const zone = (side: string, label: string) => page.locator(`.side[aria-label="${side}"] [aria-label="${label}"]`).textContent();
    const shown = MALICIOUS_NAME.replace('\u2028', '<U+2028>');
    assert.equal(await zone('You', 'Pendulum Zone (left)'), `Pendulum Zone \u00b7 Scale 4${shown} (scale)face-up Attack`);
    assert.match((await zone('You', 'Pendulum Zone (right)')) ?? '', /^Pendulum Zoneempty$/);
    assert.equal(await page.locator('.side[aria-label="You"] .zones.spells .zone').count(), 5);
    assert.equal(await page.locator('.side[aria-label="Opponent"] .zones.monsters .zone').count(), 5);
    const emz = (label: string) => page.locator(`.extra-monsters [aria-label="${label}"]`).textContent();
    assert.match(
      (await emz('Extra Monster Zone (left)')) ?? '',
      /^Extra Monster Zone · yours<img src=x onerror=alert\(1\)>.* \(link\)face-up Attack★ properly summoned$/,
    );
    assert.match((await emz('Extra Monster Zone (right)')) ?? '', /^Extra Monster Zone · opponent’s<img .* \(their link\)/);
    assert.match(boardText, /Extra Deck \(2, 1 face-up\)/);
    // Clicking a step asks the extension to reveal its line.
    await page.locator('#timeline li').nth(1).click();
    assert.deepEqual(messages, [{ type: 'reveal', line: 4 }]);
    assert.match((await page.locator('#timeline li.selected').textContent()) ?? '', /not-properly-summoned/);
  });
});
