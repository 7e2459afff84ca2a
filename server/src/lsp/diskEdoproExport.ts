import { writeExportFiles } from '../interop/edopro/exportFiles';
import { readOwnLuaFile } from '../interop/edopro/ownLua/ownLuaFiles';
import type { EdoproExportDisk } from './edoproExportDisk';
import { loadCardFiles } from './workspaceLoader';

/**
 * The Node server's disk for the EDOPro export: card files found as the CLI finds them, the cards' own Lua
 * merged as the CLI merges it (one that cannot be read is a stub the summary lists; the editor's
 * CS0712/CS0713 say why; writing them into the export runs nothing).
 */
export const DISK_EDOPRO_EXPORT: EdoproExportDisk = {
  readCardFiles: (folderUri) => loadCardFiles([folderUri]),
  ownLua: (card) => {
    const read = readOwnLuaFile(card);
    return read.ok ? { text: read.text } : { refused: read.problem };
  },
  write: writeExportFiles,
};
