import type { Span } from '../text/span';
import type { DiagnosticCode } from './diagnosticCodes';
import type { Severity } from './severity';

export type { Severity } from './severity';

/** A related location: "the other clause" of a contradiction, a definition, ... */
export interface RelatedSpan {
  readonly uri: string;
  readonly span: Span;
  readonly message: string;
}

/** A text edit in one document, in offsets of that document. */
export interface TextEdit {
  readonly uri: string;
  readonly span: Span;
  readonly newText: string;
}

/** A repair offered for a diagnostic (a quick fix). */
export interface Fix {
  readonly title: string;
  readonly edits: readonly TextEdit[];
  /** True when the fix is the obvious repair and may be applied by "fix all". */
  readonly preferred?: boolean;
}

/**
 * A diagnostic in plain data: offsets, not line/column, no LSP types. The adapters (server, CLI)
 * convert it. `code` is stable and documented in docs/diagnostics.md.
 */
export interface Diagnostic {
  readonly span: Span;
  readonly severity: Severity;
  /** A code of the registry (diagnosticCodes.ts): a mistyped code does not compile. */
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly related?: readonly RelatedSpan[];
  readonly fixes?: readonly Fix[];
  /** Marks unnecessary or deprecated code, as LSP diagnostic tags do. */
  readonly tags?: readonly ('unnecessary' | 'deprecated')[];
}
