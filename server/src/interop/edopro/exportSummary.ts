import { revealInvisibles } from '../../core/text/markdown';
import type { EdoproExport } from './exportSet';
import { SHARED_RUNTIME } from './sharedRuntime';

/** What an export did, in plain data: the CLI prints it, the extension shows it, tests read it. */
export interface ExportSummary {
  readonly cards: number;
  readonly monsters: number;
  readonly spells: number;
  readonly traps: number;
  /** The scripts' shared runtime in script/ (`cardscript_runtime_<tag>.lua`): it must be copied with them. */
  readonly runtimeFile: string;
  /** Cards whose passcode came from --assign-ids. */
  readonly assigned: readonly { readonly name: string; readonly passcode: number }[];
  /** Each card with a stub: what its script does not implement. */
  readonly stubs: readonly { readonly name: string; readonly passcode: number; readonly stubs: readonly string[] }[];
}

export function exportSummary(exported: EdoproExport): ExportSummary {
  const count = (kind: string) => exported.cards.filter((c) => c.card.kind === kind).length;
  const assigned = new Set(exported.assigned);
  return {
    cards: exported.cards.length, monsters: count('monster'), spells: count('spell'), traps: count('trap'), runtimeFile: SHARED_RUNTIME.fileName,
    assigned: exported.cards.filter((c) => assigned.has(c.card.name.value)).map((c) => ({ name: c.card.name.value, passcode: c.passcode })),
    stubs: exported.cards.filter((c) => c.script.stubs.length > 0).map((c) => ({ name: c.card.name.value, passcode: c.passcode, stubs: c.script.stubs })),
  };
}

/**
 * The summary for people: the CLI prints it, the extension appends it to its output channel. Card names are
 * quoted with their control and invisible characters revealed (`<U+001B>`), for the output channel too.
 */
export function formatExportSummary(summary: ExportSummary, out: string): string {
  const lines = [
    `Exported ${summary.cards} card(s) (${summary.monsters} monsters, ${summary.spells} spells, ${summary.traps} traps) to ${out}: cards.cdb and script/c<passcode>.lua`,
    `The scripts load script/${summary.runtimeFile}, their shared runtime: copy it with them.`,
  ];
  if (summary.assigned.length > 0) lines.push(`Assigned passcodes: ${summary.assigned.map((a) => `"${a.name}" ${a.passcode}`).join(', ')}`);
  if (summary.stubs.length === 0) lines.push('Every script implements its card fully (no stubs).');
  else {
    lines.push(`${summary.stubs.length} script(s) with stubs (commented in the script; the rest of the card works):`);
    for (const s of summary.stubs) lines.push(`  "${s.name}" (c${s.passcode}.lua): ${s.stubs.join('; ')}`);
  }
  return revealInvisibles(`${lines.join('\n')}\n`);
}
