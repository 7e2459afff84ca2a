import { DocumentText } from './documentText';

/**
 * Converts between UTF-16 offsets and zero-based line/character positions (the LSP convention).
 * Line breaks are \n, \r\n or a lone \r, as LSP defines them.
 */
export interface Position {
  readonly line: number;
  readonly character: number;
}

export class LineIndex {
  private readonly text: DocumentText;
  private lines = -1;

  /** A DocumentText's index reads the line starts it keeps per chunk: an edited version's is not built again. */
  constructor(text: string | DocumentText) {
    this.text = typeof text === 'string' ? DocumentText.of(text) : text;
  }

  get lineCount(): number {
    if (this.lines < 0) this.lines = this.text.lineCount;
    return this.lines;
  }

  positionAt(offset: number): Position {
    return this.text.positionAt(Math.max(0, Math.min(offset, this.text.length)));
  }

  offsetAt(position: Position): number {
    if (position.line < 0) return 0;
    if (position.line >= this.lineCount) return this.text.length;
    const lineStart = this.text.lineStart(position.line);
    const lineEnd = this.lineEndWithoutBreak(position.line);
    return Math.max(lineStart, Math.min(lineStart + position.character, lineEnd));
  }

  lineStart(line: number): number {
    return this.text.lineStart(Math.max(0, Math.min(line, this.lineCount - 1)));
  }

  lineEndWithoutBreak(line: number): number {
    return line < 0 ? 0 : this.text.lineEndWithoutBreak(Math.min(line, this.lineCount - 1));
  }
}
