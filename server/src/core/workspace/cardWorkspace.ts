import type { Diagnostic } from '../diagnostics/diagnostic';
import { primaryDefinition } from '../model/namesakes';
import { ALL_FAMILIES_ENABLED, type EnabledFamilies, familyOfCode } from '../diagnostics/checkFamilies';
import { capDiagnostics, MAX_DIAGNOSTICS_PER_FILE } from '../diagnostics/diagnosticCap';
import { finished } from '../diagnostics/lateDetails';
import type { CardDeclaration, ScenarioDeclaration } from '../model/cards';
import type { DocumentText } from '../text/documentText';
import { type NameSuggestion, NameSuggestionIndex } from '../text/nameSuggestionIndex';
import { type AnalyzedDocument, analyzeDocument, type SegmentChange, segmentChangeOf } from './analyzedDocument';
import { CardCheckReuse } from './cardCheckReuse';
import type { CardLibrary } from './cardLibrary';
import { sameCardSignatures } from './declarationSignature';
import { memoByRevision, type RevisionMemo } from './revisionMemo';
import type { Segment } from './declarationSegments';
import { type CheckSource, ShownDiagnostics } from './shownDiagnostics';
import type { CheckedWorkspace, CheckTier, DocumentCheck } from './documentCheck';

export type { CardResolver } from './cardResolver';
export { type CheckTier, type DocumentCheck, perCardCheck, perSegmentCheck, slowCheck } from './documentCheck';

/** How a workspace runs its checks. */
export interface WorkspaceOptions {
  /**
   * Keep the per-card checks' results per card (cardCheckReuse.ts), so that an edit re-checks only what it
   * touched: what a long-lived workspace (the server) wants. A one-shot run (`cardscript check`) checks every
   * document once and gains nothing from keeping: `false` runs every check over the whole document, which
   * gives the same diagnostics in the same order (test/unit/fuzz/incrementalEqualsCold.test.ts). Default true.
   */
  readonly keepCheckResults?: boolean;
  /**
   * The did-you-mean of an unknown name (CS0501, CS0502, CS0503, CS0505: the closest name in the message and
   * the fix) is asked when the diagnostic is handed out (core/diagnostics/lateDetails.ts): by
   * shownDiagnosticsFor for the at most 1,000 per file it shows, by diagnosticsFor for all. The server and
   * `cardscript check` defer it: a damaged file's unknown names are mostly past the cap. The checks' own
   * output (a check called directly) then lacks the suggestion. Default false.
   */
  readonly deferDidYouMean?: boolean;
}

/**
 * The set of `.card` documents the analysis knows: open editors and files on disk alike.
 * All input arrives through setDocument/removeDocument; every query is a function of that state.
 */
export class CardWorkspace implements CheckedWorkspace {
  private readonly documentsByUri = new Map<string, AnalyzedDocument>();
  private nameIndex: Map<string, CardDeclaration[]> | undefined;
  private readonly libraryIndex = new Map<string, CardDeclaration>();
  /** The card libraries below the bundled library (setLibraries), earlier ones first. */
  private libraries: readonly CardLibrary[] = [];
  /** The libraries' names the bundled library does not hold, each once, in order: listed once per setLibraries. */
  private libraryNames: readonly string[] = [];
  private changeCount = 0;
  private declarationChangeCount = 0;
  private readonly keepCheckResults: boolean;
  /** WorkspaceOptions.deferDidYouMean: the reference checks read it. */
  readonly defersDidYouMean: boolean;
  /** The per-card checks whose results are kept per card (none when keepCheckResults is false). */
  private readonly fastPerCardChecks: readonly DocumentCheck[];
  private readonly slowPerCardChecks: readonly DocumentCheck[];
  private readonly reuse = new CardCheckReuse();
  private readonly slowReuse = new CardCheckReuse();
  /** The diagnostics kept per segment, read capped or whole (none when keepCheckResults is false). */
  private readonly shown: ShownDiagnostics | undefined;
  /** Per tier, each document version's full list under the workspace revision. */
  private readonly fullLists: Readonly<Record<CheckTier, RevisionMemo<AnalyzedDocument, FullList>>> = { all: memoByRevision(), fast: memoByRevision() };
  /** What fullLists computes, per tier: made once per workspace, so a read allocates no closure. */
  private readonly newFullList: Readonly<Record<CheckTier, (document: AnalyzedDocument) => FullList>> = {
    all: (document) => ({ all: this.shown?.all(document, 'all') ?? this.computeDiagnostics(document, 'all') }),
    fast: (document) => ({ all: this.shown?.all(document, 'fast') ?? this.computeDiagnostics(document, 'fast') }),
  };
  private readonly shownCache = new WeakMap<AnalyzedDocument, Partial<Record<CheckTier, ShownEntry>>>();

  constructor(
    private readonly checks: readonly DocumentCheck[] = [],
    library: readonly AnalyzedDocument[] = [],
    options: WorkspaceOptions = {},
  ) {
    this.keepCheckResults = options.keepCheckResults !== false;
    this.defersDidYouMean = options.deferDidYouMean === true;
    const kept = (check: DocumentCheck) => this.keepCheckResults && check.perCard === true;
    this.fastPerCardChecks = checks.filter((check) => kept(check) && check.slow !== true);
    this.slowPerCardChecks = checks.filter((check) => kept(check) && check.slow === true);
    if (this.keepCheckResults) {
      let fastList = 0;
      let slowList = 0;
      const sources = checks.map((check): CheckSource => {
        const slow = check.slow === true;
        if (check.perCard === true) return { kind: 'perCard', slow, list: slow ? slowList++ : fastList++ };
        if (check.perSegment) return { kind: 'perSegment', slow, ofSegment: check.perSegment };
        return { kind: 'whole', slow, check };
      });
      this.shown = new ShownDiagnostics(sources, {
        revision: () => this.declarationChangeCount,
        listsOf: (document, cards, scenarios, slow) =>
          slow
            ? this.slowReuse.listsOf(document, cards, scenarios, this.slowPerCardChecks, this)
            : this.reuse.listsOf(document, cards, scenarios, this.fastPerCardChecks, this),
        wholeRun: (check, document) => check(document, this),
      });
    }
    for (const document of library) {
      for (const card of document.file.cards) {
        if (!this.libraryIndex.has(card.name.value)) this.libraryIndex.set(card.name.value, card);
      }
    }
  }

  /** `text` as an editor's DocumentText (its pieces shared with the previous version's) or a string. */
  setDocument(uri: string, text: string | DocumentText, version = 0): AnalyzedDocument {
    const previous = this.documentsByUri.get(uri);
    if (previous && previous.version === version && previous.content.equals(text)) return previous;
    const document = analyzeDocument(uri, text, version, previous);
    this.documentsByUri.set(uri, document);
    this.changeCount++;
    // The cards an edit replaced, when the segments tell (no pass over the others: they are the same objects).
    const change = previous ? segmentChangeOf(document) : undefined;
    const replaced = change ? replacedCards(change) : { before: previous?.file.cards ?? [], after: document.file.cards };
    if (!sameCardSignatures(replaced.before, replaced.after)) {
      this.declarationChangeCount++;
      // Every document's kept per-card results were for the declarations before.
      this.shown?.forgetAll();
    } else this.shown?.documentChanged(uri, previous, document, change);
    // The index holds declaration objects, not just names: a new version must replace them even when the
    // names stay the same, or checks would read the previous version's cards (stale spans and fields).
    if (!previous || !this.nameIndex || !replaceIndexedCards(this.nameIndex, replaced)) this.nameIndex = undefined;
    return document;
  }

  removeDocument(uri: string): void {
    const removed = this.documentsByUri.get(uri);
    if (removed) {
      this.documentsByUri.delete(uri);
      this.nameIndex = undefined;
      this.changeCount++;
      if (removed.file.cards.length > 0) this.declarationChangeCount++;
      this.reuse.forget(uri);
      this.slowReuse.forget(uri);
      this.shown?.forget(uri);
    }
  }

  /**
   * Something outside the card files that a check reads changed (a card's own Lua file, the trust of the
   * workspace): every diagnostic list is made again on its next read. The per-card results stay kept (a
   * check that reads the disk is a whole-document check, run on every read).
   */
  externalChanged(): void {
    this.changeCount++;
  }

  /** Grows with every change of any document: a cache key for results that depend on every card. */
  get revision(): number {
    return this.changeCount;
  }

  /**
   * Grows whenever what documents can see of each other may have changed: the cards' names, kinds, frames,
   * levels (declarationSignature). A cache key for results that depend on names and kinds, not on bodies.
   */
  get declarationRevision(): number {
    return this.declarationChangeCount;
  }

  getDocument(uri: string): AnalyzedDocument | undefined {
    return this.documentsByUri.get(uri);
  }

  documents(): readonly AnalyzedDocument[] {
    return [...this.documentsByUri.values()].sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  }

  definitionsOf(name: string): readonly CardDeclaration[] {
    return this.index().get(name) ?? [];
  }

  resolve(name: string): CardDeclaration | undefined {
    return primaryDefinition(this.definitionsOf(name)) ?? this.libraryIndex.get(name) ?? this.libraryCard(name);
  }

  /** The card of that name in the card libraries (the first holding it), whatever the workspace defines. */
  libraryCard(name: string): CardDeclaration | undefined {
    for (const library of this.libraries) {
      const card = library.resolve(name);
      if (card) return card;
    }
    return undefined;
  }

  isLibraryCard(card: CardDeclaration): boolean {
    return this.libraryOf(card) !== undefined;
  }

  /** Which library the card is of ("bundled library", a card library's label), or undefined for a workspace card. */
  libraryOf(card: CardDeclaration): string | undefined {
    if (this.libraryIndex.get(card.name.value) === card) return 'bundled library';
    return this.libraries.find((library) => library.resolve(card.name.value) === card)?.label;
  }

  /**
   * The card libraries below the bundled library (the `cardscript.library` setting, `--library`): earlier
   * ones shadow later ones. Every document may now resolve its names differently, so it is checked again.
   */
  setLibraries(libraries: readonly CardLibrary[]): void {
    if (libraries.length === 0 && this.libraries.length === 0) return;
    this.libraries = [...libraries];
    const known = new Set(this.libraryIndex.keys());
    const names: string[] = [];
    for (const library of this.libraries) {
      for (const name of library.names()) {
        if (known.has(name)) continue;
        known.add(name);
        names.push(name);
      }
    }
    this.libraryNames = names;
    this.changeCount++;
    this.declarationChangeCount++;
    this.shown?.forgetAll();
  }

  allCardNames(): readonly string[] {
    return this.names().names;
  }

  /** The known name closest to a misspelt one ("did you mean"), through an index built once per revision. */
  closestCardName(name: string): NameSuggestion {
    const cache = this.names();
    cache.suggestions ??= new NameSuggestionIndex(cache.names);
    return cache.suggestions.closest(name);
  }

  private names(): KnownNames {
    // Names change only with the declarations (declarationSignature holds every card's name).
    return namesMemo(this, this.declarationChangeCount, CardWorkspace.knownNames);
  }

  /** The workspace's names, then the libraries' it does not define (the order a set of all would give). */
  private static knownNames(this: void, workspace: CardWorkspace): KnownNames {
    const index = workspace.index();
    const names = [...index.keys()];
    for (const name of workspace.libraryIndex.keys()) if (!index.has(name)) names.push(name);
    for (const name of workspace.libraryNames) if (!index.has(name)) names.push(name);
    return { names };
  }

  allCards(): readonly CardDeclaration[] {
    return this.documents().flatMap((d) => d.file.cards);
  }

  allScenarios(): readonly ScenarioDeclaration[] {
    return this.documents().flatMap((d) => d.file.scenarios);
  }

  /**
   * Every diagnostic of one document: its own, then the workspace checks, filtered by family. The `fast`
   * tier leaves the slow checks out (a server publishes it first, see warmSlowChecks).
   */
  diagnosticsFor(uri: string, enabled: EnabledFamilies = ALL_FAMILIES_ENABLED, tier: CheckTier = 'all'): Diagnostic[] {
    const entry = this.fullList(uri, tier);
    if (!entry) return [];
    entry.finished ??= entry.all.map(finished);
    return enabled === ALL_FAMILIES_ENABLED ? [...entry.finished] : entry.finished.filter((d) => enabled[familyOfCode(d.code)] !== false);
  }

  /**
   * Every diagnostic of one document, some perhaps not finished yet (lateDetails.ts). Derived once per
   * document version and workspace revision: code actions (asked on every cursor move) and a second
   * validation of the same version read this.
   */
  private fullList(uri: string, tier: CheckTier): FullList | undefined {
    const document = this.documentsByUri.get(uri);
    if (!document) return undefined;
    return this.fullLists[tier](document, this.changeCount, this.newFullList[tier]);
  }

  /**
   * The diagnostics a file shows: capDiagnostics (diagnosticCap.ts) of diagnosticsFor(uri, enabled, tier),
   * read from the diagnostics kept per segment (shownDiagnostics.ts) without making or sorting the full list.
   * Kept per document version, workspace revision, families and limit.
   */
  shownDiagnosticsFor(
    uri: string,
    enabled: EnabledFamilies = ALL_FAMILIES_ENABLED,
    tier: CheckTier = 'all',
    limit = MAX_DIAGNOSTICS_PER_FILE,
  ): readonly Diagnostic[] {
    const document = this.documentsByUri.get(uri);
    if (!document) return [];
    let cached = this.shownCache.get(document);
    if (!cached) this.shownCache.set(document, (cached = {}));
    const entry = cached[tier];
    if (entry && entry.revision === this.changeCount && entry.enabled === enabled && entry.limit === limit) return entry.shown;
    // capDiagnostics finishes only the diagnostics it keeps.
    const shown = this.shown?.shown(document, tier, enabled, limit) ?? capDiagnostics(this.unfinishedFor(uri, enabled, tier), limit);
    cached[tier] = { revision: this.changeCount, enabled, limit, shown };
    return shown;
  }

  private unfinishedFor(uri: string, enabled: EnabledFamilies, tier: CheckTier): readonly Diagnostic[] {
    const all = this.fullList(uri, tier)?.all ?? [];
    return enabled === ALL_FAMILIES_ENABLED ? all : all.filter((d) => enabled[familyOfCode(d.code)] !== false);
  }

  /**
   * How many cards of the document the slow checks have not yet looked at under the current declarations.
   * A server that finds many publishes the fast tier first.
   */
  slowWorkPending(uri: string): number {
    const document = this.documentsByUri.get(uri);
    if (!document || this.slowPerCardChecks.length === 0) return 0;
    return this.shown?.slowWorkAtMost(document) ?? this.slowReuse.unknownCount(document, this);
  }

  /**
   * Runs the slow per-card checks on at most `limit` cards of the document they have not looked at, and
   * keeps what they find (cardCheckReuse.ts); returns how many cards it looked at (0: nothing left). A
   * server calls it between turns of its event loop, so a newer edit can stop the work.
   */
  warmSlowChecks(uri: string, limit: number): number {
    const document = this.documentsByUri.get(uri);
    if (!document || this.slowPerCardChecks.length === 0) return 0;
    return this.slowReuse.warm(document, this.slowPerCardChecks, this, limit);
  }

  /** Every check run over the whole document (a workspace that keeps nothing per card). */
  private computeDiagnostics(document: AnalyzedDocument, tier: CheckTier): readonly Diagnostic[] {
    const all: Diagnostic[] = [...document.localDiagnostics];
    for (const check of this.checks) {
      if (check.slow === true && tier === 'fast') continue;
      for (const d of check(document, this)) all.push(d);
    }
    return all;
  }

  private index(): Map<string, CardDeclaration[]> {
    if (this.nameIndex) return this.nameIndex;
    const index = new Map<string, CardDeclaration[]>();
    for (const document of this.documents()) {
      for (const card of document.file.cards) {
        const list = index.get(card.name.value);
        if (list) list.push(card);
        else index.set(card.name.value, [card]);
      }
    }
    this.nameIndex = index;
    return index;
  }
}

/** The cards of the segments an edit replaced, and of those that replaced them, in order. */
interface ReplacedCards {
  readonly before: readonly CardDeclaration[];
  readonly after: readonly CardDeclaration[];
}

function replacedCards(change: SegmentChange): ReplacedCards {
  const cardsOf = (segments: readonly Segment[]) => segments.flatMap((s) => s.cards);
  return { before: cardsOf(change.removed), after: cardsOf(change.added) };
}

/**
 * Swaps a document's previous card declarations for its new ones in the name index (all of them, or those
 * an edit replaced), when both declare the same names in the same order (the common edit: inside a card's
 * body). Keeps each name's order (by uri, then position). Returns false when the index must be rebuilt instead.
 */
function replaceIndexedCards(index: Map<string, CardDeclaration[]>, { before, after }: ReplacedCards): boolean {
  if (before.length !== after.length) return false;
  for (let i = 0; i < before.length; i++) if (before[i] !== after[i] && before[i].name.value !== after[i].name.value) return false;
  for (let i = 0; i < before.length; i++) {
    // A card the new version reused (declarationSegments.ts) is in the index already.
    if (before[i] === after[i]) continue;
    const list = index.get(before[i].name.value);
    const at = list ? list.indexOf(before[i]) : -1;
    if (!list || at < 0) return false;
    // A fresh array: a caller may still hold the list definitionsOf returned for the previous version.
    const replaced = [...list];
    replaced[at] = after[i];
    index.set(before[i].name.value, replaced);
  }
  return true;
}

/** Derived from the card names alone, so kept per workspace while declarationRevision stays the same. */
const namesMemo = memoByRevision<CardWorkspace, KnownNames>();

interface KnownNames {
  readonly names: readonly string[];
  /** The did-you-mean index over `names`: made the first time closestCardName asks. */
  suggestions?: NameSuggestionIndex;
}

interface FullList {
  readonly all: readonly Diagnostic[];
  /** The list as handed out, every item finished (lateDetails.ts): made the first time diagnosticsFor hands it out. */
  finished?: readonly Diagnostic[];
}

interface ShownEntry {
  readonly revision: number;
  readonly enabled: EnabledFamilies;
  readonly limit: number;
  readonly shown: readonly Diagnostic[];
}
