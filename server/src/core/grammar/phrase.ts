import type { LoweringContext } from '../model/lowering';
import { compilePattern, type PhraseMatch, type PhrasePattern } from './phrasePattern';
import { spanFrom } from '../syntax/anchor';
import type { Block, Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import { withFields } from '../model/withFields';

/**
 * One phrase of the language, declared once (docs/architecture.md, "How to add a clause"). Everything
 * about a phrase is derived from this entry: lowering calls `lower`, completion offers a snippet built from
 * `pattern`, hover and the docs/language.md tables show `syntax` and `doc`, the TextMate grammar colours
 * its keywords with `scope`, and a unit test lowers `example` and checks it produces no diagnostic.
 */
export interface PhraseSpec<T> {
  /** Unique and stable: `summon.nomiProcedure`, `effect.specialSummonFrom` (tests and docs refer to it). */
  readonly id: string;
  /** The phrase in the pattern language of grammar/phrasePattern.ts: `requires count:# tributes|tribute [noSet: cannot set]`. */
  readonly pattern: string;
  /** One sentence for users: what the phrase means (docs table, hover, completion). */
  readonly doc: string;
  /** A complete line using the phrase that lowers without any diagnostic (tested). */
  readonly example: string;
  /** How docs/language.md writes the phrase when the pattern reads badly (`target COUNT FILTER in [your / opponent's / any] ZONES`). */
  readonly syntax?: string;
  /** The TextMate scope of the phrase's leading keywords (without `.cardscript`); none: left to the generic rules. */
  readonly scope?: string;
  /** How many leading words `scope` covers (default: all leading keywords, a trailing `from` excluded). */
  readonly head?: number;
  /** Scopes of later words of the phrase, by their text: `{ 'cannot set': 'keyword.other.summon.prohibition' }`. */
  readonly wordScopes?: Readonly<Record<string, string>>;
  /** Whether the statement takes a `{ }` block (a PROCEDURE-BLOCK for summoning clauses). */
  readonly takesBlock?: boolean;
  /** What the phrase means to the rules: the typed value it lowers to (undefined: lowering reported why not). */
  readonly lower: (match: PhraseMatch, input: PhraseInput) => T | undefined;
}

/** What `lower` gets besides the match: where to report, the statement's span and block. */
export interface PhraseInput {
  readonly context: LoweringContext;
  readonly statement: Statement;
  readonly span: Span;
  readonly block: Block | undefined;
}

/** A declared phrase with its pattern compiled once. */
export interface Phrase<T> extends PhraseSpec<T> {
  readonly compiled: PhrasePattern;
}

export function definePhrases<T>(specs: readonly PhraseSpec<T>[]): readonly Phrase<T>[] {
  return specs.map((spec) => withFields(spec, { compiled: compilePattern(spec.pattern) }));
}

/** Captures of a match, typed. */
export const tokensOf = (match: PhraseMatch, name: string): readonly Token[] => match.captures.get(name) ?? [];
export const numberOf = (match: PhraseMatch, name: string): number | null => {
  const token = tokensOf(match, name)[0];
  return token ? Number(token.value) : null;
};
export const stringOf = (match: PhraseMatch, name: string): string => tokensOf(match, name)[0]?.value ?? '';
export const wordOf = (match: PhraseMatch, name: string): string | undefined => tokensOf(match, name)[0]?.value;
export const locatedString = (match: PhraseMatch, name: string) => {
  const token = tokensOf(match, name)[0];
  return { value: token?.value ?? '', span: token ? spanFrom(token) : { start: 0, end: 0 } };
};
