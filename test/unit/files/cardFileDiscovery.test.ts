import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { findCardFiles, findCardFilesSync } from '../../../server/src/files/cardFileDiscovery';

/** A real folder tree on disk: cards at several depths, skipped folders, a link cycle, a non-card file. */
function makeTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-discovery-'));
  const write = (relative: string, text = 'monster "A" {\n}\n') => {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    fs.writeFileSync(path.join(root, relative), text);
  };
  write('a.card');
  write('deck/b.card');
  write('deck/deeper/c.card');
  write('deck/notes.txt', 'not a card');
  write('node_modules/pkg/skipped.card');
  write('.git/skipped.card');
  write('out/skipped.card');
  try {
    fs.symlinkSync(root, path.join(root, 'deck', 'loop'), 'dir');
  } catch {
    // symbolic links may be unavailable (Windows without privileges): the rest still tests the walk
  }
  return root;
}

describe('card file discovery (CLI and server share it)', () => {
  const root = makeTree();
  const expected = ['a.card', 'deck/b.card', 'deck/deeper/c.card'].map((f) => path.join(root, f));

  test('the synchronous walk finds the cards, skips dependency and build folders, survives a link cycle', () => {
    assert.deepEqual(findCardFilesSync(['.'], root), { files: expected, missing: [] });
  });

  test('the asynchronous walk finds exactly the same files', async () => {
    assert.deepEqual(await findCardFiles(['.'], root), { files: expected, missing: [] });
  });

  test('a named file is taken as it is, a missing path is reported', async () => {
    const named = ['deck/notes.txt', 'nowhere', 'a.card'];
    const sync = findCardFilesSync(named, root);
    assert.deepEqual(sync, { files: [path.join(root, 'a.card'), path.join(root, 'deck/notes.txt')], missing: ['nowhere'] });
    assert.deepEqual(await findCardFiles(named, root), sync);
  });
});
