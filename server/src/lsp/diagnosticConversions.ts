import type { Diagnostic as LspDiagnostic, Position, Range } from 'vscode-languageserver';
import type { Diagnostic } from '../core/diagnostics/diagnostic';
import type { LineIndex } from '../core/text/lineIndex';
import type { Span } from '../core/text/span';
import { type AnalyzedDocument, segmentChangeOf, segmentsOfDocument } from '../core/workspace/analyzedDocument';
import type { Segment } from '../core/workspace/declarationSegments';
import { type DiagnosticSupport, type LinesOf, toLspDiagnostic } from './convert';
import { ListAlignment } from './listAlignment';

/**
 * The LSP form of core diagnostics, kept per diagnostic object. The core keeps a card's
 * diagnostics while the card is unchanged (cardCheckReuse.ts) and moves them with it, so after an edit
 * almost every diagnostic is the same object at the same line and character: its converted form (message
 * with invisibles revealed, docs link, related locations) is reused, and only its positions are computed
 * again (two binary searches over the line index) to see that they did not move.
 */
export class DiagnosticConversions {
  private readonly converted = new WeakMap<Diagnostic, Kept>();
  /** Per document, the version converted last (convertAll): its segments, that run's number, what it converted. */
  private readonly lastRuns = new Map<string, LastRun>();
  private runs = 0;

  constructor(private readonly support: DiagnosticSupport) {}

  toLsp(diagnostic: Diagnostic, lines: LineIndex, linesOf: LinesOf): LspDiagnostic {
    return this.convert(diagnostic, undefined, undefined, lines, linesOf, 0, -1, -1).lsp;
  }

  /**
   * The LSP form of a document's diagnostics (what the server publishes). When the document is the version
   * converted last, or was made from it by an edit (segmentChangeOf), a diagnostic converted or checked in
   * that run whose offsets are the same and lie before the edit needs no check at all: the text and the
   * line starts before the edit are the same (an edit after the shown diagnostics, as most are in a file
   * over the cap, checks none of them).
   */
  convertAll(diagnostics: readonly Diagnostic[], document: AnalyzedDocument, linesOf: LinesOf): LspDiagnostic[] {
    const run = ++this.runs;
    const segments = segmentsOfDocument(document);
    const last = this.lastRuns.get(document.uri);
    let unchangedBefore = -1;
    if (last && segments) {
      if (last.segments === segments) unchangedBefore = Infinity;
      else {
        const change = segmentChangeOf(document);
        if (change && change.previous === last.segments) unchangedBefore = change.from;
      }
    }
    const lines = document.lines;
    const lastRun = last?.run ?? -1;
    const sameDocument = (uri: string) => (uri === document.uri ? lines : linesOf(uri));
    // The previous run's conversions, found by their place in the list (a WeakMap lookup per item was most of this).
    const previous = last ? new ListAlignment(last.diagnostics, last.kept) : undefined;
    const kept: Kept[] = new Array<Kept>(diagnostics.length);
    const converted: LspDiagnostic[] = new Array<LspDiagnostic>(diagnostics.length);
    for (let i = 0; i < diagnostics.length; i++) {
      const d = diagnostics[i];
      kept[i] = this.convert(d, previous?.valueOf(d, i), document.uri, lines, sameDocument, run, lastRun, unchangedBefore);
      converted[i] = kept[i].lsp;
    }
    if (segments) this.lastRuns.set(document.uri, { segments, run, diagnostics, kept });
    else this.lastRuns.delete(document.uri);
    return converted;
  }

  /** The document's conversions are no longer needed (it was closed or removed). */
  forget(uri: string): void {
    this.lastRuns.delete(uri);
  }

  private convert(
    diagnostic: Diagnostic,
    known: Kept | undefined,
    uri: string | undefined,
    lines: LineIndex,
    linesOf: LinesOf,
    run: number,
    lastRun: number,
    unchangedBefore: number,
  ): Kept {
    const kept = known ?? this.converted.get(diagnostic);
    if (kept) {
      if (kept.run === lastRun && lastRun >= 0 && kept.offsets !== undefined && sameOffsetsBefore(kept.offsets, diagnostic, unchangedBefore)) {
        kept.run = run;
        return kept;
      }
      if (this.samePositions(kept.lsp, diagnostic, lines, linesOf)) {
        kept.run = run;
        return kept;
      }
    }
    const fresh: Kept = {
      lsp: toLspDiagnostic(diagnostic, lines, linesOf, this.support),
      run,
      offsets: uri === undefined ? undefined : offsetsOf(diagnostic, uri),
    };
    this.converted.set(diagnostic, fresh);
    return fresh;
  }

  private samePositions(kept: LspDiagnostic, diagnostic: Diagnostic, lines: LineIndex, linesOf: LinesOf): boolean {
    if (!sameRange(kept.range, lines, diagnostic.span)) return false;
    const keptRelated = kept.relatedInformation;
    if (!this.support.relatedInformation || !diagnostic.related || diagnostic.related.length === 0) return keptRelated === undefined;
    // Related locations in documents the server does not know are left out; count what would be shown.
    let k = 0;
    for (const related of diagnostic.related) {
      const otherLines = linesOf(related.uri);
      if (!otherLines) continue;
      const shown = keptRelated?.[k++];
      if (!shown || shown.location.uri !== related.uri || !sameRange(shown.location.range, otherLines, related.span)) return false;
    }
    return k === (keptRelated?.length ?? 0);
  }
}

interface LastRun {
  readonly segments: readonly Segment[];
  readonly run: number;
  readonly diagnostics: readonly Diagnostic[];
  readonly kept: readonly Kept[];
}

/** A converted diagnostic, the run that last converted or checked it, and its offsets then. */
interface Kept {
  readonly lsp: LspDiagnostic;
  run: number;
  /**
   * The start and end of its span and of each related span, when every related span is in its own document
   * (a related location in another document can move with that document's edits); else undefined.
   */
  readonly offsets: Float64Array | undefined;
}

function offsetsOf(diagnostic: Diagnostic, uri: string): Float64Array | undefined {
  const related = diagnostic.related ?? [];
  if (related.some((r) => r.uri !== uri)) return undefined;
  const offsets = new Float64Array(2 + 2 * related.length);
  offsets[0] = diagnostic.span.start;
  offsets[1] = diagnostic.span.end;
  for (let i = 0; i < related.length; i++) {
    offsets[2 + 2 * i] = related[i].span.start;
    offsets[3 + 2 * i] = related[i].span.end;
  }
  return offsets;
}

/** Whether the diagnostic's offsets are those kept and all lie before `limit`. */
function sameOffsetsBefore(offsets: Float64Array, diagnostic: Diagnostic, limit: number): boolean {
  const { start, end } = diagnostic.span;
  if (start !== offsets[0] || end !== offsets[1] || end >= limit) return false;
  const related = diagnostic.related;
  const count = related ? related.length : 0;
  if (offsets.length !== 2 + 2 * count) return false;
  for (let i = 0; i < count; i++) {
    const span = related![i].span;
    const relatedStart = span.start;
    const relatedEnd = span.end;
    if (relatedStart !== offsets[2 + 2 * i] || relatedEnd !== offsets[3 + 2 * i] || relatedEnd >= limit) return false;
  }
  return true;
}

function sameRange(range: Range, lines: LineIndex, span: Span): boolean {
  return samePosition(range.start, lines, span.start) && samePosition(range.end, lines, span.end);
}

/**
 * Whether `lines.positionAt(offset)` is `position`, without making the position: the offset is the
 * position's line start plus its character, and before the next line's start. On the last line (where
 * positionAt clamps to the text's end) positionAt itself answers.
 */
function samePosition(position: Position, lines: LineIndex, offset: number): boolean {
  const { line, character } = position;
  if (line < 0 || line + 1 >= lines.lineCount) {
    const at = lines.positionAt(offset);
    return at.line === line && at.character === character;
  }
  return character >= 0 && offset === lines.lineStart(line) + character && offset < lines.lineStart(line + 1);
}
