import { BOARD_PHRASES } from './boardPhrases';
import { EFFECT_PHRASES } from './effectPhrases';
import { EXPECTATION_PHRASES } from './expectationPhrases';
import type { Phrase } from './phrase';
import { COST_PHRASES, CONDITION_PHRASES } from './procedurePhrases';
import { SCENARIO_PHRASES } from './scenarioPhrases';
import { STEP_PHRASES } from './stepPhrases';
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
  /** Written before every example in the docs (`expect `: expectations are read after that word). */
  readonly examplePrefix?: string;
}

export const PHRASE_CONTEXTS: readonly PhraseContext[] = [
  {
    id: 'summon',
    title: 'summoning clauses (inside `summon { }`)',
    phrases: SUMMON_CLAUSE_PHRASES,
    grammarRule: 'summon-phrases',
    anchored: true,
    leadWords: [],
    docTable: 'summon-clauses',
  },
  {
    id: 'condition',
    title: 'condition lines of a PROCEDURE-BLOCK',
    phrases: CONDITION_PHRASES,
    grammarRule: 'procedure-phrases',
    anchored: false,
    leadWords: ['condition'],
    docTable: 'procedure-lines',
  },
  {
    id: 'cost',
    title: 'cost lines of a PROCEDURE-BLOCK and of effects',
    phrases: COST_PHRASES,
    grammarRule: 'procedure-phrases',
    anchored: false,
    leadWords: ['cost'],
    docTable: 'procedure-lines',
  },
  {
    id: 'effect',
    title: 'effect statements (inside `effect { }`)',
    phrases: EFFECT_PHRASES,
    grammarRule: 'effect-phrases',
    anchored: true,
    leadWords: [],
    docTable: 'effect-statements',
  },
  {
    id: 'expectation',
    title: 'expectations (after `expect`, in scenarios)',
    phrases: EXPECTATION_PHRASES,
    grammarRule: 'expectation-phrases',
    anchored: false,
    leadWords: [],
    docTable: 'expectations',
    examplePrefix: 'expect ',
  },
  {
    id: 'scenario',
    title: 'lines of a scenario',
    phrases: SCENARIO_PHRASES,
    grammarRule: 'scenario-phrases',
    anchored: true,
    leadWords: [],
    docTable: 'scenario-lines',
  },
  {
    id: 'board',
    title: 'board lines (inside `you { }` / `opponent { }`)',
    phrases: BOARD_PHRASES,
    grammarRule: 'board-phrases',
    anchored: false,
    leadWords: [],
    docTable: 'board-lines',
  },
  {
    id: 'step',
    title: 'step actions (after `step` or `step opponent`)',
    phrases: STEP_PHRASES,
    grammarRule: 'step-phrases',
    anchored: false,
    leadWords: [],
    docTable: 'step-actions',
    examplePrefix: 'step ',
  },
];
