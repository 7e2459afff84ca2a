import type { CancellationToken, ResponseError } from 'vscode-languageserver';
import type { MonsterDeclaration, ScenarioDeclaration } from '../../core/model/cards';
import type { AnalyzedDocument } from '../../core/workspace/analyzedDocument';
import { scenarioDeclarationSteps } from '../../engine/runScenario';
import { summonMatrix } from '../../engine/summonMatrix';
import { engineLookupFor } from '../../simulation/engineLookup';
import { formatMatrixTrace, matrixSummary } from '../../simulation/matrixReport';
import { formatScenarioTrace } from '../../simulation/scenarioTrace';
import {
  LIST_SCENARIOS_REQUEST,
  RUN_SCENARIO_REQUEST,
  type ScenarioFailure,
  type ScenarioListEntry,
  SIMULATE_CARD_REQUEST,
  type SimulationResult,
} from '../customProtocol';
import { matrixPanelModel, scenarioPanelModel } from '../../simulation/panelModels';
import type { ScenarioRun } from '../../engine/runScenario';
import { toRange } from '../convert';
import { withEdoproVerdicts } from '../../simulation/edoproVerdicts';
import { runCancellable } from '../cancellableRun';
import type { ServerState } from '../serverState';
import { route } from './route';

/** Why EDOPro has no column in the web build: its engine is not part of the web worker's bundle. */
export const NO_REFEREE_HERE = "EDOPro's engine does not run in VS Code for the Web (it is not part of the web worker's bundle)";

/** Why a card's own Lua is not read where the server has no disk of its own. */
const NO_OWN_LUA_HERE = 'this server reads no files of its own';

/** What the client sends: the lens arguments {uri, name}, or (from the palette) {uri, offset}. */
interface SimulationParams {
  readonly uri?: unknown;
  readonly name?: unknown;
  readonly offset?: unknown;
}

/**
 * The requests behind the two code lenses, both run by the bundled rules engine over the whole
 * workspace's cards (and the bundled library), both answering the plain-text trace the client prints:
 * `cardscript/simulateCard` (the summon matrix of one monster) and `cardscript/runScenario`; and
 * `cardscript/listScenarios` for the Test Explorer.
 */
export async function simulateCard(state: ServerState, params: SimulationParams): Promise<SimulationResult> {
  const { store, outcomes, ownLua } = state;
  const referee = state.environment.edoproReferee;
  const document = typeof params?.uri === 'string' ? store.get(params.uri) : undefined;
  if (!document) return failure("The card's document is not open or not a CardScript file.");
  const monster = findMonster(document, params);
  if (!monster)
    return failure(
      typeof params.name === 'string' ? `No monster named "${params.name}" in this file.` : 'Put the cursor inside a monster to simulate its summons.',
    );
  const lookup = engineLookupFor(store.workspace);
  const matrix = summonMatrix(monster.name.value, lookup);
  if (!matrix.found) return failure(`"${monster.name.value}" could not be simulated.`);
  outcomes.record(document.uri, 'card', monster.name.value, matrixSummary(matrix));
  state.refreshCodeLenses();
  let panel = matrixPanelModel(matrix, document.uri, document.lines.positionAt(monster.span.start).line);
  // `cardscript.simulation.edoproReferee` for the card's resource.
  if ((await state.settings.get(document.uri)).edoproReferee) {
    // A monster whose own Lua cannot be run (Restricted Mode, a missing or broken file) is not asked:
    // its script would not be the one EDOPro gets.
    const ownLuaRefusal = monster.ownLua ? (ownLua?.refusalOf(monster) ?? (ownLua ? undefined : NO_OWN_LUA_HERE)) : undefined;
    const outcome = !referee
      ? { asked: false as const, reason: NO_REFEREE_HERE }
      : ownLuaRefusal !== undefined
        ? { asked: false as const, reason: `its own Lua is not run: ${ownLuaRefusal}` }
        : await referee.judge(matrix, lookup, ownLua ? { ownLua: ownLua.source } : {});
    panel = withEdoproVerdicts(panel, matrix, outcome);
  }
  return { ok: true, summary: `"${monster.name.value}": ${matrixSummary(matrix)}.`, trace: formatMatrixTrace(matrix), passed: null, panel };
}

/** Every scenario of the workspace, once its card files are loaded from disk (so the list is complete). */
export async function listScenarios(state: ServerState): Promise<{ scenarios: ScenarioListEntry[] }> {
  const { store } = state;
  await state.workspaceLoaded;
  store.sync();
  const scenarios = store.workspace
    .documents()
    .flatMap((document) =>
      document.file.scenarios.map((scenario) => ({ uri: document.uri, name: scenario.name.value, range: toRange(document.lines, scenario.span) })),
    );
  return { scenarios };
}

export async function runScenario(state: ServerState, params: SimulationParams, token?: CancellationToken): Promise<SimulationResult | ResponseError<void>> {
  const { store, outcomes } = state;
  const document = typeof params?.uri === 'string' ? store.get(params.uri) : undefined;
  if (!document) return failure("The scenario's document is not open or not a CardScript file.");
  const scenario = findScenario(document, params);
  if (!scenario)
    return failure(typeof params.name === 'string' ? `No scenario named "${params.name}" in this file.` : 'Put the cursor inside a scenario to run it.');
  // Thousands of steps take seconds: the run lets `$/cancelRequest` through between steps.
  const result = await runCancellable(scenarioDeclarationSteps(scenario, engineLookupFor(store.workspace)), token);
  if (result instanceof Error) return result;
  const trace = formatScenarioTrace(result, document.lines, fileLabel(document.uri));
  const summary = `Scenario "${scenario.name.value}" ${result.run.passed ? 'passed' : 'failed'}.`;
  const failures = scenarioFailures(result.run, document);
  outcomes.record(document.uri, 'scenario', scenario.name.value, result.run.passed ? '\u2713 passed' : `\u2717 ${failures.length} failed`);
  state.refreshCodeLenses();
  return { ok: true, summary, trace, passed: result.run.passed, panel: scenarioPanelModel(result.run, document.lines), failures };
}

export const SIMULATION_ROUTES = [
  route({
    method: SIMULATE_CARD_REQUEST,
    on: (c, answer) => c.onRequest(SIMULATE_CARD_REQUEST, answer),
    guard: { name: 'simulateCard', fallback: () => Promise.resolve(failure('The simulation could not run (see the server log).')) },
    handle: simulateCard,
  }),
  route({
    method: LIST_SCENARIOS_REQUEST,
    on: (c, answer) => c.onRequest(LIST_SCENARIOS_REQUEST, answer),
    guard: { name: 'listScenarios', fallback: () => Promise.resolve({ scenarios: [] as ScenarioListEntry[] }) },
    handle: listScenarios,
  }),
  route({
    method: RUN_SCENARIO_REQUEST,
    on: (c, answer) => c.onRequest(RUN_SCENARIO_REQUEST, answer),
    guard: { name: 'runScenario', fallback: () => Promise.resolve(failure('The scenario could not be run (see the server log).')) },
    handle: runScenario,
  }),
];

/** Every failed expectation, located on its step; an engine stop is located on the scenario's name. */
function scenarioFailures(run: ScenarioRun, document: AnalyzedDocument): ScenarioFailure[] {
  const failures: ScenarioFailure[] = [];
  for (const step of run.steps) {
    for (const expectation of step.expectations) {
      if (!expectation.met)
        failures.push({ uri: document.uri, range: toRange(document.lines, expectation.span), message: expectation.message, code: step.code });
    }
  }
  for (const expectation of run.finalExpectations) {
    if (!expectation.met) failures.push({ uri: document.uri, range: toRange(document.lines, expectation.span), message: expectation.message, code: null });
  }
  if (run.error) failures.push({ uri: document.uri, range: toRange(document.lines, run.nameSpan), message: run.error, code: null });
  return failures;
}

function findMonster(document: AnalyzedDocument, params: SimulationParams): MonsterDeclaration | undefined {
  const monsters = document.file.cards.filter((c): c is MonsterDeclaration => c.kind === 'monster');
  if (typeof params.name === 'string') return monsters.find((m) => m.name.value === params.name);
  if (typeof params.offset === 'number') return monsters.find((m) => m.span.start <= (params.offset as number) && (params.offset as number) <= m.span.end);
  return undefined;
}

function findScenario(document: AnalyzedDocument, params: SimulationParams): ScenarioDeclaration | undefined {
  const scenarios = document.file.scenarios;
  if (typeof params.name === 'string') return scenarios.find((s) => s.name.value === params.name);
  if (typeof params.offset === 'number') return scenarios.find((s) => s.span.start <= (params.offset as number) && (params.offset as number) <= s.span.end);
  return undefined;
}

function failure(summary: string): SimulationResult {
  return { ok: false, summary, trace: summary, passed: null };
}

/** The file name for the trace's header: the URI's last segment, decoded. */
export function fileLabel(uri: string): string {
  const last = uri.split('/').pop() ?? uri;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
