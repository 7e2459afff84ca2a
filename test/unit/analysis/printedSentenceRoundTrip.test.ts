import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UNPRINTED_KINDS } from '../../../server/src/core/analysis/printedSentences';
import { clausesStatedByText } from '../../../server/src/core/analysis/printedTextReading';
import { printedSentenceOf } from '../../../server/src/core/analysis/summoningTextWriter';
import { SUMMON_CLAUSE_PHRASES } from '../../../server/src/core/grammar/summonClausePhrases';
import type { MonsterDeclaration, SummonClause } from '../../../server/src/core/model/cards';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';

/**
 * Both directions of printedSentences.ts agree: for every clause kind (each phrase's documented example, and
 * further samples), the official sentence written from the clause reads back as the same clause. A kind the
 * table does not print is listed, with why, in UNPRINTED_KINDS.
 */
/** A procedure block's lines are written on one line, separated by `; `. */
const SAMPLES = [
  ...SUMMON_CLAUSE_PHRASES.map((p) => p.example),
  'cannot normal summon unless you control 1 archetype "Ghostrick" monster',
  'cannot normal summon if opponent controls monsters',
  'requires 3 tributes',
  'requires 2 tributes cannot set',
  'can summon without tributes',
  'can summon or set without tributes atk 1800',
  'can summon without tributes { condition you control no monsters }',
  'cannot special summon from graveyard',
  'special summon by procedure from hand { cost tribute 1 monster }',
  "special summon by procedure from hand to opponent's field { cost tribute 1 monster opponent controls }",
  'must special summon by procedure from hand { cost banish 3 fiend monsters from graveyard }',
  'must special summon by procedure from hand { condition graveyard has exactly 3 dark monsters }',
  'must special summon by procedure from extra { cost shuffle materials into deck }',
  'must special summon by procedure from hand or face-up extra { cost tribute 2 monsters }',
  'must special summon by procedure from face-up extra { cost tribute 3 archetype "Zefra" monsters }',
  'special summon by procedure from hand { cost banish 1 pendulum monster from face-up extra }',
  'special summon by procedure from hand { condition face-up extra has 1 archetype "Odd-Eyes" pendulum monster }',
  'must first special summon by procedure from extra { cost banish materials }',
  'must first special summon by procedure from hand { cost send 2 archetype "Cubic" monsters from field to graveyard }',
  'must first special summon by procedure from hand { cost discard 1 card }',
  'must first special summon by procedure from hand { cost banish 1 light monster from graveyard; cost banish 1 dark monster from graveyard }',
  'must special summon by procedure from hand { cost banish 2 monsters from field; cost banish 1 monster from graveyard }',
  'special summon by procedure from hand { cost banish 1 fiend monster from hand or graveyard; cost banish 2 zombie monsters from hand or graveyard }',
  'must special summon by procedure from hand { cost pay half lp }',
  'special summon by procedure from hand { condition opponent controls more monsters than you; once per turn by name }',
  'special summon by procedure from hand { condition you control no cards }',
  'special summon by procedure from hand { condition all monsters you control are archetype "Gimmick Puppet" monsters }',
  'special summon by procedure from hand { condition opponent controls 1 card; condition you control no cards }',
  'must special summon by procedure from hand { condition opponent controls more monsters than you }',
  'cannot synchro summon',
  'cannot pendulum summon',
  'must xyz summon',
  'cannot be material for synchro',
  'cannot be material for xyz, link',
  'double tribute for archetype "Steelswarm" monsters',
  'can tribute 1 archetype "Koa\'ki Meiru" monster to summon',
  'control only 1 "Lone Knight"',
  'cannot xyz summon except in main1',
  'treated as level 5 for xyz summon',
  'treated as level 3 or 5 for xyz summon of earth monsters',
  'treated as non-tuner for synchro summon',
  'can treat rank 4 monsters as level 4 for its xyz summon',
  'treated as non-tuner for synchro summon of archetype "Mathmech" monsters',
];

function cardWith(clause: string, text = ''): MonsterDeclaration {
  const source = `monster "Lone Knight" {\n  frame effect\n  level 4\n  summon {\n    ${clause.replace(/ \{ (.*) \}$/, (_, lines: string) => ` {\n      ${lines.split('; ').join('\n      ')}\n    }`)}\n  }\n  text ${JSON.stringify(text)}\n}\n`;
  const card = analyzeDocument('file:///round-trip.card', source).file.cards[0];
  assert.ok(card?.kind === 'monster', source);
  return card;
}

/** A clause without its places in the file and without what no printed text holds (an optional Tribute's tag). */
function shape(clause: SummonClause): string {
  return JSON.stringify(clause, (key, value: unknown) => (key === 'span' || key === 'keywordSpan' ? undefined : key === 'tag' ? null : value));
}

for (const sample of SAMPLES) {
  test(`round trip: ${sample}`, () => {
    const card = cardWith(sample);
    assert.equal(card.summon.length, 1, `${sample} is one clause`);
    const clause = card.summon[0];
    const sentence = printedSentenceOf(clause, card);
    if (clause.kind in UNPRINTED_KINDS) {
      assert.equal(sentence, undefined, `${clause.kind} is listed as unprinted, but a row writes it: ${sentence}`);
      return;
    }
    assert.ok(sentence, `no row writes ${clause.kind} (${sample}), and UNPRINTED_KINDS does not list it`);
    const read = clausesStatedByText(cardWith('tributes 0', sentence));
    assert.deepEqual(read.notDerived, [], `${sentence} leaves something unsaid`);
    const back = cardWith(read.clauses.join('\n    '));
    assert.deepEqual(back.summon.map(shape), [shape(clause)], `${sample} -> ${JSON.stringify(sentence)} -> ${read.clauses.join(' / ')}`);
  });
}

test('every clause kind is sampled', () => {
  const kinds = new Set(SAMPLES.map((s) => cardWith(s).summon[0]?.kind));
  const all = SUMMON_CLAUSE_PHRASES.map((p) => cardWith(p.example).summon[0]?.kind);
  assert.deepEqual(
    all.filter((k) => !kinds.has(k)),
    [],
  );
  assert.ok(all.length >= 30, `${all.length} kinds`);
});
