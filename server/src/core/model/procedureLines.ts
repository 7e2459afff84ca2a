import { COST_PHRASES, CONDITION_PHRASES } from '../grammar/procedurePhrases';
import { readPhrase } from '../grammar/readPhrase';
import type { Block, Statement } from '../syntax/syntaxTree';
import type { Condition, Cost, ProcedureBody } from './cards';
import { describeToken, type LoweringContext } from './lowering';

/** The condition and cost lines, one phrase each: core/grammar/procedurePhrases.ts. */
export { COST_PHRASES as COST_RULES, CONDITION_PHRASES as CONDITION_RULES } from '../grammar/procedurePhrases';

/** Reads one `cost ...` statement, or reports the word where it stops making sense. */
export function readCost(statement: Statement, context: LoweringContext): Cost | undefined {
  return readPhrase(COST_PHRASES, statement, context, { noun: 'cost', code: 'CS0118' })?.value;
}

export function readCondition(statement: Statement, context: LoweringContext): Condition | undefined {
  return readPhrase(CONDITION_PHRASES, statement, context, { noun: 'condition', code: 'CS0118' })?.value;
}

/** Reads a `{ condition ... cost ... }` block. A missing block is an empty procedure. */
export function readProcedureBody(block: Block | undefined, context: LoweringContext): ProcedureBody {
  const conditions: Condition[] = [];
  const costs: Cost[] = [];
  for (const statement of block?.statements ?? []) {
    const head = statement.parts[0];
    if (head?.kind === 'word' && head.value === 'condition') {
      const condition = readCondition(statement, context);
      if (condition) conditions.push(condition);
    } else if (head?.kind === 'word' && head.value === 'cost') {
      const cost = readCost(statement, context);
      if (cost) costs.push(cost);
    } else {
      context.report(statement, 'CS0118', `Expected a "condition ..." or "cost ..." line in a procedure block, found ${describeToken(head)}.`);
    }
  }
  return { conditions, costs };
}

