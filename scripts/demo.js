#!/usr/bin/env node
'use strict';
/**
 * The demo: builds the extension and opens the bundled examples/ in a real VS Code with CardScript
 * loaded (in development mode, straight from this folder).
 *
 *   npm run demo                       VS Code in the browser: prints a URL to open, runs until Ctrl-C
 *   npm run demo -- --port 8123        fixed port (default 8123, or a free one when 8123 is taken)
 *   npm run demo -- --host 0.0.0.0     listen on every interface (then a connection token protects it)
 *   npm run demo -- --desktop          a desktop VS Code instead: code --extensionDevelopmentPath=. examples
 *   npm run demo -- --check            CI: start it, load the page in headless Chromium, check that the
 *                                      examples are listed and the extension works, exit 0 or 1
 *
 * Options:
 *   --port N          port of the VS Code server (default 8123; with --check, a free port)
 *   --host H          address to listen on (default 127.0.0.1)
 *   --folder DIR      folder to open (default examples/)
 *   --desktop         use the desktop `code` binary from PATH (fails when there is none)
 *   --check           the CI self-test described above
 *   --web             run the extension in the browser's web worker extension host (its `browser` entry,
 *                     the language server as a web worker), as VS Code for the Web does
 *   --no-build        do not run the build first (dist/ must exist)
 *   --no-install      do not run the installer when the VS Code server is missing (fail instead)
 *   --timeout MS      --check only: global deadline (default 180000)
 *
 * The browser route uses VS Code's own server build (npm package code-server, on Node 24) from the
 * cache of the end-to-end runner (~/.cache/cardscript-e2e, see scripts/e2e/lib.js for overrides). When
 * it is missing, this runs `bash scripts/e2e/install-vscode-server.sh` once (about 4 minutes and 620 MB;
 * it installs Debian packages with apt-get, which needs root or sudo). Nothing is downloaded at run time.
 */
const childProcess = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const lib = require('./e2e/lib');

const REPO_ROOT = lib.REPO_ROOT;
const DEFAULT_PORT = 8123;
const INSTALL_SCRIPT = path.join(REPO_ROOT, 'scripts', 'e2e', 'install-vscode-server.sh');
const CHECK_FILE = 'classic-monsters.card';
const CHECK_STEP_MS = 60_000;

function say(message) {
  process.stdout.write(`[demo] ${message}\n`);
}

class DemoError extends Error {}

function resolveOptions(argv) {
  let opts;
  try {
    opts = lib.parseArgs(argv, ['desktop', 'check', 'no-build', 'no-install', 'help', 'web']);
  } catch (err) {
    throw new DemoError(`${err.message} (see --help)`);
  }
  if (opts._.length) throw new DemoError(`unexpected argument ${JSON.stringify(opts._[0])} (see --help)`);
  const known = ['_', 'desktop', 'check', 'no-build', 'no-install', 'help', 'web', 'port', 'host', 'folder', 'timeout'];
  for (const name of Object.keys(opts)) {
    if (!known.includes(name)) throw new DemoError(`unknown option --${name} (see --help)`);
  }
  let port;
  if (opts.port !== undefined) {
    port = Number(opts.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new DemoError(`--port needs a port number, got ${JSON.stringify(opts.port)}`);
  }
  return {
    help: Boolean(opts.help),
    desktop: Boolean(opts.desktop),
    check: Boolean(opts.check),
    web: Boolean(opts.web),
    build: !opts['no-build'],
    install: !opts['no-install'],
    port,
    host: opts.host || '127.0.0.1',
    folder: path.resolve(opts.folder || path.join(REPO_ROOT, 'examples')),
    timeoutMs: Number(opts.timeout || 180_000),
  };
}

// ------------------------------------------------------------------------------------------ build

function build() {
  say('building the extension (node esbuild.js)');
  const result = childProcess.spawnSync(process.execPath, [path.join(REPO_ROOT, 'esbuild.js')], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new DemoError(`the build failed (exit ${result.status}${result.error ? `, ${result.error.message}` : ''})`);
  lib.checkExtension(REPO_ROOT);
}

// ------------------------------------------------------------------------------------- desktop

function onPath(binary) {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, binary);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

function runDesktop(options) {
  const code = onPath('code');
  if (!code) {
    throw new DemoError(
      '--desktop needs the desktop VS Code command `code` on PATH (none found); run `npm run demo` without --desktop to use VS Code in the browser',
    );
  }
  const args = [`--extensionDevelopmentPath=${REPO_ROOT}`, options.folder];
  say(`${code} ${args.join(' ')}`);
  const result = childProcess.spawnSync(code, args, { stdio: 'inherit' });
  if (result.error) throw new DemoError(`${code} could not be started: ${result.error.message}`);
  return result.status ?? 1;
}

// --------------------------------------------------------------------- the offline VS Code server

function serverPaths() {
  const cache = lib.cacheDir();
  return {
    node: process.env.CARDSCRIPT_E2E_NODE || path.join(cache, 'node24', 'bin', 'node'),
    serverMain:
      process.env.CARDSCRIPT_E2E_SERVER_MAIN || path.join(cache, 'code-server', 'node_modules', 'code-server', 'lib', 'vscode', 'out', 'server-main.js'),
    chromiumPath: process.env.CARDSCRIPT_E2E_CHROMIUM || '/usr/bin/chromium',
  };
}

function missingPieces(needBrowser) {
  const paths = serverPaths();
  const missing = [];
  if (!fs.existsSync(paths.node)) missing.push(`Node 24 (${paths.node})`);
  if (!fs.existsSync(paths.serverMain)) missing.push(`the VS Code server (${paths.serverMain})`);
  if (needBrowser && !fs.existsSync(paths.chromiumPath)) missing.push(`Chromium (${paths.chromiumPath})`);
  return missing;
}

/** Runs the installer when something is missing; returns the prerequisites (paths, playwright). */
function ensureInstalled(options) {
  const missing = missingPieces(options.check);
  if (missing.length) {
    if (!options.install) throw new lib.PrerequisiteError(`missing: ${missing.join(', ')}; install with: ${lib.INSTALL_HINT}`);
    say(
      `missing ${missing.join(', ')}: installing once with ${path.relative(REPO_ROOT, INSTALL_SCRIPT)} (about 4 minutes, 620 MB, cached in ${lib.cacheDir()})`,
    );
    if (typeof process.getuid === 'function' && process.getuid() !== 0) {
      say('note: the installer uses apt-get for Chromium and build headers, which needs root or sudo (it asks sudo when not root)');
    }
    const result = childProcess.spawnSync('bash', [INSTALL_SCRIPT], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      throw new lib.PrerequisiteError(
        `the installer failed (exit ${result.status}${result.error ? `, ${result.error.message}` : ''}); it needs the npm registry, and root or sudo for apt-get. Run it by hand: ${lib.INSTALL_HINT}`,
      );
    }
    const still = missingPieces(options.check);
    if (still.length) throw new lib.PrerequisiteError(`still missing after the install: ${still.join(', ')}`);
  }
  if (options.check) return lib.findPrerequisites(); // also checks Node 24's version and playwright-core
  const paths = serverPaths();
  return { node: paths.node, serverMain: paths.serverMain };
}

function portIsFree(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

async function choosePort(options) {
  if (options.port !== undefined) {
    if (!(await portIsFree(options.port, options.host))) throw new DemoError(`port ${options.port} on ${options.host} is in use; choose another with --port`);
    return options.port;
  }
  if (!options.check && (await portIsFree(DEFAULT_PORT, options.host))) return DEFAULT_PORT;
  const port = await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, options.host, () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  if (!options.check) say(`port ${DEFAULT_PORT} is in use; using ${port}`);
  return port;
}

function isLoopback(host) {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

function isWildcard(host) {
  return host === '0.0.0.0' || host === '::';
}

/** The host names a browser can use to reach the server (one URL each). */
function browserHosts(host) {
  if (!isWildcard(host)) return [host];
  const hosts = ['127.0.0.1'];
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const a of addresses || []) {
      if (!a.internal && (a.family === 'IPv4' || a.family === 4)) hosts.push(a.address);
    }
  }
  return hosts;
}

function hostForUrl(host) {
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The workbench URL: the folder to open and the development payload that loads this repository as an
 * extension (the payload's vscode-remote authority must be the host and port the browser uses).
 */
function demoUrl(host, port, folder, token, web = false) {
  const authority = `${hostForUrl(host)}:${port}`;
  const remote = (absPath) => `vscode-remote://${authority}${absPath.split(path.sep).join('/').split('/').map(encodeURIComponent).join('/')}`;
  const params = new URLSearchParams({ folder });
  const payload = [['extensionDevelopmentPath', remote(REPO_ROOT)]];
  // --web: the extension runs in the browser's web worker extension host (its package.json `browser`
  // entry, the language server in a web worker), as in VS Code for the Web.
  if (web) payload.push(['extensionDevelopmentKind', 'web']);
  params.set('payload', JSON.stringify(payload));
  if (token) params.set('tkn', token);
  return `http://${authority}/?${params.toString()}`;
}

function prepareDirs(tempRoot, options) {
  // Quiet, offline-friendly user settings; for people, open the folder's README on start.
  const settings = options.check ? {} : { 'workbench.startupEditor': 'readme' };
  // --web: prefer the web worker extension host for CardScript (the workbench ignores the payload's
  // extensionDevelopmentKind; this user setting is what decides where an extension runs).
  if (options.web) settings['remote.extensionKind'] = { 'cardscript.cardscript': ['web'] };
  return lib.makeServerDirs(tempRoot, settings);
}

async function runBrowserDemo(options) {
  if (!fs.existsSync(options.folder) || !fs.statSync(options.folder).isDirectory()) throw new DemoError(`folder ${options.folder} does not exist`);
  const prereqs = ensureInstalled(options);
  const port = await choosePort(options);
  // Anyone who can reach a non-loopback address could use this VS Code (and its terminal): require a token.
  const token = isLoopback(options.host) ? '' : crypto.randomBytes(16).toString('hex');
  const tempRoot = lib.makeTempRoot('demo');
  const dirs = prepareDirs(tempRoot, options);
  let server;
  try {
    say(`starting VS Code's server (Node 24) on ${options.host}:${port}`);
    server = await lib.startServer(prereqs, dirs, { host: options.host, port, token }).catch((err) => {
      throw new DemoError(err.message);
    });
    const urls = browserHosts(options.host).map((host) => demoUrl(host, port, options.folder, token, options.web));
    if (options.check) return await check(prereqs, urls[0], dirs, options);

    process.stdout.write(`\nCardScript demo: VS Code with the extension loaded, showing ${path.relative(process.cwd(), options.folder) || options.folder}\n`);
    process.stdout.write(`Open this URL in a browser${urls.length > 1 ? ' (one per address of this machine)' : ''}:\n\n`);
    for (const url of urls) process.stdout.write(`  ${url}\n`);
    process.stdout.write(`\nTry: open ${CHECK_FILE}, hover a card name, click "Simulate summon" above a monster.\n`);
    process.stdout.write(`Server log: ${server.logFile}\nPress Ctrl-C to stop.\n`);
    const code = await new Promise((resolve) => {
      onSignal = (signal) => {
        process.stdout.write('\n');
        say('stopping');
        resolve(signal === 'SIGINT' ? 0 : 143);
      };
      server.process.on('exit', (exitCode, signal) => {
        say(`the VS Code server stopped (code ${exitCode}, signal ${signal}); log:\n${lib.tail(server.logFile)}`);
        resolve(1);
      });
    });
    return code;
  } finally {
    if (server) server.stop();
    lib.removeTemp(tempRoot);
  }
}

// ------------------------------------------------------------------------------------ --check

/** Polls `fn` until it returns something truthy (lib.until), with this script's step time-out. */
const until = (fn, description, timeoutMs = CHECK_STEP_MS) => lib.until(fn, description, timeoutMs);

/** Loads the demo URL in headless Chromium and checks what a newcomer would see. */
async function check(prereqs, url, dirs, options) {
  const started = Date.now();
  const passed = [];
  const pass = (message) => {
    passed.push(message);
    process.stdout.write(`  ✔ ${message}\n`);
  };
  let browser;
  let timer;
  try {
    const launched = await lib.launchBrowser(prereqs, { tmpDir: dirs.tmp });
    browser = launched.browser;
    const { page } = launched;
    lib.recordBrowserConsole(page, path.join(dirs.logs, 'browser-console.log'));
    const requested = [];
    page.context().on('request', (request) => requested.push(request.url()));
    options.requested = requested;
    options.userDataDir = dirs.userData;
    say(`checking ${url}`);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`global timeout: the demo check did not finish within ${options.timeoutMs} ms`)), options.timeoutMs);
    });
    await Promise.race([checkWorkbench(page, options, pass), timeout]);
    process.stdout.write(`  ${passed.length} demo check(s) passing (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    return 0;
  } catch (err) {
    const page = browser?.contexts()[0]?.pages()[0];
    if (page) {
      const shot = path.join(dirs.logs, 'demo-failure.png');
      await page.screenshot({ path: shot }).catch(() => undefined);
    }
    process.stdout.write(`  ✖ ${err.message}\n`);
    // Keep the logs of a failed check.
    const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-demo-failure-'));
    for (const [from, to] of [
      [dirs.logs, 'logs'],
      [path.join(dirs.userData, 'logs'), 'workbench-logs'],
    ]) {
      if (fs.existsSync(from)) fs.cpSync(from, path.join(kept, to), { recursive: true });
    }
    say(`logs and a screenshot kept in ${kept}`);
    return 1;
  } finally {
    clearTimeout(timer);
    if (browser) await browser.close().catch(() => undefined);
  }
}

async function checkWorkbench(page, options, pass) {
  // 1. The Explorer lists the folder's files (top level: card files and sub-folders).
  const expected = fs
    .readdirSync(options.folder, { withFileTypes: true })
    .filter((e) => e.isDirectory() || e.name.endsWith('.card'))
    .map((e) => e.name)
    .sort();
  if (!expected.includes(CHECK_FILE)) throw new Error(`${CHECK_FILE} is not in ${options.folder}`);
  const explorerRows = page.locator('.explorer-folders-view .monaco-list-row');
  const listed = await until(
    async () => {
      const labels = (await explorerRows.allInnerTexts()).map((t) => t.trim());
      return expected.every((name) => labels.includes(name)) ? labels : null;
    },
    `the Explorer to list ${expected.join(', ')}`,
  );
  pass(`the Explorer lists the examples: ${listed.filter((l) => expected.includes(l)).join(', ')}`);

  // 2. Open classic-monsters.card from the Explorer, as a newcomer would.
  const row = explorerRows.filter({ hasText: CHECK_FILE }).first();
  await row.click();
  const editor = page.locator('.editor-instance .monaco-editor:visible').first();
  await until(
    async () =>
      (await page.locator(`.tab.active[aria-label*="${CHECK_FILE}"]`).count()) > 0 && (await editor.locator('.view-lines').innerText()).includes('monster'),
    `${CHECK_FILE} to open in an editor`,
  );
  pass(`${CHECK_FILE} opens in an editor`);

  // 3. The status bar shows the CardScript language mode (the extension's language contribution).
  const mode = await until(async () => {
    const item = page.locator('[id="status.editor.mode"]').first();
    const text = (await item.count()) > 0 ? (await item.innerText()).trim() : '';
    return text === 'CardScript' ? text : '';
  }, 'the status bar language mode "CardScript"');
  pass(`the status bar shows the language mode "${mode}"`);

  // 4. The extension activated and its language server answers: code lenses come from the server.
  const lens = editor.locator('.codelens-decoration a', { hasText: 'Simulate summon' }).first();
  await until(async () => (await lens.count()) > 0 && lens.isVisible(), 'a "Simulate summon" code lens (the extension activated and its server runs)');
  pass('the extension is active: "Simulate summon" code lenses are shown above the monsters');

  // 5. The server did not fail to start (no error notification about it).
  const failure = page.locator('.notification-toast, .notifications-center .notification-list-item', { hasText: 'language server could not start' });
  if ((await failure.count()) > 0) throw new Error('an error notification says the CardScript language server could not start');
  pass('no error notification from CardScript');

  if (options.web) {
    // 6. --web: the server is the web worker bundle, loaded by the browser; no Node process runs dist/server.js.
    const loaded = options.requested
      .filter((url) => decodeURIComponent(url).includes(`${REPO_ROOT}/`))
      .map((url) =>
        decodeURIComponent(url)
          .replace(/^.*?(\/dist\/|\/package\.json)/, '$1')
          .replace(/[?&].*$/, ''),
      );
    if (!loaded.some((url) => url.includes('/dist/browser/client.js')))
      throw new Error(
        `the browser never fetched dist/browser/client.js, the \`browser\` entry (fetched from the extension: ${loaded.join(', ') || 'nothing'})`,
      );
    const remoteLogs = findFiles(path.join(options.userDataDir, 'logs'), 'remoteexthost.log');
    if (remoteLogs.length === 0) throw new Error('no remote extension host log to check');
    if (remoteLogs.some((log) => fs.readFileSync(log, 'utf8').includes('_doActivateExtension cardscript.cardscript'))) {
      throw new Error('CardScript was activated in the remote (Node) extension host, not the web worker one');
    }
    const nodeServer = nodeProcessesRunning(path.join(REPO_ROOT, 'dist', 'server.js'));
    if (nodeServer.length > 0)
      throw new Error(`a Node process runs dist/server.js (pid ${nodeServer.join(', ')}): the extension did not run in the web worker host`);
    pass(
      `the browser fetched the \`browser\` entry (${loaded.filter((u) => u.includes('/dist/')).join(', ')}); the remote extension host never activated CardScript and no Node process runs dist/server.js: the code lenses came from the web worker server`,
    );
  }
}

/** Files named `name` anywhere under `dir`. */
function findFiles(dir, name) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === name)
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** Pids of processes whose command line names `file` (Linux /proc; empty elsewhere). */
function nodeProcessesRunning(file) {
  if (!fs.existsSync('/proc')) return [];
  const pids = [];
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(file)) pids.push(pid);
    } catch {
      /* gone */
    }
  }
  return pids;
}

// ------------------------------------------------------------------------------------------ main

const usage = () => lib.usageOf(__filename);

async function main(argv) {
  const options = resolveOptions(argv);
  if (options.help) {
    process.stdout.write(usage());
    return 0;
  }
  if (options.desktop && options.check) throw new DemoError('--check tests the browser route; it cannot be combined with --desktop');
  if (options.build) build();
  else lib.checkExtension(REPO_ROOT);
  if (options.desktop) return runDesktop(options);
  return runBrowserDemo(options);
}

/**
 * Ctrl-C / SIGTERM: while the demo is serving, stop it cleanly (onSignal); before that (building,
 * installing, starting, checking), exit at once: the 'exit' handlers stop the server.
 */
let onSignal;
function handleSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (onSignal) {
        const handler = onSignal;
        onSignal = undefined;
        handler(signal);
      } else {
        process.stderr.write(`\n[demo] ${signal === 'SIGINT' ? 'interrupted' : 'terminated'}\n`);
        process.exit(signal === 'SIGINT' ? 130 : 143);
      }
    });
  }
}

if (require.main === module) {
  handleSignals();
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      const kind = err instanceof lib.PrerequisiteError ? 'PREREQUISITE MISSING' : 'FAILED';
      process.stderr.write(`[demo] ${kind}: ${err instanceof DemoError || err instanceof lib.PrerequisiteError ? err.message : err.stack || err.message}\n`);
      process.exit(1);
    },
  );
}

module.exports = { main, demoUrl, resolveOptions };
