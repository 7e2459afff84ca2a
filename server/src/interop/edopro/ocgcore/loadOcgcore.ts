import * as fs from 'fs';
import * as path from 'path';
import { pathToFileURL } from 'url';
import { patchWrapperSource } from './wrapperPatch';

/** The parts of ocgcore-wasm's module the referee uses (its own typings are ESM-only; kept loose here). */
export interface OcgcoreModule {
  readonly default: (options: { sync: true }) => Promise<OcgcoreLibrary>;
}

// The wrapper's API, as plain functions over an opaque duel handle.
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface OcgcoreLibrary {
  createDuel(options: any): any;
  destroyDuel(duel: any): void;
  duelNewCard(duel: any, card: any): void;
  startDuel(duel: any): void;
  duelProcess(duel: any): number;
  duelGetMessage(duel: any): any[];
  duelSetResponse(duel: any, response: any): void;
  duelQueryLocation(duel: any, query: any): any[];
  duelQueryCount(duel: any, team: number, location: number): number;
  loadScript(duel: any, name: string, source: string): boolean;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Where the installed ocgcore-wasm package lives, or null. */
export function ocgcorePackageDir(searchFrom: readonly string[] = [__dirname, process.cwd()]): string | null {
  for (const from of searchFrom) {
    try {
      return path.dirname(require.resolve('ocgcore-wasm/package.json', { paths: [from] }));
    } catch {
      // try the next place
    }
  }
  return null;
}

// tsc compiles `import()` to `require()` under CommonJS; the wrapper is an ES module, so import it for real.
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

let loaded: Promise<OcgcoreLibrary> | undefined;
let moduleLoaded: Promise<OcgcoreModule> | undefined;

/**
 * Loads the real engine (the sync build) with the wrapper's two defects fixed (wrapperPatch.ts): the
 * patched wrapper is imported from a data: URL whose relative imports point at the installed package's
 * files. One engine per process; duels are independent.
 */
export function loadOcgcore(packageDir = ocgcorePackageDir()): Promise<OcgcoreLibrary> {
  if (!packageDir) {
    return Promise.reject(new Error('ocgcore-wasm is not installed: run `npm install` (it is a dev dependency of CardScript).'));
  }
  loaded ??= freshOcgcore(packageDir);
  return loaded;
}

/**
 * A new engine instance (its own WebAssembly memory), for a caller whose instance crashed: the patched
 * wrapper module is imported once per process.
 */
export function freshOcgcore(packageDir = ocgcorePackageDir()): Promise<OcgcoreLibrary> {
  if (!packageDir) return Promise.reject(new Error('ocgcore-wasm is not installed: run `npm install` (it is a dev dependency of CardScript).'));
  moduleLoaded ??= (async () => {
    const dist = path.join(packageDir, 'dist');
    const source = patchWrapperSource(fs.readFileSync(path.join(dist, 'index.js'), 'utf8'));
    const absolute = source.replace(
      /(["'])\.\/([\w.-]+\.js)\1/g,
      (_m, quote: string, file: string) => `${quote}${pathToFileURL(path.join(dist, file)).href}${quote}`,
    );
    return (await importModule(`data:text/javascript;base64,${Buffer.from(absolute).toString('base64')}`)) as OcgcoreModule;
  })();
  return moduleLoaded.then((module) => module.default({ sync: true }));
}
