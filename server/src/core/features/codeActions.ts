import type { Diagnostic, TextEdit } from '../diagnostics/diagnostic';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CardWorkspace } from '../workspace/cardWorkspace';

/** A code action in plain data; the server turns it into an LSP CodeAction with a WorkspaceEdit. */
export interface CodeAction {
  readonly title: string;
  readonly kind: 'quickfix' | 'source.fixAll';
  readonly edits: readonly TextEdit[];
  /** The diagnostics it resolves. */
  readonly diagnostics: readonly Diagnostic[];
  readonly isPreferred?: boolean;
}

export const FIX_ALL_TITLE = 'Fix all summoning problems in this file';

function touches(a: Span, b: Span): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/**
 * The quick fixes of the diagnostics touching `span`, then (when the file has any preferred fix) the
 * fix-all action. `diagnostics` are the file's current diagnostics (workspace.diagnosticsFor).
 */
export function codeActionsFor(document: AnalyzedDocument, span: Span, diagnostics: readonly Diagnostic[], _workspace: CardWorkspace): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    if (!touches(diagnostic.span, span)) continue;
    for (const fix of diagnostic.fixes ?? []) {
      actions.push({
        title: fix.title,
        kind: 'quickfix',
        edits: fix.edits,
        diagnostics: [diagnostic],
        ...(fix.preferred ? { isPreferred: true } : {}),
      });
    }
  }
  const fixAll = fixAllAction(document, diagnostics);
  if (fixAll) actions.push(fixAll);
  return actions;
}

/**
 * Every preferred fix of the file at once. Edits of this document only; an identical edit offered by
 * two diagnostics is applied once; a fix that overlaps one already taken is skipped whole (the next
 * run of the checks offers it again if it still applies).
 */
export function fixAllAction(document: AnalyzedDocument, diagnostics: readonly Diagnostic[]): CodeAction | undefined {
  const taken: TextEdit[] = [];
  const resolved: Diagnostic[] = [];
  const sorted = [...diagnostics].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  for (const diagnostic of sorted) {
    const fix = diagnostic.fixes?.find((f) => f.preferred);
    if (!fix || fix.edits.length === 0 || fix.edits.some((e) => e.uri !== document.uri)) continue;
    const fresh = fix.edits.filter((e) => !taken.some((t) => sameEdit(t, e)));
    if (fresh.some((e) => taken.some((t) => overlaps(t, e)))) continue;
    taken.push(...fresh);
    resolved.push(diagnostic);
  }
  if (taken.length === 0) return undefined;
  taken.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  return { title: FIX_ALL_TITLE, kind: 'source.fixAll', edits: taken, diagnostics: resolved };
}

function sameEdit(a: TextEdit, b: TextEdit): boolean {
  return a.uri === b.uri && a.span.start === b.span.start && a.span.end === b.span.end && a.newText === b.newText;
}

/**
 * Overlapping ranges, or an insertion at the same point as another edit's start or inside it: the
 * order of the two would be ambiguous, so the second one waits for the next run.
 */
function overlaps(a: TextEdit, b: TextEdit): boolean {
  if (a.span.start < b.span.end && b.span.start < a.span.end) return true;
  const aEmpty = a.span.start === a.span.end;
  const bEmpty = b.span.start === b.span.end;
  if (aEmpty && a.span.start >= b.span.start && a.span.start < Math.max(b.span.end, b.span.start + 1)) return true;
  if (bEmpty && b.span.start >= a.span.start && b.span.start < Math.max(a.span.end, a.span.start + 1)) return true;
  return false;
}
