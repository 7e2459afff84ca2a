import * as fs from 'fs';
import * as path from 'path';
import { writeCdb } from './cdbFile';
import { type EdoproExport, exportedRows, exportedScripts } from './exportSet';

/** Writes an export: DIR/cards.cdb and DIR/script/c<passcode>.lua (the folder layout EDOPro's expansions use). */
export async function writeExportFiles(exported: EdoproExport, outDir: string): Promise<void> {
  const scriptDir = path.join(outDir, 'script');
  fs.mkdirSync(scriptDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'cards.cdb'), await writeCdb(exportedRows(exported)));
  for (const script of exportedScripts(exported)) fs.writeFileSync(path.join(scriptDir, script.fileName), script.lua);
}
