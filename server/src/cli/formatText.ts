import { type CheckReport, countBySeverity } from './checkReport';

/**
 * One line per diagnostic: `file:line:col severity code message`, the format compilers use, so terminals
 * make it clickable and the `$cardscript` problem matcher (package.json) reads it into the Problems panel.
 * It is written as terminal text (cliIo.ts): control and invisible characters from card files are shown as
 * `<U+001B>` by the writer, so a terminal never runs them.
 */
export function formatText(report: CheckReport): string {
  return report.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}\n`).join('');
}

/** A closing line for people (written to stderr, so stdout stays one diagnostic per line). */
export function formatSummary(report: CheckReport): string {
  const counts = countBySeverity(report);
  const files = `${report.files.length} ${plural(report.files.length, 'file')}`;
  const cards = `${report.cards.length} ${plural(report.cards.length, 'card')}`;
  if (report.diagnostics.length === 0) return `${files}, ${cards}: no problems\n`;
  const parts = [
    `${counts.error} ${plural(counts.error, 'error')}`,
    `${counts.warning} ${plural(counts.warning, 'warning')}`,
    ...(counts.information + counts.hint > 0 ? [`${counts.information + counts.hint} ${plural(counts.information + counts.hint, 'note')}`] : []),
  ];
  return `${files}, ${cards}: ${parts.join(', ')}\n`;
}

function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`;
}
