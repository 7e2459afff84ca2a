import type { Diagnostic, Fix, RelatedSpan, TextEdit } from '../diagnostics/diagnostic';
import type { MonsterDeclaration, SummonClause } from '../model/cards';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import { summoningCode, type SummoningCodeId } from './summoningCodes';

/**
 * Shared plumbing of the summoning checks: where a clause is shown, how it is quoted in messages,
 * and the edits of their quick fixes (remove a clause line, insert a clause in the summon block).
 */

/** Something a diagnostic involves: a clause, a field, a card name. */
export interface Involved {
  /** Defaults to the diagnostic's document. */
  readonly uri?: string;
  readonly span: Span;
  readonly message: string;
}

export function diagnostic(
  document: AnalyzedDocument,
  code: SummoningCodeId,
  span: Span,
  message: string,
  involved: readonly Involved[],
  fixes: readonly Fix[] = [],
  tags?: Diagnostic['tags'],
): Diagnostic {
  const related: RelatedSpan[] = [];
  for (const i of involved) related.push({ uri: i.uri ?? document.uri, span: i.span, message: i.message });
  // Fields set in this order, without spreads (two short-lived objects per diagnostic, and a slow copy).
  const made: { -readonly [K in keyof Diagnostic]: Diagnostic[K] } = { span, severity: summoningCode(code).severity, code, message, related };
  if (fixes.length > 0) made.fixes = fixes;
  if (tags) made.tags = tags;
  return made;
}

/** The first line of a clause, without a trailing `{`: where its diagnostics are shown. */
export function clauseHead(document: AnalyzedDocument, clause: { readonly span: Span }): Span {
  // Cached per clause object: a clause line with thousands of materials is otherwise rescanned for each of
  // its thousands of diagnostics (quadratic). The length is cached, not the offsets: a clause is reused by the
  // next version of its document, moved when an edit before it shifts it (syntax/anchor.ts).
  const cachedLength = clauseHeads.get(clause);
  if (cachedLength !== undefined) return { start: clause.span.start, end: clause.span.start + cachedLength };
  const start = clause.span.start;
  // The clause's first line only, as a stretch: an edited version's whole text is not made for it.
  const lines = document.lines;
  const line = document.content.slice(start, Math.min(clause.span.end, lines.lineEndWithoutBreak(lines.positionAt(start).line)));
  let end = 0;
  while (end < line.length && line[end] !== '{') end++;
  while (end > 0 && /\s/.test(line[end - 1])) end--;
  const head = { start, end: end > 0 ? start + end : clause.span.end };
  clauseHeads.set(clause, head.end - head.start);
  return head;
}

const clauseHeads = new WeakMap<object, number>();

/** Longest clause text quoted in a message; longer (adversarial) lines are cut with '...'. */
const MAX_QUOTED = 160;

/** The clause as written (first line), for messages: `'tributes 2'`. */
export function quoteClause(document: AnalyzedDocument, clause: { readonly span: Span }): string {
  const head = clauseHead(document, clause);
  const long = head.end - head.start > 4 * MAX_QUOTED;
  const shown = document.content.slice(head.start, long ? head.start + 4 * MAX_QUOTED : head.end).replace(/\s+/g, ' ');
  return `'${long || shown.length > MAX_QUOTED ? `${shown.slice(0, MAX_QUOTED - 3)}...` : shown}'`;
}

export function involvedClause(document: AnalyzedDocument, clause: SummonClause, message?: string): Involved {
  return { span: clauseHead(document, clause), message: message ?? `${quoteClause(document, clause)} is here.` };
}

/**
 * Removes exactly a statement: its whole line(s) with the line break when it stands alone, else just the
 * statement (and its `;`). A trailing `# comment` is not part of the statement: it stays, at the
 * statement's indentation (a fix never deletes what it was not asked to).
 */
export function removeStatementEdit(document: AnalyzedDocument, span: Span): TextEdit {
  // Stretches of the text only: an edited version's whole string is not made for a fix.
  const { content: text, lines } = document;
  const at = (offset: number) => text.slice(offset, offset + 1);
  const firstLine = lines.positionAt(span.start).line;
  const lastLine = lines.positionAt(span.end).line;
  const lineStart = lines.lineStart(firstLine);
  const lineEnd = lines.lineEndWithoutBreak(lastLine);
  const before = text.slice(lineStart, span.start);
  const after = text.slice(span.end, lineEnd);
  const rest = after.trim();
  if (before.trim() === '' && rest === '') {
    const nextLineStart = lastLine + 1 < lines.lineCount ? lines.lineStart(lastLine + 1) : text.length;
    if (nextLineStart > lineEnd || firstLine === 0) return { uri: document.uri, span: { start: lineStart, end: nextLineStart }, newText: '' };
    // The last line of the file has no line break: take the one before it instead.
    const previousEnd = lines.lineEndWithoutBreak(firstLine - 1);
    return { uri: document.uri, span: { start: previousEnd, end: lineEnd }, newText: '' };
  }
  if (before.trim() === '' && rest.startsWith('#')) {
    return { uri: document.uri, span: { start: span.start, end: span.end + after.indexOf('#') }, newText: '' };
  }
  let end = span.end;
  while (end < text.length && (at(end) === ' ' || at(end) === '\t')) end++;
  if (at(end) === ';') {
    end++;
    while (end < text.length && (at(end) === ' ' || at(end) === '\t')) end++;
  } else if (rest === '' || rest.startsWith('#')) {
    // The last statement of its line: take the `;` before it, so no dangling separator is left.
    const separator = /;[ \t]*$/.exec(before);
    if (separator) return { uri: document.uri, span: { start: lineStart + separator.index, end: span.end }, newText: '' };
  }
  return { uri: document.uri, span: { start: span.start, end }, newText: '' };
}

export function removeClauseFix(document: AnalyzedDocument, clause: SummonClause, preferred: boolean): Fix {
  return { title: `Remove ${quoteClause(document, clause)}`, edits: [removeStatementEdit(document, clause.span)], preferred };
}

/**
 * The card's line break (the first one from its start; `\n` for a card on the file's last line without
 * one), for the lines a fix inserts. The card's own, not the file's first: what a per-card check reports
 * must depend on the card's text alone (cardCheckReuse.ts keeps it while the card is unchanged).
 */
function lineBreakOf(document: AnalyzedDocument, from: number): string {
  // A stretch of the text, not the whole: the first line break from `from` (a line is short).
  const lines = document.lines;
  const line = lines.positionAt(from).line;
  return line + 1 < lines.lineCount ? document.content.slice(lines.lineEndWithoutBreak(line), lines.lineStart(line + 1)) : '\n';
}

function indentationOf(document: AnalyzedDocument, offset: number): string {
  const line = document.lines.positionAt(offset).line;
  const start = document.lines.lineStart(line);
  return /^[ \t]*/.exec(document.content.slice(start, offset))?.[0] ?? '';
}

function startsLine(document: AnalyzedDocument, offset: number): boolean {
  const start = document.lines.lineStart(document.lines.positionAt(offset).line);
  return document.content.slice(start, offset).trim() === '';
}

/**
 * Inserts a clause as the first line of the card's `summon { }` block, at the block's indentation;
 * creates the block (before the `text` field, else before the closing brace) when the card has none.
 */
export function insertSummonClauseEdit(document: AnalyzedDocument, card: MonsterDeclaration, clauseText: string): TextEdit | undefined {
  const block = card.summonBlock;
  const uri = document.uri;
  const nl = lineBreakOf(document, card.span.start);
  if (block) {
    const first = block.statements[0];
    if (first) {
      if (startsLine(document, first.start)) {
        const lineStart = document.lines.lineStart(document.lines.positionAt(first.start).line);
        return { uri, span: { start: lineStart, end: lineStart }, newText: `${indentationOf(document, first.start)}${clauseText}${nl}` };
      }
      return { uri, span: { start: first.start, end: first.start }, newText: `${clauseText}; ` };
    }
    if (block.close && startsLine(document, block.close.start)) {
      const lineStart = document.lines.lineStart(document.lines.positionAt(block.close.start).line);
      return { uri, span: { start: lineStart, end: lineStart }, newText: `${indentationOf(document, block.close.start)}  ${clauseText}${nl}` };
    }
    if (block.close) return { uri, span: { start: block.close.start, end: block.close.start }, newText: `${clauseText} ` };
    return undefined;
  }
  const body = card.body;
  if (!body?.close) return undefined;
  const textField = body.statements.find((s) => s.parts[0]?.kind === 'word' && s.parts[0].value === 'text');
  const anchor = textField && startsLine(document, textField.start) ? textField.start : undefined;
  if (anchor !== undefined) {
    const indent = indentationOf(document, anchor);
    const lineStart = document.lines.lineStart(document.lines.positionAt(anchor).line);
    return { uri, span: { start: lineStart, end: lineStart }, newText: `${indent}summon {${nl}${indent}  ${clauseText}${nl}${indent}}${nl}` };
  }
  if (startsLine(document, body.close.start)) {
    const indent = `${indentationOf(document, body.close.start)}  `;
    const lineStart = document.lines.lineStart(document.lines.positionAt(body.close.start).line);
    return { uri, span: { start: lineStart, end: lineStart }, newText: `${indent}summon {${nl}${indent}  ${clauseText}${nl}${indent}}${nl}` };
  }
  return { uri, span: { start: body.close.start, end: body.close.start }, newText: `summon { ${clauseText} } ` };
}

export function insertClauseFix(document: AnalyzedDocument, card: MonsterDeclaration, clauseText: string, preferred: boolean): Fix[] {
  const edit = insertSummonClauseEdit(document, card, clauseText);
  return edit ? [{ title: `Add '${clauseText}'`, edits: [edit], preferred }] : [];
}

export function nameInvolved(card: MonsterDeclaration): Involved {
  return { span: card.name.span, message: `"${card.name.value}" is declared here.` };
}
