import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CardDeclaration, CardFile, ScenarioDeclaration, SetHeader } from '../model/cards';
import { LexedToken } from '../syntax/lexer';
import type { Statement, SyntaxTree } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import { lastStartingAtOrBefore } from '../text/lastStartingAtOrBefore';
import { LineIndex } from '../text/lineIndex';
import { changedRange, type Segment, segmentDocument, type SegmentUpdate, type TextChange, updateSegments } from './declarationSegments';

/**
 * One document parsed and lowered once per version; every feature reads this instead of re-parsing
 * (the vscode-json-languageservice lesson in docs/architecture.md).
 */
export interface AnalyzedDocument {
  readonly uri: string;
  readonly version: number;
  readonly text: string;
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
  return comments ? segment.comments : segment.tokens;
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

/** The line index of a document if it was built (a next version derives its own from it). */
const builtLines = new WeakMap<AnalyzedDocument, () => LineIndex | undefined>();

/**
 * Analyses a document. Given the previous version of the same document, only the declarations an edit
 * touches are lexed, parsed and lowered again (declarationSegments.ts); the others, with everything derived
 * from them, are reused and moved. The previous version must not be read for offsets afterwards (its
 * reused declarations now describe the new text).
 */
export function analyzeDocument(uri: string, text: string, version = 0, previous?: AnalyzedDocument): AnalyzedDocument {
  const before = previous && previous.uri === uri ? segmentsOf.get(previous) : undefined;
  const edit = before && previous ? changedRange(previous.text, text) : undefined;
  const update = before && edit ? updateSegments(uri, before, text, edit) : undefined;
  const segments = update?.segments ?? segmentDocument(uri, text);
  const previousLines = previous && edit ? builtLines.get(previous)?.() : undefined;
  // The card and scenario lists of the previous version with the replaced segments' swapped: no pass over
  // every segment on an edit.
  const declarations = update && previous
    ? {
      cards: spliced(previous.file.cards, update, (s) => s.cards),
      scenarios: spliced(previous.file.scenarios, update, (s) => s.scenarios),
    }
    : undefined;
  const document = assemble(uri, text, version, segments, previousLines && edit ? () => LineIndex.afterEdit(previousLines, text, edit) : () => new LineIndex(text), declarations);
  segmentsOf.set(document, segments);
  if (update && before) changesOf.set(document, { previous: before, from: update.from, removed: update.removed, added: update.added });
  return document;
}

function assemble(
  uri: string, text: string, version: number, segments: readonly Segment[], buildLines: () => LineIndex,
  declarations?: { readonly cards: CardDeclaration[]; readonly scenarios: ScenarioDeclaration[] },
): AnalyzedDocument {
  const cards = declarations?.cards ?? flatten(segments, 'cards');
  const scenarios = declarations?.scenarios ?? flatten(segments, 'scenarios');
  let setHeader: SetHeader | undefined;
  let repeatedHeader = false;
  // An indexed loop: it runs over every segment on every edit, and an iterator allocates per step until optimised.
  for (let i = 0; i < segments.length; i++) {
    const header = segments[i].setHeader;
    if (!header) continue;
    if (setHeader) {
      repeatedHeader = true;
      break;
    }
    setHeader = header;
  }
  // Built on first use: the way from an edit to its diagnostics reads them per segment (shownDiagnostics.ts).
  let localDiagnostics: Diagnostic[] | undefined;
  const local = (): Diagnostic[] => {
    const parseDiagnostics = flatten(segments, 'parseDiagnostics');
    if (!repeatedHeader) return push(parseDiagnostics, flatten(segments, 'lowerDiagnostics'));
    // lowerFile's rule across segments: a file has at most one set header. Reported where lowerFile
    // reports it: after the diagnostics of the statements up to the header's.
    const lowerDiagnostics: Diagnostic[] = [];
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
    return push(parseDiagnostics, lowerDiagnostics);
  };
  let statements: Statement[] | undefined;
  let tokens: Token[] | undefined;
  let comments: Token[] | undefined;
  let lines: LineIndex | undefined;
  // Built on first use: the flat statement and token lists are asked for by a few features only (hover,
  // completion, folding), never on the way from an edit to its diagnostics, which read the segments.
  const tree: SyntaxTree = {
    text,
    get statements() {
      statements ??= flatten(segments, 'statements');
      return statements;
    },
    get tokens() {
      if (!tokens) {
        tokens = flatten(segments, 'tokens');
        tokens.push(new LexedToken({ base: 0 }, text.length, text.length, 'eof', '', ''));
      }
      return tokens;
    },
    get comments() {
      comments ??= flatten(segments, 'comments');
      return comments;
    },
  };
  const file: CardFile = setHeader ? { uri, setHeader, cards, scenarios } : { uri, cards, scenarios };
  let build: (() => LineIndex) | undefined = buildLines;
  const document: AnalyzedDocument = {
    uri,
    version,
    text,
    // Built on first use (from the previous version's, when it had one): a document without diagnostics,
    // hovers or edits never needs line numbers.
    get lines() {
      if (!lines) {
        lines = build!();
        build = undefined;
      }
      return lines;
    },
    tree,
    file,
    get localDiagnostics() {
      localDiagnostics ??= local();
      return localDiagnostics;
    },
  };
  builtLines.set(document, () => lines);
  return document;
}

export type { TextChange };

/**
 * The previous version's list of cards (or scenarios) with those of the replaced segments swapped for the
 * new segments'. Each lies in its segment, so those of the segments before the replaced ones start before
 * `update.from`, and the replaced ones and those after (moved by the edit) at or after it.
 */
function spliced<T extends { readonly span: { readonly start: number } }>(
  previous: readonly T[], update: SegmentUpdate, items: (segment: Segment) => readonly T[],
): T[] {
  let low = 0;
  let high = previous.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (previous[mid].span.start < update.from) low = mid + 1;
    else high = mid;
  }
  let removed = 0;
  for (const segment of update.removed) removed += items(segment).length;
  const added: T[] = [];
  for (const segment of update.added) for (const item of items(segment)) added.push(item);
  return previous.slice(0, low).concat(added, previous.slice(low + removed));
}

/** The lists of a segment that flatten joins. */
type SegmentList = 'cards' | 'scenarios' | 'parseDiagnostics' | 'lowerDiagnostics' | 'statements' | 'tokens' | 'comments';

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
