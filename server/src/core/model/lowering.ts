import type { Diagnostic, Fix, Severity } from '../diagnostics/diagnostic';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';

/** Collects the diagnostics of one lowering pass (tree → typed model). */
export class LoweringContext {
  readonly diagnostics: Diagnostic[] = [];

  constructor(readonly uri: string) {}

  report(span: Span, code: string, message: string, severity: Severity = 'error', fixes: readonly Fix[] = []): void {
    const diagnostic: Diagnostic = { span: { start: span.start, end: span.end }, severity, code, message };
    this.diagnostics.push(fixes.length > 0 ? { ...diagnostic, fixes } : diagnostic);
  }
}

export function spanOfTokens(tokens: readonly Token[]): Span {
  return { start: tokens[0].start, end: tokens[tokens.length - 1].end };
}

export function describeToken(token: Token | undefined): string {
  if (!token || token.kind === 'eof') return 'the end of the line';
  if (token.kind === 'string') return `"${token.value}"`;
  return `'${token.text}'`;
}
