import * as assert from 'assert';
import * as vscode from 'vscode';
import { openFixture, positionOf, waitFor, waitForActivation } from './helpers';

/** What cardscript.simulateCard / cardscript.runScenario resolve to (server/src/lsp/customProtocol.ts). */
interface SimulationResult {
  readonly ok: boolean;
  readonly summary: string;
  readonly trace: string;
  readonly passed: boolean | null;
}

async function lensesOf(document: vscode.TextDocument, expected: number): Promise<vscode.CodeLens[]> {
  return waitFor(async () => {
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', document.uri, 10);
    return lenses && lenses.length >= expected ? lenses : undefined;
  }, `${expected} code lenses in ${document.uri.path}`);
}

function lensOn(lenses: readonly vscode.CodeLens[], line: number, title: string): vscode.CodeLens {
  const lens = lenses.find((l) => l.range.start.line === line && l.command?.title.startsWith(title));
  assert.ok(lens, `a "${title}" lens on line ${line + 1}; got ${JSON.stringify(lenses.map((l) => [l.range.start.line + 1, l.command?.title]))}`);
  return lens;
}

async function runLens(lens: vscode.CodeLens): Promise<SimulationResult> {
  const command = lens.command!;
  const result = await vscode.commands.executeCommand<SimulationResult | undefined>(command.command, ...(command.arguments ?? []));
  assert.ok(result, `${command.command} resolved to a result`);
  return result;
}

suite('code lenses', () => {
  suiteSetup(async () => {
    await waitForActivation();
  });

  test('"Simulate summon" sits above every monster and "Run scenario" above every scenario', async () => {
    const { document } = await openFixture('lenses.card');
    const lenses = await lensesOf(document, 3);
    const monster = lensOn(lenses, positionOf(document, 'monster "Lens Beetle"').line, 'Simulate summon');
    assert.strictEqual(monster.command!.command, 'cardscript.simulateCard');
    assert.deepStrictEqual(monster.command!.arguments, [{ uri: document.uri.toString(), name: 'Lens Beetle' }]);
    const scenario = lensOn(lenses, positionOf(document, 'scenario "Lens Beetle can be Normal Summoned"').line, 'Run scenario');
    assert.strictEqual(scenario.command!.command, 'cardscript.runScenario');
    lensOn(lenses, positionOf(document, 'scenario "Lens Beetle wrongly expected').line, 'Run scenario');
    assert.strictEqual(lenses.length, 3, 'no lens on anything but monsters and scenarios');

    // Both commands are contributed (palette) and registered by the extension.
    const commands = await vscode.commands.getCommands(true);
    for (const id of ['cardscript.simulateCard', 'cardscript.runScenario']) {
      assert.ok(commands.includes(id), `${id} is registered`);
    }
  });

  test('"Simulate summon" runs the summon matrix of the monster', async () => {
    const { document } = await openFixture('lenses.card');
    const lenses = await lensesOf(document, 3);
    const result = await runLens(lensOn(lenses, positionOf(document, 'monster "Lens Beetle"').line, 'Simulate summon'));
    assert.strictEqual(result.ok, true, `the simulation ran: ${result.summary}`);
    assert.match(result.summary, /Lens Beetle/);
    assert.strictEqual(result.passed, null, 'a card simulation has no pass/fail');
    assert.match(result.trace, /Normal Summon/, `the trace covers the Normal Summon route:\n${result.trace}`);
    assert.match(result.trace, /Monster Reborn/, 'the trace covers the revival route');
  });

  test('"Run scenario" runs the scenario and reports passed or failed', async () => {
    const { document } = await openFixture('lenses.card');
    const lenses = await lensesOf(document, 3);

    const passing = await runLens(lensOn(lenses, positionOf(document, 'scenario "Lens Beetle can be Normal Summoned"').line, 'Run scenario'));
    assert.strictEqual(passing.ok, true, passing.summary);
    assert.strictEqual(passing.passed, true, `the scenario passes:\n${passing.trace}`);
    assert.match(passing.summary, /passed/);
    assert.match(passing.trace, /normal summon "Lens Beetle"/);

    const failing = await runLens(lensOn(lenses, positionOf(document, 'scenario "Lens Beetle wrongly expected').line, 'Run scenario'));
    assert.strictEqual(failing.ok, true, failing.summary);
    assert.strictEqual(failing.passed, false, `the wrong expectation fails:\n${failing.trace}`);
    assert.match(failing.summary, /failed/);
    assert.match(failing.trace, /NOT MET/);
  });
});
