import * as fs from 'fs';
import * as path from 'path';
import { writeCdb } from './cdbFile';
import { type EdoproExport, exportedRows, exportedScripts } from './exportSet';
import { SHARED_RUNTIME } from './sharedRuntime';

/**
 * Writes an export: DIR/cards.cdb, DIR/script/c<passcode>.lua and the scripts' shared runtime
 * DIR/script/cardscript_runtime_<tag>.lua (the folder layout EDOPro's expansions use).
 */
export async function writeExportFiles(exported: EdoproExport, outDir: string): Promise<void> {
  const scriptDir = path.join(outDir, 'script');
  fs.mkdirSync(scriptDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'cards.cdb'), await writeCdb(exportedRows(exported)));
  // One script at a time: a card's text is written when it is read (cardScript.ts), so none is kept.
  for (const script of exportedScripts(exported)) fs.writeFileSync(path.join(scriptDir, script.fileName), script.lua);
  fs.writeFileSync(path.join(scriptDir, SHARED_RUNTIME.fileName), SHARED_RUNTIME.lua);
}
