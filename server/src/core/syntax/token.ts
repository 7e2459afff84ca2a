import type { Span } from '../text/span';

export type TokenKind = 'word' | 'number' | 'string' | '{' | '}' | ',' | '+' | ';' | 'newline' | 'comment' | 'unknown' | 'eof';

export interface Token extends Span {
  readonly kind: TokenKind;
  /** The source text of the token, exactly as written. */
  readonly text: string;
  /** For strings: the unescaped contents. For words: the lower-cased word. Otherwise the text. */
  readonly value: string;
  /** Strings only: false when the closing quote is missing. */
  readonly terminated?: boolean;
}
