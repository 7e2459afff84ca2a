import { EFFECT_PHRASES } from './effectPhrases';
import type { Phrase } from './phrase';
import { COST_PHRASES, CONDITION_PHRASES } from './procedurePhrases';
import { SUMMON_CLAUSE_PHRASES } from './summonClausePhrases';

/**
 * The contexts of the phrase grammar: where a phrase may be written, and how the generated artefacts
 * (the TextMate grammar's rules, the docs/language.md tables) present it.
 */
export interface PhraseContext {
  /** `summon`, `condition`, `cost`, `effect`. */
  readonly id: string;
  /** Where the phrases are written, for docs. */
  readonly title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- phrases of every context lower to different types
  readonly phrases: readonly Phrase<any>[];
  /** The TextMate repository rule the generated keyword rules go into. */
  readonly grammarRule: string;
  /** Keyword rules match only at the start of a statement (line start, after `{` or `;`). */
  readonly anchored: boolean;
  /** Leading words every phrase repeats and the base grammar colours itself (`condition`, `cost`). */
  readonly leadWords: readonly string[];
  /** The docs/language.md table these phrases generate (the marker's name). */
  readonly docTable: string;
}

export const PHRASE_CONTEXTS: readonly PhraseContext[] = [
  {
    id: 'summon', title: 'summoning clauses (inside `summon { }`)', phrases: SUMMON_CLAUSE_PHRASES,
    grammarRule: 'summon-phrases', anchored: true, leadWords: [], docTable: 'summon-clauses',
  },
  {
    id: 'condition', title: 'condition lines of a PROCEDURE-BLOCK', phrases: CONDITION_PHRASES,
    grammarRule: 'procedure-phrases', anchored: false, leadWords: ['condition'], docTable: 'procedure-lines',
  },
  {
    id: 'cost', title: 'cost lines of a PROCEDURE-BLOCK and of effects', phrases: COST_PHRASES,
    grammarRule: 'procedure-phrases', anchored: false, leadWords: ['cost'], docTable: 'procedure-lines',
  },
  {
    id: 'effect', title: 'effect statements (inside `effect { }`)', phrases: EFFECT_PHRASES,
    grammarRule: 'effect-phrases', anchored: true, leadWords: [], docTable: 'effect-statements',
  },
];
