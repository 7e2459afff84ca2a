import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CardDeclaration, ScenarioDeclaration } from '../model/cards';
import { AnchoredSpan, anchorPlainSpans } from '../syntax/anchor';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from './analyzedDocument';
import type { CardWorkspace, DocumentCheck } from './cardWorkspace';

/**
 * Derives the per-card checks' diagnostics (`DocumentCheck.perCard`) once per card and declaration revision.
 *
 * A per-card check reports, for a document, what it reports for each card (in card order), then anything
 * about the document's other declarations (scenarios); what it reports for a card depends only on the
 * card's text, its document's URI and the workspace's declarations as declarationSignature sees them. A card
 * declaration object stands for its text: a document's next version reuses the objects of the declarations
 * an edit did not touch (declarationSegments.ts) and moves them. So the diagnostics of a card are kept,
 * keyed by the card object, while the declaration revision stays the same, with their spans made relative
 * to the card (syntax/anchor.ts) so that they move with it. Only diagnostics that lie wholly inside their
 * card (primary span, related spans, fix edits) are kept; a card with any other (a duplicate name pointing
 * at another card, a kind declared in another file) is checked again on every run. Scenarios are checked on
 * every run. The result is, diagnostic for diagnostic and in order, a whole-document run's (fuzz-tested:
 * test/unit/fuzz/incrementalEqualsCold.test.ts).
 */
export class CardCheckReuse {
  private readonly byUri = new Map<string, Known>();

  /**
   * The diagnostics of the per-card checks, `checks[i]`'s in `result[i]`, for the whole document: what each
   * check reports over the document's cards and scenarios.
   */
  diagnostics(document: AnalyzedDocument, checks: readonly DocumentCheck[], workspace: CardWorkspace): Diagnostic[][] {
    const known = this.knownFor(document, workspace);
    const cards = document.file.cards;
    const entries: ((readonly (readonly Diagnostic[])[]) | undefined)[] = cards.map((card) => known.cards.get(card));
    const unknown = cards.filter((_, i) => entries[i] === undefined);
    const fresh = this.check(document, unknown, checks, workspace, known);
    for (let c = 0; c < cards.length; c++) entries[c] ??= fresh.get(cards[c]);
    const scenarioView = withDeclarations(document, [], document.file.scenarios);
    return checks.map((check, i) => {
      const out: Diagnostic[] = [];
      for (const lists of entries) {
        if (!lists) continue;
        const list = lists[i];
        for (let d = 0; d < list.length; d++) out.push(list[d]);
      }
      if (document.file.scenarios.length > 0) out.push(...check(scenarioView, workspace));
      return out;
    });
  }

  /** The cards whose diagnostics are not kept (never checked, or not keepable) under the current declarations. */
  unknownCards(document: AnalyzedDocument, workspace: CardWorkspace): CardDeclaration[] {
    const known = this.knownFor(document, workspace);
    return document.file.cards.filter((card) => !known.cards.has(card) && !known.unkeepable.has(card));
  }

  /** Checks at most `limit` of the unknown cards and keeps what it can; returns how many it checked. */
  warm(document: AnalyzedDocument, checks: readonly DocumentCheck[], workspace: CardWorkspace, limit: number): number {
    const some = this.unknownCards(document, workspace).slice(0, limit);
    if (some.length > 0) this.check(document, some, checks, workspace, this.knownFor(document, workspace));
    return some.length;
  }

  private knownFor(document: AnalyzedDocument, workspace: CardWorkspace): Known {
    const revision = workspace.declarationRevision;
    let known = this.byUri.get(document.uri);
    if (!known || known.revision !== revision) {
      known = { revision, cards: new WeakMap(), unkeepable: new WeakSet() };
      this.byUri.set(document.uri, known);
    }
    return known;
  }

  /** Runs the checks on some cards; keeps the keepable results in `known`, and returns all of them. */
  private check(
    document: AnalyzedDocument, unknown: readonly CardDeclaration[], checks: readonly DocumentCheck[], workspace: CardWorkspace, known: Known,
  ): Map<CardDeclaration, (readonly Diagnostic[])[]> {
    const fresh = new Map<CardDeclaration, (readonly Diagnostic[])[]>();
    if (unknown.length > 0) {
      const view = withDeclarations(document, unknown, []);
      const perCheck = checks.map((check) => check(view, workspace));
      const owners = perCheck.map((reported) => attribute(unknown, reported));
      if (owners.every((o) => o !== undefined)) {
        for (const card of unknown) fresh.set(card, checks.map(() => []));
        owners.forEach((byCard, i) => {
          for (const [card, reported] of byCard!) (fresh.get(card)![i] as Diagnostic[]).push(...reported);
        });
      } else {
        // Some diagnostic lies in no card checked: learn card by card instead.
        for (const card of unknown) {
          const alone = withDeclarations(document, [card], []);
          fresh.set(card, checks.map((check) => check(alone, workspace)));
        }
      }
      for (const [card, lists] of fresh) {
        if (lists.every((list) => list.every((d) => liesWithin(d, document.uri, card.span)))) {
          const anchor = card.span instanceof AnchoredSpan ? card.span.anchor : undefined;
          if (anchor) {
            anchorPlainSpans(lists, anchor);
            known.cards.set(card, lists);
            continue;
          }
        }
        known.unkeepable.add(card);
      }
    }
    return fresh;
  }

  forget(uri: string): void {
    this.byUri.delete(uri);
  }
}

interface Known {
  readonly revision: number;
  readonly cards: WeakMap<CardDeclaration, readonly (readonly Diagnostic[])[]>;
  /** Cards whose diagnostics point outside them: checked on every run, never kept. */
  readonly unkeepable: WeakSet<CardDeclaration>;
}

/** The diagnostics of each card (those starting inside it), or undefined when one starts in none. */
function attribute(cards: readonly CardDeclaration[], diagnostics: readonly Diagnostic[]): Map<CardDeclaration, Diagnostic[]> | undefined {
  const owners = new Map<CardDeclaration, Diagnostic[]>();
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
    const list = owners.get(card);
    if (list) list.push(diagnostic);
    else owners.set(card, [diagnostic]);
  }
  return owners;
}

function within(span: Span, card: Span): boolean {
  return span.start >= card.start && span.end <= card.end;
}

/** Whether everything a diagnostic points at lies inside the card (so it moves with the card). */
function liesWithin(diagnostic: Diagnostic, uri: string, card: Span): boolean {
  if (!within(diagnostic.span, card)) return false;
  for (const related of diagnostic.related ?? []) if ((related.uri !== undefined && related.uri !== uri) || !within(related.span, card)) return false;
  for (const fix of diagnostic.fixes ?? []) for (const edit of fix.edits) if (edit.uri !== uri || !within(edit.span, card)) return false;
  return true;
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
