import * as vscode from 'vscode';
import { type BaseLanguageClient, WorkDoneProgress } from 'vscode-languageclient';
import { revealInvisibles } from '../../server/src/core/text/markdown';
import { EXPORT_EDOPRO_REQUEST, type ExportEdoproParams, type ExportEdoproResult } from '../../server/src/lsp/customProtocol';
import { exportedNotice, nothingExportedNotice } from './exportToEdoproMessages';
import { notice } from './notifications';
import type { CardScriptOutput } from './revealingOutputChannel';

/**
 * "CardScript: Export to EDOPro": the .card files of a workspace folder (or the folder clicked in the
 * Explorer) to cards.cdb and script/c<passcode>.lua, with progress and a summary of what was exported and
 * what is a stub (docs/edopro.md). The server reads, exports and writes (`cardscript/exportEdopro`); this
 * asks it and shows its answer. Cards without an id get passcodes from a number the user confirms.
 */
export function registerExportToEdopro(client: BaseLanguageClient, output: CardScriptOutput): vscode.Disposable {
  return vscode.commands.registerCommand('cardscript.exportToEdopro', async (target?: vscode.Uri) => {
    const folder = target ?? (await pickFolder());
    if (!folder) return;
    const destination = await vscode.window.showOpenDialog({
      canSelectFolders: true,
      canSelectFiles: false,
      canSelectMany: false,
      defaultUri: folder,
      openLabel: 'Export to this folder',
      title: 'EDOPro export: where to write cards.cdb and script/',
    });
    if (!destination?.[0]) return;
    await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: 'CardScript: Export to EDOPro', cancellable: true },
      async (progress, token) => {
        const ask = (assignIdsFrom?: number) =>
          askServer(
            client,
            { folder: folder.toString(), out: destination[0].toString(), ...(assignIdsFrom !== undefined ? { assignIdsFrom } : {}) },
            progress,
            token,
          );
        let exported = await ask();
        if (!exported) return;
        for (const warning of exported.warnings) output.appendLine(`EDOPro export: warning: cardscript.${revealInvisibles(warning)}`);
        if (exported.cardsWithoutId > 0) {
          const from = await vscode.window.showInputBox({
            title: 'Some cards have no id',
            prompt: 'Give them passcodes from this number on (deterministic; see docs/edopro.md)',
            value: '900000000',
            validateInput: (v) => (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 0xffffffff ? null : 'A passcode is a whole number from 1 to 4294967295'),
          });
          if (!from) return;
          exported = await ask(Number(from));
          if (!exported) return;
        }
        if (exported.notRun !== undefined) {
          output.appendLine(`EDOPro export: ${exported.notRun}`);
          void vscode.window
            .showErrorMessage(notice`CardScript: the EDOPro export did not run: ${exported.notRun}`, 'Show Output')
            .then((c) => c && output.show(true));
          return;
        }
        if (exported.problems.length > 0) {
          output.appendLine(`EDOPro export: nothing written (${exported.problems.length} problem(s)):`);
          for (const p of exported.problems) output.appendLine(`  ${p.message}${p.relatedUri ? ` (the other: ${p.relatedUri})` : ''}`);
          void vscode.window.showErrorMessage(nothingExportedNotice(exported.problems[0]), 'Show Output').then((c) => c && output.show(true));
          return;
        }
        if (!exported.summary || exported.summaryText === undefined) return;
        output.appendLine(exported.summaryText);
        void vscode.window.showInformationMessage(exportedNotice(exported.summary), 'Show Summary').then((c) => c && output.show(true));
      },
    );
  });
}

let exportsAsked = 0;

/**
 * One `cardscript/exportEdopro`, its work-done progress shown in the notification; undefined when the
 * user cancelled it (the server writes nothing then).
 */
async function askServer(
  client: BaseLanguageClient,
  params: ExportEdoproParams,
  progress: vscode.Progress<{ message?: string; increment?: number }>,
  token: vscode.CancellationToken,
): Promise<ExportEdoproResult | undefined> {
  const workDoneToken = `cardscript-export-edopro-${Date.now()}-${++exportsAsked}`;
  let shown = 0;
  const reports = client.onProgress(WorkDoneProgress.type, workDoneToken, (value) => {
    if (value.kind !== 'report' || value.message === undefined) return;
    const percentage = value.percentage ?? shown;
    progress.report({ message: notice`${value.message}`, increment: percentage - shown });
    shown = percentage;
  });
  try {
    const result = await client.sendRequest<ExportEdoproResult | null>(EXPORT_EDOPRO_REQUEST, { ...params, workDoneToken }, token);
    return token.isCancellationRequested || !result ? undefined : result;
  } finally {
    reports.dispose();
  }
}

async function pickFolder(): Promise<vscode.Uri | undefined> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.length === 1) return folders[0].uri;
  if (folders.length > 1) return (await vscode.window.showWorkspaceFolderPick({ placeHolder: 'Export the .card files of which folder?' }))?.uri;
  return (await vscode.window.showOpenDialog({ canSelectFolders: true, canSelectFiles: false, openLabel: 'Export this folder' }))?.[0];
}
