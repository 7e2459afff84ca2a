import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { CancellationTokenSource, type CompletionItem, type CompletionList, type Hover, type MarkupContent, ResponseError } from 'vscode-languageserver/node';
import { forbiddenElements, renderMarkdown, visibleText } from '../hostile/userView';
import { waitFor } from '../helpers/waitFor';
import { BUILT_SERVER, LspTestClient } from './lspTestClient';

/**
 * Hostile card text over the real protocol: card text in completion documentation and hovers renders as text (no
 * link, image, HTML, heading or list the card did not ask for), a garbage document publishes a bounded
 * number of diagnostics, a long scenario run obeys `$/cancelRequest`, and a request before `initialize`
 * is refused with -32002.
 */
const HOSTILE_TEXT =
  '[Run](command:workbench.action.terminal.new) ![pixel](https://evil.example/pixel.png) <img src=x onerror=alert(1)> https://evil.example/phish';

const CARDS = [
  'monster "https://evil.example/phish" {',
  '  frame normal',
  '  level 4',
  '  atk 1000 def 1000',
  `  text "${HOSTILE_TEXT}"`,
  '}',
  'monster "Heading Imp" {',
  '  frame normal',
  '  level 4',
  '  atk 1000 def 1000',
  '  text "# Not a heading"',
  '}',
  'monster "List Imp" {',
  '  frame normal',
  '  level 4',
  '  atk 1000 def 1000',
  '  text "- not a list item"',
  '}',
  'spell "Uses" {',
  '  kind normal',
  '  text "Names: "',
  '}',
  'scenario "Looks" {',
  '  you { hand "https://evil.example/phish", "Heading Imp", "List Imp", "" }',
  '}',
  '',
].join('\n');

const URI = 'untitled:hostile-cards';
const lines = CARDS.split('\n');

function at(needle: string, offset = 0): { line: number; character: number } {
  const line = lines.findIndex((l) => l.includes(needle));
  assert.ok(line >= 0, needle);
  return { line, character: lines[line].indexOf(needle) + offset };
}

function shown(hover: Hover | null): { html: string; text: string } {
  assert.ok(hover, 'a hover is shown');
  const value = (hover.contents as MarkupContent).value;
  const html = renderMarkdown(value);
  return { html, text: visibleText(html) };
}

describe('hostile card text over the protocol (dist/server.js)', () => {
  let client: LspTestClient;

  before(async () => {
    assert.ok(fs.existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run \`npm run build\` first`);
    client = new LspTestClient(() => ({ checks: {} }));
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: null,
      capabilities: {
        textDocument: {
          publishDiagnostics: { relatedInformation: true, versionSupport: true },
          hover: { contentFormat: ['markdown'] },
          completion: { completionItem: { snippetSupport: true } },
        },
      },
    });
    await client.connection.sendNotification('initialized', {});
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'cardscript', version: 1, text: CARDS } });
    await client.waitForDiagnostics(URI, (p) => p.version === 1, 'diagnostics of the hostile cards');
  });

  after(async () => {
    await client?.stop();
  });

  it("completionItem/resolve shows a card's printed text as text: no link, image or HTML", async () => {
    const list: CompletionItem[] | CompletionList = await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri: URI },
      position: at('""', 1),
    });
    const items = Array.isArray(list) ? list : list.items;
    const item = items.find((i) => i.label === 'https://evil.example/phish');
    assert.ok(item, `the card is offered: ${items.map((i) => i.label).join(', ')}`);
    const resolved: CompletionItem = await client.connection.sendRequest('completionItem/resolve', item);
    const documentation = resolved.documentation as MarkupContent;
    assert.equal(documentation.kind, 'markdown');
    const html = renderMarkdown(documentation.value);
    assert.deepEqual(forbiddenElements(html), [], `rendered: ${html}`);
    assert.equal(visibleText(html), HOSTILE_TEXT, 'the reader sees the printed text exactly as written');
  });

  it('a hover on a card named like a URL shows the name, not a link', async () => {
    const { html, text } = shown(await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: at('"https://evil', 3) }));
    assert.deepEqual(forbiddenElements(html), [], `rendered: ${html}`);
    assert.ok(text.includes('"https://evil.example/phish"'), text);
  });

  it('a hover on a reference shows printed text starting with "#" or "- " as text, not a heading or a list', async () => {
    const heading = shown(await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: at('"Heading Imp", "List', 3) }));
    assert.deepEqual(forbiddenElements(heading.html), [], `rendered: ${heading.html}`);
    assert.ok(heading.text.includes('# Not a heading'), heading.text);
    const list = shown(await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: at('"List Imp", ""', 3) }));
    assert.ok(!list.html.includes('<li>'), `no list item: ${list.html}`);
    assert.ok(list.text.includes('- not a list item'), list.text);
    // The reference's hover on the URL-named card shows its printed text as text too.
    const url = shown(await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: at('hand "https', 8) }));
    assert.deepEqual(forbiddenElements(url.html), [], `rendered: ${url.html}`);
    assert.ok(url.text.includes(HOSTILE_TEXT), url.text);
  });

  it('a document of 300,000 NUL characters publishes a bounded number of diagnostics, also after an edit', async () => {
    const uri = 'untitled:nul-flood';
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'cardscript', version: 1, text: '\0'.repeat(300_000) },
    });
    const first = await client.waitForDiagnostics(uri, (p) => p.version === 1, 'diagnostics of the NUL flood', 60_000);
    assert.ok(first.diagnostics.length <= 1000, `${first.diagnostics.length} diagnostics published`);
    assert.ok(first.diagnostics.length >= 1, 'the garbage is reported');
    // One keystroke in the middle: still a handful of diagnostics, not one per character.
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 0, character: 150_000 }, end: { line: 0, character: 150_000 } }, text: ' ' }],
    });
    const second = await client.waitForDiagnostics(uri, (p) => p.version === 2, 'diagnostics after a keystroke', 60_000);
    assert.ok(second.diagnostics.length <= 2, `${second.diagnostics.length} diagnostics after one keystroke`);
  });

  it('publishes at most 1,000 diagnostics per file, the rest summed up in one CS0006', async () => {
    const uri = 'untitled:many-problems';
    // 5,000 separate stray characters: 5,000 real problems.
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text: '@ '.repeat(5000) } });
    const published = await client.waitForDiagnostics(uri, (p) => p.version === 1, 'diagnostics of 5,000 problems', 60_000);
    assert.equal(published.diagnostics.length, 1000);
    const last = published.diagnostics.at(-1)!;
    assert.equal(last.code, 'CS0006');
    assert.match(last.message, /4,001 more problems in this file are not shown \(at most 1,000 per file\)/);
    assert.equal(last.severity, 1, 'as severe as the most severe problem left out (errors)');
  });

  it('a 3,000-step runScenario obeys $/cancelRequest', async () => {
    const uri = 'untitled:long-scenario';
    const steps = Array.from({ length: 3000 }, () => '  step normal summon "Long Imp" expect illegal').join('\n');
    const text = `monster "Long Imp" {\n  frame normal\n  level 4\n  atk 1000 def 1000\n}\nscenario "Long" {\n  you { hand "Long Imp" }\n${steps}\n}\n`;
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
    const source = new CancellationTokenSource();
    const answer = client.connection.sendRequest('cardscript/runScenario', { uri, name: 'Long' }, source.token);
    source.cancel();
    const outcome = await answer.then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    assert.ok('error' in outcome, `the cancelled run answered a result: ${JSON.stringify(outcome).slice(0, 200)}`);
    assert.ok(outcome.error instanceof ResponseError, String(outcome.error));
    assert.equal(outcome.error.code, -32800, 'RequestCancelled');
    // The server is free again at once: a hover answers.
    const hover = await waitFor(
      async () => client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 10 } }),
      'a hover after the cancel',
    );
    assert.ok(hover);
  });
});

describe('a request before initialize (dist/server.js)', () => {
  it('is refused with ServerNotInitialized (-32002); after initialize the same request answers', async () => {
    const client = new LspTestClient(() => ({ checks: {} }));
    try {
      const early = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line: 0, character: 0 } }).then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      );
      assert.ok('error' in early, `answered ${JSON.stringify(early)}`);
      assert.ok(early.error instanceof ResponseError);
      assert.equal(early.error.code, -32002);
      const simulate = await client.connection.sendRequest('cardscript/runScenario', { uri: URI, name: 'x' }).then(
        () => 0,
        (error: ResponseError<unknown>) => error.code,
      );
      assert.equal(simulate, -32002, 'custom requests too');
      await client.connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
      await client.connection.sendNotification('initialized', {});
      const later = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line: 0, character: 0 } });
      assert.equal(later, null, 'an unknown document has no hover, and no error');
      const unknown = await client.connection.sendRequest('cardscript/noSuchRequest', {}).then(
        () => 0,
        (error: ResponseError<unknown>) => error.code,
      );
      assert.equal(unknown, -32601, 'an unknown method after initialize is MethodNotFound');
    } finally {
      await client.stop();
    }
  });
});
