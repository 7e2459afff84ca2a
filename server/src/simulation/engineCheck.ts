import { type DocumentCheck, perCardCheck, slowCheck } from '../core/workspace/cardWorkspace';
import { engineDiagnostics } from '../engine/scenarioDiagnostics';
import { engineLookupFor } from './engineLookup';

/**
 * Effect statements outside the engine's vocabulary (CS07xx) and scenarios that cannot be set up (CS06xx),
 * as a workspace check. The card pool is the workspace's own name index (engineLookupFor), current at every
 * call. A card's effect diagnostics depend on its own statements alone, and scenarios are checked on every
 * run, so the check keeps the per-card contract (cardCheckReuse.ts).
 */
export function createEngineCheck(): DocumentCheck {
  // Slow: a server publishes the other checks first and runs this one after, a few cards at a time.
  return slowCheck(perCardCheck((document, workspace) => engineDiagnostics(document.file, engineLookupFor(workspace))));
}
