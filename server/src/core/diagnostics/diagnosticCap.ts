import type { Diagnostic, Severity } from './diagnostic';
import { finished } from './lateDetails';
import { withBoundedMessages } from './messageBound';

/**
 * At most this many diagnostics are published (editor) or printed (CLI) per file. A garbage file (a
 * binary, a million NULs, thousands of copies of one card) would otherwise send megabytes per keystroke
 * and flood the Problems panel; past the limit the file is not a card file anyone is reading.
 */
export const MAX_DIAGNOSTICS_PER_FILE = 1000;

/** The code of the one diagnostic that stands for the ones left out. */
export const TOO_MANY_DIAGNOSTICS = 'CS0006';

const RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, information: 2, hint: 3 };

/**
 * The diagnostics to show for one file: all of them, in position order, when there are at most `limit`;
 * else the first `limit - 1` and one CS0006 at the first one left out, as severe as the most severe one
 * left out (so an exit code or an error count cannot go down). Every message is bounded too (messageBound.ts),
 * and the diagnostics kept are finished (lateDetails.ts): those left out never are.
 */
export function capDiagnostics(diagnostics: readonly Diagnostic[], limit: number = MAX_DIAGNOSTICS_PER_FILE): readonly Diagnostic[] {
  if (diagnostics.length <= limit) return diagnostics.map((d) => withBoundedMessages(finished(d)));
  // Sorted by offsets read once each (spans may compute them: syntax/anchor.ts), ties in the given order.
  const starts = new Float64Array(diagnostics.length);
  const ends = new Float64Array(diagnostics.length);
  for (let i = 0; i < diagnostics.length; i++) {
    starts[i] = diagnostics[i].span.start;
    ends[i] = diagnostics[i].span.end;
  }
  const order = Array.from(diagnostics, (_, i) => i).sort((a, b) => starts[a] - starts[b] || ends[a] - ends[b] || a - b);
  const ordered = order.map((i) => diagnostics[i]);
  const kept = ordered.slice(0, limit - 1);
  const left = ordered.slice(limit - 1);
  let severity: Severity = 'hint';
  for (const d of left) if (RANK[d.severity] < RANK[severity]) severity = d.severity;
  const summary: Diagnostic = {
    span: { start: left[0].span.start, end: left[0].span.start },
    severity,
    code: TOO_MANY_DIAGNOSTICS,
    message: `${left.length.toLocaleString('en-US')} more problems in this file are not shown (at most ${limit.toLocaleString('en-US')} per file). Is this a card file?`,
  };
  return [...kept.map((d) => withBoundedMessages(finished(d))), summary];
}
