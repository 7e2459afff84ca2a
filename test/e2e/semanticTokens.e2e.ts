import * as assert from 'assert';
import * as vscode from 'vscode';
import { fixtureRoot, getExtension, openFixture, positionOf, waitFor, waitForActivation } from './helpers';

const FIXTURE = 'semantic-tokens.card';

/** The document's semantic tokens as [text, type, modifiers] through VS Code's own commands. */
async function decodedTokens(document: vscode.TextDocument): Promise<string[][] | undefined> {
  const legend = await vscode.commands.executeCommand<vscode.SemanticTokensLegend | undefined>('vscode.provideDocumentSemanticTokensLegend', document.uri);
  const tokens = await vscode.commands.executeCommand<vscode.SemanticTokens | undefined>('vscode.provideDocumentSemanticTokens', document.uri);
  if (!legend || !tokens) return undefined;
  const result: string[][] = [];
  let line = 0;
  let character = 0;
  for (let i = 0; i < tokens.data.length; i += 5) {
    const [deltaLine, deltaStart, length, type, bits] = tokens.data.slice(i, i + 5);
    line += deltaLine;
    character = deltaLine === 0 ? character + deltaStart : deltaStart;
    const text = document.getText(new vscode.Range(line, character, line, character + length));
    result.push([text, legend.tokenTypes[type], ...legend.tokenModifiers.filter((_, index) => (bits & (1 << index)) !== 0)]);
  }
  return result;
}

async function hints(document: vscode.TextDocument): Promise<vscode.InlayHint[]> {
  const range = new vscode.Range(0, 0, document.lineCount, 0);
  return (await vscode.commands.executeCommand<vscode.InlayHint[]>('vscode.executeInlayHintProvider', document.uri, range)) ?? [];
}

const labelOf = (hint: vscode.InlayHint) => (typeof hint.label === 'string' ? hint.label : hint.label.map((part) => part.value).join(''));

suite('semantic tokens and inlay hints', () => {
  const configuration = () => vscode.workspace.getConfiguration('cardscript', fixtureRoot());

  suiteSetup(async () => {
    await waitForActivation();
  });

  teardown(async () => {
    if (configuration().inspect('inlayHints.enabled')?.workspaceValue !== undefined) {
      await configuration().update('inlayHints.enabled', undefined, vscode.ConfigurationTarget.Workspace);
    }
  });

  test('the legend has the CardScript modifiers, each declared and mapped to a TextMate scope in package.json', async () => {
    const { document } = await openFixture(FIXTURE);
    const legend = await waitFor(
      async () => vscode.commands.executeCommand<vscode.SemanticTokensLegend | undefined>('vscode.provideDocumentSemanticTokensLegend', document.uri),
      'the semantic tokens legend',
    );
    assert.deepStrictEqual([...legend.tokenTypes], ['class', 'keyword', 'enumMember']);
    assert.deepStrictEqual([...legend.tokenModifiers], ['declaration', 'nomi', 'semiNomi', 'prohibition']);
    const contributes = (getExtension().packageJSON as { contributes: Record<string, unknown> }).contributes;
    const declared = (contributes.semanticTokenModifiers as { id: string; description: string }[]).map((m) => m.id);
    const scopes = (contributes.semanticTokenScopes as { language: string; scopes: Record<string, string[]> }[]).find((s) => s.language === 'cardscript');
    for (const modifier of ['nomi', 'semiNomi', 'prohibition']) {
      assert.ok(declared.includes(modifier), `${modifier} is declared in contributes.semanticTokenModifiers`);
      assert.ok(scopes?.scopes[`keyword.${modifier}`]?.[0]?.startsWith('keyword.other.summon.'), `keyword.${modifier} has a TextMate scope`);
    }
  });

  test('names that resolve, clauses by their meaning and rule codes are tokens', async () => {
    const { document } = await openFixture(FIXTURE);
    const tokens = await waitFor(async () => {
      const decoded = await decodedTokens(document);
      return decoded && decoded.some((t) => t[1] === 'enumMember') ? decoded : undefined;
    }, 'semantic tokens of the fixture');
    assert.deepStrictEqual(tokens, [
      ['"Tokenwright Sentinel"', 'class', 'declaration'],
      ['"Tokenwright Revenant"', 'class', 'declaration'],
      ['cannot normal summon or set', 'keyword', 'prohibition'],
      ['must first special summon by procedure from', 'keyword', 'semiNomi'],
      ['"Tokenwright Sentinel"', 'class'],
      ['"Tokenwright Colossus"', 'class', 'declaration'],
      ['cannot normal summon or set', 'keyword', 'prohibition'],
      ['must special summon by procedure', 'keyword', 'nomi'],
      ['"Tokenwright Revenant"', 'class'],
      ['"Tokenwright Revenant"', 'class'],
      ['special-summon-monster', 'enumMember'],
    ]);
  });

  test('inlay hints give the Tributes after a level and the category after a name; the setting turns them off', async () => {
    const { document } = await openFixture(FIXTURE);
    const shown = await waitFor(async () => {
      const found = await hints(document);
      return found.length >= 3 ? found : undefined;
    }, 'inlay hints of the fixture');
    const at = (needle: string) => positionOf(document, needle).translate(0, needle.length);
    assert.deepStrictEqual(
      shown.map((h) => [h.position.line, h.position.character, labelOf(h)]),
      [
        [at('level 7').line, at('level 7').character, '\u00b7 2 Tributes'],
        [at('"Tokenwright Revenant"').line, at('"Tokenwright Revenant"').character, 'Semi-Nomi'],
        [at('"Tokenwright Colossus"').line, at('"Tokenwright Colossus"').character, 'Nomi'],
      ],
    );
    const semiNomi = shown[1].tooltip;
    assert.match(typeof semiNomi === 'string' ? semiNomi : (semiNomi?.value ?? ''), /^Semi-Nomi\b.*from the hand/);

    assert.strictEqual(configuration().get('inlayHints.enabled'), true, 'inlay hints are on by default');
    await configuration().update('inlayHints.enabled', false, vscode.ConfigurationTarget.Workspace);
    await waitFor(async () => (await hints(document)).length === 0, 'no inlay hints with cardscript.inlayHints.enabled off');
    await configuration().update('inlayHints.enabled', undefined, vscode.ConfigurationTarget.Workspace);
    await waitFor(async () => (await hints(document)).length === 3, 'the inlay hints back with the setting at its default');
  });
});
