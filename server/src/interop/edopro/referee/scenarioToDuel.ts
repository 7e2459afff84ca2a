import type { BoardCard, BoardSide, BoardZone, Scenario, ScenarioAction } from '../../../core/model/scenario';
import type { SummonOptionDescription } from '../luaScriptBuilder';
import type { DuelAction, DuelCard, DuelQuestion, DuelSide, DuelStep } from '../ocgcore/duelDriver';

/** What the translation needs from the export: passcodes and each card's optional summon procedures. */
export interface ExportedPool {
  codeOf(name: string): number | undefined;
  summonOptions(name: string): readonly SummonOptionDescription[];
  isMonster(name: string): boolean;
}

export type Translation =
  | { readonly mapped: true; readonly question: DuelQuestion; readonly subjects: readonly (string | null)[] }
  | { readonly mapped: false; readonly reason: string };

/**
 * A scenario of the rules engine as a question to the real engine: the same board (turn player "you" in
 * Main Phase 1) and the same steps. Steps the referee cannot play there (the opponent acting, responses
 * in a chain, phases, LP paid for Tributes without a face-up card that allows it, moves to the Deck) make the
 * scenario unmapped, with why.
 */
export function scenarioToDuel(scenario: Scenario, pool: ExportedPool): Translation {
  if (scenario.turnPlayer !== 'you') return { mapped: false, reason: 'the opponent is the turn player' };
  // A new duel waits in Main Phase 1: a scenario that starts in Main Phase 2 would be asked in the wrong phase.
  if (scenario.phase !== 'main1') return { mapped: false, reason: `it starts in the ${scenario.phase} phase` };
  if (scenario.normalSummonsUsed > 0) return { mapped: false, reason: 'it starts with the Normal Summon used' };
  const marked = [scenario.you, scenario.opponent].flatMap((side) => Object.values(side.zones).flat()).find((card) => card.placedThisTurn);
  if (marked) return { mapped: false, reason: `"${marked.name.value}" is marked as placed this turn, which a new duel's board cannot say` };
  const missing = new Set<string>();
  const code = (name: string) => {
    const c = pool.codeOf(name);
    if (c === undefined) missing.add(name);
    return c ?? 0;
  };
  const you = side(scenario.you, code);
  const opponent = side(scenario.opponent, code);
  const steps: DuelStep[] = [];
  const subjects: (string | null)[] = [];
  const faceUpSpells = [scenario.you, scenario.opponent].flatMap((s) => s.zones.spells.filter((c) => c.position === 'face-up').map((c) => c.name.value));
  for (const step of scenario.steps) {
    if (step.actor !== 'you') return { mapped: false, reason: `a step of the opponent ("${step.actionText}")` };
    const mapped = action(step.action, code, pool, faceUpSpells);
    if ('reason' in mapped) return { mapped: false, reason: `"${step.actionText}": ${mapped.reason}` };
    steps.push(mapped.step);
    subjects.push(mapped.subject);
  }
  if (missing.size > 0) return { mapped: false, reason: `cards not in the export: ${[...missing].join(', ')}` };
  return { mapped: true, question: { you, opponent, steps }, subjects };
}

function side(board: BoardSide, code: (name: string) => number): DuelSide {
  const zones: Partial<Record<BoardZone, DuelCard[]>> = {};
  for (const [zone, cards] of Object.entries(board.zones) as [BoardZone, readonly BoardCard[]][]) {
    zones[zone] = cards.flatMap((card) =>
      Array.from({ length: card.copies }, () => ({
        code: code(card.name.value),
        ...(card.position ? { position: card.position } : {}),
        ...(card.properlySummoned ? { proper: true } : {}),
      })),
    );
  }
  return zones;
}

/** A passcode no card has: a step that names it is offered nothing, a prompt that asks for it gets no card. */
const NO_CARD = -1;

/** The description of the LP-for-Tributes procedure of one of these cards (a Summon's, or a Set's), if any. */
function lpProcedure(cards: readonly string[], pool: ExportedPool, set: boolean): number | undefined {
  for (const name of cards) {
    const option = pool.summonOptions(name).find((o) => o.option === 'payLp' && o.set === set);
    if (option) return option.description;
  }
  return undefined;
}

function action(
  action: ScenarioAction,
  code: (name: string) => number,
  pool: ExportedPool,
  faceUpSpells: readonly string[],
): { step: DuelStep; subject: string | null } | { reason: string } {
  const codes = (refs: readonly { name: string }[]) => refs.map((r) => code(r.name));
  switch (action.kind) {
    case 'normalSummon':
    case 'set': {
      // Paying LP instead of Tributes: the procedure a face-up card on the field gives (Mausoleum of the Emperor).
      const payLp = action.payingLp ? lpProcedure(faceUpSpells, pool, action.kind === 'set') : undefined;
      if (action.payingLp && payLp === undefined)
        return { reason: 'paying LP instead of Tributes: no face-up card on the board lets the player do so in the export' };
      if (action.kind === 'set' && !pool.isMonster(action.card.name)) {
        return { step: { action: { kind: 'setSpell', code: code(action.card.name), prefer: [] } }, subject: null };
      }
      // Paying LP chooses no card: a prompt to choose one (the cost of the card's own procedure, which the
      // engine takes when it offers no other) means the LP were not paid.
      const prefer = payLp !== undefined ? [NO_CARD] : [...codes(action.tributes), ...codes(action.costs)];
      const set = action.kind === 'set';
      let optionDescription: number | undefined;
      // "auto" with as many Tributes as an optional procedure takes: that procedure (as our engine reads it).
      const byCount = pool.summonOptions(action.card.name).find((o) => o.option === 'tributeOption' && o.set === set && o.tributes === action.tributes.length);
      if (action.option === 'auto' && byCount) optionDescription = byCount.description;
      if (payLp !== undefined) optionDescription = payLp;
      let card = code(action.card.name);
      if (action.option === 'withoutTributes' || action.option === 'tributeOption') {
        const option = pool
          .summonOptions(action.card.name)
          .find(
            (o) =>
              o.option === action.option && o.set === set && (action.option !== 'tributeOption' || action.optionTag === null || o.tag === action.optionTag),
          );
        // No such procedure exported: the engine has nothing to choose (when it offers one way only, it takes that
        // one without asking), so nothing is offered: the step is illegal there as here.
        if (option) optionDescription = option.description;
        else card = NO_CARD;
      }
      const duelAction: DuelAction = { kind: action.kind, code: card, prefer };
      // The step names its Tributes: the engine must take exactly those (none named: none taken).
      const chosen = {
        ...(optionDescription !== undefined ? { optionDescription } : {}),
        expectTributes: action.tributes.length,
        expectTributeCodes: codes(action.tributes),
      };
      return { step: { action: duelAction, ...chosen }, subject: action.card.name };
    }
    case 'flipSummon':
      return { step: { action: { kind: 'flipSummon', code: code(action.card.name) } }, subject: action.card.name };
    case 'specialSummonByProcedure':
      return {
        step: { action: { kind: 'specialSummon', code: code(action.card.name), prefer: [...codes(action.costs), ...codes(action.tributes)] } },
        subject: action.card.name,
      };
    case 'extraDeckSummon': {
      // Its procedure for that mechanic; a card with none (say, "cannot be Synchro Summoned") has nothing to offer.
      const procedure = pool.summonOptions(action.card.name).find((o) => o.option === action.mechanic);
      const card = procedure ? code(action.card.name) : -1;
      // The step names its materials: all of them must leave the field (not a fitting part of them, as an
      // alternative Xyz Summon with 1 material would take).
      return {
        step: {
          action: { kind: 'specialSummon', code: card, prefer: codes(action.materials) },
          ...(procedure ? { optionDescription: procedure.description } : {}),
          expectTributes: action.materials.length,
        },
        subject: action.card.name,
      };
    }
    case 'activate': {
      if (action.respond || action.hold) return { reason: 'a chain response' };
      const subject = action.summon?.name ?? null;
      const prefer = [
        ...codes(action.targets),
        ...codes(action.materials),
        ...codes(action.tributes),
        ...codes(action.costs),
        ...(action.summon ? [code(action.summon.name)] : []),
      ];
      return { step: { action: { kind: 'activate', code: code(action.card.name), prefer }, ...(subject ? { subject: code(subject) } : {}) }, subject };
    }
    case 'move':
      if (action.to !== 'graveyard' && action.to !== 'banished' && action.to !== 'hand') return { reason: `a move to the ${action.to}` };
      return { step: { action: { kind: 'move', code: code(action.card.name), to: action.to } }, subject: null };
    default:
      return { reason: `the "${action.kind}" action has no counterpart here` };
  }
}
