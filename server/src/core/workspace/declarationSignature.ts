import type { CardDeclaration } from '../model/cards';
import { type AnalyzedDocument, declarationsSplicedFrom } from './analyzedDocument';

const signatures = new WeakMap<AnalyzedDocument, string>();

/**
 * What other documents can see of a document: its cards' names, kinds, frames, levels (rank, link rating),
 * tuner and Pendulum flags and spell/trap kinds, in order (what a scenario's set-up checks read of a card). When this is the same before and after an edit, no other
 * document's diagnostics can change, and per-card check results stay valid (cardCheckReuse.ts).
 * Computed once per document version.
 */
export function declarationSignature(document: AnalyzedDocument): string {
  let signature = signatures.get(document);
  if (signature === undefined) {
    signature = document.file.cards.map(cardSignature).join('\u0001');
    signatures.set(document, signature);
  }
  return signature;
}

const cardSignatures = new WeakMap<CardDeclaration, string>();

/** What other documents can see of one card (see declarationSignature), once per card object. */
export function cardSignature(card: CardDeclaration): string {
  let signature = cardSignatures.get(card);
  if (signature === undefined) {
    const detail =
      card.kind === 'monster'
        ? `${card.frame?.value ?? ''}/${card.level?.value ?? card.rank?.value ?? card.linkRating?.value ?? ''}/${card.tuner}/${card.pendulum === true}`
        : card.kind === 'spell'
          ? (card.spellKind?.value ?? '')
          : (card.trapKind?.value ?? '');
    signature = `${card.kind}\u0000${card.name.value}\u0000${detail}`;
    cardSignatures.set(card, signature);
  }
  return signature;
}

/**
 * Whether two documents (versions of one) have the same declarationSignature, in identity checks: a card
 * object reused by the next version (declarationSegments.ts) is the same card, and after an edit only the
 * cards it replaced are compared (declarationsSplicedFrom).
 */
export function sameDeclarations(before: AnalyzedDocument | undefined, after: AnalyzedDocument): boolean {
  if (!before) return after.file.cards.length === 0;
  const a = before.file.cards;
  const b = after.file.cards;
  if (a.length !== b.length) return false;
  const splice = declarationsSplicedFrom(after, before)?.cards;
  const to = splice ? splice.at + splice.added : a.length;
  for (let i = splice ? splice.at : 0; i < to; i++) if (a[i] !== b[i] && cardSignature(a[i]) !== cardSignature(b[i])) return false;
  return true;
}
