import type { Connection, WorkDoneProgressServerReporter } from 'vscode-languageserver';

/** Below this, loading is quick: no progress (a cancellable progress is a notification in VS Code). */
export const LARGE_WORKSPACE_FILES = 100;
export const LARGE_WORKSPACE_CHARACTERS = 2_000_000;

/** Reports at most this many steps per phase; between steps the server yields, so a cancel can arrive. */
const STEPS_PER_PHASE = 50;

export function isLargeWorkspace(files: readonly { readonly text: string }[]): boolean {
  if (files.length >= LARGE_WORKSPACE_FILES) return true;
  let characters = 0;
  for (const file of files) characters += file.text.length;
  return characters >= LARGE_WORKSPACE_CHARACTERS;
}

/**
 * Long work with LSP work-done progress (`window/workDoneProgress/create`, then `$/progress` begin,
 * report, end), cancellable from the client (`window/workDoneProgress/cancel`). Clients without
 * progress support, or that refuse to create one, get the same work without progress.
 */
export class WorkProgress {
  private finished = false;

  private constructor(
    private readonly reporter: WorkDoneProgressServerReporter | undefined,
    private readonly superseded: () => boolean = () => false,
  ) {}

  /** `superseded`: newer work of the same kind replaces this one (it stops as if cancelled). */
  static async start(connection: Connection, title: string, superseded?: () => boolean): Promise<WorkProgress> {
    let reporter: WorkDoneProgressServerReporter | undefined;
    try {
      reporter = await connection.window.createWorkDoneProgress();
      reporter.begin(title, 0, undefined, true);
    } catch {
      reporter = undefined; // the client refused the progress token: work on without it
    }
    return new WorkProgress(reporter, superseded);
  }

  /** Work that reports nothing (a small workspace). */
  static silent(): WorkProgress {
    return new WorkProgress(undefined);
  }

  get cancelled(): boolean {
    return this.reporter?.token.isCancellationRequested === true || this.superseded();
  }

  /**
   * Runs `step` on every item, `label k/N` reported between `fromPercent` and `toPercent`. Returns
   * false when the user cancelled (the remaining items are not processed).
   */
  async forEach<T>(items: readonly T[], label: string, fromPercent: number, toPercent: number, step: (item: T) => void | Promise<void>): Promise<boolean> {
    const chunk = Math.max(1, Math.ceil(items.length / STEPS_PER_PHASE));
    for (let start = 0; start < items.length; start += chunk) {
      if (this.cancelled) return false;
      for (const item of items.slice(start, start + chunk)) await step(item);
      const done = Math.min(items.length, start + chunk);
      if (this.reporter) {
        this.reporter.report(Math.round(fromPercent + ((toPercent - fromPercent) * done) / items.length), `${label} ${done}/${items.length}`);
        // Let the cancel notification (and the user's edits) in between steps.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }
    return !this.cancelled;
  }

  /** Ends the progress, with a last message (e.g. what a cancel left undone). */
  done(finalMessage?: string): void {
    if (this.finished) return;
    this.finished = true;
    if (finalMessage) this.reporter?.report(finalMessage);
    this.reporter?.done();
  }
}
