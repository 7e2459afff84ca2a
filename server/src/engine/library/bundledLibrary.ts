import type { CardFile } from '../../core/model/cards';
import { type AnalyzedDocument, analyzeDocument } from '../../core/workspace/analyzedDocument';
import { type CardLookup, lookupFromFiles } from '../cardCatalog';
import { BUNDLED_LIBRARY_SOURCE, BUNDLED_LIBRARY_URI } from './bundledLibrary.generated';

export { BUNDLED_LIBRARY_SOURCE, BUNDLED_LIBRARY_URI };

let cached: AnalyzedDocument | undefined;

/**
 * The bundled support library (Monster Reborn, Polymerization, Solemn Warning, ...), parsed and lowered
 * once per process: every workspace (createStandardWorkspace), the engine's lookups and the CLI share this
 * one document. It never changes, so sharing it is safe.
 */
export function bundledLibraryDocument(): AnalyzedDocument {
  cached ??= analyzeDocument(BUNDLED_LIBRARY_URI, BUNDLED_LIBRARY_SOURCE);
  return cached;
}

/** The library's typed cards. */
export function bundledLibraryFile(): CardFile {
  return bundledLibraryDocument().file;
}

/** A lookup over the given workspace files with the bundled library below them: workspace definitions shadow library ones. */
export function lookupWithLibrary(workspaceFiles: readonly CardFile[]): CardLookup {
  return lookupFromFiles(workspaceFiles, [bundledLibraryFile()]);
}
