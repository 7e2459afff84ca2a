import type { CardDeclaration } from '../model/cards';

/** Looks cards up by name across the workspace (and, below it, the bundled library, then the card libraries). */
export interface CardResolver {
  /** Every definition of the name in the workspace, in a stable order (by uri, then position). */
  definitionsOf(name: string): readonly CardDeclaration[];
  /** The definition that counts: the workspace's first, else the bundled library's, else the first card library's holding it. */
  resolve(name: string): CardDeclaration | undefined;
  /** Every card name known (workspace and library), for "did you mean" and completion. */
  allCardNames(): readonly string[];
}
