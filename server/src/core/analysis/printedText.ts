import type { CardDeclaration } from '../model/cards';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';

/** One phrase found in a card's printed text, with where it is in the document. */
export interface TextMatch {
  readonly match: RegExpExecArray;
  /** The phrase's exact span when its string has no escapes, else the whole string. */
  readonly span: Span;
  /** The span is exactly the phrase (safe to replace). */
  readonly exact: boolean;
}

/**
 * The string tokens of the card's `text "..."` fields, in order. Not kept per card (a long-lived workspace
 * would hold every card's joined text twice); a check passes one list to all its searches of a card.
 */
export function printedTextTokens(card: CardDeclaration): readonly Token[] {
  const tokens: Token[] = [];
  for (const statement of card.body?.statements ?? []) {
    const parts = statement.parts;
    for (let i = 0; i + 1 < parts.length; i++) {
      if (parts[i].kind === 'word' && parts[i].value === 'text' && parts[i + 1].kind === 'string') tokens.push(parts[i + 1]);
    }
  }
  return tokens;
}

/**
 * Whether the printed text (the strings joined with a space), lower-cased, contains `literal` (lower-case
 * ASCII): false means no case-insensitive pattern that always matches `literal` can match, so the pattern
 * need not run. (Without the `u` flag an ASCII letter matches only ASCII letters, which lower-casing keeps.)
 */
export function printedTextMayContain(tokens: readonly Token[], literal: string): boolean {
  if (tokens.length === 0) return false;
  const joined = joinedText(tokens);
  joined.lower ??= joined.joined.toLowerCase();
  return joined.lower.includes(literal);
}

/**
 * Every match of `pattern` in the printed text. Several `text` lines are one text joined with a space
 * (docs/language.md), so a phrase may run across lines; such a match spans the strings it touches and is
 * not exact. Pass the tokens when searching one card for several patterns.
 */
export function findInPrintedText(card: CardDeclaration, pattern: RegExp, tokens: readonly Token[] = printedTextTokens(card)): TextMatch[] {
  const found: TextMatch[] = [];
  if (tokens.length === 0) return found;
  const { joined, starts } = joinedText(tokens);
  const tokenAt = (offset: number): number => {
    let index = 0;
    while (index + 1 < starts.length && starts[index + 1] <= offset) index++;
    return index;
  };
  const regex = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  regex.lastIndex = 0;
  for (let match = regex.exec(joined); match; match = regex.exec(joined)) {
    if (match[0].length === 0) regex.lastIndex++;
    const first = tokenAt(match.index);
    const last = tokenAt(Math.max(match.index, match.index + match[0].length - 1));
    const token = tokens[first];
    const exact = first === last && token.text.length === token.value.length + 2 && token.terminated !== false;
    const start = token.start + 1 + (match.index - starts[first]);
    found.push({ match, exact, span: exact ? { start, end: start + match[0].length } : { start: token.start, end: tokens[last].end } });
  }
  regex.lastIndex = 0;
  return found;
}

/**
 * The strings joined with a space, and where each starts in the join: built once per token list, since a
 * check searches one card's text for some twenty sentences.
 */
function joinedText(tokens: readonly Token[]): JoinedText {
  const cached = joinedTexts.get(tokens);
  if (cached) return cached;
  const starts: number[] = [];
  let joined = '';
  for (const token of tokens) {
    if (starts.length > 0) joined += ' ';
    starts.push(joined.length);
    joined += token.value;
  }
  const value: JoinedText = { joined, starts };
  joinedTexts.set(tokens, value);
  return value;
}

interface JoinedText {
  readonly joined: string;
  readonly starts: readonly number[];
  /** `joined` lower-cased, made on first use (printedTextMayContain). */
  lower?: string;
}

const joinedTexts = new WeakMap<readonly Token[], JoinedText>();
