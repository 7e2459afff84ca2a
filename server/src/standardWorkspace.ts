import { analyzeDocument } from './core/workspace/analyzedDocument';
import { CardWorkspace } from './core/workspace/cardWorkspace';
import { DEFAULT_CHECKS } from './core/workspace/defaultChecks';
import { BUNDLED_LIBRARY_SOURCE, BUNDLED_LIBRARY_URI } from './engine/library/bundledLibrary';
import { createEngineCheck } from './simulation/engineCheck';

/**
 * The workspace every adapter (server, CLI) starts from: the default checks plus the engine's effect and
 * scenario checks, and the bundled support
 * library below the user's cards, so "Monster Reborn" or "Polymerization" resolve without being copied
 * into every set. Editor and CI therefore see the same names.
 */
export function createStandardWorkspace(): CardWorkspace {
  return new CardWorkspace([...DEFAULT_CHECKS, createEngineCheck()], [analyzeDocument(BUNDLED_LIBRARY_URI, BUNDLED_LIBRARY_SOURCE)]);
}
