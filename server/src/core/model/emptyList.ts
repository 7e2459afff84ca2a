/**
 * The one empty list every model and check result shares where it has nothing (most cards have no
 * effect statements, most checks report nothing for a card): no array per card, and frozen, so a list
 * that is replaced rather than grown stays so.
 */
export const EMPTY_LIST: readonly never[] = Object.freeze([]);
