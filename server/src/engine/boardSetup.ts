import type { BoardCard, BoardSide, BoardZone, Scenario } from '../core/model/scenario';
import { type CardInstance, emptyAllowance, emptyGame, type GameState, MONSTER_ZONE_COUNT, type PlayerId, SPELL_ZONE_COUNT } from './gameState';

export interface BoardSetup {
  readonly state: GameState;
  /** Entries that could not be placed (a 6th monster); the scenario checks report them as CS0602. */
  readonly problems: readonly string[];
}

/** Builds the starting state of a scenario: both boards, turn, phase and the Normal Summons already used. */
export function setUpBoard(scenario: Scenario): BoardSetup {
  const state = emptyGame();
  const problems: string[] = [];
  state.turn.turn = scenario.turn;
  state.turn.turnPlayer = scenario.turnPlayer === 'you' ? 0 : 1;
  state.turn.phase = scenario.phase;
  state.turn.allowance = [emptyAllowance(), emptyAllowance()];
  state.turn.allowance[state.turn.turnPlayer].normalSummonsUsed = Math.min(1, Math.max(0, scenario.normalSummonsUsed));
  placeSide(state, 0, scenario.you, scenario.turn, problems);
  placeSide(state, 1, scenario.opponent, scenario.turn, problems);
  placeModern(state, 0, scenario.you, scenario.turn, problems);
  placeModern(state, 1, scenario.opponent, scenario.turn, problems);
  return { state, problems };
}

/** `pendulum "A", "B"` (Spell & Trap slots 0 and 4) and `extra-monster "X"` (slot 5, or 6 when shared 5 is taken). */
function placeModern(state: GameState, player: PlayerId, side: BoardSide, turn: number, problems: string[]): void {
  const target = state.players[player];
  const place = (entry: BoardCard, row: (number | null)[], slots: readonly number[], zone: 'monsters' | 'spells', what: string) => {
    for (let copy = 0; copy < entry.copies; copy++) {
      const slot = slots.find((s) => row[s] === null && (zone === 'spells' || state.players[player === 0 ? 1 : 0].monsters[s === 5 ? 6 : 5] === null));
      if (slot === undefined) {
        problems.push(`"${entry.name.value}" does not fit: ${player === 0 ? 'your' : "the opponent's"} ${what} are taken.`);
        continue;
      }
      const instance = createInstance(state, entry, player, zone, turn);
      if (zone === 'spells') instance.faceUp = true;
      row[slot] = instance.id;
      instance.location = { zone, player, slot };
    }
  };
  for (const entry of side.modern?.pendulum ?? []) place(entry, target.spells, [0, SPELL_ZONE_COUNT - 1], 'spells', 'Pendulum Zones');
  for (const entry of side.modern?.extraMonster ?? []) place(entry, target.monsters, [5, 6], 'monsters', 'Extra Monster Zones');
}

const ORDER: readonly BoardZone[] = ['monsters', 'spells', 'hand', 'deck', 'extra', 'graveyard', 'banished'];

function placeSide(state: GameState, player: PlayerId, side: BoardSide, turn: number, problems: string[]): void {
  const target = state.players[player];
  if (side.lp !== null) target.lp = side.lp;
  for (const zone of ORDER) {
    for (const entry of side.zones[zone]) {
      for (let copy = 0; copy < entry.copies; copy++) {
        const instance = createInstance(state, entry, player, zone, turn);
        const id = instance.id;
        if (zone === 'monsters' || zone === 'spells') {
          const row = target[zone];
          const slot = row.slice(0, zone === 'monsters' ? MONSTER_ZONE_COUNT : SPELL_ZONE_COUNT).findIndex((s) => s === null);
          if (slot < 0) {
            problems.push(
              `"${entry.name.value}" does not fit: ${player === 0 ? 'your' : "the opponent's"} ${zone === 'monsters' ? 'Monster' : 'Spell & Trap'} Zones hold at most ${zone === 'monsters' ? MONSTER_ZONE_COUNT : SPELL_ZONE_COUNT} cards.`,
            );
            delete state.cards[id];
            continue;
          }
          row[slot] = id;
          instance.location = { zone, player, slot };
        } else {
          // An Extra Deck monster listed in the Deck or hand still belongs in the Extra Deck; the setup checks say so.
          target[zone].push(id);
          instance.location = { zone, player };
        }
      }
    }
  }
}

function createInstance(state: GameState, entry: BoardCard, player: PlayerId, zone: BoardZone, turn: number): CardInstance {
  const id = state.nextId++;
  const onField = zone === 'monsters' || zone === 'spells';
  const monsterSet = zone === 'monsters' && entry.position === 'set';
  const spellFaceUp = zone === 'spells' && entry.position === 'face-up';
  // `extra "X" face-up`: a Pendulum Monster placed there from the field keeps its status (docs/language.md).
  const faceUpExtra = zone === 'extra' && entry.position === 'face-up';
  const instance: CardInstance = {
    id,
    name: entry.name.value,
    owner: player,
    location: { zone: 'hand', player },
    faceUp: zone === 'monsters' ? !monsterSet : zone === 'spells' ? spellFaceUp : zone === 'graveyard' || zone === 'banished' || faceUpExtra,
    position: zone === 'monsters' ? (entry.position === 'attack' || entry.position === null ? 'attack' : 'defense') : null,
    // Rules 3: the status only exists on the field, in the GY and banished.
    properlySummoned: entry.properlySummoned && (onField || zone === 'graveyard' || zone === 'banished' || faceUpExtra),
    placedTurn: onField ? (entry.placedThisTurn ? turn : turn - 1) : null,
    arrivedBy: zone === 'monsters' ? 'placed' : null,
    specialMethod: null,
    atkOverride: null,
    // A board card in the GY or banishment was not sent there from the field; `step move` from the field is.
    sentFromField: false,
  };
  state.cards[id] = instance;
  return instance;
}
