import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { ARCHITECTURE_DOC, layersBlock, LAYERS_BEGIN, LAYERS_END } from '../../../scripts/generate-layers';
import { cyclesOf, folderOf, sourceFiles as layeredFiles, sourceImports } from './importGraph';
import { LAYERS } from './layers';
import { sourceFiles } from '../../helpers/sourceFiles';

/**
 * The layering of docs/architecture.md, enforced: the language core and the rules engine are pure (no
 * editor or protocol types, no I/O), so the CLI, the server and the tests share them unchanged.
 */
const repoRoot = path.resolve(__dirname, '../../../..');

const FORBIDDEN = [
  /from ['"]vscode['"]/,
  /from ['"]vscode-languageserver/,
  /from ['"]vscode-languageclient/,
  /from ['"](node:)?(fs|child_process|net|http|https|worker_threads)['"]/,
  /require\(['"](node:)?fs['"]\)/,
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
  const offenders = sourceFiles(path.join(repoRoot, 'server/src/core')).filter(
    (file) => /from ['"](\.\.\/)+(engine|lsp|cli|simulation)\//.test(fs.readFileSync(file, 'utf8')) || /client\/src/.test(fs.readFileSync(file, 'utf8')),
  );
  assert.deepEqual(
    offenders.map((f) => path.relative(repoRoot, f)),
    [],
  );
});

const imports = sourceImports(repoRoot);
const layerByFolder = new Map(LAYERS.map((layer) => [layer.folder, layer]));

test('every source folder has a row in the layers, and every row names a source folder', () => {
  const folders = [...new Set(layeredFiles(repoRoot).map(folderOf))].sort();
  assert.deepEqual(
    folders.filter((folder) => !layerByFolder.has(folder)),
    [],
    'folders missing from test/unit/architecture/layers.ts',
  );
  assert.deepEqual(
    LAYERS.map((layer) => layer.folder).filter((folder) => !folders.includes(folder)),
    [],
    'rows of layers.ts with no source file',
  );
  assert.equal(layerByFolder.size, LAYERS.length, 'a folder listed twice');
});

test('every import between two folders is one the layers allow (type-only imports included)', () => {
  const offenders = imports.filter(({ from, to }) => folderOf(from) !== folderOf(to) && !layerByFolder.get(folderOf(from))?.imports.includes(folderOf(to)));
  assert.deepEqual(
    offenders.map(({ from, to }) => `${from} -> ${to}`),
    [],
  );
});

test('every import the layers allow is used, so the table stays the true picture', () => {
  const used = new Set(imports.map(({ from, to }) => `${folderOf(from)} -> ${folderOf(to)}`));
  const unused = LAYERS.flatMap((layer) => layer.imports.map((to) => `${layer.folder} -> ${to}`)).filter((edge) => !used.has(edge));
  assert.deepEqual(unused, []);
});

test('the layers form no cycle', () => {
  const edges = new Map(LAYERS.map((layer) => [layer.folder, new Set(layer.imports)]));
  assert.deepEqual(cyclesOf(edges), []);
});

test('no source file imports itself back through others', () => {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
  assert.deepEqual(cyclesOf(edges), []);
});

test('the cycle finder finds a cycle of folders and of one file', () => {
  const graph = (pairs: readonly (readonly [string, string])[]) => {
    const edges = new Map<string, Set<string>>();
    for (const [from, to] of pairs) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
    return edges;
  };
  assert.deepEqual(
    cyclesOf(
      graph([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
    ),
    [['a', 'b', 'c']],
  );
  assert.deepEqual(
    cyclesOf(
      graph([
        ['a', 'a'],
        ['a', 'b'],
      ]),
    ),
    [['a']],
  );
  assert.deepEqual(
    cyclesOf(
      graph([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ),
    [],
  );
});

test('the generator refuses layers with a cycle', () => {
  assert.throws(
    () =>
      layersBlock([
        { folder: 'x', holds: '', imports: ['y'] },
        { folder: 'y', holds: '', imports: ['x'] },
      ]),
    /cycle: x -> y -> x/,
  );
});

test('docs/architecture.md holds the layer table generated from the layers (node out/scripts/generate-layers.js)', () => {
  const doc = fs.readFileSync(ARCHITECTURE_DOC, 'utf8');
  const begin = doc.indexOf(LAYERS_BEGIN);
  const end = doc.indexOf(LAYERS_END, begin);
  assert.ok(begin >= 0 && end >= 0, `docs/architecture.md has no ${LAYERS_BEGIN} … ${LAYERS_END} block`);
  assert.equal(doc.slice(begin, end + LAYERS_END.length), layersBlock());
});
