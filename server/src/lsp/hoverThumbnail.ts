import type { AnalyzedDocument } from '../core/workspace/analyzedDocument';
import { cardFaceOf } from '../core/render/cardFaceOf';
import { renderCardSvg } from '../core/render/renderCardSvg';
import type { Span } from '../core/text/span';

/** Thumbnail width in CSS pixels: small enough to sit under the hover's text. */
const THUMBNAIL_WIDTH = 120;

/**
 * The card drawn small, as a Markdown image with a data: URI, for the hover on a card's own name or
 * keyword. The image is the renderer's SVG (card text escaped inside it, never Markdown); no art is
 * embedded, to keep hovers small.
 */
export function hoverThumbnail(document: AnalyzedDocument, hoverSpan: Span): string | undefined {
  const card = document.file.cards.find((c) => c.name.span.start === hoverSpan.start || c.keywordSpan.start === hoverSpan.start);
  if (!card) return undefined;
  const { svg } = renderCardSvg(cardFaceOf(card, document.file.setHeader), { width: THUMBNAIL_WIDTH });
  return `![Card preview](data:image/svg+xml;base64,${base64OfText(svg)})`;
}

/** Base64 of the UTF-8 bytes, with what both Node and a web worker have (the web build has no Buffer). */
function base64OfText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
