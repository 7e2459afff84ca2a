import { CardWorkspace, type DocumentCheck, type WorkspaceOptions } from '../core/workspace/cardWorkspace';
import { DEFAULT_CHECKS } from '../core/analysis/defaultChecks';
import { bundledLibraryDocument } from '../engine/library/bundledLibrary';
import { createEngineCheck } from './engineCheck';

/**
 * The workspace every adapter (server, CLI) starts from: the default checks plus the engine's effect and
 * scenario checks, and the bundled support
 * library below the user's cards, so "Monster Reborn" or "Polymerization" resolve without being copied
 * into every set. Editor and CI therefore see the same names. The library is parsed once per process.
 */
export function createStandardWorkspace(options: WorkspaceOptions = {}, adapterChecks: readonly DocumentCheck[] = []): CardWorkspace {
  // The adapter's checks read what only it can (the cards' own Lua files on disk: OwnLuaFiles.check).
  return new CardWorkspace([...DEFAULT_CHECKS, createEngineCheck(), ...adapterChecks], [bundledLibraryDocument()], options);
}
