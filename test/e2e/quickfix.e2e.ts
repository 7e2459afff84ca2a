import * as assert from 'assert';
import * as vscode from 'vscode';
import { codeOf, openFixture, waitFor, waitForActivation, waitForDiagnostics } from './helpers';

function isCodeAction(item: vscode.CodeAction | vscode.Command): item is vscode.CodeAction {
  return !('command' in item && typeof item.command === 'string');
}

suite('quick fix', () => {
  suiteSetup(async () => {
    await waitForActivation();
  });

  test('the Tribute-count diagnostic offers a quick fix that corrects the count', async () => {
    const { document } = await openFixture('quickfix-tributes.card');
    const diagnostics = await waitForDiagnostics(document.uri, (d) => d.some((x) => codeOf(x) === 'CS0302'));
    const wrong = diagnostics.find((d) => codeOf(d) === 'CS0302')!;
    assert.strictEqual(document.getText(wrong.range), 'tributes 1');

    let seen: string[] = [];
    const actions = await waitFor(async () => {
      const found = await vscode.commands.executeCommand<(vscode.CodeAction | vscode.Command)[]>(
        'vscode.executeCodeActionProvider',
        document.uri,
        wrong.range,
        vscode.CodeActionKind.QuickFix.value,
      );
      seen = (found ?? []).map((a) => `${a.title} [${isCodeAction(a) ? `${a.kind?.value}; ${(a.diagnostics ?? []).map(codeOf).join(',')}` : 'command'}]`);
      // (The API command does not carry CodeAction.diagnostics back to extensions, so match by title.)
      const fixes = (found ?? []).filter(isCodeAction).filter((a) => /tributes/.test(a.title));
      return fixes.length > 0 ? fixes : undefined;
    }, 'a quick fix for the CS0302 Tribute count').catch((err: Error) => {
      throw new Error(`${err.message}; code actions seen: ${JSON.stringify(seen)}`);
    });

    const fix = actions.find((a) => /tributes 2/.test(a.title));
    assert.ok(fix, `a fix that inserts 'tributes 2' among: ${actions.map((a) => a.title).join(' | ')}`);
    assert.ok(fix.kind && vscode.CodeActionKind.QuickFix.contains(fix.kind), `kind ${fix.kind?.value} is a quick fix`);
    assert.ok(fix.edit, 'the fix carries a workspace edit');
    assert.strictEqual(fix.isPreferred, true, 'the count the level implies is the preferred fix');

    assert.ok(await vscode.workspace.applyEdit(fix.edit), 'the edit applies');
    const text = document.getText();
    assert.match(text, /^\s+tributes 2$/m, 'the clause now says tributes 2');
    assert.doesNotMatch(text, /tributes 1/);

    await waitForDiagnostics(document.uri, (d) => d.length === 0);
  });
});
