/** Tells a validation run that a newer one for the same document superseded it. */
export interface ValidationToken {
  readonly isCancelled: boolean;
}

export type ValidationRun = (uri: string, token: ValidationToken) => void | Promise<void>;

/** Debounce sized to the file, for a file changed on disk (not open): nobody waits on it. Bounded both ways. */
export function debounceDelayFor(textLength: number): number {
  return Math.min(400, 25 + Math.floor(textLength / 4096));
}

/**
 * Debounce sized to what validating the document measurably costs: the wait exists to absorb
 * expensive work, so a burst of keystrokes costs one validation, and once a validation costs milliseconds a
 * long wait is only latency. Waiting as long as the recent cost (the median of the last runs) spends at most
 * half the machine on validations a newer keystroke supersedes (keys repeating faster than a validation);
 * measured on the damaged 10,000-card file against twice the cost, the edit as the client sees it went
 * from 57-64 ms p50 / 171-319 ms p99 to 36-42 ms / 93-101 ms. The cost recorded is the validation's CPU
 * time where the runtime reports it (diagnosticsPublisher.ts): what a superseded validation would waste.
 * Only validations that follow an edit (`edited`) are kept: the validation after an open or a load checks
 * the whole document, 10 to 100 times what an edit's costs (a 270 ms open made the first keystroke wait
 * 270 ms, the second the mean of both). Until an edit has been measured the wait is the shortest: too short
 * a guess costs at most one validation that a newer keystroke supersedes, too long a one delays the first
 * keystroke's diagnostics.
 */
export class ValidationCosts {
  private readonly recent = new Map<string, number[]>();
  private readonly editsUnmeasured = new Set<string>();

  /** The document was edited: the next validation measured is an edit's. */
  edited(uri: string): void {
    this.editsUnmeasured.add(uri);
  }

  record(uri: string, costMs: number): void {
    if (!this.editsUnmeasured.delete(uri)) return;
    let costs = this.recent.get(uri);
    if (!costs) this.recent.set(uri, (costs = []));
    costs.push(costMs);
    if (costs.length > RECENT_RUNS) costs.shift();
  }

  delayFor(uri: string): number {
    const costs = this.recent.get(uri);
    if (costs === undefined) return MIN_DELAY_MS;
    return Math.round(Math.min(400, Math.max(MIN_DELAY_MS, DELAY_PER_COST * median(costs))));
  }

  forget(uri: string): void {
    this.recent.delete(uri);
    this.editsUnmeasured.delete(uri);
  }
}

/**
 * The delay follows the median of this many recent runs: one slow run (a major garbage collection, a busy
 * moment) does not lengthen the waits after it, as it did with a moving average (a 100 ms run after 15 ms
 * ones doubled the next waits); a document that has become slower to check moves it within three runs.
 */
const RECENT_RUNS = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The wait per millisecond a validation costs (see ValidationCosts). */
const DELAY_PER_COST = 1;

/** Even a free validation waits this long, so a burst of keystrokes in one event-loop turn costs one. */
const MIN_DELAY_MS = 8;

/**
 * One pending validation per document. Scheduling again resets the timer (debounce) and cancels a run in
 * flight for that document: its token reports cancelled, so it publishes nothing stale. Runs for
 * different documents are independent.
 */
export class ValidationScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly generations = new Map<string, number>();
  private disposed = false;

  constructor(
    private readonly run: ValidationRun,
    private readonly onError: (uri: string, error: unknown) => void = () => {},
  ) {}

  schedule(uri: string, delayMs: number): void {
    if (this.disposed) return;
    const generation = this.bump(uri);
    const timer = setTimeout(
      () => {
        this.timers.delete(uri);
        void this.execute(uri, generation);
      },
      Math.max(0, delayMs),
    );
    this.timers.set(uri, timer);
  }

  /** Drops the pending run and cancels the one in flight (document closed or deleted). */
  cancel(uri: string): void {
    this.bump(uri);
    this.generations.delete(uri);
  }

  isPending(uri: string): boolean {
    return this.timers.has(uri);
  }

  dispose(): void {
    this.disposed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.generations.clear();
  }

  private bump(uri: string): number {
    const existing = this.timers.get(uri);
    if (existing) clearTimeout(existing);
    this.timers.delete(uri);
    const generation = (this.generations.get(uri) ?? 0) + 1;
    this.generations.set(uri, generation);
    return generation;
  }

  private async execute(uri: string, generation: number): Promise<void> {
    const superseded = (): boolean => this.disposed || this.generations.get(uri) !== generation;
    const token: ValidationToken = {
      get isCancelled() {
        return superseded();
      },
    };
    if (token.isCancelled) return;
    try {
      await this.run(uri, token);
    } catch (error) {
      this.onError(uri, error);
    }
  }
}
