import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TYPE } from '../../../server/src/interop/edopro/engineConstants';
import { writeCdb } from '../../../server/src/interop/edopro/cdbFile';
import { invisibleCharacters, shownAs } from '../../hostile/userView';
import { asWritten } from '../edopro/importedFiles';
import { type CliRun, runBuiltCli } from './runBuiltCli';

/**
 * Card names that drive a terminal, through every command and format of the built CLI. Text for people
 * (every stdout and stderr line but a machine format's) shows each control and bidi character as
 * `<U+001B>`, so nothing reaches the terminal raw; `--format json` is the data exactly, names included.
 */
const NAMES = {
  osc8: 'Osc \u001b]8;;http://x\u001b\\Link\u001b]8;;\u001b\\',
  csi: 'Csi \u001b[2J\u001b[31mRed',
  c1: 'Cone \u009b2J',
  bidi: 'Bidi \u202eReversed',
  bel: 'Bell \u0007Ding',
  nul: 'Nul \u0000Byte',
} as const;
const ALL = Object.values(NAMES);
/** A carriage return in an EDOPro database's name: the rest of the line would overwrite its start. */
const CR_NAME = 'Cr \rOverwrite';
/** Folder and file names are card data too when a downloaded set is imported or checked. */
const HOSTILE_FOLDER = 'db \u001b]8;;file:x\u0007 \u001b[2J';
const ARGUMENT = 'Nope \u001b[2J\u001b]8;;http://x\u0007';

/** A CardScript string literal. */
const literal = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

const monster = (name: string, id?: number) =>
  `monster ${literal(name)} {\n${id === undefined ? '' : `  id ${id}\n`}  frame effect\n  attribute DARK\n  race Fiend\n  level 4\n  atk 1000 def 1000\n  art "missing.png"\n  text "When this card is Normal Summoned: draw 1 card."\n}\n`;
const scenario = (name: string) => `scenario ${literal(name)} {\n  you { hand ${literal(name)} }\n  step normal summon ${literal(name)} expect legal\n}\n`;

interface TextRun {
  readonly args: readonly string[];
  readonly exit: number;
  /** What stdout and stderr must show between them: the names revealed, so the names are printed at all. */
  readonly shows: readonly string[];
}

const revealed = (names: readonly string[]) => names.map(shownAs);

/** Every command and text format, each printing hostile names (from cards, a database, a path or an argument). */
const TEXT_RUNS: readonly TextRun[] = [
  { args: ['check', 'twice'], exit: 1, shows: revealed(ALL) },
  { args: ['check', `missing ${ARGUMENT}`], exit: 2, shows: revealed([ARGUMENT]) },
  { args: ['check', 'twice', `--${ARGUMENT}`], exit: 2, shows: revealed([ARGUMENT]) },
  { args: ['simulate', 'cards'], exit: 0, shows: revealed(ALL) },
  { args: ['simulate', 'cards', '--card', NAMES.csi], exit: 0, shows: revealed([NAMES.csi]) },
  { args: ['simulate', 'cards', '--card', NAMES.bidi, '--format', 'json'], exit: 0, shows: revealed([NAMES.bidi]) },
  { args: ['simulate', 'cards', '--card', ARGUMENT], exit: 2, shows: revealed([ARGUMENT]) },
  { args: ['simulate', 'cards', '--scenario', ARGUMENT], exit: 2, shows: revealed([ARGUMENT]) },
  { args: ['render', 'cards', '--out', 'rendered'], exit: 0, shows: revealed(ALL) },
  { args: ['render', 'cards', '--out', 'rendered', '--card', ARGUMENT], exit: 2, shows: revealed([ARGUMENT]) },
  { args: ['export', 'edopro', 'cards', '--out', 'exported-text', '--assign-ids', '100'], exit: 0, shows: revealed(ALL) },
  // The problems (nothing is written): a card without an id, two cards with one id, --assign-ids overflowing.
  { args: ['export', 'edopro', 'cards', '--out', 'not-written'], exit: 1, shows: revealed(ALL) },
  { args: ['export', 'edopro', 'cards', '--out', 'not-written', '--format', 'json'], exit: 1, shows: revealed(ALL) },
  { args: ['export', 'edopro', 'twice', '--out', 'not-written'], exit: 1, shows: revealed(ALL) },
  // Six cards from the last three passcodes: the three last in code-point order find none.
  { args: ['export', 'edopro', 'cards', '--out', 'not-written', '--assign-ids', '4294967293'], exit: 1, shows: revealed([NAMES.csi, NAMES.nul, NAMES.osc8]) },
  { args: ['export', ARGUMENT], exit: 2, shows: revealed([ARGUMENT]) },
  { args: ['export', 'edopro', 'cards', '--out', 'not-written', '--assign-ids', ARGUMENT], exit: 2, shows: revealed([ARGUMENT]) },
  // "Not derived" names (Fusion Monsters whose text names no materials), the summary, a skipped script.
  // The import's summary names each card as its .card file holds it (a control character as a space, docs/edopro.md).
  {
    args: ['import', 'edopro', `${HOSTILE_FOLDER}/cards.cdb`, '--out', 'imported'],
    exit: 0,
    shows: [...revealed([...ALL, CR_NAME].map(asWritten)), ...revealed([HOSTILE_FOLDER])],
  },
  { args: ['import', 'edopro', `${HOSTILE_FOLDER}/not-a-database.cdb`, '--out', 'imported'], exit: 2, shows: revealed([HOSTILE_FOLDER]) },
  { args: ['import', ARGUMENT], exit: 2, shows: revealed([ARGUMENT]) },
  { args: ['lsp', `--socket=${ARGUMENT}`], exit: 2, shows: revealed([ARGUMENT]) },
  { args: ['lsp', '--help'], exit: 0, shows: ['cardscript lsp'] },
  { args: ['export', 'edopro', '--help'], exit: 0, shows: ['cardscript export edopro'] },
  { args: ['--version'], exit: 0, shows: [] },
];

interface DataRun {
  readonly args: readonly string[];
  readonly exit: number;
  /** The names the JSON holds, read from the parsed output. */
  readonly names: (json: unknown) => readonly string[];
  readonly expected: readonly string[];
}

type Named = { readonly name: string };
const names = (items: readonly Named[]) => items.map((item) => item.name);

/** The machine formats: exactly `JSON.stringify(value, null, 2)`, the names as the cards spell them. */
const DATA_RUNS: readonly DataRun[] = [
  {
    args: ['check', 'twice', '--format', 'json'],
    exit: 1,
    names: (json) => names((json as { cards: Named[] }).cards),
    expected: ALL.flatMap((name) => [name, name, `${name} Twin`]),
  },
  { args: ['simulate', 'cards', '--format', 'json'], exit: 0, names: (json) => names((json as { scenarios: Named[] }).scenarios), expected: ALL },
  { args: ['simulate', 'cards', '--card', NAMES.c1, '--format', 'json'], exit: 0, names: (json) => [(json as { card: string }).card], expected: [NAMES.c1] },
  {
    args: ['export', 'edopro', 'cards', '--out', 'exported-json', '--assign-ids', '100', '--format', 'json'],
    exit: 0,
    names: (json) => names((json as { assigned: Named[] }).assigned),
    expected: ALL,
  },
  {
    args: ['export', 'edopro', 'cards', '--out', 'exported-json', '--assign-ids', '100', '--format', 'json'],
    exit: 0,
    names: (json) => names((json as { stubs: Named[] }).stubs),
    expected: ALL,
  },
];

/** Nothing a terminal would act on: no control or invisible character but tab and line feed, no lone carriage return. */
function assertTerminalSafe(text: string, where: string): void {
  assert.deepEqual(invisibleCharacters(text), [], `${where}: ${JSON.stringify(text.slice(0, 400))}`);
  assert.doesNotMatch(text, /\r(?!\n)/, `${where}: a carriage return inside a line`);
}

const commandLine = (args: readonly string[]) => shownAs(args.join(' '));

describe('hostile names through every CLI command and format (built CLI)', () => {
  let folder: string;
  const run = (args: readonly string[]): CliRun => runBuiltCli(args, folder);

  before(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-hostile-names-'));
    fs.mkdirSync(path.join(folder, 'cards'));
    fs.writeFileSync(path.join(folder, 'cards', 'hostile.card'), ALL.map((name) => `${monster(name)}\n${scenario(name)}`).join('\n'));
    // Each name twice (CS0107 quotes it; the export keeps the first) and a twin with its passcode (the export refuses it).
    fs.mkdirSync(path.join(folder, 'twice'));
    fs.writeFileSync(
      path.join(folder, 'twice', 'twice.card'),
      ALL.map((name, i) => [name, name, `${name} Twin`].map((n) => monster(n, 1000 + i)).join('\n')).join('\n'),
    );
    const database = path.join(folder, HOSTILE_FOLDER);
    fs.mkdirSync(path.join(database, 'script'), { recursive: true });
    const fusion = (name: string, id: number) => ({
      id,
      ot: 3,
      alias: 0,
      setcodes: [],
      type: TYPE.MONSTER | TYPE.FUSION,
      atk: 1000,
      def: 1000,
      level: 6,
      race: 0x1,
      attribute: 0x10,
      category: 0,
      name,
      desc: 'A monster of legend.',
    });
    fs.writeFileSync(path.join(database, 'cards.cdb'), await writeCdb([...ALL, CR_NAME].map((name, i) => fusion(name, 1 + i))));
    execFileSync('mkfifo', [path.join(database, 'script', 'c1.lua')]);
    fs.writeFileSync(path.join(database, 'not-a-database.cdb'), 'not SQLite');
  });

  after(() => {
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  for (const row of TEXT_RUNS) {
    it(`text: cardscript ${commandLine(row.args)}: shows control and bidi characters revealed`, () => {
      const result = run(row.args);
      assert.equal(result.status, row.exit, result.stderr);
      const isData = row.args.includes('json');
      if (!isData) assertTerminalSafe(result.stdout, 'stdout');
      assertTerminalSafe(result.stderr, 'stderr');
      const shown = isData ? result.stderr : result.stdout + result.stderr;
      for (const expected of row.shows) assert.ok(shown.includes(expected), `shows ${JSON.stringify(expected)}:\n${shown.slice(0, 2000)}`);
    });
  }

  for (const row of DATA_RUNS) {
    it(`data: cardscript ${commandLine(row.args)}: the JSON holds the names exactly`, () => {
      const result = run(row.args);
      assert.equal(result.status, row.exit, result.stderr);
      const json: unknown = JSON.parse(result.stdout);
      assert.equal(result.stdout, `${JSON.stringify(json, null, 2)}\n`, 'exactly JSON.stringify(value, null, 2)');
      assert.deepEqual([...row.names(json)].sort(), [...row.expected].sort());
      assertTerminalSafe(result.stderr, 'stderr');
    });
  }

  it('data: cardscript check --format sarif reveals the names in its messages, escaped for SARIF', () => {
    const result = run(['check', 'twice', '--format', 'sarif']);
    assert.equal(result.status, 1, result.stderr);
    const log = JSON.parse(result.stdout) as { runs: { results: { message: { text: string } }[] }[] };
    const messages = log.runs[0].results.map((r) => r.message.text).join('\n');
    assertTerminalSafe(messages, 'SARIF messages');
    // SARIF 2.1.0 §3.11.6: `[`, `]` and `\` are backslash-escaped in message text.
    for (const name of ALL)
      assert.ok(messages.includes(shownAs(name).replace(/[\\[\]]/g, (ch) => `\\${ch}`)), `${JSON.stringify(shownAs(name))} in:\n${messages}`);
  });
});
