import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { DocumentDiagnosticReport, InitializeResult, ResponseMessage, WorkspaceDiagnosticReport } from 'vscode-languageserver/node';
import { generateCardSet } from '../../scripts/bench/generateCardSet';
import { waitFor } from '../helpers/waitFor';
import { LspTestClient } from './lspTestClient';

/**
 * Pull diagnostics (LSP 3.17): a client that declares `textDocument.diagnostic` asks for them
 * (`textDocument/diagnostic`, `workspace/diagnostic`) and is sent none; result ids let the server answer
 * `unchanged`; when diagnostics change without a pull (another file's edit) the server asks the client to
 * pull again (`workspace/diagnostic/refresh`). A client that does not declare it is sent them as before.
 * And the slow tier of a push client's first validation stops when a newer edit arrives. The bundled
 * server over stdio, files on disk.
 */
const RITUAL = (spellName: string) => `monster "Ritual Dragon" {
  frame ritual
  attribute DARK
  race Dragon
  level 8
  atk 2000 def 1000
  summon {
    ritual spell "${spellName}"
  }
}
`;
const SPELL = (name: string) => `spell "${name}" {
  kind ritual
  text "This card is used to Ritual Summon \\"Ritual Dragon\\"."
}
`;

/** `refresh`: the pulling client supports `workspace/diagnostic/refresh`. */
async function startClient(
  folder: string | null,
  pull: boolean,
  refresh = true,
): Promise<{ client: LspTestClient; result: InitializeResult; refreshes: () => number }> {
  const client = new LspTestClient(() => ({}));
  let refreshes = 0;
  client.connection.onRequest('workspace/diagnostic/refresh', () => {
    refreshes++;
    return null;
  });
  const result = await client.connection.sendRequest<InitializeResult>('initialize', {
    processId: process.pid,
    rootUri: null,
    workspaceFolders: folder ? [{ uri: pathToFileURL(folder).href, name: 'pull' }] : null,
    capabilities: {
      textDocument: {
        publishDiagnostics: { relatedInformation: true, versionSupport: true },
        ...(pull ? { diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false } } : {}),
      },
      workspace: pull ? { diagnostics: { refreshSupport: refresh } } : {},
    },
  });
  await client.connection.sendNotification('initialized', {});
  return { client, result, refreshes: () => refreshes };
}

const codes = (report: DocumentDiagnosticReport) => (report.kind === 'full' ? report.items.map((d) => d.code) : []);

describe('pull diagnostics (LSP 3.17)', () => {
  let folder: string;
  let ritualUri: string;
  let spellUri: string;

  before(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-pull-'));
    fs.writeFileSync(path.join(folder, 'ritual.card'), RITUAL('Dragon Rituel'));
    fs.writeFileSync(path.join(folder, 'spell.card'), SPELL('Dragon Ritual'));
    ritualUri = pathToFileURL(path.join(folder, 'ritual.card')).href;
    spellUri = pathToFileURL(path.join(folder, 'spell.card')).href;
  });
  after(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('answers document and workspace pulls, unchanged when the client has the result, and asks for a pull again when another file changes them', async () => {
    const { client, result, refreshes } = await startClient(folder, true);
    try {
      assert.deepEqual(result.capabilities.diagnosticProvider, { identifier: 'cardscript', interFileDependencies: true, workspaceDiagnostics: true });

      // The workspace pull: both files on disk, the misspelt Ritual Spell in one (CS0501).
      let workspace: WorkspaceDiagnosticReport = { items: [] };
      for (const deadline = Date.now() + 10_000; workspace.items.length < 2;) {
        assert.ok(Date.now() < deadline, `a workspace pull with both files (got ${JSON.stringify(workspace)})`);
        workspace = await client.connection.sendRequest<WorkspaceDiagnosticReport>('workspace/diagnostic', { previousResultIds: [] });
      }
      const byUri = new Map(workspace.items.map((item) => [item.uri, item]));
      const ritual = byUri.get(ritualUri)!;
      assert.equal(ritual.kind, 'full');
      assert.equal(ritual.version, null, 'a closed file has no version');
      assert.deepEqual(ritual.kind === 'full' ? ritual.items.map((d) => d.code) : [], ['CS0501']);
      assert.deepEqual(byUri.get(spellUri)!.kind === 'full' ? (byUri.get(spellUri) as { items: unknown[] }).items : ['?'], []);
      const again = await client.connection.sendRequest<WorkspaceDiagnosticReport>('workspace/diagnostic', {
        previousResultIds: workspace.items.map((item) => ({ uri: item.uri, value: (item as { resultId: string }).resultId })),
      });
      assert.deepEqual(
        again.items.map((item) => item.kind),
        ['unchanged', 'unchanged'],
      );

      // The editor opens the file and pulls it: same result id, so unchanged.
      await client.connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri: ritualUri, languageId: 'cardscript', version: 1, text: RITUAL('Dragon Rituel') },
      });
      const first = await client.connection.sendRequest<DocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri: ritualUri } });
      assert.deepEqual(codes(first), ['CS0501']);
      assert.equal(
        first.kind === 'full' ? first.resultId : undefined,
        ritual.kind === 'full' ? ritual.resultId : 'x',
        'the same diagnostics keep their result id',
      );
      const unchanged = await client.connection.sendRequest<DocumentDiagnosticReport>('textDocument/diagnostic', {
        textDocument: { uri: ritualUri },
        previousResultId: first.resultId,
      });
      assert.deepEqual(unchanged, { kind: 'unchanged', resultId: first.resultId });

      // An edit that fixes the name: the pull right after it sees the new version.
      await client.connection.sendNotification('textDocument/didChange', {
        textDocument: { uri: ritualUri, version: 2 },
        contentChanges: [{ text: RITUAL('Dragon Ritual') }],
      });
      const fixed = await client.connection.sendRequest<DocumentDiagnosticReport>('textDocument/diagnostic', {
        textDocument: { uri: ritualUri },
        previousResultId: first.resultId,
      });
      assert.equal(fixed.kind, 'full');
      assert.notEqual(fixed.resultId, first.resultId);
      assert.deepEqual(codes(fixed), []);

      // Another file renames the spell: the open file's diagnostics change without a pull of it, so the
      // server asks the client to pull again, and the pull finds CS0501 back.
      const refreshesBefore = refreshes();
      await client.connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri: spellUri, languageId: 'cardscript', version: 1, text: SPELL('Dragon Ritual') },
      });
      await client.connection.sendNotification('textDocument/didChange', {
        textDocument: { uri: spellUri, version: 2 },
        contentChanges: [{ text: SPELL('Dragon Rite') }],
      });
      await waitFor(() => refreshes() > refreshesBefore, 'workspace/diagnostic/refresh after another file changed this one');
      const broken = await client.connection.sendRequest<DocumentDiagnosticReport>('textDocument/diagnostic', {
        textDocument: { uri: ritualUri },
        previousResultId: fixed.resultId,
      });
      assert.deepEqual(codes(broken), ['CS0501']);

      // Nothing was pushed to a pulling client.
      assert.equal(client.diagnostics.size, 0, `published: ${[...client.diagnostics.keys()].join(', ')}`);
      assert.deepEqual(client.stderr.join(''), '');
    } finally {
      await client.stop();
    }
  });

  it('publishes to a client that does not pull, and declares no diagnostic provider to it', async () => {
    const { client, result } = await startClient(folder, false);
    try {
      assert.equal(result.capabilities.diagnosticProvider, undefined);
      const published = await client.waitForDiagnostics(ritualUri, (p) => p.diagnostics.length > 0, 'CS0501 pushed');
      assert.deepEqual(
        published.diagnostics.map((d) => d.code),
        ['CS0501'],
      );
    } finally {
      await client.stop();
    }
  });
});

describe('a pull the server cannot finish for the version it started on', () => {
  // 3,000 damaged cards in one file: the slow checks of its first version take many turns of the event
  // loop, and a client without refresh support waits for all of them in its pull.
  const text = generateCardSet({ cards: 3000, files: 1, seed: 5, damage: 0.4 }).files[0].text;
  const start = { line: 0, character: 0 };
  const uri = 'file:///overtaken/pull.card';
  // The edit adds a card naming a Ritual Spell no card has, first in the file (the 1,000 diagnostics a file
  // shows are its first ones): its CS0501 is in version 2 only.
  const added = `${RITUAL('No Such Ritual').replace('Ritual Dragon', 'Overtaking Dragon')}\n`;
  const open = { method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'cardscript', version: 1, text } } };
  const pull = { id: 'pull', method: 'textDocument/diagnostic', params: { textDocument: { uri } } };
  const edit = {
    method: 'textDocument/didChange',
    params: { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start, end: start }, text: added }] },
  };
  const newestOrRetrigger = (response: ResponseMessage) => {
    if (response.error) {
      assert.deepEqual(
        { code: response.error.code, data: response.error.data },
        { code: -32802, data: { retriggerRequest: true } },
        'ServerCancelled, pull again',
      );
      return;
    }
    const report = response.result as DocumentDiagnosticReport;
    assert.equal(report.kind, 'full');
    const items = report.kind === 'full' ? report.items : [];
    assert.ok(items.length > 1, `the damaged cards' diagnostics (got ${items.length})`);
    assert.ok(
      items.some((d) => d.code === 'CS0501' && /"No Such Ritual"/.test(d.message)),
      "the added card's CS0501: version 2 was checked",
    );
  };
  const cases = [
    { what: 'an edit arrives while it runs: it answers the newer version (or asks the client to pull again)', after: [edit], check: newestOrRetrigger },
    {
      // The request reads the edited document: the store applies the edit while the pull's checks run.
      what: 'an edit arrives and a request reads the newer version while it runs: it answers that version',
      after: [edit, { id: 'symbols', method: 'textDocument/documentSymbol', params: { textDocument: { uri } } }],
      check: newestOrRetrigger,
    },
    {
      what: 'the client cancels it: it answers RequestCancelled',
      after: [{ method: '$/cancelRequest', params: { id: pull.id } }],
      check(response: ResponseMessage) {
        assert.equal(response.error?.code, -32800, `RequestCancelled (got ${JSON.stringify(response.result ?? response.error)?.slice(0, 200)})`);
      },
    },
  ];
  for (const { what, after, check } of cases) {
    it(`never answers an empty report for a document with errors: ${what}`, async () => {
      const { client } = await startClient(null, true, false);
      try {
        // One write: the server has the next messages in its input while the pull's first checks run, and
        // reads them between two turns of them.
        client.sendInOneWrite([open, pull, ...after]);
        check(await client.waitForResponse(pull.id, 60_000));
        assert.deepEqual(client.stderr.join(''), '');
      } finally {
        await client.stop();
      }
    });
  }
});

describe('the slow tier yields to a newer edit', () => {
  it('stops the engine checks of a first validation when the document changes, and publishes the newer version in full', async () => {
    const text = generateCardSet({ cards: 3000, files: 1, seed: 5, damage: 0.4 }).files[0].text;
    const uri = 'file:///slow-tier/interrupted.card';
    const { client } = await startClient(null, false);
    try {
      // The edit must reach the server while the slow tier of version 1 runs: sent after the fast tier was
      // seen, it raced the slow tier (a whole-text change, 0.6 MB, read a pipe's worth per turn of the
      // server's event loop while the slow tier ran a step per turn). So the open and the edit go in one
      // write, the edit a small incremental change, and the server reads them in order: the open schedules
      // the first validation at once (a 1 ms timer); the document-symbols request between the two (3,000
      // symbols, many milliseconds) lets the timer fire before the edit is handled, so the fast tier of
      // version 1 is published first; the edit is then handled within a turn, long before the slow tier's
      // 15 steps (200 cards each) are done.
      const at = text.indexOf('monster "') + 'monster "'.length;
      const position = { line: text.slice(0, at).split('\n').length - 1, character: at - text.lastIndexOf('\n', at - 1) - 1 };
      client.sendInOneWrite([
        { method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'cardscript', version: 1, text } } },
        { id: 'between-open-and-edit', method: 'textDocument/documentSymbol', params: { textDocument: { uri } } },
        {
          method: 'textDocument/didChange',
          params: { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: position, end: position }, text: 'Renamed ' }] },
        },
      ]);
      await waitFor(() => client.validated.some((v) => v.version === 2 && v.tier === 'all'), 'everything for version 2', 60_000);
      assert.ok(
        client.validated.some((v) => v.version === 1 && v.tier === 'fast'),
        'the fast tier of version 1 was published before the edit',
      );
      assert.ok(!client.validated.some((v) => v.version === 1 && v.tier === 'all'), 'the slow tier of version 1 was stopped by the edit');
      const published = client.diagnostics.get(uri) ?? [];
      assert.deepEqual(published.filter((p) => p.version === 1).length, 1, 'version 1: the fast tier only');
      const last = published.at(-1)!;
      assert.equal(last.version, 2);
      assert.ok(
        last.diagnostics.some((d) => /^CS07/.test(String(d.code))),
        'the engine checks ran for version 2',
      );
    } finally {
      await client.stop();
    }
  });
});
