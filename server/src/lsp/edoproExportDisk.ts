import type { EdoproExport } from '../interop/edopro/exportSet';
import type { OwnLuaSource } from '../interop/edopro/ownLuaScript';
import type { CardFileContent } from './cardFileProtocol';

/** What `cardscript/exportEdopro` reads and writes on the server's own disk (the Node server: diskEdoproExport.ts). */
export interface EdoproExportDisk {
  /** Every `.card` file under the folder (a file: URI), with its text. */
  readonly readCardFiles: (folderUri: string) => Promise<readonly CardFileContent[]>;
  /** The cards' own Lua files (`script "path"`), read as the CLI reads them. */
  readonly ownLua: OwnLuaSource;
  /** Writes `cards.cdb`, `script/c<passcode>.lua` and the scripts' runtime into the directory. */
  readonly write: (exported: EdoproExport, outDir: string) => Promise<void>;
}
