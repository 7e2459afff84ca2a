import type { Diagnostic as LspDiagnostic, DocumentDiagnosticReport } from 'vscode-languageserver';
import type { AnalyzedDocument } from '../core/workspace/analyzedDocument';
import type { CheckTier } from '../core/workspace/cardWorkspace';
import { ListAlignment } from './listAlignment';

/** What the server computed for one document: its diagnostics, converted, for one version and workspace state. */
export interface DiagnosticsReport {
  readonly document: AnalyzedDocument;
  /** CardWorkspace.revision when computed: another document's edit can change this one's diagnostics. */
  readonly revision: number;
  /** The settings object it was computed under (a configuration change makes a new one). */
  readonly settings: object;
  readonly tier: CheckTier;
  readonly items: readonly LspDiagnostic[];
  /** Changes exactly when the items do: a client that has it is told `unchanged` (LSP 3.17). */
  readonly resultId: string;
}

/** How long after a change of some document's diagnostics the client is asked to pull again. */
const REFRESH_DELAY_MS = 50;

/**
 * Pull diagnostics (LSP 3.17, `textDocument/diagnostic` and `workspace/diagnostic`), for clients that
 * support them: the server keeps the latest report per document instead of publishing it, and answers the
 * client's pulls from it. A result id names the content, so a pull of a document whose diagnostics did not
 * change is answered `unchanged`. When a report changes without the client having asked (the slow tier
 * finished, another file's edit changed what this one resolves), the client is asked to pull again
 * (`workspace/diagnostic/refresh`), if it supports that.
 */
export class PulledDiagnostics {
  private readonly reports = new Map<string, DiagnosticsReport>();
  /** The result id each document's last answer carried. */
  private readonly delivered = new Map<string, string>();
  /** Documents that left the workspace: the next workspace pull reports them empty, once. */
  private readonly removed = new Set<string>();
  private nextResultId = 1;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly refresh: (() => void) | undefined) {}

  /** The kept report of a document, if it still describes this version under these settings and workspace. */
  current(uri: string, document: AnalyzedDocument, revision: number, settings: object, tier: CheckTier): DiagnosticsReport | undefined {
    const report = this.reports.get(uri);
    if (!report || report.document !== document || report.revision !== revision || report.settings !== settings) return undefined;
    return tier === 'fast' || report.tier === 'all' ? report : undefined;
  }

  /** Keeps a freshly computed report (its result id reused when the items are the same) and returns it. */
  offer(uri: string, report: Omit<DiagnosticsReport, 'resultId'>): DiagnosticsReport {
    const previous = this.reports.get(uri);
    const before = previous ? fingerprints.get(previous) : undefined;
    const fingerprint = fingerprintOf(report.items, before);
    const same = previous !== undefined && before?.fingerprint === fingerprint.fingerprint;
    const kept: DiagnosticsReport = { ...report, resultId: same ? previous.resultId : `${this.nextResultId++}` };
    fingerprints.set(kept, fingerprint);
    this.reports.set(uri, kept);
    this.removed.delete(uri);
    // The client holds other diagnostics for this document than these: it is asked to pull again.
    const known = this.delivered.get(uri);
    if (known !== undefined && known !== kept.resultId) this.scheduleRefresh();
    return kept;
  }

  /** The answer to a pull: the items, or `unchanged` when the client already has them. */
  answer(uri: string, report: DiagnosticsReport, previousResultId: string | undefined): DocumentDiagnosticReport {
    this.delivered.set(uri, report.resultId);
    return previousResultId === report.resultId
      ? { kind: 'unchanged', resultId: report.resultId }
      : { kind: 'full', resultId: report.resultId, items: [...report.items] };
  }

  /** The document left the workspace (closed and not on disk, or deleted). */
  forget(uri: string): void {
    this.reports.delete(uri);
    if (this.delivered.delete(uri)) {
      this.removed.add(uri);
      this.scheduleRefresh();
    }
  }

  /** Documents to report empty in the next workspace pull; each is reported once. */
  takeRemoved(): string[] {
    const removed = [...this.removed];
    this.removed.clear();
    return removed;
  }

  dispose(): void {
    clearTimeout(this.refreshTimer);
  }

  private scheduleRefresh(): void {
    if (!this.refresh || this.refreshTimer) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = undefined;
      this.refresh?.();
    }, REFRESH_DELAY_MS);
  }
}

/** A report's fingerprint, and its items and their hashes (the next report's are found from them). */
interface Fingerprint {
  readonly fingerprint: string;
  readonly items: readonly LspDiagnostic[];
  readonly hashes: readonly ItemHash[];
}

const fingerprints = new WeakMap<DiagnosticsReport, Fingerprint>();

/**
 * Two 32-bit hashes over the items' JSON (what the client would receive): equal items give equal
 * fingerprints, and different ones a collision chance of about 2^-64. Each item's JSON is hashed once per
 * item object (itemHashes): the converted diagnostics are kept per core diagnostic (diagnosticConversions.ts),
 * so after an edit only the items that changed are encoded, not the whole list (0.6 MB of JSON for a
 * file at the cap of 1,000 diagnostics).
 */
function fingerprintOf(items: readonly LspDiagnostic[], previous: Fingerprint | undefined): Fingerprint {
  let a = 0x811c9dc5;
  let b = 5381;
  let length = 0;
  // The previous report's hashes found by their place in the list (listAlignment.ts), not by a lookup per item.
  const before = previous ? new ListAlignment(previous.items, previous.hashes) : undefined;
  const hashes: ItemHash[] = new Array<ItemHash>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const hash = (hashes[i] = before?.valueOf(item, i) ?? hashOfItem(item));
    // Order-sensitive combinations of the items' hashes.
    a = Math.imul(a ^ hash.a, 0x01000193);
    a = Math.imul(a ^ hash.length, 0x01000193);
    b = (Math.imul(b, 33) + hash.b) | 0;
    b = (Math.imul(b, 33) + hash.length) | 0;
    length += hash.length;
  }
  return { fingerprint: `${items.length}:${length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`, items, hashes };
}

interface ItemHash {
  readonly length: number;
  readonly a: number;
  readonly b: number;
}

const itemHashes = new WeakMap<LspDiagnostic, ItemHash>();

function hashOfItem(item: LspDiagnostic): ItemHash {
  let hash = itemHashes.get(item);
  if (hash) return hash;
  const json = JSON.stringify(item);
  let a = 0x811c9dc5;
  let b = 5381;
  for (let i = 0; i < json.length; i++) {
    const ch = json.charCodeAt(i);
    a = Math.imul(a ^ ch, 0x01000193);
    b = (Math.imul(b, 33) + ch) | 0;
  }
  hash = { length: json.length, a, b };
  itemHashes.set(item, hash);
  return hash;
}
