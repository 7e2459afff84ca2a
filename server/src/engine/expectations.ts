import type { Expectation, ExpectZone, PlayerRef, SummonMethodWord } from '../core/model/scenario';
import type { Span } from '../core/text/span';
import { cardsIn, type PlaceZone } from './cardChoice';
import type { CardCatalog } from './cardCatalog';
import { type GameState, MONSTER_ZONE_COUNT, type PlayerId, SPELL_ZONE_COUNT } from './gameState';
import { familyOf, isRuleCodeFamily } from './ruleCodeFamilies';
import { normalSummonLimit } from './turnRules';
import type { Verdict } from './verdict';

export interface ExpectationResult {
  readonly span: Span;
  readonly met: boolean;
  /** What was expected and what happened, in one sentence. */
  readonly message: string;
}

const ZONE_WORDS: Readonly<Record<ExpectZone, string>> = {
  monsters: 'Monster Zones',
  spells: 'Spell & Trap Zones',
  hand: 'hand',
  deck: 'Deck',
  extra: 'Extra Deck',
  graveyard: 'GY',
  banished: 'banishment',
  pendulum: 'Pendulum Zones',
  extraMonster: 'Extra Monster Zone',
};

/** The cards of an expectation's zone: the Pendulum Zones are Spell & Trap slots 0 and 4, the Extra Monster Zones slots 5-6. */
function cardsOfZone(state: GameState, player: PlayerId, zone: ExpectZone): number[] {
  const side = state.players[player];
  if (zone === 'pendulum') return [side.spells[0], side.spells[SPELL_ZONE_COUNT - 1]].filter((id): id is number => id !== null);
  if (zone === 'extraMonster') return side.monsters.slice(MONSTER_ZONE_COUNT).filter((id): id is number => id !== null);
  return cardsIn(state, { player, zone: zone as PlaceZone });
}

function playerId(ref: PlayerRef): PlayerId {
  return ref === 'you' ? 0 : 1;
}

/** Checks one expectation against the step's verdict (for legal/illegal) and the state after the step. */
export function checkExpectation(expectation: Expectation, verdict: Verdict | null, state: GameState, catalog?: CardCatalog): ExpectationResult {
  const span = expectation.span;
  switch (expectation.kind) {
    case 'legal': {
      if (!verdict) return { span, met: false, message: '"expect legal" belongs on a step.' };
      return verdict.legal
        ? { span, met: true, message: 'Legal, as expected.' }
        : { span, met: false, message: `Expected legal, but it was refused (${verdict.code}): ${verdict.reason}` };
    }
    case 'illegal': {
      if (!verdict) return { span, met: false, message: '"expect illegal" belongs on a step.' };
      const code = expectation.code?.value ?? null;
      if (verdict.legal) return { span, met: false, message: `Expected illegal${code ? ` (${code})` : ''}, but it was legal.` };
      if (code !== null && isRuleCodeFamily(code)) {
        if (familyOf(verdict.code) !== code)
          return {
            span,
            met: false,
            message: `Expected illegal by a ${code} rule, but it was refused by ${verdict.code} (${familyOf(verdict.code) ?? 'no family'}): ${verdict.reason}`,
          };
        return { span, met: true, message: `Illegal (${verdict.code}, a ${code} rule), as expected.` };
      }
      if (code !== null && verdict.code !== code)
        return { span, met: false, message: `Expected illegal (${code}), but it was refused by ${verdict.code}: ${verdict.reason}` };
      return { span, met: true, message: `Illegal (${verdict.code}), as expected.` };
    }
    case 'inZone': {
      const player = playerId(expectation.player);
      const found = cardsOfZone(state, player, expectation.zone).some(
        (id) => state.cards[id].name === expectation.card.name && (expectation.faceUp === undefined || state.cards[id].faceUp === expectation.faceUp),
      );
      const where = `${expectation.player === 'you' ? 'your' : "the opponent's"} ${expectation.faceUp ? 'face-up ' : ''}${ZONE_WORDS[expectation.zone]}`;
      const met = found !== expectation.negated;
      return {
        span,
        met,
        message: met
          ? `"${expectation.card.name}" is${expectation.negated ? ' not' : ''} in ${where}, as expected.`
          : `Expected "${expectation.card.name}" ${expectation.negated ? 'not ' : ''}in ${where}, but it is${expectation.negated ? '' : ` ${whereIs(state, expectation.card.name)}`}.`,
      };
    }
    case 'properlySummoned': {
      const id = preferredInstance(state, expectation.card.name);
      if (id === undefined) return { span, met: false, message: `"${expectation.card.name}" is not on the board.` };
      const actual = state.cards[id].properlySummoned;
      const met = actual === expectation.value;
      return {
        span,
        met,
        message: `"${expectation.card.name}" is ${actual ? '' : 'not '}properly summoned${met ? ', as expected' : ` (expected ${expectation.value ? '' : 'not '}properly summoned)`}.`,
      };
    }
    case 'stat': {
      const id = onField(state, expectation.card.name);
      const label = expectation.stat.toUpperCase();
      if (id === undefined)
        return { span, met: false, message: `Expected "${expectation.card.name}" with ${label} ${expectation.value}, but it is not face-up on the field.` };
      const monster = catalog?.rules(expectation.card.name)?.monster;
      const printed = expectation.stat === 'atk' ? monster?.atk?.value : monster?.def?.value;
      const actual = expectation.stat === 'atk' ? (state.cards[id].atkOverride ?? printed) : printed;
      const met = actual === expectation.value;
      return { span, met, message: `"${expectation.card.name}" has ${label} ${actual ?? '?'}${met ? ', as expected' : `, not ${expectation.value}`}.` };
    }
    case 'summonedBy': {
      const id = onField(state, expectation.card.name);
      const how = summonWords(expectation.method);
      if (id === undefined)
        return {
          span,
          met: expectation.negated,
          message: `"${expectation.card.name}" is not face-up on the field${expectation.negated ? `, so it was not ${how}` : `: expected it ${how}`}.`,
        };
      const actual = summonedAs(state.cards[id].arrivedBy, state.cards[id].specialMethod);
      const was = actual.includes(expectation.method);
      const met = was !== expectation.negated;
      const actually = actual.length > 0 ? summonWords(actual[actual.length - 1]) : 'placed on the board by the scenario';
      return {
        span,
        met,
        message: met
          ? `"${expectation.card.name}" was ${expectation.negated ? `not ${how} (it was ${actually})` : how}, as expected.`
          : `Expected "${expectation.card.name}" ${expectation.negated ? 'not ' : ''}${how}, but it was ${actually}.`,
      };
    }
    case 'normalSummons': {
      const player = playerId(expectation.player);
      const used = state.turn.allowance[player].normalSummonsUsed;
      const actual = expectation.which === 'used' ? used : Math.max(0, normalSummonLimit(state, player) - used);
      const met = actual === expectation.count;
      const whose = expectation.player === 'you' ? 'You have' : 'Your opponent has';
      return {
        span,
        met,
        message: `${whose} ${actual} Normal Summon(s) ${expectation.which} this turn${met ? ', as expected' : `, not ${expectation.count}`}.`,
      };
    }
    case 'lp': {
      const lp = state.players[playerId(expectation.player)].lp;
      const met = lp === expectation.amount;
      return {
        span,
        met,
        message: `${expectation.player === 'you' ? 'Your' : "The opponent's"} LP ${met ? 'are' : 'are'} ${lp}${met ? ', as expected' : `, not ${expectation.amount}`}.`,
      };
    }
  }
}

/** Which copy an expectation about a name means: the field first, then the GY, banishment, hand, Deck, Extra Deck; yours first. */
export function preferredInstance(state: GameState, name: string): number | undefined {
  const order: PlaceZone[] = ['monsters', 'spells', 'graveyard', 'banished', 'hand', 'deck', 'extra'];
  for (const zone of order) {
    for (const player of [0, 1] as const) {
      const id = cardsIn(state, { player, zone }).find((c) => state.cards[c].name === name);
      if (id !== undefined) return id;
    }
  }
  for (const instance of Object.values(state.cards)) if (instance.name === name) return instance.id;
  return undefined;
}

function whereIs(state: GameState, name: string): string {
  const id = preferredInstance(state, name);
  if (id === undefined) return 'nowhere on the board';
  const location = state.cards[id].location;
  const zone = location.zone === 'overlay' ? 'Xyz Materials' : ZONE_WORDS[location.zone as ExpectZone];
  return `in ${location.player === 0 ? 'your' : "the opponent's"} ${zone}`;
}

/** The face-up monster of that name on either field (yours first). */
function onField(state: GameState, name: string): number | undefined {
  for (const player of [0, 1] as const) {
    const id = cardsIn(state, { player, zone: 'monsters' }).find((c) => state.cards[c].name === name && state.cards[c].faceUp);
    if (id !== undefined) return id;
  }
  return undefined;
}

/** Every word that describes how a monster arrived: a Tribute Summon is a Normal Summon, a Fusion Summon a Special Summon. */
function summonedAs(arrivedBy: CardInstanceArrival, method: CardInstanceMethod): SummonMethodWord[] {
  switch (arrivedBy) {
    case 'normal':
      return ['normal'];
    case 'tribute':
      return ['normal', 'tribute'];
    case 'flip':
      return ['flip'];
    case 'special':
      return method === null ? ['special'] : ['special', method];
    default:
      return [];
  }
}

type CardInstanceArrival = GameState['cards'][number]['arrivedBy'];
type CardInstanceMethod = GameState['cards'][number]['specialMethod'];

function summonWords(method: SummonMethodWord): string {
  switch (method) {
    case 'procedure':
      return 'Special Summoned by its procedure';
    case 'effect':
      return 'Special Summoned by an effect';
    case 'normal':
      return 'Normal Summoned';
    case 'tribute':
      return 'Tribute Summoned';
    case 'flip':
      return 'Flip Summoned';
    case 'special':
      return 'Special Summoned';
    default:
      return `${method === 'xyz' ? 'Xyz' : method[0].toUpperCase() + method.slice(1)} Summoned`;
  }
}
