import * as assert from 'assert';
import * as vscode from 'vscode';
import { openFixture, waitFor, waitForActivation, waitForDiagnostics } from './helpers';

const OPTIONS: vscode.FormattingOptions = { tabSize: 2, insertSpaces: true };

function formatEdits(document: vscode.TextDocument): Thenable<vscode.TextEdit[] | undefined> {
  return vscode.commands.executeCommand<vscode.TextEdit[]>('vscode.executeFormatDocumentProvider', document.uri, OPTIONS);
}

suite('formatting', () => {
  suiteSetup(async () => {
    await waitForActivation();
  });

  test('formatting a badly indented file indents it and the result reparses without errors', async () => {
    const { document } = await openFixture('badly-indented.card');
    const before = document.getText();
    const fieldsBefore = before.match(/\b(frame|attribute|race|level|atk|def)\b/g);

    const edits = await waitFor(async () => {
      const found = await formatEdits(document);
      return found && found.length > 0 ? found : undefined;
    }, 'formatting edits for badly-indented.card');
    const workspaceEdit = new vscode.WorkspaceEdit();
    workspaceEdit.set(document.uri, edits);
    assert.ok(await vscode.workspace.applyEdit(workspaceEdit), 'the formatting edits apply');

    const after = document.getText();
    assert.notStrictEqual(after, before, 'the text changed');
    const bodyLines = after.split('\n').filter((line) => /^\s*(frame|attribute|race|level|atk)\b/.test(line));
    assert.strictEqual(bodyLines.length, 5, `the five field lines are kept:\n${after}`);
    for (const line of bodyLines) {
      assert.match(line, /^ {2}\S/, `a field inside the card is indented by two spaces: ${JSON.stringify(line)}`);
    }
    assert.match(after, /^monster "Crooked Knight" \{$/m);
    assert.match(after, /^\}$/m);
    // Formatting never changes meaning: the same fields, in the same order.
    assert.deepStrictEqual(after.match(/\b(frame|attribute|race|level|atk|def)\b/g), fieldsBefore);

    // The formatted text is stable (formatting again changes nothing) and reparses without errors.
    const again = await formatEdits(document);
    assert.deepStrictEqual(
      (again ?? []).filter((e) => document.getText(e.range) !== e.newText),
      [],
      'formatting is idempotent',
    );
    await waitForDiagnostics(document.uri, (d) => !d.some((x) => x.severity === vscode.DiagnosticSeverity.Error));
  });
});
