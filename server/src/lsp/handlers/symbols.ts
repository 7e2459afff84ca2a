import {
  DocumentSymbolRequest,
  type DocumentSymbol,
  type DocumentSymbolParams,
  type SymbolInformation,
  SymbolKind,
  WorkspaceSymbolRequest,
  type WorkspaceSymbolParams,
} from 'vscode-languageserver';
import { documentSymbols, type SymbolKind as CoreSymbolKind, type SymbolNode } from '../../core/features/documentSymbols';
import { workspaceSymbols } from '../../core/features/workspaceSymbols';
import type { LineIndex } from '../../core/text/lineIndex';
import { revealInvisibles } from '../../core/text/markdown';
import type { AnalyzedDocument } from '../../core/workspace/analyzedDocument';
import { toRange } from '../convert';
import type { ServerState } from '../serverState';
import { documentOf, linesOf } from './requestDocument';
import { route } from './route';

/** `textDocument/documentSymbol`: the outline, nested where the client shows nesting. */
export function documentSymbol(state: ServerState, params: DocumentSymbolParams): DocumentSymbol[] | SymbolInformation[] {
  const document = documentOf(state, params);
  if (!document) return [];
  const symbols = documentSymbols(document);
  if (state.support.hierarchicalSymbols) return symbols.map((s) => toDocumentSymbol(s, document.lines));
  return flattenSymbols(symbols, document, undefined);
}

/** `workspace/symbol`: the cards, sets and scenarios of every file whose name matches the query. */
export function workspaceSymbol(state: ServerState, params: WorkspaceSymbolParams): SymbolInformation[] {
  state.store.sync();
  const query = typeof params?.query === 'string' ? params.query : '';
  return workspaceSymbols(state.store.workspace, query).flatMap((s) => {
    const lines = linesOf(state, s.uri);
    if (!lines) return [];
    return [
      {
        name: revealInvisibles(s.name),
        kind: SYMBOL_KINDS[s.kind],
        location: { uri: s.uri, range: toRange(lines, s.span) },
        containerName: s.containerName || undefined,
      },
    ];
  });
}

export const SYMBOL_ROUTES = [
  route({
    method: DocumentSymbolRequest.method,
    on: (c, answer) => c.onDocumentSymbol(answer),
    guard: { name: 'documentSymbol', fallback: () => [] },
    handle: documentSymbol,
  }),
  route({
    method: WorkspaceSymbolRequest.method,
    on: (c, answer) => c.onWorkspaceSymbol(answer),
    guard: { name: 'workspaceSymbol', fallback: () => [] },
    handle: workspaceSymbol,
  }),
];

const SYMBOL_KINDS: Record<CoreSymbolKind, SymbolKind> = {
  set: SymbolKind.Package,
  monster: SymbolKind.Class,
  spell: SymbolKind.Function,
  trap: SymbolKind.Event,
  scenario: SymbolKind.Module,
  clause: SymbolKind.Property,
  step: SymbolKind.Method,
};

function toDocumentSymbol(node: SymbolNode, lines: LineIndex): DocumentSymbol {
  return {
    // Outline names are card names: bidi controls and zero-width characters are shown, not obeyed.
    name: revealInvisibles(node.name) || '(unnamed)',
    detail: node.detail,
    kind: SYMBOL_KINDS[node.kind],
    range: toRange(lines, node.span),
    selectionRange: toRange(lines, node.selectionSpan),
    children: node.children.map((c) => toDocumentSymbol(c, lines)),
  };
}

/** For clients without hierarchical outlines: every node as a flat SymbolInformation. */
function flattenSymbols(nodes: readonly SymbolNode[], document: AnalyzedDocument, container: string | undefined): SymbolInformation[] {
  return nodes.flatMap((node) => [
    {
      name: revealInvisibles(node.name) || '(unnamed)',
      kind: SYMBOL_KINDS[node.kind],
      location: { uri: document.uri, range: toRange(document.lines, node.span) },
      containerName: container,
    },
    ...flattenSymbols(node.children, document, node.name),
  ]);
}
