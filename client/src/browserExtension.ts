import * as vscode from 'vscode';
import { LanguageClient } from 'vscode-languageclient/browser';
import { FIND_CARD_FILES_REQUEST, READ_CARD_FILE_REQUEST } from '../../server/src/lsp/cardFileProtocol';
import { LANGUAGE_ID, languageClientOptions } from './languageClientOptions';
import { revealingOutputChannel } from './revealingOutputChannel';
import { type CardScriptApi, wireExtension } from './wireExtension';
import { findWorkspaceCardFiles, readWorkspaceCardFile } from './workspaceCardFiles';

/** The web worker constructor of the browser extension host (the project compiles without the DOM lib). */
declare const Worker: new (scriptUrl: string) => ConstructorParameters<typeof LanguageClient>[3];

/**
 * The server's web worker. From a gallery (vscode.dev, github.dev) the script has an https: address and
 * starts as is. VS Code's web worker extension host refuses `new Worker` on a vscode-remote: address
 * ("Creating workers from remote extensions is currently not supported": an extension installed on a
 * VS Code server, such as code-server), so any other address is read through the editor's file system
 * and started from a blob: address.
 */
async function startServerWorker(script: vscode.Uri): Promise<ConstructorParameters<typeof LanguageClient>[3]> {
  if (script.scheme === 'https' || script.scheme === 'http') return new Worker(script.toString(true));
  let code: Uint8Array;
  try {
    code = await vscode.workspace.fs.readFile(script);
  } catch {
    return new Worker(script.toString(true)); // no file system for that scheme: let the host try
  }
  return new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
}

/**
 * VS Code for the Web (package.json `browser`, bundled to dist/browser/client.js): the wiring both clients
 * share (wireExtension.ts), with the language server in a web worker (dist/browser/server.js) and the
 * workspace's card files handed to it through the editor's file system API. No task provider (there is no
 * process to run the CLI in) and no EDOPro export (its server writes the files, and the web worker has no disk).
 */
export async function activate(context: vscode.ExtensionContext): Promise<CardScriptApi> {
  const output = revealingOutputChannel(vscode.window.createOutputChannel('CardScript'));
  context.subscriptions.push(output);
  const worker = await startServerWorker(vscode.Uri.joinPath(context.extensionUri, 'dist', 'browser', 'server.js'));
  // Any scheme: web workspaces are virtual (vscode-vfs:, memfs:, ...).
  const clientOptions = languageClientOptions(context, output, [{ language: LANGUAGE_ID }]);
  const languageClient = new LanguageClient(LANGUAGE_ID, 'CardScript Language Server', clientOptions, worker);
  context.subscriptions.push(
    languageClient.onRequest(FIND_CARD_FILES_REQUEST, findWorkspaceCardFiles),
    languageClient.onRequest(READ_CARD_FILE_REQUEST, readWorkspaceCardFile),
  );
  return wireExtension(context, languageClient, output, {
    // The web client has no restart(): that of the Node client is this (and a pause in debug mode).
    restartServer: async () => {
      await languageClient.stop();
      await languageClient.start();
    },
    subscriptions: [],
  });
}

export { deactivate } from './wireExtension';
