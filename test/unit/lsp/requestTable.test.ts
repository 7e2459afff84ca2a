import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import type { ServerCapabilities } from 'vscode-languageserver';
import { probeClientSupport } from '../../../server/src/lsp/clientSupport';
import { REQUEST_TABLE } from '../../../server/src/lsp/handlers/requestTable';
import { serverCapabilities } from '../../../server/src/lsp/serverCapabilities';

/**
 * The server's `initialize` answer promises requests; the route table (lsp/handlers/requestTable.ts) keeps
 * them: every request a capability advertises is answered by exactly one handler module, each module is
 * the file its key names, and nothing is answered that no capability advertises (but CardScript's own
 * `cardscript/` requests).
 */
const HANDLERS_FOLDER = path.resolve(__dirname, '../../../../server/src/lsp/handlers');

/** The requests each capability advertises; notifications only (document sync, folders) advertise none. */
const REQUESTS_OF: Record<string, (value: unknown) => string[]> = {
  textDocumentSync: () => [],
  workspace: () => [],
  documentSymbolProvider: () => ['textDocument/documentSymbol'],
  hoverProvider: () => ['textDocument/hover'],
  signatureHelpProvider: () => ['textDocument/signatureHelp'],
  completionProvider: (v) => ['textDocument/completion', ...(has(v, 'resolveProvider') ? ['completionItem/resolve'] : [])],
  foldingRangeProvider: () => ['textDocument/foldingRange'],
  definitionProvider: () => ['textDocument/definition'],
  referencesProvider: () => ['textDocument/references'],
  renameProvider: (v) => ['textDocument/rename', ...(has(v, 'prepareProvider') ? ['textDocument/prepareRename'] : [])],
  workspaceSymbolProvider: () => ['workspace/symbol'],
  documentFormattingProvider: () => ['textDocument/formatting'],
  codeLensProvider: (v) => ['textDocument/codeLens', ...(has(v, 'resolveProvider') ? ['codeLens/resolve'] : [])],
  semanticTokensProvider: (v) => [
    ...(has(v, 'full') ? ['textDocument/semanticTokens/full'] : []),
    ...(has(v, 'range') ? ['textDocument/semanticTokens/range'] : []),
  ],
  inlayHintProvider: () => ['textDocument/inlayHint'],
  codeActionProvider: () => ['textDocument/codeAction'],
  diagnosticProvider: (v) => ['textDocument/diagnostic', ...(has(v, 'workspaceDiagnostics') ? ['workspace/diagnostic'] : [])],
};

function has(value: unknown, key: string): boolean {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[key] === true;
}

function advertised(capabilities: ServerCapabilities): string[] {
  return Object.entries(capabilities).flatMap(([key, value]) => {
    const requests = REQUESTS_OF[key];
    assert.ok(requests, `the capability ${key} is not known to this test: say which requests it advertises`);
    return value === undefined || value === false ? [] : requests(value);
  });
}

/** The handler modules (table keys) whose routes answer `method`. */
const modulesAnswering = (method: string) =>
  Object.entries(REQUEST_TABLE)
    .filter(([, routes]) => routes.some((r) => r.method === method))
    .map(([key]) => key);

const NONE = probeClientSupport({});
const ALL = { ...NONE, prepareRename: true, codeActionLiterals: true, pullDiagnostics: true };

describe('the route table answers what the capabilities advertise', () => {
  for (const [client, support] of [
    ['a client with every optional feature', ALL],
    ['a client with none', NONE],
  ] as const) {
    it(`${client}: every advertised request has exactly one handler module`, () => {
      const requests = advertised(serverCapabilities(support));
      assert.ok(requests.length >= 15, requests.join(', '));
      const wrong = requests.map((method) => ({ method, modules: modulesAnswering(method) })).filter((r) => r.modules.length !== 1);
      assert.deepEqual(wrong, []);
    });
  }

  it('no method is routed twice, and every routed LSP method is advertised to some client', () => {
    const methods = Object.values(REQUEST_TABLE).flatMap((routes) => routes.map((r) => r.method));
    assert.deepEqual(
      methods.filter((m, i) => methods.indexOf(m) !== i),
      [],
    );
    const promised = new Set(advertised(serverCapabilities(ALL)));
    assert.deepEqual(
      methods.filter((m) => !m.startsWith('cardscript/') && !promised.has(m)),
      [],
    );
  });

  it('each module of the table is the file its key names', () => {
    assert.deepEqual(
      Object.keys(REQUEST_TABLE).filter((key) => !fs.existsSync(path.join(HANDLERS_FOLDER, `${key}.ts`))),
      [],
    );
  });
});
