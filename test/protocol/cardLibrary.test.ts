import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Hover, MarkupContent } from 'vscode-languageserver/node';
import { fileUriFromPath } from '../../server/src/files/fileUris';
import { CUSTOM_FUSION_SET, writeLibraryFolder } from '../unit/edopro/libraryFixture';
import { waitFor } from '../helpers/waitFor';
import { BUILT_SERVER, LspTestClient } from './lspTestClient';

/**
 * `cardscript.library` in the bundled server (dist/server.js) over stdio: with the setting, a card of the
 * workspace naming cards of an EDOPro database gets hovers on those names and no "No card named"
 * diagnostic, from its first publication on; without it, the diagnostic; a changed setting is applied; a
 * path that cannot be read is a warning in the log.
 */
const SET = CUSTOM_FUSION_SET;
const MATERIAL_LINE = SET.split('\n').findIndex((line) => line.includes('"Dark Magician"'));
const MATERIAL_CHARACTER = SET.split('\n')[MATERIAL_LINE].indexOf('"Dark Magician"') + 3;

let fixture: Awaited<ReturnType<typeof writeLibraryFolder>>;
let setUri: string;

before(async () => {
  assert.ok(fs.existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run \`npm run build\` first`);
  fixture = await writeLibraryFolder();
  fs.mkdirSync(path.join(fixture.folder, 'set'));
  fs.writeFileSync(path.join(fixture.folder, 'set', 'custom.card'), SET);
  setUri = fileUriFromPath(path.join(fixture.folder, 'set', 'custom.card'));
});

after(() => fs.rmSync(fixture.folder, { recursive: true, force: true }));

/** A server on the workspace folder `set/`, whose `cardscript` section is whatever `section()` returns then. */
async function started(section: () => unknown): Promise<LspTestClient> {
  const client = new LspTestClient(section);
  await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    workspaceFolders: [{ uri: fileUriFromPath(path.join(fixture.folder, 'set')), name: 'set' }],
    capabilities: {
      workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
      textDocument: { hover: { contentFormat: ['markdown'] } },
    },
  });
  await client.connection.sendNotification('initialized', {});
  return client;
}

const codes = (client: LspTestClient) =>
  client.diagnostics
    .get(setUri)
    ?.at(-1)
    ?.diagnostics.map((d) => String(d.code)) ?? [];

async function hoverText(client: LspTestClient): Promise<string> {
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: setUri, languageId: 'cardscript', version: 1, text: SET } });
  const hover = await client.connection.sendRequest<Hover | null>('textDocument/hover', {
    textDocument: { uri: setUri },
    position: { line: MATERIAL_LINE, character: MATERIAL_CHARACTER },
  });
  return (hover?.contents as MarkupContent | undefined)?.value ?? '';
}

describe('cardscript.library in the server', () => {
  let withLibrary: LspTestClient;
  let without: LspTestClient;
  // The relative path is taken from the first workspace folder; the missing one is only warned about.
  let section: unknown = { library: ['../cards.cdb', '../strings.conf', '../missing.cdb'] };

  before(async () => {
    withLibrary = await started(() => section);
    without = await started(() => ({}));
  });

  after(async () => {
    await withLibrary?.stop();
    await without?.stop();
  });

  it('publishes no "No card named" diagnostic for library cards, from the first publication on', async () => {
    const first = await withLibrary.waitForDiagnostics(setUri, () => true, 'the first diagnostics of the set');
    assert.deepEqual(
      first.diagnostics.map((d) => `${String(d.code)} ${d.message}`),
      [],
    );
    assert.equal(withLibrary.diagnostics.get(setUri)?.length, 1);
  });

  it('hovers a library card by name, with the library it is of', async () => {
    const text = await hoverText(withLibrary);
    assert.match(text, /^\*\*"Dark Magician"\*\* \(EDOPro library cards\\\.cdb\): Level 7 DARK Spellcaster Normal Monster · ATK 2500 \/ DEF 2100/);
  });

  it('logs what it read and warns about the path it could not read', async () => {
    await waitFor(() => withLibrary.logs.some((l) => l.startsWith('Library: 6 card(s) from 1 database(s)')), 'the library log line');
    assert.ok(
      withLibrary.logs.some((l) => /^cardscript\.library: library \.\.\/missing\.cdb: no such file or folder$/.test(l)),
      withLibrary.logs.join('\n'),
    );
  });

  it('reports the names unknown without the setting', async () => {
    await without.waitForDiagnostics(setUri, (p) => p.diagnostics.length > 0, 'CS0502 without a library');
    assert.deepEqual(codes(without), ['CS0502', 'CS0502']);
    assert.match(await hoverText(without), /^No card named \*\*"Dark Magician"\*\* is defined in the workspace or the bundled library\.$/);
  });

  it('applies a changed setting: the library removed, the names are unknown again', async () => {
    section = {};
    await withLibrary.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
    await withLibrary.waitForDiagnostics(setUri, (p) => p.diagnostics.length === 2, 'CS0502 once the library is gone');
    assert.deepEqual(codes(withLibrary), ['CS0502', 'CS0502']);
  });
});
