import type { ScenarioRefereeOutcome } from '../interop/edopro/referee/scenarioReferee';
import { EDOPRO_ENGINE } from './edoproVerdicts';
import type { PanelEdoproStatus, PanelEdoproVerdict } from './panelModel';

/** EDOPro's verdict on each step of one scenario, and the line that sums them up. */
export interface ScenarioEdoproVerdicts {
  /** shown: EDOPro was asked about the steps; otherwise `note` says why not. */
  readonly status: PanelEdoproStatus;
  /** One per step when shown; empty otherwise. */
  readonly steps: readonly PanelEdoproVerdict[];
  /** Steps asked whose verdict agrees with ours. */
  readonly agreeing: number;
}

/** The scenario referee's outcome (interop/edopro/referee/scenarioReferee.ts) as the CLI shows it beside our trace. */
export function scenarioEdoproVerdicts(outcome: ScenarioRefereeOutcome, stepCount: number): ScenarioEdoproVerdicts {
  if (!outcome.mapped) return { status: { shown: false, note: `${EDOPRO_ENGINE} not asked: ${outcome.reason}` }, steps: [], agreeing: 0 };
  const logged = outcome.scriptErrors.length > 0 ? `script errors: ${outcome.scriptErrors.join(' | ')}` : '';
  const asked = outcome.steps.map((s): PanelEdoproVerdict => ({ legal: s.edopro, disagrees: s.disagrees, note: s.note }));
  const agreeing = asked.filter((s) => !s.disagrees).length;
  const disagreeing = asked.length - agreeing;
  // A WebAssembly trap ends the questions: the steps after it have no verdict.
  const crashed = outcome.crashed ? `not asked: the engine crashed at step ${asked.length + 1} (${outcome.crashed})` : 'not asked';
  const steps = Array.from({ length: Math.max(stepCount, asked.length) }, (_, i) => asked[i] ?? { legal: null, disagrees: false, note: crashed });
  const note = `${EDOPRO_ENGINE}: ${asked.length} of ${steps.length} step(s) asked, ${agreeing} agree${disagreeing > 0 ? `, ${disagreeing} disagree` : ''}${logged ? `; ${logged}` : ''}`;
  return { status: { shown: true, note }, steps, agreeing };
}
