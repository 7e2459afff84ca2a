import type { CheckedWorkspace } from '../core/workspace/documentCheck';
import type { CardLookup } from '../engine/cardCatalog';
import { lookupWithLibrary } from '../engine/library/bundledLibrary';

/** The bundled library's cards alone, for workspaces built without it. */
let libraryOnly: CardLookup | undefined;

/**
 * The engine's card pool for a workspace: every workspace card (the first definition of a name, by URI then
 * position), then the bundled library below them. Delegates to the workspace's name index, so a request
 * or a check costs no pass over every card. The standard workspace's library is the bundled library, so
 * `workspace.resolve` already falls back to it; a workspace made without a library still gets it here.
 */
export function engineLookupFor(workspace: CheckedWorkspace): CardLookup {
  libraryOnly ??= lookupWithLibrary([]);
  const library = libraryOnly;
  return {
    resolve: (name) => workspace.resolve(name) ?? library.resolve(name),
    // Walked only for a monster whose Ritual Spell is an archetype (the summon matrix): linear in the cards.
    declarations: () => [...workspace.allCards(), ...(library.declarations?.() ?? [])],
  };
}
