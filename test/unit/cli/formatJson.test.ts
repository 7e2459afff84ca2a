import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { summoningJson } from '../../../server/src/core/analysis/summoningJson';
import { summoningProfile } from '../../../server/src/core/analysis/summoningProfile';
import { buildCheckReport } from '../../../server/src/cli/checkCommand';
import type { CheckReport } from '../../../server/src/cli/checkReport';
import { writeJson } from '../../../server/src/cli/formatJson';
import { createStandardWorkspace } from '../../../server/src/simulation/standardWorkspace';

/** writeJson writes the report in pieces; what it writes must be JSON.stringify's text, byte for byte. */

function written(report: CheckReport): { text: string; pieces: number } {
  let text = '';
  let pieces = 0;
  writeJson(report, (piece) => {
    text += piece;
    pieces++;
  });
  return { text, pieces };
}

function reportOf(cards: number, files: number, damage: number): CheckReport {
  const set = generateCardSet({ cards, files, seed: 7, damage });
  const inputs = set.files.map((file) => ({ uri: `file:///pool/${file.name}`, absolutePath: `/pool/${file.name}`, text: file.text }));
  return buildCheckReport(inputs, '/pool', createStandardWorkspace({ keepCheckResults: false }));
}

test('writeJson writes exactly JSON.stringify(report, null, 2) and a newline, in pieces', () => {
  const report = reportOf(700, 3, 0.42);
  assert.ok(report.cards.length > 512 && report.diagnostics.length > 0, 'the report spans several pieces');
  const { text, pieces } = written(report);
  assert.equal(text, `${JSON.stringify(report, null, 2)}\n`);
  assert.ok(pieces > 3, `${pieces} pieces`);
});

test('writeJson of empty lists and of one card matches JSON.stringify', () => {
  for (const report of [{ files: [], cards: [], diagnostics: [] }, reportOf(1, 1, 0)]) {
    assert.equal(written(report).text, `${JSON.stringify(report, null, 2)}\n`);
  }
});

test("the report derives each monster's summoning when read: the JSON of its profile; other cards have none", () => {
  const set = generateCardSet({ cards: 90, files: 1, seed: 3 });
  const workspace = createStandardWorkspace({ keepCheckResults: false });
  const report = buildCheckReport([{ uri: 'file:///pool/a.card', absolutePath: '/pool/a.card', text: set.files[0].text }], '/pool', workspace);
  const cards = workspace.getDocument('file:///pool/a.card')!.file.cards;
  assert.equal(report.cards.length, cards.length);
  for (const [i, card] of cards.entries()) {
    const reported = report.cards[i];
    if (card.kind === 'monster') assert.deepEqual(reported.summoning, summoningJson(summoningProfile(card)));
    else assert.equal('summoning' in reported, false, `${card.name.value} has no summoning`);
  }
});
