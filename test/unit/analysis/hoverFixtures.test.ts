import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { hoverAt } from '../../../server/src/core/features/hover';
import { CURSOR } from '../features/fixture';
import { renderMarkdown, visibleText } from '../../hostile/userView';
import { checkedDocument, fixturesDir, listFixtures } from './checkFixtures';
import { cardFileUri } from '../../helpers/fixtureFiles';

/**
 * Every `test/fixtures/hovers/NAME.card` has one cursor marker `$0` and, in comment lines,
 * what the hover there must show:
 *
 *   # expect: Semi-Nomi            the Markdown contains this text (several lines allowed)
 *   # expect-not: Monster Reborn   it does not contain it
 *   # shows: (from your hand)      the rendered hover (what the reader sees, markup gone) contains this text
 *   # shows-not: Twin              the rendered hover does not contain it
 *   # span: tributes 2             the hovered range covers exactly this text
 *   # expect-none                  there is no hover at all
 */
const dir = fixturesDir('hovers');

describe('hover fixtures', () => {
  for (const file of listFixtures(dir, '.card')) {
    test(file, () => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      const offset = raw.indexOf(CURSOR);
      assert.ok(offset >= 0, 'the fixture has a $0 cursor');
      const text = raw.slice(0, offset) + raw.slice(offset + CURSOR.length);
      const { workspace, document } = checkedDocument(cardFileUri(path.join(dir, file)), text);
      const directives = text
        .split(/\r?\n/)
        .map((line) => /^#\s*(expect|expect-not|shows|shows-not|span|expect-none)(?::\s?(.*))?$/.exec(line))
        .filter((m) => m !== null);
      assert.ok(directives.length > 0, 'the fixture says what to expect');
      const hover = hoverAt(document, offset, workspace);
      if (directives.some((d) => d[1] === 'expect-none')) {
        assert.equal(hover, undefined, `no hover expected, got:\n${hover?.markdown}`);
        return;
      }
      assert.ok(hover, 'a hover is shown');
      for (const [, kind, value] of directives) {
        if (kind === 'expect') assert.ok(hover.markdown.includes(value), `hover contains ${JSON.stringify(value)}:\n${hover.markdown}`);
        if (kind === 'expect-not') assert.ok(!hover.markdown.includes(value), `hover does not contain ${JSON.stringify(value)}:\n${hover.markdown}`);
        if (kind === 'span') assert.equal(text.slice(hover.span.start, hover.span.end), value);
        if (kind === 'shows' || kind === 'shows-not') {
          const seen = visibleText(renderMarkdown(hover.markdown));
          assert.equal(
            seen.includes(value),
            kind === 'shows',
            `the rendered hover ${kind === 'shows' ? 'shows' : 'does not show'} ${JSON.stringify(value)}:\n${seen}`,
          );
        }
      }
    });
  }
});
