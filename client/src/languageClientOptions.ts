import * as vscode from 'vscode';
import type { DocumentSelector, LanguageClientOptions } from 'vscode-languageclient';
import type { CardScriptInitializationOptions } from '../../server/src/lsp/customProtocol';
import { RestartingErrorHandler } from './restartingErrorHandler';
import type { CardScriptOutput } from './revealingOutputChannel';

export const LANGUAGE_ID = 'cardscript';

/**
 * The language client options of both clients (desktop and web); only which documents they serve differs.
 * The client watches `**\/*.card` so the server learns about files changed, created or deleted outside the
 * editor, and tells the server so at start; diagnostic codes link to the docs packaged in the extension
 * (docs/*.md is in the .vsix). The extension's URI is not file: on the web; joinPath keeps its scheme.
 */
export function languageClientOptions(context: vscode.ExtensionContext, outputChannel: CardScriptOutput, documentSelector: DocumentSelector): LanguageClientOptions {
  const watcher = vscode.workspace.createFileSystemWatcher('**/*.card');
  context.subscriptions.push(watcher);
  const initializationOptions: CardScriptInitializationOptions = {
    clientWatchesFiles: true,
    diagnosticsDocsUri: vscode.Uri.joinPath(context.extensionUri, 'docs', 'diagnostics.md').toString(),
  };
  return {
    documentSelector,
    synchronize: { fileEvents: watcher },
    outputChannel,
    initializationOptions,
    diagnosticCollectionName: LANGUAGE_ID,
    errorHandler: new RestartingErrorHandler(outputChannel),
  };
}
