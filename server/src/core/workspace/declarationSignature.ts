import type { CardDeclaration } from '../model/cards';
import type { AnalyzedDocument } from './analyzedDocument';

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
 * Whether two lists of cards (a document's before and after an edit, or just the cards the edit replaced:
 * analyzedDocument.ts `segmentChangeOf`) have the same signatures, in identity checks: a card object reused
 * by the next version (declarationSegments.ts) is the same card.
 */
export function sameCardSignatures(before: readonly CardDeclaration[], after: readonly CardDeclaration[]): boolean {
  if (before.length !== after.length) return false;
  for (let i = 0; i < before.length; i++) if (before[i] !== after[i] && cardSignature(before[i]) !== cardSignature(after[i])) return false;
  return true;
}
