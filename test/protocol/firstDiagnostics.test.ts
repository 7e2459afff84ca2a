import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { DocumentDiagnosticReport } from 'vscode-languageserver/node';
import { generateCardSet, type GeneratedFile } from '../../scripts/bench/generateCardSet';
import { LARGE_WORKSPACE_FILES } from '../../server/src/lsp/progressReporter';
import { LspTestClient } from './lspTestClient';

/**
 * The first diagnostics of a file opened as the workspace opens wait for the workspace's other files to be
 * read: checked before, its references to cards defined in them would be reported unknown, then withdrawn.
 * A generated clean card set on disk (references across files, every one resolving), one file opened right
 * after `initialized` with a syntax error of its own added; the bundled server over stdio.
 */
// The diagnostics that read other files: unknown names (CS0501-CS0505, CS0601 in scenarios, CS0705 in
// effects) and names defined twice (CS0107).
const CROSS_FILE = /^CS(0107|050[1-5]|0601|0705)$/;
// Its own, reported whatever the other files say.
const LOCAL_ERROR = { line: '@', code: 'CS0001' };
// A Ritual Spell in a file of its own, and a monster of the opened file that names it: "No card named"
// (CS0501) while that file is not read.
const RITUAL_SPELL = 'spell "Distant Ritual" {\n  kind ritual\n  text "This card is used to Ritual Summon \\"Distant Dragon\\"."\n}\n';
const RITUAL_MONSTER =
  'monster "Distant Dragon" {\n  frame ritual\n  attribute DARK\n  race Dragon\n  level 8\n  atk 2000 def 1000\n  summon {\n    ritual spell "Distant Ritual"\n  }\n}\n';

function mostCrossReferencing(files: readonly GeneratedFile[]): GeneratedFile {
  const owner = new Map<string, GeneratedFile>();
  for (const file of files) for (const card of file.cards) owner.set(card.name, file);
  const crossReferences = (file: GeneratedFile) => [...file.text.matchAll(/"([^"]+)"/g)].filter((m) => owner.has(m[1]) && owner.get(m[1]) !== file).length;
  return [...files].sort((a, b) => crossReferences(b) - crossReferences(a))[0];
}

async function initialize(client: LspTestClient, folder: string, pull: boolean): Promise<void> {
  await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'first-diagnostics' }],
    capabilities: {
      textDocument: { publishDiagnostics: { versionSupport: true }, ...(pull ? { diagnostic: { dynamicRegistration: false } } : {}) },
      workspace: pull ? { diagnostics: { refreshSupport: true } } : {},
    },
  });
  client.connection.onRequest('workspace/diagnostic/refresh', () => null);
}

// Both ways of loading: a large workspace is read in steps (with progress where the client has it), a
// small one at once.
const WORKSPACES = [
  { what: `${LARGE_WORKSPACE_FILES * 2 + 40} files`, files: LARGE_WORKSPACE_FILES * 2 + 40 },
  { what: `${LARGE_WORKSPACE_FILES / 2} files`, files: LARGE_WORKSPACE_FILES / 2 },
];

for (const workspace of WORKSPACES) {
  describe(`the first diagnostics of a file opened with the workspace (${workspace.what})`, () => {
    let folder: string;
    let uri: string;
    let text: string;

    before(() => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-first-'));
      const set = generateCardSet({ cards: workspace.files * 10, files: workspace.files, seed: 3 });
      for (const file of set.files) fs.writeFileSync(path.join(folder, file.name), file.text);
      fs.writeFileSync(path.join(folder, 'distant-ritual.card'), RITUAL_SPELL);
      const opened = mostCrossReferencing(set.files);
      uri = pathToFileURL(path.join(folder, opened.name)).href;
      text = `${opened.text}\n${RITUAL_MONSTER}\n${LOCAL_ERROR.line}\n`;
    });
    after(() => fs.rmSync(folder, { recursive: true, force: true }));

    // `initialized` and the open in one write: the server has the open in its input as the load starts.
    const openRightAway = (client: LspTestClient, pull: boolean) =>
      client.sendInOneWrite([
        { method: 'initialized', params: {} },
        { method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'cardscript', version: 1, text } } },
        ...(pull ? [{ id: 'first-pull', method: 'textDocument/diagnostic', params: { textDocument: { uri } } }] : []),
      ]);

    it('publishes no unknown-card hint for a card defined in a file read later', async () => {
      const client = new LspTestClient(() => ({}));
      try {
        await initialize(client, folder, false);
        openRightAway(client, false);
        // The awaited signal: the file's own error, and nothing else.
        await client.waitForDiagnostics(uri, (p) => p.diagnostics.map((d) => d.code).join() === LOCAL_ERROR.code, `${LOCAL_ERROR.code} alone`, 60_000);
        const published = (client.diagnostics.get(uri) ?? []).map((p) => p.diagnostics.map((d) => String(d.code)));
        assert.deepEqual(
          published.filter((codes) => codes.some((code) => CROSS_FILE.test(code))),
          [],
          'no publish reported a card of another file unknown',
        );
        assert.deepEqual(published, [[LOCAL_ERROR.code]], "one publish, with the file's own error");
        assert.deepEqual(client.stderr.join(''), '');
      } finally {
        await client.stop();
      }
    });

    it('answers a pull sent with the open with no unknown-card hint', async () => {
      const client = new LspTestClient(() => ({}));
      try {
        await initialize(client, folder, true);
        openRightAway(client, true);
        const response = await client.waitForResponse('first-pull', 60_000);
        const report = response.result as DocumentDiagnosticReport;
        assert.equal(report?.kind, 'full', JSON.stringify(response.error));
        assert.deepEqual(report.kind === 'full' ? report.items.map((d) => d.code) : [], [LOCAL_ERROR.code]);
        assert.equal(client.diagnostics.size, 0, 'nothing pushed to a pulling client');
      } finally {
        await client.stop();
      }
    });
  });
}
