import * as assert from 'assert';
import * as vscode from 'vscode';
import { LANGUAGE_ID, getExtension, openFixture, waitForActivation, waitForDiagnostics } from './helpers';

suite('activation', () => {
  test('opening a broken .card file activates the extension and shows diagnostics', async () => {
    const { document } = await openFixture('broken.card');
    assert.strictEqual(document.languageId, LANGUAGE_ID, 'a .card file gets the cardscript language');

    const extension = getExtension();
    await waitForActivation();
    assert.ok(extension.isActive, `${extension.id} is active`);

    const diagnostics = await waitForDiagnostics(document.uri, (d) => d.length > 0);
    assert.ok(diagnostics.length > 0, 'at least one diagnostic for broken.card');
    assert.ok(
      diagnostics.some((d) => d.severity === vscode.DiagnosticSeverity.Error),
      `an error among: ${diagnostics.map((d) => d.message).join(' | ')}`,
    );
  });
});
