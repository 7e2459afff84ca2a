import type { CardFilter, MonsterDeclaration } from '../core/model/cards';
import type { FilterFieldViews } from '../core/model/filterFields';
import type { EffectFilter } from '../core/model/effects';
import type { ActionContext } from './actionContext';
import { type CardRules, levelOf } from './cardCatalog';
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

/** What the field tests look at: one card instance, its rules, and what the caller adds. */
interface Candidate {
  readonly context: ActionContext;
  readonly id: number;
  readonly rules: CardRules | undefined;
  /** Its monster card, undefined for a Spell or Trap: the words that describe monsters fit no other card. */
  readonly monster: MonsterDeclaration | undefined;
  readonly reference: FilterReference;
  /** The caller takes any card, whatever the noun (an effect's `card(s)`). */
  readonly anyCard: boolean;
}

/** A test of a monster-only word: a Spell or Trap fits none (docs/language.md, COUNT FILTER). */
const ofMonster =
  (test: (monster: MonsterDeclaration, c: Candidate, f: CardFilter) => boolean) =>
  (c: Candidate, f: CardFilter): boolean =>
    c.monster !== undefined && test(c.monster, c, f);

/** Whether `value` is within the bounds (`?`, or no such stat, fits none). */
const withinBounds = (value: number | null | undefined, min: number | undefined, max: number | undefined) =>
  value !== null && value !== undefined && (min === undefined || value >= min) && (max === undefined || value <= max);

/** Each field's test of one card; a field the filter does not have is passed. */
const MATCHES: FilterFieldViews<(c: Candidate, f: CardFilter) => boolean> = {
  names: (c, f) => f.names.length === 0 || f.names.some((n) => n.value === card(c.context.state, c.id).name),
  excludedNames: (c, f) => !f.excludedNames?.some((n) => n.value === card(c.context.state, c.id).name),
  faceUp: (c, f) => !f.faceUp || card(c.context.state, c.id).faceUp,
  // "1 Spell/Trap", "a face-up Continuous Trap": its type and kind.
  cardTypes: (c, f) => {
    if (!f.cardTypes) return true;
    const type = cardTypeOf(c.context, c.id);
    return type !== undefined && type !== 'monster' && f.cardTypes.includes(type);
  },
  spellTrapKinds: (c, f) => !f.spellTrapKinds || f.spellTrapKinds.some((kind) => kind === spellTrapKindOf(c.context, c.id)),
  // The noun: `monster(s)` fits monsters only; `card(s)`, a Spell/Trap noun (tested above) or a name any card.
  anyCard: (c, f) => c.monster !== undefined || f.anyCard === true || c.anyCard || f.names.length > 0 || f.cardTypes !== undefined,
  // Several archetypes are alternatives ("a "Photon" or "Galaxy" monster"), like several names.
  archetypes: (c, f) => !f.archetypes || c.rules === undefined || f.archetypes.some((a) => isInArchetype(c.rules!.declaration, a.value)),
  excludedArchetypes: (c, f) =>
    !f.excludedArchetypes || c.rules === undefined || !f.excludedArchetypes.some((a) => isInArchetype(c.rules!.declaration, a.value)),
  attributes: (c, f) => f.attributes.length === 0 || ofMonster((m) => f.attributes.includes(m.attribute?.value ?? ''))(c, f),
  races: (c, f) => f.races.length === 0 || ofMonster((m) => f.races.includes(m.race?.value ?? ''))(c, f),
  frames: (c, f) => f.frames.length === 0 || ofMonster((m) => f.frames.includes(m.frame?.value ?? 'normal'))(c, f),
  tuner: (c, f) => f.tuner === undefined || ofMonster((m) => m.tuner === f.tuner)(c, f),
  ranks: (c, f) =>
    (f.ranks === undefined && f.rank === undefined) ||
    ofMonster((m) => (f.ranks !== undefined ? f.ranks.includes(m.rank?.value ?? -1) : m.rank?.value === f.rank))(c, f),
  rank: () => true, // with ranks
  linkRating: (c, f) => f.linkRating === undefined || ofMonster((m) => m.linkRating?.value === f.linkRating)(c, f),
  levelMin: (c, f) => (f.levelMin === undefined && f.levelMax === undefined) || ofMonster(() => withinBounds(levelOf(c.rules), f.levelMin, f.levelMax))(c, f),
  levelMax: () => true, // with levelMin
  atkMin: (c, f) => (f.atkMin === undefined && f.atkMax === undefined) || ofMonster(() => withinBounds(currentAtk(c.context, c.id), f.atkMin, f.atkMax))(c, f),
  atkMax: () => true, // with atkMin
  defMin: (c, f) => (f.defMin === undefined && f.defMax === undefined) || ofMonster(() => withinBounds(currentDef(c.context, c.id), f.defMin, f.defMax))(c, f),
  defMax: () => true, // with defMin
  // "whose difference in Levels is N": relative to a card paid before it in the same procedure.
  levelApart: (c, f) =>
    f.levelApart === undefined ||
    ofMonster(() => {
      const level = levelOf(c.rules);
      return level !== undefined && c.reference.costCards.some((cost) => Math.abs((levelOf(c.context.rulesOf(cost)) ?? Number.NaN) - level) === f.levelApart);
    })(c, f),
  // `level 2 or rank 2` ("Level/Rank 2"): one of them; an Xyz Monster has a Rank and no Level, a Link Monster a Link Rating only.
  ratingAlternatives: (c, f) =>
    !f.ratingAlternatives ||
    ofMonster((m) =>
      f.ratingAlternatives!.some((range) =>
        withinBounds(range.kind === 'level' ? levelOf(c.rules) : range.kind === 'rank' ? m.rank?.value : m.linkRating?.value, range.min, range.max),
      ),
    )(c, f),
  pendulum: (c, f) => !f.pendulum || ofMonster((m) => m.pendulum === true)(c, f),
  // `non-link`, `non-fire`: a Spell or Trap has none of them, so it fits ("1 non-Effect card").
  excluded: (c, f) =>
    c.monster === undefined ||
    !f.excluded?.some((word) => word === c.monster!.frame?.value || word === c.monster!.attribute?.value || word === c.monster!.race?.value),
  properties: (c, f) =>
    f.properties.length === 0 || ofMonster(() => f.properties.every((property) => hasProperty(c.context, c.id, property, c.reference)))(c, f),
  orElse: () => true, // the alternatives of the whole filter (matchesFilter)
};
const MATCH_FIELDS = Object.values(MATCHES);

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
  const candidate: Candidate = { context, id, rules, monster: rules?.monster, reference, anyCard };
  if (MATCH_FIELDS.every((matches) => matches(candidate, filter))) return true;
  return filter.orElse?.some((alternative) => matchesFilter(context, id, alternative, reference, anyCard)) ?? false;
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
