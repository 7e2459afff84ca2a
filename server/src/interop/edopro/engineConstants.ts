/**
 * Numbers of ygopro-core's (EDOPro's engine's) card-data and Lua interface: type bits, attributes, races,
 * locations, effect codes, summon types. These are facts of the engine's interface, written here from its
 * public headers' values; generated scripts take the ones they use from the shared runtime's table as Lua
 * locals (never as globals, so a script runs the same with or without EDOPro's own constant.lua loaded).
 */

export const TYPE = {
  MONSTER: 0x1, SPELL: 0x2, TRAP: 0x4, NORMAL: 0x10, EFFECT: 0x20, FUSION: 0x40, RITUAL: 0x80,
  TUNER: 0x1000, SYNCHRO: 0x2000, TOKEN: 0x4000, QUICKPLAY: 0x10000, CONTINUOUS: 0x20000, EQUIP: 0x40000,
  FIELD: 0x80000, COUNTER: 0x100000, XYZ: 0x800000, PENDULUM: 0x1000000, LINK: 0x4000000,
  TRAPMONSTER: 0x100, SPIRIT: 0x200, UNION: 0x400, GEMINI: 0x800, FLIP: 0x200000, TOON: 0x400000, SPSUMMON: 0x2000000,
} as const;

export const ATTRIBUTE: Readonly<Record<string, number>> = {
  earth: 0x1, water: 0x2, fire: 0x4, wind: 0x8, light: 0x10, dark: 0x20, divine: 0x40,
};

export const RACE: Readonly<Record<string, number>> = {
  warrior: 0x1, spellcaster: 0x2, fairy: 0x4, fiend: 0x8, zombie: 0x10, machine: 0x20, aqua: 0x40, pyro: 0x80,
  rock: 0x100, 'winged-beast': 0x200, plant: 0x400, insect: 0x800, thunder: 0x1000, dragon: 0x2000, beast: 0x4000,
  'beast-warrior': 0x8000, dinosaur: 0x10000, fish: 0x20000, 'sea-serpent': 0x40000, reptile: 0x80000,
  psychic: 0x100000, 'divine-beast': 0x200000, 'creator-god': 0x400000, wyrm: 0x800000, cyberse: 0x1000000,
  illusion: 0x2000000,
};

export const LOCATION = {
  DECK: 0x1, HAND: 0x2, MZONE: 0x4, SZONE: 0x8, GRAVE: 0x10, REMOVED: 0x20, EXTRA: 0x40, OVERLAY: 0x80, FZONE: 0x100,
} as const;

export const POSITION = { FACEUP_ATTACK: 0x1, FACEDOWN_ATTACK: 0x2, FACEUP_DEFENSE: 0x4, FACEDOWN_DEFENSE: 0x8 } as const;

/** `ot` of the datas table: the card's scope; 0x20 marks custom cards. */
export const SCOPE_CUSTOM = 0x20;

/** A `?` ATK or DEF in the card database. */
export const UNKNOWN_STAT = -2;

/** Constants the shared runtime declares and shares in its table (sharedRuntime.ts); the names are the engine's own. */
export const LUA_CONSTANTS: readonly (readonly [string, number])[] = [
  ['TYPE_MONSTER', TYPE.MONSTER], ['TYPE_SPELL', TYPE.SPELL], ['TYPE_TRAP', TYPE.TRAP], ['TYPE_NORMAL', TYPE.NORMAL],
  ['TYPE_EFFECT', TYPE.EFFECT], ['TYPE_FUSION', TYPE.FUSION], ['TYPE_RITUAL', TYPE.RITUAL], ['TYPE_TUNER', TYPE.TUNER],
  ['TYPE_SYNCHRO', TYPE.SYNCHRO], ['TYPE_TOKEN', TYPE.TOKEN], ['TYPE_XYZ', TYPE.XYZ], ['TYPE_LINK', TYPE.LINK],
  ['LOCATION_DECK', LOCATION.DECK], ['LOCATION_HAND', LOCATION.HAND], ['LOCATION_MZONE', LOCATION.MZONE],
  ['LOCATION_SZONE', LOCATION.SZONE], ['LOCATION_GRAVE', LOCATION.GRAVE], ['LOCATION_REMOVED', LOCATION.REMOVED],
  ['LOCATION_EXTRA', LOCATION.EXTRA], ['LOCATION_ONFIELD', LOCATION.MZONE | LOCATION.SZONE],
  ['POS_FACEUP_ATTACK', 0x1], ['POS_FACEUP_DEFENSE', 0x4], ['POS_FACEUP', 0x5], ['POS_FACEDOWN', 0xa],
  ['EFFECT_TYPE_SINGLE', 0x1], ['EFFECT_TYPE_FIELD', 0x2], ['EFFECT_TYPE_ACTIVATE', 0x10], ['EFFECT_TYPE_IGNITION', 0x40],
  ['EFFECT_TYPE_TRIGGER_O', 0x80], ['EFFECT_TYPE_QUICK_O', 0x100], ['EFFECT_TYPE_TRIGGER_F', 0x200],
  ['EFFECT_FLAG_CARD_TARGET', 0x10], ['EFFECT_FLAG_CANNOT_DISABLE', 0x400], ['EFFECT_FLAG_PLAYER_TARGET', 0x800],
  ['EFFECT_FLAG_SINGLE_RANGE', 0x20000], ['EFFECT_FLAG_UNCOPYABLE', 0x40000], ['EFFECT_FLAG_DELAY', 0x10000], ['EFFECT_FLAG_SPSUM_PARAM', 0x100000],
  ['EFFECT_CANNOT_SUMMON', 20], ['EFFECT_CANNOT_SPECIAL_SUMMON', 22], ['EFFECT_CANNOT_MSET', 23],
  ['EFFECT_CANNOT_DISABLE_SUMMON', 26], ['EFFECT_CANNOT_DISABLE_SPSUMMON', 27], ['EFFECT_SET_SUMMON_COUNT_LIMIT', 28],
  ['EFFECT_EXTRA_SUMMON_COUNT', 29], ['EFFECT_SPSUMMON_CONDITION', 30], ['EFFECT_SUMMON_PROC', 32],
  ['EFFECT_LIMIT_SUMMON_PROC', 33], ['EFFECT_SPSUMMON_PROC', 34], ['EFFECT_SET_PROC', 36], ['EFFECT_LIMIT_SET_PROC', 37],
  ['EFFECT_SET_BASE_ATTACK', 103], ['EFFECT_SET_BASE_DEFENSE', 107], ['EFFECT_FUSION_MATERIAL', 230],
  ['EFFECT_FUSION_SUBSTITUTE', 234], ['EFFECT_UNSUMMONABLE_CARD', 336], ['EFFECT_DOUBLE_TRIBUTE', 150],
  ['EFFECT_CANNOT_BE_FUSION_MATERIAL', 235], ['EFFECT_CANNOT_BE_SYNCHRO_MATERIAL', 236], ['EFFECT_CANNOT_BE_XYZ_MATERIAL', 238],
  ['EFFECT_CANNOT_BE_LINK_MATERIAL', 239], ['TYPE_PENDULUM', 0x1000000],
  ['EVENT_FREE_CHAIN', 1002], ['EVENT_SUMMON_SUCCESS', 1100], ['EVENT_FLIP_SUMMON_SUCCESS', 1101],
  ['EVENT_SPSUMMON_SUCCESS', 1102], ['EVENT_SUMMON', 1103], ['EVENT_SPSUMMON', 1105], ['EVENT_TO_GRAVE', 1014],
  ['EVENT_CHAINING', 1027],
  ['SUMMON_TYPE_NORMAL', 0x10000000], ['SUMMON_TYPE_TRIBUTE', 0x11000000], ['SUMMON_TYPE_SPECIAL', 0x40000000],
  ['SUMMON_TYPE_FUSION', 0x43000000], ['SUMMON_TYPE_RITUAL', 0x45000000], ['SUMMON_TYPE_SYNCHRO', 0x46000000],
  ['SUMMON_TYPE_XYZ', 0x49000000], ['SUMMON_TYPE_PENDULUM', 0x4a000000], ['SUMMON_TYPE_LINK', 0x4c000000],
  ['REASON_DESTROY', 0x1], ['REASON_RELEASE', 0x2], ['REASON_MATERIAL', 0x8], ['REASON_SUMMON', 0x10],
  ['REASON_EFFECT', 0x40], ['REASON_COST', 0x80], ['REASON_DISCARD', 0x4000], ['REASON_FUSION', 0x40000],
  ['REASON_SYNCHRO', 0x80000], ['REASON_RITUAL', 0x100000], ['REASON_XYZ', 0x200000], ['REASON_LINK', 0x10000000],
  ['RESET_EVENT', 0x1000], ['RESETS_STANDARD', 0x1fe0000], ['RESET_PHASE', 0x40000000], ['PHASE_END', 0x200],
  // Categories are hints for other cards' scripts; only the Special Summon one is used (Solemn Warning-style checks).
  ['CATEGORY_SPECIAL_SUMMON', 0x200],
  ['PLAYER_NONE', 2],
  // "Cannot be Link Summoned, except during Main Phase 2"; Lava Golem's Normal Summon/Set lock (summons and Sets counted).
  ['PHASE_MAIN1', 0x4], ['PHASE_MAIN2', 0x100], ['ACTIVITY_NORMALSUMMON', 2], ['EFFECT_TYPE_CONTINUOUS', 0x800],
  // "You can Tribute face-up Continuous Spells/Traps you control for the Tribute Summon of this card".
  ['EFFECT_ADD_EXTRA_TRIBUTE', 157], ['TYPE_CONTINUOUS', TYPE.CONTINUOUS],
];
