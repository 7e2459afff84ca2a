import type { Phase, PlayerRef } from '../model/scenario';
import { definePhrases, numberOf, tokensOf, wordOf } from './phrase';
import { PHASE_CHOICE, PHASE_WORDS } from './stepPhrases';

/**
 * The lines of a scenario's body. Steps and expectations are read further by their own phrases
 * (stepPhrases.ts, expectationPhrases.ts): here they are only recognised.
 */
export type ScenarioLine =
  | { readonly kind: 'board'; readonly player: PlayerRef }
  | { readonly kind: 'turn'; readonly turn: number }
  | { readonly kind: 'turnPlayer'; readonly player: PlayerRef }
  | { readonly kind: 'phase'; readonly phase: Phase }
  | { readonly kind: 'normalSummonsUsed'; readonly count: number }
  | { readonly kind: 'step' }
  | { readonly kind: 'expect' };

export const SCENARIO_PHRASES = definePhrases<ScenarioLine>([
  {
    id: 'scenario.board',
    pattern: 'player:you|opponent',
    syntax: 'you { BOARD } / opponent { BOARD }',
    takesBlock: true,
    doc: "A player's side of the board: its lines (below) in the block.",
    example: 'you { hand "Dark Necrofear" }',
    lower: (m, { context, statement, block }) => {
      const player = wordOf(m, 'player') === 'opponent' ? 'opponent' : 'you';
      if (block) return { kind: 'board', player };
      context.report(statement, 'CS0605', `Expected '${player} { ... }' with the board lines of that player in the block.`);
      return undefined;
    },
  },
  {
    id: 'scenario.turnPlayer',
    pattern: 'turn player player:you|opponent',
    scope: 'support.type.property-name.scenario',
    head: 2,
    syntax: 'turn player you / opponent',
    doc: 'Who the turn player is (default you).',
    example: 'turn player opponent',
    lower: (m) => ({ kind: 'turnPlayer', player: wordOf(m, 'player') === 'opponent' ? 'opponent' : 'you' }),
  },
  {
    id: 'scenario.turn',
    pattern: 'turn turn:#',
    scope: 'support.type.property-name.scenario',
    syntax: 'turn N',
    doc: 'The turn number (default 1).',
    example: 'turn 2',
    lower: (m, { context }) => {
      const turn = numberOf(m, 'turn') ?? 0;
      if (turn >= 1) return { kind: 'turn', turn };
      context.report(tokensOf(m, 'turn')[0], 'CS0605', "Expected 'turn N' with N of 1 or more.");
      return undefined;
    },
  },
  {
    id: 'scenario.phase',
    pattern: `phase phase:${PHASE_CHOICE}`,
    syntax: 'phase draw / standby / main1 / battle / main2 / end',
    doc: 'The phase the scenario starts in (default main1).',
    example: 'phase battle',
    lower: (m) => ({ kind: 'phase', phase: PHASE_WORDS[wordOf(m, 'phase') ?? 'main1'] }),
  },
  {
    id: 'scenario.normalSummonsUsed',
    pattern: 'normal summons used count:#',
    scope: 'support.type.property-name.scenario',
    syntax: 'normal summons used N',
    doc: 'Normal Summons already used this turn (default 0).',
    example: 'normal summons used 1',
    lower: (m) => ({ kind: 'normalSummonsUsed', count: numberOf(m, 'count') ?? 0 }),
  },
  {
    id: 'scenario.step',
    pattern: 'step [action:rest]',
    syntax: 'step [opponent] ACTION [expect EXPECTATION]...',
    takesBlock: true,
    doc: 'A step: you (or the opponent) act; the expectations after it, on its line, in its `{ }` block or on the lines below, judge it.',
    example: 'step normal summon "Dark Necrofear" expect legal',
    lower: () => ({ kind: 'step' }),
  },
  {
    id: 'scenario.expect',
    pattern: 'expect [expectation:rest]',
    syntax: 'expect EXPECTATION',
    doc: 'An expectation: of the step above, or (before the first step) of the board at the end of the scenario.',
    example: 'expect "Dark Necrofear" in graveyard',
    lower: () => ({ kind: 'expect' }),
  },
]);
