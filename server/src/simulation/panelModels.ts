import type { LineIndex } from '../core/text/lineIndex';
import type { ScenarioRun } from '../engine/runScenario';
import type { SummonMatrix } from '../engine/summonMatrix';
import type { PanelModel, PanelStep } from './panelModel';

/** The panel for a scenario run: one timeline entry per step, each with the board after it. */
export function scenarioPanelModel(run: ScenarioRun, lines: LineIndex): PanelModel {
  const steps: PanelStep[] = run.steps.map((step) => ({
    label: step.actionText,
    legal: step.legal,
    code: step.code,
    reason: [step.reason, ...step.expectations.filter((e) => !e.met).map((e) => e.message)].filter((s) => s.length > 0).join(' '),
    expectationMet: step.expectationMet,
    line: lines.positionAt(step.span.start).line,
    board: step.board,
  }));
  const finalFailures = run.finalExpectations.filter((e) => !e.met);
  if (run.finalExpectations.length > 0) {
    steps.push({
      label: 'Final expectations',
      legal: true,
      code: null,
      reason: finalFailures.length > 0 ? finalFailures.map((e) => e.message).join(' ') : 'Every final expectation holds.',
      expectationMet: finalFailures.length === 0,
      line: lines.positionAt((finalFailures[0] ?? run.finalExpectations[0]).span.start).line,
      board: run.finalBoard,
    });
  }
  if (run.error) {
    steps.push({ label: 'Engine stopped', legal: false, code: null, reason: run.error, expectationMet: false, line: null, board: run.finalBoard });
  }
  return { kind: 'scenario', title: run.name, uri: run.uri, passed: run.passed, steps, initialBoard: run.initialBoard };
}

/** The panel for a summon matrix: one entry per route, with the board after the route's last step. */
export function matrixPanelModel(matrix: SummonMatrix, uri: string, declarationLine: number): PanelModel {
  const steps: PanelStep[] = matrix.routes.map((route) => {
    const last = route.steps[route.steps.length - 1];
    const board = last?.board ?? route.initialBoard ?? undefined;
    const walk = route.steps.map((s) => `${s.legal ? '\u2713' : '\u2717'} ${s.actionText}`).join(' \u2192 ');
    const step: PanelStep = {
      label: route.applicable ? route.title : `${route.title} (not tried)`,
      legal: route.verdict.legal,
      code: route.verdict.code,
      reason: [route.verdict.reason, walk.length > 0 ? `Steps: ${walk}.` : '', `Rule: ${route.rule}.`].filter((s) => s.length > 0).join(' '),
      expectationMet: null,
      line: declarationLine,
    };
    return board ? { ...step, board } : step;
  });
  return { kind: 'summon-matrix', title: matrix.card, uri, passed: null, steps };
}
