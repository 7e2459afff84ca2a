import type { CardFilter, Condition } from '../core/model/cards';
import type { ActionContext } from './actionContext';
import { cardsIn } from './cardChoice';
import { countSatisfied, describeFilter, matchesFilter } from './cardFilters';
import { card, monstersOf, opponentOf, type PlayerId } from './gameState';
import { refuse } from './verdict';
import { activityFailure } from './activationHistory';
import { fitsNonMonsters, fitsSetCards } from '../core/model/filterCardTypes';

/** Checks a built-in procedure's conditions (docs/language.md, PROCEDURE-BLOCK); refuses on the first that fails. */
export function requireConditions(context: ActionContext, player: PlayerId, conditions: readonly Condition[], cardName: string): void {
  for (const condition of conditions) {
    const failure = conditionFailure(context, player, condition);
    if (failure !== null) refuse('procedure-condition-not-met', `The procedure of "${cardName}" needs ${failure} (rule 2).`);
    if (condition.kind === 'text') context.note(`Condition "${condition.text}" is not machine-checked: assumed to hold.`);
  }
}

/** null when the condition holds, else what it needs, in words. */
export function conditionFailure(context: ActionContext, player: PlayerId, condition: Condition): string | null {
  const state = context.state;
  const mine = monstersOf(state, player).length;
  const theirs = monstersOf(state, opponentOf(player)).length;
  switch (condition.kind) {
    case 'onlyOpponentControlsMonsters':
      return mine === 0 && theirs > 0 ? null : `only the opponent to control monsters (you control ${mine}, they control ${theirs})`;
    case 'youControlNoMonsters':
      return mine === 0 ? null : `you to control no monsters (you control ${mine})`;
    case 'opponentControlsMonsters':
      return theirs > 0 ? null : 'the opponent to control a monster';
    case 'youControlNoCards': {
      const cards = mine + cardsIn(state, { player, zone: 'spells' }).length;
      return cards === 0 ? null : `you to control no cards (you control ${cards})`;
    }
    case 'opponentControlsMoreMonsters':
      return theirs > mine ? null : `the opponent to control more monsters than you (you control ${mine}, they control ${theirs})`;
    case 'allYouControlAre': {
      const unfit = monstersOf(state, player).filter((id) => !card(state, id).faceUp || !matchesFilter(context, id, condition.filter)).length;
      return mine > 0 && unfit === 0
        ? null
        : `all monsters you control to be face-up ${describeFilter(condition.filter, { count: false })}, at least 1 (you control ${mine}, ${unfit} of them not)`;
    }
    case 'youControl': {
      const found = controlledFitting(context, player, condition.filter);
      return countSatisfied(condition.filter, found) ? null : `you to control ${describeFilter(condition.filter)} (you control ${found})`;
    }
    case 'graveyardHas': {
      const found = cardsIn(state, { player, zone: 'graveyard' }).filter((id) => matchesFilter(context, id, condition.filter)).length;
      return countSatisfied(condition.filter, found) ? null : `${describeFilter(condition.filter)} in your GY (there are ${found})`;
    }
    case 'faceUpExtraHas': {
      const found = cardsIn(state, { player, zone: 'face-up-extra' }).filter((id) => matchesFilter(context, id, condition.filter)).length;
      return countSatisfied(condition.filter, found) ? null : `${describeFilter(condition.filter)} in your face-up Extra Deck (there are ${found})`;
    }
    case 'opponentControls': {
      const found = controlledFitting(context, opponentOf(player), condition.filter);
      return countSatisfied(condition.filter, found) ? null : `the opponent to control ${describeFilter(condition.filter)} (they control ${found})`;
    }
    case 'activatedThisTurn':
      return activityFailure(context, condition.activity);
    case 'text':
      return null;
  }
}

/**
 * How many cards `player` controls that fit the filter: monsters, and for a `card(s)` or Spell/Trap filter the
 * Spell & Trap Zones too (a Field Spell and the Pendulum Zones among them). A Set card there fits only a filter
 * that asks for any card or any Spell/Trap (core/model/filterCardTypes.ts).
 */
function controlledFitting(context: ActionContext, player: PlayerId, filter: CardFilter): number {
  const monsters = monstersOf(context.state, player).filter((id) => matchesFilter(context, id, filter)).length;
  if (!fitsNonMonsters(filter)) return monsters;
  const setCardsFit = fitsSetCards(filter);
  const spellsAndTraps = cardsIn(context.state, { player, zone: 'spells' }).filter(
    (id) => (setCardsFit || card(context.state, id).faceUp) && matchesFilter(context, id, filter),
  ).length;
  return monsters + spellsAndTraps;
}
