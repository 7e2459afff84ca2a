import { fileURLToPath } from 'url';
import type { CardDeclaration, SetHeader } from '../core/model/cards';
import { cardFaceOf } from '../core/render/cardFaceOf';
import { renderCardSvg } from '../core/render/renderCardSvg';
import { readArt } from './artFiles';

export interface RenderedDeclaration {
  readonly name: string;
  readonly svg: string;
  readonly textOverflowed: boolean;
  /** Why the card's `art` could not be drawn (the placeholder is drawn instead). */
  readonly artProblem?: string;
}

/** Renders one declaration with its art read from disk (the CLI's and the language server's shared step). */
export function renderDeclaration(card: CardDeclaration, setHeader: SetHeader | undefined, options: { width?: number } = {}): RenderedDeclaration {
  let artHref: string | undefined;
  let artProblem: string | undefined;
  if (card.art) {
    if (!card.uri.startsWith('file:')) {
      artProblem = `art "${card.art.value}" can only be read from a file on disk`;
    } else {
      const art = readArt(fileURLToPath(card.uri), card.art.value);
      if ('href' in art) artHref = art.href;
      else artProblem = art.problem;
    }
  }
  const rendered = renderCardSvg(cardFaceOf(card, setHeader, artHref), options);
  return { name: card.name.value, svg: rendered.svg, textOverflowed: rendered.textOverflowed, ...(artProblem ? { artProblem } : {}) };
}
