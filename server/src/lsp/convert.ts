import {
  type Diagnostic as LspDiagnostic,
  DiagnosticSeverity,
  DiagnosticTag,
  type DiagnosticRelatedInformation,
  type Position,
  type Range,
  type TextEdit as LspTextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver';
import { docsUrlForCode } from '../core/diagnostics/checkFamilies';
import type { Diagnostic, Severity, TextEdit } from '../core/diagnostics/diagnostic';
import { revealInvisibles } from '../core/text/markdown';
import type { LineIndex } from '../core/text/lineIndex';
import type { Span } from '../core/text/span';

/**
 * Core <-> LSP conversions, the only place where offsets become line/character and back. The core speaks
 * offsets (UTF-16, like LSP positions), so converting is exact.
 */

export function toRange(lines: LineIndex, span: Span): Range {
  return { start: lines.positionAt(span.start), end: lines.positionAt(span.end) };
}

/**
 * An LSP position as an offset, clamped into the document: a client may send a position past the end of a
 * line or of the file (or, if it misbehaves, a negative or non-numeric one); features get a valid offset.
 */
export function toOffset(lines: LineIndex, position: Position | undefined): number {
  const line = finiteOrZero(position?.line);
  const character = finiteOrZero(position?.character);
  return lines.offsetAt({ line: Math.max(0, line), character: Math.max(0, character) });
}

export function toSpan(lines: LineIndex, range: Range): Span {
  const start = toOffset(lines, range.start);
  const end = toOffset(lines, range.end);
  return { start: Math.min(start, end), end: Math.max(start, end) };
}

function finiteOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : 0;
}

const SEVERITIES: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

export function toLspSeverity(severity: Severity): DiagnosticSeverity {
  return SEVERITIES[severity];
}

/** What the client said it can show (probed in onInitialize); unsupported parts are left out. */
export interface DiagnosticSupport {
  readonly relatedInformation: boolean;
  readonly codeDescription: boolean;
  readonly tags: readonly DiagnosticTag[];
  /**
   * Where docs/diagnostics.md is for this client (initializationOptions `diagnosticsDocsUri`, else the
   * copy next to the installed server); a code's `codeDescription` links to its anchor there. None: no link.
   */
  readonly docsUri?: string;
}

export const FULL_DIAGNOSTIC_SUPPORT: DiagnosticSupport = {
  relatedInformation: true,
  codeDescription: true,
  tags: [DiagnosticTag.Unnecessary, DiagnosticTag.Deprecated],
};

/** Finds the line index of another document (for related locations); undefined when it is unknown. */
export type LinesOf = (uri: string) => LineIndex | undefined;

export function toLspDiagnostic(diagnostic: Diagnostic, lines: LineIndex, linesOf: LinesOf, support: DiagnosticSupport): LspDiagnostic {
  const result: LspDiagnostic = {
    range: toRange(lines, diagnostic.span),
    severity: toLspSeverity(diagnostic.severity),
    code: diagnostic.code,
    source: 'cardscript',
    // Messages quote card names: bidi controls and zero-width characters are shown, not obeyed.
    message: revealInvisibles(diagnostic.message),
  };
  if (support.codeDescription && support.docsUri) result.codeDescription = { href: docsUrlForCode(diagnostic.code, support.docsUri) };
  if (support.relatedInformation && diagnostic.related && diagnostic.related.length > 0) {
    const related: DiagnosticRelatedInformation[] = [];
    for (const r of diagnostic.related) {
      const otherLines = linesOf(r.uri);
      if (otherLines) related.push({ location: { uri: r.uri, range: toRange(otherLines, r.span) }, message: revealInvisibles(r.message) });
    }
    if (related.length > 0) result.relatedInformation = related;
  }
  const tags = (diagnostic.tags ?? [])
    .map((t) => (t === 'unnecessary' ? DiagnosticTag.Unnecessary : DiagnosticTag.Deprecated))
    .filter((t) => support.tags.includes(t));
  if (tags.length > 0) result.tags = tags;
  return result;
}

export function toLspTextEdit(edit: Pick<TextEdit, 'span' | 'newText'>, lines: LineIndex): LspTextEdit {
  return { range: toRange(lines, edit.span), newText: edit.newText };
}

/** Groups core edits by document; edits in documents the server does not know are dropped. */
export function toWorkspaceEdit(edits: readonly TextEdit[], linesOf: LinesOf): WorkspaceEdit {
  const changes: Record<string, LspTextEdit[]> = {};
  for (const edit of edits) {
    const lines = linesOf(edit.uri);
    if (!lines) continue;
    (changes[edit.uri] ??= []).push(toLspTextEdit(edit, lines));
  }
  return { changes };
}
