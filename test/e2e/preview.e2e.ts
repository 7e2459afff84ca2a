import * as assert from 'assert';
import * as vscode from 'vscode';
import { openFixture, positionOf, waitFor, waitForActivation } from './helpers';

/** The extension's exports (client/src/extension.ts, CardScriptApi). */
interface CardScriptApi {
  shownPreview(): { uri: string; name: string; svg: string; updates: number; drawn?: { name: string; width: number; height: number } } | undefined;
}

async function api(): Promise<CardScriptApi> {
  const extension = await waitForActivation();
  return extension.exports as CardScriptApi;
}

function previewTabs(): string[] {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter((tab) => tab.input instanceof vscode.TabInputWebview)
    .map((tab) => tab.label)
    .filter((label) => label.startsWith('Preview'));
}

suite('card preview', () => {
  test('the Preview shows the card under the cursor, follows the cursor and the edits as you type', async () => {
    const cardscript = await api();
    const { document, editor } = await openFixture('preview.card');
    editor.selection = new vscode.Selection(positionOf(document, 'race Dragon'), positionOf(document, 'race Dragon'));
    assert.strictEqual(await vscode.commands.executeCommand('cardscript.showPreview'), true);
    await waitFor(() => previewTabs().find((label) => label === 'Preview: Preview Drake'), 'a "Preview: Preview Drake" tab');
    // The page drew it: the SVG loaded as an image with the card's proportions.
    const drawn = await waitFor(() => {
      const state = cardscript.shownPreview();
      return state?.drawn?.name === 'Preview Drake' && state.drawn.width > 0 ? state : undefined;
    }, 'the webview to draw "Preview Drake"');
    assert.ok(Math.abs(drawn.drawn!.height / drawn.drawn!.width - 860 / 590) < 0.01, `card proportions: ${JSON.stringify(drawn.drawn)}`);
    assert.match(drawn.svg, /data-frame="effect"/);
    assert.match(drawn.svg, /DRAGON|Dragon \/ Effect/);

    // The cursor moves into the spell: the Preview follows it.
    await vscode.window.showTextDocument(document, editor.viewColumn);
    const inSpell = positionOf(document, 'kind quick-play');
    editor.selection = new vscode.Selection(inSpell, inSpell);
    await waitFor(() => (cardscript.shownPreview()?.drawn?.name === 'Preview Spark' ? true : undefined), 'the Preview to follow the cursor to "Preview Spark"');
    assert.match(cardscript.shownPreview()!.svg, /data-frame="spell"/);

    // Typing changes the card: a new name (with markup in it) and a new frame, drawn from the unsaved text.
    const nameStart = positionOf(document, 'Preview Spark');
    await editor.edit((edit) => edit.replace(new vscode.Range(nameStart, nameStart.translate(0, 'Preview Spark'.length)), 'Spark <b>&</b> Co'));
    const renamed = await waitFor(() => {
      const state = cardscript.shownPreview();
      return state?.drawn?.name === 'Spark <b>&</b> Co' ? state : undefined;
    }, 'the Preview to show the renamed card');
    assert.ok(renamed.svg.includes('<title>Spark &lt;b&gt;&amp;&lt;/b&gt; Co</title>'), 'the name is escaped in the SVG');
    assert.ok(!/<b>/.test(renamed.svg), 'no markup from the name');
    await waitFor(() => previewTabs().find((label) => label === 'Preview: Spark <b>&</b> Co'), 'the tab title to follow the rename');
    const kind = positionOf(document, 'quick-play');
    await editor.edit((edit) => edit.replace(new vscode.Range(kind, kind.translate(0, 'quick-play'.length)), 'continuous'));
    await waitFor(
      () => (/data-icon="continuous"/.test(cardscript.shownPreview()?.svg ?? '') ? true : undefined),
      'the Preview to redraw with the Continuous icon',
    );
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });
});
