import * as vscode from 'vscode';
import type { CardScriptInitializationOptions } from '../../server/src/lsp/customProtocol';

/**
 * What both clients (desktop and web) tell the server at start: the client watches `.card` files, and
 * diagnostic codes link to the docs packaged in the extension (docs/*.md is in the .vsix). The extension's
 * URI is not file: on the web; joinPath keeps its scheme.
 */
export function clientInitializationOptions(context: vscode.ExtensionContext): CardScriptInitializationOptions {
  return {
    clientWatchesFiles: true,
    diagnosticsDocsUri: vscode.Uri.joinPath(context.extensionUri, 'docs', 'diagnostics.md').toString(),
  };
}
