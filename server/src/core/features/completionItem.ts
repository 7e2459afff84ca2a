import type { Span } from '../text/span';

export type CompletionKind = 'keyword' | 'snippet' | 'card' | 'zone' | 'value' | 'field';

/** One completion proposal in plain data; the server maps it to an LSP CompletionItem. */
export interface CompletionItem {
  readonly label: string;
  readonly kind: CompletionKind;
  /** Text to insert; a snippet (`$1`, `${1:x}`, `${1|a,b|}`) when `isSnippet`. */
  readonly insertText: string;
  readonly isSnippet: boolean;
  readonly detail: string;
  readonly documentation: string;
  readonly sortText?: string;
  /** What the client filters on when it differs from the label (card names typed without quotes). */
  readonly filterText?: string;
  /**
   * The text the item replaces (a textEdit range): the word being typed, the inside of the string
   * being typed, or the typed words of a multi-word phrase. Absent: insert at the cursor.
   */
  readonly replaceSpan?: Span;
  /**
   * Documentation left out of the list and computed when the client shows the item
   * (`completionItem/resolve`, with resolveCompletionDocumentation): a card's printed text.
   */
  readonly resolve?: CompletionResolveData;
}

/** What resolving an item needs: plain data, sent to the client and back. */
export interface CompletionResolveData {
  readonly card: string;
}
