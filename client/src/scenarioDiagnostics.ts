import * as vscode from 'vscode';
import { revealInvisibles } from '../../server/src/core/text/markdown';
import type { ScenarioFailure } from '../../server/src/lsp/customProtocol';

/**
 * Failed scenario expectations as diagnostics on their steps (issue 5), from the last run of each
 * scenario (code lens or Test Explorer). Kept apart from the server's diagnostics because they come from
 * running the engine, not from checking the text; an edit of the file clears them until the next run,
 * and so does closing it (nothing else would ever remove them).
 */
export class ScenarioDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('cardscript-scenarios');
  private readonly byUri = new Map<string, Map<string, vscode.Diagnostic[]>>();
  private readonly onEdit: vscode.Disposable;
  private readonly onClose: vscode.Disposable;

  constructor() {
    this.onEdit = vscode.workspace.onDidChangeTextDocument((event) => {
      if (event.contentChanges.length === 0) return;
      this.forget(event.document.uri);
    });
    this.onClose = vscode.workspace.onDidCloseTextDocument((document) => this.forget(document.uri));
  }

  private forget(uri: vscode.Uri): void {
    if (this.byUri.delete(uri.toString())) this.collection.delete(uri);
  }

  /** Replaces the diagnostics of one scenario with its latest run's failures. */
  set(uri: string, scenario: string, failures: readonly ScenarioFailure[]): void {
    let scenarios = this.byUri.get(uri);
    if (!scenarios) this.byUri.set(uri, (scenarios = new Map()));
    scenarios.set(scenario, failures.map((failure) => {
      const range = new vscode.Range(failure.range.start.line, failure.range.start.character, failure.range.end.line, failure.range.end.character);
      const diagnostic = new vscode.Diagnostic(range, revealInvisibles(`Scenario "${scenario}": ${failure.message}`), vscode.DiagnosticSeverity.Error);
      diagnostic.source = 'cardscript scenario';
      diagnostic.code = failure.code ?? 'expectation-failed';
      return diagnostic;
    }));
    this.collection.set(vscode.Uri.parse(uri), [...scenarios.values()].flat());
  }

  dispose(): void {
    this.onEdit.dispose();
    this.onClose.dispose();
    this.collection.dispose();
  }
}
