import type * as vscode from 'vscode';
import { LanguageClient, type ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { LANGUAGE_ID, languageClientOptions } from './languageClientOptions';
import type { CardScriptOutput } from './revealingOutputChannel';
import { SERVER_NODE_FLAGS } from '../../server/src/lsp/serverProcessFlags';

/**
 * The desktop language client (the lsp-sample shape): the bundled server in dist/server.js over IPC, for
 * CardScript documents on disk and untitled ones. `cardscript.trace.server` is read by the client library
 * itself (the setting's prefix is the client id).
 */
export function createLanguageClient(context: vscode.ExtensionContext, outputChannel: CardScriptOutput): LanguageClient {
  const serverModule = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    // The server's own Node flags (serverProcessFlags.ts: a smaller young generation, measured).
    run: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_FLAGS] } },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_FLAGS, '--nolazy', '--inspect=6009'] } },
  };
  const clientOptions = languageClientOptions(context, outputChannel, [
    { scheme: 'file', language: LANGUAGE_ID },
    { scheme: 'untitled', language: LANGUAGE_ID },
  ]);
  return new LanguageClient(LANGUAGE_ID, 'CardScript Language Server', serverOptions, clientOptions);
}
