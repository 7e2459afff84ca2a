import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { CardFile } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { bundledLibraryFile, BUNDLED_LIBRARY_SOURCE } from '../../../server/src/engine/library/bundledLibrary';
import { readCdb, writeCdb } from '../../../server/src/interop/edopro/cdbFile';
import { exportEdopro, exportedRows, exportedScripts } from '../../../server/src/interop/edopro/exportSet';
import { importCards } from '../../../server/src/interop/edopro/importCards';
import { runDuel } from '../../../server/src/interop/edopro/ocgcore/duelDriver';
import { scriptFolder } from '../../../server/src/interop/edopro/scriptFolder';
import { loadOcgcore } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { REPO_ROOT, runBuiltCli } from '../cli/runBuiltCli';

const lower = (uri: string, text: string): CardFile => lowerFile(uri, parse(text).tree).file;

const monster = (name: string, lines: readonly string[]) =>
  `monster "${name}" {\n${lines.map((l) => `  ${l}\n`).join('')}  frame normal\n  attribute DARK\n  race Spellcaster\n  level 7\n  atk 2500 def 2100\n}\n`;

describe('export: a name defined twice', () => {
  test('two different definitions of one name are a problem each, naming the other, and nothing is exported', () => {
    const a = lower('file:///a.card', monster('Dark Magician', ['id 46986414']));
    const b = lower('file:///b.card', monster('Dark Magician', ['id 46986415']) + monster('Dark Magician', ['id 46986416']));
    const exported = exportEdopro([a, b]);
    assert.equal(exported.cards.length, 0, 'nothing exported');
    assert.equal(exported.problems.length, 2, 'one problem per later definition');
    for (const problem of exported.problems) {
      assert.equal(problem.card.uri, 'file:///b.card');
      assert.equal(problem.related?.uri, 'file:///a.card', 'the first definition is named');
      assert.match(problem.message, /"Dark Magician" is defined twice, and the definitions differ: .*`artworks`/);
    }
  });

  test('the same card given twice (a set holding a copy of a bundled library card) is exported once, with no problem', () => {
    const library = bundledLibraryFile();
    const copy = lower('file:///my-set/support.card', `\n\n${BUNDLED_LIBRARY_SOURCE}`);
    const exported = exportEdopro([copy, library], { assignIdsFrom: 900000000 });
    assert.deepEqual(exported.problems, []);
    assert.equal(exported.cards.length, library.cards.length);
  });

  test('definitions that differ in one effect statement are two cards', () => {
    const card = (draw: number) => `spell "Pot" {\n  id 55144522\n  kind normal\n  effect {\n    draw ${draw}\n  }\n}\n`;
    const exported = exportEdopro([lower('file:///a.card', card(2)), lower('file:///b.card', card(3))]);
    assert.equal(exported.problems.length, 1);
    assert.equal(exported.problems[0].card.uri, 'file:///b.card');
  });
});

describe('export: alternate artworks', () => {
  test('`artworks` lowers to the passcodes, commas optional; a passcode listed twice and an empty list are errors', () => {
    const { file, diagnostics } = lowerFile('file:///a.card', parse(monster('Dark Magician', ['id 46986414', 'artworks 46986415, 46986416 36996508'])).tree);
    assert.deepEqual(
      file.cards[0].artworks?.value.map((a) => a.value),
      [46986415, 46986416, 36996508],
    );
    assert.deepEqual(diagnostics, []);
    const bad = lowerFile('file:///b.card', parse('spell "S" {\n  artworks 5, 5\n}\ntrap "T" {\n  artworks\n}\n').tree).diagnostics;
    assert.deepEqual(
      bad.map((d) => d.code),
      ['CS0103', 'CS0102'],
    );
    assert.match(bad[0].message, /artwork passcode 5 is listed twice/);
  });

  test("each artwork is one more row whose alias is the card's passcode, with the card's name, text and stats", () => {
    const file = lower('file:///a.card', monster('Dark Magician', ['id 46986414', 'artworks 46986415, 36996508', 'text "The ultimate wizard."']));
    const exported = exportEdopro([file]);
    assert.deepEqual(exported.problems, []);
    const rows = exportedRows(exported);
    assert.deepEqual(
      rows.map((r) => [r.id, r.alias]),
      [
        [46986414, 0],
        [46986415, 46986414],
        [36996508, 46986414],
      ],
    );
    const main = rows[0];
    for (const artwork of rows.slice(1)) assert.deepEqual({ ...artwork, id: main.id, alias: 0 }, main, 'the same row but for id and alias');
  });

  test("an artwork close to its card needs no script (the engine loads the card's); a distant one gets a line that runs the card's", () => {
    const file = lower('file:///a.card', monster('Dark Magician', ['id 46986414', 'artworks 46986415, 36996508']));
    const exported = exportEdopro([file]);
    const scripts = exportedScripts(exported);
    assert.deepEqual(
      scripts.map((s) => s.fileName),
      ['c46986414.lua', 'c36996508.lua'],
    );
    assert.match(scripts[1].lua, /\nDuel\.LoadScript\("c46986414\.lua",false\)\n$/);
    assert.ok(scripts[1].lua.length < 200, 'a line, not a copy of the script');
  });

  test('a card with many artworks costs time and output linear in them', () => {
    const passcodes = Array.from({ length: 20000 }, (_, i) => 1_000_000 + i * 100);
    const exported = exportEdopro([lower('file:///a.card', monster('Many', ['id 5', `artworks ${passcodes.join(' ')}`]))]);
    assert.equal(exportedRows(exported).length, 20001);
    const bytes = exportedScripts(exported)
      .slice(1)
      .reduce((n, s) => n + s.lua.length, 0);
    assert.ok(bytes < 20000 * 200, `${bytes} bytes of artwork scripts`);
  });

  test("an artwork passcode another card or artwork has, or the card's own id, is a problem", () => {
    const exported = exportEdopro([
      lower(
        'file:///a.card',
        [
          monster('A', ['id 10', 'artworks 20, 10']),
          monster('B', ['id 20']),
          monster('C', ['id 30', 'artworks 40']),
          monster('D', ['id 50', 'artworks 40']),
          monster('E', ['id 60', 'artworks 4294967296']),
        ].join(''),
      ),
    ]);
    assert.equal(exported.cards.length, 0);
    assert.deepEqual(
      exported.problems.map((p) => [p.card.name.value, p.related?.name.value]),
      [
        ['A', 'B'],
        ['A', undefined],
        ['D', 'C'],
        ['E', undefined],
      ],
    );
    assert.match(exported.problems[0].message, /"A" lists the artwork passcode 20, which is taken as the passcode of "B"/);
    assert.match(exported.problems[1].message, /which is taken as its own id/);
    assert.match(exported.problems[2].message, /which is taken as an artwork of "C"/);
    assert.match(exported.problems[3].message, /artwork passcode 4294967296, but an EDOPro passcode is a whole number/);
  });

  test('--assign-ids skips the passcodes of artworks', () => {
    const exported = exportEdopro([lower('file:///a.card', monster('A', ['id 5', 'artworks 100, 101']) + monster('B', []))], { assignIdsFrom: 100 });
    assert.deepEqual(
      exported.cards.map((c) => [c.card.name.value, c.passcode]),
      [
        ['A', 5],
        ['B', 102],
      ],
    );
  });

  test('in the real engine an artwork plays as its card: close or distant (two of them), its summoning conditions hold', async () => {
    const vanishing =
      'monster "Vanishing Idol" {\n  id 1000\n  artworks 1001, 2000, 3000\n  frame effect\n  attribute LIGHT\n  race Fairy\n  level 4\n  atk 1000 def 1000\n  summon {\n    cannot normal summon or set\n    special summon by procedure from hand\n  }\n}\n';
    const exported = exportEdopro([lower('file:///a.card', vanishing)]);
    const pool = { rows: new Map(exportedRows(exported).map((r) => [r.id, r])), scripts: scriptFolder(exported) };
    const lib = await loadOcgcore();
    // All four in one hand: each distant artwork runs the card's script again in the same duel.
    const hand = [1000, 1001, 2000, 3000].map((code) => ({ code }));
    for (const { code } of hand) {
      const normal = runDuel(lib, pool, { you: { hand }, opponent: {}, steps: [{ action: { kind: 'normalSummon', code, prefer: [] } }] });
      const special = runDuel(lib, pool, { you: { hand }, opponent: {}, steps: [{ action: { kind: 'specialSummon', code, prefer: [] } }] });
      assert.deepEqual([...normal.log, ...special.log], [], `${code}: no script error`);
      assert.deepEqual([normal.steps[0].offered, special.steps[0].onField], [false, true], `${code}: not Normal Summoned, Special Summoned by its procedure`);
    }
  });
});

describe('cardscript export edopro: nothing dropped', () => {
  test('a name defined twice: exit 1, one error per definition with both places, nothing written', (t) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-twice-'));
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    fs.writeFileSync(path.join(dir, 'a.card'), monster('Dark Magician', ['id 46986414']));
    fs.writeFileSync(path.join(dir, 'b.card'), `\n${monster('Dark Magician', ['id 46986415'])}`);
    const out = path.join(dir, 'out');
    const run = runBuiltCli(['export', 'edopro', dir, '--out', out], REPO_ROOT);
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /b\.card:2: error "Dark Magician" is defined twice, and the definitions differ: .* \(the other: .*a\.card:1\)\n/);
    assert.match(run.stderr, /cardscript: nothing exported \(1 problem\(s\)\)/);
    assert.ok(!fs.existsSync(out), 'nothing written');
  });

  test('artworks: cards.cdb holds their rows, the summary lists them', async (t) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-artworks-'));
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    fs.writeFileSync(path.join(dir, 'a.card'), monster('Dark Magician', ['id 46986414', 'artworks 46986415']));
    const out = path.join(dir, 'out');
    const run = runBuiltCli(['export', 'edopro', dir, '--out', out], REPO_ROOT);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /\nAlternate artworks: 1 row\(s\) with an alias: "Dark Magician" 46986415\n/);
    const rows = await readCdb(fs.readFileSync(path.join(out, 'cards.cdb')));
    assert.deepEqual(
      rows.map((r) => [r.id, r.alias, r.name]),
      [
        [46986414, 0, 'Dark Magician'],
        [46986415, 46986414, 'Dark Magician'],
      ],
    );
    const json = JSON.parse(runBuiltCli(['export', 'edopro', dir, '--out', out, '--format', 'json'], REPO_ROOT).stdout) as {
      artworks: unknown;
      counts: { artworkRows: number };
    };
    assert.deepEqual(json.artworks, [{ name: 'Dark Magician', passcode: 46986414, artworks: [46986415] }]);
    assert.equal(json.counts.artworkRows, 1);
  });
});

describe('import edopro: alternate artworks', () => {
  const row = (id: number, alias: number, name = 'Dark Magician', atk = 2500) => ({
    id,
    ot: 0x3,
    alias,
    setcodes: [0x10a2],
    type: 0x11,
    atk,
    def: 2100,
    level: 7,
    race: 0x2,
    attribute: 0x20,
    category: 0,
    name,
    desc: 'The ultimate wizard.',
  });

  test("a row whose alias is a card with the same name and data is a passcode in that card's `artworks`, and the export writes every row back", async () => {
    const rows = [row(46986414, 0), row(46986415, 46986414), row(36996508, 46986414), row(99, 46986414, 'Dark Magician', 1)];
    const imported = importCards(rows, 'set');
    assert.equal(imported.cards, 2, 'the card and the row that differs in ATK');
    assert.equal(imported.artworks, 2);
    const text = imported.files.map((f) => f.text).join('\n');
    assert.match(text, /\n {2}artworks 46986415 36996508\n/);
    // The row that differs stays a card of its own, a version of the card (`alias`): no name defined twice.
    assert.match(text, /\n {2}alias 46986414\n/);
    const exported = exportEdopro(imported.files.map((f, i) => lower(`file:///${i}.card`, f.text)));
    assert.deepEqual(exported.problems, []);
    const back = await readCdb(await writeCdb(exportedRows(exported)));
    assert.deepEqual(
      back.map((r) => [r.id, r.alias, r.name, r.atk]),
      [
        [99, 46986414, 'Dark Magician', 1],
        [36996508, 46986414, 'Dark Magician', 2500],
        [46986414, 0, 'Dark Magician', 2500],
        [46986415, 46986414, 'Dark Magician', 2500],
      ],
    );
  });
});
