import { COST_PHRASES, CONDITION_PHRASES } from './procedurePhrases';
import { readPhrase } from './readPhrase';
import { AnchoredSpan } from '../syntax/anchor';
import { unwrittenWord } from '../syntax/lexer';
import { ParsedStatement } from '../syntax/parser';
import type { Block, Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Condition, Cost, OncePerTurn, ProcedureBody } from '../model/cards';
import { describeToken, type LoweringContext } from '../model/lowering';

/** The condition and cost lines, one phrase each: core/grammar/procedurePhrases.ts. */
export { COST_PHRASES as COST_RULES, CONDITION_PHRASES as CONDITION_RULES } from './procedurePhrases';

/** Reads one `cost ...` statement, or reports the word where it stops making sense. */
export function readCost(statement: Statement, context: LoweringContext): Cost | undefined {
  return readPhrase(COST_PHRASES, statement, context, { noun: 'cost', code: 'CS0118' })?.value;
}

/**
 * A condition written inline after another phrase (`cannot normal summon if you control ...`): the same
 * phrases as the `condition ...` lines, without the word `condition`.
 */
export function readInlineCondition(parts: readonly Token[], context: LoweringContext): Condition | undefined {
  if (parts.length === 0) return undefined;
  const first = parts[0];
  // Anchored like the parts (when they are: lowering's spans follow their segment, syntax/anchor.ts).
  const keyword: Token =
    first instanceof AnchoredSpan
      ? unwrittenWord(first, 'condition')
      : { kind: 'word', text: 'condition', value: 'condition', start: first.start, end: first.start };
  const last = parts[parts.length - 1];
  const statement: Statement =
    first instanceof AnchoredSpan ? new ParsedStatement([keyword, ...parts]) : { parts: [keyword, ...parts], start: first.start, end: last.end };
  return readCondition(statement, context);
}

export function readCondition(statement: Statement, context: LoweringContext): Condition | undefined {
  return readPhrase(CONDITION_PHRASES, statement, context, { noun: 'condition', code: 'CS0118' })?.value;
}

/** Reads a `{ condition ... cost ... }` block. A missing block is an empty procedure. */
export function readProcedureBody(block: Block | undefined, context: LoweringContext): ProcedureBody {
  const conditions: Condition[] = [];
  const costs: Cost[] = [];
  let oncePerTurn: OncePerTurn = 'none';
  for (const statement of block?.statements ?? []) {
    const head = statement.parts[0];
    const words = statement.parts.map((p) => (p.kind === 'word' ? p.value : p.text)).join(' ');
    if (words === 'once per turn' || words === 'once per turn by name') {
      // "Once per turn" (soft, per copy) / "You can only Special Summon "X" once per turn this way" (hard, per name).
      oncePerTurn = words === 'once per turn' ? 'soft' : 'hard';
    } else if (head?.kind === 'word' && head.value === 'condition') {
      const condition = readCondition(statement, context);
      if (condition) conditions.push(condition);
    } else if (head?.kind === 'word' && head.value === 'cost') {
      const cost = readCost(statement, context);
      if (cost) costs.push(cost);
    } else {
      context.report(
        statement,
        'CS0118',
        `Expected a "condition ...", "cost ...", "once per turn" or "once per turn by name" line in a procedure block, found ${describeToken(head)}.`,
      );
    }
  }
  return oncePerTurn === 'none' ? { conditions, costs } : { conditions, costs, oncePerTurn };
}
