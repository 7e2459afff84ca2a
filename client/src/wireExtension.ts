import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import type { CardScriptOutput } from './revealingOutputChannel';
import { ScenarioDiagnostics } from './scenarioDiagnostics';
import { ScenarioTestController } from './scenarioTestController';
import { registerSimulationCommands } from './simulationCommands';
import { ServerStatusItem } from './statusItem';
import { SimulationPanel } from './panel/simulationPanel';
import { PreviewPanel, type PreviewState, registerPreviewCommand } from './preview/previewPanel';
import type { PanelModel } from '../../server/src/simulation/panelModel';
import { forwardWorkspaceTrust, registerCreateEffectScript } from './createEffectScript';

/** What the extension exposes to other extensions and to its end-to-end tests. */
export interface CardScriptApi {
  /** The scenarios listed in the Test Explorer, as "uri#name". */
  listedScenarios(): string[];
  /** The model the simulation panel shows, if it is open. */
  shownPanel(): PanelModel | undefined;
  /** What the Preview panel shows, if it is open. */
  shownPreview(): PreviewState | undefined;
}

/** What only one of the clients has: how its server restarts, and the commands and providers of its own. */
export interface ClientSpecifics {
  restartServer(): Promise<void>;
  subscriptions: vscode.Disposable[];
}

let client: BaseLanguageClient | undefined;

/**
 * Activation of both clients (desktop extension.ts, web browserExtension.ts) once each has made its
 * language client: the Test Explorer, the status item, the commands and panels, then the server's start.
 * Only wiring: every language feature lives in the server and its core.
 */
export async function wireExtension(
  context: vscode.ExtensionContext,
  languageClient: BaseLanguageClient,
  output: CardScriptOutput,
  specifics: ClientSpecifics,
): Promise<CardScriptApi> {
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
        await specifics.restartServer();
      } catch (error) {
        reportStartFailure(output, error);
      }
    }),
    ...registerSimulationCommands(languageClient, output, scenarioDiagnostics),
    registerPreviewCommand(languageClient),
    registerCreateEffectScript(languageClient),
    forwardWorkspaceTrust(languageClient),
    ...specifics.subscriptions,
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

function reportStartFailure(output: CardScriptOutput, error: unknown): void {
  output.appendLine(`The CardScript language server could not start: ${error instanceof Error ? error.message : String(error)}`);
  void vscode.window.showErrorMessage('CardScript: the language server could not start. See the CardScript output.', 'Show Output').then((choice) => {
    if (choice) output.show(true);
  });
}

/** Deactivation of both clients: stops the language client wireExtension started. */
export async function deactivate(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) await running.stop();
}
