import { EFFECT_PHRASES } from '../grammar/effectPhrases';
import { EXPECTATION_PHRASES } from '../grammar/expectationPhrases';
import type { Phrase } from '../grammar/phrase';
import { COST_PHRASES, CONDITION_PHRASES } from '../grammar/procedurePhrases';
import { SUMMON_CLAUSE_PHRASES } from '../grammar/summonClausePhrases';
import { displayPattern, explainMismatch, matchPhrase } from '../grammar/phrasePattern';
import type { Token } from '../syntax/token';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import { headWord, locateCursor } from './completionCursor';

/** One phrase the line being typed can still become: as docs/language.md writes it, with its sentence. */
export interface PhraseSignature {
  readonly label: string;
  readonly documentation: string;
}

/** At most this many signatures: the phrases the typed words fit, in grammar order. */
export const MAX_SIGNATURES = 8;

/**
 * Signature help from the phrase grammar: while a clause, procedure line, effect statement or expectation
 * is typed, the phrases whose beginning matches what is typed so far (after the first word).
 */
export function signatureHelpAt(document: AnalyzedDocument, offset: number): PhraseSignature[] {
  const cursor = locateCursor(document, offset);
  if (!cursor.statement) return [];
  const heads = cursor.enclosing.map((s) => headWord(s));
  let typed: readonly Token[] = cursor.before;
  let phrases: readonly Phrase<unknown>[] = [];
  if ((heads[0] === 'monster' || heads[0] === 'spell' || heads[0] === 'trap') && heads[1] === 'summon') {
    phrases = cursor.enclosing.length > 2 ? [...CONDITION_PHRASES, ...COST_PHRASES] : SUMMON_CLAUSE_PHRASES;
  } else if (heads[0] === 'monster' || heads[0] === 'spell' || heads[0] === 'trap') {
    if (heads[1] === 'effect') phrases = [...EFFECT_PHRASES.filter((p) => p.id !== 'effect.cost'), ...COST_PHRASES];
  } else if (heads[0] === 'scenario') {
    const at = typed.map((t) => t.kind === 'word' && t.value === 'expect').lastIndexOf(true);
    if (at >= 0) {
      phrases = EXPECTATION_PHRASES;
      typed = typed.slice(at + 1);
    }
  }
  if (typed.length === 0) return [];
  const fitting = phrases.filter((p) => matchPhrase(p.compiled, typed) !== undefined || explainMismatch(p.compiled, typed).at === typed.length);
  return fitting.slice(0, MAX_SIGNATURES).map((p) => ({ label: p.syntax ?? displayPattern(p.pattern), documentation: p.doc }));
}
