import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import type { CompletionItem } from './completion';
import { continuationAfter } from './completionContinuation';
import { choice, valueItems } from './completionItems';
import type { CardNames } from './completionCardNames';
import type { CursorContext } from './completionCursor';
import { grammarPhrase, phrase, type Phrase, phraseItems, ZONE_WORDS } from './completionPhrases';
import { EXPECTATION_PHRASES as EXPECTATION_GRAMMAR } from '../grammar/expectationPhrases';

/** Completion in scenarios: board lines, steps and expectations. */


const PHASE_WORDS = ['draw', 'standby', 'main1', 'battle', 'main2', 'end'];
const BOARD_ZONE_WORDS = ['monsters', 'spells', 'hand', 'deck', 'extra', 'graveyard', 'banished'];

const SCENARIO_PHRASES: readonly Phrase[] = [
  phrase('you { }', 'you {\n  $0\n}', 'Your side of the board: lp, hand, deck, extra, graveyard, banished, monsters, spells.', 'board'),
  phrase('opponent { }', 'opponent {\n  $0\n}', "Your opponent's side of the board.", 'board'),
  phrase('turn N', 'turn ${1:1}', 'The turn number (default 1).', 'scenario'),
  phrase('phase P', `phase \${1${choice(PHASE_WORDS)}}`, 'The phase the scenario starts in (default main1).', 'scenario'),
  phrase('normal summons used N', 'normal summons used ${1:0}', 'Normal Summons already used this turn.', 'scenario'),
  phrase('step normal summon', 'step normal summon "${1:Card}"$0', 'Normal or Tribute Summon.', 'step'),
  phrase('step normal summon tributing', 'step normal summon "${1:Card}" tributing "${2:Card}"$0', 'A Tribute Summon naming its Tributes.', 'step'),
  phrase('step tribute summon', 'step tribute summon "${1:Card}" tributing "${2:Card}"$0', 'A Tribute Summon, stated as one.', 'step'),
  phrase('step normal summon without tributes', 'step normal summon "${1:Card}" without tributes$0', 'Use a "can summon without tributes" procedure.', 'step'),
  phrase('step set', 'step set "${1:Card}"$0', 'Set a monster (Tribute Set with tributing) or a Spell/Trap.', 'step'),
  phrase('step flip summon', 'step flip summon "${1:Card}"$0', 'Flip Summon a face-down monster.', 'step'),
  phrase('step special summon by procedure', 'step special summon "${1:Card}" by procedure$0', "The card's built-in procedure; add `cost \"A\", ...` to name what is paid.", 'step'),
  phrase('step activate', 'step activate "${1:Card}"$0', 'Activate a Spell/Trap; its effect starts a chain.', 'step'),
  phrase('step respond activate', 'step respond activate "${1:Card}"$0', 'Add a chain link instead of starting a new chain.', 'step'),
  phrase('step resolve chain', 'step resolve chain', 'Resolve the current chain.', 'step'),
  phrase('step fusion summon', 'step fusion summon "${1:Card}" materials "${2:Card}", "${3:Card}"$0', 'Name the mechanic explicitly.', 'step'),
  phrase('step ritual summon', 'step ritual summon "${1:Card}" tributing "${2:Card}"$0', 'Name the mechanic explicitly.', 'step'),
  phrase('step synchro summon', 'step synchro summon "${1:Card}" materials "${2:Card}", "${3:Card}"$0', 'A built-in Synchro Summon.', 'step'),
  phrase('step xyz summon', 'step xyz summon "${1:Card}" materials "${2:Card}", "${3:Card}"$0', 'A built-in Xyz Summon.', 'step'),
  phrase('step link summon', 'step link summon "${1:Card}" materials "${2:Card}", "${3:Card}"$0', 'A built-in Link Summon.', 'step'),
  phrase('step send to graveyard', 'step send "${1:Card}" to graveyard$0', 'Move a card to the GY (not a summon).', 'step'),
  phrase('step return to', 'step return "${1:Card}" to ${2|hand,deck,extra|}$0', 'Return a card.', 'step'),
  phrase('step banish', 'step banish "${1:Card}"$0', 'Banish a card.', 'step'),
  phrase('step move to', `step move "\${1:Card}" to \${2${choice(ZONE_WORDS)}}$0`, 'Move a card to a zone.', 'step'),
  phrase('step negate', 'step negate', 'Negate the pending summon.', 'step'),
  phrase('step change phase to', `step change phase to \${1${choice(PHASE_WORDS)}}`, 'Change the phase.', 'step'),
  phrase('step end turn', 'step end turn', 'End the turn.', 'step'),
];

/** `step opponent ACTION`: the same actions, performed by the opponent. */
const OPPONENT_STEP_PHRASES: readonly Phrase[] = SCENARIO_PHRASES
  .filter((p) => p.keywords[0] === 'step' && p.keywords[1] !== 'opponent')
  .map((p) => ({
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
  ...p, label: `expect ${p.label}`, snippet: `expect ${p.snippet}`, keywords: ['expect', ...p.keywords],
}));

/** Expectations written before the first step are checked at the end: they look at the board, not at a step. */
const FINAL_EXPECTATION_PHRASES: readonly Phrase[] = STEP_BLOCK_PHRASES.filter((_p, i) => !EXPECTATION_PHRASES[i].judgesStep);

const BOARD_PHRASES: readonly Phrase[] = [
  phrase('lp N', 'lp ${1:8000}', 'Life Points (default 8000).', 'board'),
  phrase('hand', 'hand "${1:Card}"', 'Cards in the hand.', 'board'),
  phrase('deck', 'deck "${1:Card}"', 'Cards in the Deck, top first.', 'board'),
  phrase('extra', 'extra "${1:Card}"', 'Cards in the Extra Deck.', 'board'),
  phrase('graveyard', 'graveyard "${1:Card}"', 'Cards in the GY.', 'board'),
  phrase('banished', 'banished "${1:Card}"', 'Banished cards.', 'board'),
  phrase('monsters', 'monsters "${1:Card}" ${2|attack,defense,set|}', 'Monster Zones, in order.', 'board'),
  phrase('spells', 'spells "${1:Card}" ${2|set,face-up|}', 'Spell & Trap Zones.', 'board'),
];

/** Words after which a scenario line names a card. */
const CARD_SLOT_WORDS = new Set([
  'hand', 'deck', 'extra', 'graveyard', 'gy', 'banished', 'monsters', 'spells', 'x', 'summon', 'set', 'activate', 'tributing',
  'target', 'materials', 'cost', 'send', 'return', 'banish', 'move', 'discard', 'destroy', 'using', 'expect',
]);

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
  const cardSlot = last?.kind === ',' || (lastWord !== undefined && CARD_SLOT_WORDS.has(lastWord));

  if (cursor.enclosing.length >= 2) {
    if (heads[1] === 'you' || heads[1] === 'opponent') {
      if (typed.length === 0) return phrases(BOARD_PHRASES);
      return cardSlot ? names.items(wordSpan, true) : [];
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
  if (lastWord === 'to' && typed.some((t) => t.kind === 'word' && t.value === 'phase')) return valueItems(PHASE_WORDS, 'value', 'phase', wordSpan);
  if (lastWord === 'in') return valueItems(BOARD_ZONE_WORDS, 'zone', 'zone', wordSpan);
  if (lastWord === 'to') return valueItems(ZONE_WORDS, 'zone', 'zone', wordSpan);
  const expectAt = lastIndexOfWord(typed, 'expect');
  if (expectAt >= 0 && lastWord !== 'expect') {
    // Past `expect ...`: what the expectation grammar accepts next (`not`, `in`, `summoned`, `of`, ...).
    const next = continuationAfter(EXPECTATION_GRAMMAR, typed.slice(expectAt + 1));
    return [...valueItems(next.words, 'keyword', 'continues the expectation', wordSpan), ...(next.cardName ? names.items(wordSpan, true) : [])];
  }
  if (head === 'step' || head === 'expect') {
    if (lastWord === 'expect') {
      // legal / illegal judge a step; a scenario's final expectations look at the board.
      const forms = head === 'step' ? EXPECTATION_PHRASES : EXPECTATION_PHRASES.filter((p) => !p.judgesStep);
      return [...phraseItems(forms, current(cursor), wordSpan), ...names.items(wordSpan, true)];
    }
    const opponentActs = head === 'step' && typed[1]?.kind === 'word' && typed[1].value === 'opponent';
    // `step op|` finds the opponent's forms too (`step opponent activate`, ...).
    const stepPhrases = phrases(opponentActs ? OPPONENT_STEP_PHRASES : [...SCENARIO_PHRASES.filter((p) => p.keywords[0] === head), ...(head === 'step' ? OPPONENT_STEP_PHRASES : [])]);
    if (cardSlot) return [...names.items(wordSpan, true), ...stepPhrases];
    // After a complete action: an expectation may follow on the same line.
    if (head === 'step' && last?.kind === 'string') return valueItems(['expect'], 'keyword', 'expectation', wordSpan);
    return stepPhrases;
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

