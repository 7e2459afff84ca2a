import { closestInOrder } from '../text/didYouMean';
import type { Fix } from '../diagnostics/diagnostic';
import type { DiagnosticCode } from '../diagnostics/diagnosticCodes';
import { describeToken, type LoweringContext } from '../model/lowering';
import { displayPattern, type Expected, explainMismatch, matchOfShape, matchPhraseShape, type PhraseMatch, type PhraseMatchShape } from './phrasePattern';
import { spanFrom } from '../syntax/anchor';
import type { Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import type { Phrase } from './phrase';
import { phrasesFor } from './phraseIndex';
import { ATTRIBUTE_WORDS, FILTER_KEYWORDS, FRAME_WORDS, RACE_WORDS, ZONE_WORDS } from './vocabulary';

/** How one context reports a line that no phrase of it matches. */
export interface PhraseContextReport {
  /** `summoning clause`, `effect statement`, `cost`. */
  readonly noun: string;
  /** The diagnostic code for a line no phrase accepts (CS0114, CS0118, CS0701, ...). */
  readonly code: DiagnosticCode;
  /** The code when the line starts like a phrase but breaks later (CS0702 malformed effect); default `code`. */
  readonly partialCode?: DiagnosticCode;
  /** The code for a `{ }` block on a phrase that takes none; omitted: the caller handles blocks. */
  readonly blockCode?: DiagnosticCode;
}

/** At most this many alternatives are listed in an "expected ..." message. */
export const MAX_EXPECTED = 6;

export interface PhraseReading<T> {
  readonly phrase: Phrase<T>;
  readonly match: PhraseMatch;
  readonly value: T | undefined;
}

/**
 * Reads a statement with the first phrase of `phrases` that matches all of it, and lowers it. When none
 * does, reports the first word no phrase accepts (the furthest any phrase got), what would have been
 * accepted there, and a did-you-mean quick fix for a near miss.
 */
export function readPhrase<T>(
  phrases: readonly Phrase<T>[],
  statement: Statement,
  context: LoweringContext,
  report: PhraseContextReport,
  parts: readonly Token[] = statement.parts,
): PhraseReading<T> | undefined {
  const found = matchingPhrase(phrases, parts);
  if (!found) {
    reportMismatch(phrases, parts, statement, context, report);
    return undefined;
  }
  const { phrase } = found;
  const match = matchOfShape(found.shape, parts);
  if (report.blockCode && statement.block && !phrase.takesBlock) {
    context.report(statement.block.open, report.blockCode, `The ${report.noun} "${displayPattern(phrase.pattern)}" takes no { } block.`);
  }
  const value = phrase.lower(match, { context, statement, span: spanFrom(statement), block: statement.block });
  return { phrase, match, value };
}

interface FoundPhrase<T> {
  readonly phrase: Phrase<T>;
  readonly shape: PhraseMatchShape;
}

/**
 * The first phrase of the table that matches all of `parts`, with the match's shape. A card pool repeats
 * the same clause lines thousands of times ("cannot normal summon or set", a procedure's condition with
 * another name in it): the answer depends only on the parts' kinds and values (phrasePattern.ts,
 * PhraseMatchShape), so it is kept per table and line, for lines of up to MEMO_PARTS parts.
 */
function matchingPhrase<T>(phrases: readonly Phrase<T>[], parts: readonly Token[]): FoundPhrase<T> | undefined {
  const found = rememberedPerLine(matchMemos, phrases, parts, () => firstMatching(phrases, parts) ?? null);
  return (found as FoundPhrase<T> | null) ?? undefined;
}

function firstMatching<T>(phrases: readonly Phrase<T>[], parts: readonly Token[]): FoundPhrase<T> | undefined {
  for (const phrase of phrasesFor(phrases, parts[0])) {
    const shape = matchPhraseShape(phrase.compiled, parts);
    if (shape) return { phrase, shape };
  }
  return undefined;
}

/**
 * What `compute` answers for a line of a phrase table, kept per table and line (lineKey) for lines of up
 * to MEMO_PARTS parts: for what depends on the parts' kinds and values only.
 */
function rememberedPerLine<V>(memos: WeakMap<object, Map<string, V>>, phrases: object, parts: readonly Token[], compute: () => V): V {
  if (parts.length > MEMO_PARTS) return compute();
  const key = lineKey(parts);
  let memo = memos.get(phrases);
  const known = memo?.get(key);
  if (known !== undefined) return known;
  const value = compute();
  if (!memo) memos.set(phrases, (memo = new Map()));
  // Bounded: a workspace of distinct lines starts over rather than growing without end.
  if (memo.size >= MEMO_LINES) memo.clear();
  memo.set(key, value);
  return value;
}

/** Lines longer than this are matched every time (their keys would be long, and they are rare). */
const MEMO_PARTS = 32;
/** Lines kept per phrase table (the damaged 10,000-card pool has 118 distinct lines in all 8 tables). */
const MEMO_LINES = 4096;
const matchMemos = new WeakMap<object, Map<string, FoundPhrase<unknown> | null>>();

/**
 * What matching reads of a line: each part's value, a string's kind alone. Words and numbers cannot spell
 * one another (a number is digits, a word never is), nor ',' or '+'; a string is \u0001, which no word holds.
 */
function lineKey(parts: readonly Token[]): string {
  // Joined in one go into a flat string (a `+=` chain makes a rope that the map's lookup then flattens); the
  // last, empty value gives the key its final \u0000 (each value is followed by one).
  const values = KEY_VALUES;
  values.length = parts.length + 1;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    values[i] = part.kind === 'string' ? '\u0001' : part.value;
  }
  values[parts.length] = '';
  return values.join('\u0000');
}

/** The values lineKey joins, one list reused for every line (lines are read one at a time). */
const KEY_VALUES: string[] = [];

/** Where the phrases stop matching `parts`, and what they expect there (most likely first, deduplicated). */
export function furthestMismatch<T>(phrases: readonly Phrase<T>[], parts: readonly Token[]): { at: number; expected: string[]; phrases: Phrase<T>[] } {
  let at = -1;
  let expected: Expected[] = [];
  let reached: Phrase<T>[] = [];
  for (const phrase of phrases) {
    const mismatch = explainMismatch(phrase.compiled, parts);
    if (mismatch.at > at) {
      at = mismatch.at;
      expected = [...mismatch.expected];
      reached = [phrase];
    } else if (mismatch.at === at) {
      expected.push(...mismatch.expected);
      reached.push(phrase);
    }
  }
  const words: string[] = [];
  const seen = new Set<string>();
  for (const each of expected) {
    for (const word of describeExpected(each)) {
      if (seen.has(word)) continue;
      seen.add(word);
      words.push(word);
    }
  }
  return { at: Math.max(0, at), expected: words, phrases: reached };
}

function reportMismatch<T>(
  phrases: readonly Phrase<T>[],
  parts: readonly Token[],
  statement: Statement,
  context: LoweringContext,
  report: PhraseContextReport,
): void {
  const { tooLong, at, expectation, suggestion, manyExpected } = explainLine(phrases, parts);
  if (tooLong) {
    context.report(
      spanOfParts(parts, statement),
      report.code,
      `This ${report.noun} is too long to read (${parts.length} parts): split it over several lines or steps.`,
    );
    return;
  }
  const line = quoteLine(parts);
  const breaking = parts[at];
  const code = at > 0 && report.partialCode ? report.partialCode : report.code;
  if (!breaking) {
    const last = parts[parts.length - 1];
    const span: Span = last ? spanFrom(last) : statement;
    const after = last ? ` after ${describeToken(last)}` : '';
    context.report(span, code, `Incomplete ${report.noun} ${line}: ${expectation}${after}.`);
    return;
  }
  const fixes: Fix[] = suggestion
    ? [
        {
          title: `Change '${breaking.text}' to '${suggestion.word}'`,
          edits: [{ uri: context.uri, span: spanFrom(breaking), newText: suggestion.word }],
          preferred: suggestion.unique,
        },
      ]
    : [];
  const where = at === 0 ? `Unknown ${report.noun} ${line}` : `Unexpected ${describeToken(breaking)} in the ${report.noun} ${line}`;
  const didYouMean = suggestion && manyExpected ? ` Did you mean '${suggestion.word}'?` : '';
  context.report(breaking, code, `${where}: ${expectation}.${didYouMean}`, undefined, fixes);
}

/** Why no phrase of a table reads a line: what reportMismatch says, less the line's own text and spans. */
interface LineMismatch {
  readonly tooLong: boolean;
  readonly at: number;
  readonly expectation: string;
  /** More than one thing is expected at `at` (the did-you-mean is then spelt out in the message too). */
  readonly manyExpected: boolean;
  readonly suggestion: { word: string; unique: boolean } | undefined;
}

/**
 * The explanation of a line no phrase reads, kept per table and line as matchingPhrase keeps its answer: a
 * damaged pool repeats the same wrong lines hundreds of times, and explaining walks every phrase of the table.
 * It reads the parts' kinds and values only (lineKey), the word at `at` included.
 */
function explainLine<T>(phrases: readonly Phrase<T>[], parts: readonly Token[]): LineMismatch {
  return rememberedPerLine(mismatchMemos, phrases, parts, () => explainLineUncached(phrases, parts));
}

const mismatchMemos = new WeakMap<object, Map<string, LineMismatch>>();

function explainLineUncached<T>(phrases: readonly Phrase<T>[], parts: readonly Token[]): LineMismatch {
  if (phrases.some((phrase) => explainMismatch(phrase.compiled, parts).tooLong)) {
    return { tooLong: true, at: 0, expectation: '', manyExpected: false, suggestion: undefined };
  }
  const { at, expected } = furthestMismatch(phrases, parts);
  const expectation =
    expected.length === 0
      ? 'see docs/language.md'
      : expected.length > MAX_EXPECTED
        ? `expected one of ${expected.slice(0, MAX_EXPECTED).join(', ')} (and ${expected.length - MAX_EXPECTED} more)`
        : `expected ${orList(expected)}`;
  const breaking = parts[at];
  const suggestion = breaking?.kind === 'word' ? nearMiss(breaking.value, expected) : undefined;
  return { tooLong: false, at, expectation, manyExpected: expected.length > 1, suggestion };
}

/**
 * A literal word that a misspelt word is close to (zones and filter words stand for their words); of
 * equally close words the one expected first wins, so `tributs` becomes `tributes`, not `tribute`.
 */
export function nearMiss(word: string, expected: readonly string[]): { word: string; unique: boolean } | undefined {
  const candidates: string[] = [];
  for (const each of expected) {
    if (each === 'a zone') candidates.push(...ZONE_WORDS);
    else if (each === 'a filter word') candidates.push(...ATTRIBUTE_WORDS, ...RACE_WORDS, ...FRAME_WORDS, ...FILTER_KEYWORDS);
    else if (/^'[^' ]+'$/.test(each)) candidates.push(each.slice(1, -1));
  }
  return closestInOrder(word, candidates);
}

/** An expected element in words: `'summon'`, `a number`, `a zone`, `FILTER`, `the end of the line`. */
export function describeExpected(expected: Expected): string[] {
  if (expected === 'end') return ['the end of the line'];
  switch (expected.type) {
    case 'literal':
      return expected.words.map((w) => `'${w}'`);
    case 'number':
      return ['a number'];
    case 'string':
      return ['a quoted name or text'];
    case 'word':
      return ['a word'];
    case 'zones':
      return ['a zone'];
    case 'filter':
      return ['a filter word'];
    case 'rest':
      return [expected.capture.toUpperCase()];
    case 'cards':
      return ['a quoted card name'];
    case 'count':
      return ['a count (3 x)'];
    case 'optional':
    case 'repeat':
      return [];
  }
}

function spanOfParts(parts: readonly Token[], statement: Statement): Span {
  return parts.length > 0 ? spanFrom(parts[0], parts[parts.length - 1]) : statement;
}

function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function quoteLine(parts: readonly Token[]): string {
  const text = parts.map((p) => p.text).join(' ');
  return `'${text.length > 60 ? `${text.slice(0, 57)}...` : text}'`;
}
