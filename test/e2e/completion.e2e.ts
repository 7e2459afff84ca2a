import * as assert from 'assert';
import * as vscode from 'vscode';
import { openFixture, positionOf, waitFor, waitForActivation } from './helpers';

function labelOf(item: vscode.CompletionItem): string {
  return typeof item.label === 'string' ? item.label : item.label.label;
}

async function completionsAt(
  document: vscode.TextDocument,
  position: vscode.Position,
  trigger?: string,
  resolveCount?: number,
): Promise<vscode.CompletionItem[]> {
  const list = await vscode.commands.executeCommand<vscode.CompletionList>(
    'vscode.executeCompletionItemProvider',
    document.uri,
    position,
    trigger,
    resolveCount,
  );
  return list?.items ?? [];
}

function documentationOf(item: vscode.CompletionItem): string {
  const documentation = item.documentation;
  return typeof documentation === 'string' ? documentation : (documentation?.value ?? '');
}

suite('completion', () => {
  suiteSetup(async () => {
    await waitForActivation();
  });

  test('inside summon { } the summoning clauses are offered as snippets', async () => {
    const { document } = await openFixture('completion.card');
    // The blank line inside the first monster's empty summon block.
    const blockLine = positionOf(document, 'summon {').line + 1;
    assert.strictEqual(document.lineAt(blockLine).text.trim(), '', 'the fixture has a blank line in the summon block');
    const position = new vscode.Position(blockLine, document.lineAt(blockLine).text.length);

    const items = await waitFor(async () => {
      const found = await completionsAt(document, position);
      return found.some((i) => labelOf(i) === 'cannot special summon') ? found : undefined;
    }, 'the clause "cannot special summon" among the completions');
    const labels = items.map(labelOf);
    for (const expected of ['cannot normal summon or set', 'cannot special summon']) {
      assert.ok(labels.includes(expected), `"${expected}" offered; got ${labels.join(', ')}`);
    }
    const procedure = items.find((i) => /^must special summon by procedure/.test(labelOf(i)));
    assert.ok(procedure, `the Nomi procedure clause offered; got ${labels.join(', ')}`);
    assert.strictEqual(procedure.kind, vscode.CompletionItemKind.Snippet);
    const insert = procedure.insertText;
    assert.ok(insert instanceof vscode.SnippetString, 'the clause is inserted as a snippet with placeholders');
    assert.match(insert.value, /\$\{?\d/, `the snippet has a placeholder: ${insert.value}`);
    // Fields of the card (level, atk) do not belong inside summon { }.
    assert.ok(!labels.includes('atk'), 'card fields are not offered inside summon { }');
  });

  test('inside a reference string the card names of the workspace are offered', async () => {
    const { document } = await openFixture('completion.card');
    // Inside the quotes of: ritual spell "Lantern Rite", right after the opening quote.
    const position = positionOf(document, '"Lantern Rite"').translate(0, 1);
    const items = await waitFor(async () => {
      const found = await completionsAt(document, position, '"');
      return found.some((i) => labelOf(i) === 'Rite of the Deep Tide') ? found : undefined;
    }, 'card names (including one from another, unopened file) among the completions');
    const labels = items.map(labelOf);
    assert.ok(labels.includes('Lantern Rite'), `a card of this file is offered; got ${labels.slice(0, 40).join(', ')}`);
    const other = items.find((i) => labelOf(i) === 'Rite of the Deep Tide')!;
    assert.strictEqual(other.kind, vscode.CompletionItemKind.Reference, 'card names are references');
    assert.ok(!labels.includes('cannot special summon'), 'no clause snippets inside a string');
  });

  test("card names are filtered by the typed text, and a card's printed text arrives when the item is resolved", async () => {
    const { document } = await openFixture('completion.card');
    // Inside the quotes of: ritual spell "Lantern Rite", after "Lan".
    const position = positionOf(document, '"Lantern Rite"').translate(0, 4);
    const items = await waitFor(async () => {
      const found = await completionsAt(document, position, undefined, 5);
      return found.some((i) => labelOf(i) === 'Lantern Rite') ? found : undefined;
    }, '"Lantern Rite" among the completions after "Lan"');
    assert.ok(!items.some((i) => labelOf(i) === 'Rite of the Deep Tide'), `filtered by "Lan": ${items.map(labelOf).join(', ')}`);
    const rite = items.find((i) => labelOf(i) === 'Lantern Rite')!;
    assert.match(documentationOf(rite), /Ritual Summon/, 'the printed text, from completionItem/resolve');
  });
});
