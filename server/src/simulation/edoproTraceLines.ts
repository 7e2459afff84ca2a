import type { PanelEdoproVerdict } from './panelModel';

/**
 * EDOPro's verdict on one route or step as a trace line (`cardscript simulate --edopro`), under ours:
 * `EDOPro: legal (agrees)`, `EDOPro: illegal, DISAGREES with ours`, `EDOPro: not asked: <why>`.
 */
export function edoproTraceLine(verdict: PanelEdoproVerdict, indent: string): string {
  if (verdict.legal === null) return `${indent}EDOPro: ${verdict.note}`;
  const answer = verdict.legal ? 'legal' : 'illegal';
  const agreement = verdict.disagrees ? `${answer}, DISAGREES with ours` : `${answer} (agrees)`;
  return `${indent}EDOPro: ${agreement}${verdict.note ? `: ${verdict.note}` : ''}`;
}
