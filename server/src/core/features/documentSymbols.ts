import type { CardDeclaration, MonsterDeclaration, ScenarioDeclaration, SummonClause } from '../model/cards';
import type { Statement } from '../syntax/syntaxTree';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';

export type SymbolKind = 'set' | 'monster' | 'spell' | 'trap' | 'scenario' | 'clause' | 'step';

/** One outline entry (LSP DocumentSymbol in plain data). `selectionSpan` lies inside `span`. */
export interface SymbolNode {
  readonly name: string;
  readonly detail: string;
  readonly kind: SymbolKind;
  readonly span: Span;
  readonly selectionSpan: Span;
  readonly children: readonly SymbolNode[];
}

/**
 * The outline of one document: the set header, each card with its summoning clauses (and, for cards
 * with an `effect { }` block, its effect lines), each scenario with its steps and final expectations.
 */
export function documentSymbols(document: AnalyzedDocument): SymbolNode[] {
  const symbols: SymbolNode[] = [];
  const header = document.file.setHeader;
  if (header) {
    symbols.push({
      name: header.name.value,
      detail: header.code ? `set · code ${header.code.value}` : 'set',
      kind: 'set',
      span: header.span,
      selectionSpan: header.name.span,
      children: [],
    });
  }
  for (const card of document.file.cards) symbols.push(cardSymbol(card));
  for (const scenario of document.file.scenarios) symbols.push(scenarioSymbol(scenario));
  return symbols.sort((a, b) => a.span.start - b.span.start);
}

function cardSymbol(card: CardDeclaration): SymbolNode {
  const children: SymbolNode[] = [];
  if (card.kind === 'monster') {
    for (const clause of card.summon) children.push(clauseSymbol(clause, card));
  }
  for (const statement of card.effectStatements) {
    children.push(lineSymbol(statement, 'clause', 'effect'));
  }
  return {
    name: card.name.value,
    detail: cardDetail(card),
    kind: card.kind,
    span: card.span,
    selectionSpan: card.name.span,
    children: children.sort((a, b) => a.span.start - b.span.start),
  };
}

function clauseSymbol(clause: SummonClause, monster: MonsterDeclaration): SymbolNode {
  const statement = monster.summonBlock?.statements.find((s) => s.start === clause.span.start);
  const name = statement ? statementLabel(statement) : 'summoning clause';
  return { name, detail: 'summon', kind: 'clause', span: clause.span, selectionSpan: clause.keywordSpan, children: [] };
}

function scenarioSymbol(scenario: ScenarioDeclaration): SymbolNode {
  const children: SymbolNode[] = [];
  for (const statement of scenario.body?.statements ?? []) {
    const head = statement.parts[0];
    if (head?.kind !== 'word') continue;
    if (head.value === 'step') children.push(lineSymbol(statement, 'step', 'step'));
    else if (head.value === 'expect') children.push(lineSymbol(statement, 'step', 'final expectation'));
  }
  return {
    name: scenario.name.value,
    detail: 'scenario',
    kind: 'scenario',
    span: scenario.span,
    selectionSpan: scenario.name.span,
    children,
  };
}

function lineSymbol(statement: Statement, kind: SymbolKind, detail: string): SymbolNode {
  const first = statement.parts[0];
  const selectionSpan = first ? { start: first.start, end: first.end } : { start: statement.start, end: statement.start };
  return { name: statementLabel(statement), detail, kind, span: { start: statement.start, end: statement.end }, selectionSpan, children: [] };
}

const MAX_LABEL = 80;

/** A statement's parts as one line of text (`cost banish 3 Zombie monsters from graveyard`). */
export function statementLabel(statement: Statement): string {
  let label = '';
  for (const part of statement.parts) label += label === '' || part.kind === ',' ? part.text : ` ${part.text}`;
  if (statement.block && statement.parts.length === 0) label = '{ }';
  return label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label;
}

/** "Level 8 DARK Zombie Effect · 2800/2000 · Semi-Nomi": what the model states, no derived analysis. */
export function monsterDetail(monster: MonsterDeclaration): string {
  const identity: string[] = [];
  if (monster.frame?.value === 'xyz' && monster.rank) identity.push(`Rank ${monster.rank.value}`);
  else if (monster.frame?.value === 'link' && monster.linkRating) identity.push(`Link ${monster.linkRating.value}`);
  else if (monster.level) identity.push(`Level ${monster.level.value}`);
  if (monster.attribute) identity.push(monster.attribute.value.toUpperCase());
  if (monster.race) identity.push(titleCase(monster.race.value));
  if (monster.frame) identity.push(titleCase(monster.frame.value));
  if (monster.tuner) identity.push('Tuner');
  const sections = [identity.join(' ')];
  const stat = (value: number | '?' | undefined) => (value === undefined ? '?' : String(value));
  if (monster.frame?.value === 'link') {
    if (monster.atk) sections.push(`ATK ${stat(monster.atk.value)}`);
  } else if (monster.atk || monster.def) {
    sections.push(`${stat(monster.atk?.value)}/${stat(monster.def?.value)}`);
  }
  const restriction = writtenRestriction(monster);
  if (restriction) sections.push(restriction);
  return sections.filter((s) => s.length > 0).join(' · ');
}

/** The Nomi/Semi-Nomi restriction as the clauses spell it out (not the full summoning analysis). */
function writtenRestriction(monster: MonsterDeclaration): string | undefined {
  let result: string | undefined;
  for (const clause of monster.summon) {
    if ((clause.kind === 'procedure' || clause.kind === 'byEffectOf') && clause.restriction === 'nomi') return 'Nomi';
    if (clause.kind === 'mustMechanic') return 'Nomi';
    if ((clause.kind === 'procedure' || clause.kind === 'byEffectOf') && clause.restriction === 'semi-nomi') result = 'Semi-Nomi';
  }
  return result;
}

/** A card's one-line detail: the monster line above, or `Quick-Play Spell`, `Counter Trap`. */
export function cardDetail(card: CardDeclaration): string {
  return card.kind === 'monster' ? monsterDetail(card) : spellTrapDetail(card);
}

function spellTrapDetail(card: CardDeclaration): string {
  const kind = card.kind === 'spell' ? card.spellKind?.value : card.kind === 'trap' ? card.trapKind?.value : undefined;
  const noun = card.kind === 'spell' ? 'Spell' : 'Trap';
  return kind ? `${titleCase(kind)} ${noun}` : noun;
}

/** `beast-warrior` → `Beast-Warrior`, `quick-play` → `Quick-Play`. */
function titleCase(word: string): string {
  return word.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase());
}
