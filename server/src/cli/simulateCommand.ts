import type { ScenarioDeclaration } from '../core/model/cards';
import { lowerScenario } from '../core/lowering/lowerScenario';
import type { LineIndex } from '../core/text/lineIndex';
import type { CardLibrary } from '../core/workspace/cardLibrary';
import type { CardWorkspace } from '../core/workspace/cardWorkspace';
import { bundledLibraryFile } from '../engine/library/bundledLibrary';
import { type DeclarationRun, runScenarioDeclaration } from '../engine/runScenario';
import { summonMatrix, type SummonMatrix } from '../engine/summonMatrix';
import { exportEdopro } from '../interop/edopro/exportSet';
import { loadEdoproEngine } from '../interop/edopro/ocgcore/bundledOcgcore';
import type { OcgcoreLibrary } from '../interop/edopro/ocgcore/loadOcgcore';
import { EdoproReferee } from '../interop/edopro/referee/edoproReferee';
import { REFEREE_ASSIGN_FROM } from '../interop/edopro/referee/refereeRun';
import { refereeScenario } from '../interop/edopro/referee/scenarioReferee';
import type { CardLookup } from '../engine/cardCatalog';
import { engineLookupFor } from '../simulation/engineLookup';
import { matrixEdoproVerdicts, type MatrixEdoproVerdicts } from '../simulation/edoproVerdicts';
import { formatMatrixTrace, matrixJson, matrixSummary } from '../simulation/matrixReport';
import { scenarioEdoproVerdicts, type ScenarioEdoproVerdicts } from '../simulation/scenarioEdoproVerdicts';
import { scenarioJson } from '../simulation/scenarioJson';
import { formatScenarioTrace } from '../simulation/scenarioTrace';
import { createStandardWorkspace } from '../simulation/standardWorkspace';
import { type CardFileInput, displayPath, readCardFiles } from './cardFileInput';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';
import { loadCliLibraries } from './cliLibrary';

export interface SimulateOptions {
  readonly paths: readonly string[];
  readonly scenario: string | undefined;
  /** Print this monster's summon matrix instead of running scenarios. */
  readonly card?: string;
  readonly format: 'text' | 'json';
  /** Ask EDOPro's engine the same questions and show its verdict beside ours (docs/cli.md, "--edopro"). */
  readonly edopro?: boolean;
  /** `--library PATH`s: EDOPro databases whose cards are known by name (cliLibrary.ts). */
  readonly library?: readonly string[];
}

/** Where `--edopro` gets EDOPro's engine: dist/ocgcore.js beside the bundled CLI, else the installed package. */
export type EdoproEngineLoader = () => Promise<OcgcoreLibrary>;

/**
 * `cardscript simulate`: runs the scenarios of the given files with the bundled rules engine (every card
 * of those files and the bundled library are the card pool). Exit 1 if any expectation fails. With
 * `--edopro`, EDOPro's engine is asked the same questions and its verdict is shown beside ours (a
 * disagreement is shown, it is not a failure); exit 2 when that engine cannot be loaded.
 */
export function runSimulateCommand(options: SimulateOptions, io: CliIo, loadEngine: EdoproEngineLoader = () => loadEdoproEngine()): number | Promise<number> {
  const read = readCardFiles(options.paths, io);
  if (!read.ok) {
    io.stderr(`${read.message}\n`);
    return EXIT_USAGE;
  }
  const library = options.library ?? [];
  if (library.length > 0) return loadCliLibraries(library, io).then((libraries) => simulate(options, read.inputs, io, loadEngine, libraries));
  return simulate(options, read.inputs, io, loadEngine, []);
}

function simulate(
  options: SimulateOptions,
  inputs: readonly CardFileInput[],
  io: CliIo,
  loadEngine: EdoproEngineLoader,
  libraries: readonly CardLibrary[],
): number | Promise<number> {
  const workspace = createStandardWorkspace();
  workspace.setLibraries(libraries);
  for (const input of inputs) workspace.setDocument(input.uri, input.text, 0);
  const lookup = engineLookupFor(workspace);
  if (options.card !== undefined) {
    const matrix = summonMatrix(options.card, lookup);
    if (!matrix.found) {
      io.stderr(`cardscript: no monster named "${options.card}" in the given files or the bundled library\n`);
      return EXIT_USAGE;
    }
    if (!options.edopro) return printSummonMatrix(matrix, options.format, io);
    return askEdoproAboutMatrix(matrix, lookup, loadEngine).then((edopro) =>
      typeof edopro === 'string' ? engineMissing(edopro, io) : printSummonMatrix(matrix, options.format, io, edopro),
    );
  }
  const scenarios = simulateScenarios(inputs, io.cwd, workspace, options.scenario);
  if (options.scenario !== undefined && scenarios.length === 0) {
    io.stderr(`cardscript: no scenario named "${options.scenario}" in ${options.paths.join(', ') || '.'}\n`);
    return EXIT_USAGE;
  }
  if (!options.edopro) return printScenarios(scenarios, undefined, options.format, io);
  return askEdoproAboutScenarios(scenarios, workspace, loadEngine).then((edopro) =>
    typeof edopro === 'string' ? engineMissing(edopro, io) : printScenarios(scenarios, edopro, options.format, io),
  );
}

/** `--card NAME`: every summon route of one monster, tried by the engine (and with `--edopro`, by EDOPro's). */
function printSummonMatrix(matrix: SummonMatrix, format: 'text' | 'json', io: CliIo, edopro?: MatrixEdoproVerdicts): number {
  if (format === 'json') io.stdoutData(`${JSON.stringify(matrixJson(matrix, edopro), null, 2)}\n`);
  else io.stdout(formatMatrixTrace(matrix, edopro));
  io.stderr(`"${matrix.card}": ${matrixSummary(matrix)}\n${edopro ? `${edopro.status.note}\n` : ''}`);
  return EXIT_OK;
}

function printScenarios(
  scenarios: readonly SimulatedScenario[],
  edopro: readonly ScenarioEdoproVerdicts[] | undefined,
  format: 'text' | 'json',
  io: CliIo,
): number {
  if (format === 'json') {
    const json = scenarios.map((s, i) => scenarioJson(s.run, s.lines, s.file, edopro?.[i]));
    io.stdoutData(`${JSON.stringify({ scenarios: json }, null, 2)}\n`);
  } else {
    io.stdout(scenarios.map((s, i) => formatScenarioTrace(s.run, s.lines, s.file, edopro?.[i])).join('\n'));
  }
  const failed = scenarios.filter((s) => !s.run.run.passed).length;
  io.stderr(`${scenarios.length} scenario(s): ${scenarios.length - failed} passed, ${failed} failed\n`);
  if (edopro) {
    const asked = edopro.filter((e) => e.status.shown);
    const agreeing = asked.filter((e) => e.steps.every((s) => s.legal !== null && !s.disagrees)).length;
    io.stderr(`EDOPro: ${asked.length} of ${scenarios.length} scenario(s) asked, ${agreeing} agree on every step\n`);
  }
  return failed > 0 ? EXIT_FINDINGS : EXIT_OK;
}

function engineMissing(reason: string, io: CliIo): number {
  io.stderr(`cardscript: --edopro: ${reason}\n`);
  return EXIT_USAGE;
}

/** EDOPro's verdict on each route, asked as the editor's "Simulate summon" panel asks it; a string: why it could not be. */
async function askEdoproAboutMatrix(matrix: SummonMatrix, lookup: CardLookup, loadEngine: EdoproEngineLoader): Promise<MatrixEdoproVerdicts | string> {
  const outcome = await new EdoproReferee(loadEngine).judge(matrix, lookup);
  return outcome.asked ? matrixEdoproVerdicts(matrix, outcome) : outcome.reason;
}

/**
 * EDOPro's verdict on each step of each scenario, the cards exported as `cardscript export edopro` exports
 * them (cards without an id get passcodes from REFEREE_ASSIGN_FROM); a string: why it could not be asked.
 */
async function askEdoproAboutScenarios(
  scenarios: readonly SimulatedScenario[],
  workspace: CardWorkspace,
  loadEngine: EdoproEngineLoader,
): Promise<ScenarioEdoproVerdicts[] | string> {
  let lib: OcgcoreLibrary;
  try {
    lib = await loadEngine();
  } catch (error) {
    return `EDOPro's engine could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
  }
  // The workspace's cards by URI (as its lookup orders them), then the bundled library below them.
  const files = [...workspace.documents()].sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0)).map((d) => d.file);
  const exported = exportEdopro([...files, bundledLibraryFile()], { assignIdsFrom: REFEREE_ASSIGN_FROM });
  const verdicts: ScenarioEdoproVerdicts[] = [];
  for (const scenario of scenarios) {
    const outcome = refereeScenario(lib, lowerScenario(scenario.declaration).scenario, scenario.run.run, exported);
    // A WebAssembly trap leaves the instance unusable: the next scenario gets a new one.
    if (outcome.mapped && outcome.crashed) lib = await loadEngine();
    verdicts.push(scenarioEdoproVerdicts(outcome, scenario.run.run.steps.length));
  }
  return verdicts;
}

interface SimulatedScenario {
  readonly declaration: ScenarioDeclaration;
  readonly run: DeclarationRun;
  readonly lines: LineIndex;
  readonly file: string;
}

function simulateScenarios(inputs: readonly CardFileInput[], cwd: string, workspace: CardWorkspace, only: string | undefined): SimulatedScenario[] {
  const lookup = engineLookupFor(workspace);
  const results: SimulatedScenario[] = [];
  for (const input of inputs) {
    const document = workspace.getDocument(input.uri);
    if (!document) continue;
    const file = displayPath(input.absolutePath, cwd);
    for (const declaration of document.file.scenarios) {
      if (only !== undefined && declaration.name.value !== only) continue;
      results.push({ declaration, run: runScenarioDeclaration(declaration, lookup), lines: document.lines, file });
    }
  }
  return results;
}
