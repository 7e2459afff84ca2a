import type { Statement } from './syntaxTree';
import type { Token } from './token';

/**
 * The tokens of a parse but comments, line breaks and `eof`, in order, read back from its statements (their
 * parts, each block's braces and statements) and the tokens no statement holds (parser.ts, ParsedTokens'
 * `strays`, in order): what a segment would otherwise keep as a list of its own beside its statements.
 */
export function treeTokens(statements: readonly Statement[], strays: readonly Token[]): Token[] {
  const held: Token[] = [];
  collect(statements, held);
  if (strays.length === 0) return held;
  // Both lists are in order and share no token: merged by offset.
  const tokens = new Array<Token>(held.length + strays.length);
  let h = 0;
  let s = 0;
  for (let k = 0; k < tokens.length; k++) {
    tokens[k] = s >= strays.length || (h < held.length && held[h].start < strays[s].start) ? held[h++] : strays[s++];
  }
  return tokens;
}

/** Recursion per block: blocks nest at most parser.ts's MAX_DEPTH deep. */
function collect(statements: readonly Statement[], into: Token[]): void {
  for (const statement of statements) {
    for (const part of statement.parts) into.push(part);
    const block = statement.block;
    if (!block) continue;
    into.push(block.open);
    collect(block.statements, into);
    if (block.close) into.push(block.close);
  }
}
