import type { CardFilter } from '../core/model/cards';
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
  context: ActionContext, id: number, filter: CardFilter | EffectFilter, reference: FilterReference = NO_REFERENCE, anyCard = false,
): boolean {
  const rules = context.rulesOf(id);
  const name = card(context.state, id).name;
  if (filter.names.length > 0 && !filter.names.some((n) => n.value === name)) return false;
  if (filter.excludedNames?.some((n) => n.value === name)) return false;
  if (filter.faceUp && !card(context.state, id).faceUp) return false;
  const monster = rules?.monster;
  const acceptsAnyCard = anyCard || (filter as EffectFilter).anyCard === true;
  if (!monster) {
    if (!acceptsAnyCard && filter.names.length === 0) return false;
    if (filter.archetypes && rules && !filter.archetypes.some((a) => isInArchetype(rules.declaration, a.value))) return false;
    return isEmptyDescription(filter);
  }
  if (filter.attributes.length > 0 && !filter.attributes.includes(monster.attribute?.value ?? '')) return false;
  if (filter.races.length > 0 && !filter.races.includes(monster.race?.value ?? '')) return false;
  if (filter.frames.length > 0 && !filter.frames.includes(monster.frame?.value ?? 'normal')) return false;
  if (filter.tuner !== undefined && filter.tuner !== monster.tuner) return false;
  // Several archetypes are alternatives ("a "Photon" or "Galaxy" monster"), like several names.
  if (filter.archetypes && !filter.archetypes.some((a) => isInArchetype(monster, a.value))) return false;
  if (filter.ranks !== undefined ? !filter.ranks.includes(monster.rank?.value ?? -1) : filter.rank !== undefined && monster.rank?.value !== filter.rank) return false;
  if (filter.excludedArchetypes?.some((a) => isInArchetype(monster, a.value))) return false;
  if (filter.atkMin !== undefined || filter.atkMax !== undefined) {
    const atk = currentAtk(context, id);
    if (atk === null) return false;
    if (filter.atkMin !== undefined && atk < filter.atkMin) return false;
    if (filter.atkMax !== undefined && atk > filter.atkMax) return false;
  }
  if (filter.levelApart !== undefined) {
    // "whose difference in Levels is N": relative to a card paid before it in the same procedure.
    const level = levelOf(rules);
    if (level === undefined || !reference.costCards.some((cost) => Math.abs((levelOf(context.rulesOf(cost)) ?? Number.NaN) - level) === filter.levelApart)) return false;
  }
  if (filter.linkRating !== undefined && monster.linkRating?.value !== filter.linkRating) return false;
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

function isEmptyDescription(filter: CardFilter): boolean {
  return filter.attributes.length === 0 && filter.races.length === 0 && filter.frames.length === 0 && filter.tuner === undefined
    && filter.levelMin === undefined && filter.levelMax === undefined && filter.properties.length === 0;
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

/** Describes a filter for messages: `3 Fiend monsters`, `1 "Armed Dragon LV7"`. */
export function describeFilter(filter: CardFilter): string {
  const words: string[] = [];
  if (filter.count.exact) words.push('exactly');
  words.push(filter.count.max === null ? `${filter.count.min} or more` : String(filter.count.min));
  if (filter.levelMin !== undefined && filter.levelMin === filter.levelMax) words.push(`Level ${filter.levelMin}`);
  else if (filter.levelMax !== undefined) words.push(`Level ${filter.levelMax} or lower`);
  else if (filter.levelMin !== undefined) words.push(`Level ${filter.levelMin} or higher`);
  words.push(...filter.attributes.map((a) => a.toUpperCase()));
  words.push(...filter.races.map((r) => r[0].toUpperCase() + r.slice(1)));
  if (filter.tuner === true) words.push('Tuner');
  if (filter.tuner === false) words.push('non-Tuner');
  words.push(...filter.frames.map((f) => f[0].toUpperCase() + f.slice(1)));
  words.push(...filter.properties);
  if (filter.rank !== undefined) words.push(`Rank ${filter.rank}`);
  if (filter.linkRating !== undefined) words.push(`Link-${filter.linkRating}`);
  if (filter.pendulum) words.push('Pendulum');
  if (filter.archetypes) words.push(...filter.archetypes.map((a) => `"${a.value}"`));
  if (filter.atkMin !== undefined && filter.atkMin === filter.atkMax) words.push(`with ${filter.atkMin} ATK`);
  else if (filter.atkMin !== undefined) words.push(`with ${filter.atkMin} or more ATK`);
  else if (filter.atkMax !== undefined) words.push(`with ${filter.atkMax} or less ATK`);
  if (filter.levelApart !== undefined) words.push(`${filter.levelApart} Levels apart from the card paid`);
  if (filter.names.length > 0) words.push(filter.names.map((n) => `"${n.value}"`).join(' or '));
  else words.push((filter as EffectFilter).anyCard ? 'card(s)' : 'monster(s)');
  return words.join(' ');
}
