import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { CodeLens, CompletionItem, CompletionList, DocumentSymbol, Hover, MarkupContent, SymbolInformation } from 'vscode-languageserver/node';
import { notice } from '../../client/src/notifications';
import { tokenize } from '../../server/src/core/syntax/lexer';
import { BUILT_SERVER, LspTestClient, REPO_ROOT } from '../protocol/lspTestClient';
import {
  forbiddenElements,
  invisibleCharacters,
  notificationLinks,
  notificationVisibleText,
  renderMarkdown,
  sarifEmbeddedLinks,
  shownAs,
  visibleText,
} from './userView';
import { fixtureNames } from '../helpers/fixtureFiles';

/**
 * The hostile corpus: every card file of test/fixtures/hostile/ (Markdown, HTML, command links,
 * icons, bidi and zero-width characters, terminal escapes in names and printed text), garbage generated
 * here (a million NULs, random bytes, 20,000 copies of one card, a megabyte-long line) and special files
 * (a FIFO, a link to /dev/zero, a file over the size limit), run through every output the product has:
 * hover, completion and its resolved documentation, code lens titles, the outline, diagnostics, the
 * notifications' summaries, and the CLI's text, JSON and SARIF. Nothing renders as a link, image or markup
 * the card did not ask to show as text; nothing invisible reaches a reader unrevealed; nothing runs
 * without bound (diagnostics and output are capped; every run ends within a generous deadline).
 *
 * To grow the corpus, add a `.card` file to test/fixtures/hostile/: every string in it is probed.
 */
const CORPUS = path.join(REPO_ROOT, 'test', 'fixtures', 'hostile');
const BUILT_CLI = path.join(REPO_ROOT, 'dist', 'cli.js');
/** Generous: a hang fails the test, a slow machine does not. */
const DEADLINE_MS = 120_000;
const MAX_DIAGNOSTICS = 1000;
/** Strings probed per file (a garbage file has thousands). */
const MAX_PROBES = 60;

interface CorpusFile {
  readonly name: string;
  readonly path: string;
  readonly text: string;
  readonly uri: string;
}

/** A pseudo-random generator with a fixed seed (the corpus is the same on every run). */
function seededBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

const GENERATED: readonly [string, () => Buffer | string][] = [
  ['nul-flood.card', () => Buffer.alloc(1_000_000, 0)],
  ['random-bytes.card', () => seededBytes(256 * 1024, 13)],
  ['one-name-20000-times.card', () => 'monster "Same Name" {\n  frame normal\n  level 4\n  atk 1000 def 1000\n}\n'.repeat(20_000)],
  ['stray-characters.card', () => '@ '.repeat(50_000)],
  ['megabyte-line.card', () => `monster "Long" {\n  frame normal\n  level 4\n  atk 1000 def 1000\n  text "${'[x](command:a) '.repeat(70_000)}"\n}\n`],
];

function withDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${DEADLINE_MS} ms`)), DEADLINE_MS);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function runCli(args: readonly string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd, encoding: 'utf8', timeout: DEADLINE_MS, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`cardscript ${args.join(' ')}: ${result.error.message}`);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A Markdown output (hover, completion documentation): no forbidden element, nothing invisible left. */
function assertSafeMarkdown(markdown: string, where: string): string {
  const html = renderMarkdown(markdown);
  assert.deepEqual(forbiddenElements(html), [], `${where} renders markup from the card: ${html.slice(0, 500)}`);
  const seen = visibleText(html);
  assert.deepEqual(invisibleCharacters(seen), [], `${where} shows invisible characters unrevealed: ${JSON.stringify(seen.slice(0, 300))}`);
  return seen;
}

/** Plain text a reader sees (diagnostic messages, outline names, terminal output): nothing invisible. */
function assertVisible(text: string, where: string): void {
  assert.deepEqual(invisibleCharacters(text), [], `${where}: ${JSON.stringify(text.slice(0, 300))}`);
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('hostile corpus', () => {
  let folder: string;
  const files: CorpusFile[] = [];

  before(() => {
    assert.ok(fs.existsSync(BUILT_SERVER) && fs.existsSync(BUILT_CLI), 'dist/server.js and dist/cli.js are missing: run `npm run build` first');
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-hostile-'));
    for (const name of fixtureNames(CORPUS, (f) => f.endsWith('.card'))) fs.copyFileSync(path.join(CORPUS, name), path.join(folder, name));
    for (const [name, make] of GENERATED) fs.writeFileSync(path.join(folder, name), make());
    for (const name of fs.readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      files.push({ name, path: file, text: fs.readFileSync(file, 'utf8'), uri: pathToFileURL(file).href });
    }
    assert.ok(files.length >= 4 + GENERATED.length, 'the corpus has files');
    // Special files, next to the corpus: the server loads this folder, the CLI is pointed at it.
    fs.mkdirSync(path.join(folder, 'special'));
    execFileSync('mkfifo', [path.join(folder, 'special', 'fifo.card')]);
    fs.symlinkSync('/dev/zero', path.join(folder, 'special', 'zero.card'));
    fs.symlinkSync(path.join(folder, 'special', 'nowhere'), path.join(folder, 'special', 'dangling.card'));
    fs.mkdirSync(path.join(folder, 'special', 'folder.card'));
    fs.writeFileSync(path.join(folder, 'special', 'huge.card'), Buffer.alloc(16 * 1024 * 1024 + 1, 0x61));
    // A folder given to the CLI: its FIFO, device link, dangling link and folder named `.card` are skipped.
    fs.mkdirSync(path.join(folder, 'mixed'));
    execFileSync('mkfifo', [path.join(folder, 'mixed', 'fifo.card')]);
    fs.symlinkSync('/dev/zero', path.join(folder, 'mixed', 'zero.card'));
    fs.symlinkSync(path.join(folder, 'mixed', 'nowhere'), path.join(folder, 'mixed', 'dangling.card'));
    fs.mkdirSync(path.join(folder, 'mixed', 'folder.card'));
    fs.writeFileSync(path.join(folder, 'mixed', 'plain.card'), 'monster "Plain" {\n  frame normal\n  level 4\n  atk 1 def 1\n}\n');
  });

  after(() => {
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  describe('the language server', () => {
    let client: LspTestClient;

    before(async () => {
      client = new LspTestClient(() => ({ checks: {} }));
      await client.connection.sendRequest('initialize', {
        processId: process.pid,
        rootUri: pathToFileURL(folder).href,
        workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'hostile' }],
        capabilities: {
          workspace: { configuration: true, workspaceFolders: true, didChangeWatchedFiles: { dynamicRegistration: true } },
          textDocument: {
            publishDiagnostics: { relatedInformation: true, versionSupport: true },
            hover: { contentFormat: ['markdown'] },
            completion: { completionItem: { snippetSupport: true } },
            documentSymbol: { hierarchicalDocumentSymbolSupport: true },
          },
        },
      });
      await client.connection.sendNotification('initialized', {});
    });

    after(async () => {
      await client?.stop();
    });

    it('loads a folder with a FIFO, a link to /dev/zero and an oversized file without hanging', async () => {
      const found = await withDeadline(
        (async () => {
          for (;;) {
            const symbols: SymbolInformation[] = await client.connection.sendRequest('workspace/symbol', { query: 'Markdown Reader' });
            if (symbols.length > 0) return symbols;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        })(),
        'the corpus cards loaded from disk',
      );
      assert.ok(found.some((s) => s.name === 'Markdown Reader'));
      // Watcher events for special files (more of them than libuv has threads) must not block later reads.
      const specials = ['fifo.card', 'zero.card', 'dangling.card', 'folder.card', 'huge.card'];
      for (let round = 0; round < 2; round++) {
        for (const name of specials) {
          await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
            changes: [{ uri: pathToFileURL(path.join(folder, 'special', name)).href, type: 1 }],
          });
        }
      }
      const late = path.join(folder, 'special', 'late.card');
      fs.writeFileSync(late, 'monster "Late Arrival" {\n  frame normal\n  level 4\n  atk 1 def 1\n}\n');
      await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(late).href, type: 1 }] });
      await withDeadline(
        (async () => {
          for (;;) {
            const symbols: SymbolInformation[] = await client.connection.sendRequest('workspace/symbol', { query: 'Late Arrival' });
            if (symbols.length > 0) return;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        })(),
        'a card file created after the special files',
      );
      fs.rmSync(late);
    });

    it('every corpus file: bounded diagnostics, safe hovers, completion, lenses, outline and summaries', async () => {
      for (const file of files) {
        await client.connection.sendNotification('textDocument/didOpen', {
          textDocument: { uri: file.uri, languageId: 'cardscript', version: 1, text: file.text },
        });
        const published = await withDeadline(
          client.waitForDiagnostics(file.uri, (p) => p.version === 1, `diagnostics of ${file.name}`, DEADLINE_MS),
          `diagnostics of ${file.name}`,
        );
        assert.ok(published.diagnostics.length <= MAX_DIAGNOSTICS, `${file.name}: ${published.diagnostics.length} diagnostics published`);
        for (const d of published.diagnostics) {
          assertVisible(d.message, `${file.name}: diagnostic ${d.code}`);
          for (const r of d.relatedInformation ?? []) assertVisible(r.message, `${file.name}: related information of ${d.code}`);
        }

        const lines = file.text.split('\n');
        const positionAt = (offset: number) => {
          let line = 0;
          let start = 0;
          while (line < lines.length - 1 && start + lines[line].length + 1 <= offset) start += lines[line++].length + 1;
          return { line, character: offset - start };
        };
        const tokens = tokenize(file.text);
        const strings = tokens
          .flatMap((t, i) => (t.kind === 'string' ? [{ token: t, declares: ['monster', 'spell', 'trap'].includes(tokens[i - 1]?.value ?? '') }] : []))
          .slice(0, MAX_PROBES);
        for (const { token, declares } of strings) {
          const where = `${file.name} at "${token.value.slice(0, 40)}"`;
          const position = positionAt(token.start + 1);
          const hover: Hover | null = await withDeadline(
            client.connection.sendRequest('textDocument/hover', { textDocument: { uri: file.uri }, position }),
            `hover ${where}`,
          );
          if (hover) {
            const seen = assertSafeMarkdown((hover.contents as MarkupContent).value, `hover ${where}`);
            // The hover on a card's own name shows that name as written (invisible characters revealed).
            if (declares)
              assert.ok(collapse(seen).includes(`"${collapse(shownAs(token.value))}"`), `hover ${where} shows the name as text: ${seen.slice(0, 200)}`);
          } else {
            assert.ok(!declares || token.value === '', `${where}: a card's name has a hover`);
          }
          const list: CompletionItem[] | CompletionList = await withDeadline(
            client.connection.sendRequest('textDocument/completion', { textDocument: { uri: file.uri }, position }),
            `completion ${where}`,
          );
          const items = Array.isArray(list) ? list : list.items;
          for (const item of items.filter((i) => i.data !== undefined).slice(0, 10)) {
            const resolved: CompletionItem = await withDeadline(client.connection.sendRequest('completionItem/resolve', item), `resolve ${item.label}`);
            if (resolved.documentation) assertSafeMarkdown((resolved.documentation as MarkupContent).value, `documentation of ${JSON.stringify(item.label)}`);
          }
        }

        const lenses: CodeLens[] = await withDeadline(
          client.connection.sendRequest('textDocument/codeLens', { textDocument: { uri: file.uri } }),
          `lenses of ${file.name}`,
        );
        for (const lens of lenses) {
          assert.match(lens.command?.title ?? '', /^(Simulate summon|Run scenario)( · [\w ,✓✗]+)?$/, `${file.name}: a lens title carries no card text`);
        }
        const symbols: DocumentSymbol[] = await withDeadline(
          client.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri: file.uri } }),
          `outline of ${file.name}`,
        );
        const names = (nodes: readonly DocumentSymbol[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);
        for (const name of names(symbols).slice(0, 2000)) assertVisible(name, `${file.name}: outline name`);

        // Quick fix titles quote clauses and card names; inlay hints are the product's words.
        const whole = { start: { line: 0, character: 0 }, end: { line: lines.length, character: 0 } };
        const actions: { title: string }[] = await withDeadline(
          client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri: file.uri }, range: whole, context: { diagnostics: [] } }),
          `code actions of ${file.name}`,
        );
        for (const action of actions) assertVisible(action.title, `${file.name}: quick fix title`);
        const hints: { label: string | { value: string }[] }[] = await withDeadline(
          client.connection.sendRequest('textDocument/inlayHint', { textDocument: { uri: file.uri }, range: whole }),
          `inlay hints of ${file.name}`,
        );
        for (const hint of hints.slice(0, 200)) {
          const label = typeof hint.label === 'string' ? hint.label : hint.label.map((p) => p.value).join('');
          assert.match(label, /^[\w\s:·/,()-]*$/, `${file.name}: an inlay hint carries no card text: ${JSON.stringify(label)}`);
        }

        // What the notifications quote: the summaries of runs, as the client shows them.
        const targets = lenses
          .slice(0, 12)
          .map((l) => ({ command: l.command!.command, target: (l.command!.arguments ?? [])[0] as { uri: string; name: string } }));
        for (const { command, target } of targets) {
          const method = command === 'cardscript.runScenario' ? 'cardscript/runScenario' : 'cardscript/simulateCard';
          const result: { summary: string; trace: string } = await withDeadline(client.connection.sendRequest(method, target), `${method} ${target.name}`);
          const shown = notice`CardScript: ${result.summary}`;
          assert.deepEqual(notificationLinks(shown), [], `${file.name}: the notification for "${target.name}" draws a link or icon: ${shown}`);
          assertVisible(notificationVisibleText(shown), `${file.name}: the notification for "${target.name}"`);
          assert.ok(notificationVisibleText(shown).includes(shownAs(target.name)), `${file.name}: the notification names "${target.name}" as text: ${shown}`);
        }
        await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: file.uri } });
      }
    });
  });

  describe('the CLI', () => {
    it('check and simulate on every corpus file: bounded, nothing invisible in text, no embedded links in SARIF', () => {
      for (const file of files) {
        const text = runCli(['check', file.name], folder);
        assert.ok(text.status === 0 || text.status === 1, `check ${file.name} exits 0 or 1: ${text.status} ${text.stderr}`);
        assertVisible(text.stdout, `check ${file.name} (text)`);
        assert.ok(text.stdout.split('\n').filter(Boolean).length <= MAX_DIAGNOSTICS, `check ${file.name}: at most ${MAX_DIAGNOSTICS} lines`);

        const json = runCli(['check', file.name, '--format', 'json'], folder);
        const report = JSON.parse(json.stdout) as { diagnostics: unknown[] };
        assert.ok(report.diagnostics.length <= MAX_DIAGNOSTICS, `check ${file.name} (json): ${report.diagnostics.length} diagnostics`);

        const sarif = runCli(['check', file.name, '--format', 'sarif'], folder);
        const log = JSON.parse(sarif.stdout) as { runs: { results: { message: { text: string }; relatedLocations?: { message: { text: string } }[] }[] }[] };
        for (const result of log.runs[0].results) {
          for (const message of [result.message, ...(result.relatedLocations ?? []).map((r) => r.message)]) {
            assert.deepEqual(sarifEmbeddedLinks(message.text), [], `check ${file.name} (sarif): ${message.text.slice(0, 200)}`);
            assertVisible(message.text, `check ${file.name} (sarif)`);
          }
        }

        const simulated = runCli(['simulate', file.name], folder);
        assert.ok(simulated.status === 0 || simulated.status === 1, `simulate ${file.name}: ${simulated.status} ${simulated.stderr}`);
        assertVisible(simulated.stdout, `simulate ${file.name} (text)`);
        JSON.parse(runCli(['simulate', file.name, '--format', 'json'], folder).stdout);
      }
    });

    it('refuses special files named on the command line and skips them in folders', () => {
      const refusals: readonly [string, RegExp][] = [
        ['fifo.card', /cannot read special\/fifo\.card: not a regular file \(a FIFO\)/],
        ['zero.card', /cannot read special\/zero\.card: not a regular file \(a character device\)/],
        ['huge.card', /cannot read special\/huge\.card: too large: 16,777,217 bytes \(the limit is 16,777,216 bytes\)/],
        ['dangling.card', /special\/dangling\.card: no such file or folder/],
      ];
      for (const [name, message] of refusals) {
        const run = runCli(['check', `special/${name}`], folder);
        assert.equal(run.status, 2, `${name}: ${run.stderr}`);
        assert.match(run.stderr, message);
      }
      // Inside a folder the special entries are not card files: only the regular ones are read.
      const folderRun = runCli(['check', 'mixed', '--format', 'json'], folder);
      assert.equal(folderRun.status, 0, folderRun.stderr);
      const files = (JSON.parse(folderRun.stdout) as { files: string[] }).files;
      assert.deepEqual(files, ['mixed/plain.card']);
    });
  });
});
