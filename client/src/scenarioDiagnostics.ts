import * as vscode from 'vscode';
import { revealInvisibles } from '../../server/src/core/text/markdown';
import type { ScenarioFailure } from '../../server/src/lsp/customProtocol';

/**
 * Failed scenario expectations as diagnostics on their steps, from the last run of each
 * scenario (code lens or Test Explorer). Kept apart from the server's diagnostics because they come from
 * running the engine, not from checking the text; an edit of the file clears them until the next run,
 * and so does closing it (nothing else would ever remove them).
 */
export class ScenarioDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('cardscript-scenarios');
  private readonly byUri = new Map<string, Map<string, vscode.Diagnostic[]>>();
  private readonly onEdit: vscode.Disposable;
  private readonly onClose: vscode.Disposable;
  private readonly onTabsClosed: vscode.Disposable;

  constructor() {
    this.onEdit = vscode.workspace.onDidChangeTextDocument((event) => {
      if (event.contentChanges.length === 0) return;
      this.forget(event.document.uri);
    });
    this.onClose = vscode.workspace.onDidCloseTextDocument((document) => this.forget(document.uri));
    // A document an extension opened stays "open" for minutes after its last editor closed: closing the
    // last tab of a file is what the user sees as closing it.
    this.onTabsClosed = vscode.window.tabGroups.onDidChangeTabs((event) => {
      for (const tab of event.closed) {
        const uri = tab.input instanceof vscode.TabInputText ? tab.input.uri : undefined;
        if (uri && !isShownInATab(uri)) this.forget(uri);
      }
    });
  }

  private forget(uri: vscode.Uri): void {
    if (this.byUri.delete(uri.toString())) this.collection.delete(uri);
  }

  /** Replaces the diagnostics of one scenario with its latest run's failures. */
  set(uri: string, scenario: string, failures: readonly ScenarioFailure[]): void {
    let scenarios = this.byUri.get(uri);
    if (!scenarios) this.byUri.set(uri, (scenarios = new Map()));
    scenarios.set(
      scenario,
      failures.map((failure) => {
        const range = new vscode.Range(failure.range.start.line, failure.range.start.character, failure.range.end.line, failure.range.end.character);
        const diagnostic = new vscode.Diagnostic(range, revealInvisibles(`Scenario "${scenario}": ${failure.message}`), vscode.DiagnosticSeverity.Error);
        diagnostic.source = 'cardscript scenario';
        diagnostic.code = failure.code ?? 'expectation-failed';
        return diagnostic;
      }),
    );
    this.collection.set(vscode.Uri.parse(uri), [...scenarios.values()].flat());
  }

  dispose(): void {
    this.onEdit.dispose();
    this.onClose.dispose();
    this.onTabsClosed.dispose();
    this.collection.dispose();
  }
}

function isShownInATab(uri: vscode.Uri): boolean {
  const key = uri.toString();
  return vscode.window.tabGroups.all.some((group) => group.tabs.some((tab) => tab.input instanceof vscode.TabInputText && tab.input.uri.toString() === key));
}
