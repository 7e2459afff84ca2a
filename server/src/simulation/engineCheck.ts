import type { DocumentCheck } from '../core/workspace/cardWorkspace';
import type { CardWorkspace } from '../core/workspace/cardWorkspace';
import type { CardLookup } from '../engine/cardCatalog';
import { engineDiagnostics } from '../engine/scenarioDiagnostics';
import { engineLookupFor } from './engineLookup';

/**
 * Effect statements outside the engine's vocabulary (CS07xx) and scenarios that cannot be set up (CS06xx),
 * as a workspace check. The engine's card pool depends on every card, so it is built once per workspace
 * revision, not once per checked document.
 */
export function createEngineCheck(): DocumentCheck {
  let cached: { workspace: CardWorkspace; revision: number; lookup: CardLookup } | undefined;
  const lookupFor = (workspace: CardWorkspace): CardLookup => {
    if (!cached || cached.workspace !== workspace || cached.revision !== workspace.revision) {
      cached = { workspace, revision: workspace.revision, lookup: engineLookupFor(workspace) };
    }
    return cached.lookup;
  };
  return (document, workspace) => engineDiagnostics(document.file, lookupFor(workspace));
}
