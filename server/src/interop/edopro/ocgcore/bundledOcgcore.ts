import * as fs from 'fs';
import * as path from 'path';
import { freshOcgcore, type OcgcoreLibrary, type OcgcoreModule } from './loadOcgcore';

/**
 * EDOPro's engine where the extension runs it: dist/ocgcore.js beside the bundled server (esbuild.js builds
 * it from ocgcore-wasm with the wrapper's fixes of wrapperPatch.ts applied), or else the installed package
 * (a development checkout, the tests), patched at load by loadOcgcore.ts. Nothing is loaded until a caller
 * asks: the extension's startup does not pay for it.
 */
export const BUNDLED_OCGCORE_FILE = 'ocgcore.js';

/** A new engine instance (its own WebAssembly memory); the module itself is read once per process. */
export function loadEdoproEngine(bundleDir: string = __dirname): Promise<OcgcoreLibrary> {
  const bundled = path.join(bundleDir, BUNDLED_OCGCORE_FILE);
  if (!fs.existsSync(bundled)) return freshOcgcore();
  // A computed path: esbuild leaves this require alone, so the engine stays out of dist/server.js.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(bundled) as OcgcoreModule;
  return module.default({ sync: true });
}
