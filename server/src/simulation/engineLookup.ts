import type { CardWorkspace } from '../core/workspace/cardWorkspace';
import type { CardLookup } from '../engine/cardCatalog';
import { lookupWithLibrary } from '../engine/library/bundledLibrary';

/** The engine's card pool for a workspace: every workspace card, then the bundled library below them. */
export function engineLookupFor(workspace: CardWorkspace): CardLookup {
  return lookupWithLibrary(workspace.documents().map((document) => document.file));
}
