import * as vscode from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { type LensTarget, RUN_SCENARIO_REQUEST, SIMULATE_CARD_REQUEST, type SimulationResult } from '../../server/src/lsp/customProtocol';
import { notice } from './notifications';
import { SimulationPanel } from './panel/simulationPanel';
import type { CardScriptOutput } from './revealingOutputChannel';
import type { ScenarioDiagnostics } from './scenarioDiagnostics';

/**
 * `cardscript.simulateCard` and `cardscript.runScenario`: the code lens commands (arguments {uri, name}),
 * also runnable from the palette on the declaration under the cursor. The server runs the rules engine;
 * the result opens in the simulation panel, its plain-text trace goes to the CardScript output channel,
 * and a scenario's failed expectations become diagnostics on their steps. The command returns the result
 * (tests and other extensions can read it).
 */
export function registerSimulationCommands(client: LanguageClient, output: CardScriptOutput, scenarioDiagnostics: ScenarioDiagnostics): vscode.Disposable[] {
  const run = (request: string, what: 'monster' | 'scenario') => async (target?: Partial<LensTarget>) => {
    const params = targetFor(target);
    if (!params) {
      void vscode.window.showWarningMessage(notice`CardScript: open a .card file and put the cursor on a ${what} to run it.`);
      return undefined;
    }
    const result = await runSimulation(client, output, request, params, what);
    if (!result) return undefined;
    if (result.panel) SimulationPanel.show(result.panel);
    if (result.failures && result.panel) scenarioDiagnostics.set(result.panel.uri, result.panel.title, result.failures);
    // The summary quotes a card or scenario name: notifications render `[x](command:...)` links and the
    // status bar `$(icon)`s, so the name is escaped to show as text (docs/security.md).
    const summary = notice`CardScript: ${result.summary}`;
    if (!result.ok || result.passed === false) void vscode.window.showWarningMessage(summary);
    else void vscode.window.setStatusBarMessage(summary, 5000);
    return result;
  };
  return [
    vscode.commands.registerCommand('cardscript.simulateCard', run(SIMULATE_CARD_REQUEST, 'monster')),
    vscode.commands.registerCommand('cardscript.runScenario', run(RUN_SCENARIO_REQUEST, 'scenario')),
  ];
}

/** Sends one simulation request and prints its trace; undefined (and an error message) if it failed. */
export async function runSimulation(
  client: LanguageClient,
  output: CardScriptOutput,
  request: string,
  params: { uri: string; name?: string; offset?: number },
  what: string,
  /** Cancels the request in the server too (`$/cancelRequest`): a long scenario stops at once. */
  token?: vscode.CancellationToken,
): Promise<SimulationResult | undefined> {
  let result: SimulationResult;
  try {
    result = token ? await client.sendRequest<SimulationResult>(request, params, token) : await client.sendRequest<SimulationResult>(request, params);
  } catch (error) {
    if (token?.isCancellationRequested) return undefined;
    output.appendLine(`[${what}] failed: ${error instanceof Error ? error.message : String(error)}`);
    void vscode.window.showErrorMessage(notice`CardScript: the ${what} could not run (see the CardScript output).`);
    return undefined;
  }
  output.appendLine(result.trace.trimEnd());
  output.appendLine('');
  return result;
}

/** Lens arguments as given; from the palette, the active editor's document and cursor instead. */
function targetFor(target: Partial<LensTarget> | undefined): { uri: string; name?: string; offset?: number } | undefined {
  if (target && typeof target.uri === 'string' && typeof target.name === 'string') return { uri: target.uri, name: target.name };
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'cardscript') return undefined;
  return { uri: editor.document.uri.toString(), offset: editor.document.offsetAt(editor.selection.active) };
}
