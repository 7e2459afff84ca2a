import type { Zone } from '../core/model/cards';
import type { Side } from '../core/model/effects';
import type { ActionContext } from './actionContext';
import { card, type GameState, opponentOf, PENDULUM_SLOTS, type PlayerId } from './gameState';
import { refuse } from './verdict';

/**
 * Turns the card names a step writes into card instances. Steps name cards, not instances: the first
 * instance of that name in the places searched (in order) that was not chosen already is the one.
 */

/**
 * `pendulum`: the Pendulum Zones, the outer Spell & Trap Zones (slots 0 and 4 of `spells`). `face-up-extra`: the
 * face-up cards of the Extra Deck (`extra` holds them too).
 */
export type PlaceZone = 'hand' | 'deck' | 'extra' | 'face-up-extra' | 'graveyard' | 'banished' | 'monsters' | 'spells' | 'pendulum';

export interface Place {
  readonly player: PlayerId;
  readonly zone: PlaceZone;
}

export function cardsIn(state: GameState, place: Place): number[] {
  const player = state.players[place.player];
  if (place.zone === 'pendulum')
    return PENDULUM_SLOTS.flatMap((slot) => {
      const id = player.spells[slot];
      return id === null ? [] : [id];
    });
  if (place.zone === 'monsters' || place.zone === 'spells') return player[place.zone].filter((id): id is number => id !== null);
  if (place.zone === 'face-up-extra') return player.extra.filter((id) => state.cards[id].faceUp);
  return [...player[place.zone]];
}

export function cardsInPlaces(state: GameState, places: readonly Place[]): number[] {
  return places.flatMap((place) => cardsIn(state, place));
}

/** The language's zones (docs/language.md) as places on the board, for one side. */
export function placesOf(zones: readonly Zone[], side: Side, actor: PlayerId): Place[] {
  const players: PlayerId[] = side === 'your' ? [actor] : side === 'opponent' ? [opponentOf(actor)] : [actor, opponentOf(actor)];
  const places: Place[] = [];
  for (const player of players) {
    for (const zone of zones) {
      if (zone === 'field') places.push({ player, zone: 'monsters' }, { player, zone: 'spells' });
      else places.push({ player, zone });
    }
  }
  return places;
}

/** Every place, the actor's first: where moves and expectations look for a named card. */
export function everyPlace(actor: PlayerId): Place[] {
  const order: PlaceZone[] = ['monsters', 'spells', 'hand', 'graveyard', 'banished', 'deck', 'extra'];
  return [...order.map((zone) => ({ player: actor, zone })), ...order.map((zone) => ({ player: opponentOf(actor), zone }))];
}

export function findNamed(
  context: ActionContext,
  name: string,
  places: readonly Place[],
  exclude: ReadonlySet<number> = new Set(),
  accept: (id: number) => boolean = () => true,
): number | undefined {
  for (const place of places) {
    for (const id of cardsIn(context.state, place)) {
      if (!exclude.has(id) && card(context.state, id).name === name && accept(id)) return id;
    }
  }
  return undefined;
}

const PLACE_WORDS: Readonly<Record<PlaceZone, string>> = {
  hand: 'hand',
  deck: 'Deck',
  extra: 'Extra Deck',
  'face-up-extra': 'face-up Extra Deck',
  graveyard: 'GY',
  banished: 'banishment',
  monsters: 'Monster Zones',
  spells: 'Spell & Trap Zones',
  pendulum: 'Pendulum Zones',
};

export function describePlaces(places: readonly Place[], actor: PlayerId): string {
  const words = places.map((p) => `${p.player === actor ? 'your' : "your opponent's"} ${PLACE_WORDS[p.zone]}`);
  const unique = [...new Set(words)];
  return unique.length <= 1 ? (unique[0] ?? 'nowhere') : `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`;
}

/** Finds a named card or refuses the action with `card-not-found`. */
export function requireNamed(
  context: ActionContext,
  name: string,
  places: readonly Place[],
  actor: PlayerId,
  purpose: string,
  exclude: ReadonlySet<number> = new Set(),
): number {
  const id = findNamed(context, name, places, exclude);
  if (id === undefined) refuse('card-not-found', `"${name}" is not in ${describePlaces(places, actor)}, so it cannot be ${purpose}.`);
  return id;
}

/** Resolves several names to distinct instances (three "Fiend Token" are three cards). */
export function requireDistinct(context: ActionContext, names: readonly string[], places: readonly Place[], actor: PlayerId, purpose: string): number[] {
  const chosen = new Set<number>();
  for (const name of names) {
    const id = findNamed(context, name, places, chosen);
    if (id === undefined) {
      const anyCopy = findNamed(context, name, places);
      if (anyCopy !== undefined)
        refuse('duplicate-card-choice', `"${name}" was chosen more times than there are copies in ${describePlaces(places, actor)} to be ${purpose}.`);
      refuse('card-not-found', `"${name}" is not in ${describePlaces(places, actor)}, so it cannot be ${purpose}.`);
    }
    chosen.add(id);
  }
  return [...chosen];
}
