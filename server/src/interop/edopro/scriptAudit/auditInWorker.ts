import * as path from 'path';
import { Worker } from 'worker_threads';
import type { CardRow } from '../cardRows';
import type { EngineSummoning } from './summonQuestions';

/**
 * Runs summonQuestions.ts over many cards in a worker thread, so a hostile script (an endless loop, memory
 * without end) costs at most `cardTimeoutMs` and never hangs the caller: past it the worker is ended,
 * the card's answer says so, and a new worker goes on with the next card. Answers come back in job order.
 */

export interface AuditJob {
  readonly row: CardRow;
  /** The Tribute count expected (the search for the engine's starts there). */
  readonly hint: number;
}

export interface AuditWorkerData {
  readonly jobs: readonly AuditJob[];
  /** Every row of the database: a script may create another card (its Token, a card it names). */
  readonly rows: readonly CardRow[];
  /** Script file name -> path: every name a script may ask the engine for. */
  readonly files: readonly (readonly [string, string])[];
  readonly start: number;
}

/** The engine is loaded; then one answer per job. */
export type AuditWorkerReply = { readonly ready: true } | { readonly index: number; readonly answers: EngineSummoning };

export type AuditAnswer = { readonly kind: 'answered'; readonly answers: EngineSummoning } | { readonly kind: 'stopped'; readonly reason: string };

export interface AuditRunOptions {
  /** How long one card's questions may take (default 10 s: a few dozen ms is usual). */
  readonly cardTimeoutMs?: number;
  /** How long a new worker may take to load the engine before its first answer (default 60 s). */
  readonly loadTimeoutMs?: number;
  /** Called after each card (a bench's progress). */
  readonly progress?: (done: number, total: number) => void;
}

/** The worker's file: beside this module, compiled (out/) or bundled (dist/, esbuild.js). */
const WORKER_FILE = path.join(__dirname, 'scriptAuditWorker.js');

/**
 * Rejects only when a new worker cannot load EDOPro's engine (before it asked anything); a script's failure
 * is that card's answer.
 */
export function auditInWorker(
  jobs: readonly AuditJob[],
  rows: readonly CardRow[],
  files: ReadonlyMap<string, string>,
  options: AuditRunOptions = {},
): Promise<AuditAnswer[]> {
  const cardTimeout = options.cardTimeoutMs ?? 10_000;
  const loadTimeout = options.loadTimeoutMs ?? 60_000;
  const answers: AuditAnswer[] = [];
  const fileList = [...files];
  return new Promise((resolve, reject) => {
    const start = (from: number) => {
      if (from >= jobs.length) {
        resolve(answers);
        return;
      }
      const worker = new Worker(WORKER_FILE, {
        workerData: { jobs, rows, files: fileList, start: from } satisfies AuditWorkerData,
        resourceLimits: { maxOldGenerationSizeMb: 512 },
      });
      let finished = false;
      let ready = false;
      let timer: NodeJS.Timeout;
      const arm = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => stop(ready ? `its script did not finish within ${cardTimeout / 1000} s` : `it took more than ${loadTimeout / 1000} s`), ms);
      };
      // The current card is given up on; a new worker takes the next one.
      const stop = (reason: string) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        void worker.terminate();
        if (!ready) {
          reject(new Error(`EDOPro's engine could not be loaded: ${reason}`));
          return;
        }
        answers.push({ kind: 'stopped', reason });
        options.progress?.(answers.length, jobs.length);
        start(answers.length);
      };
      arm(loadTimeout);
      worker.on('message', (reply: AuditWorkerReply) => {
        if (finished) return;
        if ('ready' in reply) {
          ready = true;
          arm(cardTimeout);
          return;
        }
        if (reply.index !== answers.length) return;
        answers.push({ kind: 'answered', answers: reply.answers });
        options.progress?.(answers.length, jobs.length);
        if (answers.length === jobs.length) {
          finished = true;
          clearTimeout(timer);
          void worker.terminate();
          resolve(answers);
        } else arm(cardTimeout);
      });
      worker.on('error', (error) => stop(ready ? `EDOPro's engine failed on its script: ${error.message}` : error.message));
      worker.on('exit', () => stop(ready ? "EDOPro's engine stopped on its script" : 'the worker stopped'));
    };
    start(0);
  });
}
