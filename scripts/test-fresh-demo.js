#!/usr/bin/env node
'use strict';
/**
 * The README's first command, as a newcomer types it, on a fresh machine:
 *
 *   npm install && npm run demo -- --check
 *
 * run by a shell in a fresh copy of the repository (its tracked files as they are now, no node_modules,
 * no dist), with an EMPTY cache for the offline VS Code (CARDSCRIPT_E2E_CACHE points at a new temporary
 * folder, so the demo installs Node 24 and code-server itself, through `npm run`), and with none of the
 * npm_* variables an outer `npm test` exports (a newcomer's shell has none). `--check` is the demo's own
 * self-test: it opens the examples in headless Chromium, checks them and exits.
 *
 *   node scripts/test-fresh-demo.js          run it, print how long each part took, remove the copy
 *   node scripts/test-fresh-demo.js --keep   keep the copy and its cache (prints where)
 *
 * Needs the npm registry and what the installer needs (Debian packages present or root / sudo).
 * Takes minutes: it builds code-server's native modules from scratch.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.join(__dirname, '..');
const COMMAND = 'npm install && npm run demo -- --check';
const TIMEOUT_MS = 45 * 60_000;

function say(message) {
  process.stdout.write(`[fresh-demo] ${message}\n`);
}

/** The repository's files as they are in the working tree (tracked and new, not ignored). */
function repositoryFiles() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr || listed.error?.message}`);
  return listed.stdout.split('\0').filter((file) => file && fs.existsSync(path.join(ROOT, file)));
}

function copyRepository(target) {
  const files = repositoryFiles();
  for (const file of files) {
    const to = path.join(target, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), to);
    fs.chmodSync(to, fs.statSync(path.join(ROOT, file)).mode);
  }
  return files.length;
}

/** The environment of a newcomer's shell: no npm_* settings, no node_modules/.bin on PATH. */
function newcomerEnvironment(cache) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(name) || name === 'NODE' || name === 'INIT_CWD' || /^CARDSCRIPT_E2E_/.test(name)) continue;
    env[name] = value;
  }
  env.PATH = (process.env.PATH || '')
    .split(path.delimiter)
    .filter((entry) => !/node_modules[\\/]\.bin$|node-gyp-bin$/.test(entry))
    .join(path.delimiter);
  env.CARDSCRIPT_E2E_CACHE = cache;
  return env;
}

function minutes(ms) {
  return `${(ms / 60_000).toFixed(1)} min`;
}

function main(argv) {
  const keep = argv.includes('--keep');
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-newcomer-'));
  const copy = path.join(base, 'cardscript');
  const cache = path.join(base, 'empty-e2e-cache');
  fs.mkdirSync(cache);
  let code = 1;
  try {
    const count = copyRepository(copy);
    say(`a fresh copy of the repository (${count} files, no node_modules, no dist) in ${copy}`);
    say(`an empty cache for the offline VS Code: CARDSCRIPT_E2E_CACHE=${cache}`);
    say(`$ ${COMMAND}`);
    const started = Date.now();
    const result = spawnSync('sh', ['-c', COMMAND], { cwd: copy, env: newcomerEnvironment(cache), stdio: 'inherit', timeout: TIMEOUT_MS });
    const took = Date.now() - started;
    if (result.error || result.status !== 0) {
      const why = result.error ? result.error.message : result.signal ? `killed by ${result.signal}` : `exit code ${result.status}`;
      say(`FAILED after ${minutes(took)}: \`${COMMAND}\` (${why})`);
      return 1;
    }
    const installed = ['node24', 'code-server'].filter((entry) => fs.existsSync(path.join(cache, entry)));
    if (installed.length !== 2) {
      say(`FAILED: the demo passed but did not install into the empty cache (found: ${installed.join(', ') || 'nothing'})`);
      return 1;
    }
    say(`PASSED: \`${COMMAND}\` from an empty cache in ${minutes(took)} (${(took / 1000).toFixed(0)} s)`);
    code = 0;
    return code;
  } finally {
    if (keep || code !== 0) say(`kept: ${base} (remove it by hand; the cache holds about 800 MB)`);
    else fs.rmSync(base, { recursive: true, force: true });
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
