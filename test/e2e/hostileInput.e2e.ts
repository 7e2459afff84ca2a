import * as assert from 'assert';
import * as vscode from 'vscode';
import { notificationLinks, notificationVisibleText } from '../hostile/userView';
import { openFixture, waitFor, waitForActivation } from './helpers';

const COMMAND_LINK = '[Run](command:workbench.action.terminal.new)';

/**
 * Hostile card text in the real extension host: a scenario name shaped like a command link reaches the user's
 * notification as text (no link VS Code would draw), and a scenario's failure diagnostics leave with the
 * document when it is closed.
 */
suite('hostile card files', () => {
  suiteSetup(async () => {
    await waitForActivation();
  });

  /** Runs `body` and returns every warning notification it showed (the real call still happens). */
  async function warningsDuring(body: () => Thenable<unknown>): Promise<string[]> {
    const window = vscode.window as { showWarningMessage: (...args: unknown[]) => Thenable<unknown> };
    const original = window.showWarningMessage;
    const shown: string[] = [];
    window.showWarningMessage = (...args: unknown[]) => {
      shown.push(String(args[0]));
      return original.apply(vscode.window, args);
    };
    try {
      await body();
    } finally {
      window.showWarningMessage = original;
    }
    return shown;
  }

  test('a failing scenario named like a command link is reported as text, not as a link', async () => {
    const { document } = await openFixture('hostile-scenario.card');
    const shown = await warningsDuring(() => vscode.commands.executeCommand('cardscript.runScenario', { uri: document.uri.toString(), name: COMMAND_LINK }));
    assert.strictEqual(shown.length, 1, `one warning: ${JSON.stringify(shown)}`);
    assert.deepStrictEqual(notificationLinks(shown[0]), [], `the notification draws no link: ${JSON.stringify(shown[0])}`);
    assert.strictEqual(notificationVisibleText(shown[0]), `CardScript: Scenario "${COMMAND_LINK}" failed.`);
  });

  test('"No scenario named ..." quotes the name as text too', async () => {
    const { document } = await openFixture('hostile-scenario.card');
    const name = '[Open](command:workbench.action.openSettings) $(alert)';
    const shown = await warningsDuring(() => vscode.commands.executeCommand('cardscript.runScenario', { uri: document.uri.toString(), name }));
    assert.strictEqual(shown.length, 1, `one warning: ${JSON.stringify(shown)}`);
    assert.deepStrictEqual(notificationLinks(shown[0]), [], `the notification draws no link or icon: ${JSON.stringify(shown[0])}`);
    assert.strictEqual(notificationVisibleText(shown[0]), `CardScript: No scenario named "${name}" in this file.`);
  });

  test("the scenario's failure diagnostics are cleared when its document closes", async () => {
    const { document } = await openFixture('hostile-scenario.card');
    await vscode.commands.executeCommand('cardscript.runScenario', { uri: document.uri.toString(), name: COMMAND_LINK });
    const scenarioDiagnostics = () => vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'cardscript scenario');
    await waitFor(() => scenarioDiagnostics().length > 0, 'the failed expectation as a diagnostic');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await waitFor(() => scenarioDiagnostics().length === 0, 'the scenario diagnostics to leave with the closed document', 40_000);
  });
});
