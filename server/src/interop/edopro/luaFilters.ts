import type { CardFilter, RatingRange, SpellTrapType, Zone } from '../../core/model/cards';
import type { FilterFieldViews } from '../../core/model/filterFields';
import type { Side } from '../../core/model/effects';
import { archetypeCode } from './cardRows';
import { ATTRIBUTE, LOCATION, RACE, TYPE } from './engineConstants';
import { luaComment } from './luaComment';
import type { ScriptContext } from './scriptContext';

const FRAME_BITS: Readonly<Record<string, number>> = {
  normal: TYPE.NORMAL,
  effect: TYPE.EFFECT,
  ritual: TYPE.RITUAL,
  fusion: TYPE.FUSION,
  synchro: TYPE.SYNCHRO,
  xyz: TYPE.XYZ,
  link: TYPE.LINK,
  token: TYPE.TOKEN,
};

const hex = (n: number) => `0x${n.toString(16)}`;

/** Each field's Lua tests over the card `c` (joined with `and`), in the order written. */
const LUA_TESTS: FilterFieldViews<(filter: CardFilter, c: string, context: ScriptContext) => readonly string[]> = {
  cardTypes: (f, c) => (f.cardTypes ? [spellTrapTypeTest(f.cardTypes, c)] : []),
  spellTrapKinds: (f, c) => spellTrapKindTests(f.spellTrapKinds ?? [], c),
  anyCard: (f, c) => (f.cardTypes || f.anyCard ? [] : [`${c}:IsType(${hex(TYPE.MONSTER)})`]),
  attributes: (f, c) =>
    f.attributes.length > 0 ? [`${c}:IsAttribute(${hex(f.attributes.reduce((bits, a) => bits | (ATTRIBUTE[a.toLowerCase()] ?? 0), 0))})`] : [],
  races: (f, c) => (f.races.length > 0 ? [`${c}:IsRace(${hex(f.races.reduce((bits, r) => bits | (RACE[r.toLowerCase()] ?? 0), 0))})`] : []),
  frames: (f, c) => (f.frames.length > 0 ? [`${c}:IsType(${hex(f.frames.reduce((bits, frame) => bits | (FRAME_BITS[frame] ?? 0), 0))})`] : []),
  tuner: (f, c) => (f.tuner === true ? [`${c}:IsType(${hex(TYPE.TUNER)})`] : f.tuner === false ? [`not ${c}:IsType(${hex(TYPE.TUNER)})`] : []),
  levelMin: (f, c) => (f.levelMin !== undefined ? [`${c}:GetLevel()>=${f.levelMin}`] : []),
  levelMax: (f, c) => (f.levelMax !== undefined ? [`${c}:GetLevel()>0 and ${c}:GetLevel()<=${f.levelMax}`] : []),
  names: (f, c, context) => {
    if (f.names.length === 0) return [];
    const unknown = f.names.filter((n) => context.passcodeOf(n.value) === undefined).map((n) => n.value);
    if (unknown.length > 0) return [`false --[[ not in the exported set: ${luaComment(unknown.join(', ')).replace(/\](?=\])/g, '] ')} ]]`];
    return [`${c}:IsCode(${f.names.map((n) => context.passcodeOf(n.value)).join(',')})`];
  },
  // `rank 5 or 6`: the Ranks are alternatives (then `rank` is only the first); Xyz Monsters alone have a Rank.
  ranks: (f, c) => (f.ranks !== undefined ? [`${c}:IsType(${hex(TYPE.XYZ)}) and (${f.ranks.map((r) => `${c}:GetRank()==${r}`).join(' or ')})`] : []),
  rank: (f, c) => (f.ranks === undefined && f.rank !== undefined ? [`${c}:GetRank()==${f.rank}`] : []),
  linkRating: (f, c) => (f.linkRating !== undefined ? [`${c}:GetLink()==${f.linkRating}`] : []),
  // `level 2 or rank 2` ("Level/Rank 2", rules §7): one of them. GetLevel() is 0 for Xyz and Link Monsters,
  // GetRank() 0 for all but Xyz, GetLink() 0 for all but Link: the frame test keeps a Level 0 or Rank 0 apart.
  ratingAlternatives: (f, c) => (f.ratingAlternatives ? [`(${f.ratingAlternatives.map((range) => ratingCondition(range, c)).join(' or ')})`] : []),
  pendulum: (f, c) => (f.pendulum ? [`${c}:IsType(${hex(TYPE.PENDULUM)})`] : []),
  // Several archetypes are alternatives (docs/language.md, archetype membership).
  archetypes: (f, c) => {
    const archetypes = (f.archetypes ?? []).map((a) => `${c}:IsSetCard(${hex(archetypeCode(a.value))})`);
    return archetypes.length === 0 ? [] : [archetypes.length === 1 ? archetypes[0] : `(${archetypes.join(' or ')})`];
  },
  excludedArchetypes: (f, c) => (f.excludedArchetypes ?? []).map((a) => `not ${c}:IsSetCard(${hex(archetypeCode(a.value))})`),
  // `atk N or more/less`: the current ATK; a `?` ATK (-2 in the database) is no number and fits neither (engine/cardFilters.ts).
  atkMin: (f, c) => [
    ...(f.atkMin !== undefined || f.atkMax !== undefined ? [`${c}:GetTextAttack()>=0`] : []),
    ...(f.atkMin !== undefined ? [`${c}:GetAttack()>=${f.atkMin}`] : []),
  ],
  atkMax: (f, c) => (f.atkMax !== undefined ? [`${c}:GetAttack()<=${f.atkMax}`] : []),
  // `def N or more/less`: a Link Monster has no DEF (GetDefense() is 0 for it) and a `?` DEF is no number: neither fits.
  defMin: (f, c) => [
    ...(f.defMin !== undefined || f.defMax !== undefined ? [`not ${c}:IsType(${hex(TYPE.LINK)}) and ${c}:GetTextDefense()>=0`] : []),
    ...(f.defMin !== undefined ? [`${c}:GetDefense()>=${f.defMin}`] : []),
  ],
  defMax: (f, c) => (f.defMax !== undefined ? [`${c}:GetDefense()<=${f.defMax}`] : []),
  excluded: (f, c) =>
    (f.excluded ?? []).flatMap((word) => {
      const w = word.toLowerCase();
      if (ATTRIBUTE[w] !== undefined) return [`not ${c}:IsAttribute(${hex(ATTRIBUTE[w])})`];
      if (RACE[w] !== undefined) return [`not ${c}:IsRace(${hex(RACE[w])})`];
      return FRAME_BITS[w] !== undefined ? [`not ${c}:IsType(${hex(FRAME_BITS[w])})`] : [];
    }),
  excludedNames: (f, c, context) => {
    const codes = (f.excludedNames ?? []).map((n) => context.passcodeOf(n.value)).filter((code) => code !== undefined);
    return codes.length > 0 ? [`not ${c}:IsCode(${codes.join(',')})`] : [];
  },
  faceUp: (f, c) => (f.faceUp ? [`${c}:IsFaceup()`] : []),
  properties: (f, c) => propertyTests(f.properties, c),
  levelApart: () => [], // relative to the cards paid before it: the caller's check (summonClauseScripts.ts)
  orElse: () => [], // the alternatives of the whole filter (filterCondition)
};
const LUA_FIELDS = Object.values(LUA_TESTS);

/**
 * A Lua boolean expression over the card `tc` for a count filter's properties (not its count). Names
 * become passcodes; a name the pool does not define matches nothing (and the comment says so).
 * `normal-summonable` is the engine's own test; other properties are context-dependent and left to the caller.
 */
export function filterCondition(filter: CardFilter, context: ScriptContext, card = 'tc'): string {
  const parts = LUA_FIELDS.flatMap((tests) => tests(filter, card, context));
  const own = parts.length > 0 ? parts.join(' and ') : 'true';
  if (!filter.orElse) return own;
  return `((${own}) or ${filter.orElse.map((alternative) => `(${filterCondition(alternative, context, card)})`).join(' or ')})`;
}

/** The properties filterCondition translates (PROPERTIES_IN_FILTER_CONDITION); the rest depend on the cost paid. */
function propertyTests(properties: readonly string[], card: string): string[] {
  const parts: string[] = [];
  if (properties.includes('normal-summonable')) parts.push(`${card}:IsSummonableCard()`);
  // Tribute Summoned: the summon type the engine recorded when it arrived (a Normal Summon without Tributes is not).
  if (properties.includes('tribute-summoned')) parts.push(`${card}:IsSummonType(SUMMON_TYPE_TRIBUTE)`);
  // Normal Summoned (a Tribute Summon is one; a Set is not a Summon, rule 1) and Normal Summoned or Set: the
  // engine records both as SUMMON_TYPE_NORMAL, the Tribute Summon with its own bit on top.
  if (properties.includes('normal-summoned')) parts.push(`${card}:IsSummonType(SUMMON_TYPE_NORMAL) and ${card}:IsFaceup()`);
  if (properties.includes('normal-summoned-or-set')) parts.push(`${card}:IsSummonType(SUMMON_TYPE_NORMAL)`);
  // The Extra Monster Zones are the engine's Monster Zone sequences 5 and 6.
  if (properties.includes('in-extra-monster-zone')) parts.push(`${card}:IsLocation(LOCATION_MZONE) and ${card}:GetSequence()>=5`);
  return parts;
}

const KIND_BITS: Readonly<Record<string, number>> = {
  'quick-play': TYPE.QUICKPLAY,
  continuous: TYPE.CONTINUOUS,
  equip: TYPE.EQUIP,
  field: TYPE.FIELD,
  ritual: TYPE.RITUAL,
  counter: TYPE.COUNTER,
};

/** "1 Spell/Trap", "1 Trap": the card types. */
function spellTrapTypeTest(types: readonly SpellTrapType[], card: string): string {
  return `${card}:IsType(${hex(types.reduce((bits, type) => bits | (type === 'spell' ? TYPE.SPELL : TYPE.TRAP), 0))})`;
}

/**
 * "a Continuous Trap", "1 Normal or Quick-Play Spell": one of the kinds. A Normal Spell or Trap has no kind bit;
 * a Pendulum Monster in a Pendulum Zone is a Spell with the Pendulum bit and no kind (engine/cardFilters.ts).
 */
function spellTrapKindTests(kinds: readonly string[], card: string): string[] {
  if (kinds.length === 0) return [];
  const normal = kinds.includes('normal') ? [`not ${card}:IsType(${hex(Object.values(KIND_BITS).reduce((a, b) => a | b, TYPE.PENDULUM))})`] : [];
  const kindBits = kinds.reduce((bits, kind) => bits | (KIND_BITS[kind] ?? 0), 0);
  const alternatives = [...(kindBits !== 0 ? [`${card}:IsType(${hex(kindBits)})`] : []), ...normal];
  return [alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' or ')})`];
}

function ratingCondition(range: RatingRange, card: string): string {
  const [frame, value] =
    range.kind === 'level'
      ? [`not ${card}:IsType(${hex(TYPE.XYZ | TYPE.LINK)})`, `${card}:GetLevel()`]
      : range.kind === 'rank'
        ? [`${card}:IsType(${hex(TYPE.XYZ)})`, `${card}:GetRank()`]
        : [`${card}:IsType(${hex(TYPE.LINK)})`, `${card}:GetLink()`];
  const bounds = [frame];
  if (range.min !== undefined && range.min === range.max) bounds.push(`${value}==${range.min}`);
  else {
    if (range.min !== undefined) bounds.push(`${value}>=${range.min}`);
    if (range.max !== undefined) bounds.push(`${value}<=${range.max}`);
  }
  return `(${bounds.join(' and ')})`;
}

/** The filter properties filterCondition itself translates (the rest depend on the cost paid). */
export const PROPERTIES_IN_FILTER_CONDITION: ReadonlySet<string> = new Set([
  'normal-summonable',
  'tribute-summoned',
  'normal-summoned',
  'normal-summoned-or-set',
  'in-extra-monster-zone',
]);

/** `function(tc) return ... end` */
export function filterFunction(filter: CardFilter, context: ScriptContext): string {
  return `function(tc) return ${filterCondition(filter, context)} end`;
}

const ZONE_BITS: Readonly<Record<Zone, number>> = {
  hand: LOCATION.HAND,
  deck: LOCATION.DECK,
  extra: LOCATION.EXTRA,
  // The face-up Extra Deck is LOCATION_EXTRA; faceUpExtraGuard keeps its face-down cards out.
  'face-up-extra': LOCATION.EXTRA,
  graveyard: LOCATION.GRAVE,
  banished: LOCATION.REMOVED,
  field: LOCATION.MZONE | LOCATION.SZONE,
  pendulum: LOCATION.PZONE,
};

export function zoneBits(zones: readonly Zone[]): number {
  return zones.reduce((bits, z) => bits | ZONE_BITS[z], 0);
}

/**
 * For zones with the face-up Extra Deck and not the whole Extra Deck: ` and (not x:IsLocation(LOCATION_EXTRA) or
 * x:IsFaceup())`, the test that keeps the Extra Deck's face-down cards out; '' for other zones.
 */
export function faceUpExtraGuard(zones: readonly Zone[], x = 'tc'): string {
  return zones.includes('face-up-extra') && !zones.includes('extra') ? ` and (not ${x}:IsLocation(LOCATION_EXTRA) or ${x}:IsFaceup())` : '';
}

/** The `s, o` location pair of Duel.GetMatchingGroup for zones on a side. */
export function sideLocations(zones: readonly Zone[], side: Side, monstersOnly = true): [string, string] {
  let bits = zoneBits(zones);
  if (monstersOnly && zones.includes('field')) bits = (bits & ~(LOCATION.MZONE | LOCATION.SZONE)) | LOCATION.MZONE;
  const mine = side === 'opponent' ? 0 : bits;
  const theirs = side === 'your' ? 0 : bits;
  return [hex(mine), hex(theirs)];
}

export { hex };
