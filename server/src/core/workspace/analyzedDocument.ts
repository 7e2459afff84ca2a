import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CardDeclaration, CardFile, ScenarioDeclaration, SetHeader } from '../model/cards';
import { endOfText } from '../syntax/lexer';
import type { Statement, SyntaxTree } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import { treeTokens } from '../syntax/treeTokens';
import { DocumentText } from '../text/documentText';
import { lastStartingAtOrBefore } from '../text/lastStartingAtOrBefore';
import { LineIndex } from '../text/lineIndex';
import { type Segment, segmentDocument, segmentTokens, type SegmentUpdate, updateSegments } from './declarationSegments';
import { splicedCopy } from './listSplice';

/**
 * One document parsed and lowered once per version; every feature reads this instead of re-parsing
 * (the vscode-json-languageservice lesson in docs/architecture.md).
 */
export interface AnalyzedDocument {
  readonly uri: string;
  readonly version: number;
  /**
   * The whole text, made on first read (an edited version is kept in pieces, `content`): read stretches of
   * it with `content.slice`, which makes no string of the whole document.
   */
  readonly text: string;
  /** The text as pieces the next version shares (core/text/documentText.ts). */
  readonly content: DocumentText;
  readonly lines: LineIndex;
  readonly tree: SyntaxTree;
  readonly file: CardFile;
  /** Syntax errors and field errors of this file alone (no cross-file knowledge). */
  readonly localDiagnostics: readonly Diagnostic[];
}

const segmentsOf = new WeakMap<AnalyzedDocument, readonly Segment[]>();

/**
 * The stretches a document was lexed, parsed and lowered in (declarationSegments.ts), in order: a fact
 * derived from one stretch alone can be kept per stretch object, which the next version reuses (and moves)
 * when an edit does not touch it. Undefined for a document analyzeDocument did not make (a view).
 */
export function segmentsOfDocument(document: AnalyzedDocument): readonly Segment[] | undefined {
  return segmentsOf.get(document);
}
/**
 * The tokens (`comments`: the comments) of the stretch of the document that holds `offset`, in order: what a
 * feature looking at one position (hover, completion) needs, without building the flat list of a whole
 * 10,000-card document after every edit. A whole document's list for a document not made in stretches.
 */
export function tokensAround(document: AnalyzedDocument, offset: number, comments = false): readonly Token[] {
  const segments = segmentsOf.get(document);
  if (!segments || segments.length === 0) return comments ? document.tree.comments : document.tree.tokens;
  const segment = segments[lastStartingAtOrBefore(segments, offset, (s) => s.anchor.base)];
  return comments ? segment.comments : segmentTokens(segment);
}

/** Which segments an edit replaced by which (SegmentUpdate's from / removed / added), per document made by one. */
export interface SegmentChange {
  /** The previous version's segments (segmentsOfDocument of it): kept by the next version only, no chain. */
  readonly previous: readonly Segment[];
  /** Where the replaced segments started: the segments before it are the previous version's, unmoved. */
  readonly from: number;
  /** The previous version's segments the edit replaced (consecutive; the ones after them are moved). */
  readonly removed: readonly Segment[];
  /** The segments that replaced them, in order (consecutive in segmentsOfDocument, from `from` on). */
  readonly added: readonly Segment[];
}

const changesOf = new WeakMap<AnalyzedDocument, SegmentChange>();

/**
 * How a document's segments were made from those of the version analyzeDocument was given as `previous`
 * (segmentsOfDocument(previous)): what a fact kept per segment must update, without a pass over every
 * segment. Undefined when the document was segmented whole.
 */
export function segmentChangeOf(document: AnalyzedDocument): SegmentChange | undefined {
  return changesOf.get(document);
}

/**
 * Analyses a document. Given the previous version of the same document, only the declarations an edit
 * touches are lexed, parsed and lowered again (declarationSegments.ts); the others, with everything derived
 * from them, are reused and moved. The change is found from the pieces the two versions' texts share
 * (DocumentText.changedRange), so an edit that came as a DocumentText costs no pass over the whole text. The
 * previous version must not be read for offsets afterwards (its reused declarations now describe the new text).
 */
export function analyzeDocument(uri: string, text: string | DocumentText, version = 0, previous?: AnalyzedDocument): AnalyzedDocument {
  const content = typeof text === 'string' ? DocumentText.of(text) : text;
  const before = previous && previous.uri === uri ? segmentsOf.get(previous) : undefined;
  const edit = before && previous ? (DocumentText.changedRange(previous.content, content) ?? { start: 0, oldEnd: 0, newEnd: 0 }) : undefined;
  const update = before && edit ? updateSegments(uri, before, content, edit) : undefined;
  const segments = update?.segments ?? segmentDocument(uri, content.toString());
  const lists = (update && previous && splicedLists(previous, update)) || assembledLists(segments);
  const document = assemble(uri, content, version, segments, lists);
  segmentsOf.set(document, segments);
  listsOf.set(document, lists);
  if (update && before) changesOf.set(document, { previous: before, from: update.from, removed: update.removed, added: update.added });
  return document;
}

/** A version's flat lists, kept so that the next version splices them instead of joining every segment's. */
interface DocumentLists {
  readonly cards: readonly CardDeclaration[];
  readonly scenarios: readonly ScenarioDeclaration[];
  readonly parseDiagnostics: readonly Diagnostic[];
  /** With CS0120 where a segment repeats the set header. */
  readonly lowerDiagnostics: readonly Diagnostic[];
  readonly setHeader?: SetHeader;
  /** How many segments have a set header (more than one: CS0120 is assembled across them). */
  readonly setHeaders: number;
  /** Parse then lower diagnostics, joined on first read: the edit path reads them per segment (shownDiagnostics.ts). */
  readonly localDiagnostics: () => readonly Diagnostic[];
}

const listsOf = new WeakMap<AnalyzedDocument, DocumentLists>();

/** Every list joined from the segments (a document's first analysis, or when the edit cannot be spliced in). */
function assembledLists(segments: readonly Segment[]): DocumentLists {
  const cards = flatten(segments, 'cards');
  const scenarios = flatten(segments, 'scenarios');
  const parseDiagnostics = flatten(segments, 'parseDiagnostics');
  let setHeaders = 0;
  let setHeader: SetHeader | undefined;
  for (const segment of segments) {
    if (!segment.setHeader) continue;
    setHeaders++;
    setHeader ??= segment.setHeader;
  }
  let lowerDiagnostics: Diagnostic[];
  if (setHeaders > 1) {
    // lowerFile's rule across segments: a file has at most one set header. Reported where lowerFile
    // reports it: after the diagnostics of the statements up to the header's.
    lowerDiagnostics = [];
    for (const other of segments) {
      const own = other.lowerDiagnostics;
      if (!other.setHeader || other.setHeader === setHeader) {
        push(lowerDiagnostics, own);
        continue;
      }
      const header = other.setHeader.span;
      let at = 0;
      while (at < own.length && own[at].span.start <= header.end) at++;
      push(lowerDiagnostics, own.slice(0, at));
      lowerDiagnostics.push({ span: header, severity: 'error', code: 'CS0120', message: 'A file has at most one set header; this one repeats it.' });
      push(lowerDiagnostics, own.slice(at));
    }
  } else {
    lowerDiagnostics = flatten(segments, 'lowerDiagnostics');
  }
  return {
    cards,
    scenarios,
    parseDiagnostics,
    lowerDiagnostics,
    setHeader,
    setHeaders,
    localDiagnostics: joinedOnFirstRead(parseDiagnostics, lowerDiagnostics),
  };
}

/**
 * The previous version's lists with the replaced segments' items swapped for the new segments': no pass over
 * every segment on an edit. Undefined where a set header is repeated before or after the edit (CS0120 is
 * then assembled across the segments again).
 */
function splicedLists(previous: AnalyzedDocument, update: SegmentUpdate): DocumentLists | undefined {
  const lists = listsOf.get(previous);
  if (!lists) return undefined;
  let removedHeaders = 0;
  for (const segment of update.removed) if (segment.setHeader) removedHeaders++;
  let addedHeader: SetHeader | undefined;
  let addedHeaders = 0;
  for (const segment of update.added) {
    if (!segment.setHeader) continue;
    addedHeaders++;
    addedHeader ??= segment.setHeader;
  }
  const setHeaders = lists.setHeaders - removedHeaders + addedHeaders;
  if (lists.setHeaders > 1 || setHeaders > 1) return undefined;
  const cards = spliced(lists.cards, update, (s) => s.cards);
  const scenarios = spliced(lists.scenarios, update, (s) => s.scenarios);
  const parseDiagnostics = spliced(lists.parseDiagnostics, update, (s) => s.parseDiagnostics);
  const lowerDiagnostics = spliced(lists.lowerDiagnostics, update, (s) => s.lowerDiagnostics);
  const localDiagnostics =
    parseDiagnostics === lists.parseDiagnostics && lowerDiagnostics === lists.lowerDiagnostics
      ? lists.localDiagnostics
      : joinedOnFirstRead(parseDiagnostics, lowerDiagnostics);
  return {
    cards,
    scenarios,
    parseDiagnostics,
    lowerDiagnostics,
    setHeader: setHeaders === 0 ? undefined : (addedHeader ?? lists.setHeader),
    setHeaders,
    localDiagnostics,
  };
}

/** `first` then `second`, made when first asked for (and kept): no copy of every diagnostic per edit. */
function joinedOnFirstRead(first: readonly Diagnostic[], second: readonly Diagnostic[]): () => readonly Diagnostic[] {
  let joined: readonly Diagnostic[] | undefined;
  return () => (joined ??= [...first, ...second]);
}

function assemble(uri: string, content: DocumentText, version: number, segments: readonly Segment[], lists: DocumentLists): AnalyzedDocument {
  const { cards, scenarios, setHeader } = lists;
  let statements: Statement[] | undefined;
  let tokens: Token[] | undefined;
  let comments: Token[] | undefined;
  let lines: LineIndex | undefined;
  // Built on first use: the flat statement and token lists are asked for by a few features only (hover,
  // completion, folding), never on the way from an edit to its diagnostics, which read the segments.
  const tree: SyntaxTree = {
    get text() {
      return content.toString();
    },
    get statements() {
      statements ??= flatten(segments, 'statements');
      return statements;
    },
    get tokens() {
      if (!tokens) {
        tokens = [];
        // Read from each segment's statements, not kept per segment (segmentTokens keeps those it makes).
        for (const segment of segments) push(tokens, treeTokens(segment.statements, segment.strays));
        tokens.push(endOfText({ base: 0 }, content.length));
      }
      return tokens;
    },
    get comments() {
      comments ??= flatten(segments, 'comments');
      return comments;
    },
  };
  const file: CardFile = setHeader ? { uri, setHeader, cards, scenarios } : { uri, cards, scenarios };
  const document: AnalyzedDocument = {
    uri,
    version,
    get text() {
      return content.toString();
    },
    content,
    // The line starts are kept per piece of the text (found on first use: a document without diagnostics,
    // hovers or edits never needs line numbers), so an edited version finds only its new pieces'.
    get lines() {
      lines ??= new LineIndex(content);
      return lines;
    },
    tree,
    file,
    get localDiagnostics() {
      return lists.localDiagnostics();
    },
  };
  return document;
}

/**
 * The previous version's list of cards, scenarios or diagnostics with those of the replaced segments swapped
 * for the new segments' (the same list when neither had any). Each item lies in its segment: those of the
 * segments before the replaced ones start before `update.from`, or at it when they end the segment just
 * before (`update.before`), and those of the replaced ones and after (moved by the edit) at or after it.
 */
function spliced<T extends { readonly span: { readonly start: number } }>(
  previous: readonly T[],
  update: SegmentUpdate,
  items: (segment: Segment) => readonly T[],
): readonly T[] {
  let removed = 0;
  for (const segment of update.removed) removed += items(segment).length;
  const added: T[] = [];
  for (const segment of update.added) for (const item of items(segment)) added.push(item);
  const atEnd = update.before ? items(update.before) : [];
  let low = 0;
  let high = previous.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (previous[mid].span.start < update.from || (atEnd.length > 0 && atEnd.includes(previous[mid]))) low = mid + 1;
    else high = mid;
  }
  if (removed === 0 && added.length === 0) return previous;
  return splicedCopy(previous, low, removed, added);
}

/** The lists of a segment that flatten joins. */
type SegmentList = 'cards' | 'scenarios' | 'parseDiagnostics' | 'lowerDiagnostics' | 'statements' | 'comments';

/**
 * The items of every segment, in order, into one array made at its final size. The list is named by its key
 * (not read by a callback: one function called with several callbacks is optimised and thrown away again).
 */
function flatten<K extends SegmentList>(segments: readonly Segment[], list: K): Segment[K][number][] {
  let total = 0;
  for (let i = 0; i < segments.length; i++) total += segments[i][list].length;
  const out = new Array<Segment[K][number]>(total);
  let k = 0;
  for (let i = 0; i < segments.length; i++) {
    const items = segments[i][list];
    for (let j = 0; j < items.length; j++) out[k++] = items[j];
  }
  return out;
}

/** Appends without spreading (a spread of 100,000 items overflows the stack); returns `target`. */
function push<T>(target: T[], items: readonly T[]): T[] {
  for (let i = 0; i < items.length; i++) target.push(items[i]);
  return target;
}
