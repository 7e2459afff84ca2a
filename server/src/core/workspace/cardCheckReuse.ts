import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CardDeclaration, ScenarioDeclaration } from '../model/cards';
import type { AnalyzedDocument } from './analyzedDocument';
import type { CardWorkspace, DocumentCheck } from './cardWorkspace';

/**
 * Lets an edit re-run the per-card checks (`DocumentCheck.perCard`) for the cards it touched only.
 *
 * A per-card check reports, for a document, what it reports for each card (in card order), then anything
 * about the document's other declarations (scenarios). Whether it reports anything for a card does not
 * depend on which other cards of the document are checked with it, only on the card's source text, its
 * document's URI, and the workspace's declarations as declarationSignature sees them (names, kinds,
 * frames, levels). So a card found clean (no diagnostic from any per-card check) stays clean while its
 * text, its document and the workspace's declarationRevision stay the same, and the checks can skip it.
 * Only this yes/no is remembered, never a diagnostic: the diagnostics of the cards that have some are
 * computed afresh each time, with every offset, related span and fix current, and in the order of a
 * whole-document run. The unit of reuse is a card whose body is closed (its statement then ends at its
 * `}`, so its text alone decides how it parses and lowers).
 */
export class CardCheckReuse {
  private readonly byUri = new Map<string, { readonly revision: number; readonly clean: Map<string, boolean> }>();

  /**
   * The cards of `document` that the per-card checks must look at: those not known to be clean. Cards
   * not seen before are checked together once; a card is clean when no diagnostic of that run starts
   * inside it (what a per-card check reports for a card lies in that card), and the cards are checked one
   * by one only if some diagnostic lies outside all of them.
   */
  cardsToCheck(document: AnalyzedDocument, checks: readonly DocumentCheck[], workspace: CardWorkspace): CardDeclaration[] {
    const revision = workspace.declarationRevision;
    const previous = this.byUri.get(document.uri);
    const known = previous && previous.revision === revision ? previous.clean : undefined;
    const clean = new Map<string, boolean>();
    const text = document.text;
    const cards = document.file.cards;
    const keys: (string | undefined)[] = [];
    const unseen: CardDeclaration[] = [];
    for (const card of cards) {
      const key = card.body?.close ? text.slice(card.span.start, card.span.end) : undefined;
      keys.push(key);
      if (key === undefined || clean.has(key)) continue;
      const isClean = known?.get(key);
      if (isClean === undefined) unseen.push(card);
      else clean.set(key, isClean);
    }
    if (unseen.length > 0) {
      const view = withDeclarations(document, unseen, []);
      const reported = checks.flatMap((check) => check(view, workspace));
      const owners = reported.length === 0 ? new Set<CardDeclaration>() : cardsReporting(unseen, reported);
      for (const card of unseen) {
        const key = text.slice(card.span.start, card.span.end);
        if (owners) {
          // Cards with the same text are reported alike (or, like duplicate names, all of them).
          clean.set(key, (clean.get(key) ?? true) && !owners.has(card));
        } else if (!clean.has(key)) {
          // Some diagnostic lies outside every card checked: learn card by card instead.
          clean.set(key, checks.every((check) => check(withDeclarations(document, [card], []), workspace).length === 0));
        }
      }
    }
    this.byUri.set(document.uri, { revision, clean });
    return cards.filter((_, i) => {
      const key = keys[i];
      return key === undefined || clean.get(key) !== true;
    });
  }

  forget(uri: string): void {
    this.byUri.delete(uri);
  }
}

/** The cards that the diagnostics start in, or undefined when one starts in none (cards in source order). */
function cardsReporting(cards: readonly CardDeclaration[], diagnostics: readonly Diagnostic[]): Set<CardDeclaration> | undefined {
  const owners = new Set<CardDeclaration>();
  for (const diagnostic of diagnostics) {
    const at = diagnostic.span.start;
    let low = 0;
    let high = cards.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (cards[mid].span.start <= at) low = mid;
      else high = mid - 1;
    }
    const card = cards[low];
    if (!card || at < card.span.start || at > card.span.end) return undefined;
    owners.add(card);
  }
  return owners;
}

/** The document as the checks see it, with only some of its cards (and scenarios). */
export function withDeclarations(
  document: AnalyzedDocument,
  cards: readonly CardDeclaration[],
  scenarios: readonly ScenarioDeclaration[],
): AnalyzedDocument {
  return {
    uri: document.uri,
    version: document.version,
    text: document.text,
    // Not copied: the line index is built on first use, and most checks never ask.
    get lines() {
      return document.lines;
    },
    tree: document.tree,
    file: { ...document.file, cards, scenarios },
    localDiagnostics: document.localDiagnostics,
  };
}
