import type { DocumentText } from '../core/text/documentText';
import type { AnalyzedDocument } from '../core/workspace/analyzedDocument';
import type { CardWorkspace } from '../core/workspace/cardWorkspace';
import { declarationSignature } from '../core/workspace/declarationSignature';

export { declarationSignature };

/** An open editor's document as the store needs it (OpenTextDocument fits). */
export interface OpenDocument {
  readonly uri: string;
  readonly version: number;
  /** Its text; as a DocumentText, the pieces it shares with the version analysed before are not read again. */
  readonly content: DocumentText | string;
}

/** What changed in the workspace when documents were brought up to date. */
export interface SyncOutcome {
  /** Documents whose declarations (names, kinds, frames, levels) changed: other files may read differently. */
  readonly declarationsChanged: readonly string[];
}

const NOTHING_CHANGED: SyncOutcome = { declarationsChanged: [] };

/**
 * Feeds the core workspace from two sources: open editors (their text wins) and files on disk (for
 * everything not open). Edits are applied lazily: an edit marks the document dirty, and the document is
 * re-analysed once, when a request or a validation needs it (Langium's lesson: a handler asks for the
 * state it needs). A burst of keystrokes therefore costs one parse.
 */
export class DocumentStore {
  private readonly open = new Map<string, OpenDocument>();
  private readonly disk = new Map<string, string>();
  private readonly dirty = new Set<string>();

  constructor(
    readonly workspace: CardWorkspace,
    /** Called after documents' declarations changed or left: other files' diagnostics may change too. */
    private readonly onDeclarationsChanged: (uris: readonly string[]) => void = () => {},
  ) {}

  opened(document: OpenDocument): void {
    this.open.set(document.uri, document);
    this.dirty.add(document.uri);
  }

  changed(document: OpenDocument): void {
    this.open.set(document.uri, document);
    this.dirty.add(document.uri);
  }

  /** Returns whether the document is still known (its disk copy takes over) or was removed. */
  closed(uri: string): 'reverted-to-disk' | 'removed' {
    this.open.delete(uri);
    this.dirty.delete(uri);
    const onDisk = this.disk.get(uri);
    if (onDisk !== undefined) {
      this.dirty.add(uri);
      return 'reverted-to-disk';
    }
    this.removeFromWorkspace(uri);
    return 'removed';
  }

  /** A file's text on disk (at start, or after a watcher event). Ignored for the workspace while it is open. */
  diskChanged(uri: string, text: string): void {
    this.disk.set(uri, text);
    if (!this.open.has(uri)) this.dirty.add(uri);
  }

  /** A file was deleted on disk. Returns whether the document left the workspace (it was not open). */
  diskDeleted(uri: string): boolean {
    this.disk.delete(uri);
    if (this.open.has(uri)) return false;
    this.dirty.delete(uri);
    return this.removeFromWorkspace(uri);
  }

  private removeFromWorkspace(uri: string): boolean {
    const known = this.workspace.getDocument(uri);
    this.workspace.removeDocument(uri);
    if (known && declarationSignature(known) !== '') this.onDeclarationsChanged([uri]);
    return known !== undefined;
  }

  isOpen(uri: string): boolean {
    return this.open.has(uri);
  }

  isOnDisk(uri: string): boolean {
    return this.disk.has(uri);
  }

  diskUris(): string[] {
    return [...this.disk.keys()];
  }

  /** The version clients know a document by (null for files that are not open). */
  versionOf(uri: string): number | null {
    return this.open.get(uri)?.version ?? null;
  }

  /** Every document the workspace holds (open or on disk), after applying pending edits. */
  uris(): string[] {
    this.sync();
    return this.workspace.documents().map((d) => d.uri);
  }

  /** The analysed document, up to date with the editor; undefined for a document the server does not know. */
  get(uri: string): AnalyzedDocument | undefined {
    this.sync();
    return this.workspace.getDocument(uri);
  }

  /** Applies every pending edit, so cross-file questions (definitions, duplicates) see current text. */
  sync(): SyncOutcome {
    if (this.dirty.size === 0) return NOTHING_CHANGED;
    const declarationsChanged: string[] = [];
    for (const uri of [...this.dirty]) {
      this.dirty.delete(uri);
      const openDocument = this.open.get(uri);
      const text = openDocument ? openDocument.content : this.disk.get(uri);
      if (text === undefined) continue;
      // The workspace counts a change of the declarations (sameCardSignatures over the cards an edit
      // replaced, declarationSignature.ts): no second comparison here.
      const revision = this.workspace.declarationRevision;
      // Disk copies use version -1 so that an editor's version 0 never aliases them.
      this.workspace.setDocument(uri, text, openDocument ? openDocument.version : -1);
      if (this.workspace.declarationRevision !== revision) declarationsChanged.push(uri);
    }
    if (declarationsChanged.length > 0) this.onDeclarationsChanged(declarationsChanged);
    return { declarationsChanged };
  }

  /** Whether sync() has work to do; a validation checks this to know it must sync first. */
  hasPendingEdits(): boolean {
    return this.dirty.size > 0;
  }
}
