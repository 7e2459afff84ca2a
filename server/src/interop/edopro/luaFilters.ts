import type { CardFilter, RatingRange, Zone } from '../../core/model/cards';
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

/**
 * A Lua boolean expression over the card `tc` for a count filter's properties (not its count). Names
 * become passcodes; a name the pool does not define matches nothing (and the comment says so).
 * `normal-summonable` is the engine's own test; other properties are context-dependent and left to the caller.
 */
export function filterCondition(filter: CardFilter, context: ScriptContext, card = 'tc'): string {
  const parts: string[] = [];
  if (filter.cardTypes) parts.push(...spellTrapConditions(filter, card));
  else if (!filter.anyCard) parts.push(`${card}:IsType(${hex(TYPE.MONSTER)})`);
  const attributes = filter.attributes.reduce((bits, a) => bits | (ATTRIBUTE[a.toLowerCase()] ?? 0), 0);
  if (filter.attributes.length > 0) parts.push(`${card}:IsAttribute(${hex(attributes)})`);
  const races = filter.races.reduce((bits, r) => bits | (RACE[r.toLowerCase()] ?? 0), 0);
  if (filter.races.length > 0) parts.push(`${card}:IsRace(${hex(races)})`);
  const frames = filter.frames.reduce((bits, f) => bits | (FRAME_BITS[f] ?? 0), 0);
  if (filter.frames.length > 0) parts.push(`${card}:IsType(${hex(frames)})`);
  if (filter.tuner === true) parts.push(`${card}:IsType(${hex(TYPE.TUNER)})`);
  if (filter.tuner === false) parts.push(`not ${card}:IsType(${hex(TYPE.TUNER)})`);
  if (filter.levelMin !== undefined) parts.push(`${card}:GetLevel()>=${filter.levelMin}`);
  if (filter.levelMax !== undefined) parts.push(`${card}:GetLevel()>0 and ${card}:GetLevel()<=${filter.levelMax}`);
  if (filter.names.length > 0) {
    const codes = filter.names.map((n) => context.passcodeOf(n.value));
    if (codes.some((c) => c === undefined)) {
      const unknown = filter.names.filter((n) => context.passcodeOf(n.value) === undefined).map((n) => n.value);
      parts.push(`false --[[ not in the exported set: ${luaComment(unknown.join(', ')).replace(/\](?=\])/g, '] ')} ]]`);
    } else parts.push(`${card}:IsCode(${codes.join(',')})`);
  }
  // `rank 5 or 6`: the Ranks are alternatives (then `rank` is only the first); Xyz Monsters alone have a Rank.
  if (filter.ranks !== undefined) parts.push(`${card}:IsType(${hex(TYPE.XYZ)}) and (${filter.ranks.map((r) => `${card}:GetRank()==${r}`).join(' or ')})`);
  else if (filter.rank !== undefined) parts.push(`${card}:GetRank()==${filter.rank}`);
  if (filter.linkRating !== undefined) parts.push(`${card}:GetLink()==${filter.linkRating}`);
  // `level 2 or rank 2` ("Level/Rank 2", rules §7): one of them. GetLevel() is 0 for Xyz and Link Monsters,
  // GetRank() 0 for all but Xyz, GetLink() 0 for all but Link: the frame test keeps a Level 0 or Rank 0 apart.
  if (filter.ratingAlternatives) parts.push(`(${filter.ratingAlternatives.map((range) => ratingCondition(range, card)).join(' or ')})`);
  if (filter.pendulum) parts.push(`${card}:IsType(${hex(TYPE.PENDULUM)})`);
  // Several archetypes are alternatives (docs/language.md, archetype membership).
  const archetypes = (filter.archetypes ?? []).map((a) => `${card}:IsSetCard(${hex(archetypeCode(a.value))})`);
  if (archetypes.length > 0) parts.push(archetypes.length === 1 ? archetypes[0] : `(${archetypes.join(' or ')})`);
  for (const a of filter.excludedArchetypes ?? []) parts.push(`not ${card}:IsSetCard(${hex(archetypeCode(a.value))})`);
  // `atk N or more/less`: the current ATK; a `?` ATK (-2 in the database) is no number and fits neither (engine/cardFilters.ts).
  if (filter.atkMin !== undefined || filter.atkMax !== undefined) parts.push(`${card}:GetTextAttack()>=0`);
  if (filter.atkMin !== undefined) parts.push(`${card}:GetAttack()>=${filter.atkMin}`);
  if (filter.atkMax !== undefined) parts.push(`${card}:GetAttack()<=${filter.atkMax}`);
  // `def N or more/less`: a Link Monster has no DEF (GetDefense() is 0 for it) and a `?` DEF is no number: neither fits.
  if (filter.defMin !== undefined || filter.defMax !== undefined) parts.push(`not ${card}:IsType(${hex(TYPE.LINK)}) and ${card}:GetTextDefense()>=0`);
  if (filter.defMin !== undefined) parts.push(`${card}:GetDefense()>=${filter.defMin}`);
  if (filter.defMax !== undefined) parts.push(`${card}:GetDefense()<=${filter.defMax}`);
  for (const word of filter.excluded ?? []) {
    const w = word.toLowerCase();
    if (ATTRIBUTE[w] !== undefined) parts.push(`not ${card}:IsAttribute(${hex(ATTRIBUTE[w])})`);
    else if (RACE[w] !== undefined) parts.push(`not ${card}:IsRace(${hex(RACE[w])})`);
    else if (FRAME_BITS[w] !== undefined) parts.push(`not ${card}:IsType(${hex(FRAME_BITS[w])})`);
  }
  const excludedCodes = (filter.excludedNames ?? []).map((n) => context.passcodeOf(n.value)).filter((c) => c !== undefined);
  if (excludedCodes.length > 0) parts.push(`not ${card}:IsCode(${excludedCodes.join(',')})`);
  if (filter.faceUp) parts.push(`${card}:IsFaceup()`);
  if (filter.properties.includes('normal-summonable')) parts.push(`${card}:IsSummonableCard()`);
  // Tribute Summoned: the summon type the engine recorded when it arrived (a Normal Summon without Tributes is not).
  if (filter.properties.includes('tribute-summoned')) parts.push(`${card}:IsSummonType(SUMMON_TYPE_TRIBUTE)`);
  // Normal Summoned (a Tribute Summon is one; a Set is not a Summon, rule 1) and Normal Summoned or Set: the
  // engine records both as SUMMON_TYPE_NORMAL, the Tribute Summon with its own bit on top.
  if (filter.properties.includes('normal-summoned')) parts.push(`${card}:IsSummonType(SUMMON_TYPE_NORMAL) and ${card}:IsFaceup()`);
  if (filter.properties.includes('normal-summoned-or-set')) parts.push(`${card}:IsSummonType(SUMMON_TYPE_NORMAL)`);
  // The Extra Monster Zones are the engine's Monster Zone sequences 5 and 6.
  if (filter.properties.includes('in-extra-monster-zone')) parts.push(`${card}:IsLocation(LOCATION_MZONE) and ${card}:GetSequence()>=5`);
  return parts.length > 0 ? parts.join(' and ') : 'true';
}

const KIND_BITS: Readonly<Record<string, number>> = {
  'quick-play': TYPE.QUICKPLAY,
  continuous: TYPE.CONTINUOUS,
  equip: TYPE.EQUIP,
  field: TYPE.FIELD,
  ritual: TYPE.RITUAL,
  counter: TYPE.COUNTER,
};

/**
 * "1 Spell/Trap", "a Continuous Trap": the card types, then the kinds. A Normal Spell or Trap has no kind bit; a
 * Pendulum Monster in a Pendulum Zone is a Spell with the Pendulum bit and no kind (engine/cardFilters.ts).
 */
function spellTrapConditions(filter: CardFilter, card: string): string[] {
  const types = (filter.cardTypes ?? []).reduce((bits, type) => bits | (type === 'spell' ? TYPE.SPELL : TYPE.TRAP), 0);
  const parts = [`${card}:IsType(${hex(types)})`];
  const kinds = filter.spellTrapKinds ?? [];
  if (kinds.length === 0) return parts;
  const normal = kinds.includes('normal') ? [`not ${card}:IsType(${hex(Object.values(KIND_BITS).reduce((a, b) => a | b, TYPE.PENDULUM))})`] : [];
  const kindBits = kinds.reduce((bits, kind) => bits | (KIND_BITS[kind] ?? 0), 0);
  const alternatives = [...(kindBits !== 0 ? [`${card}:IsType(${hex(kindBits)})`] : []), ...normal];
  parts.push(alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' or ')})`);
  return parts;
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
  graveyard: LOCATION.GRAVE,
  banished: LOCATION.REMOVED,
  field: LOCATION.MZONE | LOCATION.SZONE,
};

export function zoneBits(zones: readonly Zone[]): number {
  return zones.reduce((bits, z) => bits | ZONE_BITS[z], 0);
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
