import type { PhraseMatch } from './phrasePattern';
import type { BoardCard, BoardZone, ModernBoardZone } from '../model/scenario';
import type { Token } from '../syntax/token';
import { definePhrases } from './phrase';

/**
 * The lines of a board (`you { }` / `opponent { }`). A line holds one or more fields, each a zone and its
 * cards (`hand "A", 2 x "B"  graveyard "C"`) or `lp N`. Every phrase reads a whole line: its first field,
 * then any others (MORE). Fields, counts, names and modifiers are captures; lowering walks them in the
 * order written, so a modifier belongs to the name before it.
 */

export type BoardField = BoardZone | ModernBoardZone;

export const BOARD_ZONE_WORDS: Readonly<Record<string, BoardField>> = {
  hand: 'hand',
  deck: 'deck',
  extra: 'extra',
  graveyard: 'graveyard',
  gy: 'graveyard',
  banished: 'banished',
  monsters: 'monsters',
  monster: 'monsters',
  field: 'monsters',
  spells: 'spells',
  traps: 'spells',
  'spells-traps': 'spells',
  pendulum: 'pendulum',
  'extra-monster': 'extraMonster',
};

/** One card of a list: `[N x | Nx] "Name" [modifiers]`; the modifiers in any order. */
const MODIFIERS = '{ properly:properly summoned | placed:set this turn | placed:summoned this turn | position:attack|defense|set|face-up|face-down }';
const ENTRY = `[copies:count] name:$ ${MODIFIERS}`;
const CARDS = `${ENTRY} { , ${ENTRY} }`;
const ALL_ZONES = Object.keys(BOARD_ZONE_WORDS).join('|');
const MORE = `{ lp lp:# | zone:${ALL_ZONES} ${CARDS} }`;

/** What a board line sets: the life points, the cards it places per zone. */
export interface BoardLine {
  readonly lp: number | null;
  readonly cards: readonly { readonly zone: BoardField; readonly card: BoardCard }[];
}

const SCOPES = {
  ...Object.fromEntries(Object.keys(BOARD_ZONE_WORDS).map((zone) => [zone, 'constant.language.zone'])),
  lp: 'support.type.property-name.board',
  'set this turn': 'constant.language.status.this-turn',
  'summoned this turn': 'constant.language.status.this-turn',
  'properly summoned': 'constant.language.status.properly-summoned',
  attack: 'constant.language.position',
  defense: 'constant.language.position',
  set: 'constant.language.position',
  'face-up': 'constant.language.position',
  'face-down': 'constant.language.position',
  x: 'keyword.operator.count',
};

const lowerLine = (m: PhraseMatch) => readBoardLine(m);

export const BOARD_PHRASES = definePhrases<BoardLine>([
  {
    id: 'board.lp',
    pattern: `lp lp:# ${MORE}`,
    syntax: 'lp N',
    wordScopes: SCOPES,
    doc: 'Life Points (default 8000).',
    example: 'lp 8000',
    lower: lowerLine,
  },
  {
    id: 'board.cards',
    pattern: `zone:hand|deck|extra|graveyard|gy|banished ${CARDS} ${MORE}`,
    syntax: 'hand / deck / extra / graveyard / banished CARDS',
    doc: 'Cards in that zone (deck: top first). CARDS: `"Name"`, `N x "Name"`, comma-separated; each may be followed by `properly summoned`, `extra` cards by `face-up`. Several fields may share a line.',
    example: 'graveyard 3 x "Archfiend Soldier", "Dark Necrofear" properly summoned',
    lower: lowerLine,
  },
  {
    id: 'board.monsters',
    pattern: `zone:monsters|monster|field ${CARDS} ${MORE}`,
    syntax: 'monsters "Name" [attack / defense / set] [summoned this turn], ...',
    doc: 'The Monster Zones, in order; each monster in `attack` (default), `defense` or `set` (`face-down`) position, `summoned this turn` / `set this turn` if it was placed this turn.',
    example: 'monsters "Cyber Dragon" defense summoned this turn, "Gilford the Lightning"',
    lower: lowerLine,
  },
  {
    id: 'board.spells',
    pattern: `zone:spells|traps|spells-traps ${CARDS} ${MORE}`,
    syntax: 'spells "Name" [set / face-up] [set this turn], ...',
    doc: 'The Spell & Trap Zones; each card `set` (default) or `face-up`, `set this turn` if it was Set this turn.',
    example: 'spells "Call of the Haunted" set this turn, "Level Up!" face-up',
    lower: lowerLine,
  },
  {
    id: 'board.pendulum',
    pattern: `zone:pendulum ${CARDS} ${MORE}`,
    syntax: 'pendulum "A", "B"',
    doc: 'Your Pendulum Zones (left, then right).',
    example: 'pendulum "Odd-Eyes Pendulum Dragon"',
    lower: lowerLine,
  },
  {
    id: 'board.extraMonster',
    pattern: `zone:extra-monster ${CARDS} ${MORE}`,
    syntax: 'extra-monster "X"',
    doc: 'Your Extra Monster Zone.',
    example: 'extra-monster "Decode Talker"',
    lower: lowerLine,
  },
]);

/** The captures of a board line in the order written: each field's zone, its entries and their modifiers. */
function readBoardLine(match: PhraseMatch): BoardLine {
  const events: { name: string; token: Token }[] = [];
  for (const [name, tokens] of match.captures) for (const token of tokens) events.push({ name, token });
  events.sort((a, b) => a.token.start - b.token.start);
  let lp: number | null = null;
  let zone: BoardField = 'hand';
  let copies: { count: number; start: number } | undefined;
  const cards: { zone: BoardField; card: BoardCard }[] = [];
  let card: { -readonly [K in keyof BoardCard]: BoardCard[K] } | undefined;
  // A modifier's span reaches to its last keyword (`summoned` of `properly summoned`, `turn` of `set this turn`).
  const extend = (token: Token, lastWord?: string) => {
    const last = lastWord === undefined ? token : (match.keywordTokens.find((k) => k.start > token.start && k.value === lastWord) ?? token);
    if (card) card.span = { start: card.span.start, end: last.end };
  };
  for (const { name, token } of events) {
    switch (name) {
      case 'lp':
        lp = Number(token.value);
        break;
      case 'zone':
        zone = BOARD_ZONE_WORDS[token.value];
        card = undefined;
        break;
      case 'copies':
        // `3 x` (a number, then the word x) or `3x`: the number is the count; `x` adds nothing.
        if (token.kind === 'number') copies = { count: Number(token.value), start: token.start };
        else if (/^\d+x$/.test(token.value)) copies = { count: Number(token.value.slice(0, -1)), start: token.start };
        break;
      case 'name':
        card = {
          name: { value: token.value, span: { start: token.start, end: token.end } },
          copies: copies?.count ?? 1,
          span: { start: copies?.start ?? token.start, end: token.end },
          properlySummoned: false,
          position: null,
          placedThisTurn: false,
        };
        copies = undefined;
        cards.push({ zone, card });
        break;
      case 'properly':
        if (card) card.properlySummoned = true;
        extend(token, 'summoned');
        break;
      case 'placed':
        if (card) {
          card.placedThisTurn = true;
          if (token.value === 'set') card.position = 'set';
        }
        extend(token, 'turn');
        break;
      case 'position':
        if (card) card.position = token.value === 'face-down' ? 'set' : (token.value as BoardCard['position']);
        extend(token);
        break;
    }
  }
  return { lp, cards };
}
