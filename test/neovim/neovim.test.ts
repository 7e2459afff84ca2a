import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';

/**
 * Debian's Neovim, headless, with the set-up block of docs/editors.md as its whole configuration and
 * `cardscript` on PATH (a shim running bin/cardscript.js, what `npm link` installs): opens a fixture
 * card file and checks that the server's diagnostics and a hover arrive through Neovim's own LSP client.
 * test/neovim/driver.lua collects what arrived; the assertions are here.
 */
const REPO_ROOT = path.resolve(__dirname, '..', '..', __dirname.includes(`${path.sep}out${path.sep}`) ? '..' : '');
const FIXTURE = path.join(REPO_ROOT, 'test', 'fixtures', 'broken', 'tribute-mistakes.card');
const DRIVER = path.join(REPO_ROOT, 'test', 'neovim', 'driver.lua');
const EDITORS_DOC = path.join(REPO_ROOT, 'docs', 'editors.md');
const TIMEOUT_MS = 60_000;

interface NeovimDiagnostic {
  line: number;
  col: number;
  message: string;
  source: string | null;
  code: string | null;
}

interface NeovimResult {
  nvim: string;
  filetype: string;
  clients: { name: string; hoverProvider: boolean; definitionProvider: boolean; completionTriggers: string[] | null }[];
  diagnostics: NeovimDiagnostic[];
  hover: { contents: { kind?: string; value?: string } | string } | null;
  hoverError: unknown;
}

function findNeovim(): string | undefined {
  if (process.env.CARDSCRIPT_NVIM) return process.env.CARDSCRIPT_NVIM;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'nvim');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The Lua block between the neovim-setup markers of docs/editors.md, as a user copies it. */
function setupFromDocs(): string {
  const doc = fs.readFileSync(EDITORS_DOC, 'utf8');
  const block = /<!-- neovim-setup:begin -->\s*```lua\n([\s\S]*?)```\s*<!-- neovim-setup:end -->/.exec(doc);
  assert.ok(block, 'docs/editors.md has a ```lua block between <!-- neovim-setup:begin --> and <!-- neovim-setup:end -->');
  return block[1];
}

/** `# expect: CODE ...` markers: the 0-based line and the code the server must report there. */
function expectedDiagnostics(text: string): { line: number; code: string }[] {
  return text.split('\n').flatMap((line, index) => {
    const marker = /# expect: (CS\d{4})\b/.exec(line);
    return marker ? [{ line: index, code: marker[1] }] : [];
  });
}

/** Inside the first monster's name: where the hover is asked. */
function firstMonsterName(text: string): { line: number; character: number; name: string } {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => /^monster "/.test(l));
  const name = /^monster "([^"]+)"/.exec(lines[line])![1];
  return { line, character: 'monster "'.length + 2, name };
}

describe('Neovim (headless, its built-in LSP client) with the set-up of docs/editors.md', () => {
  const fixtureText = fs.readFileSync(FIXTURE, 'utf8');
  const hoverAt = firstMonsterName(fixtureText);
  let temp: string;
  let result: NeovimResult;

  before(() => {
    const nvim = findNeovim();
    assert.ok(nvim, 'Neovim (nvim) is not installed: apt-get install neovim (.ci/run installs it)');
    for (const built of ['dist/cli.js', 'dist/server.js']) {
      assert.ok(fs.existsSync(path.join(REPO_ROOT, built)), `${built} is missing: run npm run build first`);
    }
    temp = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-neovim-'));
    const bin = path.join(temp, 'bin');
    const workspace = path.join(temp, 'workspace');
    const config = path.join(temp, 'init.lua');
    fs.mkdirSync(bin);
    fs.mkdirSync(workspace);
    // `cardscript` on PATH, as `npm link` would put it there.
    fs.writeFileSync(path.join(bin, 'cardscript'), `#!/bin/sh\nexec "${process.execPath}" "${path.join(REPO_ROOT, 'bin', 'cardscript.js')}" "$@"\n`, {
      mode: 0o755,
    });
    fs.writeFileSync(config, setupFromDocs());
    fs.copyFileSync(FIXTURE, path.join(workspace, path.basename(FIXTURE)));
    const resultFile = path.join(temp, 'result.json');
    const xdg = (name: string) => path.join(temp, 'xdg', name);
    const run = spawnSync(nvim, ['--headless', '-u', config, '-i', 'NONE', '-n', '-c', `luafile ${DRIVER}`, path.basename(FIXTURE)], {
      cwd: workspace,
      encoding: 'utf8',
      timeout: TIMEOUT_MS,
      env: {
        ...process.env,
        PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
        XDG_CONFIG_HOME: xdg('config'),
        XDG_DATA_HOME: xdg('data'),
        XDG_STATE_HOME: xdg('state'),
        XDG_CACHE_HOME: xdg('cache'),
        CARDSCRIPT_RESULT: resultFile,
        CARDSCRIPT_HOVER: `${hoverAt.line},${hoverAt.character}`,
        CARDSCRIPT_TIMEOUT_MS: String(TIMEOUT_MS / 3),
      },
    });
    const lspLog = path.join(xdg('cache'), 'nvim', 'lsp.log');
    const logs =
      `nvim exit ${run.status}${run.signal ? ` (${run.signal})` : ''}${run.error ? ` (${run.error.message})` : ''}\n${run.stdout}${run.stderr}` +
      (fs.existsSync(lspLog) ? `\nlsp.log:\n${fs.readFileSync(lspLog, 'utf8').slice(-4000)}` : '');
    assert.ok(fs.existsSync(resultFile), `Neovim wrote no result:\n${logs}`);
    result = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as NeovimResult;
  });

  after(() => {
    if (temp) fs.rmSync(temp, { recursive: true, force: true });
  });

  it('gives .card files the filetype cardscript and attaches the CardScript server', () => {
    assert.equal(result.filetype, 'cardscript');
    assert.deepEqual(
      result.clients.map((c) => [c.name, c.hoverProvider, c.definitionProvider, c.completionTriggers]),
      [['cardscript', true, true, ['"']]],
      `Neovim ${result.nvim}: attached clients`,
    );
  });

  it("receives the server's diagnostics: exactly the codes the fixture's markers name, on their lines", () => {
    const expected = expectedDiagnostics(fixtureText);
    assert.ok(expected.length >= 2, 'the fixture has markers');
    const got = result.diagnostics.map((d) => ({ line: d.line, code: String(d.code) })).sort((a, b) => a.line - b.line || a.code.localeCompare(b.code));
    assert.deepEqual(got, expected);
    for (const d of result.diagnostics) assert.equal(d.source, 'cardscript', `diagnostic ${d.code} comes from the CardScript server`);
  });

  it("receives a hover on a card's name with the card's summary", () => {
    assert.equal(result.hoverError, null);
    assert.ok(result.hover, `a hover at ${hoverAt.line}:${hoverAt.character}`);
    const contents = result.hover.contents;
    const text = typeof contents === 'string' ? contents : (contents.value ?? '');
    assert.match(text, new RegExp(hoverAt.name), 'the hover names the card');
    assert.match(text, /Tribute/, 'the hover explains how it is summoned');
  });
});
