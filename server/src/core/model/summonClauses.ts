import type { Block, Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import { MATERIAL_MECHANICS, type MaterialMechanic, type Mechanic, type SummonClause, type SummonClauseKind } from './cards';
import { describeToken, type LoweringContext, spanOfTokens } from './lowering';
import { compilePattern, displayPattern, keywordPrefixLength, matchPhrase, type PhraseMatch, type PhrasePattern } from './phrasePattern';
import { readInlineCondition, readProcedureBody, describeParts } from './procedureLines';
import { readFilter, readMaterialLine } from './readFilter';
import { readZones } from './readZones';

type ClauseBody = DistributiveOmit<SummonClause, 'span' | 'keywordSpan'>;
type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;

export interface SummonClauseSpec {
  readonly kind: SummonClauseKind;
  readonly pattern: PhrasePattern;
  /** Whether the clause takes a `{ condition / cost }` block. */
  readonly takesBlock: boolean;
  readonly build: (match: PhraseMatch, block: Block | undefined, context: LoweringContext) => ClauseBody;
}

const tokensOf = (match: PhraseMatch, name: string): readonly Token[] => match.captures.get(name) ?? [];
const numberOf = (match: PhraseMatch, name: string): number | null => {
  const token = tokensOf(match, name)[0];
  return token ? Number(token.value) : null;
};
const locatedString = (match: PhraseMatch, name: string) => {
  const token = tokensOf(match, name)[0];
  return { value: token?.value ?? '', span: token ? { start: token.start, end: token.end } : { start: 0, end: 0 } };
};
const zonesOrNull = (match: PhraseMatch, context: LoweringContext) =>
  match.captures.has('zones') ? readZones(tokensOf(match, 'zones'), context) : null;

/** What may follow `... by procedure`: the zones, and "to your opponent's field". */
const PROCEDURE_TAIL = "[from zones:rest] [toOpponent: to opponent|opponent's field]";

function procedureBody(restriction: 'none' | 'semi-nomi' | 'nomi', m: PhraseMatch, block: Block | undefined, c: LoweringContext): ClauseBody {
  return {
    kind: 'procedure', restriction, zones: zonesOrNull(m, c), procedure: readProcedureBody(block, c),
    ...(m.flags.has('toOpponent') ? { toOpponent: true } : {}),
  };
}

const MATERIAL_MECHANIC_WORDS: ReadonlySet<string> = new Set(MATERIAL_MECHANICS);

/** `fusion, synchro, xyz or link` (also `summon` / `summons` / `and` between them). */
function readMaterialMechanics(tokens: readonly Token[], context: LoweringContext): MaterialMechanic[] {
  const mechanics: MaterialMechanic[] = [];
  for (const token of tokens) {
    if (token.kind === ',' || (token.kind === 'word' && ['or', 'and', 'a', 'an', 'summon', 'summons'].includes(token.value))) continue;
    if (token.kind === 'word' && MATERIAL_MECHANIC_WORDS.has(token.value)) {
      if (!mechanics.includes(token.value as MaterialMechanic)) mechanics.push(token.value as MaterialMechanic);
      continue;
    }
    context.report(token, 'CS0117', `Expected fusion, synchro, xyz or link, found ${describeToken(token)}.`);
  }
  return mechanics;
}

function spec(kind: SummonClauseKind, source: string, build: SummonClauseSpec['build'], takesBlock = false): SummonClauseSpec {
  return { kind, pattern: compilePattern(source), takesBlock, build };
}

/**
 * Every summoning clause of the language (docs/language.md, "Summoning clauses"), one row each.
 * Order matters only where one phrase is a prefix of another: the first full match wins.
 */
export const SUMMON_CLAUSES: readonly SummonClauseSpec[] = [
  spec('cannotNormalSummonOrSet', 'cannot normal summon or set', () => ({ kind: 'cannotNormalSummonOrSet' })),
  spec('cannotNormalSummon', 'cannot normal summon', () => ({ kind: 'cannotNormalSummon' })),
  spec('normalSummonOnlyBy', 'normal summon [coversSet: or set] only by', (m, block, c) => ({
    kind: 'normalSummonOnlyBy', coversSet: m.flags.has('coversSet'), procedure: readProcedureBody(block, c),
  }), true),
  spec('tributes', 'tributes [count:#]', (m) => ({ kind: 'tributes', count: numberOf(m, 'count') })),
  spec('requiresTributes', 'requires count:# tributes|tribute [noSet: cannot set]', (m) => ({
    kind: 'requiresTributes', count: numberOf(m, 'count') ?? 0, canSet: !m.flags.has('noSet'),
  })),
  spec('optionalTributes', 'can tribute count:# [filter:rest] to summon [coversSet: or set] [tag tag:$]', (m, _b, c) => {
    const filter = m.captures.has('filter') ? readFilter([...tokensOf(m, 'count'), ...tokensOf(m, 'filter')], c) : undefined;
    return {
      kind: 'optionalTributes', count: numberOf(m, 'count') ?? 0, coversSet: m.flags.has('coversSet'),
      tag: tokensOf(m, 'tag')[0]?.value ?? null, ...(filter ? { filter } : {}),
    };
  }),
  spec('withoutTributes', 'can summon [coversSet: or set] without tributes [atk atk:#] [def def:#]', (m, block, c) => {
    const conditions = block ? readProcedureBody(block, c).conditions : [];
    return {
      kind: 'withoutTributes', coversSet: m.flags.has('coversSet'), atk: numberOf(m, 'atk'), def: numberOf(m, 'def'),
      ...(conditions.length > 0 ? { conditions } : {}),
    };
  }, true),
  spec('cannotNormalSummonIf', 'cannot normal summon mode:if|while|unless condition:rest', (m, _b, c) => ({
    kind: 'cannotNormalSummonIf', mode: tokensOf(m, 'mode')[0]?.value === 'unless' ? 'unless' : 'if',
    condition: readInlineCondition(tokensOf(m, 'condition'), c) ?? { kind: 'text', text: tokensOf(m, 'condition').map((t) => t.text).join(' '), span: spanOfTokens(tokensOf(m, 'condition')) },
  })),
  spec('doubleTribute', 'double tribute for filter:rest', (m, _b, c) => ({ kind: 'doubleTribute', filter: readFilter(tokensOf(m, 'filter'), c) })),
  spec('cannotSpecialSummonFrom', 'cannot special summon from zones:rest', (m, _b, c) => ({
    kind: 'cannotSpecialSummonFrom', zones: readZones(tokensOf(m, 'zones'), c),
  })),
  spec('cannotSpecialSummon', 'cannot special summon', () => ({ kind: 'cannotSpecialSummon' })),
  spec('procedure', `special summon by procedure ${PROCEDURE_TAIL}`, (m, block, c) => procedureBody('none', m, block, c), true),
  spec('procedure', `must first special summon by procedure ${PROCEDURE_TAIL}`, (m, block, c) => procedureBody('semi-nomi', m, block, c), true),
  spec('procedure', `must special summon by procedure ${PROCEDURE_TAIL}`, (m, block, c) => procedureBody('nomi', m, block, c), true),
  spec('ownEffect', 'special summon by own effect [from zones:rest]', (m, _b, c) => ({ kind: 'ownEffect', zones: zonesOrNull(m, c) })),
  spec('mustByCardEffect', 'must special summon by card effect', () => ({ kind: 'mustByCardEffect' })),
  spec('specialSummonOncePerTurn', 'special summon once per turn', () => ({ kind: 'specialSummonOncePerTurn' })),
  spec('cannotMechanic', 'cannot mechanic:fusion|ritual|synchro|xyz|link|pendulum summon', (m) => ({
    kind: 'cannotMechanic', mechanic: tokensOf(m, 'mechanic')[0].value as Mechanic,
  })),
  spec('cannotBeMaterial', 'cannot be material for mechanics:rest', (m, _b, c) => ({ kind: 'cannotBeMaterial', mechanics: readMaterialMechanics(tokensOf(m, 'mechanics'), c) })),
  spec('byEffectOf', 'must first special summon by effect of card:$', (m) => ({
    kind: 'byEffectOf', restriction: 'semi-nomi', card: locatedString(m, 'card'),
  })),
  spec('byEffectOf', 'must special summon by effect of card:$', (m) => ({
    kind: 'byEffectOf', restriction: 'nomi', card: locatedString(m, 'card'),
  })),
  spec('mustMechanic', 'must mechanic:fusion|ritual|synchro|xyz|link|pendulum summon', (m) => ({
    kind: 'mustMechanic', mechanic: tokensOf(m, 'mechanic')[0].value as Mechanic,
  })),
  spec('fusionOnlyWithMaterials', 'fusion only with materials', () => ({ kind: 'fusionOnlyWithMaterials' })),
  spec('fusionMaterials', 'fusion materials materials:rest', (m, _b, c) => ({ kind: 'fusionMaterials', ...readMaterialLine(tokensOf(m, 'materials'), c) })),
  spec('ritualSpell', 'ritual spell [archetype: archetype] card:$ [level rule:at|exactly [least]]', (m) => ({
    kind: 'ritualSpell', card: locatedString(m, 'card'),
    levelRule: tokensOf(m, 'rule')[0]?.value === 'exactly' ? 'exactly' : 'at-least',
    ...(m.flags.has('archetype') ? { archetype: true } : {}),
  })),
  spec('synchroMaterials', 'synchro materials materials:rest', (m, _b, c) => ({ kind: 'synchroMaterials', ...readMaterialLine(tokensOf(m, 'materials'), c) })),
  spec('xyzMaterials', 'xyz materials materials:rest', (m, _b, c) => ({ kind: 'xyzMaterials', ...readMaterialLine(tokensOf(m, 'materials'), c) })),
  spec('alternativeXyzMaterials', 'alternative xyz materials materials:rest', (m, _b, c) => ({
    kind: 'alternativeXyzMaterials', ...readMaterialLine(tokensOf(m, 'materials'), c),
  })),
  spec('linkMaterials', 'link materials materials:rest', (m, _b, c) => ({ kind: 'linkMaterials', ...readMaterialLine(tokensOf(m, 'materials'), c) })),
  spec('summonRequires', 'summon requires text:$', (m) => ({ kind: 'summonRequires', text: tokensOf(m, 'text')[0]?.value ?? '' })),
  spec('summonCannotBeNegated', 'summon cannot be negated', () => ({ kind: 'summonCannotBeNegated' })),
];

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
  for (const candidate of SUMMON_CLAUSES) {
    const match = matchPhrase(candidate.pattern, statement.parts);
    if (!match) continue;
    if (statement.block && !candidate.takesBlock) {
      context.report(statement.block.open, 'CS0115', `The clause "${displayPattern(candidate.pattern.source)}" takes no { } block.`);
    }
    const keywordSpan: Span = match.keywordTokens.length > 0 ? spanOfTokens(match.keywordTokens) : statement;
    const body = candidate.build(match, statement.block, context);
    return { ...body, span: { start: statement.start, end: statement.end }, keywordSpan } as SummonClause;
  }
  context.report(statement.parts.length > 0 ? spanOfTokens(statement.parts) : statement, 'CS0114', unknownClauseMessage(statement.parts));
  return undefined;
}

function unknownClauseMessage(parts: readonly Token[]): string {
  let best: SummonClauseSpec | undefined;
  let bestLength = 0;
  for (const candidate of SUMMON_CLAUSES) {
    const length = keywordPrefixLength(candidate.pattern, parts);
    if (length > bestLength) {
      best = candidate;
      bestLength = length;
    }
  }
  if (best && bestLength > 0) {
    const near = SUMMON_CLAUSES.filter((c) => keywordPrefixLength(c.pattern, parts) === bestLength).map((c) => `"${displayPattern(c.pattern.source)}"`);
    return `Unknown summoning clause ${describeParts(parts)}: expected ${near.join(' or ')}.`;
  }
  return `Unknown summoning clause ${describeParts(parts)}: expected a clause such as "cannot normal summon or set", "tributes 2", "must special summon by procedure" (see docs/language.md).`;
}
