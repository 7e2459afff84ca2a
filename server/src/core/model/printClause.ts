import type { ActivityFilter, Condition, Cost, Material, MaterialConditions, ProcedureBody, SummonClause, Zone } from './cards';
import { printFilter, printString } from './printFilter';
import { zoneSpelling } from './zoneWords';

/**
 * A summoning clause written back in the language's words from its lowered form: a line (with its
 * procedure block, one statement a line) that lowers to the same clause. What a line is read as can
 * then be shown as a line, and a property test holds every clause to it (lower, print, lower).
 */
export function printClause(clause: SummonClause): string {
  switch (clause.kind) {
    case 'cannotNormalSummonOrSet':
      return 'cannot normal summon or set';
    case 'cannotNormalSummon':
      return 'cannot normal summon';
    case 'cannotFlipSummon':
      return 'cannot flip summon';
    case 'normalSummonOnlyBy':
      return withBlock(`normal summon${clause.coversSet ? ' or set' : ''} only by`, procedureLines(clause.procedure), true);
    case 'tributes':
      return clause.count === null ? 'tributes' : `tributes ${clause.count}`;
    case 'requiresTributes':
      return `requires ${clause.count} tributes${clause.canSet ? '' : ' cannot set'}`;
    case 'optionalTributes':
      return [
        `can tribute ${clause.count}`,
        clause.filter ? printFilter(clause.filter, 'never') : undefined,
        `to summon${clause.coversSet ? ' or set' : ''}`,
        clause.tag !== null ? `tag ${printString(clause.tag)}` : undefined,
      ]
        .filter((part) => part !== undefined)
        .join(' ');
    case 'withoutTributes': {
      const head = [
        `can summon${clause.coversSet ? ' or set' : ''} without tributes`,
        clause.atk !== null ? `atk ${clause.atk}` : undefined,
        clause.def !== null ? `def ${clause.def}` : undefined,
      ];
      return withBlock(head.filter((part) => part !== undefined).join(' '), (clause.conditions ?? []).map(conditionLine));
    }
    case 'cannotSpecialSummonIf':
      return `cannot special summon ${clause.mode} ${printCondition(clause.condition)}`;
    case 'cannotNormalSummonIf':
      return `cannot normal summon ${clause.mode} ${printCondition(clause.condition)}`;
    case 'doubleTribute':
      return `double tribute for ${printFilter(clause.filter, 'unlessOne')}`;
    case 'tributeFilter':
      return `tributes must be ${printFilter(clause.filter, 'unlessOne')}`;
    case 'ownEffect':
      return `special summon by own effect${fromZones(clause.zones, ', ')}`;
    case 'mustByCardEffect':
      return 'must special summon by card effect';
    case 'controlOnlyOne':
      return `control only 1 ${printFilter(clause.filter, 'unlessOne')}`;
    case 'specialSummonOncePerTurn':
      return 'special summon once per turn';
    case 'proceduresOncePerTurn':
      return 'special summon once per turn this way';
    case 'cannotMechanic':
      return `cannot ${clause.mechanic} summon`;
    case 'cannotBeMaterial':
      return `cannot be material for ${clause.mechanics.join(', ')}`;
    case 'alternativeXyzMaterials': {
      const parts = [`alternative xyz materials ${materialLine(clause.materials, clause.conditions)}`];
      if (clause.oncePerTurn) parts.push(clause.oncePerTurn === 'hard' ? 'once per turn by name' : 'once per turn');
      if (clause.activatedThisTurn) parts.push(`if ${activityWords(clause.activatedThisTurn.activity)}`);
      return parts.join(' ');
    }
    case 'cannotSpecialSummon':
      return 'cannot special summon';
    case 'cannotSpecialSummonFrom':
      return `cannot special summon${fromZones(clause.zones, ', ')}${clause.exceptSentFromField ? ' except if sent from field' : ''}`;
    case 'procedure': {
      const lead = clause.restriction === 'none' ? 'special summon' : clause.restriction === 'semi-nomi' ? 'must first special summon' : 'must special summon';
      const tail = `${fromZones(clause.zones, ', ')}${clause.toOpponent ? " to opponent's field" : ''}${clause.position ? ` in ${clause.position} position` : ''}`;
      return withBlock(`${lead} by procedure${tail}`, procedureLines(clause.procedure));
    }
    case 'byEffectOf':
      return `must ${clause.restriction === 'semi-nomi' ? 'first ' : ''}special summon by effect of ${clause.archetype ? 'archetype ' : ''}${printString(clause.card.value)}${clause.archetype ? ` ${cardTypesWords(clause.cardTypes)}` : ''}`;
    case 'mustMechanic':
      return `must ${clause.mechanic} summon`;
    case 'fusionMaterials':
      return `fusion materials ${materialLine(clause.materials, clause.conditions)}`;
    case 'fusionOnlyWithMaterials':
      return 'fusion only with materials';
    case 'onlyWithMaterials':
      return `${clause.mechanic} only with materials`;
    case 'ritualSpell':
      return `ritual spell ${clause.archetype ? 'archetype ' : ''}${printString(clause.card.value)}${clause.levelRule === 'exactly' ? ' level exactly' : ''}`;
    case 'synchroMaterials':
      return `synchro materials ${materialLine(clause.materials, clause.conditions)}`;
    case 'xyzMaterials':
      return `xyz materials ${materialLine(clause.materials, clause.conditions)}`;
    case 'linkMaterials':
      return `link materials ${materialLine(clause.materials, clause.conditions)}`;
    case 'summonRequires':
      return `summon requires ${printString(clause.text)}`;
    case 'summonCannotBeNegated':
      return 'summon cannot be negated';
    case 'mechanicOnlyInPhase':
      return `cannot ${clause.mechanic} summon except in ${clause.phase}`;
    case 'noNormalSummonTurnSpecialSummoned':
      return 'you cannot normal summon or set the turn you special summon this card';
    case 'spellTrapTributes':
      return clause.filter
        ? `can tribute ${printFilter(clause.filter, 'always')} you control for tribute summon`
        : 'can tribute face-up continuous spells and traps';
    case 'opponentTributes':
      return `can tribute ${printFilter(clause.filter, 'always')} opponent controls for tribute summon${clause.oncePerTurn ? ' once this turn' : ''}`;
    case 'faceDownMaterials':
      return `can use face-down ${printFilter(clause.filter, 'unlessOne')} as material`;
    case 'opponentMaterials':
      return `can use ${printFilter(clause.filter, 'always')} opponent controls as material to ${clause.mechanic} summon`;
    case 'xyzLevelGrant':
      return `treated as level ${clause.levels.join(' or ')} for xyz summon${clause.filter ? ` of ${printFilter(clause.filter, 'unlessOne')}` : ''}`;
    case 'xyzMaterialLevel':
      return `can treat ${printFilter(clause.filter, 'unlessOne')} as level ${clause.level} for its xyz summon`;
    case 'nonTunerGrant':
      return `treated as non-tuner for synchro summon${clause.filter ? ` of ${printFilter(clause.filter, 'unlessOne')}` : ''}`;
  }
}

/** The card types of `by effect of archetype "A" ...`: `card` for any. */
function cardTypesWords(types: readonly string[] | undefined): string {
  if (!types || types.length === 0) return 'card';
  return types.length === 2 && types.includes('spell') && types.includes('trap') ? 'spell or trap' : types[0];
}

/** A condition's words without the leading `condition` (as `cannot normal summon if ...` writes it). */
function printCondition(condition: Condition): string {
  switch (condition.kind) {
    case 'onlyOpponentControlsMonsters':
      return 'only opponent controls monsters';
    case 'youControlNoMonsters':
      return 'you control no monsters';
    case 'opponentControlsMonsters':
      return 'opponent controls monsters';
    case 'youControlNoCards':
      return 'you control no cards';
    case 'opponentControlsMoreMonsters':
      return 'opponent controls more monsters than you';
    case 'allYouControlAre':
      return `all monsters you control are ${printFilter(condition.filter, 'never')}`;
    case 'youControl':
      return `you control ${printFilter(condition.filter)}`;
    case 'graveyardHas':
      return `graveyard has ${printFilter(condition.filter)}`;
    case 'faceUpExtraHas':
      return `face-up extra has ${printFilter(condition.filter)}`;
    case 'opponentControls':
      return `opponent controls ${printFilter(condition.filter)}`;
    case 'activatedThisTurn':
      return activityWords(condition.activity);
    case 'text':
      return printString(condition.text);
  }
}

/** A cost's words without the leading `cost`. */
function printCost(cost: Cost): string {
  switch (cost.kind) {
    case 'banish':
      return `banish ${printFilter(cost.filter)}${fromZones(cost.from, ' or ')}`;
    case 'tribute':
      return `tribute ${printFilter(cost.filter)}${cost.side === 'opponent' ? ' opponent controls' : ''}`;
    case 'materials': {
      const from = cost.eitherField
        ? ` from either${zoneList(cost.from, ' or ')}`
        : cost.from.length === 1 && cost.from[0] === 'field'
          ? ''
          : fromZones(cost.from, ' or ');
      return `${cost.action} materials${from}${cost.action === 'send' ? ' to graveyard' : cost.action === 'shuffle' ? ' into deck' : ''}`;
    }
    case 'send':
      return `send ${printFilter(cost.filter)}${fromZones(cost.from, ' or ')} to graveyard`;
    case 'discard':
      return `discard ${printFilter(cost.filter)}`;
    case 'returnToHand':
      return `return ${printFilter(cost.filter)} to hand`;
    case 'payLp':
      return cost.amount === 'half' ? 'pay half lp' : `pay ${cost.amount} lp`;
    case 'text':
      return printString(cost.text);
  }
}

/** The statements of a procedure block, one a line. */
function procedureLines(procedure: ProcedureBody): string[] {
  const lines = [...procedure.conditions.map(conditionLine), ...procedure.costs.map((cost) => `cost ${printCost(cost)}`)];
  if (procedure.oncePerTurn === 'soft') lines.push('once per turn');
  if (procedure.oncePerTurn === 'hard') lines.push('once per turn by name');
  return lines;
}

function conditionLine(condition: Condition): string {
  return `condition ${printCondition(condition)}`;
}

/** `header { ... }`; without lines, the header alone unless the clause always takes a block. */
function withBlock(header: string, lines: readonly string[], alwaysBlock = false): string {
  if (lines.length === 0) return alwaysBlock ? `${header} { }` : header;
  return [`${header} {`, ...lines.map((line) => `  ${line}`), '}'].join('\n');
}

function activityWords(activity: ActivityFilter): string {
  if (activity.cardType === 'monster') return `activated in hand this turn ${printFilter(activity.filter)}`;
  const kind = activity.spellKind ? `${activity.spellKind} ` : '';
  return `activated this turn ${kind}spell${activity.archetype ? ` archetype ${printString(activity.archetype.value)}` : ''}`;
}

function materialLine(materials: readonly Material[], conditions: MaterialConditions | undefined): string {
  const parts = [materials.map((material) => printFilter(material)).join(' + ')];
  for (const filter of conditions?.including ?? []) parts.push(`including ${printFilter(filter)}`);
  for (const what of conditions?.different ?? []) parts.push(`with different ${what}s`);
  for (const what of conditions?.same ?? []) parts.push(`with same ${what}`);
  return parts.join(' ');
}

function fromZones(zones: readonly Zone[] | null, separator: string): string {
  return zones === null || zones.length === 0 ? '' : ` from${zoneList(zones, separator)}`;
}

function zoneList(zones: readonly Zone[], separator: string): string {
  return ` ${zones.map(zoneSpelling).join(separator)}`;
}
