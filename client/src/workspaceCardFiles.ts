import * as vscode from 'vscode';
import type { CardFileContent, FindCardFilesParams, ReadCardFileParams, ReadCardFileResult } from '../../server/src/lsp/cardFileProtocol';

/**
 * The workspace's card files through the editor's file system API (vscode.workspace.findFiles and
 * vscode.workspace.fs), for a server with no disk of its own: the web worker of VS Code for the Web,
 * where folders are virtual (vscode-vfs:, memfs:, ...). Answers the server's cardFileProtocol requests.
 */
export async function findWorkspaceCardFiles(params: FindCardFilesParams): Promise<CardFileContent[]> {
  const folders = (params?.folders ?? []).map((f) => (f.endsWith('/') ? f : `${f}/`));
  const found = await vscode.workspace.findFiles('**/*.card', '**/node_modules/**');
  const inside = found.filter((uri) => folders.length === 0 || folders.some((folder) => uri.toString().startsWith(folder)));
  const files = await Promise.all(
    inside.map(async (uri) => {
      const text = await readText(uri);
      return text === null ? undefined : { uri: uri.toString(), text };
    }),
  );
  return files.filter((f): f is CardFileContent => f !== undefined);
}

export async function readWorkspaceCardFile(params: ReadCardFileParams): Promise<ReadCardFileResult> {
  try {
    return await readText(vscode.Uri.parse(params.uri, true));
  } catch {
    return null;
  }
}

async function readText(uri: vscode.Uri): Promise<string | null> {
  try {
    const text = new TextDecoder('utf-8').decode(await vscode.workspace.fs.readFile(uri));
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return null;
  }
}
