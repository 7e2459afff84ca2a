import * as assert from 'assert';
import * as vscode from 'vscode';
import { codeOf, openFixture, positionOf, waitFor, waitForActivation, waitForDiagnostics } from './helpers';

suite('commands', () => {
  suiteSetup(async () => {
    await waitForActivation();
  });

  test('the contributed commands are registered', async () => {
    const registered = await vscode.commands.getCommands(true);
    for (const id of [
      'cardscript.restartServer',
      'cardscript.showOutput',
      'cardscript.simulateCard',
      'cardscript.runScenario',
      'cardscript.showPreview',
      'cardscript.createEffectScript',
    ]) {
      assert.ok(registered.includes(id), `${id} is registered`);
    }
  });

  test('"Restart Language Server" restarts the server and diagnostics come back', async () => {
    const { document } = await openFixture('commands-restart.card');
    const uri = document.uri;
    await waitForDiagnostics(uri, (d) => d.some((x) => codeOf(x) === 'CS0302'));

    // While the server is down its diagnostics are withdrawn; once it is back they are published again.
    let sawCleared = false;
    const listener = vscode.languages.onDidChangeDiagnostics((event) => {
      if (event.uris.some((u) => u.toString() === uri.toString()) && vscode.languages.getDiagnostics(uri).length === 0) {
        sawCleared = true;
      }
    });
    try {
      await vscode.commands.executeCommand('cardscript.restartServer');
      await waitFor(() => sawCleared, "the old server's diagnostics to be withdrawn");
      await waitForDiagnostics(uri, (d) => d.some((x) => codeOf(x) === 'CS0302'));
    } finally {
      listener.dispose();
    }

    // The new server follows edits: fixing the count clears the diagnostic.
    const line = positionOf(document, 'tributes 1').line;
    const edit = new vscode.WorkspaceEdit();
    edit.replace(uri, document.lineAt(line).range, '    tributes 2');
    assert.ok(await vscode.workspace.applyEdit(edit));
    await waitForDiagnostics(uri, (d) => d.length === 0);
    // ... and answers requests (a hover on the name).
    const hovers = await waitFor(async () => {
      const found = await vscode.commands.executeCommand<vscode.Hover[]>(
        'vscode.executeHoverProvider',
        uri,
        positionOf(document, 'Granite Warden').translate(0, 2),
      );
      return found && found.length > 0 ? found : undefined;
    }, 'a hover from the restarted server');
    assert.ok(hovers.length > 0);
  });
});
