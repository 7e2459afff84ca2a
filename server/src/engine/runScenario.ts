import type { Diagnostic } from '../core/diagnostics/diagnostic';
import type { ScenarioDeclaration } from '../core/model/cards';
import { lowerScenario } from '../core/lowering/lowerScenario';
import type { PlayerRef, Scenario } from '../core/model/scenario';
import type { Span } from '../core/text/span';
import { DEFAULT_LIMITS, type EngineLimits } from './actionContext';
import { type BoardSnapshot, snapshotBoard } from './boardSnapshot';
import { setUpBoard } from './boardSetup';
import { CardCatalog, type CardLookup } from './cardCatalog';
import { Engine } from './engine';
import { checkExpectation, type ExpectationResult } from './expectations';
import { checkScenarioSetup } from './scenarioSetupChecks';
import type { RuleCode } from './ruleCodes';

export interface StepResult {
  /** The whole step statement. */
  readonly span: Span;
  readonly actionSpan: Span;
  readonly actionText: string;
  readonly actor: PlayerRef;
  readonly legal: boolean;
  readonly code: RuleCode | null;
  /** Why it was refused, or what happened (the trace). */
  readonly reason: string;
  /** null when the step has no expectations; else whether all of them were met. */
  readonly expectationMet: boolean | null;
  readonly expectations: readonly ExpectationResult[];
  /** The board after the step. */
  readonly board: BoardSnapshot;
}

export interface ScenarioRun {
  readonly name: string;
  readonly uri: string;
  readonly span: Span;
  readonly nameSpan: Span;
  /**
   * Every expectation met, every step and board entry run as written, the engine never stopped. False
   * whenever anything was not run: a line that did not parse, an unknown card, an entry that did not fit.
   */
  readonly passed: boolean;
  readonly initialBoard: BoardSnapshot;
  readonly steps: readonly StepResult[];
  /** Scenario-level `expect` lines, checked after the last step (with open business settled). */
  readonly finalExpectations: readonly ExpectationResult[];
  readonly finalBoard: BoardSnapshot;
  /** The engine stopped early (step limit, invariant): why. */
  readonly error: string | null;
  /** Board entries the setup could not place. */
  readonly setupProblems: readonly string[];
}

export interface RunOptions {
  readonly limits?: EngineLimits;
}

/** Runs a typed scenario against a card pool (docs/language.md, "Scenarios"). Pure; never throws for any scenario. */
export function runScenario(scenario: Scenario, lookup: CardLookup, options: RunOptions = {}): ScenarioRun {
  return runToEnd(scenarioSteps(scenario, lookup, options));
}

/**
 * The same run one step at a time: the generator pauses after each step, so a caller (the language
 * server) can let other messages through and stop when the request is cancelled.
 */
export function* scenarioSteps(scenario: Scenario, lookup: CardLookup, options: RunOptions = {}): Generator<void, ScenarioRun> {
  const catalog = new CardCatalog(lookup);
  const setup = setUpBoard(scenario);
  const engine = new Engine(catalog, setup.state, options.limits ?? DEFAULT_LIMITS);
  const initialBoard = snapshotBoard(engine.state, catalog);
  const steps: StepResult[] = [];
  let error: string | null = engine.halted && !engine.halted.legal ? engine.halted.reason : null;
  for (const step of scenario.steps) {
    const outcome = engine.perform(step.actor === 'you' ? 0 : 1, step.action);
    const verdict = outcome.verdict;
    const expectations = step.expectations.map((e) => checkExpectation(e, verdict, engine.state, catalog));
    steps.push({
      span: step.span,
      actionSpan: step.actionSpan,
      actionText: step.actionText,
      actor: step.actor,
      legal: verdict.legal,
      code: verdict.legal ? null : verdict.code,
      reason: verdict.legal ? outcome.notes.join(' ') || 'Legal.' : verdict.reason,
      expectationMet: expectations.length === 0 ? null : expectations.every((e) => e.met),
      expectations,
      board: snapshotBoard(engine.state, catalog),
    });
    if (engine.halted && !engine.halted.legal) {
      error = engine.halted.reason;
      break;
    }
    yield;
  }
  const settled = engine.settle();
  if (!settled.verdict.legal && error === null) error = settled.verdict.reason;
  const finalExpectations = scenario.finalExpectations.map((e) => checkExpectation(e, null, engine.state, catalog));
  const passed =
    error === null &&
    steps.every((s) => s.expectationMet !== false) &&
    finalExpectations.every((e) => e.met) &&
    steps.length === scenario.steps.length &&
    setup.problems.length === 0;
  return {
    name: scenario.name.value,
    uri: scenario.uri,
    span: scenario.span,
    nameSpan: scenario.name.span,
    passed,
    initialBoard,
    steps,
    finalExpectations,
    finalBoard: snapshotBoard(engine.state, catalog),
    error,
    setupProblems: setup.problems,
  };
}

export interface DeclarationRun {
  readonly run: ScenarioRun;
  /** Lowering diagnostics (CS06xx syntax) of the scenario. */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Lowers and runs a scenario declaration: what the server's code lens and the CLI call. A scenario with a
 * line that did not parse (CS0604-CS0606, CS0609) or that cannot be set up as written (an unknown card,
 * CS0601-CS0603, CS0607) does not pass, whatever its expectations say: the part that was not run might
 * have failed. Those errors are in `diagnostics` and in the run's `setupProblems`.
 */
export function runScenarioDeclaration(declaration: ScenarioDeclaration, lookup: CardLookup, options: RunOptions = {}): DeclarationRun {
  return runToEnd(scenarioDeclarationSteps(declaration, lookup, options));
}

/** runScenarioDeclaration one step at a time (see scenarioSteps). */
export function* scenarioDeclarationSteps(declaration: ScenarioDeclaration, lookup: CardLookup, options: RunOptions = {}): Generator<void, DeclarationRun> {
  const lowered = lowerScenario(declaration);
  const diagnostics = [...lowered.diagnostics, ...checkScenarioSetup(lowered.scenario, lookup)];
  const run = yield* scenarioSteps(lowered.scenario, lookup, options);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0) return { run, diagnostics };
  const notRun = errors.map((d) => `${d.code}: ${d.message}`);
  return { run: { ...run, passed: false, setupProblems: [...run.setupProblems, ...notRun] }, diagnostics };
}

function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
