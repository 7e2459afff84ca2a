import * as vscode from 'vscode';
import { LanguageClient, type LanguageClientOptions } from 'vscode-languageclient/browser';
import { FIND_CARD_FILES_REQUEST, READ_CARD_FILE_REQUEST } from '../../server/src/lsp/cardFileProtocol';
import type { CardScriptApi } from './extension';
import { SimulationPanel } from './panel/simulationPanel';
import { PreviewPanel, registerPreviewCommand } from './preview/previewPanel';
import { RestartingErrorHandler } from './restartingErrorHandler';
import { ScenarioDiagnostics } from './scenarioDiagnostics';
import { ScenarioTestController } from './scenarioTestController';
import { registerSimulationCommands } from './simulationCommands';
import { ServerStatusItem } from './statusItem';
import { findWorkspaceCardFiles, readWorkspaceCardFile } from './workspaceCardFiles';
import { clientInitializationOptions } from './initializationOptions';

let client: LanguageClient | undefined;

/** The web worker constructor of the browser extension host (the project compiles without the DOM lib). */
declare const Worker: new (scriptUrl: string) => ConstructorParameters<typeof LanguageClient>[3];

/**
 * The server's web worker. From a gallery (vscode.dev, github.dev) the script has an https: address and
 * starts as is. VS Code's web worker extension host refuses `new Worker` on a vscode-remote: address
 * ("Creating workers from remote extensions is currently not supported": an extension installed on a
 * VS Code server, such as code-server), so any other address is read through the editor's file system
 * and started from a blob: address.
 */
async function startServerWorker(script: vscode.Uri): Promise<ConstructorParameters<typeof LanguageClient>[3]> {
  if (script.scheme === 'https' || script.scheme === 'http') return new Worker(script.toString(true));
  let code: Uint8Array;
  try {
    code = await vscode.workspace.fs.readFile(script);
  } catch {
    return new Worker(script.toString(true)); // no file system for that scheme: let the host try
  }
  return new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
}

/**
 * VS Code for the Web (package.json `browser`, bundled to dist/browser/client.js): the same wiring as
 * extension.ts, with the language server in a web worker (dist/browser/server.js) and the workspace's
 * card files handed to it through the editor's file system API. No task provider: there is no process
 * to run the CLI in.
 */
export async function activate(context: vscode.ExtensionContext): Promise<CardScriptApi> {
  const output = vscode.window.createOutputChannel('CardScript');
  context.subscriptions.push(output);
  const worker = await startServerWorker(vscode.Uri.joinPath(context.extensionUri, 'dist', 'browser', 'server.js'));
  const watcher = vscode.workspace.createFileSystemWatcher('**/*.card');
  context.subscriptions.push(watcher);
  const initializationOptions = clientInitializationOptions(context);
  const clientOptions: LanguageClientOptions = {
    // Any scheme: web workspaces are virtual (vscode-vfs:, memfs:, ...).
    documentSelector: [{ language: 'cardscript' }],
    synchronize: { fileEvents: watcher },
    outputChannel: output,
    initializationOptions,
    diagnosticCollectionName: 'cardscript',
    errorHandler: new RestartingErrorHandler(output),
  };
  const languageClient = new LanguageClient('cardscript', 'CardScript Language Server', clientOptions, worker);
  client = languageClient;
  context.subscriptions.push(
    languageClient.onRequest(FIND_CARD_FILES_REQUEST, findWorkspaceCardFiles),
    languageClient.onRequest(READ_CARD_FILE_REQUEST, readWorkspaceCardFile),
  );
  const scenarioDiagnostics = new ScenarioDiagnostics();
  const scenarioTests = new ScenarioTestController(languageClient, output, scenarioDiagnostics);
  context.subscriptions.push(scenarioDiagnostics, scenarioTests);
  context.subscriptions.push(
    new ServerStatusItem(languageClient),
    vscode.commands.registerCommand('cardscript.showOutput', () => output.show(true)),
    vscode.commands.registerCommand('cardscript.restartServer', async () => {
      output.appendLine('Restarting the CardScript language server...');
      await languageClient.stop();
      await languageClient.start();
    }),
    ...registerSimulationCommands(languageClient, output, scenarioDiagnostics),
    registerPreviewCommand(languageClient),
  );
  try {
    await languageClient.start();
    await scenarioTests.refresh();
  } catch (error) {
    output.appendLine(`The CardScript language server could not start: ${error instanceof Error ? error.message : String(error)}`);
    void vscode.window.showErrorMessage('CardScript: the language server could not start. See the CardScript output.');
  }
  return { listedScenarios: () => scenarioTests.listedScenarioIds(), shownPanel: () => SimulationPanel.shownModel, shownPreview: () => PreviewPanel.state };
}

export async function deactivate(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) await running.stop();
}
