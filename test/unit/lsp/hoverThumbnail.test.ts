import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardFaceOf } from '../../../server/src/core/render/cardFaceOf';
import { renderCardSvg } from '../../../server/src/core/render/renderCardSvg';
import { type AnalyzedDocument, analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { hoverThumbnail } from '../../../server/src/lsp/hoverThumbnail';

const TEXT = [
  'set "Test Set" code TST',
  'monster "Plain Dragon" {\n  frame normal\n  level 4\n  text "A dragon."\n}',
  'monster "Größter Drache Ω 🐉" {\n  frame normal\n  level 4\n  text "Ein <b>Drache</b> & \\"mehr\\"."\n}',
  'spell "Odd\u202Ename" {\n  kind normal\n}',
].join('\n');

/** The SVG inside the thumbnail's data: URI, decoded as UTF-8. */
function svgOf(markdown: string | undefined): string {
  const base64 = /^!\[Card preview\]\(data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)\)$/.exec(markdown ?? '')?.[1];
  assert.ok(base64, markdown);
  return Buffer.from(base64, 'base64').toString('utf8');
}

describe('hoverThumbnail', () => {
  const document = analyzeDocument('file:///t.card', TEXT, 1);

  it('draws each card (ASCII or not) as the renderer does, from its name or its keyword', () => {
    for (const card of document.file.cards) {
      const expected = renderCardSvg(cardFaceOf(card, document.file.setHeader), { width: 120 }).svg;
      assert.equal(svgOf(hoverThumbnail(document, card.name.span)), expected, card.name.value);
      assert.equal(svgOf(hoverThumbnail(document, card.keywordSpan)), expected, card.name.value);
    }
    assert.equal(hoverThumbnail(document, { start: 1, end: 2 }), undefined, 'no card starts there');
  });

  it('answers a card hovered again from the kept drawing, unless the set code it shows changed', () => {
    const [card] = document.file.cards;
    const first = hoverThumbnail(document, card.name.span);
    assert.equal(hoverThumbnail(document, card.name.span), first);
    const recoded = {
      ...document,
      file: { ...document.file, setHeader: { ...document.file.setHeader!, code: { value: 'NEW', span: { start: 0, end: 0 } } } },
    } as AnalyzedDocument;
    const redrawn = hoverThumbnail(recoded, card.name.span);
    assert.notEqual(redrawn, first);
    assert.equal(svgOf(redrawn), renderCardSvg(cardFaceOf(card, recoded.file.setHeader), { width: 120 }).svg);
  });

  it('keeps a bounded number of drawings: many cards hovered once each are all drawn right', () => {
    const many = Array.from({ length: 80 }, (_, i) => `monster "Card ${i}" {\n  frame normal\n  level ${1 + (i % 12)}\n}`).join('\n');
    const big = analyzeDocument('file:///many.card', many, 1);
    for (let round = 0; round < 2; round++) {
      for (const card of big.file.cards)
        assert.equal(svgOf(hoverThumbnail(big, card.name.span)), renderCardSvg(cardFaceOf(card, undefined), { width: 120 }).svg);
    }
  });
});
