import { performance } from 'perf_hooks';
import type { Connection } from 'vscode-languageserver';
import { toLspDiagnostic, type DiagnosticSupport } from './convert';
import { VALIDATED_NOTIFICATION, type ValidatedParams } from './customProtocol';
import type { DocumentStore } from './documentStore';
import type { SettingsCache } from './settings';
import type { ValidationToken } from './validationScheduler';

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
    const cpuBefore = process.cpuUsage();
    const document = this.store.get(uri);
    if (!document) {
      this.clear(uri);
      return;
    }
    const linesOf = (other: string) => this.store.workspace.getDocument(other)?.lines;
    const diagnostics = this.store.workspace
      .diagnosticsFor(uri, settings.checks)
      .map((d) => toLspDiagnostic(d, document.lines, linesOf, this.support));
    const version = this.store.versionOf(uri);
    await this.connection.sendDiagnostics({
      uri,
      diagnostics,
      ...(this.sendVersion && version !== null ? { version } : {}),
    });
    const durationMs = Math.round((performance.now() - started) * 100) / 100;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = Math.round((cpu.user + cpu.system) / 10) / 100;
    this.measured(uri, durationMs);
    const params: ValidatedParams = {
      uri,
      version,
      durationMs,
      cpuMs,
      diagnosticCount: diagnostics.length,
    };
    await this.connection.sendNotification(VALIDATED_NOTIFICATION, params);
  }

  /** Removes a document's diagnostics from the client (closed and not on disk, or deleted). */
  clear(uri: string): void {
    void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }
}
