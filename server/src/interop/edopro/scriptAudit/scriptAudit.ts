import type { ImportResult } from '../importCards';
import type { ImportRow } from '../importedCard';
import { TYPE } from '../engineConstants';
import { type AuditJob, type AuditRunOptions, auditInWorker } from './auditInWorker';
import { importedSummoning } from './importedSummoning';
import { categoryWords, compareSummoning, engineCategory, type SummoningVerdict } from './summoningVerdict';

/**
 * `cardscript import edopro --scripts DIR` (docs/edopro.md, "The card's own script"): each imported
 * monster's own script, from DIR, asked the summoning questions in EDOPro's engine (a worker that a hostile
 * script cannot hang) and compared with the clauses the importer read from its printed text. Every card
 * not compared says why; every disagreement, script error and mechanic of a collection's own is a
 * remark for the card's comment in the written file.
 */

export type CardAuditStatus = 'agrees' | 'disagrees' | 'script-error' | 'stopped' | 'no-script' | 'token';

export interface CardAudit {
  readonly row: ImportRow;
  readonly status: CardAuditStatus;
  readonly verdict?: SummoningVerdict;
  /** Summon types of the script's own procedures that no mechanic of the language is (hex, `0x4E000000`). */
  readonly ownMechanics: readonly string[];
  /** Script errors, or why the engine was stopped. */
  readonly problems: readonly string[];
}

export interface ScriptAudit {
  readonly cards: readonly CardAudit[];
  /** The comment lines each card gets in the written file. */
  readonly remarks: ReadonlyMap<ImportRow, readonly string[]>;
}

/** At most this many characters of a script's error are repeated in a remark. */
const ERROR_LENGTH = 200;

const clip = (text: string) => (text.length <= ERROR_LENGTH ? text : `${text.slice(0, ERROR_LENGTH)}…`);
const hex = (n: number) => `0x${n.toString(16).toUpperCase().padStart(8, '0')}`;

/** `imported`: the import of `rows` (its files, and the cards it noted a printed condition of as not derived). */
export async function auditImportedScripts(
  rows: readonly ImportRow[],
  imported: Pick<ImportResult, 'files' | 'notDerived'>,
  scriptFiles: ReadonlyMap<string, string>,
  options: AuditRunOptions = {},
): Promise<ScriptAudit> {
  const texts = importedSummoning(imported.files);
  const notDerived = new Set(imported.notDerived);
  const cards: CardAudit[] = [];
  const jobs: AuditJob[] = [];
  const asked: ImportRow[] = [];
  const seen = new Set<number>();
  for (const row of rows) {
    const text = texts.get(row.id);
    // Monsters written with their passcode, once each (an alternate artwork is its card's row).
    if (!text || seen.has(row.id) || !(row.type & TYPE.MONSTER)) continue;
    seen.add(row.id);
    if (row.type & TYPE.TOKEN) cards.push({ row, status: 'token', ownMechanics: [], problems: [] });
    else if (!scriptFiles.has(`c${row.id}.lua`)) cards.push({ row, status: 'no-script', ownMechanics: [], problems: [] });
    else {
      jobs.push({ row, hint: text.tributes ?? 0 });
      asked.push(row);
    }
  }
  const answers = await auditInWorker(jobs, rows, scriptFiles, options);
  const remarks = new Map<ImportRow, string[]>();
  const script = (row: ImportRow) => `c${row.id}.lua`;
  answers.forEach((answer, i) => {
    const row = asked[i];
    const text = texts.get(row.id);
    if (!text) return;
    if (answer.kind === 'stopped') {
      cards.push({ row, status: 'stopped', ownMechanics: [], problems: [answer.reason] });
      remarks.set(row, [
        `EDOPro's engine was stopped on the card's own script (${script(row)}): ${answer.reason}; the script was not compared with the printed text.`,
      ]);
      return;
    }
    const found = answer.answers;
    const ownMechanics = found.ownMechanics.map(hex);
    const lines: string[] = [];
    if (ownMechanics.length > 0) {
      lines.push(
        `Its script (${script(row)}) declares a summon of its own (summon type ${ownMechanics.join(', ')}), a mechanic CardScript does not know: EDOPro's engine shows it as ${categoryWords(engineCategory(found, text.extraDeck))}; write its clauses by hand.`,
      );
    }
    // The engine logs a traceback as a line of its own: the message comes first.
    const problems = [
      ...found.scriptErrors.filter((e) => !e.startsWith('stack traceback')),
      ...found.scriptErrors.filter((e) => e.startsWith('stack traceback')),
      ...(found.crashed ? [`the engine crashed: ${found.crashed}`] : []),
    ];
    if (problems.length > 0) {
      lines.push(
        `EDOPro's engine reported an error running the card's own script (${script(row)}): ${clip(problems[0])}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}; the script was not compared with the printed text.`,
      );
      cards.push({ row, status: 'script-error', ownMechanics, problems });
    } else {
      const compared = compareSummoning(text, found);
      // The importer said it could not read part of the text: the cause is known, and counted apart.
      const verdict = notDerived.has(row.name) ? { ...compared, causes: compared.causes.map((c) => `${c} (a printed condition not derived)`) } : compared;
      for (const remark of verdict.remarks)
        lines.push(`EDOPro's engine, running the card's own script (${script(row)}), disagrees with the printed text: ${remark}.`);
      cards.push({ row, status: verdict.causes.length > 0 ? 'disagrees' : 'agrees', verdict, ownMechanics, problems });
    }
    if (lines.length > 0) remarks.set(row, lines);
  });
  return { cards, remarks };
}
