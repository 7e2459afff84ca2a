import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { codeActionsFor, FIX_ALL_TITLE } from '../../../server/src/core/features/codeActions';
import { applyEdits } from '../features/fixture';
import { checkedDocument, fixturesDir, listFixtures } from './checkFixtures';
import { cardFileUri } from '../../helpers/fixtureFiles';

/**
 * Every `test/fixtures/quickfixes/NAME.card` starts with a line naming the action to apply:
 *
 *   # fix CS0301: Add the Tribute count Level 6 implies: 'tributes 1'
 *   # fix all
 *
 * The action is looked up through codeActionsFor (at the diagnostic's span, by exact title), applied,
 * and the result must equal `NAME.fixed.card` byte for byte. The fixed text must no longer have the
 * fixed diagnostic (for "fix all": no diagnostic with a preferred fix is left).
 */
const dir = fixturesDir('quickfixes');
const HEADER = /^# fix (?:(CS\d{4}): (.+)|(all))$/;

describe('quick fix fixtures', () => {
  for (const file of listFixtures(dir, '.card').filter((f) => !f.endsWith('.fixed.card'))) {
    test(file, () => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const header = HEADER.exec(text.split(/\r?\n/)[0]);
      assert.ok(header, 'the first line names the fix: "# fix CSxxxx: title" or "# fix all"');
      const uri = cardFileUri(path.join(dir, file));
      const { workspace, document, diagnostics } = checkedDocument(uri, text);
      let result: string;
      if (header[3]) {
        const actions = codeActionsFor(document, { start: 0, end: 0 }, diagnostics, workspace);
        const fixAll = actions.find((a) => a.title === FIX_ALL_TITLE);
        assert.ok(fixAll, 'a fix-all action is offered');
        assert.equal(fixAll.kind, 'source.fixAll');
        result = applyEdits(text, fixAll.edits);
        const after = checkedDocument(uri, result).diagnostics;
        assert.deepEqual(
          after.filter((d) => d.fixes?.some((f) => f.preferred)).map((d) => d.code),
          [],
          'no preferred fix left',
        );
      } else {
        const [, code, title] = header;
        const targets = diagnostics.filter((d) => d.code === code);
        assert.ok(targets.length > 0, `${code} fires: ${diagnostics.map((d) => d.code).join(', ')}`);
        const offered = targets.flatMap((d) => codeActionsFor(document, d.span, diagnostics, workspace).filter((a) => a.kind === 'quickfix'));
        const action = offered.find((a) => a.title === title);
        assert.ok(action, `the fix "${title}" is offered; offered: ${offered.map((a) => JSON.stringify(a.title)).join(', ')}`);
        assert.ok(
          action.diagnostics.every((d) => d.code === code),
          'the action names the diagnostic it fixes',
        );
        result = applyEdits(text, action.edits);
        const after = checkedDocument(uri, result).diagnostics;
        assert.ok(after.length < diagnostics.length || !after.some((d) => d.code === code), `${code} is gone or fewer problems remain after the fix`);
      }
      const fixedPath = path.join(dir, file.replace(/\.card$/, '.fixed.card'));
      if (process.env.UPDATE_EXPECT === '1' && !fs.existsSync(fixedPath)) fs.writeFileSync(fixedPath, result);
      assert.equal(result, fs.readFileSync(fixedPath, 'utf8'));
    });
  }
});
