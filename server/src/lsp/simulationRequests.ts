import type { Connection } from 'vscode-languageserver';
import type { ScenarioDeclaration } from '../core/model/cards';
import type { AnalyzedDocument } from '../core/workspace/analyzedDocument';
import { runScenarioDeclaration } from '../engine/runScenario';
import { engineLookupFor } from '../simulation/engineLookup';
import { formatScenarioTrace } from '../simulation/scenarioTrace';
import { RUN_SCENARIO_REQUEST, type SimulationResult } from './customProtocol';
import type { DocumentStore } from './documentStore';
import { guarded } from './guard';

/** What the client sends: the lens arguments {uri, name}, or (from the palette) {uri, offset}. */
interface SimulationParams {
  readonly uri?: unknown;
  readonly name?: unknown;
  readonly offset?: unknown;
}

/**
 * `cardscript/runScenario`: runs one scenario with the bundled rules engine over the whole workspace's
 * cards (and the bundled library) and answers the plain-text trace the client prints.
 */
export function registerSimulationRequests(connection: Connection, store: DocumentStore): void {
  const log = (message: string) => connection.console.error(message);

  connection.onRequest(
    RUN_SCENARIO_REQUEST,
    guarded('runScenario', failure('The scenario could not be run (see the server log).'), log, (params: SimulationParams): SimulationResult => {
      const document = typeof params?.uri === 'string' ? store.get(params.uri) : undefined;
      if (!document) return failure('The scenario\'s document is not open or not a CardScript file.');
      const scenario = findScenario(document, params);
      if (!scenario) return failure(typeof params.name === 'string' ? `No scenario named "${params.name}" in this file.` : 'Put the cursor inside a scenario to run it.');
      const result = runScenarioDeclaration(scenario, engineLookupFor(store.workspace));
      const trace = formatScenarioTrace(result, document.lines, fileLabel(document.uri));
      const summary = `Scenario "${scenario.name.value}" ${result.run.passed ? 'passed' : 'failed'}.`;
      return { ok: true, summary, trace, passed: result.run.passed };
    }),
  );
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
