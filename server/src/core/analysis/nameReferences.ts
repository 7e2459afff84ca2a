import type { Statement, SyntaxTree } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';

/** One quoted card name in a document: a card's own name (a declaration) or a use of it. */
export interface NameReference {
  /** The name as the string means it (escapes resolved). */
  readonly name: string;
  /** The string token, quotes included. */
  readonly span: Span;
  /** The text between the quotes: what rename replaces. */
  readonly innerSpan: Span;
  /** True for the name of a `monster` / `spell` / `trap` declaration. */
  readonly isDeclaration: boolean;
}

const CARD_DECLARATION_WORDS = new Set(['monster', 'spell', 'trap']);

/**
 * Every card-name reference of a tree, in source order. Works on the generic statement tree, so
 * names in scenarios, filters, materials and effects are all found without knowing each phrase:
 * a string is a card name unless the language gives that position free text (docs/language.md):
 * `text "..."`, `summon requires "..."`, `condition "..."`, `cost "..."`, `tag "..."`, a tribute
 * option's tag, a scenario's name and the set header.
 */
export function findNameReferences(tree: SyntaxTree): NameReference[] {
  const references: NameReference[] = [];
  for (const statement of tree.statements) {
    const head = statement.parts[0];
    const keyword = head?.kind === 'word' ? head.value : '';
    if (keyword === 'set') {
      // The set header's name (and a quoted code) are not card names; a block here is still searched.
      visitBlockOf(statement, references);
      continue;
    }
    collect(statement, references, keyword);
    visitBlockOf(statement, references);
  }
  return references;
}

const cache = new WeakMap<AnalyzedDocument, readonly NameReference[]>();

/** The references of an analyzed document, computed once per document version. */
export function nameReferences(document: AnalyzedDocument): readonly NameReference[] {
  let references = cache.get(document);
  if (!references) {
    references = findNameReferences(document.tree);
    cache.set(document, references);
  }
  return references;
}

/**
 * The reference under the cursor. An offset touching a string's edge counts (the cursor just after
 * the closing quote); where two strings touch, the one that starts at the offset wins.
 */
export function nameReferenceAt(document: AnalyzedDocument, offset: number): NameReference | undefined {
  let touching: NameReference | undefined;
  for (const reference of nameReferences(document)) {
    if (reference.span.start > offset) break;
    if (offset < reference.span.end) return reference;
    if (offset === reference.span.end) touching = reference;
  }
  return touching;
}

/** True when the string `parts[index]` stands in a free-text position rather than naming a card. */
export function isFreeTextString(parts: readonly Token[], index: number, topLevelKeyword?: string): boolean {
  if (topLevelKeyword === 'set' || (topLevelKeyword === 'scenario' && index === 1)) return true;
  const previous = wordAt(parts, index - 1);
  const beforePrevious = wordAt(parts, index - 2);
  if (previous === 'text' || previous === 'tag') return true;
  if (previous === 'requires' && beforePrevious === 'summon') return true;
  if (previous === 'option' && beforePrevious === 'tribute') return true;
  // `condition "..."` / `cost "..."` as a whole line; a step's `cost "A", "B"` names cards.
  if (index === 1 && (previous === 'condition' || previous === 'cost')) return true;
  return false;
}

function collect(statement: Statement, references: NameReference[], topLevelKeyword: string | undefined): void {
  const parts = statement.parts;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.kind !== 'string') continue;
    if (isFreeTextString(parts, i, topLevelKeyword)) continue;
    const isDeclaration = topLevelKeyword !== undefined && i === 1 && CARD_DECLARATION_WORDS.has(topLevelKeyword);
    references.push({ name: part.value, span: { start: part.start, end: part.end }, innerSpan: innerSpanOf(part), isDeclaration });
  }
}

function visitBlockOf(statement: Statement, references: NameReference[]): void {
  // Iterative, so a deeply nested file cannot overflow the stack.
  const stack: Statement[] = statement.block ? [...statement.block.statements].reverse() : [];
  while (stack.length > 0) {
    const current = stack.pop()!;
    collect(current, references, undefined);
    if (current.block) for (let i = current.block.statements.length - 1; i >= 0; i--) stack.push(current.block.statements[i]);
  }
}

/** The span between the quotes; an unterminated string runs to its end. */
export function innerSpanOf(token: Token): Span {
  const end = token.terminated === false ? token.end : Math.max(token.start + 1, token.end - 1);
  return { start: Math.min(token.start + 1, token.end), end };
}

function wordAt(parts: readonly Token[], index: number): string | undefined {
  const part = parts[index];
  return part?.kind === 'word' ? part.value : undefined;
}
