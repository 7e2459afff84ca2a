import * as assert from 'assert';
import * as path from 'path';
import * as vscode from 'vscode';
import { fixtureUri, openFixture, positionOf, waitFor, waitForActivation, waitForDiagnostics } from './helpers';

function baseName(uri: vscode.Uri): string {
  return path.posix.basename(uri.path);
}

/** Location or LocationLink as uri + range (the target's selection range for links). */
function asLocation(item: vscode.Location | vscode.LocationLink): { uri: vscode.Uri; range: vscode.Range } {
  if ('targetUri' in item) return { uri: item.targetUri, range: item.targetSelectionRange ?? item.targetRange };
  return { uri: item.uri, range: item.range };
}

suite('navigation and symbols', () => {
  suiteSetup(async () => {
    await waitForActivation();
  });

  test('document symbols list the monster with its clauses and the scenario', async () => {
    const { document } = await openFixture('lenses.card');
    const symbols = await waitFor(async () => {
      const found = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', document.uri);
      return found && found.length >= 2 ? found : undefined;
    }, 'document symbols of lenses.card');
    const monster = symbols.find((s) => s.name === 'Lens Beetle');
    assert.ok(monster, `the monster is a symbol; got ${symbols.map((s) => s.name).join(', ')}`);
    assert.strictEqual(monster.kind, vscode.SymbolKind.Class);
    assert.strictEqual(monster.range.start.line, positionOf(document, 'monster "Lens Beetle"').line);
    const scenario = symbols.find((s) => s.name === 'Lens Beetle can be Normal Summoned');
    assert.ok(scenario, 'the scenario is a symbol');
    assert.strictEqual(scenario.kind, vscode.SymbolKind.Module);
    assert.ok(scenario.children.length > 0, 'the scenario has its steps as children');
  });

  test('workspace symbols find a card in a file that is not open', async () => {
    await openFixture('lenses.card');
    const symbols = await waitFor(async () => {
      const found = await vscode.commands.executeCommand<vscode.SymbolInformation[]>('vscode.executeWorkspaceSymbolProvider', 'Deep Tide');
      return (found ?? []).some((s) => s.name === 'Rite of the Deep Tide') ? found : undefined;
    }, 'a workspace symbol "Rite of the Deep Tide"');
    const rite = symbols.find((s) => s.name === 'Rite of the Deep Tide')!;
    assert.strictEqual(baseName(rite.location.uri), 'nav-definitions.card');
    assert.strictEqual(rite.location.range.start.line, 1, 'the symbol points at its declaration (line 2)');
    assert.ok(!symbols.some((s) => s.name === 'Lens Beetle'), 'the query filters the symbols');
  });

  test('go to definition jumps from a reference to the card in another file', async () => {
    const { document } = await openFixture('nav-uses.card');
    const position = positionOf(document, '"Rite of the Deep Tide"').translate(0, 5);
    const targets = await waitFor(async () => {
      const found = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>('vscode.executeDefinitionProvider', document.uri, position);
      return found && found.length > 0 ? found.map(asLocation) : undefined;
    }, 'a definition for "Rite of the Deep Tide"');
    assert.strictEqual(targets.length, 1, `one definition, got ${targets.length}`);
    const [target] = targets;
    assert.strictEqual(target.uri.toString(), fixtureUri('nav-definitions.card').toString());
    const definition = await vscode.workspace.openTextDocument(target.uri);
    assert.match(definition.getText(target.range), /Rite of the Deep Tide/);
    assert.strictEqual(target.range.start.line, 1);
  });

  test('find references lists the uses in other files', async () => {
    const { document } = await openFixture('nav-definitions.card');
    const position = positionOf(document, 'Rite of the Deep Tide').translate(0, 2);
    const references = await waitFor(async () => {
      const found = await vscode.commands.executeCommand<vscode.Location[]>('vscode.executeReferenceProvider', document.uri, position);
      return (found ?? []).some((l) => baseName(l.uri) === 'nav-uses.card') ? found : undefined;
    }, 'a reference in nav-uses.card');
    const use = references.find((l) => baseName(l.uri) === 'nav-uses.card')!;
    const uses = await vscode.workspace.openTextDocument(use.uri);
    assert.strictEqual(use.range.start.line, positionOf(uses, 'ritual spell "Rite of the Deep Tide"').line);
    assert.match(uses.getText(use.range), /Rite of the Deep Tide/);
  });

  test('rename changes the declaration and the reference in another file', async () => {
    const { document } = await openFixture('rename-definition.card');
    const useUri = fixtureUri('rename-use.card');
    const position = positionOf(document, 'Storm Calling Rite').translate(0, 3);
    const edit = await waitFor(
      async () => vscode.commands.executeCommand<vscode.WorkspaceEdit>('vscode.executeDocumentRenameProvider', document.uri, position, 'Tempest Calling Rite'),
      'a rename edit',
    );
    const touched = edit
      .entries()
      .map(([uri]) => baseName(uri))
      .sort();
    assert.deepStrictEqual(touched, ['rename-definition.card', 'rename-use.card'], 'the edit touches both files');

    assert.ok(await vscode.workspace.applyEdit(edit), 'the rename applies');
    assert.match(document.getText(), /spell "Tempest Calling Rite"/);
    const use = await vscode.workspace.openTextDocument(useUri);
    assert.match(use.getText(), /ritual spell "Tempest Calling Rite"/);
    assert.doesNotMatch(use.getText(), /Storm Calling Rite/);
    // The reference still resolves: no unknown-card diagnostic on the other file.
    await waitForDiagnostics(useUri, (d) => d.length === 0);
  });
});
