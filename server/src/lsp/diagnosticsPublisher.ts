import { performance } from 'perf_hooks';
import type { Connection } from 'vscode-languageserver';
import type { DiagnosticSupport } from './convert';
import { DiagnosticConversions } from './diagnosticConversions';
import { VALIDATED_NOTIFICATION, type ValidatedParams } from './customProtocol';
import type { DocumentStore } from './documentStore';
import type { CardScriptSettings, SettingsCache } from './settings';
import type { DiagnosticsReport, PulledDiagnostics } from './pulledDiagnostics';
import type { AnalyzedDocument } from '../core/workspace/analyzedDocument';
import type { ValidationToken } from './validationScheduler';
import type { CheckTier } from '../core/workspace/cardWorkspace';

/** How many cards the slow checks look at between two turns of the event loop. */
const SLOW_CARDS_PER_TURN = 200;

/** What the publisher needs to serve pull diagnostics (LSP 3.17) instead of publishing. */
export interface PullMode {
  readonly reports: PulledDiagnostics;
  /** The client pulls again when asked (`workspace/diagnostic/refresh`): slow work can follow an answer. */
  readonly canRefresh: boolean;
  /** Runs the document's validation soon (the slow tier, after a pull answered with the fast one). */
  readonly validateSoon: (uri: string) => void;
}

/**
 * Validates one document and publishes its diagnostics, converted for this client, then tells the client
 * how long it took (`cardscript/validated`, for the status item). Cancelled runs publish nothing. For a
 * client that pulls diagnostics (`pull`), nothing is published: the report is kept for the client's pulls.
 * Validations and pulls wait for the workspace's card files to be read (`workspaceRead`).
 */
export class DiagnosticsPublisher {
  /** Converted once per core diagnostic while it stays where it was (diagnosticConversions.ts). */
  private readonly conversions: DiagnosticConversions;

  constructor(
    private readonly connection: Connection,
    private readonly store: DocumentStore,
    private readonly settings: SettingsCache,
    support: DiagnosticSupport,
    private readonly sendVersion: boolean,
    /** Told what each validation cost (its CPU time where known, else its wall time): the debounce is sized to it. */
    private readonly measured: (uri: string, costMs: number) => void = () => {},
    private readonly pull?: PullMode,
    /**
     * Resolves once the workspace's card files are read: checked before, an open file's references to cards
     * in files not read yet would be reported unknown (CS0501, CS0601, ...), then withdrawn.
     */
    private readonly workspaceRead: () => Promise<void> = () => Promise.resolve(),
  ) {
    this.conversions = new DiagnosticConversions(support);
  }

  async validate(uri: string, token: ValidationToken): Promise<void> {
    await this.workspaceRead();
    if (token.isCancelled) return;
    const settings = await this.settings.get(uri);
    if (token.isCancelled) return;
    const started = performance.now();
    // CPU time for open documents only: process.cpuUsage is a getrusage over every thread of the process,
    // up to a millisecond per call while the garbage collector's threads run (measured: a quarter of a
    // second of a 100-file workspace's load), and only an edited document's cost sizes a debounce.
    const cpuBefore = this.store.isOpen(uri) ? cpuUsage() : undefined;
    const document = this.store.get(uri);
    if (!document) {
      this.clear(uri);
      return;
    }
    const publish = async (tier: CheckTier) => {
      const diagnostics = this.report(uri, document, settings, tier).items;
      const version = this.store.versionOf(uri);
      if (!this.pull)
        await this.connection.sendDiagnostics({ uri, diagnostics: [...diagnostics], ...(this.sendVersion && version !== null ? { version } : {}) });
      const durationMs = Math.round((performance.now() - started) * 100) / 100;
      const cpu = cpuBefore ? cpuUsage(cpuBefore) : undefined;
      const cpuMs = cpu ? Math.round((cpu.user + cpu.system) / 10) / 100 : undefined;
      const params: ValidatedParams = {
        uri,
        version,
        durationMs,
        ...(cpuMs !== undefined ? { cpuMs } : {}),
        diagnosticCount: diagnostics.length,
        tier,
      };
      await this.connection.sendNotification(VALIDATED_NOTIFICATION, params);
      // The debounce is sized to what the validation costs the machine (its CPU time): on a busy machine
      // the wall time also counts the moments other processes had the CPU, which a longer wait would not
      // save. Where there is no CPU time (the web worker), the wall time.
      return cpuMs ?? durationMs;
    };
    // Slow checks (the engine's) with much to do, as on a file's first validation: publish the other
    // checks' diagnostics first, then run the slow ones a few declarations at a time, yielding to the event
    // loop so that a newer edit cancels them, and publish everything. After an edit they have the edited
    // declaration to look at only, and everything is published at once.
    if (this.muchSlowWork(uri)) {
      // The debounce is sized to the keystroke path: the fast tier.
      this.measured(uri, await publish('fast'));
      if (!(await this.warmSlowChecks(uri, document, () => token.isCancelled))) return;
      await publish('all');
      return;
    }
    this.measured(uri, await publish('all'));
  }

  /**
   * A client's pull (`textDocument/diagnostic`): the report of the document's current version, computed now
   * if need be. With much slow work pending, a client that can be asked to pull again gets the fast tier at
   * once and the rest after (validateSoon, then a refresh); any other gets everything, the slow checks run
   * a few declarations per turn of the event loop until the pull is cancelled.
   */
  async pulled(uri: string, cancelled: () => boolean): Promise<DiagnosticsReport | undefined> {
    await this.workspaceRead();
    if (cancelled()) return undefined;
    const settings = await this.settings.get(uri);
    const document = this.store.get(uri);
    if (!document) return undefined;
    if (this.muchSlowWork(uri)) {
      if (this.pull?.canRefresh) {
        this.pull.validateSoon(uri);
        return this.report(uri, document, settings, 'fast');
      }
      if (!(await this.warmSlowChecks(uri, document, cancelled))) return undefined;
    }
    return this.report(uri, document, settings, 'all');
  }

  /** Removes a document's diagnostics from the client (closed and not on disk, or deleted). */
  clear(uri: string): void {
    this.conversions.forget(uri);
    if (this.pull) this.pull.reports.forget(uri);
    else void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  /**
   * Whether the slow checks have more than a turn's worth of declarations of the document to look at (at
   * most: the workspace counts the declarations an edit replaced since every check last ran, without a pass
   * over the others; the answer is only the choice to publish the fast tier first).
   */
  private muchSlowWork(uri: string): boolean {
    return this.store.workspace.slowWorkPending(uri) > SLOW_CARDS_PER_TURN;
  }

  /**
   * Runs the slow checks on the document a few declarations per turn of the event loop; false when stopped
   * (cancelled, or a newer version of the document, or of a declaration it reads, arrived).
   */
  private async warmSlowChecks(uri: string, document: AnalyzedDocument, cancelled: () => boolean): Promise<boolean> {
    const workspace = this.store.workspace;
    while (workspace.warmSlowChecks(uri, SLOW_CARDS_PER_TURN) > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      if (cancelled() || workspace.getDocument(uri) !== document) return false;
    }
    return true;
  }

  /** The document's diagnostics of one tier, converted for this client; kept for pulls, reused while current. */
  private report(uri: string, document: AnalyzedDocument, settings: CardScriptSettings, tier: CheckTier): DiagnosticsReport {
    const workspace = this.store.workspace;
    const kept = this.pull?.reports.current(uri, document, workspace.revision, settings, tier);
    if (kept) return kept;
    const linesOf = (other: string) => workspace.getDocument(other)?.lines;
    // At most MAX_DIAGNOSTICS_PER_FILE, the rest summed up in one (docs/security.md, "Limits"), read from the
    // diagnostics kept per segment: the others are never converted, nor sorted.
    const items = this.conversions.convertAll(workspace.shownDiagnosticsFor(uri, settings.checks, tier), document, linesOf);
    const report = { document, revision: workspace.revision, settings, tier, items };
    return this.pull ? this.pull.reports.offer(uri, report) : { ...report, resultId: '' };
  }
}

/** The process's CPU time (Node); the web worker build has no `process`, so no CPU time is reported there. */
function cpuUsage(since?: NodeJS.CpuUsage): NodeJS.CpuUsage | undefined {
  if (typeof process === 'undefined' || typeof process.cpuUsage !== 'function') return undefined;
  return process.cpuUsage(since);
}
