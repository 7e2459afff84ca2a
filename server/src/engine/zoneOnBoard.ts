import type { CardFilter, Zone } from '../core/model/cards';
import type { BoardZone } from '../core/model/scenario';

/** Where a card of a language zone lies on a scenario board, and face-up if that zone says so. */
export interface ZoneOnBoard {
  readonly zone: BoardZone;
  readonly position: 'face-up' | null;
}

/**
 * The one mapping from the language's zones to a board's zones (the matrix's boards): the field is the
 * Monster Zones, or the Spell & Trap Zones for a card-type filter; the Pendulum Zone is a Spell & Trap Zone;
 * the face-up Extra Deck is the Extra Deck with the card face-up.
 */
export function zoneOnBoard(zone: Zone, filter?: CardFilter): ZoneOnBoard {
  switch (zone) {
    case 'field':
      return { zone: filter?.cardTypes ? 'spells' : 'monsters', position: null };
    case 'pendulum':
      return { zone: 'spells', position: null };
    case 'face-up-extra':
      return { zone: 'extra', position: 'face-up' };
    default:
      return { zone, position: null };
  }
}
