import { FRAMES, MONSTER_ABILITIES, SPELL_KINDS, TRAP_KINDS } from '../model/cards';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import type { CompletionItem } from './completionItem';
import type { CardNames } from './completionCardNames';
import { choice, sortKey, TITLE_RACES, UPPER_ATTRIBUTES, valueItems } from './completionItems';

/** Completion inside a card's body: its fields and their values. */

interface FieldSpec {
  readonly label: string;
  readonly snippet: string;
  readonly documentation: string;
}

const ARTWORKS_DOC = "The passcodes of the card's alternate artworks: the same card under other passcodes (the EDOPro export writes each as an `alias` row).";
/** `script "path"`: the card's own EDOPro Lua (docs/edopro.md), for monsters, Spells and Traps alike. */
const OWN_LUA_FIELD: FieldSpec = {
  label: 'script',
  snippet: 'script "effects/$1.lua"',
  documentation:
    "The card's own EDOPro Lua for its effects: a .lua file relative to this card file, inside its folder. The EDOPro export writes the summoning from the summon block, then this file, and calls its s.initial_effect(c) after registering the summoning.",
};

/** EDOPro's columns the language holds as they are (the import writes them; the export writes them back). */
const EDOPRO_FIELDS: readonly FieldSpec[] = [
  {
    label: 'alias',
    snippet: 'alias ${1:00000000}',
    documentation:
      "EDOPro's alias: the passcode of the card this one is a version of (the same name: no duplicate-name error; a reference by name means that card), or is always treated as.",
  },
  {
    label: 'category',
    snippet: 'category ${1:0x0}',
    documentation: "EDOPro's effect categories (decimal or 0x hexadecimal): the column its deck editor searches by.",
  },
  {
    label: 'strings',
    snippet: 'strings "$1"',
    documentation: "The card's hint strings, EDOPro's str1 to str16 in order (what a script's aux.Stringid(id, n) shows).",
  },
];

/** The words that may follow the frame on its line. */
const FRAME_FLAGS: readonly string[] = ['tuner', 'pendulum', 'effect', ...MONSTER_ABILITIES];

const MONSTER_FIELDS: readonly FieldSpec[] = [
  {
    label: 'frame',
    snippet: `frame \${1${choice(FRAMES)}}`,
    documentation: 'The card frame (required): normal, effect, ritual, fusion, synchro, xyz, link or token.',
  },
  { label: 'tuner', snippet: 'tuner', documentation: 'Marks the monster as a Tuner.' },
  { label: 'attribute', snippet: `attribute \${1${choice(UPPER_ATTRIBUTES)}}`, documentation: 'DARK, LIGHT, EARTH, WATER, FIRE, WIND or DIVINE.' },
  { label: 'race', snippet: `race \${1${choice(TITLE_RACES)}}`, documentation: 'The monster Type (Zombie, Dragon, Spellcaster, ...).' },
  { label: 'level', snippet: 'level ${1:4}', documentation: 'Level 0-12 (Main Deck monsters, Fusion, Synchro, Ritual).' },
  { label: 'rank', snippet: 'rank ${1:4}', documentation: 'Rank 0-13 (Xyz Monsters).' },
  { label: 'link', snippet: 'link ${1:2}', documentation: 'Link Rating 1-8 (Link Monsters, which have no DEF).' },
  { label: 'atk', snippet: 'atk ${1:0}', documentation: 'ATK: a number or ?.' },
  { label: 'def', snippet: 'def ${1:0}', documentation: 'DEF: a number or ? (not on Link Monsters).' },
  { label: 'atk def', snippet: 'atk ${1:0} def ${2:0}', documentation: 'ATK and DEF on one line.' },
  { label: 'id', snippet: 'id ${1:00000000}', documentation: 'The 8-digit password (optional).' },
  { label: 'artworks', snippet: 'artworks ${1:00000000}', documentation: ARTWORKS_DOC },
  ...EDOPRO_FIELDS,
  { label: 'text', snippet: 'text "$1"', documentation: 'The printed text; several `text` lines are joined with a space.' },
  { label: 'next level', snippet: 'next level "$1"', documentation: 'The LV monster this one becomes ("Level Up!"-style effects).' },
  {
    label: 'archetype',
    snippet: 'archetype "$1"',
    documentation: 'The archetypes the card belongs to (a name that contains an archetype also puts the card in it).',
  },
  { label: 'pendulum', snippet: 'pendulum', documentation: 'Marks the monster as a Pendulum Monster (give it a `scale`).' },
  { label: 'scale', snippet: 'scale ${1:4}', documentation: 'The Pendulum Scale (0-13) of a Pendulum Monster.' },
  {
    label: 'arrows',
    snippet: 'arrows ${1:bottom-left}, ${2:bottom-right}',
    documentation: 'Link Arrows: top-left, top, top-right, left, right, bottom-left, bottom, bottom-right (as many as the Link Rating).',
  },
  { label: 'summon', snippet: 'summon {\n  $0\n}', documentation: 'The summoning clauses: one printed summoning condition per line.' },
  { label: 'effect', snippet: 'effect {\n  $0\n}', documentation: 'Effect statements the rules engine runs, in resolution order.' },
  OWN_LUA_FIELD,
];

const SPELL_TRAP_FIELDS = (kinds: readonly string[]): readonly FieldSpec[] => [
  { label: 'kind', snippet: `kind \${1${choice(kinds)}}`, documentation: `The card's kind: ${kinds.join(', ')}.` },
  { label: 'id', snippet: 'id ${1:00000000}', documentation: 'The 8-digit password (optional).' },
  { label: 'artworks', snippet: 'artworks ${1:00000000}', documentation: ARTWORKS_DOC },
  ...EDOPRO_FIELDS,
  { label: 'text', snippet: 'text "$1"', documentation: 'The printed text.' },
  { label: 'archetype', snippet: 'archetype "$1"', documentation: 'The archetypes the card belongs to.' },
  { label: 'effect', snippet: 'effect {\n  $0\n}', documentation: 'Effect statements the rules engine runs, in resolution order.' },
  OWN_LUA_FIELD,
];

/** A Trap Card's fields, and the stats it has as a Trap Monster. */
const TRAP_MONSTER_FIELDS: readonly FieldSpec[] = [
  {
    label: 'attribute',
    snippet: `attribute \${1${choice(UPPER_ATTRIBUTES)}}`,
    documentation: "A Trap Monster's Attribute (what it has once its effect Special Summons it).",
  },
  { label: 'race', snippet: `race \${1${choice(TITLE_RACES)}}`, documentation: "A Trap Monster's Type." },
  { label: 'level', snippet: 'level ${1:4}', documentation: "A Trap Monster's Level." },
  { label: 'atk def', snippet: 'atk ${1:0} def ${2:0}', documentation: "A Trap Monster's ATK and DEF." },
];

export function cardBodyItems(keyword: 'monster' | 'spell' | 'trap', typed: readonly Token[], wordSpan: Span, names: CardNames): CompletionItem[] {
  const last = typed[typed.length - 1];
  const lastWord = last?.kind === 'word' ? last.value : undefined;
  const beforeLast = typed[typed.length - 2];
  if (keyword === 'monster' && beforeLast?.kind === 'word' && beforeLast.value === 'frame' && last?.kind === 'word') {
    // `frame effect |`: the tuner flag, or the next field.
    return [...valueItems(FRAME_FLAGS, 'keyword', 'frame flag', wordSpan), ...fieldItems(MONSTER_FIELDS, wordSpan)];
  }
  switch (lastWord) {
    case 'frame':
      return valueItems(FRAMES, 'value', 'frame', wordSpan);
    case 'attribute':
      return valueItems(UPPER_ATTRIBUTES, 'value', 'attribute', wordSpan);
    case 'race':
      return valueItems(TITLE_RACES, 'value', 'race', wordSpan);
    case 'kind':
      return valueItems(keyword === 'spell' ? SPELL_KINDS : keyword === 'trap' ? TRAP_KINDS : [], 'value', `${keyword} kind`, wordSpan);
    case 'next':
      return valueItems(['level'], 'keyword', 'next level "Card"', wordSpan);
    case 'level':
      if (beforeLast?.kind === 'word' && beforeLast.value === 'next') return names.items(wordSpan, true);
      return [];
    case 'rank':
    case 'link':
    case 'atk':
    case 'def':
    case 'id':
    case 'artworks':
    case 'alias':
    case 'category':
    case 'strings':
    case 'text':
    case 'script':
      return [];
  }
  const fields =
    keyword === 'monster' ? MONSTER_FIELDS : keyword === 'spell' ? SPELL_TRAP_FIELDS(SPELL_KINDS) : [...SPELL_TRAP_FIELDS(TRAP_KINDS), ...TRAP_MONSTER_FIELDS];
  return fieldItems(fields, wordSpan);
}

function fieldItems(fields: readonly FieldSpec[], wordSpan: Span): CompletionItem[] {
  return fields.map((field, i) => ({
    label: field.label,
    kind: 'field',
    insertText: field.snippet,
    isSnippet: field.snippet !== field.label,
    detail: 'field',
    documentation: field.documentation,
    sortText: sortKey(i),
    filterText: field.label,
    replaceSpan: wordSpan,
  }));
}
