import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CardDeclaration, ScenarioDeclaration } from '../model/cards';
import { type Anchor, AnchoredSpan, anchorPlainSpans, isPlainSpan, PlacedSpan } from '../syntax/anchor';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from './analyzedDocument';
import type { CheckedWorkspace, DocumentCheck } from './documentCheck';
import { lastStartingAtOrBefore } from '../text/lastStartingAtOrBefore';
import { EMPTY_LIST } from '../model/emptyList';

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
 * at another card, a kind declared in another file) is checked again on every run. Scenarios are kept the
 * same way, after the cards: what a check reports for a scenario must depend only on the scenario's text and
 * the declarations as declarationSignature sees them (the engine's set-up checks read the names, kinds,
 * frames and Pendulum flags of the cards a scenario names). shownDiagnostics.ts assembles the lists per
 * segment; the result is, diagnostic for diagnostic and in order, a whole-document run's (fuzz-tested:
 * test/unit/fuzz/incrementalEqualsCold.test.ts).
 */
export class CardCheckReuse {
  private readonly byUri = new Map<string, Known>();
  private readonly queues = new WeakMap<AnalyzedDocument, Queue>();

  /**
   * What the per-card checks report for some declarations of the document, `checks[i]`'s in `of(d)[i]`: the
   * kept lists, and for the declarations without any, checked now (in one run) and kept where they can be.
   */
  listsOf(
    document: AnalyzedDocument,
    cards: readonly CardDeclaration[],
    scenarios: readonly ScenarioDeclaration[],
    checks: readonly DocumentCheck[],
    workspace: CheckedWorkspace,
  ): DeclarationLists {
    const known = this.knownFor(document, workspace);
    const unknownCards = cards.filter((card) => !known.lists.has(card));
    const unknownScenarios = scenarios.filter((scenario) => !known.lists.has(scenario));
    const unkept =
      unknownCards.length + unknownScenarios.length > 0 ? this.check(document, unknownCards, unknownScenarios, checks, workspace, known) : undefined;
    return {
      of: (declaration) => known.lists.get(declaration) ?? unkept?.get(declaration) ?? emptyLists(checks.length),
      isVolatile: (declaration) => known.unkeepable.has(declaration),
    };
  }

  /**
   * How many declarations (cards, then scenarios) have no kept diagnostics (never checked, or not keepable)
   * under the current declarations (at most: some may have been checked since by listsOf()).
   */
  unknownCount(document: AnalyzedDocument, workspace: CheckedWorkspace): number {
    const queue = this.queueFor(document, workspace);
    return queue.declarations.length - queue.next;
  }

  /**
   * Checks the next `limit` unknown declarations (cards first, then scenarios) and keeps what it can;
   * returns how many it checked (0: none is left). The unknown declarations are listed once per document
   * version and declaration revision, and consumed in order: a file's first run costs O(declarations) in
   * all, not per call.
   */
  warm(document: AnalyzedDocument, checks: readonly DocumentCheck[], workspace: CheckedWorkspace, limit: number): number {
    const queue = this.queueFor(document, workspace);
    const known = queue.known;
    const cards: CardDeclaration[] = [];
    const scenarios: ScenarioDeclaration[] = [];
    while (queue.next < queue.declarations.length && cards.length + scenarios.length < limit) {
      const declaration = queue.declarations[queue.next++];
      if (known.lists.has(declaration) || known.unkeepable.has(declaration)) continue;
      if (isScenario(declaration)) scenarios.push(declaration);
      else cards.push(declaration);
    }
    if (cards.length + scenarios.length > 0) this.check(document, cards, scenarios, checks, workspace, known);
    return cards.length + scenarios.length;
  }

  private queueFor(document: AnalyzedDocument, workspace: CheckedWorkspace): Queue {
    const known = this.knownFor(document, workspace);
    let queue = this.queues.get(document);
    if (!queue || queue.known !== known) {
      const isUnknown = (declaration: Declaration) => !known.lists.has(declaration) && !known.unkeepable.has(declaration);
      queue = { known, declarations: [...document.file.cards.filter(isUnknown), ...document.file.scenarios.filter(isUnknown)], next: 0 };
      this.queues.set(document, queue);
    }
    return queue;
  }

  private knownFor(document: AnalyzedDocument, workspace: CheckedWorkspace): Known {
    const revision = workspace.declarationRevision;
    let known = this.byUri.get(document.uri);
    if (!known || known.revision !== revision) {
      known = { revision, lists: new WeakMap(), unkeepable: new WeakSet() };
      this.byUri.set(document.uri, known);
    }
    return known;
  }

  /**
   * Runs the checks on some declarations and keeps the keepable results in `known`; returns the lists of the
   * others (not kept: their diagnostics point outside them).
   */
  private check(
    document: AnalyzedDocument,
    cards: readonly CardDeclaration[],
    scenarios: readonly ScenarioDeclaration[],
    checks: readonly DocumentCheck[],
    workspace: CheckedWorkspace,
    known: Known,
  ): Map<Declaration, readonly (readonly Diagnostic[])[]> {
    const unkept = new Map<Declaration, readonly (readonly Diagnostic[])[]>();
    if (cards.length > 0) this.checkSome(document, cards, [], cards, checks, workspace, known, unkept);
    if (scenarios.length > 0) this.checkSome(document, [], scenarios, scenarios, checks, workspace, known, unkept);
    return unkept;
  }

  /** Checks the cards or the scenarios of a view, attributing what is found to each (one by one if it must). */
  private checkSome(
    document: AnalyzedDocument,
    cards: readonly CardDeclaration[],
    scenarios: readonly ScenarioDeclaration[],
    some: readonly Declaration[],
    checks: readonly DocumentCheck[],
    workspace: CheckedWorkspace,
    known: Known,
    unkept: Map<Declaration, readonly (readonly Diagnostic[])[]>,
  ): void {
    const view = withDeclarations(document, cards, scenarios);
    const perCheck = checks.map((check) => check(view, workspace));
    const owners = perCheck.map((reported) => attribute(some, reported));
    if (owners.every((o) => o !== undefined)) {
      // One shared list of empty lists for the declarations nothing is reported for; lists made per
      // declaration (by its index in `some`) only for those with diagnostics.
      const none = emptyLists(checks.length);
      // A declaration's lists: the shared empty one for each check that reports nothing for it.
      const reportedAt = new Map<number, (readonly Diagnostic[])[]>();
      owners.forEach((byIndex, i) => {
        for (const [at, reported] of byIndex!) {
          let lists = reportedAt.get(at);
          if (!lists) reportedAt.set(at, (lists = none.slice()));
          lists[i] = reported;
        }
      });
      for (let at = 0; at < some.length; at++) keep(document, some[at], reportedAt.get(at) ?? none, known, unkept);
      return;
    }
    // Some diagnostic lies in no declaration checked: learn one by one instead.
    for (const declaration of some) {
      const alone =
        cards.length > 0
          ? withDeclarations(document, [declaration as CardDeclaration], [])
          : withDeclarations(document, [], [declaration as ScenarioDeclaration]);
      keep(
        document,
        declaration,
        checks.map((check) => check(alone, workspace)),
        known,
        unkept,
      );
    }
  }

  forget(uri: string): void {
    this.byUri.delete(uri);
  }
}

/** The per-card checks' lists of declarations (CardCheckReuse.listsOf). */
export interface DeclarationLists {
  /** `checks[i]`'s diagnostics of the declaration in `of(d)[i]`. */
  of(declaration: Declaration): readonly (readonly Diagnostic[])[];
  /** Whether the declaration's diagnostics point outside it: not kept, checked again on every call. */
  isVolatile(declaration: Declaration): boolean;
}

type Declaration = CardDeclaration | ScenarioDeclaration;

/** The kept result of a declaration no check reports anything for: one frozen list per number of checks, shared. */
const emptyListsByCount = new Map<number, readonly (readonly Diagnostic[])[]>();

function emptyLists(count: number): readonly (readonly Diagnostic[])[] {
  let lists = emptyListsByCount.get(count);
  if (!lists) emptyListsByCount.set(count, (lists = Object.freeze(Array.from({ length: count }, () => EMPTY_LIST))));
  return lists;
}

function isEmptyLists(lists: readonly (readonly Diagnostic[])[]): boolean {
  return emptyListsByCount.get(lists.length) === lists;
}

function isScenario(declaration: Declaration): declaration is ScenarioDeclaration {
  return declaration.kind === 'scenario';
}

/** The declarations of one document version the checks have not looked at, and how far warm() got. */
interface Queue {
  readonly known: Known;
  readonly declarations: readonly Declaration[];
  next: number;
}

interface Known {
  readonly revision: number;
  readonly lists: WeakMap<Declaration, readonly (readonly Diagnostic[])[]>;
  /** Declarations whose diagnostics point outside them: checked on every run, never kept. */
  readonly unkeepable: WeakSet<Declaration>;
}

/**
 * Keeps a declaration's lists in `known` when every diagnostic lies inside it (anchored to it, so they move
 * with it), else marks it unkeepable and puts its lists in `unkept`.
 */
function keep(
  document: AnalyzedDocument,
  declaration: Declaration,
  lists: readonly (readonly Diagnostic[])[],
  known: Known,
  unkept: Map<Declaration, readonly (readonly Diagnostic[])[]>,
): void {
  // Most declarations have nothing to report: their shared empty lists need no walk.
  const empty = isEmptyLists(lists);
  if (empty || lists.every((list) => list.every((d) => liesWithin(d, document.uri, declaration.span)))) {
    const anchor = declaration.span instanceof AnchoredSpan ? declaration.span.anchor : undefined;
    if (anchor) {
      if (!empty) for (const list of lists) for (const d of list) anchorDiagnostic(d, anchor);
      known.lists.set(declaration, lists);
      return;
    }
  }
  known.unkeepable.add(declaration);
  unkept.set(declaration, lists);
}

/**
 * The diagnostics of each declaration (those starting inside it), by the declaration's index, or undefined
 * when one starts in none.
 */
function attribute(declarations: readonly Declaration[], diagnostics: readonly Diagnostic[]): Map<number, Diagnostic[]> | undefined {
  const owners = new Map<number, Diagnostic[]>();
  for (const diagnostic of diagnostics) {
    const at = diagnostic.span.start;
    const index = lastStartingAtOrBefore(declarations, at, startOf);
    const declaration = declarations[index];
    if (!declaration || at < declaration.span.start || at > declaration.span.end) return undefined;
    const list = owners.get(index);
    if (list) list.push(diagnostic);
    else owners.set(index, [diagnostic]);
  }
  return owners;
}

function startOf(declaration: Declaration): number {
  return declaration.span.start;
}

/**
 * anchorPlainSpans of one diagnostic, through the slots a Diagnostic has spans in (its span, its related
 * spans', its fixes' edits'): the generic walk entered every field of every diagnostic, message and code
 * included. A span that is neither anchored nor plain is left to the generic walk.
 */
function anchorDiagnostic(diagnostic: Diagnostic, anchor: Anchor): void {
  const related = diagnostic.related ?? NO_RELATED;
  const fixes = diagnostic.fixes ?? NO_FIXES;
  let plain = anchorable(diagnostic.span);
  for (let i = 0; i < related.length && plain; i++) plain = anchorable(related[i].span);
  for (let i = 0; i < fixes.length && plain; i++) for (const edit of fixes[i].edits) plain &&= anchorable(edit.span);
  if (!plain) {
    anchorPlainSpans(diagnostic, anchor);
    return;
  }
  anchorSpanOf(diagnostic, anchor);
  for (const item of related) anchorSpanOf(item, anchor);
  for (const fix of fixes) for (const edit of fix.edits) anchorSpanOf(edit, anchor);
}

/** Replaces the holder's plain span by an anchored one (only then written: a holder may be frozen). */
function anchorSpanOf(holder: { readonly span: Span }, anchor: Anchor): void {
  const span = holder.span;
  if (!(span instanceof AnchoredSpan)) (holder as { span: Span }).span = new PlacedSpan(anchor, span.start - anchor.base, span.end - anchor.base);
}

function anchorable(span: Span): boolean {
  return span instanceof AnchoredSpan || isPlainSpan(span);
}

const NO_RELATED: NonNullable<Diagnostic['related']> = [];
const NO_FIXES: NonNullable<Diagnostic['fixes']> = [];

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
export function withDeclarations(document: AnalyzedDocument, cards: readonly CardDeclaration[], scenarios: readonly ScenarioDeclaration[]): AnalyzedDocument {
  return {
    uri: document.uri,
    version: document.version,
    // A getter: the whole text of an edited version is made only if a check reads it.
    get text() {
      return document.text;
    },
    content: document.content,
    // Not copied: the line index is built on first use, and most checks never ask.
    get lines() {
      return document.lines;
    },
    tree: document.tree,
    file: { ...document.file, cards, scenarios },
    // Not copied either: built on first use (analyzedDocument.ts), and the checks do not read it.
    get localDiagnostics() {
      return document.localDiagnostics;
    },
  };
}
