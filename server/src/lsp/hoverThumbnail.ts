import type { CardDeclaration } from '../core/model/cards';
import type { AnalyzedDocument } from '../core/workspace/analyzedDocument';
import { cardFaceOf } from '../core/render/cardFaceOf';
import { renderCardSvg } from '../core/render/renderCardSvg';
import { lastStartingAtOrBefore } from '../core/text/lastStartingAtOrBefore';
import type { Span } from '../core/text/span';

/** Thumbnail width in CSS pixels: small enough to sit under the hover's text. */
const THUMBNAIL_WIDTH = 120;

/**
 * The last thumbnails drawn, by card object (a card the document reuses across edits keeps its object):
 * drawing one costs 0.4 ms and 0.6 MB of garbage, and a reader hovers the same few cards again and again.
 * Bounded, as each is 6-10 kB of text.
 */
const RECENT_THUMBNAILS = 32;
const recent = new Map<CardDeclaration, { readonly setCode: string | undefined; readonly markdown: string }>();

/**
 * The card drawn small, as a Markdown image with a data: URI, for the hover on a card's own name or
 * keyword. The image is the renderer's SVG (card text escaped inside it, never Markdown); no art is
 * embedded, to keep hovers small.
 */
export function hoverThumbnail(document: AnalyzedDocument, hoverSpan: Span): string | undefined {
  const cards = document.file.cards;
  const card = cards[lastStartingAtOrBefore(cards, hoverSpan.start, (c) => c.span.start)];
  if (!card || (card.name.span.start !== hoverSpan.start && card.keywordSpan.start !== hoverSpan.start)) return undefined;
  const setHeader = document.file.setHeader;
  // What the face takes from the set header (cardFaceOf.ts: the set number).
  const setCode = setHeader?.code?.value;
  const known = recent.get(card);
  if (known && known.setCode === setCode) {
    recent.delete(card);
    recent.set(card, known);
    return known.markdown;
  }
  const { svg } = renderCardSvg(cardFaceOf(card, setHeader), { width: THUMBNAIL_WIDTH });
  const markdown = `![Card preview](data:image/svg+xml;base64,${base64OfText(svg)})`;
  recent.delete(card);
  recent.set(card, { setCode, markdown });
  if (recent.size > RECENT_THUMBNAILS) recent.delete(recent.keys().next().value as CardDeclaration);
  return markdown;
}

/** Base64 of the UTF-8 bytes, with what both Node and a web worker have (the web build has no Buffer). */
function base64OfText(text: string): string {
  // eslint-disable-next-line no-control-regex -- ASCII is its own UTF-8
  if (/^[\u0000-\u007f]*$/.test(text)) return btoa(text);
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x2000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x2000) as unknown as number[]);
  return btoa(binary);
}
