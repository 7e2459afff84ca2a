import * as vscode from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { LIST_SCENARIOS_REQUEST, RUN_SCENARIO_REQUEST, type ScenarioListEntry } from '../../server/src/lsp/customProtocol';
import { notice } from './notifications';
import type { CardScriptOutput } from './revealingOutputChannel';
import type { ScenarioDiagnostics } from './scenarioDiagnostics';
import { runSimulation } from './simulationCommands';
import { terminalText } from './terminalText';

/**
 * Every scenario of the workspace in VS Code's Test Explorer (the Testing API): one item per file, one
 * child per scenario, run by the bundled rules engine through the server. A failed expectation is a test
 * message located on its step, and also a diagnostic there.
 */
export class ScenarioTestController implements vscode.Disposable {
  private readonly controller = vscode.tests.createTestController('cardscript.scenarios', 'CardScript scenarios');
  private readonly disposables: vscode.Disposable[] = [];
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly client: LanguageClient,
    private readonly output: CardScriptOutput,
    private readonly scenarioDiagnostics: ScenarioDiagnostics,
  ) {
    this.controller.refreshHandler = () => this.refresh();
    this.controller.createRunProfile('Run scenarios', vscode.TestRunProfileKind.Run, (request, token) => this.run(request, token), true);
    const watcher = vscode.workspace.createFileSystemWatcher('**/*.card');
    this.disposables.push(
      this.controller,
      watcher,
      watcher.onDidCreate(() => this.refreshSoon()),
      watcher.onDidDelete(() => this.refreshSoon()),
      watcher.onDidChange(() => this.refreshSoon()),
      vscode.workspace.onDidChangeTextDocument((event) => {
        if (event.document.languageId === 'cardscript' && event.contentChanges.length > 0) this.refreshSoon();
      }),
    );
  }

  /** Asks the server for the workspace's scenarios and rebuilds the tree (items keep their ids). */
  async refresh(): Promise<void> {
    let scenarios: readonly ScenarioListEntry[];
    try {
      scenarios = (await this.client.sendRequest<{ scenarios: ScenarioListEntry[] }>(LIST_SCENARIOS_REQUEST, {})).scenarios;
    } catch (error) {
      this.output.appendLine(`Listing scenarios failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const files = new Map<string, vscode.TestItem>();
    for (const entry of scenarios) {
      const uri = vscode.Uri.parse(entry.uri);
      let file = files.get(entry.uri);
      if (!file) {
        // A file's name is the workspace's: `$(bug).card` is a name, not an icon.
        file = this.controller.createTestItem(entry.uri, notice`${vscode.workspace.asRelativePath(uri)}`, uri);
        files.set(entry.uri, file);
      }
      const item = this.controller.createTestItem(`${entry.uri}#${entry.name}`, notice`${entry.name}`, uri);
      item.range = new vscode.Range(entry.range.start.line, entry.range.start.character, entry.range.end.line, entry.range.end.character);
      file.children.add(item);
    }
    this.controller.items.replace([...files.values()]);
  }

  /** The ids ("uri#scenario") of every scenario listed in the Test Explorer. */
  listedScenarioIds(): string[] {
    const ids: string[] = [];
    this.controller.items.forEach((file) => file.children.forEach((item) => ids.push(item.id)));
    return ids;
  }

  private refreshSoon(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => void this.refresh(), 500);
  }

  private async run(request: vscode.TestRunRequest, token: vscode.CancellationToken): Promise<void> {
    const run = this.controller.createTestRun(request);
    const queue: vscode.TestItem[] = [];
    const collect = (item: vscode.TestItem) => {
      if (request.exclude?.includes(item)) return;
      if (item.children.size === 0 && item.id.includes('#')) queue.push(item);
      else item.children.forEach(collect);
    };
    if (request.include) request.include.forEach(collect);
    else this.controller.items.forEach(collect);
    for (const item of queue) run.enqueued(item);
    for (const item of queue) {
      if (token.isCancellationRequested) {
        run.skipped(item);
        continue;
      }
      run.started(item);
      const hash = item.id.indexOf('#');
      const uri = item.id.slice(0, hash);
      const name = item.id.slice(hash + 1);
      const started = Date.now();
      const result = await runSimulation(this.client, this.output, RUN_SCENARIO_REQUEST, { uri, name }, 'scenario', token);
      const duration = Date.now() - started;
      if (!result && token.isCancellationRequested) {
        run.skipped(item);
        continue;
      }
      if (!result) {
        run.errored(item, new vscode.TestMessage('The scenario could not run (see the CardScript output).'), duration);
        continue;
      }
      // The test output is a terminal: control characters from the card file are shown, never run.
      run.appendOutput(terminalText(`${result.trace}\n`), undefined, item);
      if (result.failures) this.scenarioDiagnostics.set(uri, name, result.failures);
      if (!result.ok) run.errored(item, new vscode.TestMessage(notice`${result.summary}`), duration);
      else if (result.passed) run.passed(item, duration);
      else {
        const messages = (result.failures ?? []).map((failure) => {
          const message = new vscode.TestMessage(notice`${failure.message}`);
          message.location = new vscode.Location(
            vscode.Uri.parse(failure.uri),
            new vscode.Range(failure.range.start.line, failure.range.start.character, failure.range.end.line, failure.range.end.character),
          );
          return message;
        });
        run.failed(item, messages.length > 0 ? messages : [new vscode.TestMessage(notice`${result.summary}`)], duration);
      }
    }
    run.end();
  }

  dispose(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    for (const disposable of this.disposables) disposable.dispose();
  }
}
