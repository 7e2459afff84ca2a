import * as vscode from 'vscode';
import { LanguageClient, type LanguageClientOptions, type ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { RestartingErrorHandler } from './restartingErrorHandler';
import { clientInitializationOptions } from './initializationOptions';
import { SERVER_NODE_FLAGS } from '../../server/src/lsp/serverProcessFlags';

export const LANGUAGE_ID = 'cardscript';

/**
 * The language client (the lsp-sample shape): the bundled server in dist/server.js over IPC, for
 * CardScript documents on disk and untitled ones. The client watches `**\/*.card` so the server learns
 * about files changed, created or deleted outside the editor. `cardscript.trace.server` is read by
 * the client library itself (the setting's prefix is the client id).
 */
export function createLanguageClient(context: vscode.ExtensionContext, outputChannel: vscode.OutputChannel): LanguageClient {
  const serverModule = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    // The server's own Node flags (serverProcessFlags.ts: a smaller young generation, measured).
    run: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_FLAGS] } },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_FLAGS, '--nolazy', '--inspect=6009'] } },
  };
  const watcher = vscode.workspace.createFileSystemWatcher('**/*.card');
  context.subscriptions.push(watcher);
  const initializationOptions = clientInitializationOptions(context);
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: LANGUAGE_ID },
      { scheme: 'untitled', language: LANGUAGE_ID },
    ],
    synchronize: { fileEvents: watcher },
    outputChannel,
    initializationOptions,
    diagnosticCollectionName: LANGUAGE_ID,
    errorHandler: new RestartingErrorHandler(outputChannel),
  };
  return new LanguageClient(LANGUAGE_ID, 'CardScript Language Server', serverOptions, clientOptions);
}
