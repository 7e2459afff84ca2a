import { parentPort, workerData } from 'worker_threads';
import { readRegularTextFile } from '../../../files/regularFileReader';
import type { CardRow } from '../cardRows';
import { loadEdoproEngine } from '../ocgcore/bundledOcgcore';
import type { OcgcoreLibrary } from '../ocgcore/loadOcgcore';
import type { AuditWorkerData, AuditWorkerReply } from './auditInWorker';
import { askSummoning, AUDIT_REVIVER, AUDIT_REVIVER_ROW, AUDIT_REVIVER_SCRIPT, edoproPrelude } from './summonQuestions';

/**
 * The worker auditInWorker.ts starts: EDOPro's engine with the scripts of a folder, asking
 * summonQuestions.ts about each job from `start` on and posting each answer as it comes. A script that
 * never returns holds only this thread, which the caller ends; the scripts are read here, on demand.
 */

/** The largest script read (EDOPro's own are at most tens of kB). */
const MAX_SCRIPT_BYTES = 1024 * 1024;

/** The folder's scripts, each read when the engine first asks for it; a file refused is noted once. */
class FolderScripts extends Map<string, string> {
  private readonly read = new Map<string, string | null>();
  private unread: string[] = [];

  constructor(private readonly files: ReadonlyMap<string, string>) {
    super();
  }

  override get(name: string): string | undefined {
    if (name === `c${AUDIT_REVIVER}.lua`) return AUDIT_REVIVER_SCRIPT;
    if (!this.read.has(name)) {
      const file = this.files.get(name);
      const result = file === undefined ? null : readRegularTextFile(file, MAX_SCRIPT_BYTES);
      if (result && !result.ok) this.unread.push(`${name} was not read: ${result.reason}`);
      this.read.set(name, result?.ok ? result.text : null);
    }
    return this.read.get(name) ?? undefined;
  }

  /** The files refused since the last call. */
  takeUnread(): string[] {
    const taken = this.unread;
    this.unread = [];
    return taken;
  }
}

async function main(data: AuditWorkerData): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const files = new Map(data.files);
  const scripts = new FolderScripts(files);
  const rows = new Map<number, CardRow>();
  for (const row of data.rows) if (!rows.has(row.id)) rows.set(row.id, row);
  rows.set(AUDIT_REVIVER, AUDIT_REVIVER_ROW);
  const pool = { rows, scripts };
  const prelude = edoproPrelude((name) => files.has(name));
  let lib: OcgcoreLibrary = await loadEdoproEngine(__dirname);
  port.postMessage({ ready: true } satisfies AuditWorkerReply);
  for (let index = data.start; index < data.jobs.length; index++) {
    const job = data.jobs[index];
    const unread = scripts.takeUnread();
    const answers = askSummoning(lib, pool, job.row, prelude, job.hint);
    unread.push(...scripts.takeUnread());
    // A trapped instance is not used again.
    if (answers.crashed) lib = await loadEdoproEngine(__dirname);
    const reply: AuditWorkerReply = { index, answers: unread.length > 0 ? { ...answers, scriptErrors: [...unread, ...answers.scriptErrors] } : answers };
    port.postMessage(reply);
  }
}

void main(workerData as AuditWorkerData);
