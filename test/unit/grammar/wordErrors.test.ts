import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { DiagnosticCode } from '../../../server/src/core/diagnostics/diagnosticCodes';
import { EFFECT_PHRASES } from '../../../server/src/core/grammar/effectPhrases';
import { COST_PHRASES, CONDITION_PHRASES } from '../../../server/src/core/grammar/procedurePhrases';
import type { Phrase } from '../../../server/src/core/grammar/phrase';
import { MAX_EXPECTED, type PhraseContextReport, readPhrase } from '../../../server/src/core/grammar/readPhrase';
import { SUMMON_CLAUSE_PHRASES } from '../../../server/src/core/grammar/summonClausePhrases';
import { BOARD_PHRASES } from '../../../server/src/core/grammar/boardPhrases';
import { SCENARIO_PHRASES } from '../../../server/src/core/grammar/scenarioPhrases';
import { STEP_PHRASES } from '../../../server/src/core/grammar/stepPhrases';
import { LoweringContext } from '../../../server/src/core/model/lowering';
import { parse } from '../../../server/src/core/syntax/parser';

/**
 * Errors at the word that breaks, one row per case: the line, the word the diagnostic must cover, words
 * its message must contain, and the replacement its quick fix offers (none: no fix).
 */
interface Case {
  readonly line: string;
  readonly at: string;
  readonly says: readonly string[];
  readonly fix?: string;
  readonly code: DiagnosticCode;
}

const CONTEXTS: Record<string, { phrases: readonly Phrase<unknown>[] } & PhraseContextReport> = {
  summon: { phrases: SUMMON_CLAUSE_PHRASES, noun: 'summoning clause', code: 'CS0114' },
  condition: { phrases: CONDITION_PHRASES, noun: 'condition', code: 'CS0118' },
  cost: { phrases: COST_PHRASES, noun: 'cost', code: 'CS0118' },
  effect: { phrases: EFFECT_PHRASES, noun: 'effect statement', code: 'CS0701', partialCode: 'CS0702' },
  step: { phrases: STEP_PHRASES, noun: 'step', code: 'CS0604' },
  board: { phrases: BOARD_PHRASES, noun: 'board line', code: 'CS0605' },
  scenario: { phrases: SCENARIO_PHRASES, noun: 'scenario line', code: 'CS0609', partialCode: 'CS0605' },
};

const CASES: Record<string, readonly Case[]> = {
  summon: [
    { line: 'must special sumon by procedure', at: 'sumon', says: ["expected 'summon'"], fix: 'summon', code: 'CS0114' },
    { line: 'must frist special summon by procedure', at: 'frist', says: ["'first'", "'special'", "'fusion'"], fix: 'first', code: 'CS0114' },
    { line: 'cannot special summon from graveyrd', at: 'graveyrd', says: ['a zone'], fix: 'graveyard', code: 'CS0114' },
    { line: 'requires 3 tributs', at: 'tributs', says: ["'tributes' or 'tribute'"], fix: 'tributes', code: 'CS0114' },
    { line: 'requires 3', at: '3', says: ['Incomplete', "'tributes'"], code: 'CS0114' },
    { line: 'cannot normal sumon or set', at: 'sumon', says: ["expected 'summon'"], fix: 'summon', code: 'CS0114' },
    { line: 'canot normal summon or set', at: 'canot', says: ['Unknown summoning clause', '(and'], fix: 'cannot', code: 'CS0114' },
    { line: 'must ritual sumon', at: 'sumon', says: ["'summon'"], fix: 'summon', code: 'CS0114' },
    { line: 'summon cannot be negatd', at: 'negatd', says: ["'negated'"], fix: 'negated', code: 'CS0114' },
  ],
  condition: [
    { line: 'condition you control no monstrs', at: 'monstrs', says: ["'monsters'"], fix: 'monsters', code: 'CS0118' },
    { line: 'condition you control 1 zombi monster', at: 'zombi', says: ['a filter word'], fix: 'zombie', code: 'CS0118' },
  ],
  cost: [
    { line: 'cost banish 1 drak monster from graveyard', at: 'drak', says: ['a filter word'], fix: 'dark', code: 'CS0118' },
    { line: 'cost send 1 monster from hand to graveyrd', at: 'graveyrd', says: ["'graveyard'"], fix: 'graveyard', code: 'CS0118' },
    { line: 'cost pya 1000 lp', at: 'pya', says: ["'pay'"], fix: 'pay', code: 'CS0118' },
  ],
  effect: [
    { line: 'speical summon target', at: 'speical', says: ['Unknown effect statement', "'special'"], fix: 'special', code: 'CS0701' },
    { line: 'special summon target ignoring sumoning conditions', at: 'sumoning', says: ["'summoning'"], fix: 'summoning', code: 'CS0702' },
    { line: 'add 1 drak monster from deck to hand', at: 'drak', says: ['a filter word'], fix: 'dark', code: 'CS0702' },
    { line: 'target 1 monster in any graveyrd', at: 'graveyrd', says: ['a zone'], fix: 'graveyard', code: 'CS0702' },
    { line: 'negate sumon', at: 'sumon', says: ["'summon'", "'activation'"], fix: 'summon', code: 'CS0702' },
    { line: 'trigger whn opponent summons monster', at: 'whn', says: ["'when' or 'if'"], fix: 'when', code: 'CS0702' },
    { line: 'return target to hnad', at: 'hnad', says: ["'hand' or 'deck'"], fix: 'hand', code: 'CS0702' },
  ],
  step: [
    { line: 'normal sumon "X"', at: 'sumon', says: ["expected 'summon'"], fix: 'summon', code: 'CS0604' },
    { line: 'normal summon "X" tributng "A"', at: 'tributng', says: ["'tributing'", "'paying'", "'cost'"], fix: 'tributing', code: 'CS0604' },
    { line: 'dance "X"', at: 'dance', says: ['Unknown step', "'normal'", '(and'], code: 'CS0604' },
    { line: 'special summon "X"', at: '"X"', says: ['Incomplete step', "'by'"], code: 'CS0604' },
    { line: 'flip summon "X" tributing "A"', at: 'tributing', says: ['the end of the line'], code: 'CS0604' },
    { line: 'link summon "X" hold', at: 'hold', says: ['Incomplete step', "'materials'"], code: 'CS0604' },
    { line: 'send "X" to graveyrd', at: 'graveyrd', says: ["'graveyard'"], fix: 'graveyard', code: 'CS0604' },
    { line: 'activate "X" target "A",', at: ',', says: ['a quoted card name'], code: 'CS0604' },
    { line: 'change phase to batle', at: 'batle', says: ["'battle'"], fix: 'battle', code: 'CS0604' },
  ],
  board: [
    { line: 'hnad "A"', at: 'hnad', says: ['Unknown board line', "'hand'"], fix: 'hand', code: 'CS0605' },
    { line: 'hand "A" graveyrd "B"', at: 'graveyrd', says: ["'properly'"], fix: 'graveyard', code: 'CS0605' },
    { line: 'monsters "A" defnse', at: 'defnse', says: ["'defense'"], fix: 'defense', code: 'CS0605' },
    { line: 'hand 3', at: '3', says: ['a count (3 x)'], code: 'CS0605' },
    { line: 'hand banana "A"', at: 'banana', says: ['a count (3 x)', 'a quoted name'], code: 'CS0605' },
    { line: 'lp', at: 'lp', says: ['Incomplete board line', 'a number'], code: 'CS0605' },
  ],
  scenario: [
    { line: 'trun 2', at: 'trun', says: ['Unknown scenario line', "'turn'"], fix: 'turn', code: 'CS0609' },
    { line: 'turn x', at: 'x', says: ["'player' or a number"], code: 'CS0605' },
    { line: 'phase mian1', at: 'mian1', says: ["'main1'"], fix: 'main1', code: 'CS0605' },
    { line: 'normal summon "X"', at: 'summon', says: ["'summons'"], fix: 'summons', code: 'CS0605' },
  ],
};

describe('errors at the word that breaks', () => {
  for (const [name, cases] of Object.entries(CASES)) {
    const { phrases, ...report } = CONTEXTS[name];
    for (const { line, at, says, fix, code } of cases) {
      test(`${name}: ${line}`, () => {
        const statement = parse(line).tree.statements[0];
        const context = new LoweringContext('file:///t.card');
        assert.equal(readPhrase(phrases, statement, context, report), undefined);
        assert.equal(context.diagnostics.length, 1, context.diagnostics.map((d) => d.message).join('\n'));
        const [diagnostic] = context.diagnostics;
        assert.equal(diagnostic.code, code);
        assert.equal(line.slice(diagnostic.span.start, diagnostic.span.end), at, diagnostic.message);
        for (const words of says) assert.ok(diagnostic.message.includes(words), `"${diagnostic.message}" says ${words}`);
        const edits = diagnostic.fixes?.[0]?.edits ?? [];
        assert.deepEqual(
          edits.map((e) => e.newText),
          fix === undefined ? [] : [fix],
        );
        if (fix) assert.equal(line.slice(edits[0].span.start, edits[0].span.end), at);
      });
    }
  }

  test('the list of what would be accepted is capped', () => {
    const context = new LoweringContext('file:///t.card');
    readPhrase(SUMMON_CLAUSE_PHRASES, parse('frobnicate').tree.statements[0], context, { noun: 'summoning clause', code: 'CS0114' });
    const listed = context.diagnostics[0].message.match(/'[a-z]+'/g) ?? [];
    assert.equal(listed.length - 1, MAX_EXPECTED, context.diagnostics[0].message);
  });

  test('a wrong line read again (its explanation is kept per line) quotes its own text, spans and fixes', () => {
    const report: PhraseContextReport = { noun: 'effect statement', code: 'CS0701', partialCode: 'CS0702' };
    const read = (source: string) => {
      const context = new LoweringContext('file:///t.card');
      readPhrase(EFFECT_PHRASES, parse(source).tree.statements[0], context, report);
      assert.equal(context.diagnostics.length, 1);
      return { source, diagnostic: context.diagnostics[0] };
    };
    const first = read('add 1 drak monster from deck to hand');
    // Same kinds and values (a word's value is lower-cased), other text and offsets.
    const again = read('   ADD 1 Drak monster from deck to hand');
    for (const { source, diagnostic } of [first, again]) {
      const at = source.slice(diagnostic.span.start, diagnostic.span.end);
      assert.equal(at.toLowerCase(), 'drak');
      assert.ok(diagnostic.message.includes(`'${source.trim()}'`), diagnostic.message);
      assert.equal(diagnostic.fixes?.[0]?.title, `Change '${at}' to 'dark'`);
      assert.deepEqual(diagnostic.fixes?.[0]?.edits[0].span, diagnostic.span);
    }
    assert.notDeepEqual(first.diagnostic.span, again.diagnostic.span);
    assert.equal(
      first.diagnostic.message.replace(first.source.trim(), 'LINE'),
      again.diagnostic.message.replace(again.source.trim(), 'LINE').replace("'Drak'", "'drak'"),
    );
  });
});
