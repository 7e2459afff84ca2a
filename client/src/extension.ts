import * as vscode from 'vscode';
import { createLanguageClient } from './languageClient';
import { CheckTaskProvider } from './checkTaskProvider';
import { registerExportToEdopro } from './exportToEdopro';
import { revealingOutputChannel } from './revealingOutputChannel';
import { type CardScriptApi, wireExtension } from './wireExtension';

export type { CardScriptApi } from './wireExtension';
export { deactivate } from './wireExtension';

/**
 * The desktop extension (package.json `main`, bundled to dist/client.js): the language server in a Node
 * process (languageClient.ts), the wiring both clients share (wireExtension.ts), and what needs a disk: the
 * EDOPro export (its server writes the files) and the `cardscript check` task.
 */
export async function activate(context: vscode.ExtensionContext): Promise<CardScriptApi> {
  const output = revealingOutputChannel(vscode.window.createOutputChannel('CardScript'));
  context.subscriptions.push(output);
  const languageClient = createLanguageClient(context, output);
  return wireExtension(context, languageClient, output, {
    restartServer: () => languageClient.restart(),
    subscriptions: [registerExportToEdopro(languageClient, output), vscode.tasks.registerTaskProvider(CheckTaskProvider.type, new CheckTaskProvider(context))],
  });
}
