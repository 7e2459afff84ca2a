import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { completionsAt } from '../../../server/src/core/features/completion';
import { hoverAt } from '../../../server/src/core/features/hover';
import { CARD_FIELDS, type CardKeyword, FIELDS_OF_KIND } from '../../../server/src/core/grammar/cardFields';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { parseFixture } from '../features/fixture';

/**
 * The card field table (core/grammar/cardFields.ts) against the views that read it, through the views
 * themselves: every field a kind of card takes is explained by hover on its word, offered by completion on
 * an empty line of that card, coloured by the generated TextMate grammar, and refused by the lowering in a
 * kind that does not take it.
 */

const ROOT = path.resolve(__dirname, '../../../..');
const grammar = fs.readFileSync(path.join(ROOT, 'syntaxes', 'cardscript.tmLanguage.json'), 'utf8');
const KEYWORDS: readonly CardKeyword[] = ['monster', 'spell', 'trap'];

function card(keyword: CardKeyword, line: string): string {
  return `${keyword} "Probe" {\n  ${line}\n}\n`;
}

describe('card fields: one table, every view', () => {
  for (const keyword of KEYWORDS) {
    const offered = (() => {
      const { workspace, document, offset } = parseFixture(card(keyword, '$0'));
      return completionsAt(document, offset, workspace).map((item) => item.label);
    })();
    for (const field of FIELDS_OF_KIND[keyword]) {
      test(`${keyword} ${field}: hover explains it`, () => {
        const { workspace, document, offset } = parseFixture(card(keyword, `$0${field}`));
        const hover = hoverAt(document, offset, workspace);
        assert.equal(hover?.markdown.split('\n\n')[0], CARD_FIELDS[field].explanation);
      });
      test(`${keyword} ${field}: completion offers it`, () => {
        const labels = CARD_FIELDS[field].completion(keyword).map((c) => c.label);
        // A Trap Monster's DEF is offered with its ATK ("atk def").
        if (labels.length === 0)
          assert.ok(
            offered.some((l) => l.split(' ').includes(field)),
            `${field} in ${JSON.stringify(offered)}`,
          );
        for (const label of labels) assert.ok(offered.includes(label), `${label} in ${JSON.stringify(offered)}`);
      });
      test(`${keyword} ${field}: the grammar colours its word`, () => {
        assert.ok(grammar.includes(field.replace('next', 'next\\\\s+level')), `the generated grammar names '${field}'`);
      });
    }
    const others = (Object.keys(CARD_FIELDS) as (keyof typeof CARD_FIELDS)[]).filter((f) => !FIELDS_OF_KIND[keyword].includes(f));
    for (const field of others) {
      test(`${keyword} refuses ${field}`, () => {
        const { diagnostics } = lowerFile('file:///probe.card', parse(card(keyword, `${field} 1`)).tree);
        assert.ok(
          diagnostics.some((d) => d.code === 'CS0101' && d.message.startsWith(`Unknown ${keyword} field '${field}'`)),
          JSON.stringify(diagnostics.map((d) => d.message)),
        );
      });
    }
  }
});
