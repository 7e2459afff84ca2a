import type { CardWorkspace } from '../core/workspace/cardWorkspace';
import { runScenarioDeclaration } from '../engine/runScenario';
import { summonMatrix } from '../engine/summonMatrix';
import { engineLookupFor } from '../simulation/engineLookup';
import { formatMatrixTrace, matrixJson, matrixSummary } from '../simulation/matrixReport';
import { scenarioJson, type ScenarioJson } from '../simulation/scenarioJson';
import { formatScenarioTrace } from '../simulation/scenarioTrace';
import { createStandardWorkspace } from '../standardWorkspace';
import { type CardFileInput, displayPath, readCardFiles } from './cardFileInput';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';

export interface SimulateOptions {
  readonly paths: readonly string[];
  readonly scenario: string | undefined;
  /** Print this monster's summon matrix instead of running scenarios. */
  readonly card?: string;
  readonly format: 'text' | 'json';
}

/**
 * `cardscript simulate`: runs the scenarios of the given files with the bundled rules engine (every card
 * of those files and the bundled library are the card pool). Exit 1 if any expectation fails.
 */
export function runSimulateCommand(options: SimulateOptions, io: CliIo): number {
  const read = readCardFiles(options.paths, io);
  if (!read.ok) {
    io.stderr(`${read.message}\n`);
    return EXIT_USAGE;
  }
  const workspace = createStandardWorkspace();
  if (options.card !== undefined) return printSummonMatrix(options.card, read.inputs, workspace, options.format, io);
  const results = simulateScenarios(read.inputs, io.cwd, workspace, options.scenario);
  if (options.scenario !== undefined && results.length === 0) {
    io.stderr(`cardscript: no scenario named "${options.scenario}" in ${options.paths.join(', ') || '.'}\n`);
    return EXIT_USAGE;
  }
  if (options.format === 'json') {
    io.stdoutData(`${JSON.stringify({ scenarios: results.map((r) => r.json) }, null, 2)}\n`);
  } else {
    io.stdout(results.map((r) => r.trace).join('\n'));
  }
  const failed = results.filter((r) => !r.json.passed).length;
  io.stderr(`${results.length} scenario(s): ${results.length - failed} passed, ${failed} failed\n`);
  return failed > 0 ? EXIT_FINDINGS : EXIT_OK;
}

/** `--card NAME`: every summon route of one monster, tried by the engine. Exit 2 when no such monster exists. */
function printSummonMatrix(card: string, inputs: readonly CardFileInput[], workspace: CardWorkspace, format: 'text' | 'json', io: CliIo): number {
  for (const input of inputs) workspace.setDocument(input.uri, input.text, 0);
  const matrix = summonMatrix(card, engineLookupFor(workspace));
  if (!matrix.found) {
    io.stderr(`cardscript: no monster named "${card}" in the given files or the bundled library\n`);
    return EXIT_USAGE;
  }
  if (format === 'json') io.stdoutData(`${JSON.stringify(matrixJson(matrix), null, 2)}\n`);
  else io.stdout(formatMatrixTrace(matrix));
  io.stderr(`"${card}": ${matrixSummary(matrix)}\n`);
  return EXIT_OK;
}

interface SimulatedScenario {
  readonly json: ScenarioJson;
  readonly trace: string;
}

function simulateScenarios(inputs: readonly CardFileInput[], cwd: string, workspace: CardWorkspace, only: string | undefined): SimulatedScenario[] {
  for (const input of inputs) workspace.setDocument(input.uri, input.text, 0);
  const lookup = engineLookupFor(workspace);
  const results: SimulatedScenario[] = [];
  for (const input of inputs) {
    const document = workspace.getDocument(input.uri);
    if (!document) continue;
    const file = displayPath(input.absolutePath, cwd);
    for (const scenario of document.file.scenarios) {
      if (only !== undefined && scenario.name.value !== only) continue;
      const run = runScenarioDeclaration(scenario, lookup);
      results.push({ json: scenarioJson(run, document.lines, file), trace: formatScenarioTrace(run, document.lines, file) });
    }
  }
  return results;
}
