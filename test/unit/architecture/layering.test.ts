import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';

/**
 * The layering of docs/architecture.md, enforced: the language core and the rules engine are pure (no
 * editor or protocol types, no I/O), so the CLI, the server and the tests share them unchanged.
 */
const repoRoot = path.resolve(__dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const FORBIDDEN = [
  /from ['"]vscode['"]/, /from ['"]vscode-languageserver/, /from ['"]vscode-languageclient/,
  /from ['"](node:)?(fs|child_process|net|http|https|worker_threads)['"]/, /require\(['"](node:)?fs['"]\)/,
];

for (const layer of ['server/src/core', 'server/src/engine']) {
  test(`${layer} imports neither editor/protocol libraries nor I/O`, () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(repoRoot, layer))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of FORBIDDEN) if (pattern.test(text)) offenders.push(`${path.relative(repoRoot, file)}: ${pattern}`);
    }
    assert.deepEqual(offenders, []);
  });
}

test('the core does not depend on the engine, the server or the client', () => {
  const offenders = sourceFiles(path.join(repoRoot, 'server/src/core')).filter((file) =>
    /from ['"](\.\.\/)+(engine|lsp|cli|simulation)\//.test(fs.readFileSync(file, 'utf8')) || /client\/src/.test(fs.readFileSync(file, 'utf8')));
  assert.deepEqual(offenders.map((f) => path.relative(repoRoot, f)), []);
});
