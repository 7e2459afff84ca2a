import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { createLanguageClient } from './languageClient';
import { registerSimulationCommands } from './simulationCommands';
import { CheckTaskProvider } from './checkTaskProvider';
import { ServerStatusItem } from './statusItem';
import { registerExportToEdopro } from './exportToEdopro';
import { ScenarioDiagnostics } from './scenarioDiagnostics';
import { ScenarioTestController } from './scenarioTestController';
import { SimulationPanel } from './panel/simulationPanel';
import { PreviewPanel, type PreviewState, registerPreviewCommand } from './preview/previewPanel';
import type { PanelModel } from '../../server/src/simulation/panelModel';

let client: LanguageClient | undefined;

/** Activation: only wiring. Every language feature lives in the server and its core. */
/** What the extension exposes to other extensions and to its end-to-end tests. */
export interface CardScriptApi {
  /** The scenarios listed in the Test Explorer, as "uri#name". */
  listedScenarios(): string[];
  /** The model the simulation panel shows, if it is open. */
  shownPanel(): PanelModel | undefined;
  /** What the Preview panel shows, if it is open. */
  shownPreview(): PreviewState | undefined;
}

export async function activate(context: vscode.ExtensionContext): Promise<CardScriptApi> {
  const output = vscode.window.createOutputChannel('CardScript');
  context.subscriptions.push(output);
  const languageClient = createLanguageClient(context, output);
  client = languageClient;
  const scenarioDiagnostics = new ScenarioDiagnostics();
  const scenarioTests = new ScenarioTestController(languageClient, output, scenarioDiagnostics);
  context.subscriptions.push(scenarioDiagnostics, scenarioTests);
  context.subscriptions.push(
    new ServerStatusItem(languageClient),
    vscode.commands.registerCommand('cardscript.showOutput', () => output.show(true)),
    vscode.commands.registerCommand('cardscript.restartServer', async () => {
      output.appendLine('Restarting the CardScript language server...');
      try {
        await languageClient.restart();
      } catch (error) {
        reportStartFailure(output, error);
      }
    }),
    ...registerSimulationCommands(languageClient, output, scenarioDiagnostics),
    registerExportToEdopro(output),
    vscode.tasks.registerTaskProvider(CheckTaskProvider.type, new CheckTaskProvider(context)),
    registerPreviewCommand(languageClient),
  );
  try {
    await languageClient.start();
    await scenarioTests.refresh();
  } catch (error) {
    // The status item shows "stopped"; the editor keeps highlighting and snippets.
    reportStartFailure(output, error);
  }
  return {
    listedScenarios: () => scenarioTests.listedScenarioIds(),
    shownPanel: () => SimulationPanel.shownModel,
    shownPreview: () => PreviewPanel.state,
  };
}

function reportStartFailure(output: vscode.OutputChannel, error: unknown): void {
  output.appendLine(`The CardScript language server could not start: ${error instanceof Error ? error.message : String(error)}`);
  void vscode.window.showErrorMessage('CardScript: the language server could not start. See the CardScript output.', 'Show Output').then((choice) => {
    if (choice) output.show(true);
  });
}

export async function deactivate(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) await running.stop();
}
