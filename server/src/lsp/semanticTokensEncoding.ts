import type { SemanticTokens, SemanticTokensLegend } from 'vscode-languageserver';
import { SEMANTIC_TOKEN_MODIFIERS, SEMANTIC_TOKEN_TYPES, type SemanticToken } from '../core/features/semanticTokens';
import type { LineIndex } from '../core/text/lineIndex';
import type { Span } from '../core/text/span';

/** Announced in `initialize`; token types and modifiers are sent as indexes into these lists. */
export const SEMANTIC_TOKENS_LEGEND: SemanticTokensLegend = {
  tokenTypes: [...SEMANTIC_TOKEN_TYPES],
  tokenModifiers: [...SEMANTIC_TOKEN_MODIFIERS],
};

/**
 * The core's tokens (offsets, document order) in the LSP's wire format: five numbers per token, its line
 * and start relative to the previous token, its length, type index and modifier bits. Offsets are UTF-16 like
 * LSP characters; a token spanning lines is sent as one token per line (not every client takes multi-line tokens).
 */
export function encodeSemanticTokens(tokens: readonly SemanticToken[], lines: LineIndex): SemanticTokens {
  const data: number[] = [];
  let previousLine = 0;
  let previousCharacter = 0;
  for (const token of tokens) {
    const type = SEMANTIC_TOKEN_TYPES.indexOf(token.type);
    let modifiers = 0;
    for (const modifier of token.modifiers) modifiers |= 1 << SEMANTIC_TOKEN_MODIFIERS.indexOf(modifier);
    for (const piece of piecesPerLine(token.span, lines)) {
      data.push(piece.line - previousLine, piece.line === previousLine ? piece.character - previousCharacter : piece.character, piece.length, type, modifiers);
      previousLine = piece.line;
      previousCharacter = piece.character;
    }
  }
  return { data };
}

function piecesPerLine(span: Span, lines: LineIndex): { line: number; character: number; length: number }[] {
  const first = lines.positionAt(span.start).line;
  const last = lines.positionAt(span.end).line;
  const pieces: { line: number; character: number; length: number }[] = [];
  for (let line = first; line <= last; line++) {
    const lineStart = lines.lineStart(line);
    const start = line === first ? span.start : lineStart;
    const end = line === last ? span.end : lines.lineEndWithoutBreak(line);
    // Line breaks are not part of any piece; a span ending at a line's start adds nothing on that line.
    if (end > start) pieces.push({ line, character: start - lineStart, length: end - start });
  }
  return pieces;
}
