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

/** The string tokens of the card's `text "..."` fields, in order. */
export function printedTextTokens(card: CardDeclaration): Token[] {
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
 * Every match of `pattern` in the printed text; phrases never span two `text` lines. Pass the tokens when
 * searching one card for several patterns.
 */
export function findInPrintedText(card: CardDeclaration, pattern: RegExp, tokens: readonly Token[] = printedTextTokens(card)): TextMatch[] {
  const found: TextMatch[] = [];
  if (tokens.length === 0) return found;
  const regex = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  for (const token of tokens) {
    const exact = token.text.length === token.value.length + 2 && token.terminated !== false;
    regex.lastIndex = 0;
    for (let match = regex.exec(token.value); match; match = regex.exec(token.value)) {
      if (match[0].length === 0) regex.lastIndex++;
      const start = token.start + 1 + match.index;
      found.push({ match, exact, span: exact ? { start, end: start + match[0].length } : { start: token.start, end: token.end } });
    }
  }
  regex.lastIndex = 0;
  return found;
}
