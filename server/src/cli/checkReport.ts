import type { SummoningJson } from '../core/analysis/summoningJson';
import type { Severity } from '../core/diagnostics/diagnostic';

/**
 * What `cardscript check` found, in plain data with 1-based lines and columns (UTF-16 columns, as
 * editors count them). Every output format (text, JSON, SARIF) is a rendering of this one value, so
 * they cannot disagree. The JSON field names are a public contract (docs/cli.md): add fields, never
 * rename them.
 */
export interface CheckReport {
  /** Paths of the checked files, relative to the working directory, with `/` separators. */
  readonly files: readonly string[];
  readonly cards: readonly ReportedCard[];
  readonly diagnostics: readonly ReportedDiagnostic[];
}

export interface ReportedRange {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface ReportedCard {
  readonly name: string;
  readonly kind: 'monster' | 'spell' | 'trap';
  readonly file: string;
  readonly line: number;
  /** Monsters only: the summoning profile. */
  readonly summoning?: SummoningJson;
}

export interface ReportedRelated extends ReportedRange {
  readonly message: string;
}

export interface ReportedDiagnostic extends ReportedRange {
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  /** The other places the diagnostic is about (the clashing clause, the other definition). */
  readonly related: readonly ReportedRelated[];
}

export function countBySeverity(report: CheckReport): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, information: 0, hint: 0 };
  for (const d of report.diagnostics) counts[d.severity]++;
  return counts;
}
