import { clausesStatedByText } from '../../core/analysis/printedTextReading';
import { tributesForLevel } from '../../core/analysis/summoningProfile';
import type { MonsterDeclaration } from '../../core/model/cards';
import { lowerFile } from '../../core/lowering/lowerCards';
import { parse } from '../../core/syntax/parser';
import { asCardString, type CardSource, cardString, type FieldPart } from './cardFileWriter';
import { abilitiesOfType, type CardRow, pendulumTexts } from './cardRows';
import { CheckedClause, type ClauseCheckCache, type RefusedClause } from './checkedClauses';
import { ATTRIBUTE, RACE, TYPE, UNKNOWN_STAT } from './engineConstants';
import { MAX_PASSCODE } from './passcodes';

/**
 * One database row as a card to write: its facts, its summoning clauses (from the clause block an
 * exported script left, checked, else read from the printed text) and a remark for each value the
 * `.card` file does not hold as the row has it. A value the language cannot hold (a Level of 255, an ATK of
 * -5, a passcode of 0) is not written: the remark says what the row held and, where the card is then
 * incomplete or its name clashes, which error `cardscript check` reports.
 */

/** A row as the database reader gives it: columns it could not read as a number are named. */
export interface ImportRow extends CardRow {
  /** Columns holding no whole number (only `setcode` is kept aside: the others read as NaN). */
  readonly unreadable?: readonly string[];
}

export interface ImportedCard {
  readonly source: CardSource;
  /** Its clauses came from its script's clause block. */
  readonly fromScript: boolean;
  /** The script's clauses refused (the card's clauses then come from its printed text), and those read from the text refused. */
  readonly refusedClauses: readonly RefusedClause[];
  /** What the printed text states that no clause was made of. */
  readonly notDerived: readonly string[];
  /** The values not written as the row has them. */
  readonly garbage: readonly string[];
}

/** What the import knows of all the rows when it writes one. */
export interface ImportContext {
  /** Rows whose name another row has, that are neither a Token nor a version of it (`alias`): CS0107 (model/namesakes.ts). */
  readonly clashingRows: ReadonlySet<CardRow>;
  /** Archetype code -> its name (strings.conf `!setname`), when given. */
  readonly archetypeNames?: ReadonlyMap<number, string>;
  /** The archetype names some row of the import is in: a card whose name holds one it is not in says `not archetype`. */
  readonly namedArchetypes?: readonly string[];
  /** Whether the row's passcode is written as its `id`: in range, and the first row with it. */
  readonly ownsPasscode: (row: CardRow) => boolean;
  /** The passcodes of the row's alternate artworks (importedArtworks.ts). */
  readonly artworksOf?: (row: CardRow) => readonly number[];
  readonly clauseCache: ClauseCheckCache;
}

const word = (map: Readonly<Record<string, number>>, bits: number) => Object.entries(map).find(([, v]) => v === bits)?.[0];
const titleCase = (w: string) =>
  w
    .split('-')
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join('-');
const hex = (value: number) => `0x${value.toString(16)}`;
const shown = (value: number) => (Number.isNaN(value) ? 'a value that is not a number' : String(value));
const KIND_BITS = TYPE.MONSTER | TYPE.SPELL | TYPE.TRAP;

/** A passcode the export accepts (passcodes.ts): a whole number from 1 to MAX_PASSCODE. */
export function isPasscode(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_PASSCODE;
}

function frameOf(type: number): string {
  if (type & TYPE.FUSION) return 'fusion';
  if (type & TYPE.RITUAL) return 'ritual';
  if (type & TYPE.SYNCHRO) return 'synchro';
  if (type & TYPE.XYZ) return 'xyz';
  if (type & TYPE.LINK) return 'link';
  if (type & TYPE.TOKEN) return 'token';
  return type & TYPE.NORMAL ? 'normal' : 'effect';
}

/** The Level, Rank or Link Rating field and its range (lowerCards.ts's CS0104). */
const LEVEL_FIELD: Readonly<Record<string, { readonly keyword: string; readonly label: string; readonly min: number; readonly max: number }>> = {
  xyz: { keyword: 'rank', label: 'Rank', min: 0, max: 13 },
  link: { keyword: 'link', label: 'Link Rating', min: 1, max: 8 },
};
const LEVEL = { keyword: 'level', label: 'Level', min: 0, max: 12 };

export function importedCard(row: ImportRow, context: ImportContext, scriptClauses: readonly string[] | null): ImportedCard {
  const garbage: string[] = [];
  const fields: (readonly [string, ...FieldPart[]])[] = [];
  const name = asCardString(row.name);
  if (name.trim() === '') garbage.push('the name is empty: cardscript check reports CS0112');
  else if (context.clashingRows.has(row)) garbage.push('another card of this database has the same name: cardscript check reports CS0107');
  if (context.ownsPasscode(row)) fields.push(['id', row.id]);
  else if (isPasscode(row.id)) garbage.push(`passcode ${row.id} is also an earlier card's: no id is written`);
  else garbage.push(`passcode ${shown(row.id)} is not an EDOPro passcode (a whole number from 1 to ${MAX_PASSCODE}): no id is written`);
  const artworks = context.artworksOf?.(row) ?? [];
  if (artworks.length > 0) fields.push(['artworks', ...artworks]);
  if (isPasscode(row.alias) && row.alias !== row.id) fields.push(['alias', row.alias]);
  else if (row.alias !== 0) garbage.push(`alias ${shown(row.alias)} is not another card's passcode: no alias is written`);
  if (row.unreadable?.includes('setcode')) garbage.push('the setcode column holds no whole number: the card is filed with the cards without an archetype');
  else fields.push(...archetypeFields(row, context));
  // EDOPro's own database holds bit 31 both ways (negative, or past 2^31): a negative one is written so.
  if (Number.isSafeInteger(row.category) && row.category > 0 && row.category <= MAX_PASSCODE) fields.push(['category', hex(row.category)]);
  else if (Number.isSafeInteger(row.category) && row.category < 0 && row.category >= -(2 ** 31)) fields.push(['category', row.category]);
  else if (row.category !== 0) garbage.push(`category ${shown(row.category)} is not EDOPro's 32 category bits: no category is written`);
  const type = Number.isSafeInteger(row.type) ? row.type : 0;
  const kindBits = type & KIND_BITS;
  const kind = type & TYPE.MONSTER ? 'monster' : type & TYPE.SPELL ? 'spell' : 'trap';
  if (kindBits !== TYPE.MONSTER && kindBits !== TYPE.SPELL && kindBits !== TYPE.TRAP) {
    garbage.push(
      `type ${Number.isSafeInteger(row.type) ? hex(row.type) : shown(row.type)} is not exactly one of monster (0x1), spell (0x2), trap (0x4): imported as a ${kind}`,
    );
  }
  let clauses: CheckedClause[] = [];
  let refusedClauses: RefusedClause[] = [];
  let derivedRefused: RefusedClause[] = [];
  let notDerived: string[] = [];
  let fromScript = false;
  const typeNotes: string[] = [];
  let text = row.desc;
  let pendulumText: string | undefined;
  if (kind === 'monster') {
    const frame = frameOf(type);
    fields.push(['frame', frame, ...frameFlags(type, frame)]);
    attributeField(row.attribute, 'attribute', ATTRIBUTE, (w) => w.toUpperCase(), fields, garbage);
    attributeField(row.race, 'race', RACE, titleCase, fields, garbage);
    const level = levelField(row.level, frame, fields, garbage);
    if (type & TYPE.PENDULUM) {
      pendulumFields(row, fields, garbage);
      const split = pendulumTexts(row.desc, frame);
      if (split) ({ pendulumText, text } = split);
    }
    const atk = statValue(row.atk, 'ATK', garbage);
    const def = frame === 'link' ? undefined : statValue(row.def, 'DEF', garbage);
    const stats = [...(atk === undefined ? [] : ['atk', atk]), ...(def === undefined ? [] : ['def', def])];
    if (stats.length > 0) fields.push(stats as [string, ...FieldPart[]]);
    if (frame === 'link') arrowsField(row.def, fields, garbage);
    if (scriptClauses) {
      const checked = CheckedClause.check(scriptClauses, context.clauseCache);
      if (checked.refused.length === 0) {
        clauses = checked.clauses;
        fromScript = true;
      } else {
        refusedClauses = checked.refused;
      }
    }
    if (!fromScript) {
      const derived = derivedClauses(row, frame, level);
      const checked = CheckedClause.check(derived.lines, context.clauseCache);
      clauses = checked.clauses;
      derivedRefused = checked.refused;
      notDerived = derived.notDerived;
      if (derived.byType)
        typeNotes.push(
          "EDOPro's Special Summon Monster type: its engine never Normal Summons or Sets the card, so `cannot normal summon or set` is written, which the text does not say.",
        );
    }
  } else if (kind === 'spell') {
    if (row.level !== 0 || row.atk !== 0 || row.def !== 0 || row.race !== 0 || row.attribute !== 0) {
      garbage.push(
        `a Spell Card has no stats, but its row holds level ${shown(row.level)}, ATK ${shown(row.atk)}, DEF ${shown(row.def)}, race ${shown(row.race)}, attribute ${shown(row.attribute)}: they are not written`,
      );
    }
    fields.push([
      'kind',
      type & TYPE.QUICKPLAY
        ? 'quick-play'
        : type & TYPE.CONTINUOUS
          ? 'continuous'
          : type & TYPE.FIELD
            ? 'field'
            : type & TYPE.EQUIP
              ? 'equip'
              : type & TYPE.RITUAL
                ? 'ritual'
                : 'normal',
    ]);
  } else {
    fields.push(['kind', type & TYPE.COUNTER ? 'counter' : type & TYPE.CONTINUOUS ? 'continuous' : 'normal']);
    trapMonsterFields(row, fields, garbage);
  }
  const notes = [
    ...garbage.map((what) => `Not imported as is: ${what}.`),
    ...typeNotes,
    ...refusedClauses.map(
      (refused) =>
        `A clause of the card's script is refused (${refused.reason}), so the clauses come from the printed text: ${excerpt(refused.lines.join(' '))}`,
    ),
    ...derivedRefused.map((refused) => `A clause read from the printed text is refused (${refused.reason}): ${excerpt(refused.lines.join(' '))}`),
    ...notDerived.map((missing) => `Not derived from the printed text: ${missing}. Write its clause by hand (docs/language.md, "Summoning clauses").`),
  ];
  const strings = row.strings ?? [];
  return {
    source: {
      kind,
      name: row.name,
      notes,
      fields,
      clauses,
      text,
      ...(pendulumText === undefined ? {} : { pendulumText }),
      ...(strings.length > 0 ? { strings } : {}),
    },
    fromScript,
    refusedClauses: [...refusedClauses, ...derivedRefused],
    notDerived,
    garbage,
  };
}

/** The words after the frame on its line: Tuner, Pendulum, an Effect Monster of an Extra Deck or Ritual frame, and its abilities. */
function frameFlags(type: number, frame: string): string[] {
  const flags: string[] = [];
  if (type & TYPE.TUNER) flags.push('tuner');
  if (type & TYPE.PENDULUM) flags.push('pendulum');
  if (type & TYPE.EFFECT && frame !== 'effect') flags.push('effect');
  flags.push(...abilitiesOfType(type));
  return flags;
}

/** A Pendulum Monster's Scale (the left one at bits 24-31; the language holds one printed Scale, so both must agree). */
function pendulumFields(row: CardRow, fields: (readonly [string, ...FieldPart[]])[], garbage: string[]): void {
  if (!Number.isSafeInteger(row.level)) return;
  const left = (row.level >>> 24) & 0xff;
  const right = (row.level >>> 16) & 0xff;
  if (left !== right) garbage.push(`its Pendulum Scales differ (${left} and ${right}): the scale written is the left one`);
  if (left <= MAX_SCALE) fields.push(['scale', left]);
  else garbage.push(`Pendulum Scale ${left} is out of range 0 to ${MAX_SCALE}: no scale is written`);
}

/** The largest Pendulum Scale the language holds (lowerCards.ts). */
const MAX_SCALE = 13;

const ARROW_OF_BIT: readonly (readonly [number, string])[] = [
  [0x40, 'top-left'],
  [0x80, 'top'],
  [0x100, 'top-right'],
  [0x8, 'left'],
  [0x20, 'right'],
  [0x1, 'bottom-left'],
  [0x2, 'bottom'],
  [0x4, 'bottom-right'],
];

/** A Link Monster's arrows: its `def` column holds them as marker bits. */
function arrowsField(markers: number, fields: (readonly [string, ...FieldPart[]])[], garbage: string[]): void {
  if (!Number.isSafeInteger(markers) || markers < 0 || markers > 0x1ff || (markers & 0x10) !== 0) {
    garbage.push(`the Link markers ${shown(markers)} are not EDOPro's marker bits: no arrows are written`);
    return;
  }
  const arrows = ARROW_OF_BIT.filter(([bit]) => markers & bit).map(([, arrow]) => arrow);
  if (arrows.length > 0) fields.push(['arrows', ...arrows]);
}

/** A Trap Card's stats as a Trap Monster, where its row has any. */
function trapMonsterFields(row: CardRow, fields: (readonly [string, ...FieldPart[]])[], garbage: string[]): void {
  if (row.level === 0 && row.atk === 0 && row.def === 0 && row.race === 0 && row.attribute === 0) return;
  attributeField(row.attribute, 'attribute', ATTRIBUTE, (w) => w.toUpperCase(), fields, garbage);
  attributeField(row.race, 'race', RACE, titleCase, fields, garbage);
  levelField(row.level, 'effect', fields, garbage);
  const atk = statValue(row.atk, 'ATK', garbage);
  const def = statValue(row.def, 'DEF', garbage);
  const stats = [...(atk === undefined ? [] : ['atk', atk]), ...(def === undefined ? [] : ['def', def])];
  if (stats.length > 0) fields.push(stats as [string, ...FieldPart[]]);
}

/**
 * The row's archetypes in its order: `archetype "Name" code 0xa4` where strings.conf names the code, else
 * `archetype code 0xa4`; and `not archetype "Name"` for an archetype of the import whose name the card's
 * name holds but whose code its row has not (membership follows the name otherwise: model/archetypes.ts).
 */
function archetypeFields(row: CardRow, context: ImportContext): (readonly [string, ...FieldPart[]])[] {
  const fields: (readonly [string, ...FieldPart[]])[] = [];
  const names = new Set<string>();
  for (const code of row.setcodes) {
    const name = context.archetypeNames?.get(code);
    if (name !== undefined) names.add(name);
    fields.push(name === undefined ? ['archetype', 'code', hex(code)] : ['archetype', { string: name }, 'code', hex(code)]);
  }
  const cardName = asCardString(row.name);
  const notIn = (context.namedArchetypes ?? []).filter((name) => !names.has(name) && name.length > 0 && cardName.includes(name));
  if (notIn.length > 0) fields.push(['not', 'archetype', ...notIn.map((name) => ({ string: name }))]);
  return fields;
}

/** At most this many characters of a refused line are shown in its remark. */
const EXCERPT_LENGTH = 80;

function excerpt(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH)}…`;
}

function attributeField(
  bits: number,
  keyword: 'attribute' | 'race',
  map: Readonly<Record<string, number>>,
  spell: (w: string) => string,
  fields: (readonly [string, ...FieldPart[]])[],
  garbage: string[],
): void {
  const found = Number.isSafeInteger(bits) ? word(map, bits) : undefined;
  if (found) fields.push([keyword, spell(found)]);
  else if (bits !== 0)
    garbage.push(`${keyword} ${Number.isSafeInteger(bits) ? hex(bits) : shown(bits)} is not one ${keyword} EDOPro knows: no ${keyword} is written`);
}

/** Writes the Level (Rank, Link Rating) when the row's low byte is in range; returns it, or undefined. */
function levelField(packed: number, frame: string, fields: (readonly [string, ...FieldPart[]])[], garbage: string[]): number | undefined {
  const field = LEVEL_FIELD[frame] ?? LEVEL;
  const value = Number.isSafeInteger(packed) ? packed & 0xff : undefined;
  if (value !== undefined && value >= field.min && value <= field.max) {
    fields.push([field.keyword, value]);
    return value;
  }
  const held = value === undefined ? shown(packed) : `${value}${value === packed ? '' : ` (the level column holds ${packed})`}`;
  // A Token needs no Level: check reports nothing then.
  const reported = frame === 'token' ? '' : ': cardscript check reports CS0106';
  garbage.push(`${field.label} ${held} is out of range ${field.min} to ${field.max}: no ${field.keyword} is written${reported}`);
  return undefined;
}

/** An ATK or DEF the language holds: 0 or more, or `?` (-2); undefined (and a remark) for anything else. */
function statValue(value: number, label: 'ATK' | 'DEF', garbage: string[]): FieldPart | undefined {
  if (value === UNKNOWN_STAT) return '?';
  if (Number.isSafeInteger(value) && value >= 0) return value;
  garbage.push(`${label} ${shown(value)} is not a stat (0 or more, or -2 for ?): no ${label.toLowerCase()} is written`);
  return undefined;
}

/** The leading `"A" + "B" (+ ...)` of a Fusion Monster's text, or a count of monsters among them. */
const MATERIALS = /^((?:"[^"]+"|\d+\+? [^+\n"]*?monsters?)(?:\s*\+\s*(?:"[^"]+"|\d+\+? [^+\n"]*?monsters?))+)/i;
/** Materials that are all named: the names hold no line break (a card name has none). */
const NAMED_MATERIALS = /^"[^"\r\n]+"(\s*\+\s*"[^"\r\n]+")+$/;

/** The clauses the printed text states, and what it states that could not be made a clause. */
function derivedClauses(row: CardRow, frame: string, level: number | undefined): { lines: string[]; notDerived: string[]; byType: boolean } {
  const probe = `monster ${cardString(row.name)} {\n  frame ${frame}\n  level ${level ?? 0}\n  text ${cardString(row.desc)}\n}\n`;
  const card = lowerFile('cardscript-import:///probe', parse(probe).tree).file.cards[0] as MonsterDeclaration | undefined;
  const found = card ? clausesStatedByText(card) : { clauses: [], notDerived: [] };
  const notDerived = [...found.notDerived];
  const lines = [...found.clauses];
  const desc = row.desc;
  if (frame === 'fusion') {
    const materials = MATERIALS.exec(desc)?.[1].trim();
    if (materials && NAMED_MATERIALS.test(materials))
      lines.push(`fusion materials ${[...materials.matchAll(/"([^"]+)"/g)].map((m) => cardString(m[1])).join(' + ')}`);
    else notDerived.push('its Fusion Materials');
    if (/can only be (?:done|fusion summoned) with the above fusion materials/i.test(desc)) lines.push('fusion only with materials');
  }
  if (frame === 'ritual') {
    const ritual = /ritual summon(?:ed)? (?:this card )?with "([^"\r\n]+)"/i.exec(desc);
    if (ritual) lines.push(`ritual spell ${cardString(ritual[1])}`);
    else notDerived.push('its Ritual Spell');
  }
  // EDOPro's Special Summon Monster type is the engine's ban on the Normal Summon and Set (CS0212).
  const byType =
    (row.type & TYPE.SPSUMMON) !== 0 &&
    !['fusion', 'synchro', 'xyz', 'link', 'ritual', 'token'].includes(frame) &&
    !lines.includes('cannot normal summon or set');
  if (byType) lines.unshift('cannot normal summon or set');
  // A ban with a condition ("Cannot be Normal Summoned, unless ...") leaves the Tribute Summon when it is met.
  const neverNormal =
    ['fusion', 'synchro', 'xyz', 'link', 'ritual', 'token'].includes(frame) ||
    lines.some((l) => (l.startsWith('cannot normal summon') && !/^cannot normal summon (?:if|while|unless) /.test(l)) || l.startsWith('requires'));
  if (!neverNormal && level !== undefined && level >= 5) lines.unshift(`tributes ${tributesForLevel(level)}`);
  return { lines, notDerived, byType };
}
