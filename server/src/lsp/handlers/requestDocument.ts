import type { LineIndex } from '../../core/text/lineIndex';
import type { AnalyzedDocument } from '../../core/workspace/analyzedDocument';
import type { ServerState } from '../serverState';

/**
 * The analysed document a request is about. A request about a document the server does not know (never
 * opened, not a card file, already closed, or no uri at all from a misbehaving client) has none: it
 * answers empty.
 */
export function documentOf(state: ServerState, params: { textDocument?: { uri?: unknown } } | undefined): AnalyzedDocument | undefined {
  const uri = params?.textDocument?.uri;
  return typeof uri === 'string' ? state.store.get(uri) : undefined;
}

/** The lines of another document an answer points into (a definition, a reference, an edit). */
export function linesOf(state: ServerState, uri: string): LineIndex | undefined {
  return state.store.workspace.getDocument(uri)?.lines;
}
