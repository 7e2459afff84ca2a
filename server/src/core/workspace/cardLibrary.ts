import type { CardDeclaration } from '../model/cards';

/**
 * Cards known by name below the workspace's own and the bundled library's, read from elsewhere (an EDOPro
 * database: interop/edopro/library). They are never documents of the workspace: no diagnostics, no
 * duplicate-name error against a workspace card of the same name (the workspace's card counts), no rows
 * of their own in an export. A library makes a card when it is first asked for, so a pool of 13,000 names
 * costs the names until a card is read.
 */
export interface CardLibrary {
  /** Where its cards come from, as a hover names it after the card ("EDOPro library cards.cdb"). */
  readonly label: string;
  /** Every card name it holds, each once. */
  names(): readonly string[];
  /** The card of that name; the same object on every call. */
  resolve(name: string): CardDeclaration | undefined;
}
