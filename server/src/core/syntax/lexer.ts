import { type Anchor, AnchoredSpan } from './anchor';
import type { Token, TokenKind } from './token';

/*
 * A token of a segment has its offsets relative to the segment's anchor (anchor.ts). A pool keeps a quarter of
 * a million of them, so a token keeps four fields: its end is its start plus the length of its text (the text
 * is the source between them, exactly), and its text is its value unless they differ (PlainToken, or
 * SpelledToken for a capitalised word or a string, whose `terminated` is read from its text). Each class
 * extends AnchoredSpan directly with a constructor written out (a class between them, or an implicit
 * constructor, which passes its arguments on as a spread, made every token dearer to make); fields are
 * `declare`d and assigned in the constructor (anchor.ts, PlacedSpan).
 */

/** A token whose text is its value: punctuation, numbers, lower-case words, comments, line breaks, `eof`. */
class PlainToken extends AnchoredSpan implements Token {
  declare readonly anchor: Anchor;
  declare readonly relativeStart: number;
  declare readonly kind: TokenKind;
  declare readonly value: string;

  constructor(anchor: Anchor, relativeStart: number, kind: TokenKind, value: string) {
    super();
    (this as { anchor: Anchor }).anchor = anchor;
    (this as { relativeStart: number }).relativeStart = relativeStart;
    (this as { kind: TokenKind }).kind = kind;
    (this as { value: string }).value = value;
  }

  get text(): string {
    return this.value;
  }

  get relativeEnd(): number {
    return this.relativeStart + this.value.length;
  }

  get end(): number {
    return this.anchor.base + this.relativeStart + this.value.length;
  }
}

/**
 * A token whose text differs from its value: a word with capitals (the value is lower-cased), a string. A
 * closed string without escapes (almost every one) keeps no text: it is its value between quotes, made when
 * read (error messages, completion), which is rare beside the slice every string would keep.
 */
class SpelledToken extends AnchoredSpan implements Token {
  declare readonly anchor: Anchor;
  declare readonly relativeStart: number;
  declare readonly kind: TokenKind;
  declare readonly value: string;
  /** The text, unless it is `"value"`. */
  declare readonly spelling: string | undefined;

  constructor(anchor: Anchor, relativeStart: number, kind: TokenKind, spelling: string | undefined, value: string) {
    super();
    (this as { anchor: Anchor }).anchor = anchor;
    (this as { relativeStart: number }).relativeStart = relativeStart;
    (this as { kind: TokenKind }).kind = kind;
    (this as { value: string }).value = value;
    (this as { spelling: string | undefined }).spelling = spelling;
  }

  get text(): string {
    return this.spelling ?? `"${this.value}"`;
  }

  get relativeEnd(): number {
    return this.relativeStart + (this.spelling === undefined ? this.value.length + 2 : this.spelling.length);
  }

  /** Strings only: whether the text ends with a closing quote that no backslash escapes (readString). */
  get terminated(): boolean | undefined {
    if (this.kind !== 'string') return undefined;
    if (this.spelling === undefined) return true;
    const text = this.spelling;
    let last = text.length - 1;
    if (last < 1 || text.charCodeAt(last) !== 34) return false;
    // The opening quote stops the run: the backslashes before the last quote pair up from the start.
    let backslashes = 0;
    while (text.charCodeAt(--last) === 92) backslashes++;
    return backslashes % 2 === 0;
  }
}

/** A word no one wrote, of no width: lowering's `condition` before an inline condition (grammar/procedureLines.ts). */
class UnwrittenWord extends AnchoredSpan implements Token {
  declare readonly anchor: Anchor;
  declare readonly relativeStart: number;
  declare readonly value: string;

  constructor(anchor: Anchor, relativeStart: number, value: string) {
    super();
    (this as { anchor: Anchor }).anchor = anchor;
    (this as { relativeStart: number }).relativeStart = relativeStart;
    (this as { value: string }).value = value;
  }

  get kind(): 'word' {
    return 'word';
  }

  get text(): string {
    return this.value;
  }

  get relativeEnd(): number {
    return this.relativeStart;
  }
}

/** The `eof` token at `at` (relative to `anchor`). */
export function endOfText(anchor: Anchor, at: number): Token {
  return new PlainToken(anchor, at, 'eof', '');
}

/** The word `value`, of no width, where `at` starts (anchored like it). */
export function unwrittenWord(at: AnchoredSpan, value: string): Token {
  return new UnwrittenWord(at.anchor, at.relativeStart, value);
}

/** Words that start a top-level declaration (with a quoted name after them). */
export const DECLARATION_WORDS: ReadonlySet<string> = new Set(['monster', 'spell', 'trap', 'scenario']);

/**
 * What the parser is given for a line break inside a segment (declarationSegments.ts): one shared object,
 * since nothing reads a line break's offsets there and segments do not keep line breaks among their
 * tokens (a third of a card file's tokens).
 */
export const LINE_BREAK: Token = Object.freeze({ kind: 'newline', text: '\n', value: '\n', start: 0, end: 0 });

/**
 * Splits a document into tokens, comments and line breaks included, in order. Never throws: anything it
 * cannot read becomes an `unknown` token, and an unterminated string ends at the end of its line
 * (docs/language.md, "Lexical structure").
 */
export function tokenize(text: string): Token[] {
  const anchor: Anchor = { base: 0 };
  const lexer = new Lexer(text, text.length, { lineBreaks: 'tokens', comments: 'inline', cutAtDeclarations: false });
  const { tokens } = lexer.lex(0, anchor);
  tokens.push(endOfText(anchor, text.length));
  return tokens;
}

export interface LexerOptions {
  /** `tokens`: a token per line break; `marker`: the shared LINE_BREAK (for the parser only). */
  readonly lineBreaks: 'tokens' | 'marker';
  /** `inline`: comments among the tokens; `separate`: in their own list. */
  readonly comments: 'inline' | 'separate';
  /**
   * Stop before a line that starts a declaration (`monster|spell|trap|scenario "..."` first on its line,
   * unless the last significant token before it is ',' or '+': the statement continues), so that each
   * call lexes one segment.
   */
  readonly cutAtDeclarations: boolean;
}

/** The tokens of one call of Lexer.lex, up to `end` (the end of the text, or where a declaration starts). */
export interface Lexed {
  readonly tokens: Token[];
  readonly comments: Token[];
  readonly end: number;
}

/**
 * Lexes text[from, to) (line starts or the ends of the text, so that no token crosses them: every token
 * ends before its line break) in one or more calls, each relative to its own anchor. Keywords, numbers and
 * punctuation repeat thousands of times in a card pool: the lexer shares one string per distinct spelling
 * (and one lower-cased value per spelling) across its calls, so a large file's tokens hold no copies. The
 * slice that looks the spelling up dies young, which is cheap; retained copies were not (GC time).
 */
export class Lexer {
  private readonly spellings = new Map<string, string>();
  private readonly lowered = new Map<string, string>();
  private tokens: Token[] = [];
  private comments: Token[] = [];
  private anchor: Anchor = { base: 0 };
  private from = 0;
  private previousKind: TokenKind | undefined;
  /** The kind of the last token that is not a line break, comment or stray character, over every call. */
  lastSignificantKind: TokenKind | undefined;

  constructor(
    private readonly text: string,
    private readonly to: number,
    private readonly options: LexerOptions,
  ) {}

  /** The tokens from `from` (a line start) on, with offsets relative to `from`, which `anchor` places. */
  lex(from: number, anchor: Anchor): Lexed {
    const text = this.text;
    const length = this.to;
    this.tokens = [];
    this.comments = [];
    this.anchor = anchor;
    this.from = from;
    this.previousKind = undefined;
    let i = from;
    while (i < length) {
      const ch = text.charCodeAt(i);
      if (ch === 32 || ch === 9 || ch === 12 || ch === 0xfeff || ch === 0xa0) {
        i++;
      } else if (ch === 10 || ch === 13) {
        const start = i;
        i += ch === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
        if (this.options.lineBreaks === 'marker') {
          this.tokens.push(LINE_BREAK);
          this.previousKind = 'newline';
        } else {
          this.push('newline', start, i);
        }
      } else if (ch === 35 /* # */) {
        const start = i;
        while (i < length && !isLineBreak(text.charCodeAt(i))) i++;
        this.push('comment', start, i);
      } else if (ch === 34 /* " */) {
        i = this.readString(i, length);
      } else if (isDigit(ch) || (ch === 45 /* - */ && isDigit(text.charCodeAt(i + 1)))) {
        // A leading '-' makes a negative number, so "atk -100" gets a precise field error, not a syntax error.
        const start = i;
        if (ch === 45) i++;
        while (i < length && isDigit(text.charCodeAt(i))) i++;
        // "5th" or "3x" are words, not numbers followed by words.
        if (i < length && isWordPart(text.charCodeAt(i)) && !isDigit(text.charCodeAt(i))) {
          while (i < length && isWordPart(text.charCodeAt(i))) i++;
          this.pushWord(start, i);
        } else {
          this.push('number', start, i);
        }
      } else if (isWordStart(ch)) {
        const start = i;
        i++;
        // A slash between letters stays in the word: the printed "Level/Rank" is one word (`level/rank 2`).
        while (i < length && (isWordPart(text.charCodeAt(i)) || (text.charCodeAt(i) === 47 && i + 1 < length && isWordStart(text.charCodeAt(i + 1))))) i++;
        if (this.options.cutAtDeclarations && this.previousKind === 'newline' && this.startsDeclaration(start, i)) return this.done(start);
        this.pushWord(start, i);
      } else if (ch === 123 || ch === 125 || ch === 44 || ch === 43 || ch === 59) {
        // The kind is the token's text: no slice of the text to look up.
        const kind = String.fromCharCode(ch) as TokenKind;
        this.tokens.push(new PlainToken(this.anchor, i - this.from, kind, kind));
        this.previousKind = kind;
        this.lastSignificantKind = kind;
        i++;
      } else {
        const start = i;
        // A run of stray characters is one token (one diagnostic): a binary file or a million NULs costs one
        // diagnostic, not one per character. Surrogate pairs stay together, so a diagnostic never splits a
        // character (a lone surrogate is a character of its own).
        do {
          const first = text.charCodeAt(i);
          const next = text.charCodeAt(i + 1);
          i += first >= 0xd800 && first <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
        } while (i < length && isStray(text.charCodeAt(i), text.charCodeAt(i + 1)));
        this.push('unknown', start, i);
      }
    }
    return this.done(length);
  }

  private done(end: number): Lexed {
    const lexed: Lexed = { tokens: this.tokens, comments: this.comments, end };
    this.tokens = [];
    this.comments = [];
    return lexed;
  }

  /** The word text[start, end) begins a new segment: a declaration word, a quoted name next, no continuation. */
  private startsDeclaration(start: number, end: number): boolean {
    const text = this.text;
    let next = end;
    while (next < this.to && isBlank(text.charCodeAt(next))) next++;
    if (text.charCodeAt(next) !== 34 || next >= this.to) return false;
    if (this.lastSignificantKind === ',' || this.lastSignificantKind === '+') return false;
    return end - start <= 8 && DECLARATION_WORDS.has(this.lower(text.slice(start, end)));
  }

  /** The one string kept for this spelling (`raw`, a slice, the first time it is seen). */
  private intern(raw: string): string {
    let shared = this.spellings.get(raw);
    if (shared === undefined) {
      this.spellings.set(raw, raw);
      shared = raw;
    }
    return shared;
  }

  /** The lower-cased spelling, one string per spelling: the first slice seen when it has no capitals. */
  private lower(raw: string): string {
    let value = this.lowered.get(raw);
    if (value === undefined) {
      const lowered = raw.toLowerCase();
      value = lowered === raw ? raw : lowered;
      this.lowered.set(raw, value);
    }
    return value;
  }

  private push(kind: TokenKind, start: number, end: number): void {
    const raw = kind === 'comment' || end - start > 64 ? this.text.slice(start, end) : this.intern(this.text.slice(start, end));
    const token = new PlainToken(this.anchor, start - this.from, kind, raw);
    if (kind === 'comment' && this.options.comments === 'separate') this.comments.push(token);
    else this.tokens.push(token);
    this.previousKind = kind;
    if (kind !== 'comment' && kind !== 'newline' && kind !== 'unknown') this.lastSignificantKind = kind;
  }

  private pushWord(start: number, end: number): void {
    const raw = this.text.slice(start, end);
    const long = end - start > 64;
    const value = long ? raw.toLowerCase() : this.lower(raw);
    // A word without capitals keeps its one shared value (one lookup); a capitalised one its spelling too.
    const token =
      value === raw
        ? new PlainToken(this.anchor, start - this.from, 'word', value)
        : new SpelledToken(this.anchor, start - this.from, 'word', long ? raw : this.intern(raw), value);
    this.tokens.push(token);
    this.previousKind = 'word';
    this.lastSignificantKind = 'word';
  }

  /** A string token; `closed`: it ends with its closing quote and has no escape (its text is `"value"`). */
  private pushString(start: number, end: number, value: string, closed: boolean): void {
    this.tokens.push(new SpelledToken(this.anchor, start - this.from, 'string', closed ? undefined : this.text.slice(start, end), value));
    this.previousKind = 'string';
    this.lastSignificantKind = 'string';
  }

  private readString(start: number, length: number): number {
    const text = this.text;
    let i = start + 1;
    // The value is a slice of the text unless an escape forces a copy (then built from slices, not characters).
    let pieces: string[] | undefined;
    let pieceStart = i;
    const valueUpTo = (end: number) => (pieces ? pieces.join('') + text.slice(pieceStart, end) : text.slice(start + 1, end));
    while (i < length) {
      const ch = text.charCodeAt(i);
      if (ch === 34) {
        this.pushString(start, i + 1, valueUpTo(i), pieces === undefined);
        return i + 1;
      }
      if (isLineBreak(ch)) break;
      if (ch === 92 /* \ */ && i + 1 < length && !isLineBreak(text.charCodeAt(i + 1))) {
        (pieces ??= []).push(text.slice(pieceStart, i));
        // `\n`, `\r` and `\t` are a line break or a tab of the value (a printed text's paragraphs); any
        // other escaped character is itself (`\"`, `\\`).
        const escaped = text.charCodeAt(i + 1);
        if (escaped === 110 /* n */ || escaped === 114 /* r */ || escaped === 116 /* t */) {
          pieces.push(escaped === 110 ? '\n' : escaped === 114 ? '\r' : '\t');
          pieceStart = i + 2;
        } else {
          pieceStart = i + 1;
        }
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
      this.pushString(start, end, value.slice(0, brace.index), false);
      return end;
    }
    this.pushString(start, i, value, false);
    return i;
  }
}

/** A character no other token starts with (the `else` branch of tokenize). */
function isStray(ch: number, next: number): boolean {
  if (ch === 32 || ch === 9 || ch === 12 || ch === 0xfeff || ch === 0xa0 || isLineBreak(ch)) return false;
  if (ch === 35 || ch === 34 || ch === 123 || ch === 125 || ch === 44 || ch === 43 || ch === 59) return false;
  return !(isDigit(ch) || (ch === 45 && isDigit(next)) || isWordStart(ch));
}

function isBlank(ch: number): boolean {
  return ch === 32 || ch === 9 || ch === 12 || ch === 0xfeff || ch === 0xa0;
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
  return isWordStart(ch) || isDigit(ch) || ch === 45 /* - */ || ch === 33 /* ! */ || ch === 63 /* ? */ || ch === 39; /* ' as in opponent's */
}
