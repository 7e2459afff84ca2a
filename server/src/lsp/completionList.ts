import { type CompletionItem, CompletionItemKind, type CompletionList, InsertTextFormat, MarkupKind, type Range } from 'vscode-languageserver';
import type { CompletionItem as CoreCompletionItem, CompletionKind } from '../core/features/completion';
import type { LineIndex } from '../core/text/lineIndex';
import { toRange } from './convert';

const COMPLETION_KINDS: Record<CompletionKind, CompletionItemKind> = {
  keyword: CompletionItemKind.Keyword,
  snippet: CompletionItemKind.Snippet,
  card: CompletionItemKind.Reference,
  zone: CompletionItemKind.EnumMember,
  value: CompletionItemKind.Value,
  field: CompletionItemKind.Field,
};

/**
 * The LSP answer of a completion request, as small as the client allows (issue 12: a 200-name answer was
 * 0.1 MB of JSON, encoded by the server and decoded by the client on every keystroke). What the protocol
 * defaults is left out (a filter text equal to the label, the plain-text insert format), and where the
 * client takes list defaults (LSP 3.17 `itemDefaults.editRange`) and every item replaces the same text, the
 * range is sent once for the list and an item's new text only where it differs from its label.
 */
export function toCompletionAnswer(
  items: readonly CoreCompletionItem[],
  isIncomplete: boolean,
  lines: LineIndex,
  itemDefaults: readonly string[],
): CompletionItem[] | CompletionList {
  const shared = itemDefaults.includes('editRange') ? sharedReplaceSpan(items) : undefined;
  if (shared) {
    const editRange = toRange(lines, shared);
    return { isIncomplete, itemDefaults: { editRange }, items: items.map((item) => toCompletionItem(item, lines, editRange)) };
  }
  const converted = items.map((item) => toCompletionItem(item, lines));
  // A cut list of card names: the client asks again as the user types (and filters a complete one itself).
  return isIncomplete ? { isIncomplete: true, items: converted } : converted;
}

/**
 * One proposal. With `defaultRange` (the list's `itemDefaults.editRange`, equal to the item's replace span)
 * the item carries no range: `textEditText` when its new text is not its label.
 */
export function toCompletionItem(item: CoreCompletionItem, lines: LineIndex, defaultRange?: Range): CompletionItem {
  const result: CompletionItem = {
    label: item.label,
    kind: COMPLETION_KINDS[item.kind],
    detail: item.detail,
  };
  // PlainText is the protocol's default format.
  if (item.isSnippet) result.insertTextFormat = InsertTextFormat.Snippet;
  if (item.documentation) result.documentation = { kind: MarkupKind.Markdown, value: item.documentation };
  if (item.sortText !== undefined) result.sortText = item.sortText;
  // The label is the protocol's default filter text.
  if (item.filterText !== undefined && item.filterText !== item.label) result.filterText = item.filterText;
  if (item.resolve) result.data = item.resolve;
  if (defaultRange) {
    if (item.insertText !== item.label) result.textEditText = item.insertText;
  } else if (item.replaceSpan) {
    result.textEdit = { range: toRange(lines, item.replaceSpan), newText: item.insertText };
  } else {
    result.insertText = item.insertText;
  }
  return result;
}

/** The replace span every item has, or undefined when one has none or another. */
function sharedReplaceSpan(items: readonly CoreCompletionItem[]): CoreCompletionItem['replaceSpan'] {
  const first = items[0]?.replaceSpan;
  if (!first) return undefined;
  for (const item of items) {
    const span = item.replaceSpan;
    if (!span || span.start !== first.start || span.end !== first.end) return undefined;
  }
  return first;
}
