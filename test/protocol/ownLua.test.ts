import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CodeAction, Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver/node';
import { fileUriFromPath } from '../../server/src/files/fileUris';
import {
  CREATE_EFFECT_SCRIPT_REQUEST,
  type CreateEffectScriptResult,
  SIMULATE_CARD_REQUEST,
  WORKSPACE_TRUSTED_NOTIFICATION,
} from '../../server/src/lsp/customProtocol';
import type { PanelModel } from '../../server/src/simulation/panelModel';
import { BUILT_SERVER, LspTestClient, REPO_ROOT } from './lspTestClient';

/**
 * The cards' own Lua files in the bundled server (dist/server.js): CS0712 (missing), CS0713 (does not
 * parse: compiled in EDOPro's engine) and CS0714 (no initial_effect) on the `script` line; in Restricted
 * Mode (initializationOptions.workspaceTrusted false) nothing is compiled and the simulation's EDOPro
 * verdict is not asked, until `cardscript/workspaceTrusted`; a changed `.lua` file is checked again; the
 * quick fix and `cardscript/createEffectScript` create the starting file.
 */
const HERALD_LUA = fs.readFileSync(path.join(REPO_ROOT, 'test', 'fixtures', 'own-lua', 'effects', 'lua-draw-herald.lua'), 'utf8');
const monster = (name: string, id: number, script: string | null) =>
  [
    `monster "${name}" {`,
    `  id ${id}`,
    '  frame effect',
    '  attribute LIGHT',
    '  race Spellcaster',
    '  level 4',
    '  atk 1600 def 1000',
    ...(script === null ? [] : [`  script "${script}"`]),
    '}',
    '',
  ].join('\n');
const CARDS = [
  monster('Lua Draw Herald', 900000101, 'effects/lua-draw-herald.lua'),
  monster('Missing Herald', 900000102, 'effects/missing-herald.lua'),
  monster('Broken Herald', 900000103, 'effects/broken-herald.lua'),
  monster('Idle Herald', 900000104, 'effects/idle-herald.lua'),
  monster('Plain Herald', 900000105, null),
].join('\n');

function workspaceFolder(): { folder: string; cardsUri: string } {
  const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-own-lua-protocol-')));
  fs.mkdirSync(path.join(folder, 'effects'));
  fs.writeFileSync(path.join(folder, 'effects', 'lua-draw-herald.lua'), HERALD_LUA);
  fs.writeFileSync(path.join(folder, 'effects', 'broken-herald.lua'), 'local s,id=GetID()\nfunction s.initial_effect(c)\n  x = = 1\nend\n');
  fs.writeFileSync(path.join(folder, 'effects', 'idle-herald.lua'), 'local s,id=GetID()\nfunction s.helper() end\n');
  fs.writeFileSync(path.join(folder, 'cards.card'), CARDS);
  return { folder, cardsUri: fileUriFromPath(path.join(folder, 'cards.card')) };
}

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle));
const codesByLine = (params: PublishDiagnosticsParams) => params.diagnostics.map((d) => `${d.range.start.line}:${String(d.code)}`).sort();

async function started(initializationOptions: object, capabilities: object = {}): Promise<{ client: LspTestClient; folder: string; cardsUri: string }> {
  assert.ok(fs.existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run \`npm run build\` first`);
  const { folder, cardsUri } = workspaceFolder();
  const client = new LspTestClient(() => ({ simulation: { edoproReferee: true } }));
  await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    workspaceFolders: [],
    capabilities: { workspace: { configuration: true, ...capabilities } },
    initializationOptions,
  });
  await client.connection.sendNotification('initialized', {});
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: cardsUri, languageId: 'cardscript', version: 1, text: CARDS } });
  return { client, folder, cardsUri };
}

const MISSING = `${lineOf(CARDS, 'missing-herald.lua')}:CS0712`;
const BROKEN = `${lineOf(CARDS, 'broken-herald.lua')}:CS0713`;
const IDLE = `${lineOf(CARDS, 'idle-herald.lua')}:CS0714`;

describe("the cards' own Lua in the server, Restricted Mode first", () => {
  let client: LspTestClient;
  let folder: string;
  let cardsUri: string;
  const simulate = (name: string) => client.connection.sendRequest<{ ok: boolean; panel?: PanelModel }>(SIMULATE_CARD_REQUEST, { uri: cardsUri, name });

  before(async () => {
    ({ client, folder, cardsUri } = await started({ workspaceTrusted: false }, { workspaceEdit: { documentChanges: true, resourceOperations: ['create'] } }));
  });
  after(async () => {
    await client?.stop();
  });

  it('in Restricted Mode: the files are looked for, never compiled', async () => {
    const published = await client.waitForDiagnostics(cardsUri, (p) => p.diagnostics.length > 0, 'the own Lua diagnostics');
    assert.deepEqual(codesByLine(published), [MISSING, IDLE].sort());
    const missing = published.diagnostics.find((d) => d.code === 'CS0712')!;
    assert.equal(missing.message, `The card's own Lua "effects/missing-herald.lua" is not found (${path.join(folder, 'effects', 'missing-herald.lua')}).`);
  });

  it('in Restricted Mode the simulation does not ask EDOPro about a card with its own Lua, and says why', async () => {
    const result = await simulate('Lua Draw Herald');
    assert.equal(result.ok, true);
    assert.equal(result.panel?.edopro?.shown, false);
    assert.match(result.panel!.edopro!.note, /not asked: its own Lua is not run: the workspace is not trusted \(Restricted Mode\)/);
    const plain = await simulate('Plain Herald');
    assert.equal(plain.panel?.edopro?.shown, true, 'a card without its own Lua is asked as before');
  });

  it('in Restricted Mode a changed .lua file is looked at again, and still not compiled', async () => {
    const before = client.diagnostics.get(cardsUri)!.length;
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: fileUriFromPath(path.join(folder, 'effects', 'broken-herald.lua')), type: 2 }],
    });
    const published = await client.waitForDiagnostics(cardsUri, () => client.diagnostics.get(cardsUri)!.length > before, 'diagnostics published again');
    assert.deepEqual(codesByLine(published), [MISSING, IDLE].sort(), 'no CS0713: the file was not given to the engine');
  });

  it("the quick fix of a missing file creates it with the engine's structure", async () => {
    const published = client.diagnostics.get(cardsUri)!.at(-1)!;
    const missing = published.diagnostics.find((d) => d.code === 'CS0712')!;
    const actions = await client.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: cardsUri },
      range: missing.range,
      context: { diagnostics: [missing] },
    });
    const create = actions.find((a) => a.title === "Create effects/missing-herald.lua with the engine's structure");
    assert.ok(create, JSON.stringify(actions.map((a) => a.title)));
    const changes = create.edit!.documentChanges as unknown as [{ kind: string; uri: string }, { edits: { newText: string }[] }];
    assert.deepEqual(
      { kind: changes[0].kind, uri: changes[0].uri },
      { kind: 'create', uri: fileUriFromPath(path.join(folder, 'effects', 'missing-herald.lua')) },
    );
    assert.match(
      changes[1].edits[0].newText,
      /^-- Missing Herald: its effects, in EDOPro's Lua\.\n[\s\S]*\nlocal s,id=GetID\(\)\nfunction s\.initial_effect\(c\)\n[\s\S]*\nend\n$/,
    );
    assert.equal(changes.length, 2, 'the card names the file already');
  });

  it("trust granted: the files are compiled, a syntax error shows on its script line with Lua's message", async () => {
    await client.connection.sendNotification(WORKSPACE_TRUSTED_NOTIFICATION);
    const published = await client.waitForDiagnostics(cardsUri, (p) => p.diagnostics.some((d) => d.code === 'CS0713'), 'CS0713 after trust', 20_000);
    assert.deepEqual(codesByLine(published), [MISSING, BROKEN, IDLE].sort());
    const broken = published.diagnostics.find((d) => d.code === 'CS0713')!;
    assert.equal(broken.message, "The card's own Lua \"effects/broken-herald.lua\" does not parse: line 3: unexpected symbol near '='.");
    assert.equal(broken.severity, 1);
  });

  it('trusted: EDOPro is asked about the card, its merged script loads without an error', async () => {
    const result = await simulate('Lua Draw Herald');
    const panel = result.panel!;
    assert.equal(panel.edopro?.shown, true, JSON.stringify(panel.edopro));
    const asked = panel.steps.filter((s) => s.edopro?.legal === true || s.edopro?.legal === false);
    assert.ok(asked.length >= 3, JSON.stringify(panel.steps.map((s) => s.edopro)));
    assert.deepEqual(
      asked.filter((s) => s.edopro!.disagrees || /script errors/.test(s.edopro!.note)).map((s) => `${s.label}: ${s.edopro!.note}`),
      [],
    );
    const broken = await simulate('Broken Herald');
    assert.match(broken.panel!.edopro!.note, /its own Lua is not run: "effects\/broken-herald\.lua" does not parse: line 3/);
  });

  it('a .lua file changed on disk is checked again', async () => {
    fs.writeFileSync(path.join(folder, 'effects', 'broken-herald.lua'), HERALD_LUA);
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: fileUriFromPath(path.join(folder, 'effects', 'broken-herald.lua')), type: 2 }],
    });
    const published = await client.waitForDiagnostics(cardsUri, (p) => !p.diagnostics.some((d) => d.code === 'CS0713'), 'CS0713 gone');
    assert.deepEqual(codesByLine(published), [MISSING, IDLE].sort());
  });

  it('"Create Effect Script" on a card without one: the starting file and the card\'s script line', async () => {
    const offset = CARDS.indexOf('monster "Plain Herald"') + 3;
    const result = await client.connection.sendRequest<CreateEffectScriptResult>(CREATE_EFFECT_SCRIPT_REQUEST, { uri: cardsUri, offset });
    assert.equal(result.ok, true, result.message);
    assert.equal(result.luaUri, fileUriFromPath(path.join(folder, 'effects', 'plain-herald.lua')));
    const changes = (
      result.edit as {
        documentChanges: {
          kind?: string;
          uri?: string;
          textDocument?: { uri: string };
          edits?: { range: { start: { line: number; character: number } }; newText: string }[];
        }[];
      }
    ).documentChanges;
    assert.deepEqual(
      changes.map((c) => c.kind ?? c.textDocument!.uri),
      ['create', result.luaUri, cardsUri],
    );
    const line = lineOf(CARDS, 'id 900000105');
    assert.deepEqual(changes[2].edits, [
      { range: { start: { line, character: 2 }, end: { line, character: 2 } }, newText: 'script "effects/plain-herald.lua"\n  ' },
    ]);
    const existing = await client.connection.sendRequest<CreateEffectScriptResult>(CREATE_EFFECT_SCRIPT_REQUEST, {
      uri: cardsUri,
      offset: CARDS.indexOf('monster "Lua Draw Herald"') + 3,
    });
    assert.deepEqual(
      { ok: existing.ok, edit: existing.edit, luaUri: existing.luaUri },
      { ok: true, edit: undefined, luaUri: fileUriFromPath(path.join(folder, 'effects', 'lua-draw-herald.lua')) },
    );
  });
});

describe("the cards' own Lua with a client that has no Restricted Mode", () => {
  let client: LspTestClient;
  let cardsUri: string;
  before(async () => {
    ({ client, cardsUri } = await started({}));
  });
  after(async () => {
    await client?.stop();
  });

  it('the files are compiled from the start; no file-creating quick fix for a client that cannot apply one', async () => {
    const published = await client.waitForDiagnostics(cardsUri, (p) => p.diagnostics.some((d) => d.code === 'CS0713'), 'CS0713', 20_000);
    assert.deepEqual(codesByLine(published), [MISSING, BROKEN, IDLE].sort());
    const missing = published.diagnostics.find((d) => d.code === 'CS0712') as Diagnostic;
    const actions = await client.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: cardsUri },
      range: missing.range,
      context: { diagnostics: [missing] },
    });
    assert.deepEqual(
      actions.filter((a) => a.title.startsWith('Create ')),
      [],
    );
  });
});
