import type { SummonMatrix } from '../engine/summonMatrix';
import type { MatrixRefereeOutcome } from '../interop/edopro/referee/edoproReferee';
import type { PanelEdoproVerdict, PanelModel } from './panelModel';

/** The engine the column names (package.json pins it; the wrapper fixes are for this version). */
export const EDOPRO_ENGINE = 'EDOPro (ocgcore-wasm 0.1.2)';

/**
 * A summon matrix's panel with EDOPro's verdict beside ours on each route (docs/edopro.md, "In the
 * editor"). The model's steps are the matrix's routes, in order. A route EDOPro was not asked about says
 * "not asked" and why; a disagreement is marked on the route and counted in the header.
 */
export function withEdoproVerdicts(model: PanelModel, matrix: SummonMatrix, outcome: MatrixRefereeOutcome): PanelModel {
  if (!outcome.asked) {
    return { ...model, edopro: { shown: false, note: `${EDOPRO_ENGINE} not asked: ${outcome.reason}` } };
  }
  let asked = 0;
  let disagreements = 0;
  const steps = model.steps.map((step, index) => {
    const route = matrix.routes[index];
    const answer = route ? outcome.answers.get(route.id) : undefined;
    let edopro: PanelEdoproVerdict;
    if (!route || !answer) {
      edopro = { legal: null, disagrees: false, note: 'not asked: the referee has no question for this route' };
    } else if (answer.edopro === null) {
      const why = /^(?:EDOPro )?not (asked|exported): ?/.exec(answer.note);
      const note = why ? answer.note.slice(why[0].length) : answer.note;
      edopro = { legal: null, disagrees: false, note: `not ${why?.[1] ?? 'asked'}: ${note || 'no reason given'}` };
    } else {
      asked++;
      // Ours is the verdict the panel shows for the route; EDOPro's is whether the monster ends on the field.
      const disagrees = answer.edopro !== route.verdict.legal;
      if (disagrees) disagreements++;
      const logged = answer.scriptErrors.length > 0 ? `script errors: ${answer.scriptErrors.join(' | ')}` : '';
      edopro = { legal: answer.edopro, disagrees, note: [answer.note, logged].filter((s) => s.length > 0).join('; ') };
    }
    return { ...step, edopro };
  });
  const timing = `${outcome.loadMs !== null ? `engine loaded in ${outcome.loadMs} ms, ` : ''}asked in ${outcome.ms} ms`;
  const note = `${EDOPRO_ENGINE}: ${asked} of ${steps.length} routes asked, ${asked - disagreements} agree${disagreements > 0 ? `, ${disagreements} disagree` : ''} (${timing})`;
  return { ...model, steps, edopro: { shown: true, note } };
}
