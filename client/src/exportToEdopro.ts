import * as vscode from 'vscode';
import type { CardFile } from '../../server/src/core/model/cards';
import { lowerFile } from '../../server/src/core/lowering/lowerCards';
import { parse } from '../../server/src/core/syntax/parser';
import { exportEdopro } from '../../server/src/interop/edopro/exportSet';
import { readOwnLuaFile } from '../../server/src/interop/edopro/ownLua/ownLuaFiles';
import type { OwnLuaSource } from '../../server/src/interop/edopro/ownLuaScript';
import { writeExportFiles } from '../../server/src/interop/edopro/exportFiles';
import { exportSummary, formatExportSummary } from '../../server/src/interop/edopro/exportSummary';
import { loadCardLibraries } from '../../server/src/interop/edopro/library/loadCardLibraries';
import { revealInvisibles } from '../../server/src/core/text/markdown';
import { exportedNotice, nothingExportedNotice } from './exportToEdoproMessages';
import { notice } from './notifications';
import type { CardScriptOutput } from './revealingOutputChannel';

/**
 * "CardScript: Export to EDOPro": the .card files of a workspace folder (or the folder clicked in the
 * Explorer) to cards.cdb and script/c<passcode>.lua, with progress and a summary of what was exported and
 * what is a stub (docs/edopro.md). Cards without an id get passcodes from a number the user confirms.
 */
export function registerExportToEdopro(output: CardScriptOutput): vscode.Disposable {
  return vscode.commands.registerCommand('cardscript.exportToEdopro', async (target?: vscode.Uri) => {
    const folder = target ?? (await pickFolder());
    if (!folder) return;
    const destination = await vscode.window.showOpenDialog({ canSelectFolders: true, canSelectFiles: false, canSelectMany: false, defaultUri: folder, openLabel: 'Export to this folder', title: 'EDOPro export: where to write cards.cdb and script/' });
    if (!destination?.[0]) return;
    await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'CardScript: Export to EDOPro', cancellable: true }, async (progress, token) => {
      const uris = await vscode.workspace.findFiles(new vscode.RelativePattern(folder, '**/*.card'), '**/node_modules/**');
      const files: CardFile[] = [];
      for (const [i, uri] of uris.entries()) {
        if (token.isCancellationRequested) return;
        if (i % 10 === 0) progress.report({ message: notice`reading ${i + 1}/${uris.length} card files`, increment: 50 / Math.max(1, uris.length / 10) });
        const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
        files.push(lowerFile(uri.toString(), parse(text).tree).file);
      }
      // The cards' own Lua files are merged as the CLI merges them; one that cannot be read is a stub the
      // summary lists (the editor's CS0712/CS0713 say why). Writing them into the export runs nothing.
      const ownLua: OwnLuaSource = (card) => {
        const read = readOwnLuaFile(card);
        return read.ok ? { text: read.text } : { refused: read.problem };
      };
      // A card naming a card of `cardscript.library` refers to it by its passcode; library cards are not written.
      const libraryPaths = vscode.workspace.getConfiguration('cardscript', folder).get<unknown>('library');
      const loaded = await loadCardLibraries(Array.isArray(libraryPaths) ? libraryPaths.filter((p): p is string => typeof p === 'string') : [], folder.fsPath);
      for (const warning of loaded.warnings) output.appendLine(`EDOPro export: warning: cardscript.${revealInvisibles(warning)}`);
      const library = (name: string) => loaded.libraries.map((l) => l.resolve(name)).find((card) => card !== undefined);
      let exported = exportEdopro(files, { ownLua, library });
      if (exported.problems.some((p) => /has no id/.test(p.message))) {
        const from = await vscode.window.showInputBox({
          title: 'Some cards have no id', prompt: 'Give them passcodes from this number on (deterministic; see docs/edopro.md)', value: '900000000',
          validateInput: (v) => (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 0xffffffff ? null : 'A passcode is a whole number from 1 to 4294967295'),
        });
        if (!from) return;
        exported = exportEdopro(files, { assignIdsFrom: Number(from), ownLua, library });
      }
      if (exported.problems.length > 0) {
        output.appendLine(`EDOPro export: nothing written (${exported.problems.length} problem(s)):`);
        for (const p of exported.problems) output.appendLine(`  ${p.message}${p.related ? ` (the other: ${p.related.uri})` : ''}`);
        void vscode.window.showErrorMessage(nothingExportedNotice(exported.problems[0]), 'Show Output').then((c) => c && output.show(true));
        return;
      }
      progress.report({ message: notice`writing ${exported.cards.length} scripts and cards.cdb`, increment: 25 });
      await writeExportFiles(exported, destination[0].fsPath);
      const summary = exportSummary(exported);
      output.appendLine(formatExportSummary(summary, destination[0].fsPath));
      void vscode.window.showInformationMessage(exportedNotice(summary), 'Show Summary').then((c) => c && output.show(true));
    });
  });
}

async function pickFolder(): Promise<vscode.Uri | undefined> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.length === 1) return folders[0].uri;
  if (folders.length > 1) return (await vscode.window.showWorkspaceFolderPick({ placeHolder: 'Export the .card files of which folder?' }))?.uri;
  return (await vscode.window.showOpenDialog({ canSelectFolders: true, canSelectFiles: false, openLabel: 'Export this folder' }))?.[0];
}
