import * as path from 'path';
import { lowerFile } from '../core/lowering/lowerCards';
import { parse } from '../core/syntax/parser';
import { LineIndex } from '../core/text/lineIndex';
import { exportEdopro } from '../interop/edopro/exportSet';
import { writeExportFiles } from '../interop/edopro/exportFiles';
import { exportSummary, formatExportSummary } from '../interop/edopro/exportSummary';
import { displayPath, readCardFiles } from './cardFileInput';
import { ownLuaForExport } from './ownLuaForExport';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';
import { type CommandSpec, commandHelp, listOption, parseCommandOptions, stringOption } from './commandOptions';
import { LIBRARY_OPTION, libraryCard, loadCliLibraries } from './cliLibrary';

/** `export edopro`'s options (docs/cli.md, docs/edopro.md). */
export const EXPORT_COMMAND: CommandSpec = {
  name: 'export edopro',
  synopsis: 'cardscript export edopro [paths...] --out DIR [--assign-ids FROM] [--format text|json] [--library PATH]',
  positionals: true,
  summary: [
    "Writes DIR/cards.cdb (EDOPro's card database) and DIR/script/c<passcode>.lua for every card of the",
    ".card files and folders given (default: the current folder), with the scripts' shared runtime",
    'DIR/script/cardscript_runtime_<tag>.lua (copy it with them).',
  ].join('\n'),
  options: [
    { name: 'out', type: 'string', value: 'DIR', help: ['the folder to write (created if missing)'] },
    {
      name: 'assign-ids',
      type: 'string',
      value: 'FROM',
      help: [
        'passcodes for cards without an id: FROM, FROM+1, ... in name order, skipping',
        'taken passcodes (deterministic: the same cards get the same passcodes)',
      ],
    },
    { name: 'format', type: 'string', value: 'text|json', choices: ['text', 'json'], help: ['json: print the summary as JSON (text: the default)'] },
    {
      ...LIBRARY_OPTION,
      help: [...LIBRARY_OPTION.help, 'a card naming a library card refers to it by its passcode; library cards', 'are not written'],
    },
  ],
};

/**
 * `cardscript export edopro ...`. Exit 1 when a name is defined twice with different contents, a card has no
 * passcode, or two cards or artworks share one (nothing is written; each problem is one line, file:line).
 */
export async function runExportCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [target, ...rest] = args;
  if (target !== 'edopro') {
    io.stderr(
      `cardscript: ${target === undefined ? 'missing export target' : `unknown export target '${target}'`} (expected edopro)\n\n${commandHelp(EXPORT_COMMAND)}`,
    );
    return EXIT_USAGE;
  }
  const parsed = parseCommandOptions(EXPORT_COMMAND, rest);
  if (!parsed.ok) return usage(io, parsed.message);
  const paths = parsed.positionals;
  const out = stringOption(parsed, 'out');
  const assign = stringOption(parsed, 'assign-ids');
  const format = stringOption(parsed, 'format') ?? 'text';
  if (out === undefined) return usage(io, '--out DIR is required');
  let assignIdsFrom: number | undefined;
  if (assign !== undefined) {
    if (!/^\d+$/.test(assign) || Number(assign) < 1 || Number(assign) > 0xffffffff)
      return usage(io, `--assign-ids takes a passcode from 1 to 4294967295, not '${assign}'`);
    assignIdsFrom = Number(assign);
  }
  const read = readCardFiles(paths, io);
  if (!read.ok) {
    io.stderr(`${read.message}\n`);
    return EXIT_USAGE;
  }
  const lines = new Map(read.inputs.map((input) => [input.uri, { input, index: new LineIndex(input.text) }]));
  const files = read.inputs.map((input) => lowerFile(input.uri, parse(input.text).tree).file);
  const where = (uri: string, offset: number) => {
    const source = lines.get(uri);
    return source ? `${displayPath(source.input.absolutePath, io.cwd)}:${source.index.positionAt(offset).line + 1}: ` : '';
  };
  // The cards' own Lua files (`script "path"`): a missing or broken one stops the export, as a passcode problem does.
  const ownLua = await ownLuaForExport(files);
  if (ownLua.unchecked) io.stderr(`cardscript: warning: ${ownLua.unchecked}\n`);
  if (ownLua.problems.length > 0) {
    for (const problem of ownLua.problems) io.stderr(`${where(problem.card.uri, problem.span.start)}error ${problem.code} ${problem.message}\n`);
    io.stderr(`cardscript: nothing exported (${ownLua.problems.length} problem(s))\n`);
    return EXIT_FINDINGS;
  }
  const libraries = await loadCliLibraries(listOption(parsed, 'library'), io);
  const library = libraries.length === 0 ? {} : { library: (name: string) => libraryCard(libraries, name) };
  const exported = exportEdopro(files, { ...(assignIdsFrom !== undefined ? { assignIdsFrom } : {}), ownLua: ownLua.source, ...library });
  if (exported.problems.length > 0) {
    for (const problem of exported.problems) {
      const other = problem.related ? where(problem.related.uri, problem.related.name.span.start) : '';
      io.stderr(`${where(problem.card.uri, problem.card.name.span.start)}error ${problem.message}${other ? ` (the other: ${other.slice(0, -2)})` : ''}\n`);
    }
    io.stderr(`cardscript: nothing exported (${exported.problems.length} problem(s))\n`);
    return EXIT_FINDINGS;
  }
  const outDir = path.resolve(io.cwd, out);
  try {
    await writeExportFiles(exported, outDir);
  } catch (error) {
    io.stderr(`cardscript: cannot write ${out}: ${(error as Error).message}\n`);
    return EXIT_USAGE;
  }
  const summary = exportSummary(exported);
  if (format === 'json') io.stdoutData(`${JSON.stringify(summary, null, 2)}\n`);
  else io.stdout(formatExportSummary(summary, out));
  return EXIT_OK;
}

function usage(io: CliIo, message: string): number {
  io.stderr(`cardscript: ${message}\n\n${commandHelp(EXPORT_COMMAND)}`);
  return EXIT_USAGE;
}
