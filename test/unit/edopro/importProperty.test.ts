import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { importCards } from '../../../server/src/interop/edopro/importCards';
import { checkImportedFiles } from '../../../server/src/cli/importedFileCheck';
import { readSummonSource } from '../../../server/src/interop/edopro/summonSource';
import { fuzzOptions } from '../fuzz/fuzzInputs';
import { printedDesc } from '../../../server/src/interop/edopro/cardRows';
import { asWritten, asWrittenText, monsterRow, onFoldingDisk, readBack, unannouncedErrors } from './importedFiles';

/**
 * The importer against any rows: whatever the names, texts, stats, set codes and the scripts beside the
 * database hold, the files parse with no error to exactly the database's cards (one per row, each with its
 * row's name and printed text, as a one-line string holds them), under names no file system confuses, and
 * `cardscript check` reports no error on them that a comment above the card does not announce.
 */

/** Pieces that break a naive writer: quotes, braces, line breaks, comments, clause and declaration words, invisible characters. */
const HOSTILE = [
  '"',
  '\\',
  '\\"',
  '{',
  '}',
  '\n',
  '\r',
  '\r\n',
  '\u2028',
  '\u0085',
  '#',
  '# x',
  ';',
  '\u0000',
  '\u0007',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\t',
  'monster "Injected" {',
  '}\nmonster "Injected" {\n  frame normal\n  level 4\n',
  '\n}\n}\n',
  ' + ',
  '"A" + "B"',
  '"A" + "',
  '+\n}',
  'é',
  '😀',
  '\ud800',
  'Cannot be Normal Summoned/Set.',
  'Cannot be Normal Summoned.',
  'Cannot be Special Summoned.',
  'Must be Special Summoned by a card effect.',
  'Must be Fusion Summoned.',
  'Must first be Special Summoned',
  'Requires 3 Tributes to Normal Summon (cannot be Normal Set).',
  'Cannot be Synchro Summoned.',
  'must be Special Summoned (from your hand) by',
  'can only be Fusion Summoned with the above Fusion Materials',
  'Ritual Summoned with "Rite"',
  '-- cardscript-summon-begin',
  '-- cardscript-summon-end',
  'level 12',
  'tributes 2',
];

const hostileText = (maxPieces: number) =>
  fc.array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: maxPieces }).map((p) => p.join(''));

/** Clause lines for a script's block: real clauses, and lines that try to leave the block. */
const CLAUSE_LINES = [
  'tributes 2',
  'cannot special summon',
  'cannot normal summon or set',
  'special summon by procedure from hand {',
  '  cost banish 1 dark monster from graveyard',
  '}',
  'fusion materials "A" + "B"',
  '}',
  'monster "Injected" {',
  'frame normal',
  'level 4',
  'tributes 1 # }',
  'tributes 1; cannot special summon',
  'tributes 1\r}',
  '"',
  'ritual spell "R',
  'requires 2 tributes',
  'must special summon by card effect',
  'summon cannot be negated',
  '{',
  '}}',
];

const script = fc
  .array(fc.oneof(fc.constantFrom(...CLAUSE_LINES), hostileText(3)), { maxLength: 6 })
  .map((lines) => ['-- cardscript-summon-begin', ...lines.map((l) => `-- | ${l}`), '-- cardscript-summon-end', ''].join('\n'));

const TYPES = [
  0x11, 0x21, 0x41, 0x61, 0x81, 0x2021, 0x1021, 0x800021, 0x4000021, 0x4011, 0x1000021, 0x2, 0x10002, 0x20002, 0x80002, 0x4, 0x100004, 0, 0x3, 0x7,
];
const stat = fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constantFrom(-2, -1, -5, 2 ** 31, 2 ** 53, NaN, 1.5));
const level = fc.oneof(fc.integer({ min: 0, max: 14 }), fc.constantFrom(-1, 255, 0xffffffff, 0x04040004, NaN));
const passcode = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 0xffffffff }), fc.constantFrom(0, -5, 2 ** 33, NaN, 1.5));

const row = fc.record({
  id: passcode,
  type: fc.oneof(fc.constantFrom(...TYPES), fc.integer({ min: 0, max: 0x7ffffff })),
  atk: stat,
  def: stat,
  level,
  race: fc.oneof(fc.constantFrom(0x1, 0x2000, 0x1000000), fc.constantFrom(0, 0x3, 2 ** 40)),
  attribute: fc.oneof(fc.constantFrom(0x10, 0x20, 0x40), fc.constantFrom(0, 0x3, 0x80)),
  setcodes: fc.oneof(fc.constant([]), fc.array(fc.constantFrom(0x10, 0x1a, 0xffff), { minLength: 1, maxLength: 2 })),
  name: fc.oneof(hostileText(6), fc.constantFrom('', 'A', 'a', 'Plain')),
  desc: hostileText(12),
  script: fc.option(script, { nil: undefined }),
});

/** Set names that collide with an archetype's file name, sanitise alike, or name a Windows device. */
const setName = fc.constantFrom('mine', 'archetype-0x10', 'Archetype-0X1A', 'archetype 0x10', 'con', 'CON.x', '', '..', 'archetype-0x10-2', 'set-con');

test("any rows and scripts: the files hold exactly the rows' cards, parse without error and draw no unannounced check error", () => {
  fc.assert(
    fc.property(fc.array(row, { maxLength: 8 }), setName, fc.constantFrom(400, 16 * 1024 * 1024), (rows, set, maxFileBytes) => {
      const databaseRows = rows.map(({ script: _, ...fields }) => monsterRow(fields));
      const scripts = new Map(rows.flatMap((r) => (r.script === undefined ? [] : [[`c${r.id}.lua`, r.script] as const])));
      const result = importCards(databaseRows, set, scripts, readSummonSource, { maxFileBytes, check: checkImportedFiles });
      const onDisk = onFoldingDisk(result.files);
      assert.equal(onDisk.length, result.files.length, `file names differ even with case folded: ${result.files.map((f) => f.name).join(', ')}`);
      for (const file of result.files) {
        assert.doesNotMatch(file.name, /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i, 'no Windows device name');
        assert.match(file.name, /^[\w.-]+\.card$/, 'a plain file name');
        assert.ok(Buffer.byteLength(file.text, 'utf8') <= maxFileBytes, `${file.name} is within the limit`);
      }
      const back = readBack(onDisk);
      assert.deepEqual(back.errors, [], 'no syntax error');
      const refused = new Set(result.refused.map((r) => r.row));
      const expected = databaseRows
        .filter((_, i) => !refused.has(i))
        .map((r) => [asWritten(r.name), asWrittenText(r.desc)])
        .sort();
      assert.deepEqual(back.cards.map((c) => [c.name.value, printedDesc(c)]).sort(), expected, 'one card per row, with its name and text');
      assert.equal(result.cards, back.cards.length);
      for (const refusedRow of result.refused) assert.ok(refusedRow.bytes > maxFileBytes, 'only a card larger than a file is refused');
      assert.deepEqual(unannouncedErrors(onDisk), [], 'every check error is announced above its card');
    }),
    fuzzOptions(150),
  );
});
