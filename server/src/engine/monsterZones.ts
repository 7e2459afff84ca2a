import type { LinkArrow } from '../core/model/cards';
import type { CardCatalog } from './cardCatalog';
import { card, type GameState, MONSTER_ZONE_COUNT, opponentOf, type PlayerId } from './gameState';
import { refuse } from './verdict';

/**
 * The Monster Zones under the Master Rule (April 2020 revision, docs/language.md "Zones"): 5 Main Monster
 * Zones per player (slots 0-4, left to right from that player's side) and 2 shared Extra Monster Zones
 * (slots 5 = left and 6 = right from the player's side; a player's left one is the opponent's right one).
 * Link Monsters and Pendulum Monsters summoned from the face-up Extra Deck go to an Extra Monster Zone or a
 * Main Monster Zone a Link Arrow points to; Fusion, Synchro and Xyz Monsters to any Monster Zone.
 */

const LEFT_EMZ = 5;
const RIGHT_EMZ = 6;
/** The column (0-4, from the owner's side) each Extra Monster Zone sits above. */
const EMZ_COLUMN: Readonly<Record<number, number>> = { [LEFT_EMZ]: 1, [RIGHT_EMZ]: 3 };

/** The same Extra Monster Zone as the opponent sees it. */
export function sharedSlot(slot: number): number {
  return slot === LEFT_EMZ ? RIGHT_EMZ : LEFT_EMZ;
}

function arrowsOf(state: GameState, catalog: CardCatalog, id: number): readonly LinkArrow[] {
  const monster = catalog.rules(card(state, id).name)?.monster;
  return monster?.frame?.value === 'link' && card(state, id).faceUp ? (monster.arrows?.value ?? []) : [];
}

/** Main Monster Zone columns (0-4, `player`'s side) that some face-up Link Monster points to. */
export function linkedColumns(state: GameState, catalog: CardCatalog, player: PlayerId): Set<number> {
  const linked = new Set<number>();
  const add = (column: number) => {
    if (column >= 0 && column < MONSTER_ZONE_COUNT) linked.add(column);
  };
  // The player's own Link Monsters.
  state.players[player].monsters.forEach((id, slot) => {
    if (id === null) return;
    for (const arrow of arrowsOf(state, catalog, id)) {
      if (slot < MONSTER_ZONE_COUNT) {
        if (arrow === 'left') add(slot - 1);
        if (arrow === 'right') add(slot + 1);
      } else {
        const column = EMZ_COLUMN[slot];
        if (arrow === 'bottom-left') add(column - 1);
        if (arrow === 'bottom') add(column);
        if (arrow === 'bottom-right') add(column + 1);
      }
    }
  });
  // The opponent's Link Monsters in an Extra Monster Zone point down into this player's zones with their top arrows.
  const opponent = opponentOf(player);
  for (const slot of [LEFT_EMZ, RIGHT_EMZ]) {
    const id = state.players[opponent].monsters[slot];
    if (id === null) continue;
    const column = EMZ_COLUMN[slot];
    for (const arrow of arrowsOf(state, catalog, id)) {
      // The opponent's column c is this player's column 4 - c.
      if (arrow === 'top-left') add(4 - (column - 1));
      if (arrow === 'top') add(4 - column);
      if (arrow === 'top-right') add(4 - (column + 1));
    }
  }
  return linked;
}

/** Where a summoned monster may go; `requested`: a slot the step asked for (0-6). */
export interface PlacementRule {
  /** Link Monsters and Pendulum Monsters from the face-up Extra Deck: Extra Monster Zone or linked zones only. */
  readonly linkedOnly: boolean;
  /** From the Extra Deck: the Extra Monster Zone may be used. */
  readonly fromExtraDeck: boolean;
}

/** The free slots the monster may be placed in, in the order the engine prefers them. */
export function allowedSlots(state: GameState, catalog: CardCatalog, player: PlayerId, rule: PlacementRule, freed: readonly number[] = []): number[] {
  const row = state.players[player].monsters;
  const free = (slot: number) => row[slot] === null || freed.includes(row[slot]!);
  const emz = rule.fromExtraDeck ? [LEFT_EMZ, RIGHT_EMZ].filter((slot) => free(slot) && extraMonsterZoneFreeIgnoring(state, player, slot, freed)) : [];
  const main = Array.from({ length: MONSTER_ZONE_COUNT }, (_, i) => i).filter(free);
  if (!rule.linkedOnly) return [...main, ...emz];
  const linked = linkedColumns(state, catalog, player);
  return [...emz, ...main.filter((slot) => linked.has(slot))];
}

function extraMonsterZoneFreeIgnoring(state: GameState, player: PlayerId, slot: number, freed: readonly number[]): boolean {
  const mine = state.players[player].monsters;
  const theirs = state.players[opponentOf(player)].monsters;
  const empty = (id: number | null) => id === null || freed.includes(id);
  return empty(mine[slot]) && empty(theirs[sharedSlot(slot)]) && empty(mine[LEFT_EMZ]) && empty(mine[RIGHT_EMZ]);
}

/** A zone a step asks for: a slot (0-4 Main Monster Zones), `emz` (an Extra Monster Zone), or null (the engine picks). */
export type ZoneRequest = number | 'emz' | null;

/** Picks the slot for a summon, or refuses with the Master Rule's reason. */
export function chooseSlot(state: GameState, catalog: CardCatalog, player: PlayerId, name: string, rule: PlacementRule, requested: ZoneRequest): number {
  const slots = allowedSlots(state, catalog, player, rule);
  if (requested === 'emz') {
    const emz = slots.find((slot) => slot >= MONSTER_ZONE_COUNT);
    if (emz !== undefined) return emz;
    refuse(
      'extra-deck-zone-not-available',
      `"${name}" cannot go to an Extra Monster Zone: ${rule.fromExtraDeck ? 'none is free for this player (a player uses at most one, and the opponent may hold the other)' : 'only monsters summoned from the Extra Deck go there'} (Master Rule, April 2020).`,
    );
  }
  if (requested !== null) {
    if (slots.includes(requested)) return requested;
    refuse(
      rule.linkedOnly ? 'extra-deck-zone-not-available' : 'no-free-monster-zone',
      `"${name}" cannot go to ${slotWords(requested)}: ${rule.linkedOnly ? 'a Link Monster, or a Pendulum Monster from the face-up Extra Deck, goes only to an Extra Monster Zone or a Main Monster Zone a Link Arrow points to (Master Rule, April 2020)' : 'that zone is taken'}.`,
    );
  }
  const slot = slots[0];
  if (slot === undefined) {
    refuse(
      rule.linkedOnly ? 'extra-deck-zone-not-available' : 'no-free-monster-zone',
      rule.linkedOnly
        ? `"${name}" needs a free Extra Monster Zone or a free Main Monster Zone a Link Arrow points to, and there is none (Master Rule, April 2020).`
        : `${player === 0 ? 'You have' : 'Your opponent has'} no free Monster Zone for "${name}" (rule 1).`,
    );
  }
  return slot;
}

export function slotWords(slot: number): string {
  if (slot === LEFT_EMZ) return 'the left Extra Monster Zone';
  if (slot === RIGHT_EMZ) return 'the right Extra Monster Zone';
  return `Main Monster Zone ${slot + 1}`;
}
