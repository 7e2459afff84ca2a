import type { CardFilter, RatingRange } from '../core/model/cards';
import type { EffectFilter } from '../core/model/effects';
import type { ActionContext } from './actionContext';
import { levelOf } from './cardCatalog';
import { card, MONSTER_ZONE_COUNT } from './gameState';
import { isInArchetype } from '../core/model/archetypes';

/** The current ATK of a monster (its procedure's override, else its printed ATK); null for `?`. */
function currentAtk(context: ActionContext, id: number): number | null {
  const override = card(context.state, id).atkOverride;
  if (override !== null) return override;
  const atk = context.rulesOf(id)?.monster?.atk?.value;
  return typeof atk === 'number' ? atk : null;
}

/** The current DEF of a monster (its printed DEF); null for `?` and for a Link Monster, which has none. */
function currentDef(context: ActionContext, id: number): number | null {
  const monster = context.rulesOf(id)?.monster;
  if (monster === undefined || monster.frame?.value === 'link') return null;
  const def = monster.def?.value;
  return typeof def === 'number' ? def : null;
}

/** The card type a card has where it is: a Pendulum Monster in a Pendulum Zone is a Spell Card (rules §7). */
function cardTypeOf(context: ActionContext, id: number): 'monster' | 'spell' | 'trap' | undefined {
  const rules = context.rulesOf(id);
  if (rules?.cardType === 'monster' && rules.monster?.pendulum && card(context.state, id).location.zone === 'spells') return 'spell';
  return rules?.cardType;
}

/** A Spell's or Trap's kind (`normal` when none is written); undefined for a monster, a Pendulum Spell included. */
function spellTrapKindOf(context: ActionContext, id: number): string | undefined {
  const declaration = context.rulesOf(id)?.declaration;
  if (declaration?.kind === 'spell') return declaration.spellKind?.value ?? 'normal';
  if (declaration?.kind === 'trap') return declaration.trapKind?.value ?? 'normal';
  return undefined;
}

/** The cards a filter's relative properties look at: the monster(s) paid as the cost (Level Up!, Metamorphosis). */
export interface FilterReference {
  readonly costCards: readonly number[];
}

const NO_REFERENCE: FilterReference = { costCards: [] };

/**
 * Does the card instance fit the filter's description (docs/language.md, COUNT FILTER)? The count is
 * the caller's business. A filter matches monsters only unless its noun is `card(s)` or `anyCard` says so.
 */
export function matchesFilter(
  context: ActionContext,
  id: number,
  filter: CardFilter | EffectFilter,
  reference: FilterReference = NO_REFERENCE,
  anyCard = false,
): boolean {
  const rules = context.rulesOf(id);
  const name = card(context.state, id).name;
  if (filter.names.length > 0 && !filter.names.some((n) => n.value === name)) return false;
  if (filter.excludedNames?.some((n) => n.value === name)) return false;
  if (filter.faceUp && !card(context.state, id).faceUp) return false;
  if (filter.cardTypes) {
    // "1 Spell/Trap", "a face-up Continuous Trap": its type and kind; the words that describe monsters were reported when read.
    const type = cardTypeOf(context, id);
    if (type === undefined || type === 'monster' || !filter.cardTypes.includes(type)) return false;
    if (filter.spellTrapKinds && !filter.spellTrapKinds.some((kind) => kind === spellTrapKindOf(context, id))) return false;
    if (filter.archetypes && !filter.archetypes.some((a) => rules !== undefined && isInArchetype(rules.declaration, a.value))) return false;
    return !filter.excludedArchetypes?.some((a) => rules !== undefined && isInArchetype(rules.declaration, a.value));
  }
  const monster = rules?.monster;
  const acceptsAnyCard = anyCard || filter.anyCard === true;
  if (!monster) {
    if (!acceptsAnyCard && filter.names.length === 0) return false;
    if (filter.archetypes && rules && !filter.archetypes.some((a) => isInArchetype(rules.declaration, a.value))) return false;
    if (filter.excludedArchetypes && rules && filter.excludedArchetypes.some((a) => isInArchetype(rules.declaration, a.value))) return false;
    return isEmptyDescription(filter);
  }
  if (filter.attributes.length > 0 && !filter.attributes.includes(monster.attribute?.value ?? '')) return false;
  if (filter.races.length > 0 && !filter.races.includes(monster.race?.value ?? '')) return false;
  if (filter.frames.length > 0 && !filter.frames.includes(monster.frame?.value ?? 'normal')) return false;
  if (filter.tuner !== undefined && filter.tuner !== monster.tuner) return false;
  // Several archetypes are alternatives ("a "Photon" or "Galaxy" monster"), like several names.
  if (filter.archetypes && !filter.archetypes.some((a) => isInArchetype(monster, a.value))) return false;
  if (filter.ranks !== undefined ? !filter.ranks.includes(monster.rank?.value ?? -1) : filter.rank !== undefined && monster.rank?.value !== filter.rank)
    return false;
  if (filter.excludedArchetypes?.some((a) => isInArchetype(monster, a.value))) return false;
  if (filter.atkMin !== undefined || filter.atkMax !== undefined) {
    const atk = currentAtk(context, id);
    if (atk === null) return false;
    if (filter.atkMin !== undefined && atk < filter.atkMin) return false;
    if (filter.atkMax !== undefined && atk > filter.atkMax) return false;
  }
  if (filter.defMin !== undefined || filter.defMax !== undefined) {
    const def = currentDef(context, id);
    if (def === null) return false;
    if (filter.defMin !== undefined && def < filter.defMin) return false;
    if (filter.defMax !== undefined && def > filter.defMax) return false;
  }
  if (filter.levelApart !== undefined) {
    // "whose difference in Levels is N": relative to a card paid before it in the same procedure.
    const level = levelOf(rules);
    if (level === undefined || !reference.costCards.some((cost) => Math.abs((levelOf(context.rulesOf(cost)) ?? Number.NaN) - level) === filter.levelApart))
      return false;
  }
  if (filter.linkRating !== undefined && monster.linkRating?.value !== filter.linkRating) return false;
  // `level 2 or rank 2` ("Level/Rank 2"): one of them; an Xyz Monster has a Rank and no Level, a Link Monster a Link Rating only.
  if (
    filter.ratingAlternatives &&
    !filter.ratingAlternatives.some((range) =>
      inRange(range, range.kind === 'level' ? levelOf(rules) : range.kind === 'rank' ? monster.rank?.value : monster.linkRating?.value),
    )
  )
    return false;
  if (filter.pendulum && !monster.pendulum) return false;
  if (filter.excluded?.some((word) => word === monster.frame?.value || word === monster.attribute?.value || word === monster.race?.value)) return false;
  if (filter.levelMin !== undefined || filter.levelMax !== undefined) {
    const level = levelOf(rules);
    if (level === undefined) return false;
    if (filter.levelMin !== undefined && level < filter.levelMin) return false;
    if (filter.levelMax !== undefined && level > filter.levelMax) return false;
  }
  for (const property of filter.properties) {
    if (!hasProperty(context, id, property, reference)) return false;
  }
  return true;
}

function inRange(range: RatingRange, value: number | undefined): boolean {
  return value !== undefined && (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}

/** Whether the filter asks nothing a Spell or Trap lacks (its names, archetypes and `face-up` are checked before). */
function isEmptyDescription(filter: CardFilter): boolean {
  return (
    filter.attributes.length === 0 &&
    filter.races.length === 0 &&
    filter.frames.length === 0 &&
    filter.tuner === undefined &&
    filter.levelMin === undefined &&
    filter.levelMax === undefined &&
    filter.properties.length === 0 &&
    filter.rank === undefined &&
    filter.ranks === undefined &&
    filter.linkRating === undefined &&
    filter.ratingAlternatives === undefined &&
    filter.pendulum !== true &&
    filter.atkMin === undefined &&
    filter.atkMax === undefined &&
    filter.defMin === undefined &&
    filter.defMax === undefined &&
    filter.levelApart === undefined
  );
}

function hasProperty(context: ActionContext, id: number, property: string, reference: FilterReference): boolean {
  const rules = context.rulesOf(id);
  switch (property) {
    case 'normal-summonable': {
      // "A monster that can be Normal Summoned/Set" (Monster Gate): by the card's own clauses (rules 1, 3).
      const normal = rules?.profile?.normalSummon;
      return normal !== undefined && (normal.allowed || normal.set);
    }
    case 'named-next-level':
      return reference.costCards.some((cost) => context.rulesOf(cost)?.monster?.nextLevel?.value === card(context.state, id).name);
    case 'tribute-summoned': {
      const instance = card(context.state, id);
      return instance.arrivedBy === 'tribute';
    }
    case 'normal-summoned': {
      // A Tribute Summon is a Normal Summon too; a Set is not a Summon (rule 1).
      const instance = card(context.state, id);
      return (instance.arrivedBy === 'normal' || instance.arrivedBy === 'tribute') && instance.faceUp;
    }
    case 'normal-summoned-or-set': {
      const instance = card(context.state, id);
      return instance.arrivedBy === 'normal' || instance.arrivedBy === 'tribute';
    }
    case 'in-extra-monster-zone': {
      const location = card(context.state, id).location;
      return location.zone === 'monsters' && location.slot >= MONSTER_ZONE_COUNT;
    }
    case 'same-level-as-cost':
    case 'same-level-as-tributed': {
      const level = levelOf(rules);
      return level !== undefined && reference.costCards.some((cost) => levelOf(context.rulesOf(cost)) === level);
    }
    default:
      return true;
  }
}

/** "exactly 3" / "3" / "1 or more": does `found` satisfy the count? */
export function countSatisfied(filter: CardFilter, found: number): boolean {
  if (filter.count.exact) return found === filter.count.min;
  return found >= filter.count.min;
}

/** Describes a filter for messages: `3 Fiend monsters`, `1 "Armed Dragon LV7"` (core/model/describeFilter.ts). */
export { describeFilter } from '../core/model/describeFilter';
