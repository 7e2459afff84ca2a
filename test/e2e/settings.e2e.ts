import * as assert from 'assert';
import * as vscode from 'vscode';
import { codeOf, fixtureRoot, openFixture, waitForActivation, waitForDiagnostics } from './helpers';

const hasTributeCheck = (d: readonly vscode.Diagnostic[]) => d.some((x) => /^CS03\d\d$/.test(codeOf(x) ?? ''));
const hasSummoningCheck = (d: readonly vscode.Diagnostic[]) => d.some((x) => /^CS02\d\d$/.test(codeOf(x) ?? ''));

suite('settings', () => {
  // The checks are resource-scoped settings: read and write them for the workspace folder.
  const configuration = () => vscode.workspace.getConfiguration('cardscript', fixtureRoot());

  suiteSetup(async () => {
    await waitForActivation();
  });

  teardown(async () => {
    // Back to the default, whatever the test did.
    if (configuration().inspect('checks.tributes')?.workspaceValue !== undefined) {
      await configuration().update('checks.tributes', undefined, vscode.ConfigurationTarget.Workspace);
    }
  });

  test('turning off cardscript.checks.tributes removes the CS03xx diagnostics and only those', async () => {
    const { document } = await openFixture('settings-tributes.card');
    await waitForDiagnostics(document.uri, (d) => hasTributeCheck(d) && hasSummoningCheck(d));
    assert.strictEqual(configuration().get('checks.tributes'), true, 'the Tribute checks are on by default');

    await configuration().update('checks.tributes', false, vscode.ConfigurationTarget.Workspace);
    const off = await waitForDiagnostics(document.uri, (d) => !hasTributeCheck(d));
    assert.ok(hasSummoningCheck(off), `the CS02xx contradiction stays: ${off.map(codeOf).join(', ')}`);

    await configuration().update('checks.tributes', undefined, vscode.ConfigurationTarget.Workspace);
    await waitForDiagnostics(document.uri, (d) => hasTributeCheck(d) && hasSummoningCheck(d));
  });
});
