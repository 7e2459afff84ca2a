import { ZONE_WORD_SET } from '../model/zoneWords';
import { isFilterWord } from './vocabulary';
import type { Token } from '../syntax/token';

/**
 * A tiny pattern language for the fixed phrases of CardScript (summoning clauses, procedure lines,
 * effect statements). One table row per phrase keeps the language data-driven: the same rows feed
 * lowering, completion and hover.
 *
 *   word            a keyword (case-insensitive); `a|b` accepts either
 *   name:#          a number, captured          name:$   a string, captured
 *   name:w          any word, captured          name:a|b one of these words, captured
 *   name:rest       one or more parts, captured; as few as the rest of the phrase allows
 *   name:zones      one or more zone words (`hand`, `graveyard or banished`, `hand, deck`), captured
 *   name:filter     a COUNT FILTER (`1 level 4 or lower DARK monster`): only words a filter can hold
 *   name:cards      a list of quoted card names (`"A", 2 x "B" + "C"`), captured
 *   name:count      a count of copies before a name: `3 x` or `3x`, captured
 *   [ ... ]         optional group              [name: ...]  optional group, sets flag `name`
 *   { a | b c }     any of these groups, in any order, any number of times (`{ hold: hold | cost c:cards }`:
 *                   a group may set a flag); a capture met again adds its parts to the capture
 *
 * Phrases are declared once, in core/grammar/*Phrases.ts; see docs/architecture.md, "How to add a clause".
 */
export type PatternElement =
  | { readonly type: 'literal'; readonly words: readonly string[]; readonly capture?: string }
  | { readonly type: 'number'; readonly capture: string }
  | { readonly type: 'string'; readonly capture: string }
  | { readonly type: 'word'; readonly capture: string }
  | { readonly type: 'rest'; readonly capture: string }
  | { readonly type: 'zones'; readonly capture: string }
  | { readonly type: 'filter'; readonly capture: string }
  | { readonly type: 'cards'; readonly capture: string }
  | { readonly type: 'count'; readonly capture: string }
  | { readonly type: 'optional'; readonly flag?: string; readonly elements: readonly PatternElement[] }
  | { readonly type: 'repeat'; readonly groups: readonly { readonly flag?: string; readonly elements: readonly PatternElement[] }[] };

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
  const pieces = source
    .replace(/([[\]{}])/g, ' $1 ')
    .split(/\s+/)
    .filter((p) => p.length > 0);
  let index = 0;
  const readFlag = (): string | undefined => (index < pieces.length && /^[A-Za-z]+:$/.test(pieces[index]) ? pieces[index++].slice(0, -1) : undefined);
  const readSequence = (): PatternElement[] => {
    const elements: PatternElement[] = [];
    while (index < pieces.length && pieces[index] !== ']' && pieces[index] !== '}' && pieces[index] !== '|') {
      const piece = pieces[index++];
      if (piece === '[') {
        const flag = readFlag();
        const inner = readSequence();
        index++; // ']'
        elements.push(flag === undefined ? { type: 'optional', elements: inner } : { type: 'optional', flag, elements: inner });
      } else if (piece === '{') {
        const groups: { flag?: string; elements: PatternElement[] }[] = [];
        do {
          const flag = readFlag();
          groups.push(flag === undefined ? { elements: readSequence() } : { flag, elements: readSequence() });
        } while (pieces[index++] === '|'); // ends past '}'
        elements.push({ type: 'repeat', groups });
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
    case 'zones':
      return { type: 'zones', capture };
    case 'filter':
      return { type: 'filter', capture };
    case 'cards':
      return { type: 'cards', capture };
    case 'count':
      return { type: 'count', capture };
    default:
      return { type: 'literal', words: kind.split('|'), capture };
  }
}

/** Matches the whole of `parts` against the pattern, or returns undefined. */
export function matchPhrase(pattern: PhrasePattern, parts: readonly Token[]): PhraseMatch | undefined {
  const shape = matchPhraseShape(pattern, parts);
  return shape && matchOfShape(shape, parts);
}

/**
 * A match in part indices. Whether and how a pattern matches depends only on each part's kind and value (a
 * string's kind alone), never on which tokens they are: readPhrase keeps the shapes of the lines it has
 * read and makes the match of a line like one of them from its shape.
 */
export interface PhraseMatchShape {
  /** Capture name and its [from, to) part ranges, in the order the captures were first made. */
  readonly captures: readonly (readonly [string, readonly (readonly [number, number])[]])[];
  readonly flags: ReadonlySet<string>;
  readonly keywordIndices: readonly number[];
}

/** The shape of the match of the whole of `parts` against the pattern, or undefined. */
export function matchPhraseShape(pattern: PhrasePattern, parts: readonly Token[]): PhraseMatchShape | undefined {
  // Most rows of a phrase table fail on their first words: reject those without allocating any state.
  for (let i = 0; i < pattern.elements.length; i++) {
    const element = pattern.elements[i];
    if (element.type !== 'literal') break;
    const part = parts[i];
    if (!part || !isKeywordPart(part) || !element.words.includes(part.value)) return undefined;
  }
  const state = newState(parts, undefined);
  if (!matchFrom(pattern.elements, 0, 0, state, (end) => end === parts.length)) return undefined;
  const captures: [string, [number, number][]][] = [];
  for (const [name, ranges] of state.ranges) if (ranges.length > 0) captures.push([name, ranges]);
  return { captures, flags: state.flags, keywordIndices: state.keywordTokens };
}

/** The match of `parts` with this shape (found for these parts, or for parts of the same kinds and values). */
export function matchOfShape(shape: PhraseMatchShape, parts: readonly Token[]): PhraseMatch {
  const captures = new Map<string, Token[]>();
  for (const [name, ranges] of shape.captures) {
    captures.set(name, ranges.length === 1 ? parts.slice(ranges[0][0], ranges[0][1]) : ranges.flatMap(([from, to]) => parts.slice(from, to)));
  }
  const keywordTokens = new Array<Token>(shape.keywordIndices.length);
  for (let i = 0; i < keywordTokens.length; i++) keywordTokens[i] = parts[shape.keywordIndices[i]];
  return { captures, flags: shape.flags, keywordTokens };
}

/** What a phrase would have accepted where it stopped matching: `end` means "the line should end here". */
export type Expected = PatternElement | 'end';

/**
 * Where a line stops matching a pattern, for "errors at the word that breaks": `at` is the index of the
 * first part that no reading of the pattern accepts (`parts.length` when the line ends too early), and
 * `expected` what the pattern accepts there, in pattern order.
 */
export interface Mismatch {
  readonly at: number;
  readonly expected: readonly Expected[];
  /** The line nests too deep to be read (hundreds of board entries or step options). */
  readonly tooLong?: boolean;
}

/** Why `parts` does not match `pattern` (only called on the error path: it never takes the fast exit). */
export function explainMismatch(pattern: PhrasePattern, parts: readonly Token[]): Mismatch {
  // Most rows fail on their first keyword: the answer is that keyword at part 0, as the full walk finds.
  const first = pattern.elements[0];
  if (first !== undefined && first.type === 'literal') {
    const part = parts[0];
    if (!part || !isKeywordPart(part) || !first.words.includes(part.value)) return { at: 0, expected: [first] };
  }
  const progress: Progress = { at: -1, expected: [] };
  const state = newState(parts, progress);
  matchFrom(pattern.elements, 0, 0, state, (end) => {
    if (end === parts.length) return true;
    record(progress, end, 'end');
    return false;
  });
  return { at: Math.max(0, progress.at), expected: progress.expected, ...(state.tooDeep ? { tooLong: true } : {}) };
}

interface Progress {
  at: number;
  expected: Expected[];
}

function record(progress: Progress, at: number, what: Expected): void {
  if (at > progress.at) {
    progress.at = at;
    progress.expected = [what];
  } else if (at === progress.at && !progress.expected.includes(what)) {
    progress.expected.push(what);
  }
}

/** Fails an element at `partIndex`, remembering (when explaining) what was expected there. */
function expected(state: MatchState, partIndex: number, element: PatternElement): false {
  if (state.progress) record(state.progress, partIndex, element);
  return false;
}

function newState(parts: readonly Token[], progress: Progress | undefined): MatchState {
  return {
    parts,
    ranges: new Map(),
    flags: new Set(),
    keywordTokens: [],
    failed: new Map(),
    steps: 0,
    // Realistic phrases need a few steps per part; the budget only stops adversarial lines such as
    // "cost send from from from ..." (thousands of parts) from backtracking for minutes.
    budget: 4096 + 64 * parts.length,
    depth: 0,
    tooDeep: false,
    progress,
  };
}

/** A part of a zone list: a zone word, or (not first) `or` / `and` / `,`. */
function isZonePart(part: Token, first: boolean): boolean {
  if (part.kind === ',') return !first;
  if (part.kind !== 'word') return false;
  if (part.value === 'or' || part.value === 'and') return !first;
  return ZONE_WORD_SET.has(part.value);
}

/** Keywords are words, or numbers written in a phrase (`of 1 monster`). */
function isKeywordPart(part: Token): boolean {
  return part.kind === 'word' || part.kind === 'number';
}

/** A part a COUNT FILTER can hold: a number, a quoted name, a filter word. */
function isFilterPart(part: Token): boolean {
  return part.kind === 'number' || part.kind === 'string' || (part.kind === 'word' && isFilterWord(part.value));
}

type Continuation = (partIndex: number) => boolean;

interface MatchState {
  readonly parts: readonly Token[];
  /** Captures as [from, to) part ranges (several when a `{ }` group met it again); sliced once the whole phrase matched. */
  readonly ranges: Map<string, [number, number][]>;
  readonly flags: Set<string>;
  /** Indices of the parts that matched the pattern's literal keywords. */
  readonly keywordTokens: number[];
  /**
   * (element list, element index, part index) states known to fail. Whether a state succeeds does not
   * depend on the captures made so far, only on the state itself (its continuation is fixed by where the
   * element list sits in the pattern), so a failed state never needs to be tried twice. This keeps
   * backtracking over `rest` captures polynomial instead of exponential.
   */
  readonly failed: Map<readonly PatternElement[], Set<number>>;
  steps: number;
  readonly budget: number;
  depth: number;
  /** Set when matching went deeper than MAX_DEPTH. */
  tooDeep: boolean;
  /** Set when explaining a mismatch: the furthest part reached and what was expected there. */
  readonly progress: Progress | undefined;
}

function matchFrom(elements: readonly PatternElement[], elementIndex: number, partIndex: number, state: MatchState, onDone: Continuation): boolean {
  if (elementIndex === elements.length) return onDone(partIndex);
  if (++state.steps > state.budget) return false;
  // Each `{ }` group met again nests one level deeper: a line of hundreds of options or board entries
  // would overflow the stack. Past this depth the line is not read (readPhrase says it is too long).
  if (state.depth >= MAX_DEPTH) {
    state.tooDeep = true;
    return false;
  }
  state.depth++;
  try {
    return matchFromState(elements, elementIndex, partIndex, state, onDone);
  } finally {
    state.depth--;
  }
}

/** How deep matching may nest (a few levels per board entry or step option: about 50 of them on one line). */
const MAX_DEPTH = 500;

function matchFromState(elements: readonly PatternElement[], elementIndex: number, partIndex: number, state: MatchState, onDone: Continuation): boolean {
  const key = elementIndex * (state.parts.length + 1) + partIndex;
  let failed = state.failed.get(elements);
  if (failed?.has(key)) return false;
  if (matchElement(elements, elementIndex, partIndex, state, onDone)) return true;
  if (!failed) state.failed.set(elements, (failed = new Set()));
  failed.add(key);
  return false;
}

function matchElement(elements: readonly PatternElement[], elementIndex: number, partIndex: number, state: MatchState, onDone: Continuation): boolean {
  const { parts, ranges, flags, keywordTokens } = state;
  const element = elements[elementIndex];
  const rest = (next: number) => matchFrom(elements, elementIndex + 1, next, state, onDone);
  const part = parts[partIndex];
  switch (element.type) {
    case 'literal': {
      // A `,` in a pattern (between board entries) matches the comma token.
      if (!part || !(isKeywordPart(part) || part.kind === ',') || !element.words.includes(part.value)) return expected(state, partIndex, element);
      if (element.capture !== undefined) capture(ranges, element.capture, partIndex, partIndex + 1);
      else keywordTokens.push(partIndex);
      if (rest(partIndex + 1)) return true;
      if (element.capture !== undefined) uncapture(ranges, element.capture);
      else keywordTokens.pop();
      return false;
    }
    case 'number':
    case 'string':
    case 'word': {
      if (!part || part.kind !== element.type) return expected(state, partIndex, element);
      capture(ranges, element.capture, partIndex, partIndex + 1);
      if (rest(partIndex + 1)) return true;
      uncapture(ranges, element.capture);
      return false;
    }
    case 'rest': {
      // Shortest first: a later optional group (`[ignoring summoning conditions]`) gets its words
      // instead of the capture swallowing them.
      if (!part) return expected(state, partIndex, element);
      for (let end = partIndex + 1; end <= parts.length; end++) {
        capture(ranges, element.capture, partIndex, end);
        if (rest(end)) return true;
        uncapture(ranges, element.capture);
        if (state.steps > state.budget) break;
      }
      return false;
    }
    case 'filter': {
      // Shortest first, like `rest`; a word no filter holds ends it (and is where the error points).
      if (!part || !isFilterPart(part)) return expected(state, partIndex, element);
      for (let end = partIndex + 1; end <= parts.length; end++) {
        capture(ranges, element.capture, partIndex, end);
        if (rest(end)) return true;
        uncapture(ranges, element.capture);
        if (state.steps > state.budget || end === parts.length || !isFilterPart(parts[end])) {
          if (end < parts.length && !isFilterPart(parts[end])) expected(state, end, element);
          break;
        }
      }
      return false;
    }
    case 'zones': {
      let end = partIndex;
      while (end < parts.length && isZonePart(parts[end], end === partIndex)) end++;
      if (end === partIndex) return expected(state, partIndex, element);
      // The list could go on here: `from hand or grave` is "expected a zone" at `grave`.
      if (end < parts.length) expected(state, end, element);
      // Greedy, backing off one part at a time (`from hand or | graveyard ...` never needs it, a
      // trailing `or` may).
      for (; end > partIndex; end--) {
        capture(ranges, element.capture, partIndex, end);
        if (rest(end)) return true;
        uncapture(ranges, element.capture);
      }
      return false;
    }
    case 'cards': {
      // Every place the list may end (after a name), longest first; a missing name after `,` is the error.
      const ends = cardListEnds(parts, partIndex);
      if (ends.length === 0) return expected(state, partIndex, element);
      const last = ends[ends.length - 1];
      if (last < parts.length && (parts[last].kind === ',' || parts[last].kind === '+')) expected(state, last + 1, element);
      for (let i = ends.length - 1; i >= 0; i--) {
        capture(ranges, element.capture, partIndex, ends[i]);
        if (rest(ends[i])) return true;
        uncapture(ranges, element.capture);
      }
      return false;
    }
    case 'count': {
      const length = countLength(parts, partIndex);
      if (length === 0) return expected(state, partIndex, element);
      capture(ranges, element.capture, partIndex, partIndex + length);
      if (rest(partIndex + length)) return true;
      uncapture(ranges, element.capture);
      return false;
    }
    case 'repeat': {
      // One more group (that consumes something), or none: the groups' continuation is this element again.
      for (const group of element.groups) {
        const setsFlag = group.flag !== undefined && !flags.has(group.flag);
        const keywordCount = keywordTokens.length;
        const taken = matchFrom(group.elements, 0, partIndex, state, (next) => {
          if (next === partIndex) return false;
          if (setsFlag) flags.add(group.flag!);
          if (matchFrom(elements, elementIndex, next, state, onDone)) return true;
          if (setsFlag) flags.delete(group.flag!);
          return false;
        });
        if (taken) return true;
        keywordTokens.length = keywordCount;
      }
      return rest(partIndex);
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

function capture(ranges: Map<string, [number, number][]>, name: string, from: number, to: number): void {
  const list = ranges.get(name);
  if (list) list.push([from, to]);
  else ranges.set(name, [[from, to]]);
}

function uncapture(ranges: Map<string, [number, number][]>, name: string): void {
  ranges.get(name)?.pop();
}

/** A count before a card name: `3 x "A"` (two parts) or `3x "A"` (one). */
function countLength(parts: readonly Token[], at: number): number {
  const part = parts[at];
  if (part?.kind === 'number' && parts[at + 1]?.kind === 'word' && parts[at + 1].value === 'x') return 2;
  if (part?.kind === 'word' && /^\d+x$/.test(part.value)) return 1;
  return 0;
}

/** Where a card list starting at `from` may end: after each name, the names separated by `,` or `+`. */
function cardListEnds(parts: readonly Token[], from: number): number[] {
  const ends: number[] = [];
  let at = from;
  for (;;) {
    at += countLength(parts, at);
    if (parts[at]?.kind !== 'string') return ends;
    ends.push(++at);
    if (parts[at]?.kind !== ',' && parts[at]?.kind !== '+') return ends;
    at++;
  }
}

/** The pattern as a reader sees it: `tributes [N]`, `cannot special summon from ZONES`. */
export function displayPattern(source: string): string {
  return source
    .replace(/\[[A-Za-z]+:\s+/g, '[')
    .replace(/\b[A-Za-z]+:#/g, 'N')
    .replace(/\b[A-Za-z]+:\$/g, '"..."')
    .replace(/\b[A-Za-z]+:w\b/g, 'WORD')
    .replace(/\b([A-Za-z]+):(?:rest|zones|filter)\b/g, (_m, name: string) => name.toUpperCase())
    .replace(/\b[A-Za-z]+:([a-z|]+)/g, '$1')
    .replace(/\b([a-z-]+)(\|[a-z-]+)+/g, '$1');
}
