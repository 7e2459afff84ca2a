import * as path from 'path';
import { lowerFile } from '../core/model/lowerCards';
import { parse } from '../core/syntax/parser';
import { LineIndex } from '../core/text/lineIndex';
import { exportEdopro } from '../interop/edopro/exportSet';
import { writeExportFiles } from '../interop/edopro/exportFiles';
import { exportSummary, formatExportSummary } from '../interop/edopro/exportSummary';
import { displayPath, readCardFiles } from './cardFileInput';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';

export const EXPORT_USAGE = `Usage: cardscript export edopro [paths...] --out DIR [--assign-ids FROM] [--format text|json]

Writes DIR/cards.cdb (EDOPro's card database) and DIR/script/c<passcode>.lua for every card of the
.card files and folders given (default: the current folder).
  --out DIR            the folder to write (created if missing)
  --assign-ids FROM    passcodes for cards without an id: FROM, FROM+1, ... in name order, skipping
                       taken passcodes (deterministic: the same cards get the same passcodes)
  --format json        print the summary as JSON
`;

/** `cardscript export edopro ...`. Exit 1 when a card has no passcode or two cards share one (nothing is written). */
export async function runExportCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [target, ...rest] = args;
  if (target !== 'edopro') {
    io.stderr(`cardscript: ${target === undefined ? 'missing export target' : `unknown export target '${target}'`} (expected edopro)\n\n${EXPORT_USAGE}`);
    return EXIT_USAGE;
  }
  const paths: string[] = [];
  let out: string | undefined;
  let assign: string | undefined;
  let format = 'text';
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (name === '--out' || name === '--assign-ids' || name === '--format') {
      const value = inline ?? rest[++i];
      if (value === undefined) return usage(io, `${name} needs a value`);
      if (name === '--out') out = value;
      else if (name === '--assign-ids') assign = value;
      else format = value;
    } else if (arg.startsWith('-') && arg !== '-') return usage(io, `unknown option '${arg}'`);
    else paths.push(arg);
  }
  if (out === undefined) return usage(io, '--out DIR is required');
  if (format !== 'text' && format !== 'json') return usage(io, `unknown format '${format}' (expected text, json)`);
  let assignIdsFrom: number | undefined;
  if (assign !== undefined) {
    if (!/^\d+$/.test(assign) || Number(assign) < 1 || Number(assign) > 0xffffffff) return usage(io, `--assign-ids takes a passcode from 1 to 4294967295, not '${assign}'`);
    assignIdsFrom = Number(assign);
  }
  const read = readCardFiles(paths, io);
  if (!read.ok) {
    io.stderr(`${read.message}\n`);
    return EXIT_USAGE;
  }
  const lines = new Map(read.inputs.map((input) => [input.uri, { input, index: new LineIndex(input.text) }]));
  const files = read.inputs.map((input) => lowerFile(input.uri, parse(input.text).tree).file);
  const exported = exportEdopro(files, assignIdsFrom !== undefined ? { assignIdsFrom } : {});
  if (exported.problems.length > 0) {
    for (const problem of exported.problems) {
      const source = lines.get(problem.card.uri);
      const where = source ? `${displayPath(source.input.absolutePath, io.cwd)}:${source.index.positionAt(problem.card.name.span.start).line + 1}: ` : '';
      io.stderr(`${where}error ${problem.message}\n`);
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
  io.stdout(format === 'json' ? `${JSON.stringify(summary, null, 2)}\n` : formatExportSummary(summary, out));
  return EXIT_OK;
}

function usage(io: CliIo, message: string): number {
  io.stderr(`cardscript: ${message}\n\n${EXPORT_USAGE}`);
  return EXIT_USAGE;
}
