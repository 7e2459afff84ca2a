import type { AnalyzedDocument } from './analyzedDocument';

const signatures = new WeakMap<AnalyzedDocument, string>();

/**
 * What other documents can see of a document: its cards' names, kinds, frames, levels (rank, link rating),
 * tuner flags and spell/trap kinds, in order. When this is the same before and after an edit, no other
 * document's diagnostics can change, and per-card check results stay valid (cardCheckReuse.ts).
 * Computed once per document version.
 */
export function declarationSignature(document: AnalyzedDocument): string {
  let signature = signatures.get(document);
  if (signature === undefined) {
    signature = document.file.cards
      .map((card) => {
        const detail =
          card.kind === 'monster'
            ? `${card.frame?.value ?? ''}/${card.level?.value ?? card.rank?.value ?? card.linkRating?.value ?? ''}/${card.tuner}`
            : card.kind === 'spell'
              ? (card.spellKind?.value ?? '')
              : (card.trapKind?.value ?? '');
        return `${card.kind}\u0000${card.name.value}\u0000${detail}`;
      })
      .join('\u0001');
    signatures.set(document, signature);
  }
  return signature;
}
