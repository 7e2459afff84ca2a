import type { TextDocumentContentChangeEvent, TextDocumentsConfiguration } from 'vscode-languageserver';
import { DocumentText } from '../core/text/documentText';
import { LineIndex, type Position } from '../core/text/lineIndex';

/**
 * An editor's open document as the server keeps it, in place of vscode-languageserver-textdocument's
 * TextDocument: that one holds one string, so every change makes a new string of the whole document (2.7 MB
 * per keystroke in a 10,000-card file); this one holds a DocumentText, which a change updates by
 * rebuilding the pieces it touches. Each change event makes a new immutable document.
 */
export class OpenTextDocument {
  private lineIndex: LineIndex | undefined;

  constructor(
    readonly uri: string,
    readonly languageId: string,
    readonly version: number,
    readonly content: DocumentText,
  ) {}

  /** Positions as the client counts them in this version (LSP: UTF-16, `\n`, `\r\n` or `\r` end a line). */
  get lines(): LineIndex {
    this.lineIndex ??= new LineIndex(this.content);
    return this.lineIndex;
  }

  /**
   * This document after a `didChange`'s changes, applied in order, each to the text the previous one left
   * (as the client made them): a range (its ends swapped if given backwards, positions past a line's end
   * or the text's clamped, as TextDocument does) replaced by the change's text, or the whole text replaced.
   */
  updated(changes: readonly TextDocumentContentChangeEvent[], version: number): OpenTextDocument {
    let content = this.content;
    let lines: LineIndex | undefined = this.lineIndex;
    for (const change of changes) {
      if (isRanged(change)) {
        lines ??= new LineIndex(content);
        const [start, end] = ordered(change.range.start, change.range.end);
        content = content.edited(lines.offsetAt(start), lines.offsetAt(end), change.text);
        lines = undefined;
      } else if (isWhole(change)) {
        content = DocumentText.of(change.text);
        lines = undefined;
      } else {
        throw new Error('Unknown change event received');
      }
    }
    return new OpenTextDocument(this.uri, this.languageId, version, content);
  }
}

/** The document sync of vscode-languageserver's TextDocuments, with documents kept as OpenTextDocument. */
export const OPEN_TEXT_DOCUMENTS: TextDocumentsConfiguration<OpenTextDocument> = {
  create: (uri, languageId, version, text) => new OpenTextDocument(uri, languageId, version, DocumentText.of(text)),
  update: (document, changes, version) => document.updated(changes, version),
};

type RangedChange = Extract<TextDocumentContentChangeEvent, { range: unknown }>;

/** As TextDocument tells them apart: a string `text` with a `range` (and a numeric or no `rangeLength`). */
function isRanged(change: TextDocumentContentChangeEvent): change is RangedChange {
  const candidate = change as Partial<RangedChange> | null | undefined;
  return (
    typeof candidate?.text === 'string' && candidate.range !== undefined && (candidate.rangeLength === undefined || typeof candidate.rangeLength === 'number')
  );
}

function isWhole(change: TextDocumentContentChangeEvent): change is { text: string } {
  const candidate = change as Partial<RangedChange> | null | undefined;
  return typeof candidate?.text === 'string' && candidate.range === undefined && candidate.rangeLength === undefined;
}

function ordered(a: Position, b: Position): [Position, Position] {
  return a.line > b.line || (a.line === b.line && a.character > b.character) ? [b, a] : [a, b];
}
