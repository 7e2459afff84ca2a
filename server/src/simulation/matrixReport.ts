import type { SummonMatrix } from '../engine/summonMatrix';
import { edoproTraceLine } from './edoproTraceLines';
import type { MatrixEdoproVerdicts } from './edoproVerdicts';
import type { PanelEdoproStatus, PanelEdoproVerdict } from './panelModel';

/**
 * A card's summon matrix ("Simulate summon") as plain text and as the JSON of
 * `cardscript simulate --card NAME --format json`: every route, its verdict and the rule that decided it,
 * and with `--edopro` EDOPro's verdict beside ours (edoproVerdicts.ts).
 */
export function formatMatrixTrace(matrix: SummonMatrix, edopro?: MatrixEdoproVerdicts): string {
  if (!matrix.found) return `Simulate summon: no monster named "${matrix.card}" in the workspace or the bundled library.\n`;
  const out = [`Simulate summon "${matrix.card}": ${matrixSummary(matrix)}`];
  if (edopro) out.push(edopro.status.note);
  matrix.routes.forEach((route, index) => {
    const verdict = !route.applicable ? 'not tried' : route.verdict.legal ? 'legal' : `illegal [${route.verdict.code ?? 'refused'}]`;
    out.push(`  ${route.title} (${route.rule.includes(',') ? 'rules' : 'rule'} ${route.rule}): ${verdict}`);
    out.push(`    ${route.verdict.reason}`);
    const theirs = edopro?.routes[index];
    if (theirs) out.push(edoproTraceLine(theirs, '    '));
    for (const step of route.steps) {
      out.push(`    - ${step.actionText}: ${step.legal ? 'legal' : `illegal [${step.code}]`}`);
    }
  });
  return `${out.join('\n')}\n`;
}

export function matrixSummary(matrix: SummonMatrix): string {
  const parts = [`${matrix.legalCount} legal`, `${matrix.illegalCount} illegal`];
  if (matrix.skippedCount > 0) parts.push(`${matrix.skippedCount} not tried`);
  return `${parts.join(', ')} of ${matrix.routes.length} routes`;
}

export interface MatrixJson {
  readonly card: string;
  readonly found: boolean;
  readonly legalCount: number;
  readonly illegalCount: number;
  readonly skippedCount: number;
  readonly routes: readonly {
    readonly id: string;
    readonly title: string;
    readonly rule: string;
    readonly applicable: boolean;
    readonly legal: boolean;
    readonly code: string | null;
    readonly reason: string;
    readonly steps: readonly { readonly action: string; readonly legal: boolean; readonly code: string | null; readonly reason: string }[];
    /** With `--edopro`: EDOPro's verdict on the route (`legal` null: not asked, `note` says why). */
    readonly edopro?: PanelEdoproVerdict;
  }[];
  /** With `--edopro`: whether EDOPro was asked, and the header that counts the routes asked and agreeing. */
  readonly edopro?: PanelEdoproStatus;
}

export function matrixJson(matrix: SummonMatrix, edopro?: MatrixEdoproVerdicts): MatrixJson {
  const json = {
    card: matrix.card,
    found: matrix.found,
    legalCount: matrix.legalCount,
    illegalCount: matrix.illegalCount,
    skippedCount: matrix.skippedCount,
    routes: matrix.routes.map((route) => ({
      id: route.id,
      title: route.title,
      rule: route.rule,
      applicable: route.applicable,
      legal: route.applicable && route.verdict.legal,
      code: route.verdict.code,
      reason: route.verdict.reason,
      steps: route.steps.map((step) => ({ action: step.actionText, legal: step.legal, code: step.code, reason: step.reason })),
    })),
  };
  if (!edopro) return json;
  return {
    ...json,
    routes: json.routes.map((route, index) => (edopro.routes[index] ? { ...route, edopro: edopro.routes[index] } : route)),
    edopro: edopro.status,
  };
}
