#!/usr/bin/env node
'use strict';
/**
 * Runner B (offline): runs the end-to-end mocha suite inside a real VS Code extension host, using
 * VS Code's own server build (npm package code-server, on Node 24) and headless Debian Chromium
 * driven by playwright-core. The extension is loaded in development mode; the process exits with
 * the suite's exit code (0: all passed).
 *
 *   node scripts/e2e/run-offline.js [options]
 *     --workspace DIR   folder to open      (env CARDSCRIPT_E2E_WORKSPACE, default test/e2e/fixtures/workspace)
 *     --tests FILE      extensionTestsPath  (env CARDSCRIPT_E2E_TESTS,     default <extension>/out/test/e2e/index.js)
 *     --extension DIR   extension folder    (env CARDSCRIPT_E2E_EXTENSION, default the repository)
 *     --timeout MS      global timeout      (env CARDSCRIPT_E2E_TIMEOUT_MS, default 600000)
 *     --in-place        open the workspace itself instead of a temporary copy
 *     --grep PATTERN    only run tests matching PATTERN (env CARDSCRIPT_E2E_GREP)
 *
 *   UI mode (Playwright drives the workbench instead of mocha; see ui-check.js for its options):
 *     --vsix FILE       install FILE with the server's --install-extension and check it through the UI
 *     --ui              same checks with the development extension folder instead of a .vsix
 *
 * Prerequisites (missing ones fail the run with a message, never a skip):
 *   bash scripts/e2e/install-vscode-server.sh
 */
const fs = require('fs');
const path = require('path');
const util = require('util');
const lib = require('./lib');

const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;

function resolveOptions(argv) {
  const opts = lib.parseArgs(argv, ['in-place', 'ui', 'help', 'expect-no-links']);
  const extensionPath = path.resolve(opts.extension || process.env.CARDSCRIPT_E2E_EXTENSION || lib.REPO_ROOT);
  return {
    raw: opts,
    help: Boolean(opts.help),
    extensionPath,
    workspace: path.resolve(opts.workspace || process.env.CARDSCRIPT_E2E_WORKSPACE || path.join(lib.REPO_ROOT, 'test', 'e2e', 'fixtures', 'workspace')),
    testsPath: path.resolve(opts.tests || process.env.CARDSCRIPT_E2E_TESTS || path.join(extensionPath, 'out', 'test', 'e2e', 'index.js')),
    timeoutMs: Number(opts.timeout || process.env.CARDSCRIPT_E2E_TIMEOUT_MS || DEFAULT_TIMEOUT_MS),
    inPlace: Boolean(opts['in-place']),
    grep: opts.grep || process.env.CARDSCRIPT_E2E_GREP || '',
  };
}

/** Workbench log lines that are expected offline noise (hidden unless CARDSCRIPT_E2E_VERBOSE=1). */
const NOISE = [
  /^Resolv(ing|ed) connection token/,
  /^Creating a socket/,
  /reconnection-grace-time/,
  /^Updating additional builtin extensions cache/,
  /^\[Service Worker\]/,
  /^\[AgentHost/,
  /^\[AccountPolicyGate\]/,
  /getaddrinfo ENOTFOUND|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/,
  /open-vsx\.org|marketplace\.visualstudio\.com|vscode-unpkg|update\.code\.visualstudio\.com/,
  /vsda/,
  /Timed out waiting for authentication provider 'github'/,
];

const WORKBENCH_STACK = /\n\s+at .*https?:\/\/127\.0\.0\.1:\d+\/.*\/static\/out\/vs\//;

/**
 * Receives the workbench's log lines. When extension tests run, VS Code routes the extension
 * host's console (mocha's reporter output) into this log, one call per console call with the
 * console arguments, so they are formatted like console.log would. Everything goes to the log
 * file; stdout gets all but the known offline noise.
 */
function makeLogPrinter(logFile) {
  return (level, args) => {
    const parts = Array.isArray(args) ? args : [args];
    const text = parts.length && typeof parts[0] === 'string' ? util.format(...parts) : parts.map((p) => util.inspect(p)).join(' ');
    try {
      fs.appendFileSync(logFile, `[${level}] ${text}\n`);
    } catch {
      /* the run is over and its temporary directory is gone */
    }
    if (lib.VERBOSE) {
      process.stdout.write(`[${level}] ${text}\n`);
      return;
    }
    if (NOISE.some((re) => re.test(text))) return;
    if (level === 'error' && WORKBENCH_STACK.test(text)) {
      // An error of the workbench itself (its stack points into the served workbench bundle):
      // one line is enough here, the full text is in the log file.
      process.stdout.write(`[workbench error] ${text.split('\n')[0]}\n`);
      return;
    }
    if (level === 'error' || level === 'warn') {
      process.stdout.write(`[${level}] ${text}\n`);
    } else if (level !== 'trace' && level !== 'debug') {
      process.stdout.write(`${text}\n`);
    }
  };
}

async function runSuite(options) {
  const prereqs = lib.findPrerequisites();
  lib.checkExtension(options.extensionPath);
  if (!fs.existsSync(options.testsPath)) {
    throw new lib.PrerequisiteError(`tests entry ${options.testsPath} does not exist; compile the tests first (npm run compile-tests)`);
  }

  const tempRoot = lib.makeTempRoot('suite');
  const dirs = lib.makeServerDirs(tempRoot);
  const workspace = options.inPlace ? options.workspace : lib.copyWorkspace(options.workspace, tempRoot);
  const workbenchLog = path.join(dirs.logs, 'workbench.log');
  const browserLog = path.join(dirs.logs, 'browser-console.log');
  if (options.grep) process.env.CARDSCRIPT_E2E_GREP = options.grep; // inherited by the extension host

  let server;
  let browser;
  let timer;
  const started = Date.now();
  try {
    lib.log(`starting VS Code server (${path.relative(lib.REPO_ROOT, prereqs.serverMain) || prereqs.serverMain})`);
    server = await lib.startServer(prereqs, dirs);
    lib.log(`server ready on ${server.origin} after ${Date.now() - started} ms; launching Chromium`);

    const launched = await lib.launchBrowser(prereqs, { tmpDir: dirs.tmp });
    browser = launched.browser;
    const { page } = launched;
    lib.recordBrowserConsole(page, browserLog);

    let settle;
    const result = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    timer = setTimeout(() => settle.reject(new Error(`global timeout: the end-to-end suite did not finish within ${options.timeoutMs} ms`)), options.timeoutMs);
    server.process.on('exit', (code, signal) =>
      settle.reject(new Error(`the VS Code server exited during the run (code ${code}, signal ${signal}):\n${lib.tail(server.logFile)}`)),
    );
    page.on('crash', () => settle.reject(new Error('the Chromium page crashed')));
    // The workbench calls these (window globals) when started with --enable-smoke-test-driver:
    // codeAutomationLog for every log line, codeAutomationExit(code, logs) when the tests are done.
    await page.exposeFunction('codeAutomationLog', makeLogPrinter(workbenchLog));
    await page.exposeFunction('codeAutomationExit', (code, logs) => {
      writeWorkbenchLogs(dirs.logs, logs);
      settle.resolve(typeof code === 'number' ? code : 1);
    });

    const payload = [
      ['extensionDevelopmentPath', lib.remoteUri(server, options.extensionPath)],
      ['extensionTestsPath', lib.remoteUri(server, options.testsPath)],
    ];
    const url = lib.workbenchUrl(server, workspace, payload);
    lib.log(`opening ${url}`);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });

    const code = await result;
    lib.log(`extension host exited with code ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (code !== 0) lib.reportLogs(dirs);
    return { code, tempRoot, keep: code !== 0 };
  } catch (err) {
    lib.reportLogs(dirs);
    throw err;
  } finally {
    await lib.endSession({ timer, browser, server });
  }
}

function writeWorkbenchLogs(logsDir, logs) {
  if (!Array.isArray(logs)) return;
  for (const entry of logs) {
    if (!entry || typeof entry.relativePath !== 'string') continue;
    const target = path.join(logsDir, 'workbench-logs', entry.relativePath.replace(/\.\.+/g, '_'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, String(entry.contents));
  }
}

const usage = () => lib.usageOf(__filename);

async function main() {
  const options = resolveOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(usage());
    return 0;
  }
  if (options.raw.vsix || options.raw.ui) {
    const ui = require('./ui-check');
    return ui.main(process.argv.slice(2));
  }
  const { code, tempRoot, keep } = await runSuite(options);
  if (!keep) lib.removeTemp(tempRoot);
  return code;
}

lib.runAsScript(module, 'e2e', main);

module.exports = { runSuite, resolveOptions };
