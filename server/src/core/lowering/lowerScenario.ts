import type { Diagnostic } from '../diagnostics/diagnostic';
import type { Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import { BOARD_PHRASES } from '../grammar/boardPhrases';
import { EXPECTATION_PHRASES } from '../grammar/expectationPhrases';
import { type PhraseContextReport, readPhrase } from '../grammar/readPhrase';
import { SCENARIO_PHRASES } from '../grammar/scenarioPhrases';
import { STEP_PHRASES } from '../grammar/stepPhrases';
import type { ScenarioDeclaration } from '../model/cards';
import { describeToken, LoweringContext, spanOfTokens } from '../model/lowering';
import {
  type BoardCard,
  type BoardSide,
  type BoardZone,
  emptyBoardSide,
  type Expectation,
  type ModernBoardZone,
  type Phase,
  type PlayerRef,
  type Scenario,
  type ScenarioStep,
} from '../model/scenario';
import { withFields } from '../model/withFields';

export interface LoweredScenario {
  readonly scenario: Scenario;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Lowers a scenario's raw body into a typed scenario. Never throws: a line no phrase reads is reported
 * where it breaks (CS0604 step, CS0605 board or scenario line, CS0606 expectation, CS0609 unknown line)
 * and skipped. Every line is read by the phrase grammar: grammar/scenarioPhrases.ts, boardPhrases.ts,
 * stepPhrases.ts, expectationPhrases.ts. Checks that need the card pool (unknown cards, full zones) are in
 * checkScenarioSetup.
 */
export function lowerScenario(declaration: ScenarioDeclaration): LoweredScenario {
  const context = new LoweringContext(declaration.uri);
  let you = emptyBoardSide();
  let opponent = emptyBoardSide();
  let turn = 1;
  let phase: Phase = 'main1';
  let turnPlayer: PlayerRef = 'you';
  let normalSummonsUsed = 0;
  const steps: ScenarioStep[] = [];
  const finalExpectations: Expectation[] = [];
  for (const statement of declaration.body?.statements ?? []) {
    const line = readPhrase(SCENARIO_PHRASES, statement, context, SCENARIO_LINE_REPORT)?.value;
    switch (line?.kind) {
      case undefined:
        break;
      case 'board': {
        const side = readBoardSide(statement, context);
        if (line.player === 'you') you = side;
        else opponent = side;
        break;
      }
      case 'turn':
        turn = line.turn;
        break;
      case 'turnPlayer':
        turnPlayer = line.player;
        break;
      case 'phase':
        phase = line.phase;
        break;
      case 'normalSummonsUsed':
        normalSummonsUsed = line.count;
        break;
      case 'step': {
        const step = readStep(statement, context);
        if (step) steps.push(step);
        break;
      }
      case 'expect': {
        // An `expect` line belongs to the step above it (checked right after that step); `expect` lines
        // written before the first step are checked at the end of the scenario.
        for (const expectation of readExpectations(statement.parts, context)) {
          const previous = steps[steps.length - 1];
          if (previous) {
            steps[steps.length - 1] = withFields(previous, { expectations: [...previous.expectations, expectation] });
          } else if (expectation.kind === 'legal' || expectation.kind === 'illegal') {
            context.report(expectation.span, 'CS0606', `'expect ${expectation.kind}' judges a step: write it on a step or on the line after one.`);
          } else {
            finalExpectations.push(expectation);
          }
        }
        if (statement.block) context.report(statement.block.open, 'CS0606', 'A scenario-level expectation takes no { } block.');
        break;
      }
    }
  }
  const scenario: Scenario = {
    uri: declaration.uri,
    name: declaration.name,
    span: declaration.span,
    you,
    opponent,
    turn,
    phase,
    turnPlayer,
    normalSummonsUsed,
    steps,
    finalExpectations,
  };
  return { scenario, diagnostics: context.diagnostics };
}

const SCENARIO_LINE_REPORT: PhraseContextReport = { noun: 'scenario line', code: 'CS0609', partialCode: 'CS0605' };
const BOARD_LINE_REPORT: PhraseContextReport = { noun: 'board line', code: 'CS0605', blockCode: 'CS0605' };
const STEP_REPORT: PhraseContextReport = { noun: 'step', code: 'CS0604' };

// ---------------------------------------------------------------------------------------------- board

function readBoardSide(statement: Statement, context: LoweringContext): BoardSide {
  const zones: Record<BoardZone, BoardCard[]> = { hand: [], deck: [], extra: [], graveyard: [], banished: [], monsters: [], spells: [] };
  const modern: Partial<Record<ModernBoardZone, BoardCard[]>> = {};
  let lp: number | null = null;
  for (const line of statement.block?.statements ?? []) {
    const read = readPhrase(BOARD_PHRASES, line, context, BOARD_LINE_REPORT)?.value;
    if (!read) continue;
    if (read.lp !== null) lp = read.lp;
    for (const { zone, card } of read.cards) {
      if (zone === 'pendulum' || zone === 'extraMonster') (modern[zone] ??= []).push(card);
      else zones[zone].push(card);
    }
  }
  const side: BoardSide = { lp, zones, span: { start: statement.start, end: statement.end } };
  return Object.keys(modern).length > 0 ? withFields(side, { modern }) : side;
}

// ----------------------------------------------------------------------------------------------- steps

function readStep(statement: Statement, context: LoweringContext): ScenarioStep | undefined {
  const parts = statement.parts;
  const expectAt = parts.findIndex((p) => p.kind === 'word' && p.value === 'expect');
  const afterStep = parts.slice(1, expectAt < 0 ? parts.length : expectAt);
  const expectations: Expectation[] = expectAt < 0 ? [] : readExpectations(parts.slice(expectAt), context);
  for (const line of statement.block?.statements ?? []) {
    if (line.parts[0]?.kind === 'word' && line.parts[0].value === 'expect') expectations.push(...readExpectations(line.parts, context));
    else context.report(line, 'CS0606', `A step's block holds only 'expect ...' lines, found ${describeToken(line.parts[0])}.`);
  }
  // `step opponent ACTION`: the opponent acts; `step you ACTION` says the default.
  const actorWord = afterStep[0]?.kind === 'word' && (afterStep[0].value === 'opponent' || afterStep[0].value === 'you') ? afterStep[0].value : undefined;
  const actor: PlayerRef = actorWord === 'opponent' ? 'opponent' : 'you';
  const actionParts = actorWord ? afterStep.slice(1) : afterStep;
  if (actionParts.length === 0) {
    context.report(afterStep[0] ?? parts[0], 'CS0604', "Expected an action after 'step' (normal summon, set, activate, send, ...).");
    return undefined;
  }
  const span = spanOfTokens(actionParts);
  const action = readPhrase(STEP_PHRASES, { parts: actionParts, start: span.start, end: span.end }, context, STEP_REPORT)?.value;
  if (!action) return undefined;
  const actionSpan = spanOfTokens(afterStep);
  return {
    span: { start: statement.start, end: statement.end },
    actionSpan,
    actionText: afterStep
      .map((t) => t.text)
      .join(' ')
      .replace(/ ,/g, ','),
    actor,
    action,
    expectations,
  };
}

// -------------------------------------------------------------------------------------------- expects

/** Reads `expect A expect B ...` (parts start with `expect`). */
function readExpectations(parts: readonly Token[], context: LoweringContext): Expectation[] {
  const expectations: Expectation[] = [];
  let groupStart = 0;
  for (let i = 1; i <= parts.length; i++) {
    if (i === parts.length || (parts[i].kind === 'word' && parts[i].value === 'expect')) {
      const group = parts.slice(groupStart, i);
      const expectation = readExpectation(group, context);
      if (expectation) expectations.push(expectation);
      groupStart = i;
    }
  }
  return expectations;
}

function readExpectation(group: readonly Token[], context: LoweringContext): Expectation | undefined {
  const span = spanOfTokens(group);
  const statement: Statement = { parts: group, start: span.start, end: span.end };
  if (group.length === 1) {
    context.report(span, 'CS0606', "Incomplete expectation: expected 'legal', 'illegal', 'lp', 'normal summons' or a card name in quotes after 'expect'.");
    return undefined;
  }
  return readPhrase(EXPECTATION_PHRASES, statement, context, { noun: 'expectation', code: 'CS0606' }, group.slice(1))?.value;
}
