import assert from 'node:assert/strict';
import { test } from 'node:test';
import { previewLabel } from '../../../client/src/preview/previewLabel';

// name as written -> the Preview's title and status line
const CASES: ReadonlyArray<readonly [string, string]> = [
  ['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon'],
  ['Admin\u202Egnp.exe', 'Admin<U+202E>gnp.exe'], // right-to-left override: would reorder the tab title
  ['Zero\u200BWidth', 'Zero<U+200B>Width'],
  ['[Run](command:workbench.action.terminal.new)', '[Run](command:workbench.action.terminal.new)'], // a label, never Markdown
];

for (const [name, shown] of CASES) {
  test(`the Preview labels ${JSON.stringify(name)} as ${JSON.stringify(shown)}`, () => {
    assert.equal(previewLabel(name), shown);
  });
}
