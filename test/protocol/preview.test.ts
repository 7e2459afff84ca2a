import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Hover, MarkupContent } from 'vscode-languageserver/node';
import { RENDER_CARD_REQUEST, type RenderCardResult } from '../../server/src/lsp/customProtocol';
import { BUILT_SERVER, LspTestClient } from './lspTestClient';

/**
 * The Preview's request and the hover thumbnail from the bundled server (dist/server.js) over stdio:
 * the card under the cursor as SVG, from the text as typed, and a data: image in the name's hover.
 */
const URI = 'untitled:preview-cards';
const TEXT = [
  'set "Protocol Set" code PRTC', //     0
  'monster "Proto Wyrm" {', //           1
  '  frame synchro', //                  2
  '  attribute WIND race Wyrm', //       3
  '  level 6', //                        4
  '  atk 2400 def 1800', //              5
  '  text "A wyrm."', //                 6
  '}', //                                7
  '', //                                 8
  'trap "Proto <Trap>" {', //            9
  '  kind counter', //                   10
  '}', //                                11
  '',
].join('\n');
const offsetOf = (needle: string) => TEXT.indexOf(needle);

describe('card preview over stdio (dist/server.js)', () => {
  let client: LspTestClient;
  const render = (params: object) => client.connection.sendRequest<RenderCardResult>(RENDER_CARD_REQUEST, params);

  before(async () => {
    assert.ok(fs.existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run \`npm run build\` first`);
    client = new LspTestClient(() => ({}));
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: [],
      capabilities: { textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] } } },
    });
    await client.connection.sendNotification('initialized', {});
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'cardscript', version: 1, text: TEXT } });
  });

  after(async () => {
    await client?.stop();
  });

  it('draws the card whose declaration holds the offset', async () => {
    const wyrm = await render({ uri: URI, offset: offsetOf('level 6') });
    assert.equal(wyrm.ok, true);
    assert.equal(wyrm.name, 'Proto Wyrm');
    assert.match(wyrm.svg ?? '', /data-frame="synchro"/);
    assert.match(wyrm.svg ?? '', /PRTC/, 'the set code under the art');
    const trap = await render({ uri: URI, offset: offsetOf('kind counter') });
    assert.equal(trap.name, 'Proto <Trap>');
    assert.ok(trap.svg?.includes('<title>Proto &lt;Trap&gt;</title>'));
    assert.match(trap.svg ?? '', /data-icon="counter"/);
  });

  it('between cards it keeps the card it showed; with none, it says what to do', async () => {
    const between = await render({ uri: URI, offset: offsetOf('\n\ntrap') + 1, name: 'Proto Wyrm' });
    assert.equal(between.name, 'Proto Wyrm');
    const nothing = await render({ uri: URI, offset: 0 });
    assert.equal(nothing.ok, false);
    assert.match(nothing.message ?? '', /Put the cursor inside a monster, spell or trap/);
    const unknown = await render({ uri: 'untitled:nope', offset: 0 });
    assert.equal(unknown.ok, false);
  });

  it('follows the text as typed', async () => {
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: URI, version: 2 },
      contentChanges: [{ text: TEXT.replace('frame synchro', 'frame xyz').replace('level 6', 'rank 6') }],
    });
    const changed = await render({ uri: URI, offset: offsetOf('race Wyrm') });
    assert.match(changed.svg ?? '', /data-frame="xyz"/);
    assert.match(changed.svg ?? '', /data-kind="rank" data-count="6"/);
  });

  it('puts a thumbnail of the card in the hover on its name', async () => {
    const hover: Hover | null = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line: 1, character: 12 } });
    const value = (hover?.contents as MarkupContent).value;
    const image = /!\[Card preview\]\(data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)\)$/.exec(value);
    assert.ok(image, value.slice(-200));
    assert.match(Buffer.from(image[1], 'base64').toString('utf8'), /^<svg [^>]*width="120"/);
  });
});
