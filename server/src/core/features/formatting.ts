import type { TextEdit } from '../diagnostics/diagnostic';
import { tokenize } from '../syntax/lexer';
import { parse } from '../syntax/parser';
import type { Statement, SyntaxTree } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';

/** Syntax errors (core/syntax/parser.ts): with any of these the layout is not trusted, so nothing is formatted. */
const SYNTAX_ERROR_CODES: ReadonlySet<string> = new Set(['CS0001', 'CS0002', 'CS0003', 'CS0004', 'CS0005']);

/** The client's indentation settings (LSP `FormattingOptions`); the default is 2 spaces. */
export interface IndentOptions {
  readonly tabSize: number;
  readonly insertSpaces: boolean;
}

export const DEFAULT_INDENT: IndentOptions = { tabSize: 2, insertSpaces: true };

function indentUnit(options: IndentOptions): string {
  return options.insertSpaces ? ' '.repeat(Math.min(16, Math.max(1, Math.floor(options.tabSize) || 2))) : '\t';
}

/**
 * Formats a document: the edit that turns its text into `formatText(text)`, or no edit when the
 * document has syntax errors or is already formatted. One edit covering the changed region.
 */
export function formatDocument(document: AnalyzedDocument, options: IndentOptions = DEFAULT_INDENT): TextEdit[] {
  if (document.localDiagnostics.some((d) => SYNTAX_ERROR_CODES.has(d.code))) return [];
  const formatted = formatVerified(document.text, document.tree, options);
  if (formatted === document.text) return [];
  return [changedRegion(document.uri, document.text, formatted)];
}

/**
 * The canonical layout of a CardScript text: indentation by block depth (2 spaces, or the client's setting) (one more level on
 * a continuation line), one space between parts, `{` kept where it was written, `}` on its own line,
 * comments and strings byte for byte, at most one blank line in a row, one final line break.
 * Returns the text unchanged when it has syntax errors, or when (defensively) the layout would parse
 * differently: formatting never changes meaning.
 */
export function formatText(text: string, options: IndentOptions = DEFAULT_INDENT): string {
  const before = parse(text);
  if (before.diagnostics.some((d) => SYNTAX_ERROR_CODES.has(d.code))) return text;
  return formatVerified(text, before.tree, options);
}

/** Lays out a text known to be free of syntax errors, keeping it unchanged if the layout would not parse the same. */
function formatVerified(text: string, tree: SyntaxTree, options: IndentOptions): string {
  const formatted = formatTextUnverified(text, options);
  if (formatted === text) return text;
  const after = parse(formatted);
  if (after.diagnostics.some((d) => SYNTAX_ERROR_CODES.has(d.code))) return text;
  if (!sameMeaning(tree, after.tree)) return text;
  return formatted;
}

/**
 * The layout algorithm alone, without the safety check of `formatText`. Exported so the property
 * tests exercise the algorithm itself rather than its fallback.
 */
export function formatTextUnverified(text: string, options: IndentOptions = DEFAULT_INDENT): string {
  const indent = indentUnit(options);
  const tokens = tokenize(text);
  const eol = tokens.find((t) => t.kind === 'newline')?.text ?? '\n';
  const lines: string[] = [];
  let line = '';
  let depth = 0;
  /** The last token written (never a newline). */
  let previous: Token | undefined;
  /** The last part written that is not a comment: decides continuation lines. */
  let previousCode: Token | undefined;
  /** The last non-`;` code token, to keep `};` from carrying a statement on the `}` line. */
  let beforeSemicolons: Token | undefined;
  let newlines = 0;

  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token.kind === 'eof') break;
    if (token.kind === 'newline') {
      newlines++;
      continue;
    }
    let breaks = previous === undefined ? 0 : newlines;
    if (previous !== undefined && breaks === 0) {
      if (token.kind === '}') breaks = 1;
      else if (previous.kind === '{' && token.kind !== 'comment') breaks = 1;
      else if (previous.kind === '}' && token.kind !== 'comment' && token.kind !== ';' && !(depth > 0 && startsDeclaration(tokens, index))) breaks = 1;
      else if (previous.kind === ';' && beforeSemicolons?.kind === '}' && token.kind !== 'comment' && token.kind !== ';') breaks = 1;
    }
    // No blank line right after `{` or right before `}`; elsewhere at most one.
    if (breaks > 2) breaks = 2;
    if (breaks === 2 && (token.kind === '}' || previous?.kind === '{')) breaks = 1;

    if (token.kind === '}') depth = Math.max(0, depth - 1);
    if (previous === undefined || breaks > 0) {
      if (previous !== undefined) {
        lines.push(line);
        if (breaks === 2) lines.push('');
      }
      const continues = token.kind !== '}' && (previousCode?.kind === ',' || previousCode?.kind === '+');
      line = indent.repeat(depth + (continues ? 1 : 0)) + token.text;
    } else {
      line += token.kind === ',' || token.kind === ';' ? token.text : ` ${token.text}`;
    }
    if (token.kind === '{') depth++;

    newlines = 0;
    previous = token;
    if (token.kind !== 'comment') {
      previousCode = token;
      if (token.kind !== ';') beforeSemicolons = token;
    }
  }
  if (previous === undefined) return text.startsWith('\ufeff') ? '\ufeff' : '';
  lines.push(line);
  const bom = text.startsWith('\ufeff') ? '\ufeff' : '';
  return bom + lines.join(eol) + eol;
}

/**
 * `monster "X"` at the start of a line inside a block ends that block (core/syntax/parser.ts); right
 * after a `}` on the same line it does not. Such a line stays joined so the layout keeps its meaning.
 */
function startsDeclaration(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  return token.kind === 'word' && DECLARATION_WORDS.has(token.value) && tokens[index + 1]?.kind === 'string';
}

const DECLARATION_WORDS: ReadonlySet<string> = new Set(['monster', 'spell', 'trap', 'scenario']);

/** Same statements with the same parts (kind and exact text) and blocks, and the same comments. */
export function sameMeaning(a: SyntaxTree, b: SyntaxTree): boolean {
  if (a.comments.length !== b.comments.length) return false;
  for (let i = 0; i < a.comments.length; i++) if (a.comments[i].text !== b.comments[i].text) return false;
  return sameStatements(a.statements, b.statements);
}

function sameStatements(a: readonly Statement[], b: readonly Statement[]): boolean {
  // An explicit stack: deep nesting must not overflow.
  const stack: [readonly Statement[], readonly Statement[]][] = [[a, b]];
  while (stack.length > 0) {
    const [left, right] = stack.pop()!;
    if (left.length !== right.length) return false;
    for (let i = 0; i < left.length; i++) {
      const x = left[i];
      const y = right[i];
      if (x.parts.length !== y.parts.length) return false;
      for (let j = 0; j < x.parts.length; j++) {
        if (x.parts[j].kind !== y.parts[j].kind || x.parts[j].text !== y.parts[j].text) return false;
      }
      if (!x.block !== !y.block) return false;
      if (x.block && y.block) {
        if (!x.block.close !== !y.block.close) return false;
        stack.push([x.block.statements, y.block.statements]);
      }
    }
  }
  return true;
}

/** One edit replacing only the region between the common prefix and suffix of the two texts. */
function changedRegion(uri: string, before: string, after: string): TextEdit {
  let prefix = 0;
  const limit = Math.min(before.length, after.length);
  while (prefix < limit && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < limit - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  // Never cut a surrogate pair or a \r\n in half: positions inside them do not exist for editors.
  while (prefix > 0 && splitsPair(before, prefix)) prefix--;
  while (suffix > 0 && (splitsPair(before, before.length - suffix) || splitsPair(after, after.length - suffix))) suffix--;
  return {
    uri,
    span: { start: prefix, end: before.length - suffix },
    newText: after.slice(prefix, after.length - suffix),
  };
}

function splitsPair(text: string, offset: number): boolean {
  if (offset <= 0 || offset >= text.length) return false;
  const left = text.charCodeAt(offset - 1);
  const right = text.charCodeAt(offset);
  if (left === 13 && right === 10) return true;
  return left >= 0xd800 && left <= 0xdbff && right >= 0xdc00 && right <= 0xdfff;
}
