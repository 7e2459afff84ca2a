import type { Connection } from 'vscode-languageserver';
import {
  type CardFileContent,
  FIND_CARD_FILES_REQUEST,
  type FindCardFilesParams,
  type FindCardFilesResult,
  READ_CARD_FILE_REQUEST,
  type ReadCardFileParams,
  type ReadCardFileResult,
} from './cardFileProtocol';

/** Where the server finds the workspace's card files: the disk (Node) or the client (the browser). */
export interface CardFileSource {
  /** Every `*.card` file under the folders, with its text. */
  load(folderUris: readonly string[]): Promise<readonly CardFileContent[]>;
  /** One file's current text, or undefined when it is gone or unreadable. */
  read(uri: string): Promise<string | undefined>;
}

/**
 * The card files as the client sees them, through the editor's file system API (cardFileProtocol.ts).
 * Files whose text is not a string are dropped: the client is trusted to list, not to type-check.
 */
export function clientCardFiles(connection: Connection): CardFileSource {
  return {
    async load(folders) {
      const params: FindCardFilesParams = { folders };
      const files = await connection.sendRequest<FindCardFilesResult>(FIND_CARD_FILES_REQUEST, params);
      return (Array.isArray(files) ? files : []).filter((f) => typeof f?.uri === 'string' && typeof f?.text === 'string');
    },
    async read(uri) {
      const params: ReadCardFileParams = { uri };
      const text = await connection.sendRequest<ReadCardFileResult>(READ_CARD_FILE_REQUEST, params);
      return typeof text === 'string' ? text : undefined;
    },
  };
}
