import type { CardCatalog } from './cardCatalog';
import { isExtraDeckFrame } from '../core/model/cards';
import { type BattlePosition, card, type GameState, MONSTER_ZONE_COUNT, type PileZone, type PlayerId, type SummonKind } from './gameState';
import { refuse } from './verdict';

/**
 * Every card movement goes through here, so the "properly summoned" lifecycle (rules 3) and the
 * Extra Deck redirection are applied in one place.
 */

function detach(state: GameState, id: number): void {
  const instance = card(state, id);
  const location = instance.location;
  const player = state.players[location.player];
  switch (location.zone) {
    case 'monsters':
    case 'spells': {
      const row = player[location.zone];
      if (row[location.slot] !== id) throw new Error(`Engine bug: card ${id} is not in slot ${location.slot}.`);
      row[location.slot] = null;
      break;
    }
    case 'overlay': {
      const list = player.overlays[location.holder] ?? [];
      const at = list.indexOf(id);
      if (at < 0) throw new Error(`Engine bug: card ${id} is not attached to ${location.holder}.`);
      list.splice(at, 1);
      if (list.length === 0) delete player.overlays[location.holder];
      break;
    }
    default: {
      const pile = player[location.zone];
      const at = pile.indexOf(id);
      if (at < 0) throw new Error(`Engine bug: card ${id} is not in its ${location.zone}.`);
      pile.splice(at, 1);
    }
  }
}

/** Moves a card to a pile of its owner (GY, banishment, hand, Deck, Extra Deck). */
export function moveToPile(state: GameState, catalog: CardCatalog, id: number, zone: PileZone, options: { top?: boolean } = {}): void {
  const instance = card(state, id);
  const leavingField = instance.location.zone === 'monsters';
  const fromField = leavingField || instance.location.zone === 'spells';
  detach(state, id);
  if (leavingField) releaseOverlays(state, catalog, id, instance.location.player);
  const monster = catalog.rules(instance.name)?.monster;
  // An Extra Deck monster that would go to the hand or Deck goes to the Extra Deck instead.
  let destination = zone;
  if ((zone === 'hand' || zone === 'deck') && isExtraDeckFrame(monster?.frame?.value)) destination = 'extra';
  // Rulebook: a Pendulum Monster on the field that would be sent to the GY goes face-up to the Extra Deck.
  const faceUpExtra = zone === 'graveyard' && fromField && monster?.pendulum === true;
  if (faceUpExtra) destination = 'extra';
  const owner = state.players[instance.owner];
  if (destination === 'deck' && options.top !== false) owner.deck.unshift(id);
  else owner[destination].push(id);
  instance.location = { zone: destination, player: instance.owner };
  instance.faceUp = destination === 'graveyard' || destination === 'banished' || faceUpExtra;
  instance.position = null;
  instance.placedTurn = null;
  instance.arrivedBy = null;
  instance.specialMethod = null;
  instance.atkOverride = null;
  instance.sentFromField = fromField;
  // Rules 3: the status is kept in the GY and banishment (and the face-up Extra Deck), reset in the hand and the Deck.
  if (!faceUpExtra && (destination === 'hand' || destination === 'deck' || destination === 'extra')) instance.properlySummoned = false;
}

function releaseOverlays(state: GameState, catalog: CardCatalog, holder: number, controller: PlayerId): void {
  const list = [...(state.players[controller].overlays[holder] ?? [])];
  for (const material of list) moveToPile(state, catalog, material, 'graveyard');
}

export function firstFreeSlot(row: readonly (number | null)[], count = row.length): number {
  return row.slice(0, count).findIndex((id) => id === null);
}

export interface PlacementOptions {
  readonly position: BattlePosition;
  readonly faceUp: boolean;
  readonly turn: number;
  readonly arrivedBy: SummonKind;
  /** The Monster Zone slot (0-4 Main, 5-6 Extra); default the first free Main Monster Zone. */
  readonly slot?: number;
}

/** Puts a monster on a Monster Zone of `controller`; refuses when all 5 are taken (rule 1). */
export function placeMonster(state: GameState, id: number, controller: PlayerId, options: PlacementOptions): void {
  const row = state.players[controller].monsters;
  const slot = options.slot ?? firstFreeSlot(row, MONSTER_ZONE_COUNT);
  if (slot < 0 || row[slot] !== null)
    refuse('no-free-monster-zone', `${controller === 0 ? 'You have' : 'Your opponent has'} no free Monster Zone: all 5 are taken (rule 1).`);
  const instance = card(state, id);
  detach(state, id);
  row[slot] = id;
  instance.location = { zone: 'monsters', player: controller, slot };
  instance.position = options.position;
  instance.faceUp = options.faceUp;
  instance.placedTurn = options.turn;
  instance.arrivedBy = options.arrivedBy;
  instance.specialMethod = null;
}

/** Puts a Spell or Trap on a Spell & Trap Zone of `controller`. */
export function placeSpell(state: GameState, id: number, controller: PlayerId, faceUp: boolean, turn: number): void {
  const row = state.players[controller].spells;
  const slot = firstFreeSlot(row);
  if (slot < 0) refuse('no-free-spell-zone', `${controller === 0 ? 'You have' : 'Your opponent has'} no free Spell & Trap Zone: all 5 are taken.`);
  const instance = card(state, id);
  detach(state, id);
  row[slot] = id;
  instance.location = { zone: 'spells', player: controller, slot };
  instance.faceUp = faceUp;
  instance.position = null;
  instance.placedTurn = turn;
  instance.arrivedBy = null;
}

export function attachOverlay(state: GameState, id: number, holder: number): void {
  const instance = card(state, id);
  const controller = card(state, holder).location.player;
  detach(state, id);
  const list = (state.players[controller].overlays[holder] ??= []);
  list.push(id);
  instance.location = { zone: 'overlay', player: controller, holder };
  instance.faceUp = true;
  instance.position = null;
  instance.placedTurn = null;
  instance.arrivedBy = null;
  instance.properlySummoned = false;
}

/** Draws `count` cards; drawing from an empty Deck just draws fewer (the engine does not decide the duel). */
export function draw(state: GameState, catalog: CardCatalog, player: PlayerId, count: number): number {
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    const top = state.players[player].deck[0];
    if (top === undefined) break;
    moveToPile(state, catalog, top, 'hand');
    drawn++;
  }
  return drawn;
}
