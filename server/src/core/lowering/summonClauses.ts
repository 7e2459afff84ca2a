import { readPhrase } from '../grammar/readPhrase';
import { SUMMON_CLAUSE_PHRASES } from '../grammar/summonClausePhrases';
import { spanFrom } from '../syntax/anchor';
import type { Block, Statement } from '../syntax/syntaxTree';
import type { Span } from '../text/span';
import type { SummonClause } from '../model/cards';
import { type LoweringContext, spanOfTokens } from '../model/lowering';
import { readProcedureBody } from '../grammar/procedureLines';
import { withFields } from '../model/withFields';

/** The summoning clauses, one phrase each: core/grammar/summonClausePhrases.ts. */
export { SUMMON_CLAUSE_PHRASES as SUMMON_CLAUSES } from '../grammar/summonClausePhrases';

/** Lowers the statements of a `summon { }` block into typed clauses, reporting unknown phrases. */
export function readSummonBlock(block: Block, context: LoweringContext): SummonClause[] {
  const clauses: SummonClause[] = [];
  for (const statement of block.statements) {
    const clause = readSummonClause(statement, context);
    if (clause) clauses.push(clause);
  }
  return clauses;
}

export function readSummonClause(statement: Statement, context: LoweringContext): SummonClause | undefined {
  const reading = readPhrase(SUMMON_CLAUSE_PHRASES, statement, context, { noun: 'summoning clause', code: 'CS0114', blockCode: 'CS0115' });
  if (!reading) {
    // The header is wrong, but the block's lines still get their own diagnostics.
    if (statement.block) readProcedureBody(statement.block, context);
    return undefined;
  }
  if (!reading.value) return undefined;
  const keywordSpan: Span = reading.match.keywordTokens.length > 0 ? spanOfTokens(reading.match.keywordTokens) : statement;
  return withFields(reading.value, { span: spanFrom(statement), keywordSpan }) as SummonClause;
}
