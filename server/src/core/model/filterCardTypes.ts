import type { CardFilter } from './cards';
import { filterAlternatives } from './filterFields';

/** Whether a filter can fit a card that is no monster: its noun is `card(s)` or a Spell/Trap noun ("1 Spell/Trap"). */
export function fitsNonMonsters(filter: CardFilter): boolean {
  return filterAlternatives(filter).some((alternative) => alternative.anyCard === true || alternative.cardTypes !== undefined);
}

/**
 * Whether a face-down card on the field fits the filter of a "you control ..." condition: only when it asks for
 * any card or any Spell/Trap ("if you control a Spell/Trap"), what a Set card shows; a kind, a name or an
 * archetype is hidden until the card is face-up.
 */
export function fitsSetCards(filter: CardFilter): boolean {
  return filterAlternatives(filter).some(fitsSetCardsAlone);
}

function fitsSetCardsAlone(filter: CardFilter): boolean {
  return (
    (filter.anyCard === true || filter.cardTypes?.length === 2) &&
    filter.names.length === 0 &&
    filter.archetypes === undefined &&
    filter.spellTrapKinds === undefined &&
    filter.faceUp !== true &&
    filter.excludedNames === undefined &&
    filter.excludedArchetypes === undefined
  );
}
