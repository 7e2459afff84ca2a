import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { SUMMONING_CODES } from '../../../server/src/core/analysis/summoningCodes';
import { asMarkersState, checkedDocument, fixturesDir, listFixtures, readMarkers, renderMarked, sortMarked, toMarked } from './checkFixtures';
import { cardFileUri } from '../../helpers/fixtureFiles';

/**
 * Every `test/fixtures/diagnostics/CSxxxx*.card` is checked with the workspace's default checks and must
 * produce exactly the diagnostics its caret markers name (code and span), nothing more. Each code has a
 * fixture where it fires and a correct twin `CSxxxx.ok.card` where nothing fires. Adding a check is one
 * fixture away. UPDATE_EXPECT=1 rewrites the markers of the firing fixtures from what the checks find:
 * review the diff before committing it.
 */
const dir = fixturesDir('diagnostics');
const files = listFixtures(dir, '.card');

describe('diagnostic fixtures', () => {
  for (const file of files) {
    test(file, () => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const { document, diagnostics } = checkedDocument(cardFileUri(path.join(dir, file)), text);
      const expected = sortMarked(readMarkers(text));
      const actual = sortMarked(asMarkersState(toMarked(document, diagnostics), expected));
      if (process.env.UPDATE_EXPECT === '1' && !file.endsWith('.ok.card')) {
        fs.writeFileSync(path.join(dir, file), renderMarked(text, actual));
        return;
      }
      assert.deepEqual(
        actual,
        expected,
        `diagnostics differ; found:\n${renderMarked(text, actual)}\n\nmessages:\n${diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')}`,
      );
      if (file.endsWith('.ok.card')) assert.equal(diagnostics.length, 0, 'a correct twin has no diagnostics');
      for (const d of diagnostics) {
        if (!SUMMONING_CODES.some((c) => c.code === d.code)) continue;
        assert.ok(d.related && d.related.length > 0, `${d.code} points at the clauses involved`);
        assert.ok(
          d.related.some((r) => r.span.start <= d.span.start && d.span.end <= r.span.end && r.uri === document.uri),
          `${d.code}: the related information includes the diagnostic's own clause`,
        );
        const info = SUMMONING_CODES.find((c) => c.code === d.code)!;
        assert.equal(d.severity, info.severity, `${d.code} has the severity of its table row`);
      }
    });
  }

  test('every summoning code has a firing fixture and a correct twin', () => {
    for (const { code } of SUMMONING_CODES) {
      const firing = files.filter((f) => f.startsWith(code) && !f.endsWith('.ok.card'));
      assert.ok(firing.length > 0, `${code} has a fixture in test/fixtures/diagnostics`);
      assert.ok(files.includes(`${code}.ok.card`), `${code} has a correct twin ${code}.ok.card`);
      const fires = firing.some((f) => readMarkers(fs.readFileSync(path.join(dir, f), 'utf8')).some((m) => m.code === code));
      assert.ok(fires, `${code}'s fixture expects ${code}`);
    }
  });
});
