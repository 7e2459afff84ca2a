import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { RENDER_CARD_REQUEST, type RenderCardParams, type RenderCardResult } from '../../../server/src/lsp/customProtocol';
import { previewLabel } from './previewLabel';
import { renderPreviewHtml } from './renderPreviewHtml';

/** What the panel shows and what its page reported back (for the end-to-end tests). */
export interface PreviewState {
  readonly uri: string;
  readonly name: string;
  readonly svg: string;
  /** How many cards were sent to the page. */
  readonly updates: number;
  /** The name the page last drew, with the image's natural size (0 when it failed to load). */
  readonly drawn?: { readonly name: string; readonly width: number; readonly height: number };
}

/** Waits this long after a keystroke or cursor move before asking for the card again. */
const DEBOUNCE_MS = 120;

/**
 * The one "Preview" webview panel, beside the editor: it draws the card under the cursor of the active
 * CardScript editor (the server renders it from the document as typed) and follows edits and cursor moves.
 */
export class PreviewPanel {
  static readonly viewType = 'cardscript.preview';
  private static current: PreviewPanel | undefined;

  static get state(): PreviewState | undefined {
    return PreviewPanel.current?.state;
  }

  static show(client: LanguageClient, editor: vscode.TextEditor): PreviewPanel {
    const existing = PreviewPanel.current;
    if (existing) {
      existing.follow(editor);
      existing.panel.reveal(vscode.ViewColumn.Beside, true);
      return existing;
    }
    const panel = vscode.window.createWebviewPanel(
      PreviewPanel.viewType,
      'Preview',
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      {
        enableScripts: true,
        localResourceRoots: [],
        retainContextWhenHidden: false, // a reloaded page says "ready" and is sent the card again
      },
    );
    PreviewPanel.current = new PreviewPanel(client, panel, editor);
    return PreviewPanel.current;
  }

  private state: PreviewState | undefined;
  private editor: vscode.TextEditor;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ready = false;
  private generation = 0;
  private readonly disposables: vscode.Disposable[] = [];

  private constructor(
    private readonly client: LanguageClient,
    private readonly panel: vscode.WebviewPanel,
    editor: vscode.TextEditor,
  ) {
    this.editor = editor;
    panel.webview.html = renderPreviewHtml(randomBytes(16).toString('base64'), panel.webview.cspSource);
    panel.webview.onDidReceiveMessage((message: unknown) => this.onMessage(message), undefined, this.disposables);
    vscode.window.onDidChangeTextEditorSelection(
      (event) => {
        if (event.textEditor.document === this.editor.document) this.schedule();
      },
      undefined,
      this.disposables,
    );
    vscode.workspace.onDidChangeTextDocument(
      (event) => {
        if (event.document === this.editor.document && event.contentChanges.length > 0) this.schedule();
      },
      undefined,
      this.disposables,
    );
    vscode.window.onDidChangeActiveTextEditor(
      (active) => {
        if (active && active.document.languageId === 'cardscript') this.follow(active);
      },
      undefined,
      this.disposables,
    );
    panel.onDidDispose(() => this.dispose(), undefined, this.disposables);
  }

  private follow(editor: vscode.TextEditor): void {
    if (editor.document !== this.editor.document) this.state = undefined;
    this.editor = editor;
    this.schedule(0);
  }

  private schedule(delay = DEBOUNCE_MS): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update(), delay);
  }

  private async update(): Promise<void> {
    if (!this.ready) return; // the page asks for the first card with its "ready" message
    const generation = ++this.generation;
    const document = this.editor.document;
    const params: RenderCardParams = {
      uri: document.uri.toString(),
      offset: document.offsetAt(this.editor.selection.active),
      ...(this.state && this.state.uri === document.uri.toString() ? { name: this.state.name } : {}),
    };
    let result: RenderCardResult;
    try {
      result = await this.client.sendRequest<RenderCardResult>(RENDER_CARD_REQUEST, params);
    } catch (error) {
      result = { ok: false, message: `The preview could not be drawn: ${error instanceof Error ? error.message : String(error)}` };
    }
    // A newer keystroke asked again meanwhile: its answer is the one to show.
    if (generation !== this.generation || PreviewPanel.current !== this) return;
    if (!result.ok || result.svg === undefined || result.name === undefined) {
      void this.panel.webview.postMessage({ type: 'empty', message: result.message ?? 'Nothing to preview.' });
      return;
    }
    const notes = [
      ...(result.textOverflowed ? ['The printed text does not fit its box even at the smallest size.'] : []),
      ...(result.artProblem ? [`Art: ${result.artProblem}.`] : []),
    ];
    this.state = { uri: params.uri, name: result.name, svg: result.svg, updates: (this.state?.updates ?? 0) + 1, drawn: this.state?.drawn };
    const shownName = previewLabel(result.name);
    this.panel.title = `Preview: ${shownName}`;
    void this.panel.webview.postMessage({ type: 'card', name: shownName, svg: result.svg, notes });
  }

  private onMessage(message: unknown): void {
    if (typeof message !== 'object' || message === null) return;
    const { type, name, width, height } = message as { type?: unknown; name?: unknown; width?: unknown; height?: unknown };
    if (type === 'ready') {
      this.ready = true;
      this.schedule(0);
    } else if ((type === 'shown' || type === 'failed') && typeof name === 'string' && this.state) {
      const size = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
      this.state = { ...this.state, drawn: { name, width: type === 'shown' ? size(width) : 0, height: type === 'shown' ? size(height) : 0 } };
    }
  }

  private dispose(): void {
    clearTimeout(this.timer);
    if (PreviewPanel.current === this) PreviewPanel.current = undefined;
    for (const disposable of this.disposables) disposable.dispose();
  }
}

/** `cardscript.showPreview`: opens (or reveals) the Preview beside the active CardScript editor. */
export function registerPreviewCommand(client: LanguageClient): vscode.Disposable {
  return vscode.commands.registerCommand('cardscript.showPreview', () => {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== 'cardscript') {
      void vscode.window.showWarningMessage('CardScript: open a .card file to preview its cards.');
      return false;
    }
    PreviewPanel.show(client, editor);
    return true;
  });
}
