import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { PanelModel } from '../../../server/src/simulation/panelModel';
import { renderPanelHtml } from './renderPanelHtml';

/**
 * The one "CardScript Simulation" webview panel, reused across runs. Scripts are enabled only for the
 * page's own nonce'd script; the webview has no local resource roots and no network (see renderPanelHtml).
 */
export class SimulationPanel {
  static readonly viewType = 'cardscript.simulation';
  private static current: SimulationPanel | undefined;

  /** The model shown last, for tests and for "reveal" messages. */
  static get shownModel(): PanelModel | undefined {
    return SimulationPanel.current?.model;
  }

  static show(model: PanelModel): SimulationPanel {
    const existing = SimulationPanel.current;
    if (existing) {
      existing.update(model);
      existing.panel.reveal(vscode.ViewColumn.Beside, true);
      return existing;
    }
    const panel = vscode.window.createWebviewPanel(
      SimulationPanel.viewType,
      titleOf(model),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      {
        enableScripts: true,
        localResourceRoots: [],
        retainContextWhenHidden: false,
      },
    );
    SimulationPanel.current = new SimulationPanel(panel, model);
    return SimulationPanel.current;
  }

  private constructor(
    private readonly panel: vscode.WebviewPanel,
    private model: PanelModel,
  ) {
    panel.onDidDispose(() => {
      if (SimulationPanel.current === this) SimulationPanel.current = undefined;
    });
    panel.webview.onDidReceiveMessage((message: unknown) => this.onMessage(message));
    this.render();
  }

  private update(model: PanelModel): void {
    this.model = model;
    this.panel.title = titleOf(model);
    this.render();
  }

  private render(): void {
    const nonce = randomBytes(16).toString('base64');
    this.panel.webview.html = renderPanelHtml(this.model, nonce, this.panel.webview.cspSource);
  }

  private async onMessage(message: unknown): Promise<void> {
    if (typeof message !== 'object' || message === null) return;
    const { type, line } = message as { type?: unknown; line?: unknown };
    if (type !== 'reveal' || typeof line !== 'number' || !Number.isInteger(line) || line < 0) return;
    const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(this.model.uri));
    const editor = await vscode.window.showTextDocument(document, vscode.ViewColumn.One);
    const position = new vscode.Position(Math.min(line, document.lineCount - 1), 0);
    editor.selection = new vscode.Selection(position, position);
    editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }
}

function titleOf(model: PanelModel): string {
  return model.kind === 'scenario' ? `Scenario: ${model.title}` : `Simulate: ${model.title}`;
}
