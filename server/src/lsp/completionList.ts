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
 * Documentation left out of the lists for clients that resolve it lazily (VS Code asks for the item it
 * shows): the grammar's phrases and the fields carry a paragraph each, 7 of a clause list's 17 kB. An item
 * carries `data: { doc: n }` instead, the number of its (label, documentation) here. The texts come from
 * the grammar's tables, so there are a few hundred; past the bound an item keeps its documentation inline.
 */
const MAX_KEPT_DOCUMENTATION = 4096;
// By documentation, then label: both are the tables' own strings, whose hashes V8 keeps (a joined key
// would be a new string to hash per item and request).
const documentationIds = new Map<string, Map<string, number>>();
const keptDocumentation: { readonly label: string; readonly documentation: string }[] = [];

function documentationId(label: string, documentation: string): number | undefined {
  let byLabel = documentationIds.get(documentation);
  let id = byLabel?.get(label);
  if (id === undefined && keptDocumentation.length < MAX_KEPT_DOCUMENTATION) {
    id = keptDocumentation.length;
    keptDocumentation.push({ label, documentation });
    if (!byLabel) documentationIds.set(documentation, (byLabel = new Map()));
    byLabel.set(label, id);
  }
  return id;
}

/** The documentation an item's `data.doc` stands for, if it is one this server handed out for that label. */
export function lazyDocumentation(label: unknown, data: unknown): string | undefined {
  const id = (data as { doc?: unknown } | undefined)?.doc;
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined;
  const kept = keptDocumentation[id];
  return kept && kept.label === label ? kept.documentation : undefined;
}

/**
 * The LSP answer of a completion request, as small as the client allows (a 200-name answer is
 * 0.1 MB of JSON, encoded by the server and decoded by the client on every keystroke). What the protocol
 * defaults is left out (a filter text equal to the label, the plain-text insert format), and where the
 * client takes list defaults (LSP 3.17 `itemDefaults.editRange`) and every item replaces the same text, the
 * range is sent once for the list and an item's new text only where it differs from its label. With
 * `lazyDocumentation` (the client resolves `documentation`), documentation waits for completionItem/resolve.
 */
export function toCompletionAnswer(
  items: readonly CoreCompletionItem[],
  isIncomplete: boolean,
  lines: LineIndex,
  itemDefaults: readonly string[],
  lazyDocumentation = false,
): CompletionItem[] | CompletionList {
  const shared = itemDefaults.includes('editRange') ? sharedReplaceSpan(items) : undefined;
  if (shared) {
    const editRange = toRange(lines, shared);
    return { isIncomplete, itemDefaults: { editRange }, items: items.map((item) => toCompletionItem(item, lines, editRange, lazyDocumentation)) };
  }
  const converted = items.map((item) => toCompletionItem(item, lines, undefined, lazyDocumentation));
  // A cut list of card names: the client asks again as the user types (and filters a complete one itself).
  return isIncomplete ? { isIncomplete: true, items: converted } : converted;
}

/**
 * One proposal. With `defaultRange` (the list's `itemDefaults.editRange`, equal to the item's replace span)
 * the item carries no range: `textEditText` when its new text is not its label.
 */
export function toCompletionItem(item: CoreCompletionItem, lines: LineIndex, defaultRange?: Range, lazyDocumentation = false): CompletionItem {
  const result: CompletionItem = {
    label: item.label,
    kind: COMPLETION_KINDS[item.kind],
    detail: item.detail,
  };
  // PlainText is the protocol's default format.
  if (item.isSnippet) result.insertTextFormat = InsertTextFormat.Snippet;
  const doc = item.documentation && lazyDocumentation && !item.resolve ? documentationId(item.label, item.documentation) : undefined;
  if (doc !== undefined) result.data = { doc };
  else if (item.documentation) result.documentation = { kind: MarkupKind.Markdown, value: item.documentation };
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
