import type { PatternElement } from './phrasePattern';
import type { Phrase } from './phrase';
import type { PhraseContext } from './phraseContexts';

/**
 * The TextMate rules derived from the phrase grammar: for each context, one rule per scope that colours
 * the phrases' leading keywords, then the rules of their `wordScopes`. scripts/generate-language.ts puts
 * them into the base grammar (syntaxes/src/cardscript.base.tmLanguage.json) and writes
 * syntaxes/cardscript.tmLanguage.json; a unit test fails when the checked-in grammar differs.
 */
export interface TextMateRule {
  readonly match: string;
  readonly name?: string;
  readonly captures?: Readonly<Record<string, { readonly name: string }>>;
}

const BEFORE = "(?<![\\w!?'-])";
const AFTER = '(?![\\w!?-])';
/** The start of a statement: a line start, or just after `{` or `;`. */
const STATEMENT_START = '(?:^|(?<=[{;]))\\s*';

/** The repository rules (by name) generated for every context. */
export function phraseGrammarRules(contexts: readonly PhraseContext[]): Record<string, { patterns: TextMateRule[] }> {
  const byRule = new Map<string, { leading: Map<string, Set<string>>; words: Map<string, Set<string>>; anchored: boolean }>();
  for (const context of contexts) {
    let entry = byRule.get(context.grammarRule);
    if (!entry) byRule.set(context.grammarRule, (entry = { leading: new Map(), words: new Map(), anchored: context.anchored }));
    for (const phrase of context.phrases) {
      if (phrase.scope) {
        const run = leadingRun(phrase, context.leadWords);
        if (run) add(entry.leading, phrase.scope, run);
      }
      for (const [words, scope] of Object.entries(phrase.wordScopes ?? {})) add(entry.words, scope, words.split(' ').map(escapeRegex).join('\\s+'));
    }
  }
  const result: Record<string, { patterns: TextMateRule[] }> = {};
  for (const [name, entry] of byRule) {
    const patterns: TextMateRule[] = [];
    for (const [scope, runs] of entry.leading) {
      const alternation = longestFirst(runs).join('|');
      patterns.push(
        entry.anchored
          ? { match: `(?i)${STATEMENT_START}(${alternation})${AFTER}`, captures: { 1: { name: `${scope}.cardscript` } } }
          : { match: `(?i)${BEFORE}(?:${alternation})${AFTER}`, name: `${scope}.cardscript` },
      );
    }
    for (const [scope, words] of entry.words) {
      patterns.push({ match: `(?i)${BEFORE}(?:${longestFirst(words).join('|')})${AFTER}`, name: `${scope}.cardscript` });
    }
    result[name] = { patterns };
  }
  return result;
}

function add(map: Map<string, Set<string>>, scope: string, regex: string): void {
  let set = map.get(scope);
  if (!set) map.set(scope, (set = new Set()));
  set.add(regex);
}

/** A rule that colours these whole words (any case) with `name`, the longest first. */
export function wordsRule(words: readonly string[], name: string): TextMateRule {
  return { match: `(?i)${BEFORE}(?:${longestFirst(words.map(escapeRegex)).join('|')})${AFTER}`, name };
}

function longestFirst(values: Iterable<string>): string[] {
  return [...values].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The regex of a phrase's leading keywords: its literal words (choices and word-only optional groups
 * included) up to the first capture, without the context's lead words and a trailing `from`, cut to
 * `head` elements when the phrase says so.
 */
function leadingRun<T>(phrase: Phrase<T>, leadWords: readonly string[]): string | undefined {
  const run: PatternElement[] = [];
  for (const element of phrase.compiled.elements) {
    if (element.type === 'literal' || (element.type === 'optional' && wordsOnly(element.elements))) run.push(element);
    else break;
  }
  while (run.length > 0 && run[0].type === 'literal' && run[0].words.every((w) => leadWords.includes(w))) run.shift();
  const last = run[run.length - 1];
  if (last?.type === 'literal' && last.words.length === 1 && last.words[0] === 'from') run.pop();
  const kept = phrase.head === undefined ? run : run.slice(0, phrase.head);
  return kept.length > 0 ? sequenceRegex(kept) : undefined;
}

function wordsOnly(elements: readonly PatternElement[]): boolean {
  return elements.every((e) => (e.type === 'literal' && e.capture === undefined) || (e.type === 'optional' && wordsOnly(e.elements)));
}

/** Elements joined by whitespace; an optional group brings its own separator. */
function sequenceRegex(elements: readonly PatternElement[]): string {
  let regex = '';
  let pendingPrefix = '';
  for (const element of elements) {
    if (element.type === 'optional') {
      const inner = sequenceRegex(element.elements);
      if (regex === '') pendingPrefix += `(?:${inner}\\s+)?`;
      else regex += `(?:\\s+${inner})?`;
      continue;
    }
    const words = element.type === 'literal' ? element.words.map(escapeRegex) : [];
    const alternatives = words.length === 1 ? words[0] : `(?:${[...words].sort((a, b) => b.length - a.length).join('|')})`;
    regex = regex === '' ? pendingPrefix + alternatives : `${regex}\\s+${alternatives}`;
    pendingPrefix = '';
  }
  return regex;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
