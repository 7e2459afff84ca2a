import type { Diagnostic } from '../core/diagnostics/diagnostic';
import type { DiagnosticCode } from '../core/diagnostics/diagnosticCodes';
import { isExtraDeckFrame } from '../core/model/cards';
import type { BoardSide, BoardZone, CardRef, Expectation, Scenario, ScenarioAction } from '../core/model/scenario';
import type { Span } from '../core/text/span';
import type { CardLookup } from './cardCatalog';
import { MONSTER_ZONE_COUNT, SPELL_ZONE_COUNT } from './gameState';
import { RULE_CODE_FAMILIES, isRuleCodeFamily } from './ruleCodeFamilies';
import { isRuleCode, RULE_CODES } from './ruleCodes';

/**
 * Diagnostics for scenarios that cannot be set up as written (CS06xx, docs/diagnostics.md): unknown
 * cards, more than 5 cards in the Monster or Spell & Trap Zones, a card in a place it cannot be, unknown
 * rule codes, statuses where they do not exist. The lowering reports the syntax-level ones (CS0604-CS0606, CS0609).
 */
export function checkScenarioSetup(scenario: Scenario, lookup: CardLookup): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const error = (span: Span, code: DiagnosticCode, message: string) => diagnostics.push({ span, severity: 'error', code, message });
  const warning = (span: Span, code: DiagnosticCode, message: string) => diagnostics.push({ span, severity: 'warning', code, message });
  const reportedUnknown = new Set<string>();
  const known = (name: string, span: Span): boolean => {
    if (lookup.resolve(name)) return true;
    if (!reportedUnknown.has(`${name}@${span.start}`)) {
      reportedUnknown.add(`${name}@${span.start}`);
      error(span, 'CS0601', `Unknown card "${name}": it is defined neither in the workspace nor in the bundled library.`);
    }
    return false;
  };

  for (const [who, side] of [
    ['you', scenario.you],
    ['opponent', scenario.opponent],
  ] as const) {
    checkSide(who, side, lookup, known, error, warning);
  }
  for (const step of scenario.steps) {
    for (const ref of cardRefsOf(step.action)) known(ref.name, ref.span);
    for (const expectation of step.expectations) checkExpectation(expectation, known, error);
  }
  for (const expectation of scenario.finalExpectations) checkExpectation(expectation, known, error);
  return diagnostics;
}

type Report = (span: Span, code: DiagnosticCode, message: string) => void;

function checkSide(
  who: 'you' | 'opponent',
  side: BoardSide,
  lookup: CardLookup,
  known: (name: string, span: Span) => boolean,
  error: Report,
  warning: Report,
): void {
  const whose = who === 'you' ? 'your' : "the opponent's";
  const copies = new Map<string, { count: number; span: Span }>();
  for (const zone of Object.keys(side.zones) as BoardZone[]) {
    let used = 0;
    const capacity = zone === 'monsters' ? MONSTER_ZONE_COUNT : zone === 'spells' ? SPELL_ZONE_COUNT : Infinity;
    for (const entry of side.zones[zone]) {
      const name = entry.name.value;
      used += entry.copies;
      if (used > capacity) {
        error(
          entry.span,
          'CS0602',
          `${whose[0].toUpperCase()}${whose.slice(1)} ${zone === 'monsters' ? 'Monster Zones hold' : 'Spell & Trap Zones hold'} at most ${capacity} cards; this entry makes ${used}.`,
        );
      }
      const previous = copies.get(name);
      copies.set(name, { count: (previous?.count ?? 0) + entry.copies, span: entry.span });
      if (entry.properlySummoned && (zone === 'hand' || zone === 'deck' || (zone === 'extra' && entry.position !== 'face-up'))) {
        warning(
          entry.span,
          'CS0610',
          `"properly summoned" does not exist in the ${zone === 'extra' ? 'Extra Deck' : zone}: the status is reset there (rule 3), so it is ignored.`,
        );
      }
      if (entry.placedThisTurn && zone !== 'monsters' && zone !== 'spells') {
        warning(
          entry.span,
          'CS0610',
          `"${entry.position === 'set' ? 'set' : 'summoned'} this turn" only means something on the field; it is ignored in the ${zone}.`,
        );
      }
      if (!known(name, entry.name.span)) continue;
      const declaration = lookup.resolve(name)!;
      const place = misplaced(declaration, zone, entry.position);
      if (place) error(entry.span, 'CS0603', `"${name}" cannot be in ${whose} ${zoneWords(zone)}: ${place}`);
    }
  }
  for (const entry of [...(side.modern?.pendulum ?? []), ...(side.modern?.extraMonster ?? [])]) known(entry.name.value, entry.name.span);
  for (const [name, { count, span }] of copies) {
    const declaration = lookup.resolve(name);
    const token = declaration?.kind === 'monster' && declaration.frame?.value === 'token';
    if (count > 3 && !token)
      warning(
        span,
        'CS0608',
        `${whose[0].toUpperCase()}${whose.slice(1)} board holds ${count} copies of "${name}": a Deck may hold at most 3 copies of a card.`,
      );
  }
}

function misplaced(declaration: NonNullable<ReturnType<CardLookup['resolve']>>, zone: BoardZone, position: string | null): string | null {
  if (declaration.kind !== 'monster') {
    if (zone === 'monsters') return `it is a ${declaration.kind === 'spell' ? 'Spell' : 'Trap'}, and the Monster Zones hold monsters.`;
    if (zone === 'extra') return 'the Extra Deck holds only Fusion, Synchro, Xyz and Link Monsters.';
    return null;
  }
  const frame = declaration.frame?.value;
  if (zone === 'spells') return 'it is a monster; the Spell & Trap Zones hold Spells and Traps.';
  if (isExtraDeckFrame(frame) && (zone === 'hand' || zone === 'deck'))
    return `a ${frame} Monster starts in the Extra Deck, never in the hand or the Main Deck.`;
  // A Pendulum Monster goes face-up to the Extra Deck from the field (rulebook).
  if (!isExtraDeckFrame(frame) && zone === 'extra' && !(declaration.pendulum && position === 'face-up')) {
    return declaration.pendulum
      ? 'a Main Deck Pendulum Monster is in the Extra Deck only face-up: write `extra "X" face-up`.'
      : 'only Fusion, Synchro, Xyz and Link Monsters go in the Extra Deck (and face-up Pendulum Monsters).';
  }
  if (zone === 'monsters' && position === 'face-up') return 'a monster is written "attack", "defense" or "set".';
  return null;
}

function checkExpectation(expectation: Expectation, known: (name: string, span: Span) => boolean, error: Report): void {
  if (expectation.kind === 'illegal' && expectation.code && !isRuleCode(expectation.code.value) && !isRuleCodeFamily(expectation.code.value)) {
    const near = Object.keys(RULE_CODES)
      .filter((c) => c.split('-').some((part) => expectation.code!.value.includes(part)))
      .slice(0, 3);
    error(
      expectation.code.span,
      'CS0607',
      `Unknown rule code "${expectation.code.value}"${near.length > 0 ? `: did you mean ${near.map((c) => `"${c}"`).join(', ')}?` : '.'} The codes are listed in docs/diagnostics.md; a family (${Object.keys(RULE_CODE_FAMILIES).join(', ')}) stands for all of its codes.`,
    );
  }
  if ('card' in expectation) known(expectation.card.name, expectation.card.span);
}

/** Every card a step names. */
export function cardRefsOf(action: ScenarioAction): CardRef[] {
  switch (action.kind) {
    case 'normalSummon':
    case 'set':
      return [action.card, ...action.tributes, ...action.costs];
    case 'flipSummon':
      return [action.card];
    case 'specialSummonByProcedure':
      return [action.card, ...action.costs, ...action.tributes];
    case 'activate':
      return [action.card, ...action.targets, ...action.materials, ...(action.summon ? [action.summon] : []), ...action.tributes, ...action.costs];
    case 'fusionSummon':
    case 'ritualSummon':
      return [action.card, ...action.materials, ...(action.using ? [action.using] : [])];
    case 'extraDeckSummon':
      return [action.card, ...action.materials];
    case 'pendulumSummon':
      return [...action.cards];
    case 'activateScale':
      return [action.card];
    case 'move':
      return [action.card];
    default:
      return [];
  }
}

function zoneWords(zone: BoardZone): string {
  return { hand: 'hand', deck: 'Deck', extra: 'Extra Deck', graveyard: 'GY', banished: 'banishment', monsters: 'Monster Zones', spells: 'Spell & Trap Zones' }[
    zone
  ];
}
