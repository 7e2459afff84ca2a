import type { Diagnostic, Fix, Severity } from '../diagnostics/diagnostic';
import { type DiagnosticCode, diagnosticCode } from '../diagnostics/diagnosticCodes';
import { boundMessage } from '../diagnostics/messageBound';
import { spanFrom } from '../syntax/anchor';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import { withFields } from './withFields';

/** Collects the diagnostics of one lowering pass (tree → typed model). */
export class LoweringContext {
  readonly diagnostics: Diagnostic[] = [];

  constructor(readonly uri: string) {}

  /** Reports with the code's default severity (diagnosticCodes.ts) unless told otherwise. */
  report(span: Span, code: DiagnosticCode, message: string, severity: Severity = diagnosticCode(code).severity, fixes: readonly Fix[] = []): void {
    const diagnostic: Diagnostic = { span: spanFrom(span), severity, code, message };
    this.diagnostics.push(fixes.length > 0 ? withFields(diagnostic, { fixes }) : diagnostic);
  }
}

export function spanOfTokens(tokens: readonly Token[]): Span {
  return spanFrom(tokens[0], tokens[tokens.length - 1]);
}

export function describeToken(token: Token | undefined): string {
  if (!token || token.kind === 'eof') return 'the end of the line';
  if (token.kind === 'string') return `"${quotedWord(token.value)}"`;
  return `'${quotedWord(token.text)}'`;
}

/** Longest word quoted in a message: a 16 MiB line is one word, cut with '...'. */
const MAX_QUOTED_WORD = 160;

function quotedWord(text: string): string {
  return boundMessage(text, MAX_QUOTED_WORD);
}
