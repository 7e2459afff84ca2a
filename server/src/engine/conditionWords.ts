import type { Condition } from '../core/model/cards';
import { describeActivity } from './activationHistory';
import { describeFilter } from './cardFilters';

/** A condition in the words of a refusal ("you control 1 LIGHT monster(s)"). */
export function describeCondition(condition: Condition): string {
  switch (condition.kind) {
    case 'youControl':
      return `you control ${describeFilter(condition.filter)}`;
    case 'opponentControls':
      return `your opponent controls ${describeFilter(condition.filter)}`;
    case 'graveyardHas':
      return `your GY has ${describeFilter(condition.filter)}`;
    case 'faceUpExtraHas':
      return `your face-up Extra Deck has ${describeFilter(condition.filter)}`;
    case 'youControlNoMonsters':
      return 'you control no monsters';
    case 'opponentControlsMonsters':
      return 'your opponent controls a monster';
    case 'onlyOpponentControlsMonsters':
      return 'only your opponent controls monsters';
    case 'youControlNoCards':
      return 'you control no cards';
    case 'opponentControlsMoreMonsters':
      return 'your opponent controls more monsters than you';
    case 'allYouControlAre':
      return `all monsters you control are ${describeFilter(condition.filter, { count: false })} (at least 1)`;
    case 'activatedThisTurn':
      return describeActivity(condition.activity);
    case 'text':
      return `"${condition.text}"`;
  }
}
