import * as assert from 'assert';
import * as vscode from 'vscode';
import { codeOf, fixtureUri, getExtension, openFixture, positionOf, waitForActivation, waitForDiagnostics } from './helpers';

/** Where every diagnostic's code links to (codeDescription.href): the extension's own docs/diagnostics.md#csNNNN. */
function docsUri(): vscode.Uri {
  return vscode.Uri.joinPath(getExtension().extensionUri, 'docs', 'diagnostics.md');
}

function withCode(diagnostics: readonly vscode.Diagnostic[], code: string): vscode.Diagnostic[] {
  return diagnostics.filter((d) => codeOf(d) === code);
}

function describe(diagnostics: readonly vscode.Diagnostic[]): string {
  return diagnostics.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${codeOf(d)} ${d.message}`).join(' | ');
}

/** The code must be `{ value: code, target: <docs url>#code }`, as the Problems panel links it. */
function assertLinkedCode(diagnostic: vscode.Diagnostic, code: string): void {
  const raw = diagnostic.code;
  assert.ok(typeof raw === 'object' && raw !== null, `code of "${diagnostic.message}" is an object with a target, got ${JSON.stringify(raw)}`);
  assert.strictEqual(String(raw.value), code);
  assert.ok(raw.target instanceof vscode.Uri, 'the code target is a Uri');
  assert.strictEqual(raw.target.toString(true), docsUri().with({ fragment: code.toLowerCase() }).toString(true));
}

/** The link's target is a file the extension ships, with the code's heading (the anchor the link names). */
async function assertDocsHaveSection(code: string): Promise<void> {
  const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(docsUri()));
  assert.ok(new RegExp(`^## ${code}$`, 'm').test(text), `the packaged docs/diagnostics.md has a "## ${code}" heading`);
}

/** The 0-based line whose text, without indentation, starts with `start` (comments never match). */
function lineOf(document: vscode.TextDocument, start: string): number {
  for (let line = 0; line < document.lineCount; line++) {
    if (document.lineAt(line).text.trimStart().startsWith(start)) return line;
  }
  throw new Error(`no line starts with "${start}" in ${document.uri.path}`);
}

suite('diagnostics', () => {
  suiteSetup(async () => {
    await waitForActivation();
  });

  test('a syntax error is reported with its code, severity and range', async () => {
    const { document } = await openFixture('syntax-error.card');
    const diagnostics = await waitForDiagnostics(document.uri, (d) => withCode(d, 'CS0002').length > 0);
    const [error] = withCode(diagnostics, 'CS0002');
    assert.strictEqual(error.severity, vscode.DiagnosticSeverity.Error);
    assert.match(error.message, /Unterminated string/);
    assert.strictEqual(error.source, 'cardscript');
    // The string starts at the opening quote of the name on line 2 (0-based line 1, character 8).
    const quote = positionOf(document, '"Unclosed Wisp');
    assert.ok(error.range.start.isEqual(quote), `range starts at the quote ${JSON.stringify(quote)}, got ${JSON.stringify(error.range.start)}`);
    assert.strictEqual(error.range.end.line, quote.line, 'the range stays on the line of the string');
    assert.ok(error.range.end.character > quote.character, 'the range is not empty');
    assertLinkedCode(error, 'CS0002');
    await assertDocsHaveSection('CS0002');
  });

  test('a summoning contradiction links to the docs and points at the other clause', async () => {
    const { document } = await openFixture('contradiction.card');
    const diagnostics = await waitForDiagnostics(document.uri, (d) => withCode(d, 'CS0201').length > 0);
    const [contradiction] = withCode(diagnostics, 'CS0201');
    assert.strictEqual(contradiction.severity, vscode.DiagnosticSeverity.Error);
    assertLinkedCode(contradiction, 'CS0201');

    const banLine = lineOf(document, 'cannot special summon');
    const methodLine = lineOf(document, 'must first special summon by procedure');
    assert.strictEqual(contradiction.range.start.line, banLine, 'the diagnostic sits on the "cannot special summon" clause');
    assert.strictEqual(document.getText(contradiction.range), 'cannot special summon');

    const related = contradiction.relatedInformation ?? [];
    const other = related.find((r) => r.location.range.start.line === methodLine);
    assert.ok(
      other,
      `relatedInformation points at line ${methodLine + 1} (the Semi-Nomi method); got ${JSON.stringify(related.map((r) => [r.location.range.start.line + 1, r.message]))}`,
    );
    assert.strictEqual(other.location.uri.toString(), document.uri.toString());
    assert.match(document.getText(other.location.range), /^must first special summon by procedure/);
    assert.ok(other.message.length > 0, 'the related information says what the clause is');
  });

  test('a Tribute count that contradicts the level (Level 7, tributes 1) is an error on the clause', async () => {
    const { document } = await openFixture('tribute-count.card');
    const diagnostics = await waitForDiagnostics(document.uri, (d) => withCode(d, 'CS0302').length > 0);
    const [wrong] = withCode(diagnostics, 'CS0302');
    assert.strictEqual(wrong.severity, vscode.DiagnosticSeverity.Error);
    assert.strictEqual(document.getText(wrong.range), 'tributes 1');
    assert.match(wrong.message, /Level 7/);
    assert.match(wrong.message, /2 Tributes/);
    assertLinkedCode(wrong, 'CS0302');
  });

  test('diagnostics clear when the file is fixed through a WorkspaceEdit', async () => {
    const { document } = await openFixture('fix-me.card');
    const before = await waitForDiagnostics(document.uri, (d) => d.length > 0);
    assert.ok(withCode(before, 'CS0303').length > 0, `a Level 4 monster with 'tributes 1' is flagged: ${describe(before)}`);

    const line = lineOf(document, 'tributes 1');
    const edit = new vscode.WorkspaceEdit();
    edit.delete(document.uri, document.lineAt(line).rangeIncludingLineBreak);
    assert.ok(await vscode.workspace.applyEdit(edit), 'the edit applies');
    assert.ok(!document.getText().includes('tributes 1'), 'the clause is gone from the text');

    await waitForDiagnostics(document.uri, (d) => d.length === 0);
  });

  test('diagnostics of a file that is deleted disappear', async () => {
    const uri = fixtureUri('delete-me.card');
    // Never opened: the server reads it from disk when the workspace loads.
    const before = await waitForDiagnostics(uri, (d) => withCode(d, 'CS0302').length > 0);
    assert.ok(before.length > 0);

    await vscode.workspace.fs.delete(uri);
    await waitForDiagnostics(uri, (d) => d.length === 0);
  });

  test('the same card name in two files is reported in both, and clears when one is deleted', async () => {
    const { document } = await openFixture('duplicate-original.card');
    await waitForDiagnostics(document.uri, (d) => withCode(d, 'CS0107').length === 0);
    const copy = fixtureUri('duplicate-copy.card');
    const original = document.getText();
    await vscode.workspace.fs.writeFile(copy, Buffer.from(original.replace(/^#.*\n/, '# A copy written by the e2e test.\n'), 'utf8'));
    try {
      const here = await waitForDiagnostics(document.uri, (d) => withCode(d, 'CS0107').length > 0);
      const duplicate = withCode(here, 'CS0107')[0];
      assert.match(duplicate.message, /Twin Mirror Imp/);
      assert.strictEqual(document.getText(duplicate.range).replace(/"/g, ''), 'Twin Mirror Imp');
      // The other file (never opened) is reported too.
      await waitForDiagnostics(copy, (d) => withCode(d, 'CS0107').length > 0);
    } finally {
      await vscode.workspace.fs.delete(copy);
    }
    await waitForDiagnostics(document.uri, (d) => withCode(d, 'CS0107').length === 0);
    await waitForDiagnostics(copy, (d) => d.length === 0);
  });
});
