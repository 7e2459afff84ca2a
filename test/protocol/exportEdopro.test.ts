import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileUriFromPath } from '../../server/src/files/fileUris';
import { EXPORT_EDOPRO_REQUEST, type ExportEdoproParams, type ExportEdoproResult } from '../../server/src/lsp/customProtocol';
import { BUILT_SERVER, LspTestClient } from './lspTestClient';

/**
 * `cardscript/exportEdopro` in the bundled server (dist/server.js) over stdio: the server reads the
 * folder's card files and writes `cards.cdb` and `script/` itself; its answer says by fields (never by
 * message text) what stopped it: cards without an id (then `assignIdsFrom` exports them), other passcode
 * problems (nothing written), the library paths it could not read.
 */
const monster = (name: string, lines: readonly string[]) =>
  `monster "${name}" {\n${lines.map((l) => `  ${l}\n`).join('')}  frame normal\n  attribute DARK\n  race Spellcaster\n  level 4\n  atk 1500 def 1200\n}\n`;

let root: string;

before(() => {
  assert.ok(fs.existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run \`npm run build\` first`);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-export-request-'));
});

after(() => fs.rmSync(root, { recursive: true, force: true }));

/** A folder of card files (name -> text) and an empty destination beside it. */
function folderOf(name: string, files: Record<string, string>): { folder: string; out: string } {
  const folder = path.join(root, name, 'cards');
  const out = path.join(root, name, 'out');
  fs.mkdirSync(folder, { recursive: true });
  fs.mkdirSync(out, { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, file), text);
  return { folder, out };
}

/** A server whose `cardscript` section (asked for the folder exported) is `section`. */
async function started(section: unknown): Promise<{ client: LspTestClient; scopes: (string | undefined)[] }> {
  const scopes: (string | undefined)[] = [];
  const client = new LspTestClient((scopeUri) => {
    scopes.push(scopeUri);
    return section;
  });
  await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    workspaceFolders: null,
    capabilities: { workspace: { configuration: true } },
  });
  await client.connection.sendNotification('initialized', {});
  return { client, scopes };
}

const ask = (client: LspTestClient, params: ExportEdoproParams) => client.connection.sendRequest<ExportEdoproResult>(EXPORT_EDOPRO_REQUEST, params);

describe('cardscript/exportEdopro', () => {
  it('answers cards without an id as cardsWithoutId, writing nothing; with assignIdsFrom it writes cards.cdb and the scripts and answers the summary', async () => {
    const { folder, out } = folderOf('ids', { 'a.card': monster('Has Id', ['id 12345678']), 'b.card': monster('No Id', []) });
    const { client } = await started({});
    try {
      const first = await ask(client, { folder: fileUriFromPath(folder), out: fileUriFromPath(out) });
      assert.equal(first.written, false);
      assert.equal(first.cardsWithoutId, 1);
      assert.deepEqual(
        first.problems.map((p) => [p.kind, path.basename(p.uri)]),
        [['noId', 'b.card']],
      );
      assert.deepEqual(fs.readdirSync(out), [], 'nothing is written while a card has no id');

      const second = await ask(client, { folder: fileUriFromPath(folder), out: fileUriFromPath(out), assignIdsFrom: 900000000 });
      assert.equal(second.written, true, JSON.stringify(second));
      assert.deepEqual([second.cardsWithoutId, second.problems], [0, []]);
      assert.equal(second.summary?.cards, 2);
      assert.ok(second.summaryText?.includes(out), second.summaryText);
      assert.ok(fs.existsSync(path.join(out, 'cards.cdb')));
      assert.deepEqual(
        fs
          .readdirSync(path.join(out, 'script'))
          .filter((f) => /^c\d+\.lua$/.test(f))
          .sort(),
        ['c12345678.lua', 'c900000000.lua'],
      );
    } finally {
      await client.stop();
    }
  });

  it("answers two cards with one passcode as a sharedPasscode problem naming the other card's file, and writes nothing, even with assignIdsFrom", async () => {
    const { folder, out } = folderOf('shared', { 'a.card': monster('First', ['id 11111111']), 'b.card': monster('Second', ['id 11111111']) });
    const { client } = await started({});
    try {
      const answer = await ask(client, { folder: fileUriFromPath(folder), out: fileUriFromPath(out), assignIdsFrom: 900000000 });
      assert.equal(answer.written, false);
      assert.equal(answer.cardsWithoutId, 0);
      assert.deepEqual(
        answer.problems.map((p) => [p.kind, path.basename(p.uri), p.relatedUri && path.basename(p.relatedUri)]),
        [['sharedPasscode', 'b.card', 'a.card']],
      );
      assert.deepEqual(fs.readdirSync(out), []);
    } finally {
      await client.stop();
    }
  });

  it('reads cardscript.library for the folder exported and answers the paths it could not read as warnings', async () => {
    const { folder, out } = folderOf('library', { 'a.card': monster('Only', ['id 22222222']) });
    const { client, scopes } = await started({ library: ['missing.cdb'] });
    try {
      const answer = await ask(client, { folder: fileUriFromPath(folder), out: fileUriFromPath(out) });
      assert.equal(answer.written, true, JSON.stringify(answer));
      assert.ok(scopes.includes(fileUriFromPath(folder)), `asked for ${JSON.stringify(scopes)}`);
      assert.equal(answer.warnings.length, 1, JSON.stringify(answer.warnings));
      assert.match(answer.warnings[0], /missing\.cdb/);
    } finally {
      await client.stop();
    }
  });

  it("reports work-done progress on the params' token: the files read, then the writing", async () => {
    const { folder, out } = folderOf('progress', { 'a.card': monster('One', ['id 33333333']), 'b.card': monster('Two', ['id 33333334']) });
    const { client } = await started({});
    const reports: { kind: string; message?: string; percentage?: number }[] = [];
    client.connection.onNotification('$/progress', (params: { token: string; value: { kind: string; message?: string; percentage?: number } }) => {
      if (params.token === 'export-1') reports.push(params.value);
    });
    try {
      const answer = await ask(client, { folder: fileUriFromPath(folder), out: fileUriFromPath(out), workDoneToken: 'export-1' });
      assert.equal(answer.written, true, JSON.stringify(answer));
      assert.deepEqual(
        reports.map((r) => r.kind),
        ['begin', 'report', 'report', 'end'],
      );
      assert.deepEqual(
        reports.filter((r) => r.kind === 'report').map((r) => r.message),
        ['reading 1/2 card files', 'writing 2 scripts and cards.cdb'],
      );
    } finally {
      await client.stop();
    }
  });

  it('answers a destination that is not a file: URI as notRun, writing nothing', async () => {
    const { folder } = folderOf('virtual', { 'a.card': monster('Virtual', ['id 44444444']) });
    const { client } = await started({});
    try {
      const answer = await ask(client, { folder: fileUriFromPath(folder), out: 'vscode-vfs://github/someone/repo/out' });
      assert.equal(answer.written, false);
      assert.match(answer.notRun ?? '', /file: URIs/);
    } finally {
      await client.stop();
    }
  });
});
