import { CHECK_FAMILIES, type EnabledFamilies, familyOfCode } from '../diagnostics/checkFamilies';
import type { Diagnostic, Severity } from '../diagnostics/diagnostic';
import { capDiagnostics, MAX_DIAGNOSTICS_PER_FILE, TOO_MANY_DIAGNOSTICS } from '../diagnostics/diagnosticCap';
import { finished } from '../diagnostics/lateDetails';
import { withBoundedMessages } from '../diagnostics/messageBound';
import type { CardDeclaration, ScenarioDeclaration } from '../model/cards';
import { type AnalyzedDocument, type SegmentChange, segmentsOfDocument } from './analyzedDocument';
import type { DeclarationLists } from './cardCheckReuse';
import type { CheckTier, DocumentCheck } from './documentCheck';
import type { Segment } from './declarationSegments';
import { EMPTY_LIST } from '../model/emptyList';

/**
 * Where one check's diagnostics of a document come from, as a workspace that keeps per-card results runs it:
 * per card and scenario (cardCheckReuse.ts, `list` being its index among the fast or slow per-card checks),
 * per segment (DocumentCheck.perSegment), or one run over the whole document.
 */
export type CheckSource =
  | { readonly kind: 'perCard'; readonly slow: boolean; readonly list: number }
  | { readonly kind: 'perSegment'; readonly slow: boolean; readonly ofSegment: NonNullable<DocumentCheck['perSegment']> }
  | { readonly kind: 'whole'; readonly slow: boolean; readonly check: DocumentCheck };

/** What a ShownDiagnostics reads the checks' results through (the workspace). */
export interface CheckResults {
  /** The declaration revision the per-card results are kept under (CardWorkspace.declarationRevision). */
  revision(): number;
  /** The per-card lists of some declarations of the document: kept, or checked now (fast or slow checks). */
  listsOf(document: AnalyzedDocument, cards: readonly CardDeclaration[], scenarios: readonly ScenarioDeclaration[], slow: boolean): DeclarationLists;
  /** A whole-document check's diagnostics of the document. */
  wholeRun(check: DocumentCheck, document: AnalyzedDocument): readonly Diagnostic[];
}

/**
 * A document's diagnostics kept per segment: an edit costs what it touched and what is shown, not
 * a pass over every card or every diagnostic of the file.
 *
 * The full list of a document (CardWorkspace.diagnosticsFor) is its parse diagnostics, its lowering
 * diagnostics, then each check's, a per-card check's in card order and then in scenario order. So every
 * diagnostic belongs to a group (parse 0, lowering 1, check j's cards or whole run 2 + 2j, its scenarios
 * 3 + 2j) and, within the group, to a segment (the one holding its card, scenario or text). Each segment
 * with diagnostics has a record: its diagnostics in the full list's order, and the order of those starting
 * in it by position (start, end, then the full list's order). Records are kept in document order for the
 * segments that have any; an edit (setDocument) replaces the records of the segments it replaced by
 * placeholders, built on the next read (the edited declarations are checked then), and keeps running
 * totals of the diagnostics per family and severity.
 *
 * Read from the records, what capDiagnostics makes of the full list needs no sort of it: under the cap the
 * full list in order (group by group over the records); over the cap, the first `limit - 1` by position,
 * found by walking the records in document order until that many are taken, and one CS0006 for the rest,
 * its count and severity from the totals. Diagnostics that start outside their own segment (at a segment's
 * end, or a declaration whose diagnostics point elsewhere) and those of whole-document checks are merged
 * in by the same order. Equal, item for item, to capDiagnostics of the full list (fuzz-tested:
 * test/unit/fuzz/incrementalEqualsCold.test.ts).
 */
export class ShownDiagnostics {
  private readonly states = new Map<string, Partial<Record<CheckTier, DocumentState>>>();
  /** The sources in check order, without the slow ones (fast) or with them (all). */
  private readonly sourcesByTier: Readonly<Record<CheckTier, readonly CheckSource[]>>;
  /** The group of each source's first list, by tier (the slow ones left out of `fast` keep their group). */
  private readonly groupsByTier: Readonly<Record<CheckTier, readonly number[]>>;
  private readonly groupCount: number;

  constructor(
    sources: readonly CheckSource[],
    private readonly results: CheckResults,
  ) {
    const fast = sources.filter((s) => !s.slow);
    this.sourcesByTier = { all: sources, fast };
    const groupOf = (source: CheckSource) => 2 + 2 * sources.indexOf(source);
    this.groupsByTier = { all: sources.map(groupOf), fast: fast.map(groupOf) };
    this.groupCount = 2 + 2 * sources.length;
  }

  /**
   * A new version of a document was analysed from `previous`: the records of the segments the edit replaced
   * become placeholders. A state that cannot follow (no segment change, other declarations) is dropped and
   * built again on the next read.
   */
  documentChanged(uri: string, previous: AnalyzedDocument | undefined, document: AnalyzedDocument, change: SegmentChange | undefined): void {
    const states = this.states.get(uri);
    if (!states) return;
    const before = previous ? segmentsOfDocument(previous) : undefined;
    const after = segmentsOfDocument(document);
    for (const tier of TIERS) {
      const state = states[tier];
      if (!state) continue;
      if (!change || !after || state.segments !== before || state.revision !== this.results.revision()) delete states[tier];
      else state.apply(change, after);
    }
  }

  forget(uri: string): void {
    this.states.delete(uri);
  }

  /** The declarations changed: every document's records were built from per-card results no longer valid. */
  forgetAll(): void {
    this.states.clear();
  }

  /**
   * At most how many declarations of the document the slow checks may still have to look at, if that is
   * known without a pass over the document (the declarations of the segments an edit replaced since the
   * last read of every check); undefined when it is not.
   */
  slowWorkAtMost(document: AnalyzedDocument): number | undefined {
    const state = this.states.get(document.uri)?.all;
    if (!state || state.revision !== this.results.revision() || state.segments !== segmentsOfDocument(document)) return undefined;
    let count = 0;
    if (state.pending.size > 0) for (const record of state.pending) count += record.segment.cards.length + record.segment.scenarios.length;
    if (state.volatile.size > 0) for (const record of state.volatile) count += record.segment.cards.length + record.segment.scenarios.length;
    return count;
  }

  /** The full list of the document's diagnostics of one tier (CardWorkspace.diagnosticsFor); undefined if it has no segments. */
  all(document: AnalyzedDocument, tier: CheckTier): Diagnostic[] | undefined {
    const read = this.read(document, tier);
    if (!read) return undefined;
    return read.state.inOrder(document, read.whole, undefined, Infinity)!;
  }

  /**
   * capDiagnostics of the document's full list filtered by `enabled`: at most `limit` diagnostics, their
   * messages bounded. Undefined when the document has no segments.
   */
  shown(document: AnalyzedDocument, tier: CheckTier, enabled: EnabledFamilies, limit = MAX_DIAGNOSTICS_PER_FILE): readonly Diagnostic[] | undefined {
    const read = this.read(document, tier);
    if (!read) return undefined;
    const { state, whole } = read;
    const families = CHECK_FAMILIES.map((family) => enabled[family] !== false);
    // With a repeated set header the lowering diagnostics are the document's own list (CS0120 among them):
    // the cap is applied to the full list then (a file with two set headers is a rare mistake).
    if (state.repeatedHeader) return capDiagnostics(state.inOrder(document, whole, families, Infinity)!, limit);
    const inOrder = state.inOrder(document, whole, families, limit);
    return inOrder ? inOrder.map((d) => withBoundedMessages(finished(d))) : state.capped(whole, families, limit);
  }

  /** The document's state for a tier, up to date, and the whole-document checks' lists (run now). */
  private read(document: AnalyzedDocument, tier: CheckTier): { readonly state: DocumentState; readonly whole: readonly WholeList[] } | undefined {
    const segments = segmentsOfDocument(document);
    if (!segments) return undefined;
    let states = this.states.get(document.uri);
    if (!states) this.states.set(document.uri, (states = {}));
    let state = states[tier];
    if (!state || state.revision !== this.results.revision() || state.segments !== segments) {
      state = new DocumentState(this.results.revision(), segments, this.groupCount);
      states[tier] = state;
    }
    // The fast tier is read before the slow checks have run (a first validation); after a read of every
    // check it is not needed again until the declarations change.
    if (tier === 'all') delete states.fast;
    const sources = this.sourcesByTier[tier];
    const groups = this.groupsByTier[tier];
    state.build(document, (cards, scenarios) => this.listsOf(document, sources, groups, cards, scenarios));
    const whole: WholeList[] = [];
    sources.forEach((source, i) => {
      if (source.kind === 'whole') whole.push({ group: groups[i], list: this.results.wholeRun(source.check, document) });
    });
    return { state, whole };
  }

  /** What the per-card and per-segment sources report for some segments' declarations (one check run for all). */
  private listsOf(
    document: AnalyzedDocument,
    sources: readonly CheckSource[],
    groups: readonly number[],
    cards: readonly CardDeclaration[],
    scenarios: readonly ScenarioDeclaration[],
  ): SegmentParts {
    const fast = sources.some((s) => s.kind === 'perCard' && !s.slow) ? this.results.listsOf(document, cards, scenarios, false) : undefined;
    const slow = sources.some((s) => s.kind === 'perCard' && s.slow) ? this.results.listsOf(document, cards, scenarios, true) : undefined;
    // Each declaration's lists looked up once per segment (not once per check), in these, reused segment to segment.
    const fastLists: (readonly (readonly Diagnostic[])[])[] = [];
    const slowLists: (readonly (readonly Diagnostic[])[])[] = [];
    return (segment, add) => {
      let volatile = false;
      const declarations = segment.cards.length + segment.scenarios.length;
      for (let k = 0; k < declarations; k++) {
        const declaration = k < segment.cards.length ? segment.cards[k] : segment.scenarios[k - segment.cards.length];
        if (fast) {
          fastLists[k] = fast.of(declaration);
          if (fast.isVolatile(declaration)) volatile = true;
        }
        if (slow) {
          slowLists[k] = slow.of(declaration);
          if (slow.isVolatile(declaration)) volatile = true;
        }
      }
      for (let i = 0; i < sources.length; i++) {
        const source = sources[i];
        const group = groups[i];
        if (source.kind === 'perSegment') {
          add(group, source.ofSegment(document, segment));
        } else if (source.kind === 'perCard') {
          const lists = source.slow ? slowLists : fastLists;
          const cardCount = segment.cards.length;
          for (let k = 0; k < cardCount; k++) add(group, lists[k][source.list]);
          for (let k = cardCount; k < declarations; k++) add(group + 1, lists[k][source.list]);
        }
      }
      return volatile;
    };
  }
}

const TIERS: readonly CheckTier[] = ['fast', 'all'];

/** A whole-document check's diagnostics and their group. */
interface WholeList {
  readonly group: number;
  readonly list: readonly Diagnostic[];
}

/**
 * Builds one segment's record: calls `add` with each check's list for it, group by group in the full list's
 * order (after the segment's own parse and lowering diagnostics); returns whether a declaration's lists were
 * checked again because they cannot be kept (the record is then built again on every read).
 */
type SegmentParts = (segment: Segment, add: (group: number, list: readonly Diagnostic[]) => void) => boolean;

/** The diagnostics of one segment. */
interface SegmentRecord {
  readonly segment: Segment;
  /** Not built yet: the segment came with an edit. */
  pending: boolean;
  /** Built from lists that are not kept (checked on every read): built again on every read. */
  volatile: boolean;
  /** In the full list's order (group, then declaration, then the check's order). */
  items: readonly Diagnostic[];
  /** Per item: its group. */
  groups: readonly number[];
  /** Per item: its family (CHECK_FAMILIES index) times 4 plus its severity's rank. */
  classes: readonly number[];
  /** The items that start inside the segment, by position (start, end, then index). */
  order: readonly number[];
  /** How many items start outside the segment. */
  strays: number;
}

const RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, information: 2, hint: 3 };
const SEVERITIES: readonly Severity[] = ['error', 'warning', 'information', 'hint'];
const CLASSES = CHECK_FAMILIES.length * 4;
/** Most records have one diagnostic: their one-number lists are shared (4,000 records of a damaged 10,000-card file). */
const singletons: (readonly number[])[] = [];

function exactly(numbers: number[]): readonly number[] {
  if (numbers.length === 0) return EMPTY_LIST;
  if (numbers.length > 1) return numbers.slice();
  return (singletons[numbers[0]] ??= Object.freeze([numbers[0]]));
}

const familyIndexByCode = new Map<string, number>();

function classOf(diagnostic: Diagnostic): number {
  let family = familyIndexByCode.get(diagnostic.code);
  if (family === undefined) familyIndexByCode.set(diagnostic.code, (family = CHECK_FAMILIES.indexOf(familyOfCode(diagnostic.code))));
  return family * 4 + RANK[diagnostic.severity];
}

/** A diagnostic merged into the walk by position: one starting outside its segment, or a whole-document check's. */
interface Extra {
  readonly diagnostic: Diagnostic;
  readonly start: number;
  readonly end: number;
  readonly group: number;
  /** The record it belongs to (undefined: a whole-document check's), and its index there (or in the check's list). */
  readonly record: SegmentRecord | undefined;
  readonly index: number;
  readonly klass: number;
}

/** The full list's order of two diagnostics that start and end at the same offsets: group, segment, index. */
function tieOrder(
  groupA: number,
  recordA: SegmentRecord | undefined,
  indexA: number,
  groupB: number,
  recordB: SegmentRecord | undefined,
  indexB: number,
): number {
  if (groupA !== groupB) return groupA - groupB;
  if (recordA !== recordB && recordA && recordB) return recordA.segment.anchor.base - recordB.segment.anchor.base;
  return indexA - indexB;
}

/** Whether the extra diagnostic comes before a record's `index`-th item (of `group`) in the full list's position order. */
function extraFirst(e: Extra, d: Diagnostic, group: number, record: SegmentRecord, index: number): boolean {
  return (e.start - d.span.start || e.end - d.span.end || tieOrder(e.group, e.record, e.index, group, record, index)) < 0;
}

function compareExtras(a: Extra, b: Extra): number {
  return a.start - b.start || a.end - b.end || tieOrder(a.group, a.record, a.index, b.group, b.record, b.index);
}

/** One document's records for one tier, under one declaration revision. */
class DocumentState {
  /** The segments of the version the records describe (segmentsOfDocument). */
  segments: readonly Segment[];
  /** The records of the segments with diagnostics (and placeholders), in document order. */
  private records: SegmentRecord[] = [];
  readonly pending = new Set<SegmentRecord>();
  readonly volatile = new Set<SegmentRecord>();
  private readonly withStrays = new Set<SegmentRecord>();
  /** How many diagnostics of the records there are per class (family * 4 + severity). */
  private readonly totals = new Int32Array(CLASSES);
  /** How many segments have a set header: with more than one, the lowering diagnostics are the document's (CS0120). */
  private headers = 0;
  /** The segments not looked at yet: all of them, for a new state. */
  private unbuilt: readonly Segment[] | undefined;

  constructor(
    readonly revision: number,
    segments: readonly Segment[],
    private readonly groupCount: number,
  ) {
    this.segments = segments;
    this.unbuilt = segments;
    for (const segment of segments) if (segment.setHeader) this.headers++;
  }

  /** The edit replaced `change.removed` by `change.added`: their records go, placeholders come. */
  apply(change: SegmentChange, segments: readonly Segment[]): void {
    this.segments = segments;
    for (const segment of change.removed) if (segment.setHeader) this.headers--;
    for (const segment of change.added) if (segment.setHeader) this.headers++;
    if (this.unbuilt) {
      this.unbuilt = segments;
      return;
    }
    // The records before the edit start before `from`; the removed segments' records follow, consecutive (their
    // anchors were not moved), then the records of the moved segments.
    const at = this.firstAtOrAfter(change.from);
    let removed = 0;
    if (change.removed.length > 0) {
      const gone = new Set(change.removed);
      while (at + removed < this.records.length && gone.has(this.records[at + removed].segment)) this.drop(this.records[at + removed++]);
    }
    const placeholders = change.added.map((segment): SegmentRecord => ({
      segment,
      pending: true,
      volatile: false,
      items: EMPTY_LIST,
      groups: EMPTY_LIST,
      classes: EMPTY_LIST,
      order: EMPTY_LIST,
      strays: 0,
    }));
    for (const placeholder of placeholders) this.pending.add(placeholder);
    this.records.splice(at, removed, ...placeholders);
  }

  /** Builds the records not built yet (and those built again on every read). */
  build(document: AnalyzedDocument, partsOf: (cards: readonly CardDeclaration[], scenarios: readonly ScenarioDeclaration[]) => SegmentParts): void {
    if (this.unbuilt) {
      const segments = this.unbuilt;
      this.unbuilt = undefined;
      const parts = partsOf(declarationsOf(segments, 'cards'), declarationsOf(segments, 'scenarios'));
      const records: SegmentRecord[] = [];
      for (const segment of segments) {
        const record = this.recordOf(segment, parts);
        if (record) records.push(record);
      }
      this.records = records;
      return;
    }
    if (this.pending.size === 0 && this.volatile.size === 0) return;
    const again = [...this.pending, ...this.volatile];
    const segments = again.map((r) => r.segment);
    const parts = partsOf(declarationsOf(segments, 'cards'), declarationsOf(segments, 'scenarios'));
    const emptied = new Set<SegmentRecord>();
    for (const record of again) {
      this.drop(record);
      if (!this.recordOf(record.segment, parts, record)) emptied.add(record);
    }
    if (emptied.size === 0) return;
    if (emptied.size <= 8) {
      for (const record of emptied) {
        const at = this.indexOf(record);
        if (at >= 0) this.records.splice(at, 1);
      }
    } else this.records = this.records.filter((r) => !emptied.has(r));
  }

  /** More than one segment has a set header: the lowering diagnostics are then the document's (CS0120). */
  get repeatedHeader(): boolean {
    return this.headers > 1;
  }

  /**
   * The full list (filtered by `families` when given) when it has at most `limit` diagnostics: group by
   * group, each over the records in document order. Undefined when it has more (then `capped`).
   */
  inOrder(document: AnalyzedDocument, whole: readonly WholeList[], families: readonly boolean[] | undefined, limit: number): Diagnostic[] | undefined {
    if (this.enabledTotal(whole, families) > limit) return undefined;
    const byGroup: Diagnostic[][] = Array.from({ length: this.groupCount }, () => []);
    const local = this.repeatedHeader;
    const records = this.records;
    for (let r = 0; r < records.length; r++) {
      const { items, groups, classes } = records[r];
      for (let i = 0; i < items.length; i++) {
        if ((families && !families[classes[i] >> 2]) || (local && groups[i] < 2)) continue;
        byGroup[groups[i]].push(items[i]);
      }
    }
    if (local) for (const d of document.localDiagnostics) if (!families || families[classOf(d) >> 2]) byGroup[0].push(d);
    for (const { group, list } of whole) {
      for (const d of list) if (!families || families[classOf(d) >> 2]) byGroup[group].push(d);
    }
    const out: Diagnostic[] = [];
    for (const list of byGroup) for (const d of list) out.push(d);
    return out;
  }

  /**
   * capDiagnostics of the full list (filtered by `families`) when it has more than `limit`: the first
   * `limit - 1` by position, then one CS0006 at the next one for all those left out, as severe as the
   * most severe of them.
   */
  capped(whole: readonly WholeList[], families: readonly boolean[], limit: number): Diagnostic[] {
    const extras: Extra[] = [];
    if (this.withStrays.size > 0) for (const record of this.withStrays) this.straysOf(record, families, extras);
    if (this.volatile.size > 0) for (const record of this.volatile) if (record.strays > 0) this.straysOf(record, families, extras);
    for (const { group, list } of whole) {
      for (let i = 0; i < list.length; i++) {
        const d = list[i];
        const klass = classOf(d);
        if (families[klass >> 2]) extras.push({ diagnostic: d, start: d.span.start, end: d.span.end, group, record: undefined, index: i, klass });
      }
    }
    extras.sort(compareExtras);
    // At its final size from the start (grown by push it was a fifth of what this allocates).
    const taken = new Array<Diagnostic>(limit);
    let count = 0;
    const takenCounts = new Int32Array(4);
    let x = 0;
    // No closure over the loop's variables: a closure would make every step allocate their context.
    const records = this.records;
    walk: for (let r = 0; r < records.length; r++) {
      const record = records[r];
      const { items, groups, classes, order } = record;
      for (let k = 0; k < order.length; k++) {
        const i = order[k];
        const klass = classes[i];
        if (!families[klass >> 2]) continue;
        const d = items[i];
        while (x < extras.length && count < limit && extraFirst(extras[x], d, groups[i], record, i)) {
          const e = extras[x++];
          taken[count++] = e.diagnostic;
          takenCounts[e.klass & 3]++;
        }
        if (count >= limit) break walk;
        taken[count++] = d;
        takenCounts[klass & 3]++;
        if (count >= limit) break walk;
      }
    }
    while (x < extras.length && count < limit) {
      const e = extras[x++];
      taken[count++] = e.diagnostic;
      takenCounts[e.klass & 3]++;
    }
    // The last one taken is the first left out: the summary stands at it.
    const first = taken[--count];
    const last = classOf(first);
    takenCounts[last & 3]--;
    const totals = this.enabledTotalsBySeverity(whole, families);
    let left = 0;
    let severity: Severity = 'hint';
    for (let s = 3; s >= 0; s--) {
      const leftOfSeverity = totals[s] - takenCounts[s];
      left += leftOfSeverity;
      if (leftOfSeverity > 0) severity = SEVERITIES[s];
    }
    const summary: Diagnostic = {
      span: { start: first.span.start, end: first.span.start },
      severity,
      code: TOO_MANY_DIAGNOSTICS,
      message: `${left.toLocaleString('en-US')} more problems in this file are not shown (at most ${limit.toLocaleString('en-US')} per file). Is this a card file?`,
    };
    // The first limit - 1 shown, finished (lateDetails.ts), their messages bounded, the summary in the last place.
    for (let i = 0; i < count; i++) taken[i] = withBoundedMessages(finished(taken[i]));
    taken[count] = summary;
    return taken;
  }

  private straysOf(record: SegmentRecord, families: readonly boolean[], extras: Extra[]): void {
    const { segment, items, groups, classes } = record;
    const from = segment.anchor.base;
    const to = from + segment.length;
    for (let i = 0; i < items.length; i++) {
      const d = items[i];
      const start = d.span.start;
      if ((start >= from && start < to) || !families[classes[i] >> 2]) continue;
      extras.push({ diagnostic: d, start, end: d.span.end, group: groups[i], record, index: i, klass: classes[i] });
    }
  }

  private enabledTotal(whole: readonly WholeList[], families: readonly boolean[] | undefined): number {
    const bySeverity = this.enabledTotalsBySeverity(whole, families);
    return bySeverity[0] + bySeverity[1] + bySeverity[2] + bySeverity[3];
  }

  private enabledTotalsBySeverity(whole: readonly WholeList[], families: readonly boolean[] | undefined): Int32Array {
    const bySeverity = new Int32Array(4);
    for (let k = 0; k < CLASSES; k++) if (!families || families[k >> 2]) bySeverity[k & 3] += this.totals[k];
    for (const { list } of whole) {
      for (const d of list) {
        const klass = classOf(d);
        if (!families || families[klass >> 2]) bySeverity[klass & 3]++;
      }
    }
    return bySeverity;
  }

  /**
   * Builds a segment's record (into `into` when given), counted in the totals; undefined when the segment has
   * no diagnostics (and is not built again on every read).
   */
  private recordOf(segment: Segment, parts: SegmentParts, into?: SegmentRecord): SegmentRecord | undefined {
    // Gathered in the shared scratch lists (most segments have no diagnostics: nothing is made for them).
    scratchItems.length = 0;
    scratchGroups.length = 0;
    addToScratch(0, segment.parseDiagnostics);
    addToScratch(1, segment.lowerDiagnostics);
    const volatile = parts(segment, addToScratch);
    const count = scratchItems.length;
    if (count === 0 && !volatile) return undefined;
    const items = scratchItems.slice();
    scratchClasses.length = 0;
    scratchInside.length = 0;
    const from = segment.anchor.base;
    const to = from + segment.length;
    for (let i = 0; i < count; i++) {
      const klass = classOf(items[i]);
      scratchClasses.push(klass);
      this.totals[klass]++;
      const start = items[i].span.start;
      if (start >= from && start < to) scratchInside.push(i);
    }
    if (scratchInside.length > 1) {
      // Offsets read once each (spans compute them from their anchor).
      const starts = items.map((d) => d.span.start);
      const ends = items.map((d) => d.span.end);
      scratchInside.sort((a, b) => starts[a] - starts[b] || ends[a] - ends[b] || a - b);
    }
    const record = into ?? ({ segment } as SegmentRecord);
    record.pending = false;
    record.volatile = volatile;
    record.items = items;
    record.groups = exactly(scratchGroups);
    record.classes = exactly(scratchClasses);
    record.order = exactly(scratchInside);
    record.strays = count - scratchInside.length;
    if (volatile) this.volatile.add(record);
    else if (record.strays > 0) this.withStrays.add(record);
    return record;
  }

  /** Takes a record's diagnostics out of the totals and the sets. */
  private drop(record: SegmentRecord): void {
    this.pending.delete(record);
    if (record.pending) return;
    record.pending = true;
    for (let i = 0; i < record.classes.length; i++) this.totals[record.classes[i]]--;
    this.volatile.delete(record);
    this.withStrays.delete(record);
  }

  /** The index of the first record whose segment starts at or after `offset`. */
  private firstAtOrAfter(offset: number): number {
    let low = 0;
    let high = this.records.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.records[mid].segment.anchor.base < offset) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private indexOf(record: SegmentRecord): number {
    for (let at = this.firstAtOrAfter(record.segment.anchor.base); at < this.records.length; at++) {
      if (this.records[at] === record) return at;
      if (this.records[at].segment.anchor.base > record.segment.anchor.base) break;
    }
    return -1;
  }
}

/**
 * recordOf's lists while it gathers one segment's diagnostics, shared from segment to segment (recordOf does
 * not nest; exactly() copies what a record keeps).
 */
const scratchItems: Diagnostic[] = [];
const scratchGroups: number[] = [];
const scratchClasses: number[] = [];
const scratchInside: number[] = [];

function addToScratch(group: number, list: readonly Diagnostic[]): void {
  for (let i = 0; i < list.length; i++) {
    scratchItems.push(list[i]);
    scratchGroups.push(group);
  }
}

/** The cards (or scenarios) of some segments, in order. */
function declarationsOf<K extends 'cards' | 'scenarios'>(segments: readonly Segment[], key: K): Segment[K][number][] {
  const out: Segment[K][number][] = [];
  for (const segment of segments) for (const declaration of segment[key]) out.push(declaration);
  return out;
}
