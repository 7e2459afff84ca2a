import { displayPattern, matchPhrase } from './phrasePattern';
import type { Statement } from '../syntax/syntaxTree';
import type { Phrase } from './phrase';

/**
 * The hover text of a line that a phrase of the grammar reads: the phrase as docs/language.md writes it,
 * and its documentation sentence (both from the phrase's entry, so hover and docs cannot disagree).
 */
export function phraseHoverText(phrases: readonly Phrase<unknown>[], statement: Statement): string | undefined {
  const phrase = phrases.find((p) => matchPhrase(p.compiled, statement.parts) !== undefined);
  if (!phrase) return undefined;
  return `\`${phrase.syntax ?? displayPattern(phrase.pattern)}\`\n\n${phrase.doc}`;
}
