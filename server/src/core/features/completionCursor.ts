import type { Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import { lastStartingAtOrBefore } from '../text/lastStartingAtOrBefore';
import { type AnalyzedDocument, tokensAround } from '../workspace/analyzedDocument';
import { ZONE_SET } from './completionPhrases';

/** Where the completion cursor is: its enclosing blocks, its statement and what was typed before it. */

export interface CursorContext {
  /** Statements whose block holds the cursor, outermost first. */
  readonly enclosing: readonly Statement[];
  /** The statement of the innermost block the cursor is on, if any. */
  readonly statement?: Statement;
  /** Parts of that statement wholly before the cursor (not the one being typed). */
  readonly before: readonly Token[];
  /** The word, number or string the cursor is in or touching at its end. */
  readonly current?: Token;
}

export function locateCursor(document: AnalyzedDocument, offset: number): CursorContext {
  const text = document.content;
  const enclosing: Statement[] = [];
  let statements = document.tree.statements;
  let limit = text.length;
  for (;;) {
    // Statements of one block are in order and apart: only the last one starting before the cursor can
    // hold it in its block (a binary search: a file may hold 10,000 cards).
    const i = lastStartingAtOrBefore(statements, offset - 1, (each) => each.start);
    const candidate = statements[i];
    const block = candidate !== undefined && candidate.start < offset ? candidate.block : undefined;
    let inner: Statement | undefined;
    if (block && offset >= block.open.end) {
      // An unclosed block (typing in progress) reaches to the next statement of its parent.
      const blockEnd = block.close ? block.close.start : Math.min(limit, statements[i + 1]?.start ?? limit);
      if (offset <= blockEnd) {
        inner = candidate;
        limit = blockEnd;
      }
    }
    if (!inner || !inner.block) break;
    enclosing.push(inner);
    statements = inner.block.statements;
  }

  // The cursor's statement: the last one starting before it, if the cursor has not left it yet.
  let statement: Statement | undefined;
  for (
    let i = Math.min(
      lastStartingAtOrBefore(statements, offset, (each) => each.start),
      statements.length - 1,
    );
    i >= 0 && !statement;
    i--
  ) {
    const each = statements[i];
    if (each.start <= offset && each.parts.length > 0 && each.parts[0].start <= offset) statement = each;
  }
  return cursorOnStatement(text, enclosing, statement, offset);
}

/**
 * The cursor context once its enclosing blocks and candidate statement are found: whether the cursor is
 * still on that statement, and which of its parts lie before the cursor or under it.
 */
export function cursorOnStatement(
  text: { slice(start: number, end: number): string },
  enclosing: Statement[],
  statement: Statement | undefined,
  offset: number,
): CursorContext {
  const onStatement = (candidate: Statement): boolean => {
    const parts = candidate.parts;
    if (candidate.block && offset > candidate.block.open.start) return false;
    const lastPart = parts[parts.length - 1];
    if (offset <= lastPart.end) return true;
    const gap = text.slice(lastPart.end, offset);
    if (/[;{}#]/.test(gap)) return false;
    return !/[\r\n]/.test(gap) || lastPart.kind === ',' || lastPart.kind === '+';
  };
  if (statement && onStatement(statement)) {
    const before: Token[] = [];
    let current: Token | undefined;
    for (const part of statement.parts) {
      if (part.kind === 'string' && part.start < offset && (offset < part.end || (part.terminated === false && offset <= part.end))) {
        current = part;
        break;
      }
      if ((part.kind === 'word' || part.kind === 'number') && part.start < offset && offset <= part.end) {
        current = part;
        break;
      }
      if (part.end <= offset) before.push(part);
    }
    return current ? { enclosing, statement, before, current } : { enclosing, statement, before };
  }
  return { enclosing, before: [] };
}

export function inComment(document: AnalyzedDocument, offset: number): boolean {
  return tokensAround(document, offset, true).some((c) => c.start < offset && offset <= c.end);
}

export function headWord(statement: Statement | undefined): string | undefined {
  const head = statement?.parts[0];
  return head?.kind === 'word' ? head.value : undefined;
}

export function stringInnerSpan(token: Token): Span {
  const end = token.terminated === false ? token.end : token.end - 1;
  return { start: token.start + 1, end: Math.max(token.start + 1, end) };
}

export function afterFrom(typed: readonly Token[]): boolean {
  for (let i = typed.length - 1; i >= 0; i--) {
    const token = typed[i];
    if (token.kind === 'word' && token.value === 'from') return true;
    if (token.kind === ',' || (token.kind === 'word' && (token.value === 'or' || ZONE_SET.has(token.value)))) {
      // `from hand or |`: keep walking back along the zone list.
      if (i === typed.length - 1 && ZONE_SET.has(token.kind === 'word' ? token.value : '')) return false;
      continue;
    }
    return false;
  }
  return false;
}

export function endsWithMaterialSlot(typed: readonly Token[]): boolean {
  const last = typed[typed.length - 1];
  return last?.kind === '+' || (last?.kind === 'word' && last.value === 'materials' && typed.length === 2);
}
