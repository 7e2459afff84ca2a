import type { Phrase } from '../grammar/phrase';
import { explainMismatch, type Expected, matchPhrase } from '../grammar/phrasePattern';
import type { Token } from '../syntax/token';
import { ZONE_CANONICAL_WORDS } from '../model/zoneWords';

/** What may follow the typed parts of a line: keyword runs (`cannot set`), zones, or a quoted card name. */
export interface Continuation {
  readonly words: readonly string[];
  readonly zones: boolean;
  readonly cardName: boolean;
}

const ZONES = ZONE_CANONICAL_WORDS;
/** A keyword run offered after a capture stops after this many words. */
const MAX_RUN = 5;

/**
 * Completion past the first capture: every phrase that accepts all the typed parts says what it accepts
 * next (the matcher's "expected" at the end of the line), so after `requires 2 tributes ` the offer is
 * `cannot set`. Keyword runs are followed while a phrase expects exactly one word next.
 */
export function continuationAfter<T>(phrases: readonly Phrase<T>[], typed: readonly Token[]): Continuation {
  const words: string[] = [];
  let zones = false;
  let cardName = false;
  for (const phrase of phrases) {
    const mismatch = explainMismatch(phrase.compiled, typed);
    if (mismatch.at !== typed.length) continue;
    for (const expected of mismatch.expected) {
      if (expected === 'end') continue;
      if (expected.type === 'zones') zones = true;
      else if (expected.type === 'string' || expected.type === 'cards') cardName = true;
      else if (expected.type === 'literal') {
        for (const word of expected.words) {
          // A chosen word (`when`/`if`, a side) stands alone; a keyword leads its run (`to graveyard`).
          // A captured literal of one word (`properly summoned` read as `properly:properly summoned`) leads its run too.
          const run = expected.capture === undefined || expected.words.length === 1 ? extendRun(phrase, typed, word) : word;
          if (!words.includes(run)) words.push(run);
        }
      }
    }
  }
  return { words, zones, cardName };
}

function extendRun<T>(phrase: Phrase<T>, typed: readonly Token[], first: string): string {
  const run = [first];
  const parts: Token[] = [...typed, fakeWord(first)];
  // A run ends where the phrase could end, or where it expects anything but one keyword.
  while (run.length < MAX_RUN && !matchPhrase(phrase.compiled, parts)) {
    const next = explainMismatch(phrase.compiled, parts);
    const only = next.at === parts.length && next.expected.length === 1 ? next.expected[0] : undefined;
    if (!isSingleWord(only)) break;
    run.push(only.words[0]);
    parts.push(fakeWord(only.words[0]));
  }
  return run.join(' ');
}

function isSingleWord(expected: Expected | undefined): expected is Extract<Expected, { type: 'literal' }> {
  return expected !== undefined && expected !== 'end' && expected.type === 'literal' && expected.capture === undefined;
}

function fakeWord(word: string): Token {
  return { kind: 'word', start: 0, end: 0, text: word, value: word };
}

/** Zones offered where a phrase expects a zone list. */
export const CONTINUATION_ZONES: readonly string[] = ZONES;
