import type { Token } from '../syntax/token';
import { spanFrom } from '../syntax/anchor';
import type { RatingRange } from './cards';
import type { LoweringContext } from './lowering';

/** One `level N ...` / `rank N ...` / `link N` group of a filter that is not joined to another by `or`. */
export interface RatingGroupAt {
  readonly kind: RatingRange['kind'];
  /** Its first token and the index after it, in the filter's tokens. */
  readonly start: number;
  readonly next: number;
}

/**
 * Two rating groups of one filter that `or` does not join are read as both: `level 4 rank 4` asks for a
 * Level 4 monster that is also Rank 4, which no monster is, and `level 4 level 5` keeps the second
 * alone. Either way the words likely meant one or the other ("Level/Rank 4"), so the reading is said
 * and the other one offered as a fix: the two joined with `or`.
 */
export function reportSeparateRatings(tokens: readonly Token[], groups: readonly RatingGroupAt[], context: LoweringContext): void {
  for (let g = 1; g < groups.length; g++) {
    const first = groups[g - 1];
    const second = groups[g];
    const firstWords = groupWords(tokens, first);
    const secondWords = groupWords(tokens, second);
    const reading = first.kind === second.kind
      ? `read as ${printed(secondWords)} alone (the second ${first.kind} replaces ${printed(firstWords)})`
      : `read as ${printed(firstWords)} and ${printed(secondWords)} (no monster has both)`;
    const joined = `${firstWords} or ${secondWords}`;
    const between = tokens.slice(first.next, second.start).map((t) => t.text);
    const fix = {
      title: `Change to '${joined}'`,
      edits: [{ uri: context.uri, span: spanFrom(tokens[first.start], tokens[second.next - 1]), newText: [joined, ...between].join(' ') }],
    };
    context.report(spanFrom(tokens[first.start], tokens[second.next - 1]), 'CS0121', `The filter is ${reading}; did you mean \`${joined}\`?`, 'warning', [fix]);
  }
}

/** The group as the language writes it, lower case: `level 4 or lower`. */
function groupWords(tokens: readonly Token[], group: RatingGroupAt): string {
  return tokens.slice(group.start, group.next).map((t) => (t.kind === 'word' ? t.value : t.text)).join(' ');
}

/** `Level 4 or lower`, `Rank 5 or 6`, `Link 2`: as a message says it. */
function printed(words: string): string {
  return words[0].toUpperCase() + words.slice(1);
}
