import type { Diagnostic } from '../diagnostics/diagnostic';
import type { DiagnosticCode } from '../diagnostics/diagnosticCodes';
import { type Anchor, AnchoredSpan, PlacedSpan } from './anchor';
import { DECLARATION_WORDS, tokenize } from './lexer';
import type { Span } from '../text/span';
import type { Block, Statement, SyntaxTree } from './syntaxTree';
import type { Token } from './token';

/**
 * A statement of a segment (anchor.ts): its span is read from its parts and block (from the first part, or the
 * block when it has none, to the block's end, or the last part's), so it keeps no offsets or anchor of its own
 * (92,000 statements in a 10,000-card pool). Parts are tokens of one segment (lexer.ts). Fields are `declare`d
 * and assigned in the constructor (anchor.ts, PlacedSpan).
 */
export class ParsedStatement extends AnchoredSpan implements Statement {
  declare readonly parts: readonly Token[];
  declare readonly block: Block | undefined;

  /** `parts` (anchored tokens) or `block` is not empty. */
  constructor(parts: readonly Token[], block?: ParsedBlock) {
    super();
    (this as { parts: readonly Token[] }).parts = parts;
    (this as { block: Block | undefined }).block = block;
  }

  get anchor(): Anchor {
    return this.parts.length > 0 ? placed(this.parts[0]).anchor : (this.block as ParsedBlock).anchor;
  }

  get relativeStart(): number {
    return this.parts.length > 0 ? placed(this.parts[0]).relativeStart : (this.block as ParsedBlock).relativeStart;
  }

  get relativeEnd(): number {
    const block = this.block as ParsedBlock | undefined;
    return block ? block.relativeEnd : placed(this.parts[this.parts.length - 1]).relativeEnd;
  }

  get start(): number {
    return this.parts.length > 0 ? this.parts[0].start : (this.block as Block).start;
  }

  get end(): number {
    const block = this.block;
    return block ? block.end : this.parts[this.parts.length - 1].end;
  }
}

/** A token, statement or block of a segment (typed as the interfaces consumers read): an anchored span. */
function placed(span: Span): AnchoredSpan {
  return span as AnchoredSpan;
}

/** A block of a segment: its span runs from `{` to `}`, or when unclosed to its last statement (or `{`) (as ParsedStatement). */
class ParsedBlock extends AnchoredSpan implements Block {
  declare readonly open: Token;
  declare readonly statements: readonly Statement[];
  declare readonly close: Token | undefined;

  constructor(open: Token, statements: readonly Statement[], close?: Token) {
    super();
    (this as { open: Token }).open = open;
    (this as { statements: readonly Statement[] }).statements = statements;
    (this as { close: Token | undefined }).close = close;
  }

  get anchor(): Anchor {
    return placed(this.open).anchor;
  }

  get relativeStart(): number {
    return placed(this.open).relativeStart;
  }

  get relativeEnd(): number {
    return placed(this.last).relativeEnd;
  }

  get start(): number {
    return this.open.start;
  }

  get end(): number {
    return this.last.end;
  }

  /** What the block's span ends with: its `}`, or when unclosed its last statement, or its `{`. */
  private get last(): Token | Statement {
    return this.close ?? (this.statements.length > 0 ? this.statements[this.statements.length - 1] : this.open);
  }
}

export interface ParseResult {
  readonly tree: SyntaxTree;
  readonly diagnostics: readonly Diagnostic[];
}

/** Words that start a top-level declaration; seeing one inside a block means a `}` is missing. */
export { DECLARATION_WORDS };

/**
 * Parses any text into the uniform statement tree. Never throws, always returns a tree; each error is a
 * diagnostic and parsing resumes at the next line or brace, so one bad card never hides the rest.
 * Iterative over tokens with recursion only per nested block; depth is bounded to keep a malicious file
 * from overflowing the stack.
 */
export function parse(text: string): ParseResult {
  const all = tokenize(text);
  // One pass (this runs over every token of every file on each analysis).
  const comments: Token[] = [];
  const tokens: Token[] = [];
  for (const token of all) (token.kind === 'comment' ? comments : tokens).push(token);
  const parsed = parseTokens(tokens, { base: 0 });
  // The tree keeps no line breaks (the parser has read them), as analysed documents keep none.
  return { tree: { text, statements: parsed.statements, tokens: tokens.filter((t) => t.kind !== 'newline'), comments }, diagnostics: parsed.diagnostics };
}

/** What parseTokens reads from one segment's tokens. */
export interface ParsedTokens {
  readonly statements: Statement[];
  readonly diagnostics: Diagnostic[];
  /**
   * The tokens but line breaks and `eof` that no statement or block holds, in order: stray characters, ';',
   * a '}' closing nothing, a block nested too deeply. With the statements they give back every token
   * (treeTokens.ts), so a segment keeps no list of its tokens beside its statements.
   */
  readonly strays: Token[];
}

/**
 * The top-level statements of some tokens (comments removed, ending with an `eof` token), with diagnostics
 * relative to `anchor`: one segment of a document (declarationSegments.ts).
 */
export function parseTokens(tokens: readonly Token[], anchor: Anchor): ParsedTokens {
  const parser = new Parser(tokens, anchor);
  const statements = parser.parseTopLevel();
  return { statements, diagnostics: parser.diagnostics, strays: exactly(parser.strays) };
}

const MAX_DEPTH = 64;

class Parser {
  readonly diagnostics: Diagnostic[] = [];
  readonly strays: Token[] = [];
  private index = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly anchor: Anchor,
  ) {}

  parseTopLevel(): Statement[] {
    const statements: Statement[] = [];
    for (;;) {
      this.skipSeparators();
      const token = this.peek();
      if (token.kind === 'eof') return exactly(statements);
      if (token.kind === '}') {
        this.error(token, 'CS0004', "Unexpected '}': there is no open block to close here.");
        this.strays.push(token);
        this.index++;
        continue;
      }
      const statement = this.parseStatement(0);
      if (statement) statements.push(statement);
    }
  }

  private parseBlock(depth: number): ParsedBlock {
    const open = this.next(); // '{'
    const statements: Statement[] = [];
    for (;;) {
      this.skipSeparators();
      const token = this.peek();
      if (token.kind === '}') {
        this.index++;
        return new ParsedBlock(open, exactly(statements), token);
      }
      if (token.kind === 'eof' || this.startsDeclaration()) {
        this.error(open, 'CS0003', "Missing '}': this block is never closed.");
        return new ParsedBlock(open, exactly(statements));
      }
      const statement = this.parseStatement(depth + 1);
      if (statement) statements.push(statement);
    }
  }

  private parseStatement(depth: number): Statement | undefined {
    // The parts are read in place and copied once, at the end (statementParts): no array grown per line.
    const from = this.index;
    let count = 0;
    let last: Token | undefined;
    for (;;) {
      const token = this.peek();
      switch (token.kind) {
        case 'word':
        case 'number':
        case ',':
        case '+':
          this.index++;
          count++;
          last = token;
          continue;
        case 'string':
          if (token.terminated === false) {
            this.error(token, 'CS0002', "Unterminated string: expected a closing '\"' before the end of the line.");
          }
          this.index++;
          count++;
          last = token;
          continue;
        case 'unknown':
          this.error(token, 'CS0001', unexpectedCharacters(token.text));
          this.strays.push(token);
          this.index++;
          continue;
        case 'newline': {
          // A line ending in ',' or '+' continues on the next line.
          if (last && (last.kind === ',' || last.kind === '+')) {
            this.index++;
            continue;
          }
          return this.finish(this.statementParts(from, count));
        }
        case '{': {
          const parts = this.statementParts(from, count);
          if (depth >= MAX_DEPTH) {
            this.error(token, 'CS0005', `Blocks are nested too deeply (more than ${MAX_DEPTH} levels).`);
            this.skipBalanced();
            return this.finish(parts);
          }
          return new ParsedStatement(parts, this.parseBlock(depth));
        }
        default: // ';', '}', 'eof'
          return this.finish(this.statementParts(from, count));
      }
    }
  }

  /**
   * The `count` parts read from `from` up to here: the tokens in between but the stray characters and the
   * line breaks of continued lines, in an array of their number (a statement's parts live as long as the
   * document).
   */
  private statementParts(from: number, count: number): Token[] {
    const end = this.index;
    if (count === end - from) return this.tokens.slice(from, end);
    const parts = new Array<Token>(count);
    let k = 0;
    for (let i = from; i < end; i++) {
      const token = this.tokens[i];
      if (token.kind !== 'unknown' && token.kind !== 'newline') parts[k++] = token;
    }
    return parts;
  }

  private finish(parts: Token[]): Statement | undefined {
    if (parts.length === 0) return undefined;
    return new ParsedStatement(parts);
  }

  private startsDeclaration(): boolean {
    const token = this.peek();
    if (token.kind !== 'word' || !DECLARATION_WORDS.has(token.value)) return false;
    const previous = this.tokens[this.index - 1];
    const atLineStart = !previous || previous.kind === 'newline' || previous.kind === '{' || previous.kind === ';';
    return atLineStart && this.tokens[this.index + 1]?.kind === 'string';
  }

  /** Skips a too-deep block without recursing, keeping the brace balance. */
  private skipBalanced(): void {
    let balance = 0;
    do {
      const token = this.next();
      if (token.kind === 'eof') return;
      if (token.kind !== 'newline') this.strays.push(token);
      if (token.kind === '{') balance++;
      else if (token.kind === '}') balance--;
    } while (balance > 0);
  }

  private skipSeparators(): void {
    for (;;) {
      const token = this.peek();
      if (token.kind === ';') this.strays.push(token);
      else if (token.kind !== 'newline') return;
      this.index++;
    }
  }

  private peek(): Token {
    return this.tokens[this.index];
  }

  private next(): Token {
    const token = this.tokens[this.index];
    if (token.kind !== 'eof') this.index++;
    return token;
  }

  private error(token: Token, code: DiagnosticCode, message: string): void {
    const end = token.end > token.start ? token.end : token.start;
    this.diagnostics.push({ span: new PlacedSpan(this.anchor, token.start - this.anchor.base, end - this.anchor.base), severity: 'error', code, message });
  }
}

/**
 * A copy of an array grown by `push` with no spare room: a statement's parts and a block's statements are
 * kept as long as the document, and a grown array holds room for a dozen more (about 100 bytes each, some
 * 10 MB over a 10,000-card pool that the garbage collector copies on every young-generation pass).
 */
function exactly<T>(items: T[]): T[] {
  return items.length === 0 ? items : items.slice();
}

/** Longest run of stray characters quoted in CS0001 (a binary file's runs are cut, not copied). */
const MAX_QUOTED_STRAY = 24;

/** CS0001's message: one character as before; a run (lexer.ts makes one token of it) with its length. */
function unexpectedCharacters(run: string): string {
  const expected = "expected a word, a number, a \"string\", '{' or '}'.";
  const first = run.codePointAt(0) ?? 0;
  if (run.length === String.fromCodePoint(first).length) return `Unexpected character '${run}': ${expected}`;
  const shown = run.length > MAX_QUOTED_STRAY ? `${run.slice(0, MAX_QUOTED_STRAY).replace(/[\ud800-\udbff]$/, '')}...` : run;
  return `Unexpected characters '${shown}' (${run.length.toLocaleString('en-US')} characters): ${expected}`;
}
