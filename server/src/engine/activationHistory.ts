import type { ActivityFilter } from '../core/model/cards';
import { isInArchetype } from '../core/model/archetypes';
import type { ActionContext } from './actionContext';
import { countSatisfied, describeFilter, matchesFilter } from './cardFilters';

/**
 * "after a Thunder monster's effect was activated in the hand this turn", "if a "Rank-Up-Magic" Quick-Play Spell was
 * activated this turn": looks at the activations of this turn by either player (TurnState.activations, kept by
 * activation.ts and emptied at the end of the turn). null when the condition holds, else what it needs, in words.
 */
export function activityFailure(context: ActionContext, activity: ActivityFilter): string | null {
  const records = context.state.turn.activations ?? [];
  if (activity.cardType === 'monster') {
    const found = records.filter(
      (r) => r.cardType === 'monster' && (!activity.fromHand || r.from === 'hand') && matchesFilter(context, r.cardId, activity.filter),
    ).length;
    return countSatisfied(activity.filter, found) ? null : `${describeActivity(activity)} (${found} this turn)`;
  }
  const found = records.some((r) => {
    if (r.cardType !== 'spell') return false;
    const declaration = context.rulesOf(r.cardId)?.declaration;
    if (declaration?.kind !== 'spell') return false;
    if (activity.spellKind && (declaration.spellKind?.value ?? 'normal') !== activity.spellKind) return false;
    return !activity.archetype || isInArchetype(declaration, activity.archetype.value);
  });
  return found ? null : `${describeActivity(activity)} (none was)`;
}

/** In words: `the effect of 1 Thunder monster(s) activated in the hand this turn`. */
export function describeActivity(activity: ActivityFilter): string {
  if (activity.cardType === 'monster') {
    return `the effect of ${describeFilter(activity.filter)} activated${activity.fromHand ? ' in the hand' : ''} this turn`;
  }
  const kind = activity.spellKind
    ? `${activity.spellKind === 'quick-play' ? 'Quick-Play' : activity.spellKind[0].toUpperCase() + activity.spellKind.slice(1)} `
    : '';
  return `a ${activity.archetype ? `"${activity.archetype.value}" ` : ''}${kind}Spell Card activated this turn`;
}
