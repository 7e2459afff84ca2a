import * as vscode from 'vscode';
import type { DocumentSelector, LanguageClientOptions } from 'vscode-languageclient';
import type { CardScriptInitializationOptions } from '../../server/src/lsp/customProtocol';
import { RestartingErrorHandler } from './restartingErrorHandler';
import type { CardScriptOutput } from './revealingOutputChannel';

export const LANGUAGE_ID = 'cardscript';

/**
 * The language client options of both clients (desktop and web); only which documents they serve differs.
 * The client watches `**\/*.card` (and `**\/*.lua`, the cards' own Lua) so the server learns about files
 * changed, created or deleted outside the editor, and tells the server so at start, with the workspace's trust; diagnostic codes link to the docs packaged in the extension
 * (docs/*.md is in the .vsix). The extension's URI is not file: on the web; joinPath keeps its scheme.
 */
export function languageClientOptions(
  context: vscode.ExtensionContext,
  outputChannel: CardScriptOutput,
  documentSelector: DocumentSelector,
): LanguageClientOptions {
  const watcher = vscode.workspace.createFileSystemWatcher('**/*.card');
  // The cards' own Lua files (`script "path"`): a change re-checks the cards that name them.
  const luaWatcher = vscode.workspace.createFileSystemWatcher('**/*.lua');
  context.subscriptions.push(watcher, luaWatcher);
  const initializationOptions: CardScriptInitializationOptions = {
    clientWatchesFiles: true,
    diagnosticsDocsUri: vscode.Uri.joinPath(context.extensionUri, 'docs', 'diagnostics.md').toString(),
    // Restricted Mode: the server gives none of the workspace's own Lua to EDOPro's engine (createEffectScript.ts).
    workspaceTrusted: vscode.workspace.isTrusted,
  };
  return {
    documentSelector,
    synchronize: { fileEvents: [watcher, luaWatcher] },
    outputChannel,
    initializationOptions,
    diagnosticCollectionName: LANGUAGE_ID,
    errorHandler: new RestartingErrorHandler(outputChannel),
  };
}
