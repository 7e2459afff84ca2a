import * as assert from 'assert';
import * as vscode from 'vscode';
import { openFixture, positionOf, waitFor, waitForActivation } from './helpers';

/** The extension's exports (client/src/extension.ts, CardScriptApi). */
interface CardScriptApi {
  listedScenarios(): string[];
  shownPanel():
    | {
        kind: string;
        title: string;
        passed: boolean | null;
        edopro?: { shown: boolean; note: string };
        steps: { label: string; legal: boolean; code: string | null; board?: unknown; edopro?: { legal: boolean | null; disagrees: boolean; note: string } }[];
      }
    | undefined;
}

async function api(): Promise<CardScriptApi> {
  const extension = await waitForActivation();
  return extension.exports as CardScriptApi;
}

function panelTabLabels(): string[] {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter((tab) => tab.input instanceof vscode.TabInputWebview)
    .map((tab) => tab.label);
}

async function lensTitles(document: vscode.TextDocument): Promise<string[]> {
  const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', document.uri, 10);
  return (lenses ?? []).map((lens) => lens.command?.title ?? '');
}

suite('simulation panel, scenario diagnostics, Test Explorer', () => {
  test('"Simulate summon" opens the panel with every route and the board', async () => {
    const cardscript = await api();
    const { document } = await openFixture('simulation-panel.card');
    await vscode.commands.executeCommand('cardscript.simulateCard', { uri: document.uri.toString(), name: 'Panel Drake' });
    const tab = await waitFor(() => panelTabLabels().find((label) => label === 'Simulate: Panel Drake'), 'a "Simulate: Panel Drake" panel tab');
    assert.ok(tab);
    const model = cardscript.shownPanel();
    assert.ok(model, 'the panel has a model');
    assert.strictEqual(model.kind, 'summon-matrix');
    assert.ok(
      model.steps.some((s) => /Normal Summon/i.test(s.label) && s.legal),
      `a legal Normal Summon route: ${JSON.stringify(model.steps.map((s) => s.label))}`,
    );
    assert.ok(
      model.steps.some((s) => !s.legal && s.code !== null),
      'an illegal route with its rule code',
    );
    assert.ok(
      model.steps.every((s) => s.board !== undefined || !s.legal),
      'each tried route draws a board',
    );
    // EDOPro's verdict beside ours (cardscript.simulation.edoproReferee, on by default): the real engine from
    // dist/ocgcore.js, asked about every route; it agrees on this classic card, and says why where not asked.
    assert.strictEqual(model.edopro?.shown, true, `EDOPro's column: ${JSON.stringify(model.edopro)}`);
    const asked = model.steps.filter((s) => s.edopro?.legal !== null && s.edopro?.legal !== undefined);
    assert.ok(asked.length >= 5, `EDOPro asked about ${asked.length} routes: ${JSON.stringify(model.steps.map((s) => s.edopro))}`);
    assert.deepStrictEqual(
      asked.filter((s) => s.edopro?.legal !== s.legal).map((s) => s.label),
      [],
      'EDOPro agrees on every route it was asked',
    );
    assert.ok(
      model.steps.every((s) => s.edopro !== undefined && !s.edopro.disagrees),
      'every route has EDOPro\'s verdict or "not asked", none disagrees',
    );
    // The lens title now shows the outcome at a glance.
    const titles = await waitFor(async () => {
      const all = await lensTitles(document);
      return all.some((t) => /^Simulate summon · \d+ legal/.test(t)) ? all : undefined;
    }, 'the Simulate summon lens title shows the outcome');
    assert.ok(titles.length >= 2);
  });

  test('a failing scenario opens its panel and its failed expectation becomes a diagnostic on the step', async () => {
    const cardscript = await api();
    const { document } = await openFixture('simulation-panel.card');
    const result = await vscode.commands.executeCommand<{ passed: boolean | null }>('cardscript.runScenario', {
      uri: document.uri.toString(),
      name: 'Panel Moth summons twice',
    });
    assert.strictEqual(result?.passed, false, 'the second Normal Summon of the turn is refused, so "expect legal" fails');
    await waitFor(() => panelTabLabels().find((label) => label === 'Scenario: Panel Moth summons twice'), 'a scenario panel tab');
    const model = cardscript.shownPanel();
    assert.strictEqual(model?.kind, 'scenario');
    assert.strictEqual(model?.passed, false);
    assert.deepStrictEqual(
      model?.steps.map((s) => s.legal),
      [true, false],
    );
    assert.strictEqual(model?.steps[1].code, 'normal-summon-limit-reached');

    const secondStepLine = positionOf(document, 'expect legal', 1).line;
    const diagnostic = await waitFor(
      () => vscode.languages.getDiagnostics(document.uri).find((d) => d.source === 'cardscript scenario'),
      'a scenario diagnostic',
    );
    assert.strictEqual(diagnostic.range.start.line, secondStepLine, 'the diagnostic sits on the failed expectation');
    assert.match(diagnostic.message, /Panel Moth summons twice/);
    assert.strictEqual(diagnostic.code, 'normal-summon-limit-reached');
    const titles = await lensTitles(document);
    assert.ok(
      titles.some((t) => /^Run scenario · ✗ 1 failed/.test(t)),
      `lens titles: ${JSON.stringify(titles)}`,
    );
  });

  test("the Test Explorer lists the workspace's scenarios, also from files that are not open", async () => {
    const cardscript = await api();
    const ids = await waitFor(() => {
      const listed = cardscript.listedScenarios();
      return listed.some((id) => id.endsWith('#Panel Moth summons twice')) && listed.some((id) => id.endsWith('#Lens Beetle can be Normal Summoned'))
        ? listed
        : undefined;
    }, 'scenarios listed in the Test Explorer');
    assert.ok(
      ids.every((id) => id.includes('.card#')),
      `ids are uri#name: ${JSON.stringify(ids)}`,
    );
  });
});
