import type { CardDeclaration, LinkArrow, MonsterAbility, MonsterDeclaration } from '../../core/model/cards';
import { ATTRIBUTE, RACE, SCOPE_CUSTOM, TYPE, UNKNOWN_STAT } from './engineConstants';

/**
 * One card as EDOPro's card database holds it: a row of `datas` (the facts the engine reads) and a row of
 * `texts` (name and printed text). Level, Pendulum Scales and Link markers are packed the way EDOPro packs
 * them: `level` = Level / Rank / Link Rating in the low byte, left scale << 24, right scale << 16; a Link
 * Monster's `def` holds its Link markers.
 */
export interface CardRow {
  readonly id: number;
  readonly ot: number;
  readonly alias: number;
  /** Up to four 16-bit archetype codes, packed low to high into the 64-bit `setcode`. */
  readonly setcodes: readonly number[];
  readonly type: number;
  readonly atk: number;
  readonly def: number;
  readonly level: number;
  readonly race: number;
  readonly attribute: number;
  readonly category: number;
  readonly name: string;
  readonly desc: string;
  /** The hint strings str1 to str16 (`strings`); absent or shorter means empty ones. */
  readonly strings?: readonly string[];
}

const FRAME_TYPE: Readonly<Record<string, number>> = {
  normal: TYPE.MONSTER | TYPE.NORMAL,
  effect: TYPE.MONSTER | TYPE.EFFECT,
  ritual: TYPE.MONSTER | TYPE.RITUAL,
  fusion: TYPE.MONSTER | TYPE.FUSION,
  synchro: TYPE.MONSTER | TYPE.SYNCHRO,
  xyz: TYPE.MONSTER | TYPE.XYZ,
  link: TYPE.MONSTER | TYPE.LINK,
  token: TYPE.MONSTER | TYPE.NORMAL | TYPE.TOKEN,
};

const SPELL_TYPE: Readonly<Record<string, number>> = {
  normal: TYPE.SPELL,
  'quick-play': TYPE.SPELL | TYPE.QUICKPLAY,
  continuous: TYPE.SPELL | TYPE.CONTINUOUS,
  field: TYPE.SPELL | TYPE.FIELD,
  equip: TYPE.SPELL | TYPE.EQUIP,
  ritual: TYPE.SPELL | TYPE.RITUAL,
};

const TRAP_TYPE: Readonly<Record<string, number>> = {
  normal: TYPE.TRAP,
  continuous: TYPE.TRAP | TYPE.CONTINUOUS,
  counter: TYPE.TRAP | TYPE.COUNTER,
};

/** The type bits of a card. Extra Deck and Ritual Monsters with an effect block also carry the Effect bit. */
export function typeBits(card: CardDeclaration): number {
  if (card.kind === 'spell') return SPELL_TYPE[card.spellKind?.value ?? 'normal'];
  if (card.kind === 'trap') return TRAP_TYPE[card.trapKind?.value ?? 'normal'];
  const frame = card.frame?.value ?? 'effect';
  let bits = FRAME_TYPE[frame];
  if (frame !== 'normal' && frame !== 'effect' && frame !== 'token' && (card.effectMonster || card.effectStatements.length > 0)) bits |= TYPE.EFFECT;
  if (card.tuner) bits |= TYPE.TUNER;
  if (card.pendulum) bits |= TYPE.PENDULUM;
  for (const ability of card.abilities ?? []) bits |= ABILITY_BITS[ability];
  return bits;
}

const ABILITY_BITS: Readonly<Record<MonsterAbility, number>> = {
  spirit: TYPE.SPIRIT,
  union: TYPE.UNION,
  gemini: TYPE.GEMINI,
  flip: TYPE.FLIP,
  toon: TYPE.TOON,
  'special-summon': TYPE.SPSUMMON,
};

/** The words of a monster's type bits beside its frame, Tuner and Pendulum (the import writes them on the frame line). */
export function abilitiesOfType(type: number): MonsterAbility[] {
  return (Object.keys(ABILITY_BITS) as MonsterAbility[]).filter((ability) => (type & ABILITY_BITS[ability]) !== 0);
}

/** The line between a Pendulum Monster's two texts, as EDOPro's database writes it. */
const PENDULUM_RULE = '-'.repeat(40);

/**
 * A card's `desc`: its text, and for a Pendulum Monster with a Pendulum Effect both texts in EDOPro's
 * layout (the Pendulum Effect, a rule, then the monster's effect or flavor text, lines ended by CR LF).
 */
export function printedDesc(card: CardDeclaration): string {
  const text = card.text?.value ?? '';
  if (card.kind !== 'monster' || !card.pendulum || card.pendulumText === undefined) return text;
  const lower = card.frame?.value === 'normal' ? 'Flavor Text' : 'Monster Effect';
  return `[ Pendulum Effect ]\r\n${card.pendulumText.value}\r\n${PENDULUM_RULE}\r\n[ ${lower} ]\r\n${text}`;
}

/** The two texts of a Pendulum Monster's `desc` when it is exactly in printedDesc's layout, else undefined. */
export function pendulumTexts(desc: string, frame: string): { readonly pendulumText: string; readonly text: string } | undefined {
  const lower = frame === 'normal' ? 'Flavor Text' : 'Monster Effect';
  const match = /^\[ Pendulum Effect \]\r\n([^]*?)\r\n-{40}\r\n\[ (Monster Effect|Flavor Text) \]\r\n([^]*)$/.exec(desc);
  if (!match || match[2] !== lower) return undefined;
  const texts = { pendulumText: match[1], text: match[3] };
  // Only a split the export writes back as it was.
  return `[ Pendulum Effect ]\r\n${texts.pendulumText}\r\n${PENDULUM_RULE}\r\n[ ${lower} ]\r\n${texts.text}` === desc ? texts : undefined;
}

/** Level / Rank / Link Rating as the `level` column packs it. */
export function packedLevel(card: MonsterDeclaration): number {
  const frame = card.frame?.value;
  const value = frame === 'xyz' ? card.rank?.value : frame === 'link' ? card.linkRating?.value : card.level?.value;
  // Pendulum Scales: left at bits 24-31, right at 16-23 (one printed scale is both).
  const scale = card.pendulum && card.scale ? (((card.scale.value & 0xff) << 24) | ((card.scale.value & 0xff) << 16)) >>> 0 : 0;
  return (((value ?? 0) & 0xff) | scale) >>> 0;
}

const ARROW_BITS: Readonly<Record<LinkArrow, number>> = {
  'bottom-left': 0x1,
  bottom: 0x2,
  'bottom-right': 0x4,
  left: 0x8,
  right: 0x20,
  'top-left': 0x40,
  top: 0x80,
  'top-right': 0x100,
};

/** A Link Monster's arrows as EDOPro's marker bits. */
export function linkMarkers(card: MonsterDeclaration): number {
  return (card.arrows?.value ?? []).reduce((bits, arrow) => bits | ARROW_BITS[arrow], 0);
}

/**
 * The 16-bit archetype code of an archetype name: custom archetypes have no official code, so one is
 * derived from the name (FNV-1a, folded into 0x1000-0xfffe): the same name always gets the same code.
 */
export function archetypeCode(name: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(name, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return 0x1000 + (hash % 0xeffe);
}

function stat(value: number | '?' | undefined): number {
  return value === '?' ? UNKNOWN_STAT : (value ?? 0);
}

/** The database row of one card, given its passcode and archetype codes. */
export function cardRow(
  card: CardDeclaration,
  passcode: number,
  setcodes: readonly number[] = (card.archetypes ?? []).map((a) => archetypeCode(a.value)),
): CardRow {
  // One literal per kind, no spread: a spread copy gets a hidden class of its own in V8 (~400 bytes a row).
  const setcodeList = setcodes.slice(0, 4);
  const desc = printedDesc(card);
  const alias = card.alias?.value ?? 0;
  const category = card.category?.value ?? 0;
  const strings = card.hintStrings?.value ?? [];
  if (card.kind !== 'monster') {
    // A Trap Monster's stats are in the trap's own row (EDOPro reads them when its effect summons it); a Spell has none.
    const stats = card.kind === 'trap' ? card : undefined;
    return {
      id: passcode,
      ot: SCOPE_CUSTOM,
      alias,
      setcodes: setcodeList,
      category,
      name: card.name.value,
      desc,
      strings,
      type: typeBits(card),
      atk: stat(stats?.atk?.value),
      def: stat(stats?.def?.value),
      level: (stats?.level?.value ?? 0) & 0xff,
      race: RACE[stats?.race?.value.toLowerCase() ?? ''] ?? 0,
      attribute: ATTRIBUTE[stats?.attribute?.value.toLowerCase() ?? ''] ?? 0,
    };
  }
  const link = card.frame?.value === 'link';
  return {
    id: passcode,
    ot: SCOPE_CUSTOM,
    alias,
    setcodes: setcodeList,
    category,
    name: card.name.value,
    desc,
    strings,
    type: typeBits(card),
    atk: stat(card.atk?.value),
    // Link Monsters have no DEF; the column holds their Link markers.
    def: link ? linkMarkers(card) : stat(card.def?.value),
    level: packedLevel(card),
    race: RACE[card.race?.value.toLowerCase() ?? ''] ?? 0,
    attribute: ATTRIBUTE[card.attribute?.value.toLowerCase() ?? ''] ?? 0,
  };
}

/** The 64-bit `setcode` column: four 16-bit codes, the first in the low bits. */
export function packSetcodes(setcodes: readonly number[]): bigint {
  return setcodes.slice(0, 4).reduce((packed, code, i) => packed | (BigInt(code & 0xffff) << BigInt(16 * i)), 0n);
}

export function unpackSetcodes(packed: bigint): number[] {
  const codes: number[] = [];
  for (let i = 0; i < 4; i++) {
    const code = Number((packed >> BigInt(16 * i)) & 0xffffn);
    if (code !== 0) codes.push(code);
  }
  return codes;
}
