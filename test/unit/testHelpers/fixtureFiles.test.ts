import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fixtureFilesUnder, fixtureNames } from '../../helpers/fixtureFiles';

/** A fixture-driven suite whose folder is missing or empty fails instead of running no tests. */
describe('fixture folders', () => {
  let root: string;
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-fixtures-'));
    fs.mkdirSync(path.join(root, 'empty'));
    fs.mkdirSync(path.join(root, 'cards', 'nested'), { recursive: true });
    for (const name of ['b.card', 'a.card', 'notes.md']) fs.writeFileSync(path.join(root, 'cards', name), '');
    fs.writeFileSync(path.join(root, 'cards', 'nested', 'c.card'), '');
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  const isCard = (name: string) => name.endsWith('.card');
  const CASES: readonly { readonly name: string; readonly folder: string; readonly keep: (name: string) => boolean; readonly error: RegExp }[] = [
    { name: 'a missing folder', folder: 'gone', keep: isCard, error: /fixture folder .*gone is missing/ },
    { name: 'an empty folder', folder: 'empty', keep: isCard, error: /fixture folder .*empty holds no fixtures/ },
    { name: 'a folder without a kept file', folder: 'cards', keep: (name) => name.endsWith('.lua'), error: /holds no fixtures/ },
  ];
  for (const { name, folder, keep, error } of CASES) {
    it(`${name} throws (names, files under)`, () => {
      assert.throws(() => fixtureNames(path.join(root, folder), keep), error);
      assert.throws(() => fixtureFilesUnder(path.join(root, folder), keep), error);
    });
  }

  it('a folder with fixtures: the kept names sorted, the files under it in name order', () => {
    assert.deepEqual(fixtureNames(path.join(root, 'cards'), isCard), ['a.card', 'b.card']);
    assert.deepEqual(
      fixtureFilesUnder(path.join(root, 'cards'), isCard).map((file) => path.relative(root, file)),
      ['cards/a.card', 'cards/b.card', path.join('cards', 'nested', 'c.card')],
    );
  });
});
