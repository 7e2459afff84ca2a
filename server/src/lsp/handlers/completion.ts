import {
  type CompletionItem,
  type CompletionList,
  type CompletionParams,
  CompletionRequest,
  CompletionResolveRequest,
  MarkupKind,
} from 'vscode-languageserver';
import { completionListAt, resolveCompletionDocumentation } from '../../core/features/completion';
import { lazyDocumentation, toCompletionAnswer } from '../completionList';
import { toOffset } from '../convert';
import type { ServerState } from '../serverState';
import { documentOf } from './requestDocument';
import { route } from './route';

/** `textDocument/completion`: snippets only for a client that expands them. */
export function completion(state: ServerState, params: CompletionParams): CompletionItem[] | CompletionList {
  const document = documentOf(state, params);
  if (!document) return [];
  const list = completionListAt(document, toOffset(document.lines, params.position), state.store.workspace);
  const support = state.support;
  const items = support.completionSnippets ? list.items : list.items.filter((item) => !item.isSnippet);
  return toCompletionAnswer(items, list.isIncomplete, document.lines, support.completionItemDefaults, support.completionResolvesDocumentation);
}

/**
 * `completionItem/resolve`: card items leave their printed text out of the list, and for a client that
 * resolves documentation the phrases and fields their paragraph (completionList.ts); the client asks for
 * it when it shows the item.
 */
export function completionResolve(state: ServerState, item: CompletionItem): CompletionItem {
  const kept = item && item.documentation === undefined ? lazyDocumentation(item.label, item.data) : undefined;
  if (kept !== undefined) return { ...item, documentation: { kind: MarkupKind.Markdown, value: kept } };
  const card = (item?.data as { card?: unknown } | undefined)?.card;
  if (typeof card !== 'string' || item.documentation !== undefined) return item;
  state.store.sync();
  const documentation = resolveCompletionDocumentation({ card }, state.store.workspace);
  return documentation ? { ...item, documentation: { kind: MarkupKind.Markdown, value: documentation } } : item;
}

export const COMPLETION_ROUTES = [
  route({ method: CompletionRequest.method, on: (c, answer) => c.onCompletion(answer), guard: { name: 'completion', fallback: () => [] }, handle: completion }),
  // A resolve that fails answers the item as it came.
  route({
    method: CompletionResolveRequest.method,
    on: (c, answer) => c.onCompletionResolve(answer),
    guard: { name: 'completionResolve', fallback: (item: CompletionItem) => item },
    handle: completionResolve,
  }),
];
