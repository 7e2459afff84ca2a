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
  const captures = new Map<string, Token[]>();
  const flags = new Set<string>();
  const keywordTokens: Token[] = [];
  const ok = matchFrom(pattern.elements, 0, parts, 0, captures, flags, keywordTokens, (end) => end === parts.length);
  return ok ? { captures, flags, keywordTokens } : undefined;
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

function matchFrom(
  elements: readonly PatternElement[],
  elementIndex: number,
  parts: readonly Token[],
  partIndex: number,
  captures: Map<string, Token[]>,
  flags: Set<string>,
  keywordTokens: Token[],
  onDone: Continuation,
): boolean {
  if (elementIndex === elements.length) return onDone(partIndex);
  const element = elements[elementIndex];
  const rest = (next: number) => matchFrom(elements, elementIndex + 1, parts, next, captures, flags, keywordTokens, onDone);
  const part = parts[partIndex];
  switch (element.type) {
    case 'literal': {
      if (!part || part.kind !== 'word' || !element.words.includes(part.value)) return false;
      if (element.capture !== undefined) captures.set(element.capture, [part]);
      else keywordTokens.push(part);
      if (rest(partIndex + 1)) return true;
      if (element.capture !== undefined) captures.delete(element.capture);
      else keywordTokens.pop();
      return false;
    }
    case 'number':
    case 'string':
    case 'word': {
      if (!part || part.kind !== element.type) return false;
      captures.set(element.capture, [part]);
      if (rest(partIndex + 1)) return true;
      captures.delete(element.capture);
      return false;
    }
    case 'rest': {
      for (let end = parts.length; end > partIndex; end--) {
        captures.set(element.capture, parts.slice(partIndex, end));
        if (rest(end)) return true;
      }
      captures.delete(element.capture);
      return false;
    }
    case 'optional': {
      const keywordCount = keywordTokens.length;
      const taken = matchFrom(element.elements, 0, parts, partIndex, captures, flags, keywordTokens, (next) => {
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
