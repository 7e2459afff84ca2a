import type { Block, Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Condition, Cost, OncePerTurn, ProcedureBody } from './cards';
import { describeToken, type LoweringContext } from './lowering';
import { compilePattern, displayPattern, matchPhrase, type PhraseMatch, type PhrasePattern } from './phrasePattern';
import { readFilter } from './readFilter';
import { readZones } from './readZones';
import type { Span } from '../text/span';

interface LineRule<T> {
  readonly pattern: PhrasePattern;
  readonly build: (match: PhraseMatch, span: Span, context: LoweringContext) => T;
}

function rule<T>(source: string, build: LineRule<T>['build']): LineRule<T> {
  return { pattern: compilePattern(source), build };
}

const tokensOf = (match: PhraseMatch, name: string): readonly Token[] => match.captures.get(name) ?? [];
const stringOf = (match: PhraseMatch, name: string): string => tokensOf(match, name)[0]?.value ?? '';
const firstZone = (match: PhraseMatch, name: string, context: LoweringContext) =>
  readZones(tokensOf(match, name), context)[0] ?? 'graveyard';

/** `condition ...` lines of a procedure block (docs/language.md, PROCEDURE-BLOCK). */
export const CONDITION_RULES: readonly LineRule<Condition>[] = [
  rule('condition only opponent controls monsters|monster', (_m, span) => ({ kind: 'onlyOpponentControlsMonsters', span })),
  rule('condition you control no monsters|monster', (_m, span) => ({ kind: 'youControlNoMonsters', span })),
  rule('condition opponent controls monsters|monster', (_m, span) => ({ kind: 'opponentControlsMonsters', span })),
  rule('condition you control filter:rest', (m, span, c) => ({ kind: 'youControl', filter: readFilter(tokensOf(m, 'filter'), c), span })),
  rule('condition [your] graveyard|gy has filter:rest', (m, span, c) => ({ kind: 'graveyardHas', filter: readFilter(tokensOf(m, 'filter'), c), span })),
  rule('condition opponent controls filter:rest', (m, span, c) => ({ kind: 'opponentControls', filter: readFilter(tokensOf(m, 'filter'), c), span })),
  rule('condition text:$', (m, span) => ({ kind: 'text', text: stringOf(m, 'text'), span })),
];

/** `cost ...` lines, shared by procedures and by spell/trap effects. */
export const COST_RULES: readonly LineRule<Cost>[] = [
  // Contact Fusion (before the other send/banish lines, whose filter would swallow the word `materials`).
  rule('cost verb:send|banish|shuffle materials [from zones:rest] [to graveyard|gy] [into deck]', (m, span, c) => ({
    kind: 'materials', action: materialAction(stringOf(m, 'verb')), span,
    from: m.captures.has('zones') ? readZones(tokensOf(m, 'zones'), c) : ['field'],
  })),
  rule('cost banish filter:rest from zone:rest', (m, span, c) => ({ kind: 'banish', filter: readFilter(tokensOf(m, 'filter'), c), from: firstZone(m, 'zone', c), span })),
  rule('cost tribute filter:rest opponent controls', (m, span, c) => ({ kind: 'tribute', filter: readFilter(tokensOf(m, 'filter'), c), side: 'opponent', span })),
  rule('cost tribute filter:rest', (m, span, c) => ({ kind: 'tribute', filter: readFilter(tokensOf(m, 'filter'), c), span })),
  rule('cost send filter:rest from zone:rest to graveyard|gy', (m, span, c) => ({ kind: 'send', filter: readFilter(tokensOf(m, 'filter'), c), from: firstZone(m, 'zone', c), span })),
  rule('cost discard filter:rest', (m, span, c) => ({ kind: 'discard', filter: readFilter(tokensOf(m, 'filter'), c), span })),
  rule('cost pay half lp', (_m, span) => ({ kind: 'payLp', amount: 'half', span })),
  rule('cost pay amount:# lp', (m, span) => ({ kind: 'payLp', amount: Number(stringOf(m, 'amount')), span })),
  rule('cost text:$', (m, span) => ({ kind: 'text', text: stringOf(m, 'text'), span })),
];

function materialAction(word: string | undefined): 'send' | 'banish' | 'shuffle' {
  return word === 'banish' ? 'banish' : word === 'shuffle' ? 'shuffle' : 'send';
}

function applyRules<T>(rules: readonly LineRule<T>[], statement: Statement, context: LoweringContext): T | undefined {
  for (const candidate of rules) {
    const match = matchPhrase(candidate.pattern, statement.parts);
    if (match) return candidate.build(match, { start: statement.start, end: statement.end }, context);
  }
  return undefined;
}

/** Reads one `cost ...` statement, or reports what was expected. */
export function readCost(statement: Statement, context: LoweringContext): Cost | undefined {
  const cost = applyRules(COST_RULES, statement, context);
  if (!cost) {
    context.report(statement, 'CS0118', `Unknown cost ${describeParts(statement.parts)}: expected one of ${COST_RULES.map((r) => `"${displayPattern(r.pattern.source)}"`).join(', ')}.`);
  }
  return cost;
}

/**
 * A condition written inline after another phrase (`cannot normal summon if you control ...`): the same
 * phrases as the `condition ...` lines, without the word `condition`.
 */
export function readInlineCondition(parts: readonly Token[], context: LoweringContext): Condition | undefined {
  if (parts.length === 0) return undefined;
  const first = parts[0];
  const keyword: Token = { kind: 'word', text: 'condition', value: 'condition', start: first.start, end: first.start };
  const statement = { parts: [keyword, ...parts], start: first.start, end: parts[parts.length - 1].end } as unknown as Statement;
  return readCondition(statement, context);
}

export function readCondition(statement: Statement, context: LoweringContext): Condition | undefined {
  const condition = applyRules(CONDITION_RULES, statement, context);
  if (!condition) {
    context.report(statement, 'CS0118', `Unknown condition ${describeParts(statement.parts)}: expected one of ${CONDITION_RULES.map((r) => `"${displayPattern(r.pattern.source)}"`).join(', ')}.`);
  }
  return condition;
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
      oncePerTurn = words === 'once per turn' ? 'soft' : 'hard';
    } else if (head?.kind === 'word' && head.value === 'condition') {
      const condition = readCondition(statement, context);
      if (condition) conditions.push(condition);
    } else if (head?.kind === 'word' && head.value === 'cost') {
      const cost = readCost(statement, context);
      if (cost) costs.push(cost);
    } else {
      context.report(statement, 'CS0118', `Expected a "condition ...", "cost ...", "once per turn" or "once per turn by name" line in a procedure block, found ${describeToken(head)}.`);
    }
  }
  return oncePerTurn === 'none' ? { conditions, costs } : { conditions, costs, oncePerTurn };
}

export function describeParts(parts: readonly Token[]): string {
  const text = parts.map((p) => p.text).join(' ');
  return `'${text.length > 60 ? `${text.slice(0, 57)}...` : text}'`;
}
