import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import {
  CREATE_EFFECT_SCRIPT_REQUEST,
  type CreateEffectScriptParams,
  type CreateEffectScriptResult,
  WORKSPACE_TRUSTED_NOTIFICATION,
} from '../../server/src/lsp/customProtocol';
import { notice } from './notifications';

/**
 * `cardscript.createEffectScript` ("CardScript: Create Effect Script"): the server makes the card's own
 * Lua file under the cursor (the engine's structure) and its `script` line, as a workspace edit; the
 * client applies it and opens the file. A card whose file exists gets that file opened. Writing a file
 * runs nothing, so the command works in Restricted Mode too.
 */
export function registerCreateEffectScript(client: BaseLanguageClient): vscode.Disposable {
  return vscode.commands.registerCommand('cardscript.createEffectScript', async () => {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== 'cardscript') {
      void vscode.window.showWarningMessage(notice`CardScript: open a .card file and put the cursor in a card to create its effect script.`);
      return undefined;
    }
    const params: CreateEffectScriptParams = { uri: editor.document.uri.toString(), offset: editor.document.offsetAt(editor.selection.active) };
    const result = await client.sendRequest<CreateEffectScriptResult>(CREATE_EFFECT_SCRIPT_REQUEST, params);
    if (result.edit) {
      const edit = await client.protocol2CodeConverter.asWorkspaceEdit(result.edit as Parameters<typeof client.protocol2CodeConverter.asWorkspaceEdit>[0]);
      if (!edit || !(await vscode.workspace.applyEdit(edit))) {
        void vscode.window.showWarningMessage(notice`CardScript: the effect script was not created (a file of that name appeared meanwhile?).`);
        return result;
      }
    }
    // The message quotes the card's name: escaped so that it shows as text (docs/security.md).
    if (!result.ok) void vscode.window.showWarningMessage(notice`CardScript: ${result.message}`);
    else void vscode.window.setStatusBarMessage(notice`CardScript: ${result.message}`, 5000);
    if (result.luaUri) await vscode.window.showTextDocument(vscode.Uri.parse(result.luaUri));
    return result;
  });
}

/**
 * Restricted Mode: the server starts with the workspace's trust (initializationOptions.workspaceTrusted)
 * and is told when the user grants it, so from then on it compiles the cards' own Lua and lets the
 * simulation's EDOPro verdict run it.
 */
export function forwardWorkspaceTrust(client: BaseLanguageClient): vscode.Disposable {
  return vscode.workspace.onDidGrantWorkspaceTrust(() => void client.sendNotification(WORKSPACE_TRUSTED_NOTIFICATION).catch(() => undefined));
}
