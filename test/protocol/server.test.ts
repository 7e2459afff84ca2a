import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CompletionItem, CompletionList, DocumentSymbol, Hover, InitializeResult, Location, MarkupContent } from 'vscode-languageserver/node';
import { renderMarkdown, visibleText } from '../hostile/userView';
import { waitFor } from '../helpers/waitFor';
import { BUILT_SERVER, fileUri, LspTestClient, REPO_ROOT } from './lspTestClient';

/**
 * The bundled server (dist/server.js) over stdio, spoken to in real JSON-RPC as an editor would:
 * workspace loading from disk, diagnostics with codes and links, per-resource settings, incremental
 * sync, outline, hover, completion, and requests about documents the server does not know.
 */
const WORKSPACE = path.join('test', 'protocol', 'fixtures', 'workspace');
const FIRST = fileUri(WORKSPACE, 'first.card');
const SECOND = fileUri(WORKSPACE, 'nested', 'second.card');
const EXAMPLE_PATH = path.join('examples', 'classic-monsters.card');
const EXAMPLE = fileUri(EXAMPLE_PATH);
const UNTITLED = 'untitled:Untitled-1';
const NO_FIELD_CHECKS = 'untitled:no-field-checks';

const BROKEN_TEXT = 'monster "Glitter Golem" {\n  frame normal\n  level 3\n  sparkle 9000\n  atk 1300 def 1800\n}\n';

describe('language server over stdio (dist/server.js)', () => {
  let client: LspTestClient;
  let initialized: InitializeResult;

  before(async () => {
    assert.ok(fs.existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run \`npm run build\` first`);
    // Settings per resource: one document switches the field checks off.
    client = new LspTestClient((scopeUri) => (scopeUri === NO_FIELD_CHECKS ? { checks: { fields: false } } : { checks: {} }));
    initialized = await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: [{ uri: fileUri(WORKSPACE), name: 'workspace' }],
      capabilities: {
        workspace: { configuration: true, workspaceFolders: true, didChangeWatchedFiles: { dynamicRegistration: true } },
        textDocument: {
          publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true, versionSupport: true, tagSupport: { valueSet: [1, 2] } },
          documentSymbol: { hierarchicalDocumentSymbolSupport: true },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          completion: { completionItem: { snippetSupport: true } },
          rename: { prepareSupport: true },
        },
      },
    });
    await client.connection.sendNotification('initialized', {});
  });

  after(async () => {
    await client?.stop();
  });

  it('announces its capabilities', () => {
    const caps = initialized.capabilities;
    assert.deepEqual(caps.textDocumentSync, { openClose: true, change: 2 });
    for (const provider of [
      'hoverProvider',
      'completionProvider',
      'codeActionProvider',
      'documentSymbolProvider',
      'definitionProvider',
      'referencesProvider',
      'codeLensProvider',
      'documentFormattingProvider',
      'foldingRangeProvider',
      'workspaceSymbolProvider',
    ] as const) {
      assert.ok(caps[provider], `${provider} is announced`);
    }
    assert.deepEqual(caps.renameProvider, { prepareProvider: true });
    assert.equal(initialized.serverInfo?.name, 'CardScript Language Server');
  });

  it('checks the workspace files on disk without opening them, with related information across files', async () => {
    for (const [uri, other] of [
      [FIRST, SECOND],
      [SECOND, FIRST],
    ]) {
      const published = await client.waitForDiagnostics(uri, (p) => p.diagnostics.length > 0, 'CS0107 on a file never opened');
      const [duplicate] = published.diagnostics;
      assert.equal(duplicate.code, 'CS0107');
      assert.equal(duplicate.source, 'cardscript');
      assert.match(duplicate.codeDescription?.href ?? '', /docs\/diagnostics\.md#cs0107$/);
      assert.equal(duplicate.relatedInformation?.length, 1);
      assert.equal(duplicate.relatedInformation?.[0].location.uri, other);
    }
  });

  it('publishes no errors for an example file once opened, and reports the validation time', async () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, EXAMPLE_PATH), 'utf8');
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: EXAMPLE, languageId: 'cardscript', version: 1, text } });
    const published = await client.waitForDiagnostics(EXAMPLE, (p) => p.version === 1, 'diagnostics of the opened example');
    assert.deepEqual(
      published.diagnostics.filter((d) => d.severity === 1).map((d) => `${d.code} ${d.message}`),
      [],
    );
    const validated = await waitFor(() => client.validated.find((v) => v.uri === EXAMPLE), 'cardscript/validated for the example');
    assert.equal(validated.version, 1);
    assert.equal(typeof validated.durationMs, 'number');
    assert.ok(validated.durationMs >= 0);
  });

  it('answers documentSymbol with the example cards as an outline', async () => {
    const symbols: DocumentSymbol[] = await client.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri: EXAMPLE } });
    const names = symbols.map((s) => s.name);
    assert.ok(names.includes('Vorse Raider'), `outline: ${names.join(', ')}`);
    const vorse = symbols.find((s) => s.name === 'Vorse Raider')!;
    assert.equal(vorse.selectionRange.start.line, 10, '"Vorse Raider" is declared on line 11');
  });

  it('answers hover on a monster name with markdown', async () => {
    const hover: Hover | null = await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri: EXAMPLE },
      position: { line: 10, character: 12 },
    });
    assert.ok(hover, 'a hover on "Vorse Raider"');
    const contents = hover.contents as MarkupContent;
    assert.equal(contents.kind, 'markdown');
    assert.match(contents.value, /Vorse Raider/);
    assert.equal(hover.range?.start.line, 10);
  });

  it('answers completion inside a monster with field keywords', async () => {
    const text = 'monster "New Card" {\n  \n}\n';
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: 'untitled:completion', languageId: 'cardscript', version: 1, text },
    });
    const items: CompletionItem[] = await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri: 'untitled:completion' },
      position: { line: 1, character: 2 },
    });
    const labels = items.map((i) => i.label);
    for (const field of ['frame', 'level', 'attribute']) assert.ok(labels.includes(field), `completion offers ${field}: ${labels.join(', ')}`);
  });

  it("answers signature help from the phrase grammar, and formats with the client's indentation", async () => {
    assert.deepEqual((initialized.capabilities.signatureHelpProvider as { triggerCharacters?: string[] }).triggerCharacters, [' ']);
    const uri = 'untitled:signature-help';
    const text = 'monster "Sig" {\n  frame effect\n  level 10\n  summon {\n    requires 3 \n  }\n}\n';
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
    const help: { signatures: { label: string; documentation?: string }[] } | null = await client.connection.sendRequest('textDocument/signatureHelp', {
      textDocument: { uri },
      position: { line: 4, character: 15 },
    });
    assert.deepEqual(
      help?.signatures.map((s) => s.label),
      ['requires N tributes [cannot set]'],
    );
    assert.match(help?.signatures[0].documentation ?? '', /Requires N Tributes/);
    const edits: { newText: string }[] = await client.connection.sendRequest('textDocument/formatting', {
      textDocument: { uri },
      options: { tabSize: 4, insertSpaces: true },
    });
    // One edit over the changed region: the lines below the first come out indented by 4 and 8 spaces.
    assert.ok(
      edits.some((e) => e.newText.includes('\n    level 10\n    summon {\n        requires 3\n')),
      JSON.stringify(edits),
    );
  });

  it('answers card names filtered by the typed text, cut to a page (isIncomplete), with the printed text on resolve', async () => {
    assert.equal((initialized.capabilities.completionProvider as { resolveProvider?: boolean }).resolveProvider, true);
    const fillers = Array.from({ length: 250 }, (_, i) => `monster "Filler ${String(i).padStart(3, '0')}" { frame normal }`).join('\n');
    const text = `${fillers}\nmonster "Zeta Wyrm" {\n  frame normal\n  text "A wyrm of the last letter."\n}\nscenario "S" {\n  you { hand "" }\n  you { hand "zeta w" }\n}\n`;
    const uri = 'untitled:card-names';
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
    const lines = text.split('\n');
    const at = (needle: string) => {
      const line = lines.findIndex((l) => l.includes(needle));
      return { line, character: lines[line].indexOf(needle) + needle.length };
    };
    const page: CompletionList = await client.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: at('hand "') });
    assert.equal(page.isIncomplete, true);
    assert.equal(page.items.length, 50);
    assert.ok(
      page.items.every((item) => item.documentation === undefined),
      'no documentation in the list',
    );

    const found: CompletionItem[] = await client.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: at('hand "zeta w') });
    assert.ok(Array.isArray(found), 'a complete list is a plain array');
    assert.equal(found[0].label, 'Zeta Wyrm');
    assert.equal(found[0].documentation, undefined);
    const resolved: CompletionItem = await client.connection.sendRequest('completionItem/resolve', found[0]);
    const documentation = resolved.documentation as MarkupContent;
    assert.equal(documentation.kind, 'markdown');
    assert.equal(visibleText(renderMarkdown(documentation.value)), 'A wyrm of the last letter.', 'the printed text, as escaped Markdown');
    assert.equal(resolved.label, 'Zeta Wyrm');
    const odd: CompletionItem = await client.connection.sendRequest('completionItem/resolve', { label: 'x', data: { card: 42 } });
    assert.equal(odd.label, 'x', 'an item without card data comes back as it was');
  });

  it('publishes syntax and field diagnostics with codes and links, then follows incremental edits', async () => {
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: UNTITLED, languageId: 'cardscript', version: 1, text: BROKEN_TEXT },
    });
    const broken = await client.waitForDiagnostics(UNTITLED, (p) => p.version === 1, 'diagnostics of the broken document');
    const unknownField = broken.diagnostics.find((d) => d.code === 'CS0101');
    assert.ok(unknownField, `CS0101 among ${broken.diagnostics.map((d) => d.code).join(', ')}`);
    assert.deepEqual(unknownField.range, { start: { line: 3, character: 2 }, end: { line: 3, character: 9 } });
    assert.equal(unknownField.severity, 1);
    assert.match(unknownField.codeDescription?.href ?? '', /#cs0101$/);

    // Delete the line "  sparkle 9000\n" with a ranged (incremental) change.
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: UNTITLED, version: 2 },
      contentChanges: [{ range: { start: { line: 3, character: 0 }, end: { line: 4, character: 0 } }, text: '' }],
    });
    const fixed = await client.waitForDiagnostics(UNTITLED, (p) => p.version === 2, 'diagnostics after the edit');
    assert.deepEqual(
      fixed.diagnostics.filter((d) => d.code === 'CS0101'),
      [],
    );
  });

  it('reads settings per resource: a document with field checks off gets no field diagnostics', async () => {
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: NO_FIELD_CHECKS, languageId: 'cardscript', version: 1, text: BROKEN_TEXT },
    });
    const published = await client.waitForDiagnostics(NO_FIELD_CHECKS, (p) => p.version === 1, 'diagnostics with field checks off');
    assert.deepEqual(
      published.diagnostics.filter((d) => String(d.code).startsWith('CS01')),
      [],
    );
  });

  it('clears the diagnostics of a closed document that is not on disk', async () => {
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: 'untitled:to-close', languageId: 'cardscript', version: 1, text: BROKEN_TEXT },
    });
    await client.waitForDiagnostics('untitled:to-close', (p) => p.diagnostics.length > 0, 'diagnostics before closing');
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: 'untitled:to-close' } });
    await client.waitForDiagnostics('untitled:to-close', (p) => p.diagnostics.length === 0, 'empty diagnostics after closing');
  });

  it('re-checks other files when a name changes: renaming one duplicate clears CS0107 in the file on disk', async () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, WORKSPACE, 'first.card'), 'utf8');
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: FIRST, languageId: 'cardscript', version: 1, text } });
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: FIRST, version: 2 },
      contentChanges: [{ text: text.replace('monster "Echo Knight"', 'monster "Echo Knight II"') }],
    });
    await client.waitForDiagnostics(SECOND, (p) => p.diagnostics.length === 0, 'CS0107 gone from nested/second.card');
    await client.waitForDiagnostics(FIRST, (p) => p.version === 2 && p.diagnostics.length === 0, 'CS0107 gone from the edited file');
  });

  it('answers requests about unknown documents and out-of-range positions with empty results, and keeps running', async () => {
    const unknown = { textDocument: { uri: 'file:///no/such/file.card' } };
    const position = { line: 0, character: 0 };
    assert.deepEqual(await client.connection.sendRequest('textDocument/documentSymbol', unknown), []);
    assert.equal(await client.connection.sendRequest('textDocument/hover', { ...unknown, position }), null);
    assert.deepEqual(await client.connection.sendRequest('textDocument/completion', { ...unknown, position }), []);
    assert.equal(await client.connection.sendRequest('textDocument/definition', { ...unknown, position }), null);
    assert.deepEqual(await client.connection.sendRequest('textDocument/references', { ...unknown, position, context: { includeDeclaration: true } }), []);
    assert.deepEqual(await client.connection.sendRequest('textDocument/foldingRange', unknown), []);
    assert.deepEqual(await client.connection.sendRequest('textDocument/codeLens', unknown), []);
    assert.deepEqual(await client.connection.sendRequest('textDocument/formatting', { ...unknown, options: { tabSize: 2, insertSpaces: true } }), []);

    const outside = { textDocument: { uri: EXAMPLE }, position: { line: 99_999, character: 99_999 } };
    await client.connection.sendRequest('textDocument/hover', outside); // any answer, no crash
    await client.connection.sendRequest('textDocument/completion', { textDocument: { uri: EXAMPLE }, position: { line: -5, character: -1 } });
    const references: Location[] = await client.connection.sendRequest('textDocument/references', { ...outside, context: { includeDeclaration: true } });
    assert.ok(Array.isArray(references));

    // Still alive and answering.
    const symbols: DocumentSymbol[] = await client.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri: EXAMPLE } });
    assert.ok(symbols.length > 0);
    assert.equal(client.exited, undefined, `server exited; stderr: ${client.stderr.join('')}`);
  });

  it('offers "Simulate summon" and "Run scenario" code lenses with {uri, name} arguments', async () => {
    const text =
      'monster "Lens Imp" {\n  frame normal\n  level 1\n  atk 100 def 100\n}\nscenario "Lens test" {\n  you { hand "Lens Imp" }\n  step normal summon "Lens Imp" expect legal\n}\n';
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: 'untitled:lenses', languageId: 'cardscript', version: 1, text } });
    const lenses: { range: { start: { line: number } }; command: { title: string; command: string; arguments: unknown[] } }[] =
      await client.connection.sendRequest('textDocument/codeLens', { textDocument: { uri: 'untitled:lenses' } });
    assert.deepEqual(
      lenses.map((l) => [l.range.start.line, l.command.title, l.command.command, l.command.arguments]),
      [
        [0, 'Simulate summon', 'cardscript.simulateCard', [{ uri: 'untitled:lenses', name: 'Lens Imp' }]],
        [5, 'Run scenario', 'cardscript.runScenario', [{ uri: 'untitled:lenses', name: 'Lens test' }]],
      ],
    );
  });

  it('runs a scenario through cardscript/runScenario and answers a plain-text trace', async () => {
    const result: { ok: boolean; summary: string; trace: string; passed: boolean | null } = await client.connection.sendRequest('cardscript/runScenario', {
      uri: 'untitled:lenses',
      name: 'Lens test',
    });
    assert.equal(result.ok, true, result.summary);
    assert.equal(result.passed, true, result.trace);
    assert.match(result.trace, /^Scenario "Lens test" \(untitled:lenses:6\): PASSED/);
    assert.match(result.trace, /step 1 \(line 8\): normal summon "Lens Imp"\n {4}legal: /);
    const missing: { ok: boolean; summary: string } = await client.connection.sendRequest('cardscript/runScenario', { uri: 'untitled:lenses', name: 'Nope' });
    assert.deepEqual([missing.ok, missing.summary], [false, 'No scenario named "Nope" in this file.']);
  });

  it("simulates a monster's summons through cardscript/simulateCard (the summon matrix)", async () => {
    const result: { ok: boolean; summary: string; trace: string; passed: boolean | null } = await client.connection.sendRequest('cardscript/simulateCard', {
      uri: 'untitled:lenses',
      name: 'Lens Imp',
    });
    assert.equal(result.ok, true, result.summary);
    assert.equal(result.passed, null);
    assert.match(result.summary, /^"Lens Imp": \d+ legal, \d+ illegal/);
    assert.match(result.trace, /^Simulate summon "Lens Imp": /);
    assert.match(result.trace, /^ {2}Normal Summon \(rule 1\): legal$/m);
    // From the palette: the cursor's offset instead of a name (offset 3 is inside "Lens Imp").
    const byOffset: { ok: boolean; trace: string } = await client.connection.sendRequest('cardscript/simulateCard', { uri: 'untitled:lenses', offset: 3 });
    assert.equal(byOffset.ok, true);
    const unknown: { ok: boolean } = await client.connection.sendRequest('cardscript/simulateCard', { uri: 'file:///nowhere.card', name: 'X' });
    assert.equal(unknown.ok, false);
  });

  it('offers a quick fix and a fix-all for a Tribute clause with no count', async () => {
    const uri = 'untitled:quickfix';
    const text = 'monster "Big Golem" {\n  frame normal\n  level 7\n  atk 2500 def 2000\n  summon {\n    tributes\n  }\n}\n';
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
    const published = await client.waitForDiagnostics(uri, (p) => p.diagnostics.some((d) => d.code === 'CS0301'), 'CS0301 for "tributes" with no count');
    const diagnostic = published.diagnostics.find((d) => d.code === 'CS0301')!;
    type Action = { title: string; kind: string; isPreferred?: boolean; edit: { changes: Record<string, { newText: string }[]> } };
    const actions: Action[] = await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    });
    const quickFix = actions.find((a) => a.kind === 'quickfix');
    assert.ok(quickFix, `a quick fix among ${JSON.stringify(actions.map((a) => a.title))}`);
    assert.match(quickFix.edit.changes[uri][0].newText, /2/);
    assert.ok(
      actions.some((a) => a.kind === 'source.fixAll'),
      'a fix-all action',
    );
    const fixAllOnly: Action[] = await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ['source.fixAll'] },
    });
    assert.deepEqual(
      fixAllOnly.map((a) => a.kind),
      ['source.fixAll'],
    );
  });

  it('shuts down cleanly on shutdown + exit', async () => {
    await client.stop();
    assert.equal(client.exited, 0);
  });
});
