import type { Token } from '../syntax/token';
import { spanFrom } from '../syntax/anchor';
import type { LoweringContext } from './lowering';

/**
 * The words of a filter that are read one way and may mean another (CS0121): the warning says how they
 * were read, and the fix, when there is one, writes the other reading.
 */

/** A run of a filter's tokens: its first token and the index after it. */
export interface TokenRun {
  readonly start: number;
  readonly next: number;
}

/** A `level N ...` / `rank N ...` / `link N` group; `alternatives`: a list joined by `or` (`level 2 or rank 2`). */
export interface RatingGroupAt extends TokenRun {
  readonly kind: 'level' | 'rank' | 'link';
  readonly alternatives: boolean;
}

/**
 * Two rating groups of one filter that `or` does not join are read as both: `level 4 rank 4` asks for a
 * Level 4 monster that is also Rank 4, which no monster is, and `level 4 level 5` keeps the second
 * alone. The words likely meant one or the other ("Level/Rank 4"), so the other reading is offered: the
 * two joined with `or`. Two lists of alternatives are an error of their own (CS0117), not reported here.
 */
export function reportSeparateRatings(tokens: readonly Token[], groups: readonly RatingGroupAt[], context: LoweringContext): void {
  for (let g = 1; g < groups.length; g++) {
    const first = groups[g - 1];
    const second = groups[g];
    if (first.alternatives && second.alternatives) continue;
    const firstWords = runWords(tokens, first);
    const secondWords = runWords(tokens, second);
    const reading =
      !first.alternatives && !second.alternatives && first.kind === second.kind
        ? `${capitalised(secondWords)} alone (the second '${first.kind}' replaces '${firstWords}')`
        : `${capitalised(firstWords)} and ${capitalised(secondWords)} (${first.alternatives || second.alternatives ? 'a monster must fit both' : 'no monster has both'})`;
    const joined = `${firstWords} or ${secondWords}`;
    const between = tokens.slice(first.next, second.start).map((t) => t.text);
    const span = spanFrom(tokens[first.start], tokens[second.next - 1]);
    const fix = { title: `Change to '${joined}'`, edits: [{ uri: context.uri, span, newText: [joined, ...between].join(' ') }] };
    context.report(span, 'CS0121', `The filter is read as ${reading}; did you mean '${joined}'?`, 'warning', [fix]);
  }
}

/**
 * A word of a filter that replaces an earlier one of the same field (`tuner non-tuner`, `atk 1000 or more
 * atk 2000`): the later one is kept, the earlier one is not silently lost.
 */
export function reportReplaced(tokens: readonly Token[], earlier: TokenRun, later: TokenRun, context: LoweringContext): void {
  const span = spanFrom(tokens[later.start], tokens[later.next - 1]);
  context.report(
    span,
    'CS0121',
    `The filter is read as '${runWords(tokens, later)}' alone: it replaces the earlier '${runWords(tokens, earlier)}'.`,
    'warning',
  );
}

/** `exactly 2 or more`: read as `2 or more` (`exactly` says nothing of a bound); the other reading is `exactly 2`. */
export function reportExactlyWithBound(tokens: readonly Token[], run: TokenRun, context: LoweringContext): void {
  const span = spanFrom(tokens[run.start], tokens[run.next - 1]);
  const exact = runWords(tokens, { start: run.start, next: run.start + 2 });
  const read = runWords(tokens, { start: run.start + 1, next: run.next });
  const fix = { title: `Change to '${exact}'`, edits: [{ uri: context.uri, span, newText: exact }] };
  context.report(span, 'CS0121', `The count is read as '${read}': 'exactly' does not apply to a bound; did you mean '${exact}'?`, 'warning', [fix]);
}

/** The run as the language writes it, lower case: `level 4 or lower`. */
function runWords(tokens: readonly Token[], run: TokenRun): string {
  return tokens
    .slice(run.start, run.next)
    .map((t) => (t.kind === 'word' ? t.value : t.text))
    .join(' ');
}

/** `Level 4 or lower`, `Rank 5 or 6`: as a message says it. */
function capitalised(words: string): string {
  return words[0].toUpperCase() + words.slice(1);
}
