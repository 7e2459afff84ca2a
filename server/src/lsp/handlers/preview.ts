import type { CardDeclaration } from '../../core/model/cards';
import type { AnalyzedDocument } from '../../core/workspace/analyzedDocument';
import { renderDeclaration } from '../../render/renderDeclaration';
import { RENDER_CARD_REQUEST, type RenderCardParams, type RenderCardResult } from '../customProtocol';
import type { ServerState } from '../serverState';
import { route } from './route';

/** The card a Preview shows: the one holding the cursor, else the one it showed (by name), else none. */
export function cardForPreview(document: AnalyzedDocument, offset: unknown, name: unknown): CardDeclaration | undefined {
  const cards = document.file.cards;
  if (typeof offset === 'number') {
    const atCursor = cards.find((card) => card.span.start <= offset && offset <= card.span.end);
    if (atCursor) return atCursor;
  }
  return typeof name === 'string' ? cards.find((card) => card.name.value === name) : undefined;
}

/** `cardscript/renderCard`: the SVG of the card under the cursor, from the document as it is now. */
export function renderCard(state: ServerState, params: RenderCardParams): RenderCardResult {
  const document = typeof params?.uri === 'string' ? state.store.get(params.uri) : undefined;
  if (!document) return { ok: false, message: 'The document is not open or not a CardScript file.' };
  const card = cardForPreview(document, params.offset, params.name);
  if (!card) return { ok: false, message: 'Put the cursor inside a monster, spell or trap to preview it.' };
  const rendered = renderDeclaration(card, document.file.setHeader);
  return {
    ok: true,
    name: rendered.name,
    svg: rendered.svg,
    textOverflowed: rendered.textOverflowed,
    ...(rendered.artProblem ? { artProblem: rendered.artProblem } : {}),
  };
}

const NOT_DRAWN: RenderCardResult = { ok: false, message: 'The card could not be drawn (see the server log).' };

export const PREVIEW_ROUTES = [
  route({
    method: RENDER_CARD_REQUEST,
    on: (c, answer) => c.onRequest(RENDER_CARD_REQUEST, answer),
    guard: { name: 'renderCard', fallback: () => NOT_DRAWN },
    handle: renderCard,
  }),
];
