import { type InlayHint, type InlayHintParams, InlayHintRequest } from 'vscode-languageserver';
import { inlayHints } from '../../core/features/inlayHints';
import { toSpan } from '../convert';
import type { ServerState } from '../serverState';
import { documentOf } from './requestDocument';
import { route } from './route';

/** `textDocument/inlayHint`, unless `cardscript.inlayHints.enabled` is off for the document. */
export async function inlayHint(state: ServerState, params: InlayHintParams): Promise<InlayHint[]> {
  const document = documentOf(state, params);
  if (!document) return [];
  if (!(await state.settings.get(document.uri)).inlayHints) return [];
  // The settings may have taken a moment: answer for the version current now.
  const current = state.store.get(document.uri);
  if (!current) return [];
  return inlayHints(current, params.range ? toSpan(current.lines, params.range) : undefined).map((hint) => ({
    position: current.lines.positionAt(hint.offset),
    label: hint.label,
    tooltip: hint.tooltip,
    paddingLeft: hint.paddingLeft,
  }));
}

export const INLAY_HINT_ROUTES = [
  route({
    method: InlayHintRequest.method,
    on: (c, answer) => c.languages.inlayHint.on(answer),
    guard: { name: 'inlayHint', fallback: () => Promise.resolve([]) },
    handle: inlayHint,
  }),
];
