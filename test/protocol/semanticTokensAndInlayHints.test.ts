import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { InitializeResult, InlayHint, SemanticTokens, SemanticTokensLegend } from 'vscode-languageserver/node';
import { waitFor } from '../helpers/waitFor';
import { BUILT_SERVER, LspTestClient } from './lspTestClient';

/**
 * Semantic tokens and inlay hints from the bundled server (dist/server.js) over stdio: the legend in the
 * capabilities, tokens encoded relative to each other, range requests, hints per resource setting, and a
 * `workspace/semanticTokens/refresh` when a name defined in another document appears.
 */
const MAIN = 'untitled:tokens-main';
const HINTS_OFF = 'untitled:tokens-hints-off';
const LATER = 'untitled:tokens-later';

const MAIN_TEXT = [
  'monster "Proto Fiend" {', //                        0
  '  frame effect', //                                 1
  '  level 8', //                                      2
  '  atk 2800 def 1000', //                            3
  '  summon {', //                                     4
  '    cannot normal summon or set', //                5
  '    must first special summon by effect of "Proto Rite"', // 6
  '  }', //                                            7
  '}', //                                              8
  'monster "Proto Imp" {', //                          9
  '  frame normal', //                                 10
  '  level 6', //                                      11
  '  atk 1900 def 1000', //                            12
  '}', //                                              13
  'scenario "Proto run" {', //                         14
  '  you { hand "Proto Imp", "Proto Ghost" }', //      15
  '  step normal summon "Proto Imp" expect illegal wrong-tribute-count', // 16
  '}', //                                              17
  '',
].join('\n');

type Decoded = [line: number, character: number, length: number, type: string, modifiers: string];

/** The wire format back to absolute positions with the legend's names. */
function decode(tokens: SemanticTokens, legend: SemanticTokensLegend): Decoded[] {
  const result: Decoded[] = [];
  let line = 0;
  let character = 0;
  for (let i = 0; i < tokens.data.length; i += 5) {
    const [deltaLine, deltaStart, length, type, bits] = tokens.data.slice(i, i + 5);
    line += deltaLine;
    character = deltaLine === 0 ? character + deltaStart : deltaStart;
    const modifiers = legend.tokenModifiers.filter((_, index) => (bits & (1 << index)) !== 0).join(' ');
    result.push([line, character, length, legend.tokenTypes[type], modifiers]);
  }
  return result;
}

describe('semantic tokens and inlay hints over stdio (dist/server.js)', () => {
  let client: LspTestClient;
  let initialized: InitializeResult;
  const refreshes: string[] = [];

  const open = (uri: string, text: string) =>
    client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
  const tokensOf = async (uri: string) =>
    decode(
      await client.connection.sendRequest('textDocument/semanticTokens/full', { textDocument: { uri } }),
      initialized.capabilities.semanticTokensProvider!.legend,
    );

  before(async () => {
    assert.ok(fs.existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run \`npm run build\` first`);
    client = new LspTestClient((scopeUri) => (scopeUri === HINTS_OFF ? { inlayHints: { enabled: false } } : {}));
    client.connection.onRequest('workspace/semanticTokens/refresh', () => {
      refreshes.push('semanticTokens');
      return null;
    });
    initialized = await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: [],
      capabilities: {
        workspace: { configuration: true, semanticTokens: { refreshSupport: true }, inlayHint: { refreshSupport: true } },
        textDocument: {
          semanticTokens: {
            requests: { full: true, range: true },
            tokenTypes: ['class', 'keyword', 'enumMember'],
            tokenModifiers: ['declaration'],
            formats: ['relative'],
            multilineTokenSupport: false,
          },
          inlayHint: {},
        },
      },
    });
    await client.connection.sendNotification('initialized', {});
    await open(MAIN, MAIN_TEXT);
  });

  after(async () => {
    await client?.stop();
  });

  it('announces a legend with the standard types and the CardScript modifiers, full and range', () => {
    const provider = initialized.capabilities.semanticTokensProvider;
    assert.ok(provider, 'semanticTokensProvider is announced');
    assert.deepEqual(provider.legend, { tokenTypes: ['class', 'keyword', 'enumMember'], tokenModifiers: ['declaration', 'nomi', 'semiNomi', 'prohibition'] });
    assert.equal(provider.full, true);
    assert.equal(provider.range, true);
    assert.equal(initialized.capabilities.inlayHintProvider, true);
  });

  it("answers the whole document's tokens, encoded relative to each other", async () => {
    assert.deepEqual(await tokensOf(MAIN), [
      [0, 8, 13, 'class', 'declaration'],
      [5, 4, 27, 'keyword', 'prohibition'],
      [6, 4, 38, 'keyword', 'semiNomi'],
      // "Proto Rite" is defined nowhere: no token, the diagnostic covers it.
      [9, 8, 11, 'class', 'declaration'],
      [15, 13, 11, 'class', ''],
      [16, 21, 11, 'class', ''],
      [16, 48, 19, 'enumMember', ''],
    ]);
  });

  it('answers a range request with the tokens in that range only', async () => {
    const tokens: SemanticTokens = await client.connection.sendRequest('textDocument/semanticTokens/range', {
      textDocument: { uri: MAIN },
      range: { start: { line: 5, character: 0 }, end: { line: 9, character: 0 } },
    });
    assert.deepEqual(decode(tokens, initialized.capabilities.semanticTokensProvider!.legend), [
      [5, 4, 27, 'keyword', 'prohibition'],
      [6, 4, 38, 'keyword', 'semiNomi'],
    ]);
  });

  it('answers inlay hints in the requested range: Tributes after the level, the category after the name', async () => {
    const all: InlayHint[] = await client.connection.sendRequest('textDocument/inlayHint', {
      textDocument: { uri: MAIN },
      range: { start: { line: 0, character: 0 }, end: { line: 18, character: 0 } },
    });
    assert.deepEqual(
      all.map((h) => [h.position.line, h.position.character, h.label, h.paddingLeft]),
      [
        [0, 21, 'Semi-Nomi', true],
        [11, 9, '\u00b7 1 Tribute', true],
      ],
    );
    assert.match(String(all[0].tooltip), /^Semi-Nomi\b.*the effect of "Proto Rite"/);
    assert.match(String(all[1].tooltip), /Level 5 or 6/);
    const firstMonsterOnly: InlayHint[] = await client.connection.sendRequest('textDocument/inlayHint', {
      textDocument: { uri: MAIN },
      range: { start: { line: 0, character: 0 }, end: { line: 8, character: 1 } },
    });
    assert.deepEqual(
      firstMonsterOnly.map((h) => h.label),
      ['Semi-Nomi'],
    );
  });

  it('asks the client to refresh the tokens when a name used elsewhere gets defined, and the name then resolves', async () => {
    // Opening this test's document caused one refresh (its names are new); then nothing is pending.
    await waitFor(() => refreshes.length > 0, 'the refresh after the first document was read');
    const ghost: Decoded = [15, 26, 13, 'class', ''];
    assert.ok(!(await tokensOf(MAIN)).some((t) => t.join() === ghost.join()), '"Proto Ghost" is not defined yet');
    const before = refreshes.length;
    await open(LATER, 'monster "Proto Ghost" {\n  frame normal\n  level 1\n  atk 0 def 0\n}\n');
    await waitFor(() => refreshes.length > before, 'workspace/semanticTokens/refresh');
    assert.ok(
      (await tokensOf(MAIN)).some((t) => t.join() === ghost.join()),
      '"Proto Ghost" now resolves',
    );
  });

  it('reads cardscript.inlayHints.enabled per resource: a document with it off gets none', async () => {
    await open(HINTS_OFF, MAIN_TEXT);
    const range = { start: { line: 0, character: 0 }, end: { line: 18, character: 0 } };
    assert.deepEqual(await client.connection.sendRequest('textDocument/inlayHint', { textDocument: { uri: HINTS_OFF }, range }), []);
    // The same text elsewhere still has its hints, and the semantic tokens do not depend on the setting.
    const elsewhere: InlayHint[] = await client.connection.sendRequest('textDocument/inlayHint', { textDocument: { uri: MAIN }, range });
    assert.equal(elsewhere.length, 2);
    assert.deepEqual(await tokensOf(HINTS_OFF), await tokensOf(MAIN));
  });

  it('answers empty for documents it does not know', async () => {
    const unknown = { textDocument: { uri: 'file:///no/such/tokens.card' } };
    assert.deepEqual(await client.connection.sendRequest('textDocument/semanticTokens/full', unknown), { data: [] });
    assert.deepEqual(
      await client.connection.sendRequest('textDocument/inlayHint', {
        ...unknown,
        range: { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } },
      }),
      [],
    );
    assert.equal(client.exited, undefined);
  });
});
