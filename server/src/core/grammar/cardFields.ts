import { FRAMES, MONSTER_ABILITIES, SPELL_KINDS, TRAP_KINDS } from '../model/cards';
import { snippetChoice as choice, TITLE_RACES, UPPER_ATTRIBUTES } from './vocabulary';

/**
 * The fields of a card's body, once: which kinds of card take each (in the order the lowering lists them),
 * what hover says of it, what completion offers for it, and how the TextMate grammar colours its word. The
 * lowering (lowering/lowerCards.ts), hover (analysis/clauseExplanations.ts), completion
 * (features/completionCardBodies.ts) and the generated grammar (scripts/generate-language.ts) read this table:
 * a field added here is a compile error until every entry says what each view does with it.
 */

export type CardKeyword = 'monster' | 'spell' | 'trap';

export type CardFieldName =
  | 'frame'
  | 'tuner'
  | 'pendulum'
  | 'attribute'
  | 'race'
  | 'level'
  | 'rank'
  | 'link'
  | 'scale'
  | 'arrows'
  | 'atk'
  | 'def'
  | 'id'
  | 'artworks'
  | 'alias'
  | 'text'
  | 'next'
  | 'archetype'
  | 'not'
  | 'summon'
  | 'effect'
  | 'script'
  | 'category'
  | 'strings'
  | 'kind'
  | 'art'
  | 'number'
  | 'pendulum-text';

/** One completion entry: what the list shows, the snippet it inserts, and its documentation. */
export interface FieldCompletion {
  readonly label: string;
  readonly snippet: string;
  readonly documentation: string;
}

/**
 * How the TextMate grammar colours the field's word: `field` as a field name, `modifier` as a flag (like the
 * frame's `tuner`), `own-rule` by a rule of the base grammar that also colours what follows (`frame effect`,
 * `kind quick-play`, `next level`, the `summon { }` and `effect { }` blocks).
 */
export type FieldColour = 'field' | 'modifier' | 'own-rule';

export interface CardField {
  /** What hover says of the field's word (Markdown). */
  readonly explanation: string;
  /** What completion offers for the field in a card of this kind, in order (none: nothing of its own). */
  readonly completion: (keyword: CardKeyword) => readonly FieldCompletion[];
  readonly colour: FieldColour;
}

const one = (label: string, snippet: string, documentation: string) => (): readonly FieldCompletion[] => [{ label, snippet, documentation }];
/** A Trap Card takes the stats it has as a Trap Monster: the same field, said of a Trap Monster. */
const monsterOrTrap =
  (monster: FieldCompletion, trap: string) =>
  (keyword: CardKeyword): readonly FieldCompletion[] =>
    keyword === 'trap' ? [{ ...monster, documentation: trap }] : [monster];

export const CARD_FIELDS: Readonly<Record<CardFieldName, CardField>> = {
  frame: {
    explanation:
      '**frame**: the card frame: `normal`, `effect`, `ritual`, `fusion`, `synchro`, `xyz`, `link` or `token`. Fusion, Synchro, Xyz and Link Monsters live in the Extra Deck; Extra Deck and Ritual Monsters are never Normal Summoned or Set.',
    completion: one('frame', `frame \${1${choice(FRAMES)}}`, 'The card frame (required): normal, effect, ritual, fusion, synchro, xyz, link or token.'),
    colour: 'own-rule',
  },
  tuner: {
    explanation: '**tuner**: the monster is a Tuner (Synchro Material as "1 Tuner").',
    completion: one('tuner', 'tuner', 'Marks the monster as a Tuner.'),
    colour: 'modifier',
  },
  pendulum: {
    explanation:
      '**pendulum**: a Pendulum Monster: it can be activated in a Pendulum Zone, Pendulum Summoned, and goes face-up to the Extra Deck instead of the GY from the field.',
    completion: one('pendulum', 'pendulum', 'Marks the monster as a Pendulum Monster (give it a `scale`).'),
    colour: 'modifier',
  },
  attribute: {
    explanation: '**attribute**: DARK, LIGHT, EARTH, WATER, FIRE, WIND or DIVINE.',
    completion: monsterOrTrap(
      { label: 'attribute', snippet: `attribute \${1${choice(UPPER_ATTRIBUTES)}}`, documentation: 'DARK, LIGHT, EARTH, WATER, FIRE, WIND or DIVINE.' },
      "A Trap Monster's Attribute (what it has once its effect Special Summons it).",
    ),
    colour: 'field',
  },
  race: {
    explanation: "**race**: the monster's Type (Dragon, Fiend, Warrior, ...).",
    completion: monsterOrTrap(
      { label: 'race', snippet: `race \${1${choice(TITLE_RACES)}}`, documentation: 'The monster Type (Zombie, Dragon, Spellcaster, ...).' },
      "A Trap Monster's Type.",
    ),
    colour: 'field',
  },
  level: {
    explanation: '**level**: 0-12. It sets the Tributes of a Tribute Summon or Set: Level 1-4 none, 5-6 one, 7+ two (rules §1).',
    completion: monsterOrTrap(
      { label: 'level', snippet: 'level ${1:4}', documentation: 'Level 0-12 (Main Deck monsters, Fusion, Synchro, Ritual).' },
      "A Trap Monster's Level.",
    ),
    colour: 'field',
  },
  rank: {
    explanation: "**rank**: an Xyz Monster's Rank (0-13); Xyz Monsters have no Level.",
    completion: one('rank', 'rank ${1:4}', 'Rank 0-13 (Xyz Monsters).'),
    colour: 'field',
  },
  link: {
    explanation: "**link**: a Link Monster's Link Rating (1-8); Link Monsters have no Level and no DEF.",
    completion: one('link', 'link ${1:2}', 'Link Rating 1-8 (Link Monsters, which have no DEF).'),
    colour: 'field',
  },
  scale: {
    explanation:
      '**scale**: the Pendulum Scale (0-13). Two Pendulum Monsters in the Pendulum Zones let you Pendulum Summon monsters whose Levels are strictly between their Scales.',
    completion: one('scale', 'scale ${1:4}', 'The Pendulum Scale (0-13) of a Pendulum Monster.'),
    colour: 'field',
  },
  arrows: {
    explanation:
      '**arrows**: the Link Arrows. A Link Monster points to the zones its arrows face; Link Monsters and Pendulum Monsters from the face-up Extra Deck go to an Extra Monster Zone or a zone a Link Arrow points to (Master Rule, April 2020).',
    completion: one(
      'arrows',
      'arrows ${1:bottom-left}, ${2:bottom-right}',
      'Link Arrows: top-left, top, top-right, left, right, bottom-left, bottom, bottom-right (as many as the Link Rating).',
    ),
    colour: 'field',
  },
  atk: {
    explanation: '**atk**: the original ATK (`?` for variable).',
    // A Trap Monster's ATK and DEF are offered together, as its text prints them.
    completion: (keyword) =>
      keyword === 'trap'
        ? [{ label: 'atk def', snippet: 'atk ${1:0} def ${2:0}', documentation: "A Trap Monster's ATK and DEF." }]
        : [
            { label: 'atk', snippet: 'atk ${1:0}', documentation: 'ATK: a number or ?.' },
            { label: 'atk def', snippet: 'atk ${1:0} def ${2:0}', documentation: 'ATK and DEF on one line.' },
          ],
    colour: 'field',
  },
  def: {
    explanation: '**def**: the original DEF (`?` for variable); Link Monsters have none.',
    completion: (keyword) => (keyword === 'trap' ? [] : [{ label: 'def', snippet: 'def ${1:0}', documentation: 'DEF: a number or ? (not on Link Monsters).' }]),
    colour: 'field',
  },
  id: {
    explanation: '**id**: the 8-digit password printed on the card (optional).',
    completion: one('id', 'id ${1:00000000}', 'The 8-digit password (optional).'),
    colour: 'field',
  },
  artworks: {
    explanation:
      "**artworks**: the passcodes of the card's alternate artworks, the same card printed with other art. The EDOPro export writes one more database row for each, whose `alias` is the card's own passcode (EDOPro shows them as the same card and counts them as one name).",
    completion: one(
      'artworks',
      'artworks ${1:00000000}',
      "The passcodes of the card's alternate artworks: the same card under other passcodes (the EDOPro export writes each as an `alias` row).",
    ),
    colour: 'field',
  },
  alias: {
    explanation:
      "**alias**: EDOPro's alias: the passcode of the card this one is a version of (the same name: no duplicate-name error; a reference by name means that card), or is always treated as.",
    completion: one(
      'alias',
      'alias ${1:00000000}',
      "EDOPro's alias: the passcode of the card this one is a version of (the same name: no duplicate-name error; a reference by name means that card), or is always treated as.",
    ),
    colour: 'field',
  },
  text: {
    explanation:
      '**text**: the printed text. The summoning checks compare its standard sentences ("Cannot be Special Summoned.", "Must be Special Summoned ...") with the clauses.',
    completion: one('text', 'text "$1"', 'The printed text; several `text` lines are joined with a space.'),
    colour: 'field',
  },
  next: {
    explanation: '**next level**: the LV monster this one becomes ("Level Up!"-style effects summon it).',
    completion: one('next level', 'next level "$1"', 'The LV monster this one becomes ("Level Up!"-style effects).'),
    colour: 'own-rule',
  },
  archetype: {
    explanation: "**archetype**: the archetypes the card belongs to; a name that contains an archetype's name also puts the card in it (docs/language.md).",
    completion: one('archetype', 'archetype "$1"', 'The archetypes the card belongs to (a name that contains an archetype also puts the card in it).'),
    colour: 'field',
  },
  not: {
    explanation: '**not archetype**: the card is not in that archetype although its name contains it.',
    completion: one('not archetype', 'not archetype "$1"', 'The card is not in that archetype although its name contains it.'),
    colour: 'field',
  },
  summon: {
    explanation:
      '**summon { }**: the summoning clauses, one per printed summoning condition; they decide how the card can be Normal Summoned, Set, Special Summoned and revived.',
    completion: one('summon', 'summon {\n  $0\n}', 'The summoning clauses: one printed summoning condition per line.'),
    colour: 'own-rule',
  },
  effect: {
    explanation: '**effect { }**: the effect statements the engine runs.',
    completion: one('effect', 'effect {\n  $0\n}', 'Effect statements the rules engine runs, in resolution order.'),
    colour: 'own-rule',
  },
  script: {
    explanation:
      "**script**: the card's own EDOPro Lua for its effects, a `.lua` file relative to this card file and inside its folder. The EDOPro export writes the card's summoning from its `summon { }` block, then this file as written, and calls its `s.initial_effect(c)` after registering the summoning; an `effect { }` block is then for CardScript's own engine only (docs/edopro.md, \"Your own Lua\").",
    completion: one(
      'script',
      'script "effects/$1.lua"',
      "The card's own EDOPro Lua for its effects: a .lua file relative to this card file, inside its folder. The EDOPro export writes the summoning from the summon block, then this file, and calls its s.initial_effect(c) after registering the summoning.",
    ),
    colour: 'field',
  },
  category: {
    explanation: "**category**: EDOPro's effect categories (decimal or 0x hexadecimal): the column its deck editor searches by. No rule reads it.",
    completion: one('category', 'category ${1:0x0}', "EDOPro's effect categories (decimal or 0x hexadecimal): the column its deck editor searches by."),
    colour: 'field',
  },
  strings: {
    explanation: "**strings**: the card's hint strings, EDOPro's str1 to str16 in order (what a script's `aux.Stringid(id, n)` shows). No rule reads them.",
    completion: one('strings', 'strings "$1"', "The card's hint strings, EDOPro's str1 to str16 in order (what a script's aux.Stringid(id, n) shows)."),
    colour: 'field',
  },
  kind: {
    explanation: "**kind**: a Spell's (normal, quick-play, continuous, field, equip, ritual) or a Trap's (normal, continuous, counter) kind.",
    completion: (keyword) => {
      const kinds = keyword === 'spell' ? SPELL_KINDS : TRAP_KINDS;
      return [{ label: 'kind', snippet: `kind \${1${choice(kinds)}}`, documentation: `The card's kind: ${kinds.join(', ')}.` }];
    },
    colour: 'own-rule',
  },
  art: {
    explanation: "**art**: the card's image, a path relative to this card file, for the card preview and `cardscript render`. No rule reads it.",
    completion: one('art', 'art "$1"', 'The card image for the preview and `cardscript render`: a path relative to this card file.'),
    colour: 'field',
  },
  number: {
    explanation: '**number**: the set number printed under the art ("LOB-001"). No rule reads it.',
    completion: one('number', 'number "$1"', 'The set number printed on the card ("LOB-001").'),
    colour: 'field',
  },
  'pendulum-text': {
    explanation:
      "**pendulum-text**: a Pendulum Monster's Pendulum Effect, printed in its Pendulum box; several lines are joined with a space. The EDOPro export writes it in EDOPro's layout.",
    completion: one('pendulum-text', 'pendulum-text "$1"', "A Pendulum Monster's Pendulum Effect (its own box on the card)."),
    colour: 'field',
  },
};

const SPELL_FIELDS: readonly CardFieldName[] = ['kind', 'id', 'artworks', 'alias', 'text', 'archetype', 'not', 'effect', 'script', 'category', 'strings'];
const PRINT_ONLY: readonly CardFieldName[] = ['art', 'number'];

/**
 * The fields each kind of card takes, in the order the lowering lists them (CS0101 names them so). The print
 * fields (art, number, pendulum-text) only change how a card is printed (core/render).
 */
export const FIELDS_OF_KIND: Readonly<Record<CardKeyword, readonly CardFieldName[]>> = {
  monster: [
    'frame',
    'tuner',
    'pendulum',
    'attribute',
    'race',
    'level',
    'rank',
    'link',
    'scale',
    'arrows',
    'atk',
    'def',
    'id',
    'artworks',
    'alias',
    'text',
    'next',
    'archetype',
    'not',
    'summon',
    'effect',
    'script',
    'category',
    'strings',
    ...PRINT_ONLY,
    'pendulum-text',
  ],
  spell: [...SPELL_FIELDS, ...PRINT_ONLY],
  // A Trap Card also takes the stats it has as a Trap Monster.
  trap: [...SPELL_FIELDS, 'attribute', 'race', 'level', 'atk', 'def', ...PRINT_ONLY],
};

/** The words the frame line takes after the frame: flags of the frame itself. */
export const FRAME_FLAGS: readonly string[] = ['tuner', 'pendulum', 'effect', ...MONSTER_ABILITIES];

/** The field words the grammar colours with `colour`, for the kinds given, each once, in table order. */
export function fieldWordsColoured(colour: FieldColour, keywords: readonly CardKeyword[]): string[] {
  const words = new Set<string>();
  for (const keyword of keywords) for (const field of FIELDS_OF_KIND[keyword]) if (CARD_FIELDS[field].colour === colour) words.add(field);
  return [...words];
}
