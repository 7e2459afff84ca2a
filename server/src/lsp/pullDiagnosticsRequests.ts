import {
  type CancellationToken,
  type DiagnosticServerCancellationData,
  type DocumentDiagnosticParams,
  type DocumentDiagnosticReport,
  LSPErrorCodes,
  ResponseError,
  type WorkspaceDiagnosticParams,
  type WorkspaceDiagnosticReport,
  type WorkspaceDocumentDiagnosticReport,
} from 'vscode-languageserver';
import type { DiagnosticsPublisher } from './diagnosticsPublisher';
import type { DocumentStore } from './documentStore';
import type { DiagnosticsReport, PulledDiagnostics } from './pulledDiagnostics';

/** The identifier of CardScript's diagnostics in the client (LSP 3.17 `DiagnosticOptions.identifier`). */
export const PULL_DIAGNOSTICS_IDENTIFIER = 'cardscript';

/**
 * How many newer versions of a document one pull follows before it asks the client to pull again instead:
 * each newer version leaves the slow checks less to do (their results per declaration are kept), so a pull
 * ends long before this unless edits keep arriving faster than a turn of checks.
 */
const MAX_NEWER_VERSIONS = 8;

/**
 * Why a pull has no report: the client cancelled it, or the document kept changing under it. Its data says
 * whether the client should pull again (LSP 3.17 DiagnosticServerCancellationData).
 */
type NoReport = ResponseError<DiagnosticServerCancellationData>;

/** What a pull reads: the store, and (per round: `initialize` may replace them) the publisher and the kept reports. */
export interface PullSources {
  readonly store: DocumentStore;
  readonly publisher: () => DiagnosticsPublisher | undefined;
  readonly reports: () => PulledDiagnostics | undefined;
}

/**
 * Answers `textDocument/diagnostic` (LSP 3.17) from the publisher's reports: a document's current version
 * is checked when first asked (or reused when a scheduled validation already did), and a document the
 * client already has is answered `unchanged`. A pull is never answered an empty report it did not compute:
 * one overtaken by an edit is answered for the newer version; one the client cancelled, RequestCancelled.
 */
export async function answerDocumentPull(
  sources: PullSources,
  params: DocumentDiagnosticParams,
  token: CancellationToken,
): Promise<DocumentDiagnosticReport | NoReport> {
  const { store, publisher, reports } = sources;
  const uri = params.textDocument.uri;
  const report = await newestReport(uri, store, publisher, token);
  if (report instanceof ResponseError) return report;
  // A document the server does not hold has no diagnostics.
  if (report === undefined) return { kind: 'full', items: [] };
  const kept = reports();
  // A client that pulls without having declared it: the items, without a result id to compare.
  if (!kept) return { kind: 'full', items: [...report.items] };
  return kept.answer(uri, report, params.previousResultId);
}

/** Answers `workspace/diagnostic` (LSP 3.17): every document's report the client does not have yet. */
export async function answerWorkspacePull(
  sources: PullSources,
  params: WorkspaceDiagnosticParams,
  token: CancellationToken,
): Promise<WorkspaceDiagnosticReport> {
  const { store, publisher, reports } = sources;
  const previous = new Map((params.previousResultIds ?? []).map((p) => [p.uri, p.value]));
  const items: WorkspaceDocumentDiagnosticReport[] = [];
  const kept = reports();
  if (!kept) return { items };
  for (const uri of kept.takeRemoved()) items.push({ uri, version: null, kind: 'full', items: [] });
  for (const uri of store.uris()) {
    const report = await newestReport(uri, store, publisher, token);
    // Cancelled: the reports computed so far (LSP allows a partial result on cancel), each a true one.
    if (token.isCancellationRequested) break;
    // A document that left, or kept changing, is left out: the client keeps what it has until the next
    // pull (or the refresh a changed report asks for).
    if (report !== undefined && !(report instanceof ResponseError)) {
      items.push({ uri, version: store.versionOf(uri), ...kept.answer(uri, report, previous.get(uri)) });
    }
    // Other messages (an edit, a hover) are served between documents.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { items };
}

/**
 * The report of the document's newest version: a pull overtaken by an edit (its checks stop) starts again
 * on the newer version. Undefined for a document the server does not hold; an error when the client cancelled, or when the
 * document kept changing (ServerCancelled, the client asked to pull again: LSP 3.17 DiagnosticServerCancellationData).
 */
async function newestReport(
  uri: string,
  store: DocumentStore,
  publisher: () => DiagnosticsPublisher | undefined,
  token: CancellationToken,
): Promise<DiagnosticsReport | NoReport | undefined> {
  for (let versions = 0; versions < MAX_NEWER_VERSIONS; versions++) {
    const current = publisher();
    if (!current) return undefined;
    // The store applies an edit when something reads the document: the open version it was told of says
    // whether one arrived since this round began.
    const version = store.versionOf(uri);
    const overtaken = () => store.versionOf(uri) !== version;
    const report = await current.pulled(uri, () => token.isCancellationRequested || overtaken());
    if (report && !overtaken()) return report;
    if (token.isCancellationRequested) return cancelled();
    if (!report && !store.get(uri)) return undefined;
  }
  return new ResponseError(LSPErrorCodes.ServerCancelled, `The diagnostics of ${uri} were not computed: the document kept changing. Pull again.`, {
    retriggerRequest: true,
  });
}

function cancelled(): NoReport {
  return new ResponseError(LSPErrorCodes.RequestCancelled, 'The request was cancelled.', { retriggerRequest: false });
}
