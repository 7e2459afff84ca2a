import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SIMULATE_CARD_REQUEST } from '../../server/src/lsp/customProtocol';
import type { PanelModel } from '../../server/src/simulation/panelModel';
import { BUILT_SERVER, LspTestClient, REPO_ROOT } from './lspTestClient';

/**
 * "Simulate summon" with EDOPro's verdict beside ours, from the bundled server (dist/server.js, which loads
 * the engine from dist/ocgcore.js on the first simulation): real cards of examples/, every route asked of
 * the real engine, both agreeing; the setting `cardscript.simulation.edoproReferee` off for one resource
 * leaves the column out. (A forced disagreement is test/unit/edopro/edoproVerdicts.test.ts.)
 */
const ON = 'untitled:classic-monsters';
const OFF = 'untitled:referee-off';
const TEXT = fs.readFileSync(path.join(REPO_ROOT, 'examples', 'classic-monsters.card'), 'utf8');

describe("EDOPro's verdict beside ours over stdio (dist/server.js)", () => {
  let client: LspTestClient;
  const simulate = (uri: string, name: string) =>
    client.connection.sendRequest<{ ok: boolean; summary: string; panel?: PanelModel }>(SIMULATE_CARD_REQUEST, { uri, name });

  before(async () => {
    assert.ok(fs.existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run \`npm run build\` first`);
    assert.ok(fs.existsSync(path.join(path.dirname(BUILT_SERVER), 'ocgcore.js')), 'dist/ocgcore.js is missing: run `npm run build` first');
    client = new LspTestClient((uri) => ({ simulation: { edoproReferee: uri !== OFF } }));
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: [],
      capabilities: { workspace: { configuration: true } },
    });
    await client.connection.sendNotification('initialized', {});
    for (const uri of [ON, OFF])
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text: TEXT } });
  });

  after(async () => {
    await client?.stop();
  });

  for (const card of ['Dark Magician', 'Dark Necrofear', 'Cyber Dragon', 'Black Luster Soldier - Envoy of the Beginning']) {
    it(`"${card}": EDOPro is asked about the routes and agrees`, async () => {
      const result = await simulate(ON, card);
      assert.equal(result.ok, true, result.summary);
      const panel = result.panel!;
      assert.equal(panel.edopro?.shown, true, JSON.stringify(panel.edopro));
      const asked = panel.steps.filter((s) => s.edopro?.legal === true || s.edopro?.legal === false);
      assert.ok(asked.length >= 5, `${asked.length} routes asked: ${JSON.stringify(panel.steps.map((s) => s.edopro))}`);
      assert.ok(asked.some((s) => s.legal) && asked.some((s) => !s.legal), 'legal and illegal routes both asked');
      assert.deepEqual(
        asked.filter((s) => s.edopro!.legal !== s.legal || s.edopro!.disagrees).map((s) => s.label),
        [],
      );
      for (const step of panel.steps) assert.ok(step.edopro, `${step.label}: EDOPro's verdict or "not asked"`);
      for (const step of panel.steps.filter((s) => s.edopro?.legal === null)) assert.match(step.edopro!.note, /^not (asked|exported): \S/, step.label);
      assert.match(panel.edopro!.note, new RegExp(`: ${asked.length} of ${panel.steps.length} routes asked, ${asked.length} agree \\(`));
    });
  }

  it('with the setting off for the resource, no EDOPro column', async () => {
    const result = await simulate(OFF, 'Dark Magician');
    assert.equal(result.ok, true);
    assert.equal(result.panel?.edopro, undefined);
    assert.equal(
      result.panel?.steps.some((s) => s.edopro !== undefined),
      false,
    );
  });
});
