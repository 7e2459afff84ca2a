/**
 * Requests the server sends to a client that finds and reads the workspace's card files itself (VS Code
 * for the Web: no disk, so the extension lists and reads files through the editor's file system API,
 * vscode.workspace.findFiles / vscode.workspace.fs). Plain names and shapes, no library types, so both
 * sides import this file. The web worker server (browserServer.ts) always asks; the Node server reads disk.
 */
export const FIND_CARD_FILES_REQUEST = 'cardscript/findCardFiles';
export const READ_CARD_FILE_REQUEST = 'cardscript/readCardFile';

export interface FindCardFilesParams {
  /** Workspace folder URIs to search (every `*.card` below them). */
  readonly folders: readonly string[];
}

export interface CardFileContent {
  readonly uri: string;
  readonly text: string;
}

/** `cardscript/findCardFiles` answers every card file of the folders with its text. */
export type FindCardFilesResult = readonly CardFileContent[];

export interface ReadCardFileParams {
  readonly uri: string;
}

/** `cardscript/readCardFile` answers the file's text, or null when it is gone or unreadable. */
export type ReadCardFileResult = string | null;
