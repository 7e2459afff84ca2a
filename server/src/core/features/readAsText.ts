import type { Condition, Cost, MaterialConditions, SummonClause, Zone } from '../model/cards';
import { describeFilter } from '../model/describeFilter';
import type { Span } from '../text/span';

/**
 * What a line was read as, in words (hover): the filters of a material line, a filter clause, or a
 * procedure's `condition` / `cost` line, so that `level 2 or rank 2` shows "1 Level 2 monster(s) or Rank 2
 * monster(s)" and `from hand or field` shows both zones. Plain text: the caller escapes it.
 */
export function clauseReadAs(clause: SummonClause): string | undefined {
  switch (clause.kind) {
    case 'fusionMaterials':
    case 'synchroMaterials':
    case 'xyzMaterials':
    case 'linkMaterials':
    case 'alternativeXyzMaterials':
      return [clause.materials.map((m) => describeFilter(m)).join(' + '), ...(clause.conditions ? conditionWords(clause.conditions) : [])].join(', ');
    case 'doubleTribute':
      return `2 Tributes for the Tribute Summon of a ${describeFilter(clause.filter, { count: false })}`;
    case 'tributeFilter':
      return `its Tributes must be ${describeFilter(clause.filter, { count: false })}`;
    case 'controlOnlyOne':
      return `you can control only 1 ${describeFilter(clause.filter, { count: false })}`;
    case 'faceDownMaterials':
      return `face-down ${describeFilter(clause.filter, { count: false })} may be material`;
    case 'xyzLevelGrant':
      return `Level ${clause.levels.join(' or ')} as Xyz Material${clause.filter ? ` for a ${describeFilter(clause.filter, { count: false })}` : ''}`;
    case 'xyzMaterialLevel':
      return `${describeFilter(clause.filter, { count: false })} as Level ${clause.level} for its Xyz Summon`;
    case 'nonTunerGrant':
      return `a non-Tuner as Synchro Material${clause.filter ? ` for a ${describeFilter(clause.filter, { count: false })}` : ''}`;
    case 'opponentMaterials':
      return `up to ${describeFilter(clause.filter)} your opponent controls may be material for its ${clause.mechanic} summon`;
    case 'proceduresOncePerTurn':
      return 'one once-per-turn count (per name) for all of its procedures together';
    case 'spellTrapTributes':
      return clause.filter ? `up to ${describeFilter(clause.filter)} you control may be Tributes for its Tribute Summon` : undefined;
    case 'opponentTributes':
      return `up to ${describeFilter(clause.filter)} your opponent controls may be Tributes for its Tribute Summon${clause.oncePerTurn ? ' (once this turn)' : ''}`;
    case 'optionalTributes':
      return clause.filter ? `Tributes: ${describeFilter(clause.filter)}` : undefined;
    default:
      return undefined;
  }
}

/** The condition or cost of a procedure clause written on the line `line`, in words. */
export function procedureLineReadAs(clause: SummonClause, line: Span): string | undefined {
  if (clause.kind !== 'procedure' && clause.kind !== 'normalSummonOnlyBy') return undefined;
  const within = (span: Span) => span.start >= line.start && span.end <= line.end;
  const condition = clause.procedure.conditions.find((c) => within(c.span));
  if (condition) return conditionReadAs(condition);
  const cost = clause.procedure.costs.find((c) => within(c.span));
  return cost ? costReadAs(cost) : undefined;
}

function conditionReadAs(condition: Condition): string | undefined {
  switch (condition.kind) {
    case 'youControl':
      return `you control ${describeFilter(condition.filter)}`;
    case 'opponentControls':
      return `your opponent controls ${describeFilter(condition.filter)}`;
    case 'graveyardHas':
      return `your GY has ${describeFilter(condition.filter)}`;
    case 'faceUpExtraHas':
      return `your face-up Extra Deck has ${describeFilter(condition.filter)}`;
    default:
      return undefined;
  }
}

function costReadAs(cost: Cost): string | undefined {
  switch (cost.kind) {
    case 'banish':
      return `banish ${describeFilter(cost.filter)} from ${zoneWords(cost.from)}`;
    case 'send':
      return `send ${describeFilter(cost.filter)} from ${zoneWords(cost.from)} to the GY`;
    case 'tribute':
      return `Tribute ${describeFilter(cost.filter)}${cost.side === 'opponent' ? ' your opponent controls' : ''}`;
    case 'discard':
      return `discard ${describeFilter(cost.filter)}`;
    case 'returnToHand':
      return `return ${describeFilter(cost.filter)} you control to the hand`;
    default:
      return undefined;
  }
}

const ZONE_WORDS: Readonly<Record<Zone, string>> = {
  hand: 'hand',
  deck: 'Deck',
  extra: 'Extra Deck',
  'face-up-extra': 'face-up Extra Deck',
  graveyard: 'GY',
  banished: 'banishment',
  field: 'field',
  pendulum: 'Pendulum Zone',
};

/** `your hand or field`. */
function zoneWords(zones: readonly Zone[]): string {
  return `your ${zones.map((zone) => ZONE_WORDS[zone]).join(' or ')}`;
}

function conditionWords(conditions: MaterialConditions): string[] {
  return [
    ...conditions.including.map((f) => `including ${describeFilter(f)}`),
    ...conditions.different.map((what) => `with different ${what === 'race' ? 'Types' : `${what}s`}`),
    ...conditions.same.map((what) => `with the same ${what === 'race' ? 'Type' : what === 'rank' ? 'Rank' : what === 'level' ? 'Level' : what}`),
  ];
}
