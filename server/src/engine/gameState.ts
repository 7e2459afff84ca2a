import type { Phase } from '../core/model/scenario';

/**
 * The game state: plain data (structured-clone friendly) so that an action runs on a copy and an
 * illegal action leaves the original untouched.
 */

export type PlayerId = 0 | 1;
export const PLAYERS: readonly PlayerId[] = [0, 1];

export function opponentOf(player: PlayerId): PlayerId {
  return player === 0 ? 1 : 0;
}

export type PileZone = 'hand' | 'deck' | 'extra' | 'graveyard' | 'banished';
export const PILE_ZONES: readonly PileZone[] = ['hand', 'deck', 'extra', 'graveyard', 'banished'];

/** Main Monster Zones per player (slots 0-4 of `monsters`, left to right from the player's side). */
export const MONSTER_ZONE_COUNT = 5;
/**
 * The Extra Monster Zones (Master Rule, April 2020): slots 5 (left, from the player's side) and 6 (right) of
 * `monsters`. They are shared: a player's left one is the opponent's right one (engine/monsterZones.ts).
 */
export const MONSTER_SLOT_COUNT = 7;
export const SPELL_ZONE_COUNT = 5;
/** The Pendulum Zones: the leftmost and rightmost Spell & Trap Zones (slots of `spells`). */
export const PENDULUM_SLOTS: readonly number[] = [0, SPELL_ZONE_COUNT - 1];

/** Where a card is. `player` is the owner of the pile, or the controller of the zone. */
export type Location =
  | { readonly zone: PileZone; readonly player: PlayerId }
  | { readonly zone: 'monsters' | 'spells'; readonly player: PlayerId; readonly slot: number }
  /** An Xyz Material attached to the monster `holder`. */
  | { readonly zone: 'overlay'; readonly player: PlayerId; readonly holder: number };

export type BattlePosition = 'attack' | 'defense';

/** How a monster on the field got there (for triggers, negation and "properly summoned"). */
export type SummonKind = 'normal' | 'tribute' | 'flip' | 'special' | 'placed';

/** Which Special Summon brought a monster to the field (`expect "X" fusion summoned`, `... by procedure`). */
export type SpecialMethod = 'procedure' | 'effect' | 'fusion' | 'ritual' | 'synchro' | 'xyz' | 'link' | 'pendulum';

export interface CardInstance {
  readonly id: number;
  readonly name: string;
  readonly owner: PlayerId;
  location: Location;
  faceUp: boolean;
  /** On a Monster Zone only. */
  position: BattlePosition | null;
  /** Rules 3: set by the card's proper method; kept on field, GY and banished; reset in hand and Deck. */
  properlySummoned: boolean;
  /** The turn it was Set or Summoned (field only): Flip Summons and Trap activation check it. */
  placedTurn: number | null;
  /** How it arrived on the field (field only). */
  arrivedBy: SummonKind | null;
  /** For `arrivedBy: 'special'`: which Special Summon it was. */
  specialMethod: SpecialMethod | null;
  /** Original ATK changed by its summon procedure ("its original ATK becomes 1900"). */
  atkOverride: number | null;
  /** Its last move took it from the field (Monster or Spell & Trap Zone): "except if it was sent there from the field". */
  sentFromField: boolean;
}

export interface PlayerState {
  lp: number;
  hand: number[];
  /** Top first. */
  deck: number[];
  extra: number[];
  graveyard: number[];
  banished: number[];
  monsters: (number | null)[];
  spells: (number | null)[];
  /** Xyz Materials per holder id. */
  overlays: Record<number, number[]>;
}

/** Per-turn, per-player Normal Summon bookkeeping (rules 1, 4). */
export interface SummonAllowance {
  normalSummonsUsed: number;
  /** "You can conduct N Normal Summons/Sets this turn" grants: the limit is max(1, grants), not a sum. */
  limitGrants: number[];
  /** One-shot additional Normal Summons (Ultimate Offering). */
  extraGrants: number;
  /** LP per Tribute granted for this turn by a non-continuous effect. */
  payLpPerTribute: number | null;
  /** "Once during this turn, ... you can Tribute 1 monster your opponent controls" (Stormforth): grants not yet used. */
  opponentTributeGrants?: number;
  /** Once-per-turn uses this turn: keys `name:<card>:<what>` (hard, per name) and `copy:<id>:<what>` (soft). */
  oncePerTurnUsed?: string[];
  /** The Pendulum Summon was used this turn (once per turn, rulebook). */
  pendulumSummoned?: boolean;
  /** Names Special Summoned this turn ("You can only Special Summon "X" once per turn"). */
  specialSummonedNames?: string[];
  /** "You cannot Normal Summon/Set the turn you Special Summon this card": the card that locked it (Lava Golem). */
  normalSummonLockedBy?: string;
}

/** A summon in the summon negation window (rule 2): Normal, Flip or built-in Special, outside a chain. */
export interface PendingSummon {
  readonly player: PlayerId;
  readonly cardIds: readonly number[];
  readonly kind: SummonKind;
  /** Whether it used the Normal Summon count (a negated Normal Summon still uses it). */
  readonly usedNormalSummon: boolean;
}

/** A summon that happened, for triggers. */
export interface SummonEvent {
  readonly player: PlayerId;
  readonly cardIds: readonly number[];
  readonly kind: SummonKind;
  /** The chain link resolving when it happened; 0 outside a chain (rule 2, "missing the timing"). */
  readonly chainLink: number;
}

export type NegationMode = { readonly kind: 'summon'; readonly pending: PendingSummon } | { readonly kind: 'activation'; readonly linkNumber: number };

export interface ChainLink {
  readonly number: number;
  readonly cardId: number;
  readonly player: PlayerId;
  readonly speed: 1 | 2 | 3;
  readonly cardType: 'monster' | 'spell' | 'trap';
  readonly summons: boolean;
  /** Cards targeted on activation, per `target` line in order. */
  readonly targets: number[];
  /** Cards paid as costs (for `named-next-level`, `same-level-as-tributed`). */
  readonly costCards: number[];
  /** The card a Fusion/Ritual/"special summon FILTER" effect summons, chosen on activation. */
  readonly summonChoice: number | null;
  /** Fusion Materials or Ritual Tributes chosen on activation. */
  readonly materials: number[];
  /** What a negation effect negates, fixed on activation. */
  readonly negation: NegationMode | null;
  /** The summon a trigger responded to (for `destroy summoned` / `banish summoned`). */
  readonly triggerEvent: SummonEvent | null;
  negated: boolean;
}

/** One activation this turn (a card or a monster's effect), for "... was activated this turn" conditions. */
export interface ActivationRecord {
  readonly cardId: number;
  readonly player: PlayerId;
  readonly cardType: 'monster' | 'spell' | 'trap';
  /** Where the card was when it was activated (before its costs moved it): "activated in the hand". */
  readonly from: Location['zone'];
}

export interface TurnState {
  turn: number;
  turnPlayer: PlayerId;
  phase: Phase;
  allowance: [SummonAllowance, SummonAllowance];
  /** Activations this turn by either player, in order; emptied when the turn ends, like the allowances. */
  activations?: ActivationRecord[];
}

export interface GameState {
  cards: Record<number, CardInstance>;
  players: [PlayerState, PlayerState];
  turn: TurnState;
  chain: ChainLink[];
  /** The number of the chain link now resolving, or 0. */
  resolvingLink: number;
  pendingSummon: PendingSummon | null;
  /** Summons that just happened (the last action, or the last chain): what triggers can respond to. */
  recentSummons: SummonEvent[];
  /** Summons made while the current chain resolves; become recentSummons afterwards. */
  chainSummons: SummonEvent[];
  nextId: number;
}

export function emptyAllowance(): SummonAllowance {
  return { normalSummonsUsed: 0, limitGrants: [], extraGrants: 0, payLpPerTribute: null };
}

export function emptyPlayer(lp = 8000): PlayerState {
  return {
    lp,
    hand: [],
    deck: [],
    extra: [],
    graveyard: [],
    banished: [],
    monsters: Array<number | null>(MONSTER_SLOT_COUNT).fill(null),
    spells: Array<number | null>(SPELL_ZONE_COUNT).fill(null),
    overlays: {},
  };
}

export function emptyGame(): GameState {
  return {
    cards: {},
    players: [emptyPlayer(), emptyPlayer()],
    turn: { turn: 1, turnPlayer: 0, phase: 'main1', allowance: [emptyAllowance(), emptyAllowance()] },
    chain: [],
    resolvingLink: 0,
    pendingSummon: null,
    recentSummons: [],
    chainSummons: [],
    nextId: 1,
  };
}

export function cloneGame(state: GameState): GameState {
  return structuredClone(state);
}

export function card(state: GameState, id: number): CardInstance {
  const instance = state.cards[id];
  if (!instance) throw new Error(`Engine bug: no card with id ${id}.`);
  return instance;
}

export function monstersOf(state: GameState, player: PlayerId): number[] {
  return state.players[player].monsters.filter((id): id is number => id !== null);
}

/** Free Main Monster Zones (a Main Deck monster is never summoned to an Extra Monster Zone). */
export function freeMonsterZones(state: GameState, player: PlayerId): number {
  return state.players[player].monsters.slice(0, MONSTER_ZONE_COUNT).filter((id) => id === null).length;
}

/** The zone name used in messages. */
export function zoneLabel(location: Location): string {
  switch (location.zone) {
    case 'monsters':
      return location.slot >= MONSTER_ZONE_COUNT ? 'Extra Monster Zone' : 'Monster Zone';
    case 'spells':
      return 'Spell & Trap Zone';
    case 'overlay':
      return 'Xyz Materials';
    case 'graveyard':
      return 'GY';
    case 'extra':
      return 'Extra Deck';
    case 'banished':
      return 'banishment';
    default:
      return location.zone;
  }
}
