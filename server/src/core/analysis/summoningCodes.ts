import type { Severity } from '../diagnostics/diagnostic';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../diagnostics/diagnosticCodes';

/**
 * Every code of the summoning checks (families 02xx contradictions, 03xx Tributes, 04xx Nomi and
 * Semi-Nomi, 05xx references), with its severity and one-line title, from the registry of all codes
 * (diagnostics/diagnosticCodes.ts). docs/diagnostics.md has a `## CSxxxx` section per code;
 * test/fixtures/diagnostics has a fixture per code.
 */
export interface SummoningCode {
  readonly code: SummoningCodeId;
  readonly severity: Severity;
  readonly title: string;
}

export type SummoningCodeId = Extract<DiagnosticCode, `CS02${string}` | `CS03${string}` | `CS04${string}` | `CS05${string}`>;

const isSummoningCode = (code: DiagnosticCode): code is SummoningCodeId => /^CS0[2-5]/.test(code);

export const SUMMONING_CODES: readonly SummoningCode[] = DIAGNOSTIC_CODES.flatMap((info) =>
  isSummoningCode(info.code) ? [{ code: info.code, severity: info.severity, title: info.title }] : [],
);

const byCode = new Map(SUMMONING_CODES.map((c) => [c.code, c]));

export function summoningCode(code: SummoningCodeId): SummoningCode {
  return byCode.get(code)!;
}
