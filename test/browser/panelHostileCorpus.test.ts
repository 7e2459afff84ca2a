import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { renderPanelHtml } from '../../client/src/panel/renderPanelHtml';
import type { MonsterDeclaration } from '../../server/src/core/model/cards';
import { runScenarioDeclaration } from '../../server/src/engine/runScenario';
import { summonMatrix } from '../../server/src/engine/summonMatrix';
import { engineLookupFor } from '../../server/src/simulation/engineLookup';
import type { PanelModel } from '../../server/src/simulation/panelModel';
import { matrixPanelModel, scenarioPanelModel } from '../../server/src/simulation/panelModels';
import { createStandardWorkspace } from '../../server/src/simulation/standardWorkspace';
import { invisibleCharacters, shownAs } from '../hostile/userView';
import { withWebviewPage } from './webviewPage';

/**
 * The hostile corpus (test/fixtures/hostile/) in the simulation panel: every scenario run and
 * every monster's summon matrix of the corpus is drawn in headless Chromium, and nothing from the card
 * files becomes an element: no dialog, no link, no image, no frame, no extra script; the title shows the
 * name as text, its invisible characters as <U+202E> (Chromium: webviewPage.ts).
 */
const CORPUS = path.resolve(__dirname, '..', '..', '..', 'test', 'fixtures', 'hostile');

function corpusModels(): { what: string; title: string; model: PanelModel }[] {
  const workspace = createStandardWorkspace();
  const files = fs
    .readdirSync(CORPUS)
    .filter((f) => f.endsWith('.card'))
    .sort();
  const documents = files.map((f) => workspace.setDocument(pathToFileURL(path.join(CORPUS, f)).href, fs.readFileSync(path.join(CORPUS, f), 'utf8')));
  const lookup = engineLookupFor(workspace);
  const models: { what: string; title: string; model: PanelModel }[] = [];
  for (const document of documents) {
    for (const scenario of document.file.scenarios) {
      const { run } = runScenarioDeclaration(scenario, lookup);
      models.push({ what: `scenario ${JSON.stringify(scenario.name.value)}`, title: scenario.name.value, model: scenarioPanelModel(run, document.lines) });
    }
    for (const monster of document.file.cards.filter((c): c is MonsterDeclaration => c.kind === 'monster').slice(0, 4)) {
      const matrix = summonMatrix(monster.name.value, lookup);
      if (!matrix.found) continue;
      const model = matrixPanelModel(matrix, document.uri, document.lines.positionAt(monster.span.start).line);
      models.push({ what: `matrix of ${JSON.stringify(monster.name.value)}`, title: model.title, model });
    }
  }
  return models;
}

test('the hostile corpus in the simulation panel: nothing from a card file becomes an element', async () => {
  const models = corpusModels();
  assert.ok(models.length >= 10, `the corpus gives panels: ${models.length}`);
  let zonesDrawn = false;
  await withWebviewPage('http://panel.invalid/', async ({ page, dialogs, requests, show }) => {
    for (const { what, title, model } of models) {
      await show(renderPanelHtml(model, 'TESTNONCE', "'self'"));
      // Drawn: the header, and a timeline entry per step.
      await page.waitForSelector('header h1', { timeout: 10_000 });
      assert.equal((await page.locator('#timeline li').count()) >= model.steps.length, true, `${what}: every step is drawn`);
      for (const selector of ['a', 'img', 'iframe', 'svg', 'object', 'embed', 'details', 'style:not([nonce])']) {
        assert.equal(await page.locator(selector).count(), 0, `${what}: no <${selector}> element`);
      }
      assert.equal(await page.locator('script').count(), 2, `${what}: no script element injected`);
      assert.equal(await page.locator('h1').textContent(), shownAs(title), `${what}: the title is the name, as text, invisible characters shown`);
      assert.deepEqual(invisibleCharacters((await page.locator('body').textContent()) ?? ''), [], `${what}: nothing invisible is drawn unrevealed`);
      if (title === "<svg onload=alert('zones')>") {
        // zones.card: hostile names in both Pendulum Zones and the Extra Monster Zone, drawn there as text.
        await page.locator('#timeline li').nth(2).click();
        const zone = (label: string) => page.locator(`.side[aria-label="You"] [aria-label="${label}"] .card`).textContent();
        assert.match((await zone('Pendulum Zone (left)')) ?? '', /^<img src=x onerror=alert\('scale'\)>/);
        assert.match((await zone('Pendulum Zone (right)')) ?? '', /^<\/div><script>alert\('scale 8'\)<\/script>/);
        assert.match(
          (await page.locator('.extra-monsters [aria-label="Extra Monster Zone (left)"] .card').textContent()) ?? '',
          /^<iframe src=javascript:alert\('emz'\)>/,
        );
        zonesDrawn = true;
      }
    }
    assert.ok(zonesDrawn, 'the zones scenario of test/fixtures/hostile/zones.card was drawn');
    assert.deepEqual(dialogs, [], 'no alert may fire');
    assert.deepEqual(requests, [], 'nothing is fetched (no image, frame or style from a card)');
  });
});
