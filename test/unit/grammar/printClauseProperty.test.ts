import assert from 'node:assert/strict';
import * as path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import type { Diagnostic } from '../../../server/src/core/diagnostics/diagnostic';
import type { SummonClause } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { printClause } from '../../../server/src/core/model/printClause';
import { printString } from '../../../server/src/core/model/printFilter';
import { parse } from '../../../server/src/core/syntax/parser';
import { fuzzOptions } from '../fuzz/fuzzInputs';
import { cardFilesUnder, loadCardFile, repoRoot } from '../engine/scenarioFixtures';

/**
 * The printer (core/model/printClause.ts) against the reader: every summoning clause, with its filters,
 * costs, conditions and material lines, prints back to a line that lowers to the same clause. Spans are
 * left out of the comparison: the printed line is elsewhere.
 */

interface Lowered {
  readonly clauses: readonly SummonClause[];
  readonly errors: readonly string[];
}

function lowerSummonLines(lines: string): Lowered {
  const head = 'monster "Printed" {\n  frame effect\n  level 4\n  summon {\n';
  const text = `${head}${lines}\n  }\n}\n`;
  const parsed = parse(text);
  const lowered = lowerFile('file:///printed.card', parsed.tree);
  // The clause lines' own errors (a card-wide check about the wrapper is not the line's).
  const ofTheLines = (d: Diagnostic) => d.severity === 'error' && d.span.start >= head.length && d.span.start <= head.length + lines.length;
  const errors = [...parsed.diagnostics, ...lowered.diagnostics].filter(ofTheLines).map((d) => `${d.code} ${d.message}`);
  const card = lowered.file.cards[0];
  return { clauses: card?.kind === 'monster' ? card.summon : [], errors };
}

/** The lowered value without where it was written. */
function withoutSpans(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, inner: unknown) => (key === 'span' || key === 'keywordSpan' ? undefined : inner)));
}

/** The difference lower(print(clause)) makes, or undefined when it lowers to the same clause. */
function roundTripFailure(clause: SummonClause): string | undefined {
  const printed = printClause(clause);
  const again = lowerSummonLines(printed);
  if (again.errors.length > 0) return `printed ${JSON.stringify(printed)} does not lower: ${again.errors.join('; ')}`;
  try {
    assert.deepStrictEqual(again.clauses.map(withoutSpans), [withoutSpans(clause)]);
    return undefined;
  } catch (error) {
    return `printed ${JSON.stringify(printed)}: ${(error as Error).message}`;
  }
}

const FOLDERS = [path.join(repoRoot, 'examples'), path.join(repoRoot, 'test', 'corpus')];

test('every summoning clause of the examples and the corpus prints to a line that lowers to the same clause', () => {
  const failures: string[] = [];
  let clauses = 0;
  for (const file of FOLDERS.flatMap(cardFilesUnder)) {
    for (const card of loadCardFile(file).file.cards) {
      if (card.kind !== 'monster') continue;
      for (const clause of card.summon) {
        clauses++;
        const failure = roundTripFailure(clause);
        if (failure) failures.push(`${path.relative(repoRoot, file)} "${card.name.value}": ${failure}`);
      }
    }
  }
  assert.ok(clauses > 300, `${clauses} clauses`);
  assert.deepEqual(failures, []);
});

const hostileName = fc.oneof(
  fc.constantFrom('Armed Dragon LV7', 'Kaiju', 'A "quoted" name', 'back\\slash', 'line\nbreak', 'tab\there', '\u202eevil', '{braces}', '+ "B"', 'except'),
  fc
    .string({ maxLength: 6 })
    .filter((s) => !/[\r\n\u2028\u2029\u0085]/.test(s))
    .map((s) => s.replace(/\\$/, '')),
);
const quoted = hostileName.map((name) => printString(name));
const level = fc.integer({ min: 1, max: 12 });
const bound = fc.constantFrom('', ' or lower', ' or higher');
const ratingKind = fc.constantFrom('level', 'rank', 'link', 'level/rank');
const rating = fc.oneof(
  fc.tuple(ratingKind, level, bound).map(([kind, n, b]) => `${kind} ${n}${b}`),
  fc
    .tuple(fc.array(fc.tuple(ratingKind, level, bound), { minLength: 2, maxLength: 3 }))
    .map(([parts]) => parts.map(([k, n, b]) => `${k} ${n}${b}`).join(' or ')),
  fc.tuple(level, level).map(([a, b]) => `rank ${a} or ${b}`),
  level.map((n) => `level ${n} apart`),
);
const word = fc.constantFrom(
  'dark',
  'light',
  'fire',
  'water',
  'fiend',
  'dragon',
  'beast-warrior',
  'winged-beast',
  'effect',
  'fusion',
  'synchro',
  'xyz',
  'link',
  'normal',
  'token',
  'tuner',
  'non-tuner',
  'face-up',
  'pendulum',
  'non-link',
  'non-fire',
  'non-dragon',
  'non-effect',
  'normal-summonable',
  'tribute-summoned',
  'in-extra-monster-zone',
  'same-level-as-cost',
  'or',
);
const atk = fc
  .tuple(
    fc.constantFrom('atk', 'def', 'with atk', 'with def'),
    fc.integer({ min: 0, max: 5000 }),
    fc.constantFrom('', ' or more', ' or less', ' or higher', ' or lower'),
  )
  .map(([stat, n, b]) => `${stat} ${n}${b}`);
const piece = fc.oneof(
  { weight: 4, arbitrary: word },
  { weight: 3, arbitrary: rating },
  { weight: 1, arbitrary: atk },
  { weight: 1, arbitrary: quoted },
  { weight: 1, arbitrary: quoted.map((q) => `archetype ${q}`) },
  { weight: 1, arbitrary: quoted.map((q) => `except ${q}`) },
  { weight: 1, arbitrary: quoted.map((q) => `except archetype ${q}`) },
);
const count = fc.constantFrom('', '1 ', '2 ', '3 ', 'exactly 3 ', 'exactly ', '1 or more ', '2 or fewer ');
const noun = fc.constantFrom('monster', 'monsters', 'card', 'cards', '');
const monsterWords = fc.tuple(fc.array(piece, { maxLength: 5 }), noun).map(([pieces, n]) => [...pieces, n].filter((p) => p !== '').join(' ') || 'monster');
// "a face-up Continuous Trap", "1 Normal or Quick-Play Spell", "1 Spell/Trap": kinds, names and archetypes before a Spell/Trap noun.
const spellTrapPiece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('face-up', 'continuous', 'quick-play', 'equip', 'field', 'ritual', 'normal', 'counter', 'or') },
  { weight: 1, arbitrary: quoted },
  { weight: 1, arbitrary: quoted.map((q) => `archetype ${q}`) },
);
const spellTrapNoun = fc.constantFrom('spell', 'spells', 'trap', 'traps', 'spell/trap', 'spells/traps', 'spell card', 'trap cards', 'spell or trap');
const spellTrapWords = fc.tuple(fc.array(spellTrapPiece, { maxLength: 3 }), spellTrapNoun).map(([pieces, n]) => [...pieces, n].join(' '));
const filterWords = fc.oneof({ weight: 4, arbitrary: monsterWords }, { weight: 1, arbitrary: spellTrapWords });
// `1 tuner or 1 archetype "A" monster`: alternatives joined by `or`, each with the count again.
const filter = fc
  .tuple(
    count,
    filterWords,
    fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(filterWords, { minLength: 1, maxLength: 2 }) }),
  )
  .map(([c, words, others]) => [`${c}${words}`, ...others.map((other) => `or ${c.trim() === '' ? '1' : c.trim()} ${other}`)].join(' '));

/** Clause lines around generated filters: materials, costs, conditions, Tribute filters. */
const clauseLine = fc.oneof(
  fc.array(filter, { minLength: 1, maxLength: 3 }).map((fs) => `xyz materials ${fs.join(' + ')}`),
  fc
    .tuple(filter, filter, fc.constantFrom('', ' with different names', ' with same level', ' with different attributes with same race'))
    .map(([a, b, tail]) => `synchro materials ${a} + ${b} including ${b}${tail}`),
  fc.tuple(filter, fc.constantFrom('', ' once per turn', ' once per turn by name')).map(([f, t]) => `alternative xyz materials ${f}${t}`),
  fc
    .tuple(filter, filter, fc.constantFrom('graveyard', 'hand or field', 'deck'))
    .map(
      ([cost, condition, zones]) =>
        `special summon by procedure from hand {\n    condition you control ${condition}\n    cost banish ${cost} from ${zones}\n  }`,
    ),
  fc
    .tuple(filter, filter)
    .map(
      ([a, b]) =>
        `must special summon by procedure {\n    condition graveyard has ${a}\n    cost tribute ${b} opponent controls\n    cost send ${a} from hand to graveyard\n  }`,
    ),
  fc.tuple(filterWords).map(([f]) => `can tribute 1 ${f} to summon or set`),
  filterWords.map((f) => `control only 1 ${f}`),
  filterWords.map((f) => `double tribute for ${f}`),
  filterWords.map((f) => `can use face-down ${f} as material`),
  filter.map((f) => `cannot normal summon if opponent controls ${f}`),
  filter.map((f) => `can summon without tributes atk 1800 {\n    condition you control ${f}\n  }`),
);

test('generated clause lines: a line that lowers without error prints to a line that lowers to the same clause', () => {
  let read = 0;
  let runs = 0;
  fc.assert(
    fc.property(clauseLine, (line) => {
      runs++;
      const lowered = lowerSummonLines(`    ${line}`);
      if (lowered.errors.length > 0 || lowered.clauses.length !== 1) return;
      read++;
      const failure = roundTripFailure(lowered.clauses[0]);
      assert.equal(failure, undefined, `${JSON.stringify(line)}: ${failure}`);
    }),
    fuzzOptions(400),
  );
  // The generator must mostly make lines the reader takes, or the property says little.
  assert.ok(read > runs / 2, `${read} of ${runs} generated lines lowered without error`);
});
