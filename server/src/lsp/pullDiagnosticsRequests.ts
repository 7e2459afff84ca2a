import type { Connection, WorkspaceDocumentDiagnosticReport } from 'vscode-languageserver';
import type { DiagnosticsPublisher } from './diagnosticsPublisher';
import type { DocumentStore } from './documentStore';
import type { PulledDiagnostics } from './pulledDiagnostics';

/** The identifier of CardScript's diagnostics in the client (LSP 3.17 `DiagnosticOptions.identifier`). */
export const PULL_DIAGNOSTICS_IDENTIFIER = 'cardscript';

/**
 * Answers `textDocument/diagnostic` and `workspace/diagnostic` (LSP 3.17) from the publisher's reports:
 * a document's current version is checked when first asked (or reused when a scheduled validation already
 * did), and a document the client already has is answered `unchanged`.
 */
export function registerPullDiagnostics(
  connection: Connection,
  store: DocumentStore,
  publisher: () => DiagnosticsPublisher | undefined,
  reports: () => PulledDiagnostics | undefined,
): void {
  connection.languages.diagnostics.on(async (params, token) => {
    const uri = params.textDocument.uri;
    const report = await publisher()?.pulled(uri, () => token.isCancellationRequested);
    const kept = reports();
    if (!report || !kept) return { kind: 'full', items: [] };
    return kept.answer(uri, report, params.previousResultId);
  });

  connection.languages.diagnostics.onWorkspace(async (params, token) => {
    const previous = new Map((params.previousResultIds ?? []).map((p) => [p.uri, p.value]));
    const items: WorkspaceDocumentDiagnosticReport[] = [];
    const kept = reports();
    if (!kept) return { items };
    for (const uri of kept.takeRemoved()) items.push({ uri, version: null, kind: 'full', items: [] });
    for (const uri of store.uris()) {
      if (token.isCancellationRequested) break;
      const report = await publisher()?.pulled(uri, () => token.isCancellationRequested);
      if (report) items.push({ uri, version: store.versionOf(uri), ...kept.answer(uri, report, previous.get(uri)) });
      // Other messages (an edit, a hover) are served between documents.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { items };
  });
}
