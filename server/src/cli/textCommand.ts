import type { MonsterDeclaration } from '../core/model/cards';
import { summoningTextOf } from '../core/analysis/summoningTextWriter';
import { analyzeDocument } from '../core/workspace/analyzedDocument';
import { displayPath, readCardFiles } from './cardFileInput';
import { EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';

export interface TextOptions {
  readonly paths: readonly string[];
  /** Only the monster with this exact name. */
  readonly card?: string;
}

/**
 * `cardscript text`: each monster's summoning text written from its clauses in official wording (the table of
 * printed sentences), then the clauses no printed sentence says. Card names and texts go through the
 * terminal writer like every other line. Exit 2 on bad input or when no monster matches.
 */
export function runTextCommand(options: TextOptions, io: CliIo): number {
  const read = readCardFiles(options.paths, io);
  if (!read.ok) {
    io.stderr(`${read.message}\n`);
    return EXIT_USAGE;
  }
  let shown = 0;
  for (const input of read.inputs) {
    const { file } = analyzeDocument(input.uri, input.text);
    for (const card of file.cards) {
      if (card.kind !== 'monster' || (options.card !== undefined && card.name.value !== options.card)) continue;
      if (shown++ > 0) io.stdout('\n');
      io.stdout(cardText(card, displayPath(input.absolutePath, io.cwd), input.text));
    }
  }
  if (shown === 0) {
    io.stderr(
      options.card !== undefined
        ? `cardscript: no monster named "${options.card}" in ${options.paths.join(', ') || '.'}\n`
        : 'cardscript: the given files declare no monsters\n',
    );
    return EXIT_USAGE;
  }
  return EXIT_OK;
}

function cardText(card: MonsterDeclaration, where: string, source: string): string {
  const line = source.slice(0, card.name.span.start).split('\n').length;
  const written = summoningTextOf(card);
  const lines = [`${where}:${line}: "${card.name.value}"`];
  lines.push(written.sentences.length > 0 ? `  ${written.sentences.join(' ')}` : '  (no summoning sentence)');
  for (const clause of written.unwritten) lines.push(`  not printed: ${source.slice(clause.span.start, clause.span.end).split('\n')[0].trim()}`);
  return `${lines.join('\n')}\n`;
}
