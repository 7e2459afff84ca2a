import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { createLanguageClient } from './languageClient';
import { registerSimulationCommands } from './simulationCommands';
import { CheckTaskProvider } from './checkTaskProvider';
import { ServerStatusItem } from './statusItem';

let client: LanguageClient | undefined;

/** Activation: only wiring. Every language feature lives in the server and its core. */
export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel('CardScript');
  context.subscriptions.push(output);
  const languageClient = createLanguageClient(context, output);
  client = languageClient;
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
    ...registerSimulationCommands(languageClient, output),
    vscode.tasks.registerTaskProvider(CheckTaskProvider.type, new CheckTaskProvider(context)),
  );
  try {
    await languageClient.start();
  } catch (error) {
    // The status item shows "stopped"; the editor keeps highlighting and snippets.
    reportStartFailure(output, error);
  }
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
