import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { MAX_CARD_FILE_BYTES, readRegularTextFile } from '../../../server/src/files/regularFileReader';
import { loadSqlJs, readCdb, writeCdb } from '../../../server/src/interop/edopro/cdbFile';
import { importCards } from '../../../server/src/interop/edopro/importCards';
import { readSummonSource } from '../../../server/src/interop/edopro/summonSource';
import { runBuiltCli } from '../cli/runBuiltCli';
import { monsterRow, onFoldingDisk, readBack, unannouncedErrors } from './importedFiles';

/**
 * `import edopro` against databases and scripts made to break it: a script's clause block or a Fusion
 * Monster's text that would close the card and start another, file names that collide, a group too large
 * for one file, garbage values, an --out that is not a folder, and a group of many rows (the cost).
 */

const scriptWith = (lines: readonly string[]) =>
  ['s.initial_effect=function(c) end', '-- cardscript-summon-begin', ...lines.map((l) => `-- | ${l}`), '-- cardscript-summon-end', ''].join('\n');

/** A Level 7 Effect Monster whose text states one clause. */
const effectRow = monsterRow({ type: 0x21, level: 7, name: 'Plain', desc: 'Cannot be Normal Summoned/Set.' });

const HOSTILE_BLOCKS: readonly (readonly [string, readonly string[]])[] = [
  ['closes the card and declares another', ['tributes 1', '}', '}', 'monster "Injected" {', 'frame normal', 'level 4', 'summon {', 'tributes 1']],
  ['does the same with lone carriage returns', ['tributes 1\r}\r}\rmonster "Injected" {\rframe normal\rlevel 4\rsummon {\rtributes 1']],
  ['hides text in a comment', ['tributes 2 # } monster "Injected" {']],
  ['puts two clauses on a line', ['cannot special summon; tributes 2']],
  ['leaves a string open', ['ritual spell "Rite']],
  ['holds a stray character', ['tributes 1 \u202e']],
  ['holds a NUL', ['tributes\u00002']],
  ['holds a line separator', ['tributes 1\u2028}']],
  ['is not a clause', ['print(1)']],
  ['opens a procedure it never closes', ['special summon by procedure from hand {', 'cost banish 1 dark monster from graveyard']],
  ['closes a block it never opened', ['}']],
  ['puts a brace inside a line', ['tributes { 1 }']],
];

for (const [what, lines] of HOSTILE_BLOCKS) {
  test(`a script clause block that ${what} is refused whole, said above the card, and the clauses come from the printed text`, () => {
    const result = importCards([effectRow], 'mine', new Map([['c1.lua', scriptWith(lines)]]), readSummonSource);
    const back = readBack(result.files);
    assert.deepEqual(back.errors, []);
    assert.deepEqual(
      back.cards.map((c) => c.name.value),
      ['Plain'],
      "one card, the row's",
    );
    const card = back.cards[0];
    assert.ok(card.kind === 'monster');
    assert.deepEqual(
      card.summon.map((c) => c.kind),
      ['cannotNormalSummonOrSet'],
      "the printed text's clause, nothing of the script",
    );
    assert.match(result.files[0].text, /^# A clause of the card's script is refused \(.+\), so the clauses come from the printed text: /m);
    assert.equal(result.fromScripts, 0);
    assert.deepEqual(result.refusedClauses.cards, ['Plain']);
    assert.ok(result.refusedClauses.clauses >= 1);
  });
}

test('a script clause block of real clauses, a procedure among them, is kept line for line', () => {
  const lines = [
    'cannot normal summon or set',
    'special summon by procedure from hand {',
    '  cost banish 1 dark monster from graveyard',
    '}',
    'summon cannot be negated',
  ];
  const result = importCards([effectRow], 'mine', new Map([['c1.lua', scriptWith(lines)]]), readSummonSource);
  assert.ok(result.files[0].text.includes(['  summon {', ...lines.map((l) => `    ${l}`), '  }'].join('\n')), result.files[0].text);
  assert.equal(result.fromScripts, 1);
  assert.deepEqual(result.refusedClauses, { cards: [], clauses: 0 });
  assert.doesNotMatch(result.files[0].text, /^#.*refused/m);
});

test('Fusion Materials read from a printed text are names in string literals: a text cannot close the card', () => {
  const fusion = (desc: string) => monsterRow({ type: 0x41, level: 6, name: 'Fused', desc });
  const hostile = importCards([fusion('"A" + "\n}\n}\nmonster " + "Injected" + " {\n  frame normal\n  level 4\n}\nmonster " + "Z"')], 'mine');
  const back = readBack(hostile.files);
  assert.deepEqual(back.errors, []);
  assert.deepEqual(
    back.cards.map((c) => c.name.value),
    ['Fused'],
  );
  assert.deepEqual(hostile.notDerived, ['Fused'], 'materials whose names hold line breaks are not derived, and said so');
  const escaped = importCards([fusion('"Back\\slash" + "Beta"')], 'mine');
  assert.match(escaped.files[0].text, /^ {4}fusion materials "Back\\\\slash" \+ "Beta"$/m);
  const plain = importCards([fusion('"Alpha" + "Beta"\r\nA fusion.')], 'mine');
  assert.match(plain.files[0].text, /^ {4}fusion materials "Alpha" \+ "Beta"$/m);
});

/** How many steps every array iteration (for-of, spread, destructuring) takes while `run` runs. */
function arraySteps(run: () => void): number {
  const original = Array.prototype[Symbol.iterator];
  let steps = 0;
  Array.prototype[Symbol.iterator] = function counted(this: unknown[]) {
    const iterator = original.call(this);
    return {
      next: () => {
        steps++;
        return iterator.next();
      },
      [Symbol.iterator]() {
        return this;
      },
    } as ArrayIterator<unknown>;
  };
  try {
    run();
  } finally {
    Array.prototype[Symbol.iterator] = original;
  }
  return steps;
}

test("the import's work is linear in the rows of one group: four times the rows, four times the steps (not sixteen)", () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => monsterRow({ id: i + 1, name: `Card ${i}`, desc: 'A plain monster.' }));
  const small = arraySteps(() => importCards(rows(500), 'mine'));
  const large = arraySteps(() => importCards(rows(2000), 'mine'));
  assert.ok(small > 500, `the count sees the import's loops: ${small}`);
  assert.ok(large / small < 4.4, `500 rows: ${small} steps, 2,000 rows: ${large} (${(large / small).toFixed(2)} times)`);
});

const SET_NAMES_THAT_COLLIDE = [
  'archetype-0x10',
  'Archetype-0x10',
  'ARCHETYPE-0X1A',
  'archetype 0x10',
  'archetype/0x1a',
  'archetype\u00e90x10',
  'archetype-0x10-2',
  'con',
  'NUL.x',
  'com1',
  'set-con',
  '',
  '..',
];

for (const setName of SET_NAMES_THAT_COLLIDE) {
  test(`set name ${JSON.stringify(setName)}: every card lands in a file of its own name, case folded, with its archetype's code`, () => {
    const rows = [
      monsterRow({ id: 1, name: 'No archetype' }),
      monsterRow({ id: 2, name: 'Archetype 10', setcodes: [0x10] }),
      monsterRow({ id: 3, name: 'Archetype 1a', setcodes: [0x1a] }),
      monsterRow({ id: 4, name: 'Archetype 10 too', setcodes: [0x10], desc: 'x'.repeat(200) }),
    ];
    // Small files: the archetype 0x10 group is split, so its second file is wanted as archetype-0x10-2 too.
    const result = importCards(rows, setName, new Map(), () => null, { maxFileBytes: 500 });
    const onDisk = onFoldingDisk(result.files);
    assert.equal(onDisk.length, result.files.length, `no two names fold to one: ${result.files.map((f) => f.name).join(', ')}`);
    for (const file of onDisk) assert.doesNotMatch(file.name, /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i);
    const back = readBack(onDisk);
    assert.deepEqual(back.cards.map((c) => c.name.value).sort(), rows.map((r) => r.name).sort(), 'cards in = cards out');
    for (const row of rows) {
      const file = onDisk.find((f) => f.text.includes(`monster "${row.name}" {`));
      const code = row.setcodes[0];
      assert.match(
        file?.text ?? '',
        code === undefined ? /^set "[^"]*"$/m : new RegExp(`^set "archetype-0x${code.toString(16)}" code 0X${code.toString(16).toUpperCase()}$`, 'm'),
        `${row.name}'s file declares its set`,
      );
    }
  });
}

test('a group past the file limit is split into files within it; a card larger than a file on its own is refused and said', () => {
  const rows = Array.from({ length: 30 }, (_, i) => monsterRow({ id: i + 1, name: `Card ${i}`, desc: `Text ${i} `.repeat(10) }));
  const huge = monsterRow({ id: 99, name: 'Huge', desc: 'y'.repeat(2000) });
  const result = importCards([...rows, huge], 'mine', new Map(), () => null, { maxFileBytes: 1000 });
  assert.ok(result.files.length > 3);
  for (const file of result.files) assert.ok(Buffer.byteLength(file.text, 'utf8') <= 1000, `${file.name}: ${Buffer.byteLength(file.text, 'utf8')} bytes`);
  assert.deepEqual(
    readBack(result.files).cards.map((c) => c.name.value),
    rows.map((r) => r.name),
  );
  assert.equal(result.cards, 30);
  assert.deepEqual(
    result.refused.map((r) => [r.name, r.row, r.bytes > 1000]),
    [['Huge', 30, true]],
  );
});

test('two 9 MB texts in one group: two files, each one the reader accepts (MAX_CARD_FILE_BYTES), the texts kept exactly', () => {
  const text = 'A long printed text. '.repeat(450_000);
  const rows = [monsterRow({ id: 1, name: 'First', desc: text }), monsterRow({ id: 2, name: 'Second', desc: text })];
  const result = importCards(rows, 'mine');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-import-split-'));
  try {
    for (const file of result.files) fs.writeFileSync(path.join(folder, file.name), file.text);
    const read = result.files.map((file) => readRegularTextFile(path.join(folder, file.name), MAX_CARD_FILE_BYTES));
    assert.deepEqual(
      read.map((r) => r.ok),
      [true, true],
      read.map((r) => (r.ok ? 'ok' : r.reason)).join('; '),
    );
    assert.deepEqual(
      readBack(result.files).cards.map((c) => c.text?.value === text),
      [true, true],
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

/** A cards.cdb in EDOPro's columns but without a primary key (so ids may repeat), holding exactly the values given. */
async function rawCdb(rows: readonly (readonly unknown[])[]): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    db.run('CREATE TABLE datas(id,ot,alias,setcode,type,atk,def,level,race,attribute,category)');
    db.run(`CREATE TABLE texts(id,name,desc,${Array.from({ length: 16 }, (_, i) => `str${i + 1}`).join(',')})`);
    for (const [id, name, type, atk, def, level, race, attribute, setcode] of rows) {
      db.run('INSERT INTO datas VALUES (?,0,0,?,?,?,?,?,?,?,0)', [id, setcode ?? 0, type, atk, def, level, race, attribute] as never);
      db.run(`INSERT INTO texts VALUES (?,?,''${',NULL'.repeat(16)})`, [id, name] as never);
    }
    return db.export();
  } finally {
    db.close();
  }
}

/** Rows of garbage: [id, name, type, atk, def, level, race, attribute, setcode], and what the remark above each card says. */
const GARBAGE: readonly (readonly [readonly unknown[], RegExp])[] = [
  [[1, null, 0x11, 100, 100, 4, 1, 0x10], /the name is empty: cardscript check reports CS0112/],
  [
    [2, 'Level minus one', 0x11, 100, 100, -1, 1, 0x10],
    /Level 255 \(the level column holds -1\) is out of range 0 to 12: no level is written: cardscript check reports CS0106/,
  ],
  [[3, 'Level all ones', 0x11, 100, 100, 0xffffffff, 1, 0x10], /Level 255 \(the level column holds 4294967295\) is out of range/],
  [[4, 'Rank 14', 0x800021, 100, 100, 14, 1, 0x10], /Rank 14 is out of range 0 to 13: no rank is written/],
  [[5, 'Negative ATK', 0x11, -5, 100, 4, 1, 0x10], /ATK -5 is not a stat \(0 or more, or -2 for \?\): no atk is written/],
  [[6, 'Text ATK', 0x11, 'lots', 100, 4, 1, 0x10], /ATK a value that is not a number is not a stat/],
  [[0, 'Passcode zero', 0x11, 100, 100, 4, 1, 0x10], /passcode 0 is not an EDOPro passcode \(a whole number from 1 to 4294967295\): no id is written/],
  [[-5, 'Passcode minus five', 0x11, 100, 100, 4, 1, 0x10], /passcode -5 is not an EDOPro passcode/],
  [[2 ** 33, 'Passcode two to the 33', 0x11, 100, 100, 4, 1, 0x10], /passcode 8589934592 is not an EDOPro passcode/],
  [[7, 'Twice', 0x11, 100, 100, 4, 1, 0x10], /another card of this database has the same name: cardscript check reports CS0107/],
  [[7, 'Twice', 0x11, 100, 100, 4, 1, 0x10], /passcode 7 is also an earlier card's: no id is written/],
  [[8, 'No kind', 0, 100, 100, 4, 1, 0x10], /type 0x0 is not exactly one of monster \(0x1\), spell \(0x2\), trap \(0x4\): imported as a trap/],
  [[9, 'Two attributes', 0x11, 100, 100, 4, 1, 0x3], /attribute 0x3 is not one attribute EDOPro knows: no attribute is written/],
  [[10, 'Odd setcode', 0x11, 100, 100, 4, 1, 0x10, 'abc'], /the setcode column holds no whole number/],
];

test('garbage values: each is said above its card and in the summary, no out-of-range id is written, and check reports no error left unsaid', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-import-garbage-'));
  try {
    fs.writeFileSync(path.join(root, 'garbage.cdb'), await rawCdb(GARBAGE.map(([row]) => row)));
    const run = runBuiltCli(['import', 'edopro', 'garbage.cdb', '--out', 'out'], root);
    assert.equal(run.status, 0, run.stderr);
    const files = fs.readdirSync(path.join(root, 'out')).map((name) => ({ name, text: fs.readFileSync(path.join(root, 'out', name), 'utf8') }));
    const text = files.map((f) => f.text).join('\n');
    for (const [row, remark] of GARBAGE)
      assert.match(text, new RegExp(`^# Not imported as is: ${remark.source}`, 'm'), `row ${String(row[0])} ${String(row[1])}`);
    assert.doesNotMatch(text, /^ {2}id (0|-5|8589934592)$/m, 'no out-of-range passcode is written as an id');
    assert.equal(text.match(/^ {2}id 7$/gm)?.length, 1, 'a passcode two rows share is written once');
    assert.equal(readBack(files).cards.length, GARBAGE.length);
    const listed = /^Values not imported as they are \(a comment above each card says what\): (.*)$/m.exec(run.stdout)?.[1];
    assert.deepEqual(
      listed?.split(', ').sort(),
      GARBAGE.map(([row]) => `"${String(row[1] ?? '')}"`).sort(),
      'the summary names every card with a garbage value',
    );
    assert.deepEqual(unannouncedErrors(files), []);
    const check = runBuiltCli(['check', 'out'], root);
    assert.equal(check.status, 1, 'the errors are there, and announced');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a database with more cards than the limit is refused before its rows are read', async () => {
  const bytes = await rawCdb([1, 2, 3, 4].map((id) => [id, `Card ${id}`, 0x11, 0, 0, 4, 1, 0x10]));
  await assert.rejects(readCdb(bytes, 3), /it has 4 cards; an import reads at most 3/);
  assert.equal((await readCdb(bytes, 4)).length, 4);
  const SQL = await loadSqlJs();
  const db = new SQL.Database(bytes);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-import-limit-'));
  try {
    db.run('WITH RECURSIVE n(i) AS (SELECT 5 UNION ALL SELECT i + 1 FROM n WHERE i < 50001) INSERT INTO datas SELECT i,0,0,0,17,0,0,4,1,16,0 FROM n');
    fs.writeFileSync(path.join(root, 'many.cdb'), db.export());
    const run = runBuiltCli(['import', 'edopro', 'many.cdb', '--out', 'out'], root);
    assert.equal(run.status, 2);
    assert.equal(run.stderr, 'cardscript: cannot import many.cdb: it has 50,001 cards; an import reads at most 50,000 (docs/edopro.md)\n');
    assert.ok(!fs.existsSync(path.join(root, 'out')), 'nothing written');
  } finally {
    db.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('--out a file, or a folder below one: a clear "cannot write" error, exit 2, no stack trace', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-import-out-'));
  try {
    fs.writeFileSync(path.join(root, 'cards.cdb'), await rawCdb([[1, 'Plain', 0x11, 0, 0, 4, 1, 0x10]]));
    fs.writeFileSync(path.join(root, 'a-file'), 'not a folder');
    fs.mkdirSync(path.join(root, 'taken', 'cards.card'), { recursive: true });
    for (const out of ['a-file', path.join('a-file', 'below'), 'taken']) {
      const run = runBuiltCli(['import', 'edopro', 'cards.cdb', '--out', out], root);
      assert.equal(run.status, 2, `${out}: ${run.stdout}${run.stderr}`);
      assert.match(run.stderr, new RegExp(`^cardscript: cannot write ${out.replace(/[\\/.]/g, '\\$&')}: \\S`), out);
      assert.doesNotMatch(run.stderr, /internal error|\n\s+at /, `${out}: no stack trace`);
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('through the CLI, a card too large for a .card file of its own exits 1 and is named; a name with a line break is one line of the summary', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-import-refused-'));
  try {
    const rows = [
      monsterRow({ id: 1, name: 'Huge', desc: 'z'.repeat(MAX_CARD_FILE_BYTES + 1) }),
      monsterRow({ id: 2, name: 'Two\nlines', type: 0x41, level: 6, desc: 'Some materials nobody can read.' }),
    ];
    fs.writeFileSync(path.join(root, 'big.cdb'), await writeCdb(rows));
    const run = runBuiltCli(['import', 'edopro', 'big.cdb', '--out', 'out'], root);
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stdout, /^Not imported: "Huge": its card alone is [\d,]+ bytes, more than a \.card file may hold/m);
    assert.match(run.stdout, /^Not derived \(a comment above each card says what\): "Two lines"$/m);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('clean rows draw no remark: each keeps its passcode as its id and none is listed as a value not imported', () => {
  const rows = [
    monsterRow({ id: 46986414, name: 'Dark Magician' }),
    monsterRow({ id: 38033121, name: 'Dark Magician Girl', level: 6 }),
    monsterRow({ id: 36996508, name: 'Dark Magician', alias: 46986414 }),
  ];
  const result = importCards(rows, 'mine');
  const text = result.files.map((f) => f.text).join('\n');
  assert.deepEqual(result.garbage, []);
  assert.doesNotMatch(text, /^# Not imported as is/m);
  assert.match(text, /^ {2}id 46986414$/m);
  assert.match(text, /^ {2}id 38033121$/m);
});
