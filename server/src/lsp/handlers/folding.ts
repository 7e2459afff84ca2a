import { type FoldingRange, FoldingRangeKind, type FoldingRangeParams, FoldingRangeRequest } from 'vscode-languageserver';
import { foldingRanges } from '../../core/features/foldingRanges';
import type { ServerState } from '../serverState';
import { documentOf } from './requestDocument';
import { route } from './route';

/** `textDocument/foldingRange`: declarations, blocks, comment runs and regions. */
export function foldingRange(state: ServerState, params: FoldingRangeParams): FoldingRange[] {
  const document = documentOf(state, params);
  if (!document) return [];
  return foldingRanges(document).map((r) => ({
    startLine: r.startLine,
    endLine: r.endLine,
    ...(r.kind === 'comment' ? { kind: FoldingRangeKind.Comment } : r.kind === 'region' ? { kind: FoldingRangeKind.Region } : {}),
  }));
}

export const FOLDING_ROUTES = [
  route({
    method: FoldingRangeRequest.method,
    on: (c, answer) => c.onFoldingRanges(answer),
    guard: { name: 'foldingRange', fallback: () => [] },
    handle: foldingRange,
  }),
];
