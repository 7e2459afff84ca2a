import type { CardLookup } from '../../../engine/cardCatalog';
import type { SummonMatrix } from '../../../engine/summonMatrix';
import type { OcgcoreLibrary } from '../ocgcore/loadOcgcore';
import type { ExportOptions } from '../exportSet';
import { refereeMonsterSteps, type RefereeAnswer } from './refereeRun';

/**
 * EDOPro's answer to each route of one summon matrix ("Simulate summon"): the referee's own questions
 * (refereeQuestions.ts: the matrix routes, on the boards the matrix sets up), asked of the real engine with
 * the card exported as `cardscript export edopro` exports it. A route EDOPro was not asked about keeps its
 * answer with `edopro: null` and the reason (a stub in the export, no counterpart in the real engine).
 * It gives the event loop back after each duel, so hovers, completions and diagnostics are not held up
 * behind EDOPro's questions.
 */
export async function refereeMatrix(
  lib: OcgcoreLibrary,
  matrix: SummonMatrix,
  lookup: CardLookup,
  exportOptions: Pick<ExportOptions, 'ownLua'> = {},
): Promise<ReadonlyMap<string, RefereeAnswer>> {
  const routes = new Set(matrix.routes.map((r) => r.id));
  const steps = refereeMonsterSteps(lib, matrix.card, lookup, routes, exportOptions);
  for (;;) {
    const next = steps.next();
    if (next.done) return new Map(next.value.map((answer) => [answer.id, answer]));
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}
