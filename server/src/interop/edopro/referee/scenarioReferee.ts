import type { Scenario } from '../../../core/model/scenario';
import type { ScenarioRun } from '../../../engine/runScenario';
import type { EdoproExport } from '../exportSet';
import { runDuel } from '../ocgcore/duelDriver';
import type { OcgcoreLibrary } from '../ocgcore/loadOcgcore';
import { exportedPool } from './refereeRun';
import { scenarioToDuel } from './scenarioToDuel';

/** EDOPro's verdict on one step of a written scenario, beside ours. */
export interface ScenarioStepVerdict {
  /** Ours as the referee reads it: the step is legal and the card it summons (if any) is on the field. */
  readonly ours: boolean;
  /** The same in EDOPro's engine, the step played in its own duel after the steps ours found legal. */
  readonly edopro: boolean;
  readonly disagrees: boolean;
  /** What EDOPro said beside its verdict: a preparing step it refused, a prompt it could not be answered. */
  readonly note: string;
}

/** EDOPro's verdict on each step of a scenario, or why the scenario cannot be asked there. */
export type ScenarioRefereeOutcome =
  | { readonly mapped: true; readonly steps: readonly ScenarioStepVerdict[]; readonly scriptErrors: readonly string[]; readonly crashed?: string }
  | { readonly mapped: false; readonly reason: string };

/**
 * A written scenario asked of EDOPro's engine (docs/edopro.md, "The referee"): the same board and steps,
 * the cards as `cardscript export edopro` exports them. Each step is played in its own duel after the steps
 * our engine played before it (an illegal step changes nothing in ours, but the real engine may have done
 * part of it), so one disagreement does not spread. A scenario that activates a card whose exported script
 * has a stub, or has a step the real engine has no counterpart for, is not asked, with why.
 */
export function refereeScenario(lib: OcgcoreLibrary, scenario: Scenario, ours: ScenarioRun, exported: EdoproExport): ScenarioRefereeOutcome {
  if (exported.problems.length > 0) return { mapped: false, reason: `not exported: ${exported.problems.map((p) => p.message).join('; ')}` };
  for (const step of scenario.steps) {
    if (step.action.kind !== 'activate') continue;
    const name = step.action.card.name;
    const card = exported.cards.find((c) => c.card.name.value === name);
    if (card && card.script.stubs.length > 0)
      return { mapped: false, reason: `the exported script of "${card.card.name.value}" has a stub (${card.script.stubs[0]})` };
  }
  const { pool, view } = exportedPool(exported);
  const translation = scenarioToDuel(scenario, view);
  if (!translation.mapped) return { mapped: false, reason: translation.reason };
  const oursLegal = ours.steps.map((step, i) => {
    const subject = translation.subjects[i];
    return step.legal && (subject === null || [...step.board.you.monsters, ...(step.board.you.extraMonsters ?? [])].some((m) => m?.name === subject));
  });
  const steps: ScenarioStepVerdict[] = [];
  const scriptErrors = new Set<string>();
  for (let i = 0; i < translation.question.steps.length; i++) {
    const prefix = translation.question.steps.filter((_s, j) => j < i && ours.steps[j]?.legal);
    const run = runDuel(lib, pool, { ...translation.question, steps: [...prefix, translation.question.steps[i]] });
    for (const line of run.log) scriptErrors.add(line);
    if (run.crashed) return { mapped: true, steps, scriptErrors: [...scriptErrors], crashed: run.crashed };
    const prepared = run.steps.slice(0, -1).every((o) => o.offered && o.error === null);
    const last = run.steps[run.steps.length - 1];
    const subject = translation.subjects[i];
    const edopro = prepared && last !== undefined && last.offered && last.error === null && (subject === null || last.onField);
    const mine = oursLegal[i] ?? false;
    // Our engine assumes a free-text clause holds and the script does not check it: the agreement says little then.
    const stubbed = subject === null ? undefined : exported.cards.find((c) => c.card.name.value === subject && c.script.summonStubs.length > 0);
    const stub = stubbed ? `the summoning clauses of "${subject}" are partly a stub in the export (${stubbed.script.summonStubs[0]})` : '';
    const note = [prepared ? '' : 'EDOPro refused a preparing step', last?.offered ? '' : 'not offered', last?.error ?? '', stub].filter(Boolean).join('; ');
    steps.push({ ours: mine, edopro, disagrees: mine !== edopro, note });
  }
  return { mapped: true, steps, scriptErrors: [...scriptErrors] };
}
