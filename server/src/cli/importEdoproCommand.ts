import * as fs from 'fs';
import * as path from 'path';
import { revealInvisibles } from '../core/text/markdown';
import { asCardString } from '../interop/edopro/cardFileWriter';
import { readCdb, TooManyCards } from '../interop/edopro/cdbFile';
import { importCards, type ImportResult } from '../interop/edopro/importCards';
import { isPasscode } from '../interop/edopro/importedCard';
import { checkImportedFiles } from './importedFileCheck';
import { readSummonSource } from '../interop/edopro/summonSource';
import { archetypeNamesOf } from '../interop/edopro/stringsConf';
import { auditImportedScripts, type ScriptAudit } from '../interop/edopro/scriptAudit/scriptAudit';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';
import { type CommandSpec, commandHelp, parseCommandOptions, stringOption } from './commandOptions';
import { MAX_CARD_FILE_BYTES, readRegularFile } from '../files/regularFileReader';
import { ScriptFolderError, scriptFolderIndex } from './scriptFolderIndex';

/**
 * The largest card database read, and the most cards read from one (docs/edopro.md, "Import"): EDOPro's
 * own, every card printed, is about 20 MB and 13,000 cards. Time and memory are linear in both; at the
 * limits (50,000 cards in 64 MiB) an import with its check takes about 13 s and 700 MB.
 */
const MAX_DATABASE_BYTES = 64 * 1024 * 1024;
const MAX_DATABASE_CARDS = 50_000;

/** `import edopro`'s options (docs/cli.md, docs/edopro.md). */
export const IMPORT_COMMAND: CommandSpec = {
  name: 'import edopro',
  synopsis: 'cardscript import edopro FILE.cdb --out DIR [--scripts DIR]',
  positionals: true,
  summary: [
    'Writes one .card file per archetype (and one for the cards without one) into DIR, from an EDOPro card',
    'database. Scripts next to the database (script/c<passcode>.lua) that a CardScript export wrote give back',
    'the exact summoning clauses; otherwise the clauses are read from the printed text.',
  ].join('\n'),
  options: [
    { name: 'out', type: 'string', value: 'DIR', help: ['the folder to write the .card files to'] },
    { name: 'strings', type: 'string', value: 'FILE', help: ["EDOPro's strings.conf: archetypes are written by name (its !setname lines), not only by code"] },
    {
      name: 'scripts',
      type: 'string',
      value: 'DIR',
      help: [
        "the cards' own Lua scripts (c<passcode>.lua, in DIR or a folder in it, with constant.lua, utility.lua",
        "and proc_*.lua if DIR has them): each monster's script is asked the summoning questions in EDOPro's",
        'engine and compared with the clauses read from its text; a disagreement is a comment above the card',
      ],
    },
  ],
};

export async function runImportCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [target, ...rest] = args;
  if (target !== 'edopro') {
    io.stderr(
      `cardscript: ${target === undefined ? 'missing import source' : `unknown import source '${target}'`} (expected edopro)\n\n${commandHelp(IMPORT_COMMAND)}`,
    );
    return EXIT_USAGE;
  }
  const parsed = parseCommandOptions(IMPORT_COMMAND, rest);
  if (!parsed.ok) return usage(io, parsed.message);
  const positional = parsed.positionals;
  const out = stringOption(parsed, 'out');
  if (positional.length !== 1) return usage(io, 'give exactly one cards.cdb');
  if (!out) return usage(io, '--out DIR is required');
  const cdb = path.resolve(io.cwd, positional[0]);
  // Downloaded databases come with their folder: a FIFO or a device in the database's place must not hang.
  const database = readRegularFile(cdb, MAX_DATABASE_BYTES);
  if (!database.ok) {
    io.stderr(`cardscript: cannot read ${positional[0]}: ${database.reason}\n`);
    return EXIT_USAGE;
  }
  const bytes: Uint8Array = database.bytes;
  let rows;
  try {
    rows = await readCdb(bytes, MAX_DATABASE_CARDS);
  } catch (error) {
    if (error instanceof TooManyCards) io.stderr(`cardscript: cannot import ${positional[0]}: ${error.message} (docs/edopro.md)\n`);
    else io.stderr(`cardscript: ${positional[0]} is not an EDOPro card database: ${(error as Error).message}\n`);
    return EXIT_USAGE;
  }
  const scriptDir = path.join(path.dirname(cdb), 'script');
  const scripts = new Map<string, string>();
  for (const row of rows) {
    if (!isPasscode(row.id)) continue;
    const file = path.join(scriptDir, `c${row.id}.lua`);
    if (!fs.existsSync(file)) continue;
    const script = readRegularFile(file, MAX_CARD_FILE_BYTES);
    if (script.ok) scripts.set(`c${row.id}.lua`, script.bytes.toString('utf8'));
    else io.stderr(`cardscript: skipped ${path.relative(io.cwd, file)}: ${script.reason}\n`);
  }
  const stringsFile = stringOption(parsed, 'strings');
  let archetypeNames: Map<number, string> | undefined;
  if (stringsFile) {
    const conf = readRegularFile(path.resolve(io.cwd, stringsFile), MAX_CARD_FILE_BYTES);
    if (!conf.ok) {
      io.stderr(`cardscript: cannot read ${stringsFile}: ${conf.reason}\n`);
      return EXIT_USAGE;
    }
    archetypeNames = archetypeNamesOf(conf.bytes.toString('utf8'));
  }
  const setName = path.basename(cdb).replace(/\.cdb$/i, '');
  const options = { maxFileBytes: MAX_CARD_FILE_BYTES, check: checkImportedFiles, ...(archetypeNames ? { archetypeNames } : {}) };
  let result = importCards(rows, setName, scripts, readSummonSource, options);
  const scriptsOption = stringOption(parsed, 'scripts');
  let audit: ScriptAudit | undefined;
  if (scriptsOption) {
    let index;
    try {
      index = scriptFolderIndex(path.resolve(io.cwd, scriptsOption));
    } catch (error) {
      if (!(error instanceof ScriptFolderError)) throw error;
      io.stderr(`cardscript: cannot read --scripts ${scriptsOption}: ${error.message}\n`);
      return EXIT_USAGE;
    }
    try {
      audit = await auditImportedScripts(rows, result, index.files);
    } catch (error) {
      io.stderr(`cardscript: --scripts needs EDOPro's engine: ${(error as Error).message}\n`);
      return EXIT_USAGE;
    }
    // The same import again, each audited card with its remarks (the check runs on the files as written).
    if (audit.remarks.size > 0) result = importCards(rows, setName, scripts, readSummonSource, { ...options, remarks: audit.remarks });
  }
  const outDir = path.resolve(io.cwd, out);
  try {
    if (fs.existsSync(outDir) && !fs.statSync(outDir).isDirectory()) throw new Error('it is not a folder');
    fs.mkdirSync(outDir, { recursive: true });
    for (const file of result.files) fs.writeFileSync(path.join(outDir, file.name), file.text);
  } catch (error) {
    io.stderr(`cardscript: cannot write ${out}: ${(error as Error).message}\n`);
    return EXIT_USAGE;
  }
  io.stdout(
    `Imported ${result.cards} card(s) into ${result.files.length} file(s) in ${out}; clauses from exported scripts: ${result.fromScripts}, from the printed text: ${result.cards - result.fromScripts}.\n`,
  );
  if (result.artworks > 0)
    io.stdout(`Alternate artworks (rows whose alias is a card with the same name and data): ${result.artworks}, each a passcode in its card's \`artworks\`.\n`);
  if (result.notDerived.length > 0) io.stdout(`Not derived (a comment above each card says what): ${result.notDerived.map(shownName).join(', ')}\n`);
  for (const line of reportedLines(result)) io.stdout(`${line}\n`);
  if (audit) for (const line of auditLines(audit, scriptsOption ?? '')) io.stdout(`${line}\n`);
  // A card left out is a finding, as an error is for `check`: scripts and CI see it, not only a reader.
  return result.refused.length > 0 ? EXIT_FINDINGS : EXIT_OK;
}

/** A card's name in the summary: as the file holds it, anything invisible shown. */
const shownName = (name: string) => `"${revealInvisibles(asCardString(name))}"`;

/** The summary's lines for what the files do not hold as the database and scripts have it. */
function reportedLines(result: ImportResult): string[] {
  const lines: string[] = [];
  if (result.refusedClauses.clauses > 0) {
    lines.push(
      `Clauses refused (${result.refusedClauses.clauses}; a comment above each card says which and why): ${result.refusedClauses.cards.map(shownName).join(', ')}`,
    );
  }
  if (result.garbage.length > 0)
    lines.push(`Values not imported as they are (a comment above each card says what): ${result.garbage.map(shownName).join(', ')}`);
  if (result.checkErrors.length > 0)
    lines.push(`Errors cardscript check reports (a comment above each card says which): ${result.checkErrors.map(shownName).join(', ')}`);
  for (const card of result.refused) {
    lines.push(
      `Not imported: ${shownName(card.name)}: its card alone is ${card.bytes.toLocaleString('en-US')} bytes, more than a .card file may hold (${MAX_CARD_FILE_BYTES.toLocaleString('en-US')} bytes).`,
    );
  }
  return lines;
}

/** The summary's lines for `--scripts`: what was compared, and each card of each kind. */
function auditLines(audit: ScriptAudit, dir: string): string[] {
  const of = (status: string) => audit.cards.filter((c) => c.status === status).map((c) => shownName(c.row.name));
  const compared = audit.cards.filter((c) => c.verdict).length;
  const lines = [
    `Own scripts (--scripts ${revealInvisibles(dir)}) asked in EDOPro's engine: ${compared} monster(s) compared with their printed text, ${of('agrees').length} agree.`,
  ];
  const disagree = of('disagrees');
  if (disagree.length > 0) lines.push(`Script and printed text disagree (a comment above each card says how): ${disagree.join(', ')}`);
  const own = audit.cards.filter((c) => c.ownMechanics.length > 0).map((c) => shownName(c.row.name));
  if (own.length > 0) lines.push(`Summon mechanics of a script's own, which CardScript does not know (a comment above each card names it): ${own.join(', ')}`);
  const errors = of('script-error');
  if (errors.length > 0) lines.push(`Script errors (a comment above each card says which; not compared): ${errors.join(', ')}`);
  const stopped = of('stopped');
  if (stopped.length > 0) lines.push(`Scripts stopped (a comment above each card says why; not compared): ${stopped.join(', ')}`);
  const missing = of('no-script');
  if (missing.length > 0) lines.push(`Monsters without a script c<passcode>.lua in ${revealInvisibles(dir)} (not compared): ${missing.join(', ')}`);
  return lines;
}

function usage(io: CliIo, message: string): number {
  io.stderr(`cardscript: ${message}\n\n${commandHelp(IMPORT_COMMAND)}`);
  return EXIT_USAGE;
}
