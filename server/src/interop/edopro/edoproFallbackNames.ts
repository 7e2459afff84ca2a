import { ATTRIBUTE, LUA_CONSTANTS, RACE, TYPE } from './engineConstants';

/**
 * Names of EDOPro's constant.lua and utility.lua that a card's own Lua is likely to use, with their values
 * (facts of the engine's interface, written from its public headers; no EDOPro script is copied). EDOPro
 * defines them before any card script; the bare engine (the referee, the editor's EDOPro verdict, the
 * tests) does not, so a merged script gives its own Lua these as fallbacks, used only where the global is
 * missing. Anything else of utility.lua (aux.* procedures, Fusion.*, Synchro.*) exists in EDOPro only.
 */

const EFFECT_TYPES: readonly (readonly [string, number])[] = [
  ['EFFECT_TYPE_EQUIP', 0x4],
  ['EFFECT_TYPE_FLIP', 0x20],
  ['EFFECT_TYPE_QUICK_F', 0x400],
  ['EFFECT_TYPE_XMATERIAL', 0x1000],
  ['EFFECT_FLAG_DAMAGE_STEP', 0x4000],
  ['EFFECT_FLAG_DAMAGE_CAL', 0x8000],
  ['EFFECT_FLAG_OATH', 0x80000],
  ['EFFECT_INDESTRUCTABLE', 40],
  ['EFFECT_INDESTRUCTABLE_EFFECT', 41],
  ['EFFECT_INDESTRUCTABLE_BATTLE', 42],
  ['EFFECT_UPDATE_ATTACK', 100],
  ['EFFECT_SET_ATTACK', 101],
  ['EFFECT_SET_ATTACK_FINAL', 102],
  ['EFFECT_UPDATE_DEFENSE', 104],
  ['EFFECT_SET_DEFENSE', 105],
  ['EFFECT_SET_DEFENSE_FINAL', 106],
];

const EVENTS: readonly (readonly [string, number])[] = [
  ['EVENT_STARTUP', 1000],
  ['EVENT_FLIP', 1001],
  ['EVENT_DESTROY', 1010],
  ['EVENT_REMOVE', 1011],
  ['EVENT_TO_HAND', 1012],
  ['EVENT_TO_DECK', 1013],
  ['EVENT_LEAVE_FIELD', 1015],
  ['EVENT_CHANGE_POS', 1016],
  ['EVENT_RELEASE', 1017],
  ['EVENT_DISCARD', 1018],
  ['EVENT_CHAIN_SOLVING', 1020],
  ['EVENT_CHAIN_SOLVED', 1022],
  ['EVENT_CHAIN_END', 1026],
  ['EVENT_BECOME_TARGET', 1028],
  ['EVENT_DESTROYED', 1029],
  ['EVENT_FLIP_SUMMON', 1104],
  ['EVENT_MSET', 1106],
  ['EVENT_SSET', 1107],
  ['EVENT_BE_MATERIAL', 1108],
  ['EVENT_DRAW', 1110],
  ['EVENT_DAMAGE', 1111],
  ['EVENT_RECOVER', 1112],
  ['EVENT_ATTACK_ANNOUNCE', 1130],
  ['EVENT_BE_BATTLE_TARGET', 1131],
  ['EVENT_BATTLE_START', 1132],
  ['EVENT_BATTLE_DESTROYING', 1139],
  ['EVENT_BATTLE_DESTROYED', 1140],
  ['EVENT_BATTLE_DAMAGE', 1143],
  ['EVENT_PHASE', 0x1000],
];

/** Categories are hints that other cards' scripts read (what an effect does); they change no rule by themselves. */
const CATEGORIES: readonly (readonly [string, number])[] = [
  ['CATEGORY_DESTROY', 0x1],
  ['CATEGORY_RELEASE', 0x2],
  ['CATEGORY_REMOVE', 0x4],
  ['CATEGORY_TOHAND', 0x8],
  ['CATEGORY_TODECK', 0x10],
  ['CATEGORY_TOGRAVE', 0x20],
  ['CATEGORY_DECKDES', 0x40],
  ['CATEGORY_HANDES', 0x80],
  ['CATEGORY_SUMMON', 0x100],
  ['CATEGORY_TOKEN', 0x400],
  ['CATEGORY_POSITION', 0x1000],
  ['CATEGORY_CONTROL', 0x2000],
  ['CATEGORY_DISABLE', 0x4000],
  ['CATEGORY_DRAW', 0x10000],
  ['CATEGORY_SEARCH', 0x20000],
  ['CATEGORY_EQUIP', 0x40000],
  ['CATEGORY_DAMAGE', 0x80000],
  ['CATEGORY_RECOVER', 0x100000],
  ['CATEGORY_ATKCHANGE', 0x200000],
  ['CATEGORY_DEFCHANGE', 0x400000],
];

/** EDOPro's engine numbers these 1, 2, 3, ... (read from the engine: 0x80 and 0x100 are refused as flags). */
const CHAIN_INFO: readonly (readonly [string, number])[] = [
  ['CHAININFO_TRIGGERING_EFFECT', 1],
  ['CHAININFO_TRIGGERING_PLAYER', 2],
  ['CHAININFO_TRIGGERING_CONTROLER', 3],
  ['CHAININFO_TRIGGERING_LOCATION', 4],
  ['CHAININFO_TARGET_CARDS', 8],
  ['CHAININFO_TARGET_PLAYER', 9],
  ['CHAININFO_TARGET_PARAM', 10],
  ['CHAININFO_TRIGGERING_CODE', 17],
];

/** Hints only choose the text a player is shown; they change no rule. */
const HINTS: readonly (readonly [string, number])[] = [
  ['HINT_SELECTMSG', 3],
  ['HINTMSG_RELEASE', 500],
  ['HINTMSG_DISCARD', 501],
  ['HINTMSG_DESTROY', 502],
  ['HINTMSG_REMOVE', 503],
  ['HINTMSG_TOGRAVE', 504],
  ['HINTMSG_RTOHAND', 505],
  ['HINTMSG_ATOHAND', 506],
  ['HINTMSG_TODECK', 507],
  ['HINTMSG_SUMMON', 508],
  ['HINTMSG_SPSUMMON', 509],
  ['HINTMSG_SET', 510],
  ['HINTMSG_FACEUP', 514],
  ['HINTMSG_FACEDOWN', 515],
];

const OTHERS: readonly (readonly [string, number])[] = [
  ['LOCATION_OVERLAY', 0x80],
  ['LOCATION_FZONE', 0x100],
  ['LOCATION_PZONE', 0x200],
  ['POS_FACEDOWN_ATTACK', 0x2],
  ['POS_FACEDOWN_DEFENSE', 0x8],
  ['POS_ATTACK', 0x3],
  ['POS_DEFENSE', 0xc],
  ['TYPE_QUICKPLAY', TYPE.QUICKPLAY],
  ['TYPE_EQUIP', TYPE.EQUIP],
  ['TYPE_FIELD', TYPE.FIELD],
  ['TYPE_COUNTER', TYPE.COUNTER],
  ['PHASE_DRAW', 0x1],
  ['PHASE_STANDBY', 0x2],
  ['PHASE_BATTLE', 0x80],
  ['REASON_BATTLE', 0x20],
  ['REASON_RULE', 0x400],
  ['REASON_RETURN', 0x20000],
  ['REASON_REPLACE', 0x1000000],
  ['RESET_SELF_TURN', 0x10000000],
  ['RESET_OPPO_TURN', 0x20000000],
  ['RESET_CHAIN', 0x80000000],
  ['RESET_DISABLE', 0x10000],
  ['RESET_TOFIELD', 0x1000000],
  ['RESET_LEAVE', 0x800000],
  ['PLAYER_ALL', 3],
];

/** EDOPro's spelling of an attribute or a race word (`winged-beast`: RACE_WINGEDBEAST). */
const edoproName = (prefix: string, word: string) => `${prefix}_${word.replace(/-/g, '').toUpperCase()}`;

/** Every fallback: name and Lua value (a number, or the two utility.lua functions below). */
export const EDOPRO_FALLBACK_NAMES: ReadonlyMap<string, string> = new Map<string, string>([
  ...[...LUA_CONSTANTS, ...EFFECT_TYPES, ...EVENTS, ...CATEGORIES, ...CHAIN_INFO, ...HINTS, ...OTHERS].map(
    ([name, value]) => [name, `0x${value.toString(16)}`] as const,
  ),
  ...Object.entries(ATTRIBUTE).map(([word, value]) => [edoproName('ATTRIBUTE', word), `0x${value.toString(16)}`] as const),
  // "divine-beast" is RACE_DIVINE in EDOPro.
  ...Object.entries(RACE).map(([word, value]) => [word === 'divine-beast' ? 'RACE_DIVINE' : edoproName('RACE', word), `0x${value.toString(16)}`] as const),
  // utility.lua's GetID: the card's own table and passcode, which the engine sets before it runs a card script.
  ['GetID', 'function() return self_table,self_code end'],
  // utility.lua's aux.Stringid: a card's string n (descriptions number them passcode * 16 + n).
  ['aux', '{Stringid=function(code,n) return code*16+n end}'],
]);

/** The fallbacks a Lua text names (any word of it that is one: a name in a comment only costs a table entry). */
export function fallbacksNamedIn(text: string): [string, string][] {
  const named = new Set(text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
  return [...EDOPRO_FALLBACK_NAMES].filter(([name]) => named.has(name));
}
