import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CardDeclaration } from '../../server/src/core/model/cards';
import { lowerFile } from '../../server/src/core/lowering/lowerCards';
import { parse } from '../../server/src/core/syntax/parser';
import { loadSqlJs, readCdb } from '../../server/src/interop/edopro/cdbFile';
import { runDuel } from '../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore } from '../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { SHARED_RUNTIME } from '../../server/src/interop/edopro/sharedRuntime';
import { REPO_ROOT } from '../protocol/lspTestClient';
import { invisibleCharacters, svgProblems, visibleText } from './userView';
import { cardFileUri, fixtureNames } from '../helpers/fixtureFiles';

/**
 * The hostile corpus (test/fixtures/hostile/) through the product's file outputs:
 * - `cardscript export edopro`: every script c<passcode>.lua is loaded in the real engine (ocgcore-wasm),
 *   with the shared runtime it loads read from the same script/ folder, its card in the hand until the
 *   idle prompt (so summoning conditions run): no script error, no payload ran (each calls
 *   error('INJECTED')), the card's script table exists; every cards.cdb row read back with sql.js holds
 *   exactly the card's name and printed text.
 * - `cardscript import edopro`: the rows of test/fixtures/hostile/import-rows.json, written into a
 *   cards.cdb with sql.js under hostile file names, come back as .card files that parse to exactly those
 *   names and texts and nothing else (no clause, no comment, no card injected), all inside --out, also
 *   with a script beside each row whose clause block tries to close the card and declare another.
 * - `cardscript render --format svg|png|html`: every SVG is inert (no script, no foreign HTML, no event
 *   attribute, no reference but to its own parts or embedded images), shows no invisible character
 *   unrevealed; the gallery page holds no markup from a card, and refers only to the images beside it.
 */
const CORPUS = path.join(REPO_ROOT, 'test', 'fixtures', 'hostile');
const BUILT_CLI = path.join(REPO_ROOT, 'dist', 'cli.js');
const DEADLINE_MS = 120_000;
const FIRST_PASSCODE = 100_000_000;

function runCli(args: readonly string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd, encoding: 'utf8', timeout: DEADLINE_MS, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`cardscript ${args.join(' ')}: ${result.error.message}`);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every card of the corpus, by name (the first one of a name: the exporter keeps the first). */
function corpusCards(): Map<string, CardDeclaration> {
  const cards = new Map<string, CardDeclaration>();
  for (const name of fixtureNames(CORPUS, (f) => f.endsWith('.card'))) {
    const text = fs.readFileSync(path.join(CORPUS, name), 'utf8');
    for (const card of lowerFile(cardFileUri(path.join(CORPUS, name)), parse(text).tree).file.cards)
      if (!cards.has(card.name.value)) cards.set(card.name.value, card);
  }
  return cards;
}

/** Every file below a folder, relative to it. */
function filesBelow(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(folder, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

interface ImportCorpus {
  readonly databases: readonly string[];
  readonly rows: readonly { readonly name: string; readonly desc: string; readonly setcode?: number }[];
}

/** A cards.cdb in EDOPro's schema holding Normal Monsters (Level 4, LIGHT Warrior: no fact adds a clause). */
async function normalMonsterCdb(
  rows: readonly { readonly id: number; readonly name: string; readonly desc: string; readonly setcode?: number }[],
): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    db.run(
      'CREATE TABLE datas(id integer primary key,ot integer,alias integer,setcode integer,type integer,atk integer,def integer,level integer,race integer,attribute integer,category integer)',
    );
    db.run(`CREATE TABLE texts(id integer primary key,name text,desc text,${Array.from({ length: 16 }, (_, i) => `str${i + 1} text`).join(',')})`);
    for (const row of rows) {
      db.run('INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)', [row.id, 0x100, 0, row.setcode ?? 0, 0x11, 1000, 1000, 4, 0x1, 0x10, 0]);
      db.run(`INSERT INTO texts VALUES (?,?,?${',?'.repeat(16)})`, [row.id, row.name, row.desc, ...Array.from({ length: 16 }, () => '')]);
    }
    return db.export();
  } finally {
    db.close();
  }
}

/** A script whose CardScript clause block closes the summon block and the card, then declares a card of its own. */
const INJECTING_SCRIPT = [
  '-- cardscript-summon-begin',
  '-- | }',
  '-- | }',
  '-- | monster "Injected" {',
  '-- |   frame normal',
  '-- cardscript-summon-end',
  '',
].join('\n');

/** What a one-line CardScript string can hold of a database text: a line break or control character is a space. */
// eslint-disable-next-line no-control-regex
const asCardString = (text: string) => text.replace(/\r?\n/g, ' ').replace(/[\u0000-\u001f\u007f]/g, ' ');
// eslint-disable-next-line no-control-regex
const asCardText = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');

describe('hostile corpus through the export, import and render files', () => {
  let folder: string;
  const cards = corpusCards();

  before(() => {
    assert.ok(fs.existsSync(BUILT_CLI), 'dist/cli.js is missing: run `npm run build` first');
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-hostile-interop-'));
    fs.cpSync(CORPUS, path.join(folder, 'corpus'), { recursive: true, filter: (f) => !f.endsWith('.json') });
    assert.ok(cards.size >= 20, `the corpus has cards: ${cards.size}`);
  });

  after(() => {
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  describe('cardscript export edopro', () => {
    let exported: { passcodes: Map<number, string>; scripts: Map<string, string>; cdb: Uint8Array };

    before(() => {
      const run = runCli(['export', 'edopro', 'corpus', '--out', 'edopro', '--assign-ids', String(FIRST_PASSCODE), '--format', 'json'], folder);
      assert.equal(run.status, 0, run.stderr);
      const summary = JSON.parse(run.stdout) as { cards: number; assigned: { name: string; passcode: number }[] };
      assert.equal(summary.cards, cards.size, 'every card of the corpus is exported');
      const scriptDir = path.join(folder, 'edopro', 'script');
      exported = {
        passcodes: new Map(summary.assigned.map((a) => [a.passcode, a.name])),
        scripts: new Map(fs.readdirSync(scriptDir).map((f) => [f, fs.readFileSync(path.join(scriptDir, f), 'utf8')])),
        cdb: fs.readFileSync(path.join(folder, 'edopro', 'cards.cdb')),
      };
      assert.deepEqual(filesBelow(path.join(folder, 'edopro')), ['cards.cdb', ...[...exported.scripts.keys()].map((f) => path.join('script', f))].sort());
    });

    it("cards.cdb: every row holds exactly the card's name and printed text (read back with sql.js)", async () => {
      const SQL = await loadSqlJs();
      const db = new SQL.Database(exported.cdb);
      try {
        const rows = db.exec('SELECT id, name, desc FROM texts ORDER BY id')[0].values;
        assert.equal(rows.length, cards.size);
        for (const [id, name, desc] of rows) {
          const card = cards.get(String(name));
          assert.ok(card, `row ${id}: the name ${JSON.stringify(name)} is a corpus card's, exactly`);
          assert.equal(exported.passcodes.get(Number(id)), card.name.value, `row ${id} is the card the summary gave that passcode`);
          assert.equal(desc, card.text?.value ?? '', `row ${id}: the printed text of ${JSON.stringify(name)}, exactly`);
        }
        assert.equal(db.exec('SELECT count(*) FROM datas')[0].values[0][0], cards.size, "no row added or dropped by a card's text");
      } finally {
        db.close();
      }
    });

    it('script/: one c<passcode>.lua per card and the one shared runtime they all load, nothing else', () => {
      const runtimes = [...exported.scripts.keys()].filter((f) => !/^c\d+\.lua$/.test(f));
      assert.deepEqual(runtimes, [SHARED_RUNTIME.fileName]);
      assert.equal(exported.scripts.get(SHARED_RUNTIME.fileName), SHARED_RUNTIME.lua, 'the runtime file as the exporter defines it, whatever the cards hold');
      assert.deepEqual([...exported.scripts.keys()].filter((f) => /^c\d+\.lua$/.test(f)).sort(), [...exported.passcodes.keys()].map((p) => `c${p}.lua`).sort());
      for (const [name, lua] of exported.scripts)
        if (name !== SHARED_RUNTIME.fileName) assert.ok(lua.includes(`Duel.LoadScript("${SHARED_RUNTIME.fileName}")`), `${name} loads the runtime`);
    });

    it('c<passcode>.lua: every script loads in the real engine (with the runtime file read from script/), its card runs to the idle prompt, no payload runs', async () => {
      const lib = await loadOcgcore();
      const rows = new Map((await readCdb(exported.cdb)).map((row) => [row.id, row]));
      for (const [passcode, name] of exported.passcodes) {
        const where = `c${passcode}.lua (${JSON.stringify(name)})`;
        assert.ok(exported.scripts.has(`c${passcode}.lua`), `${where} is written`);
        const probe = `if type(c${passcode})~='table' or type(c${passcode}.initial_effect)~='function' then error('NOT LOADED c${passcode}') end`;
        const result = runDuel(lib, { rows, scripts: exported.scripts }, { you: { hand: [{ code: passcode }] }, opponent: {}, steps: [], luaAfter: probe });
        assert.equal(result.crashed, undefined, `${where}: the engine crashed: ${result.crashed}`);
        assert.deepEqual(result.log, [], `${where}: the engine logged script errors or a payload ran`);
      }
    });
  });

  describe('cardscript import edopro', () => {
    const corpus = JSON.parse(fs.readFileSync(path.join(CORPUS, 'import-rows.json'), 'utf8')) as ImportCorpus;

    it('hostile names and texts come back exactly, as data, and only inside --out', async () => {
      const cdb = await normalMonsterCdb(corpus.rows.map((row, i) => ({ ...row, id: FIRST_PASSCODE + i })));
      for (const database of corpus.databases) {
        const root = fs.mkdtempSync(path.join(folder, 'import-'));
        fs.mkdirSync(path.join(root, 'in', 'script'), { recursive: true });
        fs.writeFileSync(path.join(root, 'in', database), cdb);
        // Beside each row a script whose clause block tries to close the card and declare another.
        corpus.rows.forEach((_, i) => fs.writeFileSync(path.join(root, 'in', 'script', `c${FIRST_PASSCODE + i}.lua`), INJECTING_SCRIPT));

        const before = filesBelow(root);
        const run = runCli(['import', 'edopro', path.join('in', database), '--out', 'out'], root);
        assert.equal(run.status, 0, `${database}: ${run.stderr}`);
        assert.match(
          run.stdout,
          new RegExp(`^Clauses refused \\(${corpus.rows.length * 3}; `, 'm'),
          `${database}: every script's clauses are refused, and said`,
        );
        const written = filesBelow(root).filter((f) => !before.includes(f));
        assert.ok(
          written.length >= 1 && written.every((f) => f.startsWith(`out${path.sep}`) && !f.slice(4).includes(path.sep)),
          `${database}: written only inside --out, no folders chosen: ${written.join(', ')}`,
        );
        for (const file of written) {
          assert.ok(!/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i.test(path.basename(file)), `${database}: ${file} is not a Windows device name`);
        }

        const imported = written.flatMap((file) => {
          const text = fs.readFileSync(path.join(root, file), 'utf8');
          const { tree, diagnostics } = parse(text);
          const lowered = lowerFile(`file:///${file}`, tree);
          assert.deepEqual(
            [...diagnostics, ...lowered.diagnostics].filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`),
            [],
            `${database}: ${file} parses without errors`,
          );
          return lowered.file.cards;
        });
        assert.equal(imported.length, corpus.rows.length, `${database}: one card per row, none injected`);
        corpus.rows.forEach((row, i) => {
          const card = imported.find((c) => c.id?.value === FIRST_PASSCODE + i);
          assert.ok(card, `${database}: the card of row ${i} (${JSON.stringify(row.name)})`);
          assert.equal(card.name.value, asCardString(row.name), `${database}: the name of row ${i}, exactly`);
          assert.equal(card.text?.value, asCardText(row.desc), `${database}: the text of row ${i}, exactly`);
          assert.equal(card.kind, 'monster');
          if (card.kind === 'monster') {
            assert.equal(card.summon.length, 0, `${database}: row ${i} gains no summoning clause`);
            assert.deepEqual([card.frame?.value, card.level?.value, card.atk?.value], ['normal', 4, 1000], `${database}: row ${i}'s facts are the row's`);
          }
        });
      }
    });
    it("a FIFO in the database's place or a script's is refused, not waited on", async () => {
      const root = fs.mkdtempSync(path.join(folder, 'import-special-'));
      fs.mkdirSync(path.join(root, 'script'));
      fs.writeFileSync(path.join(root, 'cards.cdb'), await normalMonsterCdb([{ id: FIRST_PASSCODE, name: 'Plain', desc: '' }]));
      execFileSync('mkfifo', [path.join(root, 'script', `c${FIRST_PASSCODE}.lua`), path.join(root, 'fifo.cdb')]);
      const script = runCli(['import', 'edopro', 'cards.cdb', '--out', 'out'], root);
      assert.equal(script.status, 0, script.stderr);
      assert.match(script.stderr, new RegExp(`skipped script/c${FIRST_PASSCODE}\\.lua: not a regular file \\(a FIFO\\)`));
      const database = runCli(['import', 'edopro', 'fifo.cdb', '--out', 'out'], root);
      assert.equal(database.status, 2);
      assert.match(database.stderr, /cannot read fifo\.cdb: not a regular file \(a FIFO\)/);
    });
  });

  describe('cardscript render', () => {
    it('svg and png: one inert image per card, nothing invisible drawn unrevealed', () => {
      const svg = runCli(['render', 'corpus', '--out', 'svg', '--format', 'svg'], folder);
      assert.equal(svg.status, 0, svg.stderr);
      const images = fs.readdirSync(path.join(folder, 'svg')).filter((f) => f.endsWith('.svg'));
      assert.equal(images.length, cards.size, 'one image per card');
      for (const image of images) {
        const text = fs.readFileSync(path.join(folder, 'svg', image), 'utf8');
        assert.deepEqual(svgProblems(text), [], `${image} is inert`);
        const drawn = [...text.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => visibleText(m[1])).join(' ');
        assert.deepEqual(invisibleCharacters(drawn), [], `${image} draws invisible characters unrevealed: ${JSON.stringify(drawn.slice(0, 200))}`);
      }
      const png = runCli(['render', 'corpus', '--out', 'png', '--format', 'png'], folder);
      assert.equal(png.status, 0, png.stderr);
      const pngs = fs.readdirSync(path.join(folder, 'png'));
      assert.equal(pngs.length, cards.size);
      for (const file of pngs)
        assert.deepEqual(
          [...fs.readFileSync(path.join(folder, 'png', file)).subarray(0, 8)],
          [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
          `${file} is a PNG`,
        );
    });

    it('html: the gallery shows every name as text and refers only to the images beside it', () => {
      const run = runCli(['render', 'corpus', '--out', 'html', '--format', 'html'], folder);
      assert.equal(run.status, 0, run.stderr);
      const page = fs.readFileSync(path.join(folder, 'html', 'index.html'), 'utf8');
      const body = page.slice(page.indexOf('<body>'));
      const tags = [...body.matchAll(/<([a-zA-Z][\w-]*)\b/g)].map((m) => m[1].toLowerCase());
      assert.deepEqual([...new Set(tags)].sort(), ['body', 'figcaption', 'figure', 'h1', 'img', 'main'], "only the gallery's own elements");
      for (const [, src] of page.matchAll(/\ssrc="([^"]*)"/g)) assert.match(src, /^[a-z0-9-]+\.svg$/, 'an image beside the page, nothing else');
      for (const [tag, attributes] of page.matchAll(/<[a-zA-Z][\w-]*((?:\s+[\w-]+(?:="[^"]*")?)*)\s*\/?>/g)) {
        const names = [...attributes.matchAll(/\s+([\w-]+)(?:="[^"]*")?/g)].map((m) => m[1].toLowerCase());
        assert.deepEqual(
          names.filter((n) => n.startsWith('on') || n === 'href' || n === 'style' || n === 'srcset'),
          [],
          `no event attribute, link or inline style: ${tag.slice(0, 120)}`,
        );
      }
      assert.doesNotMatch(page.slice(page.indexOf('<style>'), page.indexOf('</style>')), /url\(|@import/i, 'no style reference');
      assert.match(page, /Content-Security-Policy" content="default-src 'none'; img-src 'self'/);
      const captions = [...body.matchAll(/<figcaption>([\s\S]*?)<\/figcaption>/g)].map((m) => visibleText(m[1]));
      assert.equal(captions.length, cards.size);
      for (const caption of captions)
        assert.deepEqual(invisibleCharacters(caption), [], `a caption shows invisible characters unrevealed: ${JSON.stringify(caption)}`);
    });
  });
});
