import * as assert from 'assert';
import * as vscode from 'vscode';
import { openFixture, positionOf, waitFor, waitForActivation } from './helpers';

/** The text of every hover at `position`, as a user would read it (markdown sources joined). */
async function hoverText(document: vscode.TextDocument, position: vscode.Position): Promise<string> {
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, position);
  return (hovers ?? [])
    .flatMap((h) => h.contents)
    .map((c) => (typeof c === 'string' ? c : c.value))
    .join('\n');
}

suite('hover', () => {
  suiteSetup(async () => {
    await waitForActivation();
  });

  test('hovering a Nomi clause explains Nomi', async () => {
    const { document } = await openFixture('hover.card');
    const position = positionOf(document, 'must special summon by procedure').translate(0, 6);
    const text = await waitFor(async () => {
      const value = await hoverText(document, position);
      return value.includes('Nomi') ? value : undefined;
    }, 'a hover mentioning Nomi on the clause');
    assert.match(text, /\*\*Nomi\*\*/, 'Nomi is named in bold');
    assert.doesNotMatch(text, /Semi-Nomi\*\*/, 'the clause is Nomi, not Semi-Nomi');
    assert.match(text, /Monster Reborn/i, 'says whether Monster Reborn can revive it');
  });

  test("hovering a monster's name summarises how it can be summoned and revived", async () => {
    const { document } = await openFixture('hover.card');
    const position = positionOf(document, 'Abyssal Sovereign').translate(0, 3);
    const text = await waitFor(async () => {
      const value = await hoverText(document, position);
      return /Summoning/.test(value) ? value : undefined;
    }, 'a summoning summary hover on the name');
    const says = (what: string) => `${what}; the hover says:\n${text}`;
    assert.match(text, /Abyssal Sovereign/, says('names the card'));
    assert.match(text, /\*\*Summoning: Nomi\b/, says('classifies the card as Nomi (not Semi-Nomi)'));
    assert.match(text, /\*\*Normal Summon( \/ Set)?\*\*: never/, says('says how it can be Normal Summoned'));
    assert.match(text, /Special Summon/, says('says how it can be Special Summoned'));
    assert.match(text, /\*\*Monster Reborn\*\*/, says('says whether it can be revived'));
  });

  test('a comment has no hover', async () => {
    const { document } = await openFixture('hover.card');
    // Wait until the server answers hovers for this file at all, then ask about the comment.
    await waitFor(async () => (await hoverText(document, positionOf(document, 'Abyssal Sovereign'))).length > 0, 'the server to answer hovers');
    const text = await hoverText(document, positionOf(document, 'Hover targets'));
    assert.strictEqual(text, '', `no hover on a comment, got: ${text}`);
  });
});
