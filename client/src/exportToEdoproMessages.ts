import type { ExportSummary } from '../../server/src/interop/edopro/exportSummary';
import { type LinkedText, notice } from './notifications';

/**
 * The notifications of "Export to EDOPro". The first problem quotes card names (two cards with one
 * passcode, an invalid id, --assign-ids running out), so it is escaped: a card named
 * `[Run](command:workbench.action.terminal.new)` shows as text, not as a link that opens a terminal.
 */
export function nothingExportedNotice(firstProblem: { readonly message: string }): LinkedText {
  return notice`CardScript: nothing exported: ${firstProblem.message}`;
}

export function exportedNotice(summary: ExportSummary): LinkedText {
  const { summonStubs, effectStubs, scriptsWithStubs, defaulted } = summary.counts;
  return notice`CardScript: exported ${summary.cards} cards (${summary.monsters} monsters) to EDOPro; ${scriptsWithStubs} script(s) with stubs (${summonStubs.total} summoning, ${effectStubs.total} effect)${defaulted > 0 ? `, ${defaulted} card(s) without their materials` : ''}.`;
}
