import { lowerFile } from '../../core/lowering/lowerCards';
import { tokenize } from '../../core/syntax/lexer';
import { parse } from '../../core/syntax/parser';

/**
 * Summoning clauses the importer may write: each one parsed, alone in a `summon { }` block, as exactly one
 * statement that lowers to exactly one summoning clause with no error. A clause is one line, or a line
 * ending in `{`, the lines of its block and a line `}` (a procedure). Its lines hold no control character,
 * no line or paragraph separator, no comment, no `;`, no stray character, no unterminated string, and
 * braces only where a block opens (last on its line) or closes (alone on its line). Lines read back from a
 * script beside a database are copied into the `.card` file only as CheckedClause, so a script cannot
 * close the card and start another, nor hide text in a comment.
 */
export class CheckedClause {
  private constructor(readonly lines: readonly string[]) {}

  /** The clauses of the lines, and the lines refused, each with why (a check per distinct clause, kept in `cache`). */
  static check(lines: readonly string[], cache: ClauseCheckCache = new Map()): { readonly clauses: CheckedClause[]; readonly refused: RefusedClause[] } {
    const clauses: CheckedClause[] = [];
    const refused: RefusedClause[] = [];
    for (const group of clauseGroups(lines)) {
      const key = group.join('\n');
      let verdict = cache.get(key);
      if (verdict === undefined) cache.set(key, (verdict = whyNotOneClause(group) ?? new CheckedClause(group)));
      if (verdict instanceof CheckedClause) clauses.push(verdict);
      else refused.push({ lines: group, reason: verdict });
    }
    return { clauses, refused };
  }
}

export interface RefusedClause {
  readonly lines: readonly string[];
  readonly reason: string;
}

/** Verdicts by clause text: an import checks each distinct clause once. */
export type ClauseCheckCache = Map<string, CheckedClause | string>;

/** The lines cut into clauses: a line, or a line ending in `{` through the `}` that closes it (an unclosed block runs to the end). */
function clauseGroups(lines: readonly string[]): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let depth = 0;
  for (const line of lines) {
    current.push(line);
    const trimmed = line.trim();
    if (trimmed === '}') depth--;
    else if (trimmed.endsWith('{')) depth++;
    if (depth <= 0) {
      groups.push(current);
      current = [];
      depth = 0;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

// eslint-disable-next-line no-control-regex -- control characters and separators are what a clause line may not hold
const NOT_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const PROBE_HEAD = 'monster "clause" {\n  summon {\n';

/** Why the lines are not exactly one summoning clause, or undefined when they are. */
function whyNotOneClause(group: readonly string[]): string | undefined {
  if (group.some((line) => NOT_IN_A_LINE.test(line))) return 'it holds a control character or a line break';
  for (const [i, line] of group.entries()) {
    const tokens = tokenize(line).filter((t) => t.kind !== 'newline' && t.kind !== 'eof');
    for (const [j, token] of tokens.entries()) {
      if (token.kind === 'comment') return 'it holds a comment';
      if (token.kind === 'unknown' || token.kind === ';') return `it holds ${JSON.stringify(token.text)}, which no clause has`;
      if (token.kind === 'string' && !token.terminated) return 'it holds an unterminated string';
      const opensBlock = token.kind === '{' && j === tokens.length - 1 && i < group.length - 1;
      const closesBlock = token.kind === '}' && tokens.length === 1 && i === group.length - 1 && i > 0;
      if ((token.kind === '{' && !opensBlock) || (token.kind === '}' && !closesBlock)) return 'it holds a brace that opens or closes no clause block';
    }
  }
  const body = group.map((line) => `    ${line}`).join('\n');
  const probe = `${PROBE_HEAD}${body}\n  }\n}\n`;
  const parsed = parse(probe);
  const syntaxError = parsed.diagnostics.find((d) => d.severity === 'error');
  if (syntaxError) return `it does not parse: ${syntaxError.message}`;
  const lowered = lowerFile('cardscript-import:///clause', parsed.tree);
  const [card, ...others] = lowered.file.cards;
  const start = PROBE_HEAD.length;
  const error = lowered.diagnostics.find((d) => d.severity === 'error' && d.span.start >= start && d.span.start <= start + body.length);
  if (error) return `it is not a summoning clause: ${error.message}`;
  if (!card || others.length > 0 || card.kind !== 'monster' || card.summonBlock?.statements.length !== 1 || card.summon.length !== 1)
    return 'it is not exactly one summoning clause';
  return undefined;
}
