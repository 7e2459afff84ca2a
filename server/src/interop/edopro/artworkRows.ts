import type { CardRow } from './cardRows';
import type { CardScriptText } from './cardScript';

/**
 * How far apart an alternate artwork's passcode and its card's may be for ocgcore to treat the artwork as
 * the card itself (its CARD_ARTWORK_VERSIONS_OFFSET): closer than this, the engine loads the card's script
 * for the artwork and reports the card's passcode as the artwork's original code; further, it loads a
 * script named after the artwork's own passcode (the `alias` then only gives it the card's name).
 */
export const ARTWORK_SCRIPT_DISTANCE = 10;

/** One alternate artwork as the export writes it: a database row, and a script where the engine needs one. */
export interface ExportedArtwork {
  readonly passcode: number;
  readonly row: CardRow;
  /** The card's own script under the artwork's file name, for an artwork ARTWORK_SCRIPT_DISTANCE or more away. */
  readonly script?: { readonly fileName: string; readonly lua: string };
}

/**
 * The rows of a card's alternate artworks: the card's row with the artwork's passcode as `id` and the
 * card's as `alias` (EDOPro's own convention: the same name, text and stats), and for a distant passcode
 * the card's script again under the artwork's name. The script names the card's passcode where it needs
 * one (descriptions, once-per-turn flags), so the same text serves both.
 */
export function artworkRows(row: CardRow, script: CardScriptText, artworks: readonly number[]): ExportedArtwork[] {
  return artworks.map((passcode) => {
    const artworkRow: CardRow = { ...row, id: passcode, alias: row.id };
    if (Math.abs(passcode - row.id) < ARTWORK_SCRIPT_DISTANCE) return { passcode, row: artworkRow };
    return { passcode, row: artworkRow, script: { fileName: `c${passcode}.lua`, lua: script.lua } };
  });
}
