import {
  type SemanticTokens,
  type SemanticTokensParams,
  type SemanticTokensRangeParams,
  SemanticTokensRangeRequest,
  SemanticTokensRequest,
} from 'vscode-languageserver';
import { semanticTokens } from '../../core/features/semanticTokens';
import { toSpan } from '../convert';
import { encodeSemanticTokens } from '../semanticTokensEncoding';
import type { ServerState } from '../serverState';
import { documentOf } from './requestDocument';
import { route } from './route';

/** `textDocument/semanticTokens/full`. */
export function semanticTokensFull(state: ServerState, params: SemanticTokensParams): SemanticTokens {
  const document = documentOf(state, params);
  if (!document) return { data: [] };
  return encodeSemanticTokens(semanticTokens(document, state.store.workspace), document.lines);
}

/** `textDocument/semanticTokens/range`. */
export function semanticTokensRange(state: ServerState, params: SemanticTokensRangeParams): SemanticTokens {
  const document = documentOf(state, params);
  if (!document) return { data: [] };
  // A request without a range (a misbehaving client) gets the whole document's tokens.
  const range = params.range ? toSpan(document.lines, params.range) : undefined;
  return encodeSemanticTokens(semanticTokens(document, state.store.workspace, range), document.lines);
}

export const SEMANTIC_TOKENS_ROUTES = [
  route({
    method: SemanticTokensRequest.method,
    on: (c, answer) => c.languages.semanticTokens.on(answer),
    guard: { name: 'semanticTokens', fallback: (): SemanticTokens => ({ data: [] }) },
    handle: semanticTokensFull,
  }),
  route({
    method: SemanticTokensRangeRequest.method,
    on: (c, answer) => c.languages.semanticTokens.onRange(answer),
    guard: { name: 'semanticTokensRange', fallback: (): SemanticTokens => ({ data: [] }) },
    handle: semanticTokensRange,
  }),
];
