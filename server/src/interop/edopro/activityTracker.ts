import type { ActivityFilter, SpellKind } from '../../core/model/cards';
import { archetypeCode } from './cardRows';
import { TYPE } from './engineConstants';
import { filterCondition, hex } from './luaFilters';
import type { LuaScriptBuilder } from './luaScriptBuilder';
import type { ScriptContext } from './scriptContext';

/**
 * "after a Thunder monster's effect was activated in the hand this turn", "if a "Rank-Up-Magic" Quick-Play
 * Spell was activated this turn" (engine/activationHistory.ts): the script counts the matching activations
 * of the turn, by either player, and the condition reads the count. The counter is a continuous effect on
 * EVENT_CHAINING, registered once per duel for the card's code (kept in the script's own table, so no flag
 * code of another card's can collide with it), counting the activations of the current turn only.
 */

/** How many trackers a script has registered so far (each condition has its own). */
const trackers = new WeakMap<LuaScriptBuilder, number>();

/** The activated effect `re` and its card `tc` fit the activity (at the moment it is activated). */
function matchLua(activity: ActivityFilter, context: ScriptContext): string {
  if (activity.cardType === 'monster') {
    return `re:IsActiveType(${hex(TYPE.MONSTER)})${activity.fromHand ? ' and re:GetActivateLocation()==LOCATION_HAND' : ''} and ${filterCondition(activity.filter, context)}`;
  }
  const parts = [`re:IsHasType(EFFECT_TYPE_ACTIVATE) and tc:IsType(${hex(TYPE.SPELL)})`];
  if (activity.spellKind) parts.push(spellKindLua(activity.spellKind));
  if (activity.archetype) parts.push(`tc:IsSetCard(${hex(archetypeCode(activity.archetype.value))})`);
  return parts.join(' and ');
}

const SPELL_KIND_BITS: Readonly<Record<Exclude<SpellKind, 'normal'>, number>> = {
  'quick-play': TYPE.QUICKPLAY,
  continuous: TYPE.CONTINUOUS,
  field: TYPE.FIELD,
  equip: TYPE.EQUIP,
  ritual: TYPE.RITUAL,
};

/** A Normal Spell carries none of the other kinds' type bits. */
function spellKindLua(kind: SpellKind): string {
  if (kind !== 'normal') return `tc:IsType(${hex(SPELL_KIND_BITS[kind])})`;
  return `not tc:IsType(${hex(Object.values(SPELL_KIND_BITS).reduce((bits, bit) => bits | bit, 0))})`;
}

/**
 * A Lua boolean expression: the activity happened this turn (a monster's: as many times as its filter
 * counts, `exactly N` or N or more). Registers the counter in the script it is written for.
 */
export function activityTest(activity: ActivityFilter, context: ScriptContext, script: LuaScriptBuilder): string {
  const index = trackers.get(script) ?? 0;
  trackers.set(script, index + 1);
  const key = `cs_activity${index}`;
  script.block('Counts the activations this turn, by either player, that the condition below reads.', [
    `if not s.${key} then`,
    `  local count={turn=-1,n=0} s.${key}=count`,
    '  local ge=Effect.CreateEffect(c)',
    '  ge:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)',
    '  ge:SetCode(EVENT_CHAINING)',
    `  ge:SetOperation(function(e,tp,eg,ep,ev,re,r,rp) local tc=re:GetHandler() if ${matchLua(activity, context)} then local t=Duel.GetTurnCount() if count.turn~=t then count.turn=t count.n=0 end count.n=count.n+1 end end)`,
    '  Duel.RegisterEffect(ge,0)',
    'end',
  ]);
  const count = `(s.${key}.turn==Duel.GetTurnCount() and s.${key}.n or 0)`;
  if (activity.cardType !== 'monster') return `${count}>=1`;
  const { min, exact } = activity.filter.count;
  return exact ? `${count}==${min}` : `${count}>=${Math.max(1, min)}`;
}
