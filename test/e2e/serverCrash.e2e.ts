import * as assert from 'assert';
import * as fs from 'fs';
import * as vscode from 'vscode';
import { openFixture, positionOf, waitFor, waitForActivation, waitForDiagnostics } from './helpers';

/** The CardScript server processes that are children of this extension host (found through /proc). */
function serverPids(): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const commandLine = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (parent === process.pid && commandLine.includes('dist/server.js')) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

const hasDiagnostic = (code: string) => (diagnostics: readonly vscode.Diagnostic[]) =>
  diagnostics.some((d) => (typeof d.code === 'object' ? String(d.code.value) : String(d.code)) === code);

suite('server crash', () => {
  // The suites after this one need a server: if the test failed with none running, start one, so that
  // they pass or fail on their own merits.
  suiteTeardown(async () => {
    if (process.platform !== 'linux' || serverPids().length > 0) return;
    await vscode.commands.executeCommand('cardscript.restartServer');
    await waitFor(() => serverPids().length === 1, 'a CardScript server process started after the crash test', 60_000);
  });

  test('when the server process dies, the client restarts it and checking goes on', async function () {
    if (process.platform !== 'linux') this.skip(); // /proc is how the test finds the server process.
    await waitForActivation();
    const { document } = await openFixture('server-crash.card');
    await waitForDiagnostics(document.uri, hasDiagnostic('CS0302'));
    const before = await waitFor(() => (serverPids().length === 1 ? serverPids() : undefined), 'exactly one CardScript server process');
    process.kill(before[0], 'SIGKILL');

    // A new server process appears...
    await waitFor(() => {
      const now = serverPids();
      return now.length === 1 && now[0] !== before[0] ? now : undefined;
    }, 'a restarted server process');
    // ... and it checks edits again: fixing the count clears the diagnostic, breaking it brings it back.
    const line = positionOf(document, 'tributes 1').line;
    const fix = new vscode.WorkspaceEdit();
    fix.replace(document.uri, document.lineAt(line).range, '    tributes 2');
    assert.ok(await vscode.workspace.applyEdit(fix));
    await waitForDiagnostics(document.uri, (d) => !hasDiagnostic('CS0302')(d));
    const breakAgain = new vscode.WorkspaceEdit();
    breakAgain.replace(document.uri, document.lineAt(line).range, '    tributes 1');
    assert.ok(await vscode.workspace.applyEdit(breakAgain));
    await waitForDiagnostics(document.uri, hasDiagnostic('CS0302'));
  });
});
