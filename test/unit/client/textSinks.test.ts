import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { scanTextSinks } from './textSinks';

/**
 * Every text the client hands to a notification, progress message, status bar or language status item,
 * Test Explorer label, message or output, quick pick or output channel goes through the client's
 * escaping helpers (client/src/notifications.ts, terminalText.ts, revealingOutputChannel.ts). The scan
 * (textSinks.ts) runs over client/src; the snippets below show what it catches and what it lets through.
 */
const repoRoot = path.resolve(__dirname, '../../../..');

function typeScriptFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** What every snippet may use: the helpers, a card name (untrusted), and the editor objects that take text. */
const SNIPPET_HEADER = `
import * as vscode from 'vscode';
import type { CloseHandlerResult, LanguageClientOptions } from 'vscode-languageclient';
import { escapeLinkedText } from '../../server/src/core/text/markdown';
import { type LinkedText, notice } from './notifications';
import { terminalText } from './terminalText';
import { type CardScriptOutput, revealingOutputChannel } from './revealingOutputChannel';
declare const name: string;
declare const count: number;
declare const output: CardScriptOutput;
declare const statusBarItem: vscode.StatusBarItem;
declare const languageStatus: vscode.LanguageStatusItem;
declare const controller: vscode.TestController;
declare const run: vscode.TestRun;
declare const testItem: vscode.TestItem;
`;

interface Snippet {
  readonly title: string;
  readonly body: string;
  /** The sinks the scan must report, in order (empty: the snippet is fine). */
  readonly caught: readonly string[];
}

const SNIPPETS: readonly Snippet[] = [
  // What the export did before: the first problem, which quotes card names, straight into a notification.
  {
    title: 'a card name interpolated into an error notification',
    body: 'void vscode.window.showErrorMessage(`CardScript: nothing exported: ${name}`, "Show Output");',
    caught: ['window.showErrorMessage'],
  },
  { title: 'a name as a warning, and as a button', body: 'void vscode.window.showWarningMessage("CardScript", name);', caught: ['window.showWarningMessage'] },
  {
    title: 'a name escaped by hand (not through notice)',
    body: 'void vscode.window.showInformationMessage(escapeLinkedText(name));',
    caught: ['window.showInformationMessage'],
  },
  {
    title: 'notice concatenated with a name',
    body: 'void vscode.window.showInformationMessage(notice`CardScript: ` + name);',
    caught: ['window.showInformationMessage'],
  },
  { title: 'a name cast to LinkedText', body: 'void vscode.window.showErrorMessage(name as LinkedText);', caught: ['LinkedText'] },
  {
    title: 'a notification function passed on as a value',
    body: 'void Promise.resolve(name).then(vscode.window.showErrorMessage);',
    caught: ['window.showErrorMessage'],
  },
  {
    title: 'a notification function called through call()',
    body: 'void vscode.window.showErrorMessage.call(undefined, name, {});',
    caught: ['window.showErrorMessage'],
  },
  {
    title: 'a name logged by the language client (it may show it as a notification)',
    body: 'declare const client: import("vscode-languageclient").BaseLanguageClient;\nclient.error(`Request failed: ${name}`);',
    caught: ['BaseLanguageClient.error'],
  },
  {
    title: 'a name as an input box prompt',
    body: 'void vscode.window.showInputBox({ prompt: name, title: "CardScript" });',
    caught: ['InputBoxOptions.prompt'],
  },
  {
    title: 'a name as the detail of a modal message',
    body: 'void vscode.window.showErrorMessage("CardScript", { modal: true, detail: name });',
    caught: ['MessageOptions.detail'],
  },
  {
    title: 'a name in the status bar message',
    body: 'vscode.window.setStatusBarMessage(`CardScript: ${name}`, 5000);',
    caught: ['window.setStatusBarMessage'],
  },
  {
    title: 'a name as status bar text and tooltip',
    body: 'statusBarItem.text = `$(check) ${name}`;\nstatusBarItem.tooltip = name;',
    caught: ['StatusBarItem.text', 'StatusBarItem.tooltip'],
  },
  { title: 'a name appended to status bar text', body: 'statusBarItem.text += name;', caught: ['StatusBarItem.text'] },
  {
    title: 'a name as language status detail and command title',
    body: 'languageStatus.detail = name;\nlanguageStatus.command = { title: name, command: "x" };',
    caught: ['LanguageStatusItem.detail', 'Command.title'],
  },
  {
    title: 'a name in a progress message',
    body: 'void vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: "CardScript" }, async (progress) => progress.report({ message: `reading ${name}` }));',
    caught: ['Progress.report'],
  },
  {
    title: 'a progress message held in a variable',
    body: 'const update = { message: name };\nvoid vscode.window.withProgress({ location: vscode.ProgressLocation.Notification }, async (progress) => progress.report(update));',
    caught: ['Progress.report'],
  },
  {
    title: 'a name as a progress title',
    body: 'void vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: name }, async () => undefined);',
    caught: ['ProgressOptions.title'],
  },
  {
    title: 'names as quick pick items',
    body: 'void vscode.window.showQuickPick([name]);\nvoid vscode.window.showQuickPick([{ label: name, description: "card" }]);',
    caught: ['window.showQuickPick', 'QuickPickItem.label'],
  },
  {
    title: 'quick pick items built from names away from the call',
    body: 'declare const names: string[];\nvoid vscode.window.showQuickPick(names.map((card) => ({ label: "$(symbol-class)", description: card })));',
    caught: ['window.showQuickPick'],
  },
  {
    title: 'a name as a Test Explorer label and message',
    body: 'controller.createTestItem("id", name);\ntestItem.label = name;\nconst message = new vscode.TestMessage(name);\nmessage.message = name;',
    caught: ['TestController.createTestItem', 'TestItem.label', 'TestMessage.constructor', 'TestMessage.message'],
  },
  { title: 'a trace written to the Test Explorer terminal unrevealed', body: 'run.appendOutput(`${name}\\r\\n`);', caught: ['TestRun.appendOutput'] },
  { title: 'a linked text written to the terminal', body: 'run.appendOutput(notice`${name}`);', caught: ['TestRun.appendOutput'] },
  {
    title: 'a raw output channel, created and written to',
    body: 'const raw = vscode.window.createOutputChannel("CardScript");\nraw.appendLine(name);\nraw.append("fixed");',
    caught: ['window.createOutputChannel', 'OutputChannel.appendLine', 'OutputChannel.append'],
  },
  {
    title: 'a raw channel written to by element access and by a destructured method',
    body: 'declare const raw: vscode.OutputChannel;\nraw["appendLine"](name);\nconst { append } = raw;\nappend(name);',
    caught: ['OutputChannel.appendLine', 'OutputChannel.append'],
  },
  {
    title: 'a raw channel given to the language client',
    body: 'export function options(raw: vscode.OutputChannel): LanguageClientOptions {\n  return { outputChannel: raw };\n}',
    caught: ['LanguageClientOptions.outputChannel'],
  },
  {
    title: 'a hand-made CardScriptOutput',
    body: 'declare const raw: vscode.OutputChannel;\nconst fake: CardScriptOutput = { ...raw, revealsInvisibles: true };\nfake.appendLine(name);',
    caught: ['CardScriptOutput'],
  },
  {
    title: 'a close message the language client shows',
    body: 'export function closed(): CloseHandlerResult {\n  return { action: 1, message: `The server stopped: ${name}` };\n}',
    caught: ['CloseHandlerResult.message'],
  },
  // What the client does instead.
  {
    title: 'escaped interpolations, fixed strings, our own icons',
    body: [
      'void vscode.window.showErrorMessage(notice`CardScript: nothing exported: ${name}`, "Show Output");',
      'const fixed = "CardScript: open a .card file";',
      'void vscode.window.showWarningMessage(fixed);',
      'statusBarItem.text = "$(sync~spin) CardScript: starting";',
      'languageStatus.detail = count > 0 ? notice`validated in ${count} ms` : "running";',
      'vscode.window.setStatusBarMessage(notice`CardScript: ${name}`, 5000);',
      'void vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: "CardScript" }, async (progress) => progress.report({ message: notice`reading ${count} files`, increment: 1 }));',
      'controller.createTestItem("id", notice`${name}`);',
      'run.appendOutput(terminalText(`${name}\\n`));',
      'void vscode.window.showQuickPick([name].map((card) => ({ label: notice`$(symbol-class)`, description: notice`${card}` })));',
      'output.appendLine(`EDOPro export: ${name}`);',
      'export const channel = revealingOutputChannel(vscode.window.createOutputChannel("CardScript"));',
      'export function options(): LanguageClientOptions {\n  return { outputChannel: output };\n}',
    ].join('\n'),
    caught: [],
  },
];

const snippetFile = (index: number) => path.join(repoRoot, 'client', 'src', `textSinkSnippet${index}.ts`);

/** One program: the client's sources and every snippet, as files of client/src (they import its helpers). */
function compile(): ts.Program {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, 'tsconfig.json'),
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => assert.fail(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    },
  );
  assert.ok(parsed, 'tsconfig.json parses');
  const snippets = new Map(SNIPPETS.map((snippet, i) => [snippetFile(i), `${SNIPPET_HEADER}\n${snippet.body}\n`]));
  const host = ts.createCompilerHost(parsed.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (fileName) => snippets.has(path.resolve(fileName)) || fileExists.call(host, fileName);
  host.readFile = (fileName) => snippets.get(path.resolve(fileName)) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, language, ...rest) => {
    const snippet = snippets.get(path.resolve(fileName));
    return snippet !== undefined ? ts.createSourceFile(fileName, snippet, language) : getSourceFile.call(host, fileName, language, ...rest);
  };
  return ts.createProgram([...typeScriptFiles(path.join(repoRoot, 'client', 'src')), ...snippets.keys()], parsed.options, host);
}

describe('text the client shows goes through its escaping helpers', () => {
  const program = compile();
  const { sites, violations } = scanTextSinks(program, repoRoot);
  const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');
  const snippetNames = new Set(SNIPPETS.map((_, i) => relative(snippetFile(i))));

  it('client/src hands no text to the editor any other way', () => {
    const found = violations.filter((v) => !snippetNames.has(v.file)).map((v) => `${v.file}:${v.line} ${v.sink}: ${v.problem}`);
    assert.deepEqual(found, []);
  });

  // A scan that recognised nothing would pass the test above: it finds the client's own sinks of each kind.
  const REAL_SINKS: readonly [string, string][] = [
    ['client/src/exportToEdopro.ts', 'window.showErrorMessage'],
    ['client/src/exportToEdopro.ts', 'window.showInformationMessage'],
    ['client/src/exportToEdopro.ts', 'Progress.report'],
    ['client/src/exportToEdopro.ts', 'OutputChannel.appendLine'],
    ['client/src/simulationCommands.ts', 'window.showWarningMessage'],
    ['client/src/simulationCommands.ts', 'window.setStatusBarMessage'],
    ['client/src/statusItem.ts', 'LanguageStatusItem.text'],
    ['client/src/statusItem.ts', 'LanguageStatusItem.detail'],
    ['client/src/statusItem.ts', 'Command.title'],
    ['client/src/scenarioTestController.ts', 'TestController.createTestItem'],
    ['client/src/scenarioTestController.ts', 'TestMessage.constructor'],
    ['client/src/scenarioTestController.ts', 'TestRun.appendOutput'],
    ['client/src/restartingErrorHandler.ts', 'CloseHandlerResult.message'],
    ['client/src/languageClientOptions.ts', 'LanguageClientOptions.outputChannel'],
    ['client/src/extension.ts', 'window.createOutputChannel'],
    ['client/src/browserExtension.ts', 'window.createOutputChannel'],
  ];
  for (const [file, sink] of REAL_SINKS) {
    it(`finds ${sink} in ${file}`, () => {
      assert.ok(
        sites.some((site) => site.file === file && site.sink === sink),
        sites
          .filter((site) => site.file === file)
          .map((site) => site.sink)
          .join(', '),
      );
    });
  }

  for (const [i, snippet] of SNIPPETS.entries()) {
    it(`${snippet.caught.length > 0 ? 'catches' : 'lets through'}: ${snippet.title}`, () => {
      const file = program.getSourceFile(snippetFile(i));
      assert.ok(file);
      const errors = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) =>
        ts.flattenDiagnosticMessageText(d.messageText, '\n'),
      );
      assert.deepEqual(errors, [], 'the snippet type-checks (a broken one would prove nothing)');
      const caught = violations.filter((v) => v.file === relative(snippetFile(i))).map((v) => v.sink);
      assert.deepEqual(caught, snippet.caught);
    });
  }
});
