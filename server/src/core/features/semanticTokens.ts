import { nameReferences } from '../analysis/nameReferences';
import { restrictionOfClause } from '../analysis/summoningProfile';
import type { SummonClause } from '../model/cards';
import { lowerScenario } from '../lowering/lowerScenario';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CardResolver } from '../workspace/cardWorkspace';

/**
 * Semantic tokens: what the TextMate grammar cannot know. The grammar colours every quoted string in a
 * name position alike and every `must ...` phrase by its words; these tokens say whether a name resolves to
 * a card of the workspace (or the bundled library), and what a summoning clause means to the rules
 * (Nomi, Semi-Nomi, a prohibition: summoning-rules.md §3) as the lowering typed it.
 */

/** Standard LSP token types, so every theme has a colour for them. */
export type SemanticTokenType = 'class' | 'keyword' | 'enumMember';

/** `declaration` is standard; the other three are CardScript's own (package.json `semanticTokenModifiers`). */
export type SemanticTokenModifier = 'declaration' | 'nomi' | 'semiNomi' | 'prohibition';

/** The legend's order: the LSP adapter encodes types and modifiers by their index here. */
export const SEMANTIC_TOKEN_TYPES: readonly SemanticTokenType[] = ['class', 'keyword', 'enumMember'];
export const SEMANTIC_TOKEN_MODIFIERS: readonly SemanticTokenModifier[] = ['declaration', 'nomi', 'semiNomi', 'prohibition'];

export interface SemanticToken {
  readonly span: Span;
  readonly type: SemanticTokenType;
  readonly modifiers: readonly SemanticTokenModifier[];
}

/**
 * The semantic tokens of a document, in document order and never overlapping; with `within`, only those
 * that touch that span (the LSP range request).
 *
 * - a card's own name: `class` + `declaration`; a name that resolves: `class`; a name that resolves to
 *   nothing gets no token (CS05xx / CS06xx say so, and the grammar's string colour stays);
 * - the keywords of a Nomi, Semi-Nomi or prohibiting (`cannot ...`) summoning clause: `keyword` + that modifier;
 * - the rule code of `expect illegal CODE`: `enumMember`.
 */
export function semanticTokens(document: AnalyzedDocument, resolver: CardResolver, within?: Span): SemanticToken[] {
  const tokens: SemanticToken[] = [];
  for (const reference of nameReferences(document)) {
    if (reference.isDeclaration) tokens.push({ span: reference.span, type: 'class', modifiers: ['declaration'] });
    else if (resolver.resolve(reference.name)) tokens.push({ span: reference.span, type: 'class', modifiers: [] });
  }
  for (const card of document.file.cards) {
    if (card.kind !== 'monster') continue;
    for (const clause of card.summon) {
      const modifier = clauseModifier(clause);
      if (modifier) tokens.push({ span: clause.keywordSpan, type: 'keyword', modifiers: [modifier] });
    }
  }
  for (const declaration of document.file.scenarios) {
    // The typed scenario (lowered from the statement tree, not re-parsed) knows which word is the rule code.
    const { scenario } = lowerScenario(declaration);
    for (const step of scenario.steps) {
      for (const expectation of step.expectations) {
        if (expectation.kind === 'illegal' && expectation.code) tokens.push({ span: expectation.code.span, type: 'enumMember', modifiers: [] });
      }
    }
  }
  return inDocumentOrder(tokens, within);
}

/**
 * How the rules read a clause (summoning-rules.md §3): Nomi ("must special summon by ...", "must fusion
 * summon"), Semi-Nomi ("must first ..."), or a prohibition ("cannot ..."). Built-in procedures that restrict
 * nothing, Tribute counts and materials are left to the grammar.
 */
function clauseModifier(clause: SummonClause): SemanticTokenModifier | undefined {
  switch (clause.kind) {
    case 'cannotNormalSummonOrSet':
    case 'cannotNormalSummon':
    case 'cannotFlipSummon':
    case 'cannotSpecialSummon':
    case 'cannotSpecialSummonFrom':
      return 'prohibition';
    default: {
      const restriction = restrictionOfClause(clause);
      return restriction === 'nomi' ? 'nomi' : restriction === 'semi-nomi' ? 'semiNomi' : undefined;
    }
  }
}

/** Sorted by start; empty tokens and any that would overlap the one before are dropped (LSP forbids overlaps). */
function inDocumentOrder(tokens: SemanticToken[], within: Span | undefined): SemanticToken[] {
  tokens.sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const result: SemanticToken[] = [];
  let end = -1;
  for (const token of tokens) {
    if (token.span.end <= token.span.start || token.span.start < end) continue;
    end = token.span.end;
    if (within && (token.span.end < within.start || token.span.start > within.end)) continue;
    result.push(token);
  }
  return result;
}
