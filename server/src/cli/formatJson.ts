import type { CheckReport } from './checkReport';

/** Cards per JSON.stringify call: large enough for the native stringifier, small enough to die young. */
const CARDS_PER_PIECE = 256;

/**
 * `--format json`: the report as it is (docs/cli.md documents every field), one trailing newline; exactly
 * `JSON.stringify(report, null, 2)`, written in pieces of a few hundred cards. The cards' summoning
 * profiles (most of the 10 MB of a 10,000-card report) are derived as each piece is written, so no piece
 * outlives its write and no one string holds the whole report.
 */
export function writeJson(report: CheckReport, write: (text: string) => void): void {
  // The report's own fields in their order, so a field added to it is written without a change here.
  let fields = 0;
  write('{');
  for (const [key, value] of Object.entries(report)) {
    if (value === undefined) continue;
    write(`${fields++ > 0 ? ',' : ''}\n  ${JSON.stringify(key)}: `);
    if (Array.isArray(value)) writeArray(value, key, write);
    else write(indented(JSON.stringify(value, null, 2)));
  }
  write(fields > 0 ? '\n}\n' : '}\n');
}

/** The array as JSON.stringify writes it as the value of `key` in the report (two spaces deeper). */
function writeArray(items: readonly unknown[], key: string, write: (text: string) => void): void {
  if (items.length === 0) {
    write('[]');
    return;
  }
  // JSON.stringify({ key: piece }, null, 2) is `{\n  "key": [\n` + the items at this depth + `\n  ]\n}`.
  const head = `{\n  ${JSON.stringify(key)}: [\n`.length;
  const tail = '\n  ]\n}'.length;
  write('[\n');
  for (let from = 0; from < items.length; from += CARDS_PER_PIECE) {
    const piece = JSON.stringify({ [key]: items.slice(from, from + CARDS_PER_PIECE) }, null, 2);
    write(from === 0 ? piece.slice(head, -tail) : `,\n${piece.slice(head, -tail)}`);
  }
  write('\n  ]');
}

/** A value stringified at the top level, moved one level (two spaces) deeper. */
function indented(json: string): string {
  return json.replace(/\n/g, '\n  ');
}
