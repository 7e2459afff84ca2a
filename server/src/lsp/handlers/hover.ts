import { type Hover, type HoverParams, HoverRequest, MarkupKind } from 'vscode-languageserver';
import { hoverAt } from '../../core/features/hover';
import { toOffset, toRange } from '../convert';
import { hoverThumbnail } from '../hoverThumbnail';
import type { ServerState } from '../serverState';
import { documentOf } from './requestDocument';
import { route } from './route';

/** `textDocument/hover`: Markdown (with the card's thumbnail) where the client shows it, else plain text. */
export function hover(state: ServerState, params: HoverParams): Hover | null {
  const document = documentOf(state, params);
  if (!document) return null;
  const found = hoverAt(document, toOffset(document.lines, params.position), state.store.workspace);
  if (!found) return null;
  const markdown = state.support.hoverMarkdown;
  const thumbnail = markdown ? hoverThumbnail(document, found.span) : undefined;
  return {
    contents: { kind: markdown ? MarkupKind.Markdown : MarkupKind.PlainText, value: thumbnail ? `${found.markdown}\n\n${thumbnail}` : found.markdown },
    range: toRange(document.lines, found.span),
  };
}

export const HOVER_ROUTES = [
  route({ method: HoverRequest.method, on: (c, answer) => c.onHover(answer), guard: { name: 'hover', fallback: () => null }, handle: hover }),
];
