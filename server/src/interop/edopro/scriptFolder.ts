import { type EdoproExport, exportedScripts } from './exportSet';
import { SHARED_RUNTIME } from './sharedRuntime';

/**
 * The files of an export's `script/` folder by name: every card's `c<passcode>.lua` (and a distant
 * artwork's), and the one shared
 * runtime they all load. What the export writes and what the referee, the editor's EDOPro verdicts and
 * the tests serve the engine are this same set.
 */
export function scriptFolder(exported: EdoproExport): Map<string, string> {
  const files = new Map(exportedScripts(exported).map((script) => [script.fileName, script.lua]));
  files.set(SHARED_RUNTIME.fileName, SHARED_RUNTIME.lua);
  return files;
}
