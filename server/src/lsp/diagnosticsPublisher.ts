import { performance } from 'perf_hooks';
import type { Connection } from 'vscode-languageserver';
import { capDiagnostics } from '../core/diagnostics/diagnosticCap';
import { toLspDiagnostic, type DiagnosticSupport } from './convert';
import { VALIDATED_NOTIFICATION, type ValidatedParams } from './customProtocol';
import type { DocumentStore } from './documentStore';
import type { SettingsCache } from './settings';
import type { ValidationToken } from './validationScheduler';
import type { CheckTier } from '../core/workspace/cardWorkspace';

/** How many cards the slow checks look at between two turns of the event loop. */
const SLOW_CARDS_PER_TURN = 200;

/**
 * Validates one document and publishes its diagnostics, converted for this client, then tells the client
 * how long it took (`cardscript/validated`, for the status item). Cancelled runs publish nothing.
 */
export class DiagnosticsPublisher {
  constructor(
    private readonly connection: Connection,
    private readonly store: DocumentStore,
    private readonly settings: SettingsCache,
    private readonly support: DiagnosticSupport,
    private readonly sendVersion: boolean,
    /** Told how long each validation took (the debounce is sized to it). */
    private readonly measured: (uri: string, durationMs: number) => void = () => {},
  ) {}

  async validate(uri: string, token: ValidationToken): Promise<void> {
    const settings = await this.settings.get(uri);
    if (token.isCancelled) return;
    const started = performance.now();
    const cpuBefore = cpuUsage();
    const document = this.store.get(uri);
    if (!document) {
      this.clear(uri);
      return;
    }
    const workspace = this.store.workspace;
    const linesOf = (other: string) => workspace.getDocument(other)?.lines;
    const publish = async (tier: CheckTier) => {
      // At most MAX_DIAGNOSTICS_PER_FILE, the rest summed up in one (docs/security.md, "Limits").
      const diagnostics = capDiagnostics(workspace.diagnosticsFor(uri, settings.checks, tier)).map((d) => toLspDiagnostic(d, document.lines, linesOf, this.support));
      const version = this.store.versionOf(uri);
      await this.connection.sendDiagnostics({ uri, diagnostics, ...(this.sendVersion && version !== null ? { version } : {}) });
      const durationMs = Math.round((performance.now() - started) * 100) / 100;
      const cpu = cpuUsage(cpuBefore);
      const params: ValidatedParams = {
        uri,
        version,
        durationMs,
        ...(cpu ? { cpuMs: Math.round((cpu.user + cpu.system) / 10) / 100 } : {}),
        diagnosticCount: diagnostics.length,
        tier,
      };
      await this.connection.sendNotification(VALIDATED_NOTIFICATION, params);
      return durationMs;
    };
    // Slow checks (the engine's) with much to do, as on a file's first validation: publish the other
    // checks' diagnostics first, then run the slow ones a few cards at a time, yielding to the event loop so
    // that a newer edit cancels them, and publish everything. After an edit they have the edited card to
    // look at only, and everything is published at once.
    if (workspace.slowWorkPending(uri) > SLOW_CARDS_PER_TURN) {
      // The debounce is sized to the keystroke path: the fast tier.
      this.measured(uri, await publish('fast'));
      while (workspace.warmSlowChecks(uri, SLOW_CARDS_PER_TURN) > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        // A newer edit of this document (or of a declaration it reads) reschedules it and cancels this run.
        if (token.isCancelled || workspace.getDocument(uri) !== document) return;
      }
      await publish('all');
      return;
    }
    this.measured(uri, await publish('all'));
  }

  /** Removes a document's diagnostics from the client (closed and not on disk, or deleted). */
  clear(uri: string): void {
    void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }
}

/** The process's CPU time (Node); the web worker build has no `process`, so no CPU time is reported there. */
function cpuUsage(since?: NodeJS.CpuUsage): NodeJS.CpuUsage | undefined {
  if (typeof process === 'undefined' || typeof process.cpuUsage !== 'function') return undefined;
  return process.cpuUsage(since);
}
