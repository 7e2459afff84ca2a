import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import type { CompletionItem } from './completionItem';
import { continuationAfter } from './completionContinuation';
import { valueItems } from './completionItems';
import type { CardNames } from './completionCardNames';
import type { CursorContext } from './completionCursor';
import { grammarPhrase, leadingWords, phrase, type Phrase, phraseItems, ZONE_WORDS } from './completionPhrases';
import type { Phrase as GrammarPhrase } from '../grammar/phrase';
import { BOARD_PHRASES as BOARD_GRAMMAR } from '../grammar/boardPhrases';
import { EXPECTATION_PHRASES as EXPECTATION_GRAMMAR } from '../grammar/expectationPhrases';
import { SCENARIO_PHRASES as SCENARIO_GRAMMAR } from '../grammar/scenarioPhrases';
import { STEP_PHRASES as STEP_GRAMMAR } from '../grammar/stepPhrases';
import { matchPhrase } from '../grammar/phrasePattern';

/**
 * Completion in scenarios: board lines, steps and expectations, all from the phrase grammar
 * (grammar/scenarioPhrases.ts, boardPhrases.ts, stepPhrases.ts, expectationPhrases.ts): the snippets are
 * the phrases', and past their first words what may follow is what the phrases accept next.
 */

const PHASE_WORDS = ['draw', 'standby', 'main1', 'battle', 'main2', 'end'];
const BOARD_ZONE_WORDS = ['monsters', 'spells', 'hand', 'deck', 'extra', 'graveyard', 'banished'];
/** The zone words offered on a board (the aliases `gy`, `field`, `monster`, `traps` are read, not offered). */
const CANONICAL_ZONES = [...BOARD_ZONE_WORDS, 'pendulum', 'extra-monster'];
const BOARD_ZONE_ALIASES: Readonly<Record<string, true>> = { gy: true, monster: true, field: true, traps: true, 'spells-traps': true };

/**
 * The snippets of a phrase, one per word of its leading choice (`fusion summon`, `ritual summon`; the
 * zones of a board line), aliases left out: the choice becomes the word, the rest is the phrase's snippet.
 */
function perLeadingWord<T>(entry: GrammarPhrase<T>, detail: string, offered?: readonly string[]): Phrase[] {
  const item = grammarPhrase(entry, detail);
  const first = entry.compiled.elements[0];
  if (first?.type !== 'literal' || first.capture === undefined) return [item];
  return (offered ?? first.words)
    .filter((w) => first.words.includes(w))
    .map((word) => {
      const snippet = item.snippet.replace(/^\$\{1\|[^|]*\|\}/, word);
      return { ...item, snippet, keywords: leadingWords(snippet) };
    });
}

/** `step ACTION`: each action phrase as a step snippet, labelled by its words without captures (`step send to extra deck`). */
const STEP_ACTION_PHRASES: readonly Phrase[] = STEP_GRAMMAR.flatMap((entry) =>
  perLeadingWord(entry, 'step').map((item) => {
    const words = [
      ...item.keywords,
      ...entry.compiled.elements.slice(item.keywords.length).flatMap((e) => (e.type === 'literal' && e.capture === undefined ? [e.words[0]] : [])),
    ];
    return { ...item, label: `step ${words.join(' ')}`, snippet: `step ${item.snippet}$0`, keywords: ['step', ...item.keywords] };
  }),
);

/** Scenario lines but steps and expectations (those are offered as the steps' and expectations' own phrases). */
const SCENARIO_LINE_PHRASES: readonly Phrase[] = SCENARIO_GRAMMAR.flatMap((entry): Phrase[] => {
  if (entry.id === 'scenario.step' || entry.id === 'scenario.expect') return [];
  if (entry.id === 'scenario.board') {
    return ['you', 'opponent'].map((who) => phrase(`${who} { }`, `${who} {\n  $0\n}`, who === 'you' ? entry.doc : `${entry.doc} (the opponent's)`, 'board'));
  }
  const item = grammarPhrase(entry, 'scenario');
  return [entry.id === 'scenario.phase' ? { ...item, label: 'phase P' } : item];
});

const SCENARIO_PHRASES: readonly Phrase[] = [...SCENARIO_LINE_PHRASES, ...STEP_ACTION_PHRASES];

/** `step opponent ACTION`: the same actions, performed by the opponent. */
const OPPONENT_STEP_PHRASES: readonly Phrase[] = STEP_ACTION_PHRASES.map((p) => ({
  ...p,
  label: p.label.replace(/^step /, 'step opponent '),
  snippet: p.snippet.replace(/^step /, 'step opponent '),
  keywords: ['step', 'opponent', ...p.keywords.slice(1)],
  documentation: `The opponent acts. ${p.documentation}`,
}));

/** What may follow `expect` (on a step, in a step's block, or as a scenario's final expectation): the grammar's expectations. */
const EXPECTATION_PHRASES: readonly (Phrase & { readonly judgesStep: boolean })[] = EXPECTATION_GRAMMAR.map((entry) => {
  const item = grammarPhrase(entry, 'expectation');
  return { ...item, label: item.label.replace(/^expect /, ''), judgesStep: entry.id === 'expect.legal' || entry.id === 'expect.illegal' };
});

const STEP_BLOCK_PHRASES: readonly Phrase[] = EXPECTATION_PHRASES.map((p) => ({
  ...p,
  label: `expect ${p.label}`,
  snippet: `expect ${p.snippet}`,
  keywords: ['expect', ...p.keywords],
}));

/** Expectations written before the first step are checked at the end: they look at the board, not at a step. */
const FINAL_EXPECTATION_PHRASES: readonly Phrase[] = STEP_BLOCK_PHRASES.filter((_p, i) => !EXPECTATION_PHRASES[i].judgesStep);

/** Board lines: one snippet per zone word (`hand`, `monsters`, ...), and `lp N`. */
const BOARD_PHRASES: readonly Phrase[] = BOARD_GRAMMAR.flatMap((entry) => perLeadingWord(entry, 'board', CANONICAL_ZONES)).map((item) =>
  item.label.startsWith('lp') ? item : { ...item, label: item.keywords[0] },
);

export function scenarioItems(
  cursor: CursorContext,
  heads: readonly (string | undefined)[],
  typed: readonly Token[],
  wordSpan: Span,
  names: CardNames,
  phrases: (list: readonly Phrase[]) => CompletionItem[],
): CompletionItem[] {
  const last = typed[typed.length - 1];
  const lastWord = last?.kind === 'word' ? last.value : undefined;
  const head = typed[0]?.kind === 'word' ? typed[0].value : cursor.current?.value;

  if (cursor.enclosing.length >= 2) {
    if (heads[1] === 'you' || heads[1] === 'opponent') {
      if (typed.length === 0) return phrases(BOARD_PHRASES);
      // What the board line accepts next: a card name after a zone or `,`, modifiers, another zone.
      const next = continuationAfter(BOARD_GRAMMAR, typed);
      const words = next.words.filter((w) => w !== ',' && !(w in BOARD_ZONE_ALIASES));
      return [...valueItems(words, 'keyword', 'continues the board line', wordSpan), ...(next.cardName ? names.items(wordSpan, true) : [])];
    }
    if (heads[1] === 'step') {
      if (typed.length === 0) return phrases(STEP_BLOCK_PHRASES);
      if (lastWord === 'expect') return phraseItems(EXPECTATION_PHRASES, current(cursor), wordSpan);
      if (lastWord === 'in') return valueItems(BOARD_ZONE_WORDS, 'zone', 'zone', wordSpan);
      return [];
    }
    return [];
  }

  if (typed.length === 0) return phrases([...SCENARIO_PHRASES, ...FINAL_EXPECTATION_PHRASES]);
  if (head === 'phase' && typed.length === 1) return valueItems(PHASE_WORDS, 'value', 'phase', wordSpan);
  if (lastWord === 'in') return valueItems(BOARD_ZONE_WORDS, 'zone', 'zone', wordSpan);
  const expectAt = lastIndexOfWord(typed, 'expect');
  if (expectAt >= 0 && lastWord !== 'expect') {
    // Past `expect ...`: what the expectation grammar accepts next (`not`, `in`, `summoned`, `of`, ...).
    const next = continuationAfter(EXPECTATION_GRAMMAR, typed.slice(expectAt + 1));
    return [...valueItems(next.words, 'keyword', 'continues the expectation', wordSpan), ...(next.cardName ? names.items(wordSpan, true) : [])];
  }
  if (head !== 'step' && head !== 'expect') {
    // `turn |`, `normal |`: what the scenario lines accept next.
    const next = continuationAfter(SCENARIO_GRAMMAR, typed);
    return valueItems(next.words, 'keyword', 'continues the scenario line', wordSpan);
  }
  {
    if (lastWord === 'expect') {
      // legal / illegal judge a step; a scenario's final expectations look at the board.
      const forms = head === 'step' ? EXPECTATION_PHRASES : EXPECTATION_PHRASES.filter((p) => !p.judgesStep);
      return [...phraseItems(forms, current(cursor), wordSpan), ...names.items(wordSpan, true)];
    }
    const opponentActs = head === 'step' && typed[1]?.kind === 'word' && typed[1].value === 'opponent';
    // `step op|` finds the opponent's forms too (`step opponent activate`, ...).
    const stepPhrases = phrases(
      opponentActs ? OPPONENT_STEP_PHRASES : [...SCENARIO_PHRASES.filter((p) => p.keywords[0] === head), ...(head === 'step' ? OPPONENT_STEP_PHRASES : [])],
    );
    if (head !== 'step') return stepPhrases;
    const action = typed.slice(typed[1]?.kind === 'word' && (typed[1].value === 'opponent' || typed[1].value === 'you') ? 2 : 1);
    if (action.length === 0 || (cursor.current && stepPhrases.length > 0)) return stepPhrases;
    // Past the action's first words: what the step phrases accept next (a card name, an option), and
    // `expect` once the action is complete.
    const next = continuationAfter(STEP_GRAMMAR, action);
    const complete = STEP_GRAMMAR.some((p) => matchPhrase(p.compiled, action) !== undefined);
    const longer = stepPhrases.filter((item) => item.label.split(' ').length > typed.length);
    return [
      ...(next.cardName ? names.items(wordSpan, true) : []),
      ...longer,
      ...valueItems(next.words, 'keyword', 'continues the step', wordSpan),
      ...(next.zones ? valueItems(ZONE_WORDS, 'zone', 'zone', wordSpan) : []),
      ...(complete ? valueItems(['expect'], 'keyword', 'expectation', wordSpan) : []),
    ];
  }
  return [];
}

function lastIndexOfWord(tokens: readonly Token[], word: string): number {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i].kind === 'word' && tokens[i].value === word) return i;
  return -1;
}

function current(cursor: CursorContext): Token[] {
  return cursor.current ? [cursor.current] : [];
}
