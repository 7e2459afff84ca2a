import { type Anchor, AnchoredSpan } from './anchor';
import type { Token, TokenKind } from './token';

/** A token whose offsets are relative to its segment's anchor (anchor.ts). */
export class LexedToken extends AnchoredSpan implements Token {
  constructor(
    anchor: Anchor,
    relativeStart: number,
    relativeEnd: number,
    readonly kind: TokenKind,
    readonly text: string,
    readonly value: string,
    readonly terminated?: boolean,
  ) {
    super(anchor, relativeStart, relativeEnd);
  }
}

/**
 * Splits a document into tokens. Never throws: anything it cannot read becomes an `unknown` token,
 * and an unterminated string ends at the end of its line (docs/language.md, "Lexical structure").
 */
export function tokenize(text: string): Token[] {
  const anchor: Anchor = { base: 0 };
  const tokens = tokenizeRange(text, 0, text.length, anchor);
  tokens.push(new LexedToken(anchor, text.length, text.length, 'eof', '', ''));
  return tokens;
}

/**
 * The tokens of `text` from `from` to `to` (both at line starts or the ends of the text, so that no token
 * crosses them: every token ends before its line break), relative to `anchor`, without an end token.
 */
export function tokenizeRange(text: string, from: number, to: number, anchor: Anchor): LexedToken[] {
  const tokens: LexedToken[] = [];
  const length = to;
  const base = anchor.base;
  let i = from;
  // Keywords, numbers and punctuation repeat thousands of times in a card pool: share one string per
  // distinct spelling (and one lower-cased value per spelling), so a large file's tokens hold no copies.
  // The slice that looks the spelling up dies young, which is cheap; retained copies were not (GC time).
  const spellings = new Map<string, string>();
  const lowered = new Map<string, string>();
  const intern = (start: number, end: number): string => {
    const raw = text.slice(start, end);
    const shared = spellings.get(raw);
    if (shared !== undefined) return shared;
    spellings.set(raw, raw);
    return raw;
  };
  const lower = (raw: string): string => {
    let value = lowered.get(raw);
    if (value === undefined) {
      value = raw.toLowerCase();
      lowered.set(raw, value);
    }
    return value;
  };
  const push = (kind: TokenKind, start: number, end: number, value?: string, terminated?: boolean) => {
    const raw = kind === 'string' || kind === 'comment' || end - start > 64 ? text.slice(start, end) : intern(start, end);
    tokens.push(new LexedToken(anchor, start - base, end - base, kind, raw, value ?? raw, terminated));
  };
  const pushWord = (start: number, end: number) => {
    const raw = end - start > 64 ? text.slice(start, end) : intern(start, end);
    tokens.push(new LexedToken(anchor, start - base, end - base, 'word', raw, end - start > 64 ? raw.toLowerCase() : lower(raw)));
  };
  while (i < length) {
    const ch = text.charCodeAt(i);
    if (ch === 32 || ch === 9 || ch === 12 || ch === 0xfeff || ch === 0xa0) {
      i++;
    } else if (ch === 10 || ch === 13) {
      const start = i;
      i += ch === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      push('newline', start, i);
    } else if (ch === 35 /* # */) {
      const start = i;
      while (i < length && !isLineBreak(text.charCodeAt(i))) i++;
      push('comment', start, i);
    } else if (ch === 34 /* " */) {
      i = readString(text, i, length, push);
    } else if (isDigit(ch) || (ch === 45 /* - */ && isDigit(text.charCodeAt(i + 1)))) {
      // A leading '-' makes a negative number, so "atk -100" gets a precise field error, not a syntax error.
      const start = i;
      if (ch === 45) i++;
      while (i < length && isDigit(text.charCodeAt(i))) i++;
      // "5th" or "3x" are words, not numbers followed by words.
      if (i < length && isWordPart(text.charCodeAt(i)) && !isDigit(text.charCodeAt(i))) {
        while (i < length && isWordPart(text.charCodeAt(i))) i++;
        pushWord(start, i);
      } else {
        push('number', start, i);
      }
    } else if (isWordStart(ch)) {
      const start = i;
      i++;
      while (i < length && isWordPart(text.charCodeAt(i))) i++;
      pushWord(start, i);
    } else if (ch === 123 || ch === 125 || ch === 44 || ch === 43 || ch === 59) {
      push(String.fromCharCode(ch) as TokenKind, i, i + 1);
      i++;
    } else {
      const start = i;
      // Keep surrogate pairs together so a diagnostic never splits a character.
      // A lone surrogate is a character of its own (a high one followed by another high one is two).
      const next = text.charCodeAt(i + 1);
      i += ch >= 0xd800 && ch <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
      push('unknown', start, i);
    }
  }
  return tokens;
}

function readString(
  text: string,
  start: number,
  length: number,
  push: (kind: TokenKind, start: number, end: number, value?: string, terminated?: boolean) => void,
): number {
  let i = start + 1;
  // The value is a slice of the text unless an escape forces a copy (then built from slices, not characters).
  let pieces: string[] | undefined;
  let pieceStart = i;
  const valueUpTo = (end: number) => (pieces ? pieces.join('') + text.slice(pieceStart, end) : text.slice(start + 1, end));
  while (i < length) {
    const ch = text.charCodeAt(i);
    if (ch === 34) {
      push('string', start, i + 1, valueUpTo(i), true);
      return i + 1;
    }
    if (isLineBreak(ch)) break;
    if (ch === 92 /* \ */ && i + 1 < length && !isLineBreak(text.charCodeAt(i + 1))) {
      (pieces ??= []).push(text.slice(pieceStart, i));
      pieceStart = i + 1;
      i += 2;
      continue;
    }
    i++;
  }
  const value = valueUpTo(i);
  // `monster "Name {` : give the brace back so the body still parses as a block.
  const brace = /\s*\{\s*$/.exec(value);
  if (brace) {
    const end = i - (value.length - brace.index);
    push('string', start, end, value.slice(0, brace.index), false);
    return end;
  }
  push('string', start, i, value, false);
  return i;
}

function isLineBreak(ch: number): boolean {
  return ch === 10 || ch === 13;
}

function isDigit(ch: number): boolean {
  return ch >= 48 && ch <= 57;
}

function isWordStart(ch: number): boolean {
  return (ch >= 65 && ch <= 90) || (ch >= 97 && ch <= 122) || ch === 95 || ch === 63 /* ? */ || (ch >= 0xc0 && ch !== 0xd7 && ch !== 0xf7 && ch < 0x2000);
}

function isWordPart(ch: number): boolean {
  return isWordStart(ch) || isDigit(ch) || ch === 45 /* - */ || ch === 33 /* ! */ || ch === 63 /* ? */ || ch === 39 /* ' as in opponent's */;
}
