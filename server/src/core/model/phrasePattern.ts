import type { Token } from '../syntax/token';

/**
 * A tiny pattern language for the fixed phrases of CardScript (summoning clauses, procedure lines,
 * effect statements). One table row per phrase keeps the language data-driven: the same rows feed
 * lowering, completion and hover.
 *
 *   word            a keyword (case-insensitive); `a|b` accepts either
 *   name:#          a number, captured          name:$   a string, captured
 *   name:w          any word, captured          name:a|b one of these words, captured
 *   name:rest       one or more parts, captured greedily (backtracks to let the rest match)
 *   [ ... ]         optional group              [name: ...]  optional group, sets flag `name`
 */
export type PatternElement =
  | { readonly type: 'literal'; readonly words: readonly string[]; readonly capture?: string }
  | { readonly type: 'number'; readonly capture: string }
  | { readonly type: 'string'; readonly capture: string }
  | { readonly type: 'word'; readonly capture: string }
  | { readonly type: 'rest'; readonly capture: string }
  | { readonly type: 'optional'; readonly flag?: string; readonly elements: readonly PatternElement[] };

export interface PhrasePattern {
  readonly source: string;
  readonly elements: readonly PatternElement[];
  /** The leading keywords, for completion, hover lookup and "did you mean". */
  readonly keywords: readonly string[];
}

export interface PhraseMatch {
  readonly captures: ReadonlyMap<string, readonly Token[]>;
  readonly flags: ReadonlySet<string>;
  /** Tokens of the pattern's literal keywords (for hover ranges). */
  readonly keywordTokens: readonly Token[];
}

export function compilePattern(source: string): PhrasePattern {
  const pieces = source.replace(/\[/g, ' [ ').replace(/\]/g, ' ] ').split(/\s+/).filter((p) => p.length > 0);
  let index = 0;
  const readSequence = (): PatternElement[] => {
    const elements: PatternElement[] = [];
    while (index < pieces.length && pieces[index] !== ']') {
      const piece = pieces[index++];
      if (piece === '[') {
        let flag: string | undefined;
        if (index < pieces.length && /^[A-Za-z]+:$/.test(pieces[index])) flag = pieces[index++].slice(0, -1);
        const inner = readSequence();
        index++; // ']'
        elements.push(flag === undefined ? { type: 'optional', elements: inner } : { type: 'optional', flag, elements: inner });
      } else {
        elements.push(readElement(piece));
      }
    }
    return elements;
  };
  const elements = readSequence();
  const keywords: string[] = [];
  for (const element of elements) {
    if (element.type !== 'literal' || element.capture !== undefined) break;
    keywords.push(element.words[0]);
  }
  return { source, elements, keywords };
}

function readElement(piece: string): PatternElement {
  const colon = piece.indexOf(':');
  if (colon < 0) return { type: 'literal', words: piece.split('|') };
  const capture = piece.slice(0, colon);
  const kind = piece.slice(colon + 1);
  switch (kind) {
    case '#':
      return { type: 'number', capture };
    case '$':
      return { type: 'string', capture };
    case 'w':
      return { type: 'word', capture };
    case 'rest':
      return { type: 'rest', capture };
    default:
      return { type: 'literal', words: kind.split('|'), capture };
  }
}

/** Matches the whole of `parts` against the pattern, or returns undefined. */
export function matchPhrase(pattern: PhrasePattern, parts: readonly Token[]): PhraseMatch | undefined {
  // Most rows of a phrase table fail on their first words: reject those without allocating any state.
  for (let i = 0; i < pattern.elements.length; i++) {
    const element = pattern.elements[i];
    if (element.type !== 'literal') break;
    const part = parts[i];
    if (!part || part.kind !== 'word' || !element.words.includes(part.value)) return undefined;
  }
  const state: MatchState = {
    parts,
    ranges: new Map(),
    flags: new Set(),
    keywordTokens: [],
    failed: new Map(),
    steps: 0,
    // Realistic phrases need a few steps per part; the budget only stops adversarial lines such as
    // "cost send from from from ..." (thousands of parts) from backtracking for minutes.
    budget: 4096 + 64 * parts.length,
  };
  if (!matchFrom(pattern.elements, 0, 0, state, (end) => end === parts.length)) return undefined;
  const captures = new Map<string, Token[]>();
  for (const [name, [from, to]] of state.ranges) captures.set(name, parts.slice(from, to));
  return { captures, flags: state.flags, keywordTokens: state.keywordTokens };
}

/** How many leading parts match the pattern's leading keywords (for "expected ..." messages). */
export function keywordPrefixLength(pattern: PhrasePattern, parts: readonly Token[]): number {
  let count = 0;
  while (count < pattern.keywords.length && count < parts.length) {
    const part = parts[count];
    if (part.kind !== 'word' || part.value !== pattern.keywords[count]) break;
    count++;
  }
  return count;
}

type Continuation = (partIndex: number) => boolean;

interface MatchState {
  readonly parts: readonly Token[];
  /** Captures as [from, to) part ranges; sliced once the whole phrase matched. */
  readonly ranges: Map<string, readonly [number, number]>;
  readonly flags: Set<string>;
  readonly keywordTokens: Token[];
  /**
   * (element list, element index, part index) states known to fail. Whether a state succeeds does not
   * depend on the captures made so far, only on the state itself (its continuation is fixed by where the
   * element list sits in the pattern), so a failed state never needs to be tried twice. This keeps
   * backtracking over `rest` captures polynomial instead of exponential.
   */
  readonly failed: Map<readonly PatternElement[], Set<number>>;
  steps: number;
  readonly budget: number;
}

function matchFrom(
  elements: readonly PatternElement[],
  elementIndex: number,
  partIndex: number,
  state: MatchState,
  onDone: Continuation,
): boolean {
  if (elementIndex === elements.length) return onDone(partIndex);
  if (++state.steps > state.budget) return false;
  const key = elementIndex * (state.parts.length + 1) + partIndex;
  let failed = state.failed.get(elements);
  if (failed?.has(key)) return false;
  if (matchElement(elements, elementIndex, partIndex, state, onDone)) return true;
  if (!failed) state.failed.set(elements, (failed = new Set()));
  failed.add(key);
  return false;
}

function matchElement(
  elements: readonly PatternElement[],
  elementIndex: number,
  partIndex: number,
  state: MatchState,
  onDone: Continuation,
): boolean {
  const { parts, ranges, flags, keywordTokens } = state;
  const element = elements[elementIndex];
  const rest = (next: number) => matchFrom(elements, elementIndex + 1, next, state, onDone);
  const part = parts[partIndex];
  switch (element.type) {
    case 'literal': {
      if (!part || part.kind !== 'word' || !element.words.includes(part.value)) return false;
      if (element.capture !== undefined) ranges.set(element.capture, [partIndex, partIndex + 1]);
      else keywordTokens.push(part);
      if (rest(partIndex + 1)) return true;
      if (element.capture !== undefined) ranges.delete(element.capture);
      else keywordTokens.pop();
      return false;
    }
    case 'number':
    case 'string':
    case 'word': {
      if (!part || part.kind !== element.type) return false;
      ranges.set(element.capture, [partIndex, partIndex + 1]);
      if (rest(partIndex + 1)) return true;
      ranges.delete(element.capture);
      return false;
    }
    case 'rest': {
      for (let end = parts.length; end > partIndex; end--) {
        ranges.set(element.capture, [partIndex, end]);
        if (rest(end)) return true;
        if (state.steps > state.budget) break;
      }
      ranges.delete(element.capture);
      return false;
    }
    case 'optional': {
      const keywordCount = keywordTokens.length;
      const taken = matchFrom(element.elements, 0, partIndex, state, (next) => {
        if (element.flag !== undefined) flags.add(element.flag);
        if (rest(next)) return true;
        if (element.flag !== undefined) flags.delete(element.flag);
        return false;
      });
      if (taken) return true;
      keywordTokens.length = keywordCount;
      return rest(partIndex);
    }
  }
}

/** The pattern as a reader sees it: `tributes [N]`, `cannot special summon from ZONES`. */
export function displayPattern(source: string): string {
  return source
    .replace(/\[[A-Za-z]+:\s+/g, '[')
    .replace(/\b[A-Za-z]+:#/g, 'N')
    .replace(/\b[A-Za-z]+:\$/g, '"..."')
    .replace(/\b[A-Za-z]+:w\b/g, 'WORD')
    .replace(/\b([A-Za-z]+):rest\b/g, (_m, name: string) => name.toUpperCase())
    .replace(/\b[A-Za-z]+:([a-z|]+)/g, '$1')
    .replace(/\b([a-z-]+)(\|[a-z-]+)+/g, '$1');
}
