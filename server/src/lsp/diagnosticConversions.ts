import type { Diagnostic as LspDiagnostic, Position, Range } from 'vscode-languageserver';
import type { Diagnostic } from '../core/diagnostics/diagnostic';
import type { LineIndex } from '../core/text/lineIndex';
import type { Span } from '../core/text/span';
import { type DiagnosticSupport, type LinesOf, toLspDiagnostic } from './convert';

/**
 * The LSP form of core diagnostics, kept per diagnostic object (issue 12). The core keeps a card's
 * diagnostics while the card is unchanged (cardCheckReuse.ts) and moves them with it, so after an edit
 * almost every diagnostic is the same object at the same line and character: its converted form (message
 * with invisibles revealed, docs link, related locations) is reused, and only its positions are computed
 * again (two binary searches over the line index) to see that they did not move.
 */
export class DiagnosticConversions {
  private readonly converted = new WeakMap<Diagnostic, LspDiagnostic>();

  constructor(private readonly support: DiagnosticSupport) {}

  toLsp(diagnostic: Diagnostic, lines: LineIndex, linesOf: LinesOf): LspDiagnostic {
    const kept = this.converted.get(diagnostic);
    if (kept && this.samePositions(kept, diagnostic, lines, linesOf)) return kept;
    const fresh = toLspDiagnostic(diagnostic, lines, linesOf, this.support);
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
