import type { Phrase } from './phrase';
import type { Token } from '../syntax/token';

/**
 * The phrases of a table that can match a line starting with a given part, in table order. A phrase whose
 * pattern starts with a keyword (matchPhrase rejects it unless the first part is one of its words) is
 * listed under each of its first words; a phrase starting with anything else may match any line and is
 * listed everywhere. So lowering tries the few rows that fit a line's first word instead of every row.
 * Built once per table and first word; the tables stay plain data (core/grammar/*Phrases.ts).
 */
export function phrasesFor<T>(phrases: readonly Phrase<T>[], first: Token | undefined): readonly Phrase<T>[] {
  let index = indexes.get(phrases) as PhraseIndex<T> | undefined;
  // A table is a constant array; the length check only guards against one grown after its first use.
  if (!index || index.size !== phrases.length) {
    index = { size: phrases.length, open: phrases.filter((p) => firstWords(p) === undefined), byWord: new Map() };
    indexes.set(phrases, index);
  }
  // Keywords are words, or numbers written in a phrase (phrasePattern.ts, isKeywordPart).
  if (!first || (first.kind !== 'word' && first.kind !== 'number')) return index.open;
  let list = index.byWord.get(first.value);
  if (!list) {
    const word = first.value;
    list = phrases.filter((p) => {
      const words = firstWords(p);
      return words === undefined || words.includes(word);
    });
    index.byWord.set(word, list);
  }
  return list;
}

interface PhraseIndex<T> {
  readonly size: number;
  /** Phrases that do not start with a keyword: tried on every line. */
  readonly open: readonly Phrase<T>[];
  readonly byWord: Map<string, readonly Phrase<T>[]>;
}

const indexes = new WeakMap<readonly Phrase<unknown>[], PhraseIndex<unknown>>();

/** The words a phrase's first element accepts, or undefined when it does not start with a keyword. */
function firstWords(phrase: Phrase<unknown>): readonly string[] | undefined {
  const element = phrase.compiled.elements[0];
  return element !== undefined && element.type === 'literal' ? element.words : undefined;
}
