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

  /** A DocumentText's index reads the line starts it keeps per chunk: an edited version's is not built again. */
  constructor(text: string | DocumentText) {
    this.text = typeof text === 'string' ? DocumentText.of(text) : text;
  }

  get lineCount(): number {
    return this.text.lineCount;
  }

  positionAt(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    const line = this.text.lineAt(clamped);
    return { line, character: clamped - this.text.lineStart(line) };
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
    const start = this.lineStart(line);
    let end = line + 1 < this.lineCount ? this.text.lineStart(line + 1) : this.text.length;
    if (end > start && this.text.charCodeAt(end - 1) === 10) end--;
    if (end > start && this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }
}
