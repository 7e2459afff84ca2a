import { revealInvisibles } from '../../../server/src/core/text/markdown';

/**
 * The card's name as the Preview's tab title and status line show it. Those are labels, not the card
 * image: a bidi control or zero-width character in a name would reorder or hide part of them, so it is
 * shown as `<U+XXXX>`, as the hover and the card face show it.
 */
export function previewLabel(name: string): string {
  return revealInvisibles(name);
}
