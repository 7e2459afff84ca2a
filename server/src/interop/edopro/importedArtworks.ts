import type { CardRow } from './cardRows';
import { isPasscode, type ImportRow } from './importedCard';

export interface ImportedArtworks {
  /** The rows written as a passcode in another card's `artworks`, not as cards of their own. */
  readonly folded: ReadonlySet<ImportRow>;
  /** A card's row -> the passcodes of its artworks' rows, in database order. */
  readonly of: ReadonlyMap<CardRow, readonly number[]>;
}

/**
 * EDOPro's alternate artworks: a row whose `alias` is another row's passcode and whose name, text and data
 * are that row's (the official database's "Dark Magician" has three). Each is written as a passcode in
 * its card's `artworks` line, so the card is one card, the export writes the row back (alias included),
 * and no name is defined twice. `owner(id)`: the row that owns a passcode (the first row with it). A row
 * that differs from its alias in anything but passcode, or whose alias is itself an artwork, stays a card.
 */
export function importedArtworks(rows: readonly ImportRow[], owner: (id: number) => CardRow | undefined): ImportedArtworks {
  const folded = new Set<ImportRow>();
  const of = new Map<CardRow, number[]>();
  for (const row of rows) {
    if (!isPasscode(row.alias) || row.alias === row.id || owner(row.id) !== row) continue;
    const card = owner(row.alias);
    if (!card || card.alias !== 0 || !sameCardData(row, card)) continue;
    folded.add(row);
    const listed = of.get(card);
    if (listed) listed.push(row.id);
    else of.set(card, [row.id]);
  }
  return { folded, of };
}

function sameCardData(a: CardRow, b: CardRow): boolean {
  return (
    a.name === b.name &&
    a.desc === b.desc &&
    a.type === b.type &&
    a.atk === b.atk &&
    a.def === b.def &&
    a.level === b.level &&
    a.race === b.race &&
    a.attribute === b.attribute &&
    a.category === b.category &&
    a.setcodes.length === b.setcodes.length &&
    a.setcodes.every((code, i) => code === b.setcodes[i]) &&
    sameStrings(a.strings ?? [], b.strings ?? [])
  );
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((text, i) => text === b[i]);
}
