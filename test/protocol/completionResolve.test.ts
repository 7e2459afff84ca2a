import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { CompletionItem, CompletionList, MarkupContent } from 'vscode-languageserver/node';
import { completionsAt } from '../../server/src/core/features/completion';
import { createStandardWorkspace } from '../../server/src/simulation/standardWorkspace';
import { renderMarkdown, visibleText } from '../hostile/userView';
import { BUILT_SERVER, LspTestClient } from './lspTestClient';

/**
 * A client that declares what VS Code declares for completion (list defaults, documentation resolved
 * lazily): the lists leave every paragraph out, and completionItem/resolve gives each item the same
 * documentation the core wrote for it, as escaped Markdown.
 */
const TEXT =
  'monster "Lazy Docs" {\n  frame effect\n  level 7\n  summon {\n    \n  }\n  text "A <b>lazy</b> *card*."\n}\nmonster "Second" {\n  \n}\nscenario "S" { you { hand "Laz" } }\n';
const URI = 'untitled:lazy-docs';

describe('completion documentation on resolve, for a client that resolves it (dist/server.js)', () => {
  let client: LspTestClient;

  before(async () => {
    assert.ok(fs.existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run \`npm run build\` first`);
    client = new LspTestClient(() => ({}));
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: null,
      capabilities: {
        textDocument: {
          completion: {
            completionItem: { snippetSupport: true, resolveSupport: { properties: ['documentation', 'detail', 'additionalTextEdits'] } },
            completionList: { itemDefaults: ['commitCharacters', 'editRange', 'insertTextMode', 'insertTextFormat', 'data'] },
          },
        },
      },
    });
    await client.connection.sendNotification('initialized', {});
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'cardscript', version: 1, text: TEXT } });
  });

  after(async () => {
    await client?.stop();
  });

  const lines = TEXT.split('\n');
  const positions = [
    { line: 4, character: 4, what: 'a new summoning clause' },
    { line: 9, character: 2, what: 'a field of a card body' },
  ];
  for (const { line, character, what } of positions) {
    it(`sends ${what} without documentation, and resolves each item to the core's`, async () => {
      const answer: CompletionList | CompletionItem[] = await client.connection.sendRequest('textDocument/completion', {
        textDocument: { uri: URI },
        position: { line, character },
      });
      const items = Array.isArray(answer) ? answer : answer.items;
      const workspace = createStandardWorkspace();
      workspace.setDocument(URI, TEXT, 1);
      const offset = lines.slice(0, line).reduce((n, l) => n + l.length + 1, 0) + character;
      const core = completionsAt(workspace.getDocument(URI)!, offset, workspace);
      assert.equal(items.length, core.length);
      assert.ok(
        core.some((item) => item.documentation.length > 0),
        'the core documents some of these items',
      );
      assert.ok(
        items.every((item) => item.documentation === undefined),
        'no documentation in the list',
      );
      for (const [i, item] of items.entries()) {
        const resolved: CompletionItem = await client.connection.sendRequest('completionItem/resolve', item);
        assert.equal(resolved.label, core[i].label);
        const documentation = resolved.documentation as MarkupContent | undefined;
        assert.equal(documentation?.value ?? '', core[i].documentation, `the documentation of ${item.label}`);
        if (documentation) assert.equal(documentation.kind, 'markdown');
      }
    });
  }

  it("resolves a card name to its printed text, and an item with another label's number to nothing", async () => {
    const scenarioLine = lines.findIndex((l) => l.startsWith('scenario'));
    const answer: CompletionList | CompletionItem[] = await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri: URI },
      position: { line: scenarioLine, character: lines[scenarioLine].indexOf('Laz') + 3 },
    });
    const items = Array.isArray(answer) ? answer : answer.items;
    assert.equal(items[0].label, 'Lazy Docs');
    const resolved: CompletionItem = await client.connection.sendRequest('completionItem/resolve', items[0]);
    assert.equal(visibleText(renderMarkdown((resolved.documentation as MarkupContent).value)), 'A <b>lazy</b> *card*.', 'the printed text, escaped');
    const fields: CompletionList | CompletionItem[] = await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri: URI },
      position: { line: 9, character: 2 },
    });
    const [first] = Array.isArray(fields) ? fields : fields.items;
    assert.equal(typeof (first.data as { doc?: unknown }).doc, 'number');
    const forged: CompletionItem = await client.connection.sendRequest('completionItem/resolve', { ...first, label: 'not that label' });
    assert.equal(forged.documentation, undefined);
  });
});
