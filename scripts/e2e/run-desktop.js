#!/usr/bin/env node
'use strict';
/**
 * Runner A (desktop): runs the end-to-end mocha suite in a desktop VS Code through
 * @vscode/test-electron. Same suite (out/test/e2e/index.js) and fixture workspace as the offline
 * runner (scripts/e2e/run-offline.js); the exit code is the suite's.
 *
 *   node scripts/e2e/run-desktop.js [--workspace DIR] [--tests FILE] [--extension DIR] [--in-place]
 *
 * Which VS Code:
 *   VSCODE_EXECUTABLE_PATH=/path/to/code   use an installed VS Code (no network needed);
 *   otherwise test-electron DOWNLOADS VS Code (VSCODE_VERSION, default "stable") into .vscode-test/,
 *   which needs access to update.code.visualstudio.com (not available on the offline CI machines:
 *   use scripts/e2e/run-offline.js there).
 * On Linux without a display, run it under a virtual X server: xvfb-run -a node scripts/e2e/run-desktop.js
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { usageOf } = require('./lib');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

function parseArgs(argv) {
  const opts = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--in-place' || arg === '--help') opts[arg.slice(2)] = true;
    else if (arg.startsWith('--')) opts[arg.slice(2)] = argv[++i];
    else opts._.push(arg);
  }
  return opts;
}

const usage = () => usageOf(__filename);

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    process.stdout.write(usage());
    return 0;
  }
  const extensionDevelopmentPath = path.resolve(opts.extension || process.env.CARDSCRIPT_E2E_EXTENSION || REPO_ROOT);
  const extensionTestsPath = path.resolve(
    opts.tests || process.env.CARDSCRIPT_E2E_TESTS || path.join(extensionDevelopmentPath, 'out', 'test', 'e2e', 'index.js'),
  );
  const sourceWorkspace = path.resolve(opts.workspace || process.env.CARDSCRIPT_E2E_WORKSPACE || path.join(REPO_ROOT, 'test', 'e2e', 'fixtures', 'workspace'));
  const missing = [];
  if (!fs.existsSync(extensionTestsPath)) missing.push(`tests entry ${extensionTestsPath} (compile the tests: npm run compile-tests)`);
  if (!fs.existsSync(sourceWorkspace)) missing.push(`workspace folder ${sourceWorkspace}`);
  const vscodeExecutablePath = process.env.VSCODE_EXECUTABLE_PATH || undefined;
  if (vscodeExecutablePath && !fs.existsSync(vscodeExecutablePath)) missing.push(`VS Code at VSCODE_EXECUTABLE_PATH=${vscodeExecutablePath}`);
  let runTests;
  try {
    ({ runTests } = require('@vscode/test-electron'));
  } catch (err) {
    missing.push(`@vscode/test-electron (${err.message.split('\n')[0]}; run npm install)`);
  }
  if (missing.length) {
    process.stderr.write(`[e2e] PREREQUISITE MISSING:\n  - ${missing.join('\n  - ')}\n`);
    return 1;
  }

  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-e2e-desktop-'));
  let workspace = sourceWorkspace;
  if (!opts['in-place']) {
    workspace = path.join(tempRoot, 'workspace', path.basename(sourceWorkspace));
    fs.cpSync(sourceWorkspace, workspace, { recursive: true });
  }
  const userDataDir = path.join(tempRoot, 'user-data');
  fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  fs.writeFileSync(
    path.join(userDataDir, 'User', 'settings.json'),
    JSON.stringify({
      'extensions.autoCheckUpdates': false,
      'extensions.autoUpdate': false,
      'update.mode': 'none',
      'telemetry.telemetryLevel': 'off',
      'workbench.startupEditor': 'none',
      'security.workspace.trust.enabled': false,
      'git.enabled': false,
    }),
  );
  // test-electron itself adds --no-sandbox, --disable-updates, --skip-welcome, --skip-release-notes
  // and --disable-workspace-trust.
  const launchArgs = [
    workspace,
    '--disable-extensions', // other installed extensions; the development extension still loads
    '--user-data-dir',
    userDataDir,
    '--extensions-dir',
    path.join(tempRoot, 'extensions'),
  ];

  process.stderr.write(`[e2e] desktop VS Code: ${vscodeExecutablePath || `download ${process.env.VSCODE_VERSION || 'stable'} (needs network)`}\n`);
  try {
    await runTests({
      vscodeExecutablePath,
      version: vscodeExecutablePath ? undefined : process.env.VSCODE_VERSION || 'stable',
      extensionDevelopmentPath,
      extensionTestsPath,
      launchArgs,
      extensionTestsEnv: { CARDSCRIPT_E2E_GREP: process.env.CARDSCRIPT_E2E_GREP || '' },
    });
    return 0;
  } catch (err) {
    process.stderr.write(`[e2e] FAILED: ${err && err.message ? err.message : err}\n`);
    return 1;
  } finally {
    fs.rmSync(tempRoot, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`[e2e] FAILED: ${err.stack || err}\n`);
    process.exit(1);
  },
);
