import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CardDeclaration, ScenarioDeclaration, SetHeader } from '../model/cards';
import { lowerFile } from '../lowering/lowerCards';
import type { Anchor } from '../syntax/anchor';
import { endOfText, Lexer } from '../syntax/lexer';
import { type ParsedTokens, parseTokens } from '../syntax/parser';
import type { Statement, SyntaxTree } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import { treeTokens } from '../syntax/treeTokens';
import type { DocumentText, TextChange } from '../text/documentText';
import { lastStartingAtOrBefore } from '../text/lastStartingAtOrBefore';
import { splicedCopy } from './listSplice';
import { EMPTY_LIST } from '../model/emptyList';

/**
 * One top-level stretch of a document: whole lines from one declaration's first line (or the start of the
 * file) up to the next's. Lexed, parsed and lowered on its own, relative to its anchor (syntax/anchor.ts).
 */
export interface Segment {
  readonly anchor: Anchor;
  /** Length in UTF-16 code units, line break included. */
  readonly length: number;
  /**
   * The tokens no statement holds (stray characters, ';', a '}' closing nothing): usually none. The
   * segment's tokens are read from its statements and these (segmentTokens), not kept as a list of their own.
   */
  readonly strays: readonly Token[];
  readonly comments: readonly Token[];
  readonly statements: readonly Statement[];
  readonly parseDiagnostics: readonly Diagnostic[];
  readonly cards: readonly CardDeclaration[];
  readonly scenarios: readonly ScenarioDeclaration[];
  readonly setHeader?: SetHeader;
  readonly lowerDiagnostics: readonly Diagnostic[];
}

/**
 * Why a document can be cut into segments that parse alone exactly as they parse in the whole text: lexing
 * is line-local (strings and comments end at their line), and the parser stops at a line that starts with
 * `monster|spell|trap|scenario "..."` wherever it is (closing any open block: syntax/parser.ts,
 * startsDeclaration), unless the line before ends in ',' or '+' (the statement continues). Such lines are
 * the cuts. The one exception is a block nested too deeply (CS0005), which is skipped to its balancing brace
 * across any line: a document with one is kept as one segment.
 */
export function segmentDocument(uri: string, text: string): Segment[] {
  // Lexed from the text itself, not a copy: this version's text is kept anyway, and when an edit later reuses
  // these segments their tokens keep it as a copy would have been kept (one older text in all).
  const segments = cutAndAnalyze(uri, text, 0, 0, text.length, false);
  return Array.isArray(segments) ? segments : [wholeSegment(uri, text)];
}

/**
 * The segments of `text` after an edit of `previous` (the segments of `previousText`): the segments the
 * edit touches, with one on each side, are lexed, cut, parsed and lowered again; those after are moved by
 * the edit's length change (their anchors, O(1) each) and kept with everything derived from them. Returns
 * undefined when the whole document must be segmented again (a block nested too deeply).
 */
export function updateSegments(uri: string, previous: readonly Segment[], text: DocumentText, edit: TextChange): SegmentUpdate | undefined {
  if (previous.length <= 1) return undefined;
  const prefix = edit.start;
  if (edit.oldEnd === prefix && edit.newEnd === prefix) return { segments: [...previous], from: prefix, removed: [], added: [] };
  const oldEnd = edit.oldEnd;
  const delta = edit.newEnd - edit.oldEnd;
  // The segment before the edit (the edit may undo the cut between them) to the one after it.
  const first = Math.max(0, segmentAt(previous, prefix) - 1);
  let last = Math.min(previous.length - 1, segmentAt(previous, Math.max(prefix, oldEnd - 1)) + 1);
  if (first === 0 && last === previous.length - 1) return undefined;
  for (;;) {
    const from = previous[first].anchor.base;
    const to = previous[last].anchor.base + previous[last].length + delta;
    // Lexed from a copy of its own stretch: tokens keep slices of the text they were lexed from (names,
    // strings, comments), and a segment lexed from a whole version of the text would keep that version
    // alive for as long as the segment is reused.
    const fresh = cutAndAnalyze(uri, ownCopy(text.slice(from, to)), from, from, to, last + 1 < previous.length);
    if (fresh === 'extend') {
      // The edit made the next segment's first line continue this one's last statement: take it in.
      if (last + 1 >= previous.length) return undefined;
      last++;
      continue;
    }
    if (!fresh) return undefined;
    // The anchors of the segments, in an array of their own: moving 10,000 of them reads only the anchors,
    // which are scattered over the heap (a cache miss each), not the segment objects too. The array passes
    // to the new list, updated in place when the edit replaced as many segments as it made (typing inside
    // a declaration: no 10,000-entry array per edit); the previous version's anchors have moved anyway.
    let anchors = anchorsOf(previous);
    segmentAnchors.delete(previous);
    for (let k = last + 1; k < anchors.length; k++) anchors[k].base += delta;
    const replaced = last + 1 - first;
    if (fresh.length === replaced) for (let i = 0; i < replaced; i++) anchors[first + i] = fresh[i].anchor;
    else
      anchors = splicedCopy(
        anchors,
        first,
        replaced,
        fresh.map((segment) => segment.anchor),
      );
    const segments = splicedCopy(previous, first, replaced, fresh);
    segmentAnchors.set(segments, anchors);
    return { segments, from, before: previous[first - 1], removed: previous.slice(first, last + 1), added: fresh };
  }
}

const segmentAnchors = new WeakMap<readonly Segment[], Anchor[]>();

/** The anchors of a list of segments, in order (made once for a list updateSegments did not make). */
function anchorsOf(segments: readonly Segment[]): Anchor[] {
  let anchors = segmentAnchors.get(segments);
  if (!anchors) {
    anchors = segments.map((segment) => segment.anchor);
    segmentAnchors.set(segments, anchors);
  }
  return anchors;
}

/** The segments after an edit, and which of the previous ones it replaced by which, from offset `from` on. */
export interface SegmentUpdate {
  readonly segments: Segment[];
  /** Where the replaced segments started (everything before it is unchanged, and not moved). */
  readonly from: number;
  /** The segment just before the replaced ones, if any. */
  readonly before?: Segment;
  readonly removed: readonly Segment[];
  readonly added: readonly Segment[];
}

/**
 * Lexes text[from, to) (line starts) segment by segment, cutting at declaration lines (lexer.ts,
 * `cutAtDeclarations`), and parses and lowers each segment as soon as it is lexed (what it does not keep
 * dies young); `source` is the text from offset `shift` on. `mustEndAtCut`: the text after `to` is a kept
 * segment, which is valid only if the last statement here does not continue into it ('extend'). Undefined
 * when a block is nested too deeply.
 */
function cutAndAnalyze(uri: string, source: string, shift: number, from: number, to: number, mustEndAtCut: boolean): Segment[] | undefined | 'extend' {
  const lexer = new Lexer(source, to - shift, { lineBreaks: 'marker', comments: 'separate', cutAtDeclarations: true });
  const segments: Segment[] = [];
  let at = from - shift;
  do {
    const anchor: Anchor = { base: shift + at };
    const lexed = lexer.lex(at, anchor);
    const segment = analyzeSegment(uri, anchor, lexed.end - at, lexed.tokens, lexed.comments);
    if (!segment) return undefined;
    segments.push(segment);
    at = lexed.end;
  } while (at < to - shift);
  if (mustEndAtCut && (lexer.lastSignificantKind === ',' || lexer.lastSignificantKind === '+')) return 'extend';
  return segments;
}

/**
 * A string with storage of its own. V8 makes a slice of 13 or more characters a view into its parent, which
 * then stays alive with it; a concatenation is flattened into new storage when it is sliced.
 */
function ownCopy(slice: string): string {
  return (' ' + slice).slice(1);
}

/** Parses and lowers one segment's tokens (line breaks as LINE_BREAK); undefined if a block nests too deeply. */
function analyzeSegment(uri: string, anchor: Anchor, length: number, lexed: Token[], comments: Token[]): Segment | undefined {
  lexed.push(endOfText(anchor, length));
  const parsed = parseTokens(lexed, anchor);
  if (parsed.diagnostics.some((d) => d.code === 'CS0005')) return undefined;
  return finishSegment(uri, anchor, length, comments, parsed);
}

/** The whole document as one segment (it has a block nested too deeply). */
function wholeSegment(uri: string, text: string): Segment {
  const anchor: Anchor = { base: 0 };
  const lexed = new Lexer(text, text.length, { lineBreaks: 'marker', comments: 'separate', cutAtDeclarations: false }).lex(0, anchor);
  lexed.tokens.push(endOfText(anchor, text.length));
  return finishSegment(uri, anchor, text.length, lexed.comments, parseTokens(lexed.tokens, anchor));
}

function finishSegment(uri: string, anchor: Anchor, length: number, comments: Token[], parsed: ParsedTokens): Segment {
  const { statements, diagnostics: parseDiagnostics, strays } = parsed;
  // Lowering builds its spans relative to the tokens' anchor (syntax/anchor.ts, spanFrom): they follow the segment.
  const lowered = lowerFile(uri, new SegmentTree(statements, strays, comments));
  const { cards, scenarios, setHeader } = lowered.file;
  return {
    anchor,
    length,
    strays: kept(strays),
    comments: kept(comments),
    statements,
    parseDiagnostics: kept(parseDiagnostics),
    cards: kept(cards),
    scenarios: kept(scenarios),
    setHeader,
    lowerDiagnostics: kept(lowered.diagnostics),
  };
}

/**
 * What lowering is given for a segment: its tokens are read from its statements when asked (a class, not a
 * literal with a getter: such a literal gets its accessor defined object by object, in V8's runtime).
 */
class SegmentTree implements SyntaxTree {
  constructor(
    readonly statements: readonly Statement[],
    private readonly strays: readonly Token[],
    readonly comments: readonly Token[],
  ) {}

  get text(): string {
    return '';
  }

  get tokens(): readonly Token[] {
    return treeTokens(this.statements, this.strays);
  }
}

/**
 * A segment's tokens without comments, line breaks and `eof`, in order, read from its statements and strays
 * (made on first read and kept for the segment: a hover or completion reads the segment it is in).
 */
export function segmentTokens(segment: Segment): readonly Token[] {
  let tokens = tokensOfSegment.get(segment);
  if (!tokens) {
    tokens = treeTokens(segment.statements, segment.strays);
    tokensOfSegment.set(segment, tokens);
  }
  return tokens;
}

const tokensOfSegment = new WeakMap<Segment, readonly Token[]>();

/** A list as a segment keeps it: the shared empty one, or a copy at its size (a list grown by push has room for 16). */
function kept<T>(list: readonly T[]): readonly T[] {
  return list.length === 0 ? EMPTY_LIST : list.slice();
}

/** The segment containing `offset` (the last one starting at or before it). */
function segmentAt(segments: readonly Segment[], offset: number): number {
  return lastStartingAtOrBefore(segments, offset, (s) => s.anchor.base);
}
