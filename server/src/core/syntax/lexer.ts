import type { Token, TokenKind } from './token';

/**
 * Splits a document into tokens. Never throws: anything it cannot read becomes an `unknown` token,
 * and an unterminated string ends at the end of its line (docs/language.md, "Lexical structure").
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const length = text.length;
  let i = 0;
  const push = (kind: TokenKind, start: number, end: number, value?: string, terminated?: boolean) => {
    const raw = text.slice(start, end);
    tokens.push(terminated === undefined
      ? { kind, start, end, text: raw, value: value ?? raw }
      : { kind, start, end, text: raw, value: value ?? raw, terminated });
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
      i = readString(text, i, push);
    } else if (isDigit(ch) || (ch === 45 /* - */ && isDigit(text.charCodeAt(i + 1)))) {
      // A leading '-' makes a negative number, so "atk -100" gets a precise field error, not a syntax error.
      const start = i;
      if (ch === 45) i++;
      while (i < length && isDigit(text.charCodeAt(i))) i++;
      // "5th" or "3x" are words, not numbers followed by words.
      if (i < length && isWordPart(text.charCodeAt(i)) && !isDigit(text.charCodeAt(i))) {
        while (i < length && isWordPart(text.charCodeAt(i))) i++;
        push('word', start, i, text.slice(start, i).toLowerCase());
      } else {
        push('number', start, i);
      }
    } else if (isWordStart(ch)) {
      const start = i;
      i++;
      while (i < length && isWordPart(text.charCodeAt(i))) i++;
      push('word', start, i, text.slice(start, i).toLowerCase());
    } else if (ch === 123 || ch === 125 || ch === 44 || ch === 43 || ch === 59) {
      push(String.fromCharCode(ch) as TokenKind, i, i + 1);
      i++;
    } else {
      const start = i;
      // Keep surrogate pairs together so a diagnostic never splits a character.
      i += ch >= 0xd800 && ch <= 0xdbff && i + 1 < length ? 2 : 1;
      push('unknown', start, i);
    }
  }
  push('eof', length, length, '');
  return tokens;
}

function readString(
  text: string,
  start: number,
  push: (kind: TokenKind, start: number, end: number, value?: string, terminated?: boolean) => void,
): number {
  let i = start + 1;
  let value = '';
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    if (ch === 34) {
      push('string', start, i + 1, value, true);
      return i + 1;
    }
    if (isLineBreak(ch)) break;
    if (ch === 92 /* \ */ && i + 1 < text.length && !isLineBreak(text.charCodeAt(i + 1))) {
      value += text[i + 1];
      i += 2;
      continue;
    }
    value += text[i];
    i++;
  }
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
  return isWordStart(ch) || isDigit(ch) || ch === 45 /* - */ || ch === 33 /* ! */ || ch === 63 /* ? */;
}
