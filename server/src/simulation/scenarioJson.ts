import type { LineIndex } from '../core/text/lineIndex';
import type { DeclarationRun } from '../engine/runScenario';
import type { PanelEdoproStatus, PanelEdoproVerdict } from './panelModel';
import type { ScenarioEdoproVerdicts } from './scenarioEdoproVerdicts';

/**
 * One scenario in `cardscript simulate --format json` (docs/cli.md). `name`, `file`, `line`,
 * `passed` and the step fields `line`, `action`, `legal`, `code`, `reason`, `expectationMet` are the
 * contract; the rest are extras. Lines are 1-based.
 */
export interface ScenarioJson {
  readonly name: string;
  readonly file: string;
  readonly line: number;
  readonly passed: boolean;
  readonly steps: readonly StepJson[];
  readonly finalExpectations: readonly ExpectationJson[];
  /** Why the engine stopped early (step limit, invariant), or null. */
  readonly error: string | null;
  readonly setupProblems: readonly string[];
  /** With `--edopro`: whether EDOPro was asked about the steps, and the line that counts them (or why not). */
  readonly edopro?: PanelEdoproStatus;
}

export interface StepJson {
  readonly line: number;
  readonly action: string;
  readonly actor: 'you' | 'opponent';
  readonly legal: boolean;
  readonly code: string | null;
  readonly reason: string;
  readonly expectationMet: boolean | null;
  readonly expectations: readonly ExpectationJson[];
  /** With `--edopro`, when the scenario was asked: EDOPro's verdict on the step beside ours. */
  readonly edopro?: PanelEdoproVerdict;
}

export interface ExpectationJson {
  readonly line: number;
  readonly met: boolean;
  readonly message: string;
}

export function scenarioJson(result: DeclarationRun, lines: LineIndex, file: string, edopro?: ScenarioEdoproVerdicts): ScenarioJson {
  const { run } = result;
  const lineOf = (offset: number) => lines.positionAt(offset).line + 1;
  const expectation = (e: { span: { start: number }; met: boolean; message: string }): ExpectationJson => ({
    line: lineOf(e.span.start),
    met: e.met,
    message: e.message,
  });
  const json: ScenarioJson = {
    name: run.name,
    file,
    line: lineOf(run.span.start),
    passed: run.passed,
    steps: run.steps.map((step) => ({
      line: lineOf(step.span.start),
      action: step.actionText,
      actor: step.actor,
      legal: step.legal,
      code: step.code,
      reason: step.reason,
      expectationMet: step.expectationMet,
      expectations: step.expectations.map(expectation),
    })),
    finalExpectations: run.finalExpectations.map(expectation),
    error: run.error,
    setupProblems: [...run.setupProblems, ...result.diagnostics.map((d) => `${d.code}: ${d.message}`)],
  };
  if (!edopro) return json;
  return { ...json, steps: json.steps.map((step, i) => (edopro.steps[i] ? { ...step, edopro: edopro.steps[i] } : step)), edopro: edopro.status };
}
