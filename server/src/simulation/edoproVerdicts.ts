import type { SummonMatrix } from '../engine/summonMatrix';
import type { MatrixRefereeOutcome } from '../interop/edopro/referee/edoproReferee';
import type { PanelEdoproStatus, PanelEdoproVerdict, PanelModel } from './panelModel';

/** The engine the column names (package.json pins it; the wrapper fixes are for this version). */
export const EDOPRO_ENGINE = 'EDOPro (ocgcore-wasm 0.1.2)';

/** EDOPro's verdict on each route of a matrix, in the matrix's order, and the header that sums them up. */
export interface MatrixEdoproVerdicts {
  readonly status: PanelEdoproStatus;
  /** One per route; empty when EDOPro was not asked at all (`status` says why). */
  readonly routes: readonly PanelEdoproVerdict[];
}

/**
 * EDOPro's verdict beside ours on each route of a summon matrix (docs/edopro.md, "In the editor"; the
 * CLI's `simulate --card NAME --edopro`). A route EDOPro was not asked about says "not asked" and why;
 * a disagreement is marked on the route and counted in the header.
 */
export function matrixEdoproVerdicts(matrix: SummonMatrix, outcome: MatrixRefereeOutcome): MatrixEdoproVerdicts {
  if (!outcome.asked) return { status: { shown: false, note: `${EDOPRO_ENGINE} not asked: ${outcome.reason}` }, routes: [] };
  let asked = 0;
  let disagreements = 0;
  const routes = matrix.routes.map((route): PanelEdoproVerdict => {
    const answer = outcome.answers.get(route.id);
    if (!answer) return { legal: null, disagrees: false, note: 'not asked: the referee has no question for this route' };
    if (answer.edopro === null) {
      const why = /^(?:EDOPro )?not (asked|exported): ?/.exec(answer.note);
      const note = why ? answer.note.slice(why[0].length) : answer.note;
      return { legal: null, disagrees: false, note: `not ${why?.[1] ?? 'asked'}: ${note || 'no reason given'}` };
    }
    asked++;
    // Ours is the verdict the route shows; EDOPro's is whether the monster ends on the field.
    const disagrees = answer.edopro !== route.verdict.legal;
    if (disagrees) disagreements++;
    const logged = answer.scriptErrors.length > 0 ? `script errors: ${answer.scriptErrors.join(' | ')}` : '';
    return { legal: answer.edopro, disagrees, note: [answer.note, logged].filter((s) => s.length > 0).join('; ') };
  });
  const timing = `${outcome.loadMs !== null ? `engine loaded in ${outcome.loadMs} ms, ` : ''}asked in ${outcome.ms} ms`;
  const note = `${EDOPRO_ENGINE}: ${asked} of ${routes.length} routes asked, ${asked - disagreements} agree${disagreements > 0 ? `, ${disagreements} disagree` : ''} (${timing})`;
  return { status: { shown: true, note }, routes };
}

/** A summon matrix's panel with EDOPro's verdict beside ours on each route. The model's steps are the matrix's routes, in order. */
export function withEdoproVerdicts(model: PanelModel, matrix: SummonMatrix, outcome: MatrixRefereeOutcome): PanelModel {
  const verdicts = matrixEdoproVerdicts(matrix, outcome);
  if (!verdicts.status.shown) return { ...model, edopro: verdicts.status };
  const steps = model.steps.map((step, index) => ({
    ...step,
    edopro: verdicts.routes[index] ?? { legal: null, disagrees: false, note: 'not asked: the referee has no question for this route' },
  }));
  return { ...model, steps, edopro: verdicts.status };
}
