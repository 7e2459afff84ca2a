import type { CardFile } from '../../core/model/cards';
import { lowerFile } from '../../core/model/lowerCards';
import { parse } from '../../core/syntax/parser';
import { type CardLookup, lookupFromFiles } from '../cardCatalog';
import { BUNDLED_LIBRARY_SOURCE, BUNDLED_LIBRARY_URI } from './bundledLibrary.generated';

export { BUNDLED_LIBRARY_SOURCE, BUNDLED_LIBRARY_URI };

let cached: CardFile | undefined;

/** The bundled support library (Monster Reborn, Polymerization, Solemn Warning, ...), parsed once. */
export function bundledLibraryFile(): CardFile {
  cached ??= lowerFile(BUNDLED_LIBRARY_URI, parse(BUNDLED_LIBRARY_SOURCE).tree).file;
  return cached;
}

/** A lookup over the given workspace files with the bundled library below them: workspace definitions shadow library ones. */
export function lookupWithLibrary(workspaceFiles: readonly CardFile[]): CardLookup {
  return lookupFromFiles(workspaceFiles, [bundledLibraryFile()]);
}
