import type { Span } from '../text/span';
import type { Token } from './token';

/**
 * The uniform shape of every CardScript line (docs/language.md, "Uniform statement syntax"):
 * words, numbers, strings, commas and pluses up to the end of the line, then an optional block.
 */
export interface Statement extends Span {
  readonly parts: readonly Token[];
  readonly block?: Block;
}

export interface Block extends Span {
  readonly open: Token;
  readonly statements: readonly Statement[];
  /** Missing when the block was never closed (a syntax error was reported). */
  readonly close?: Token;
}

export interface SyntaxTree {
  readonly text: string;
  readonly statements: readonly Statement[];
  /** Every token but comments and line breaks (the parser has read the line breaks), ending with `eof`. */
  readonly tokens: readonly Token[];
  readonly comments: readonly Token[];
}
