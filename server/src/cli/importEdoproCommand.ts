import * as fs from 'fs';
import * as path from 'path';
import { readCdb } from '../interop/edopro/cdbFile';
import { importCards } from '../interop/edopro/importCards';
import { readSummonSource } from '../interop/edopro/summonSource';
import { EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';
import { type CommandSpec, commandHelp, parseCommandOptions, stringOption } from './commandOptions';
import { MAX_CARD_FILE_BYTES, readRegularFile } from './regularFileReader';

/** The largest card database read (EDOPro's own, every card printed, is about 20 MB). */
const MAX_DATABASE_BYTES = 256 * 1024 * 1024;

/** `import edopro`'s options (docs/cli.md, docs/edopro.md). */
export const IMPORT_COMMAND: CommandSpec = {
  name: 'import edopro', synopsis: 'cardscript import edopro FILE.cdb --out DIR', positionals: true,
  summary: [
    'Writes one .card file per archetype (and one for the cards without one) into DIR, from an EDOPro card',
    'database. Scripts next to the database (script/c<passcode>.lua) that a CardScript export wrote give back',
    'the exact summoning clauses; otherwise the clauses are read from the printed text.',
  ].join('\n'),
  options: [{ name: 'out', type: 'string', value: 'DIR', help: ['the folder to write the .card files to'] }],
};

export async function runImportCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [target, ...rest] = args;
  if (target !== 'edopro') {
    io.stderr(`cardscript: ${target === undefined ? 'missing import source' : `unknown import source '${target}'`} (expected edopro)\n\n${commandHelp(IMPORT_COMMAND)}`);
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
    rows = await readCdb(bytes);
  } catch (error) {
    io.stderr(`cardscript: ${positional[0]} is not an EDOPro card database: ${(error as Error).message}\n`);
    return EXIT_USAGE;
  }
  const scriptDir = path.join(path.dirname(cdb), 'script');
  const scripts = new Map<string, string>();
  for (const row of rows) {
    const file = path.join(scriptDir, `c${row.id}.lua`);
    if (!fs.existsSync(file)) continue;
    const script = readRegularFile(file, MAX_CARD_FILE_BYTES);
    if (script.ok) scripts.set(`c${row.id}.lua`, script.bytes.toString('utf8'));
    else io.stderr(`cardscript: skipped ${path.relative(io.cwd, file)}: ${script.reason}\n`);
  }
  const setName = path.basename(cdb).replace(/\.cdb$/i, '');
  const result = importCards(rows, setName, scripts, readSummonSource);
  const outDir = path.resolve(io.cwd, out);
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of result.files) fs.writeFileSync(path.join(outDir, file.name), file.text);
  io.stdout(`Imported ${result.cards} card(s) into ${result.files.length} file(s) in ${out}; clauses from exported scripts: ${result.fromScripts}, from the printed text: ${result.cards - result.fromScripts}.\n`);
  if (result.notDerived.length > 0) io.stdout(`Not derived (a comment above each card says what): ${result.notDerived.map((n) => `"${n}"`).join(', ')}\n`);
  return EXIT_OK;
}

function usage(io: CliIo, message: string): number {
  io.stderr(`cardscript: ${message}\n\n${commandHelp(IMPORT_COMMAND)}`);
  return EXIT_USAGE;
}
