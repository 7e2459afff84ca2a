import type { Phase, PlayerRef } from '../core/model/scenario';
import { type CardInstance, type GameState, MONSTER_ZONE_COUNT, PENDULUM_SLOTS, type PlayerId, PLAYERS } from './gameState';
import type { CardCatalog } from './cardCatalog';
import { normalSummonLimit } from './turnRules';

/** One card as the result panel draws it. Plain data, safe to JSON-serialise. */
export interface CardView {
  readonly id: number;
  readonly name: string;
  readonly owner: PlayerRef;
  readonly faceUp: boolean;
  readonly position: 'attack' | 'defense' | null;
  readonly properlySummoned: boolean;
  /** Xyz Materials attached to this monster. */
  readonly materials?: readonly CardView[];
}

export interface PlayerView {
  readonly lp: number;
  readonly hand: readonly CardView[];
  readonly deck: readonly CardView[];
  readonly extra: readonly CardView[];
  readonly graveyard: readonly CardView[];
  readonly banished: readonly CardView[];
  /** The 5 Main Monster Zones (always 5 entries; null is an empty zone). */
  readonly monsters: readonly (CardView | null)[];
  /** The player's left and right Extra Monster Zones (Master Rule, April 2020); absent when both are empty. */
  readonly extraMonsters?: readonly (CardView | null)[];
  /** Always 5 entries; the first and last are the Pendulum Zones (engine/pendulum.ts `PENDULUM_SLOTS`). */
  readonly spells: readonly (CardView | null)[];
  /**
   * The Pendulum Scales in the left and right Pendulum Zones (null: no Pendulum Monster there); absent when
   * neither holds one, or when the snapshot was taken without the card catalog.
   */
  readonly pendulumScales?: readonly [number | null, number | null];
  readonly normalSummonsUsed: number;
  readonly normalSummonLimit: number;
}

export interface BoardSnapshot {
  readonly turn: number;
  readonly turnPlayer: PlayerRef;
  readonly phase: Phase;
  readonly you: PlayerView;
  readonly opponent: PlayerView;
  readonly chain: readonly { readonly link: number; readonly card: string; readonly player: PlayerRef; readonly negated: boolean }[];
  /** Names of the monsters whose summon is in the summon negation window. */
  readonly pendingSummon: readonly string[] | null;
}

export function playerRef(player: PlayerId): PlayerRef {
  return player === 0 ? 'you' : 'opponent';
}

/** The board as plain data; with the catalog, it also says the Pendulum Scales in the Pendulum Zones. */
export function snapshotBoard(state: GameState, catalog?: CardCatalog): BoardSnapshot {
  const view = (id: number): CardView => {
    const instance: CardInstance = state.cards[id];
    const base = {
      id,
      name: instance.name,
      owner: playerRef(instance.owner),
      faceUp: instance.faceUp,
      position: instance.position,
      properlySummoned: instance.properlySummoned,
    };
    const overlays = state.players[instance.location.player].overlays[id];
    return overlays && instance.location.zone === 'monsters' ? { ...base, materials: overlays.map(view) } : base;
  };
  const player = (p: PlayerId): PlayerView => {
    const side = state.players[p];
    return {
      lp: side.lp,
      hand: side.hand.map(view),
      deck: side.deck.map(view),
      extra: side.extra.map(view),
      graveyard: side.graveyard.map(view),
      banished: side.banished.map(view),
      monsters: side.monsters.slice(0, MONSTER_ZONE_COUNT).map((id) => (id === null ? null : view(id))),
      ...(side.monsters.slice(MONSTER_ZONE_COUNT).some((id) => id !== null)
        ? { extraMonsters: side.monsters.slice(MONSTER_ZONE_COUNT).map((id) => (id === null ? null : view(id))) }
        : {}),
      spells: side.spells.map((id) => (id === null ? null : view(id))),
      ...pendulumScalesOf(side.spells, catalog, state),
      normalSummonsUsed: state.turn.allowance[p].normalSummonsUsed,
      normalSummonLimit: normalSummonLimit(state, p),
    };
  };
  const [you, opponent] = PLAYERS.map(player);
  return {
    turn: state.turn.turn,
    turnPlayer: playerRef(state.turn.turnPlayer),
    phase: state.turn.phase,
    you,
    opponent,
    chain: state.chain.map((l) => ({ link: l.number, card: state.cards[l.cardId].name, player: playerRef(l.player), negated: l.negated })),
    pendingSummon: state.pendingSummon ? state.pendingSummon.cardIds.map((id) => state.cards[id].name) : null,
  };
}

function pendulumScalesOf(
  spells: readonly (number | null)[],
  catalog: CardCatalog | undefined,
  state: GameState,
): { pendulumScales?: readonly [number | null, number | null] } {
  if (!catalog) return {};
  const scale = (slot: number): number | null => {
    const id = spells[slot];
    const monster = id === null ? undefined : catalog.rules(state.cards[id].name)?.monster;
    return monster?.pendulum ? (monster.scale?.value ?? 0) : null;
  };
  const scales: [number | null, number | null] = [scale(PENDULUM_SLOTS[0]), scale(PENDULUM_SLOTS[1])];
  return scales.some((s) => s !== null) ? { pendulumScales: scales } : {};
}
