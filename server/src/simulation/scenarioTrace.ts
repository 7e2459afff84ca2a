import type { LineIndex } from '../core/text/lineIndex';
import type { ExpectationResult } from '../engine/expectations';
import type { DeclarationRun } from '../engine/runScenario';
import { edoproTraceLine } from './edoproTraceLines';
import type { ScenarioEdoproVerdicts } from './scenarioEdoproVerdicts';

/**
 * A scenario run as plain text, the same for the CLI (`cardscript simulate`) and the editor's output
 * channel: one block per scenario, each step with its verdict and the rule that decided it, each
 * expectation met or not, then the result. Line numbers are 1-based. With `edopro` (`simulate --edopro`),
 * EDOPro's verdict under each step's.
 */
export function formatScenarioTrace(result: DeclarationRun, lines: LineIndex, file: string, edopro?: ScenarioEdoproVerdicts): string {
  const { run } = result;
  const lineOf = (offset: number) => lines.positionAt(offset).line + 1;
  const out: string[] = [];
  out.push(`Scenario "${run.name}" (${file}:${lineOf(run.span.start)}): ${run.passed ? 'PASSED' : 'FAILED'}`);
  for (const diagnostic of result.diagnostics) {
    out.push(`  problem ${diagnostic.code} (line ${lineOf(diagnostic.span.start)}): ${diagnostic.message}`);
  }
  for (const problem of run.setupProblems) out.push(`  setup: ${problem}`);
  if (edopro) out.push(`  ${edopro.status.note}`);
  run.steps.forEach((step, index) => {
    // actionText is the step as written, `opponent` included when the opponent acts.
    out.push(`  step ${index + 1} (line ${lineOf(step.span.start)}): ${step.actionText}`);
    out.push(step.legal ? `    legal: ${step.reason}` : `    illegal [${step.code}]: ${step.reason}`);
    const theirs = edopro?.steps[index];
    if (theirs) out.push(edoproTraceLine(theirs, '    '));
    for (const expectation of step.expectations) out.push(expectationLine(expectation, '    '));
  });
  if (run.finalExpectations.length > 0) {
    out.push('  at the end:');
    for (const expectation of run.finalExpectations) out.push(expectationLine(expectation, '    '));
  }
  if (run.error) out.push(`  the engine stopped: ${run.error}`);
  const expectations = [...run.steps.flatMap((s) => s.expectations), ...run.finalExpectations];
  const met = expectations.filter((e) => e.met).length;
  out.push(`  ${run.steps.length} step(s), ${met} of ${expectations.length} expectation(s) met`);
  return `${out.join('\n')}\n`;
}

function expectationLine(expectation: ExpectationResult, indent: string): string {
  return `${indent}${expectation.met ? 'met' : 'NOT MET'}: ${expectation.message}`;
}
