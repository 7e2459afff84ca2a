import type { Span } from '../text/span';
import type { CompletionItem, CompletionKind } from './completionItem';

/** Small building blocks shared by the completion files. */

export function sortKey(index: number): string {
  return String(index).padStart(4, '0');
}

export function valueItems(values: readonly string[], kind: CompletionKind, detail: string, wordSpan: Span): CompletionItem[] {
  return values.map((value, i) => ({
    label: value,
    kind,
    insertText: value,
    isSnippet: false,
    detail,
    documentation: '',
    sortText: sortKey(i),
    replaceSpan: wordSpan,
  }));
}
