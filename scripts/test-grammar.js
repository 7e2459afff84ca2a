#!/usr/bin/env node
// Runs the TextMate grammar's scope-assertion tests (test/grammar/*.card) with vscode-tmgrammar-test.
// The tool is called through node from node_modules, so no global install is needed.
'use strict';

const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.resolve(__dirname, '..');
const grammar = path.join(root, 'syntaxes', 'cardscript.tmLanguage.json');
const testDir = path.join(root, 'test', 'grammar');

function findTool() {
  try {
    const manifestPath = require.resolve('vscode-tmgrammar-test/package.json', { paths: [root] });
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin['vscode-tmgrammar-test'];
    return path.join(path.dirname(manifestPath), bin);
  } catch {
    return undefined;
  }
}

const tool = findTool();
if (!tool || !fs.existsSync(tool)) {
  console.error('test-grammar: vscode-tmgrammar-test is not installed. Run `npm install` (it is a devDependency).');
  process.exit(2);
}

const cases = fs.existsSync(testDir)
  ? fs
      .readdirSync(testDir)
      .filter((name) => name.endsWith('.card'))
      .sort()
      .map((name) => path.join('test', 'grammar', name))
  : [];
if (cases.length === 0) {
  console.error(`test-grammar: no test cases found in ${path.relative(root, testDir)}/*.card`);
  process.exit(1);
}

// --config points at a file that does not exist so the tool takes the grammar from -g only, not package.json
// (which would register the same grammar a second time).
const result = spawnSync(
  process.execPath,
  [tool, '--config', path.join(root, 'test', 'grammar', 'no-config.json'), '-g', path.relative(root, grammar), ...cases],
  // A malformed assertion (e.g. two " - " exclusion markers) makes the tool's assertion parser backtrack
  // forever, so bound the run instead of hanging CI.
  { cwd: root, stdio: 'inherit', timeout: 120_000, killSignal: 'SIGKILL' },
);
if (result.error && result.error.code === 'ETIMEDOUT') {
  console.error('test-grammar: timed out after 120 s; check test/grammar for a malformed assertion line (one "-" per line).');
  process.exit(1);
}
if (result.error) {
  console.error(`test-grammar: could not run ${tool}: ${result.error.message}`);
  process.exit(1);
}
if (result.status !== 0) {
  console.error(`test-grammar: FAILED (${cases.length} files checked)`);
  process.exit(1);
}
console.log(`test-grammar: ${cases.length} grammar test files passed`);
