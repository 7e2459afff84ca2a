import type { Span } from '../text/span';
import type { Located } from './cards';

/**
 * A typed scenario (docs/language.md, "Scenarios"): a board, steps with expectations, and final
 * expectations. Every step, card reference and expectation keeps its span so that results and failed
 * expectations land on the right line.
 */

export type PlayerRef = 'you' | 'opponent';

export type Phase = 'draw' | 'standby' | 'main1' | 'battle' | 'main2' | 'end';

/** A card named in a step or an expectation. */
export interface CardRef {
  readonly name: string;
  readonly span: Span;
}

export type BoardZone = 'hand' | 'deck' | 'extra' | 'graveyard' | 'banished' | 'monsters' | 'spells';
/** Board lines of the modern field (docs/language.md): `pendulum "A", "B"` and `extra-monster "X"`. */
export type ModernBoardZone = 'pendulum' | 'extraMonster';

/** One entry of a board list: `"Name"`, `3 x "Name"`, `"Name" defense properly summoned`. */
export interface BoardCard {
  readonly name: Located<string>;
  readonly copies: number;
  /** The whole entry, count and modifiers included. */
  readonly span: Span;
  readonly properlySummoned: boolean;
  /** On the field only: monsters `attack` (default), `defense`, `set`; spells `set` (default) or `face-up`. */
  readonly position: 'attack' | 'defense' | 'set' | 'face-up' | null;
  /** `set this turn` / `summoned this turn`: placed during the current turn. */
  readonly placedThisTurn: boolean;
}

export interface BoardSide {
  readonly lp: number | null;
  readonly zones: Readonly<Record<BoardZone, readonly BoardCard[]>>;
  /** `pendulum "A", "B"` (left, right) and `extra-monster "X"`; absent when not written. */
  readonly modern?: Readonly<Partial<Record<ModernBoardZone, readonly BoardCard[]>>>;
  /** The `you { }` / `opponent { }` statement, if written. */
  readonly span: Span | null;
}

/** Where a moved card goes (`send "X" to graveyard`, `return "X" to hand`, `banish "X"`, `move "X" to field`). */
export type MoveDestination = 'hand' | 'deck' | 'extra' | 'graveyard' | 'banished' | 'field';

/** How a Normal Summon or Set chooses among the card's ways (rule 1). */
export type NormalSummonOption = 'auto' | 'withoutTributes' | 'tributeOption' | 'procedure';

export type ScenarioAction =
  | {
      readonly kind: 'normalSummon' | 'set';
      readonly card: CardRef;
      readonly tributes: readonly CardRef[];
      readonly payingLp: boolean;
      readonly option: NormalSummonOption;
      readonly optionTag: string | null;
      /** Cards paid for a `normal summon only by` procedure. */
      readonly costs: readonly CardRef[];
    }
  | { readonly kind: 'flipSummon'; readonly card: CardRef }
  | {
      readonly kind: 'specialSummonByProcedure';
      readonly card: CardRef;
      readonly costs: readonly CardRef[];
      readonly tributes: readonly CardRef[];
      /** `to zone N` (0-based slot) or `to extra monster zone` ('emz'); absent: the engine picks. */
      readonly zone?: number | 'emz';
    }
  | {
      readonly kind: 'activate';
      readonly card: CardRef;
      /** `respond activate`: add a chain link instead of starting a chain. */
      readonly respond: boolean;
      readonly targets: readonly CardRef[];
      readonly materials: readonly CardRef[];
      readonly summon: CardRef | null;
      readonly tributes: readonly CardRef[];
      readonly costs: readonly CardRef[];
      /** `hold`: leave the chain open for responses instead of resolving it at the end of the step. */
      readonly hold: boolean;
    }
  | { readonly kind: 'resolveChain' }
  | {
      /** `fusion summon "X" materials ...` / `ritual summon "X" tributing ...`: activate the card that does it. */
      readonly kind: 'fusionSummon' | 'ritualSummon';
      readonly card: CardRef;
      readonly materials: readonly CardRef[];
      readonly using: CardRef | null;
      readonly hold: boolean;
    }
  | {
      readonly kind: 'extraDeckSummon';
      readonly mechanic: 'synchro' | 'xyz' | 'link';
      readonly card: CardRef;
      readonly materials: readonly CardRef[];
      readonly zone?: number | 'emz';
    }
  /** `pendulum summon "A", "B"` (rulebook): from the hand and the face-up Extra Deck. */
  | { readonly kind: 'pendulumSummon'; readonly cards: readonly CardRef[] }
  /** `activate "X" as pendulum scale`: place a Pendulum Monster from the hand in a free Pendulum Zone. */
  | { readonly kind: 'activateScale'; readonly card: CardRef }
  | { readonly kind: 'move'; readonly card: CardRef; readonly to: MoveDestination; readonly verb: string }
  | { readonly kind: 'negate' }
  | { readonly kind: 'changePhase'; readonly phase: Phase }
  | { readonly kind: 'endTurn' }
  | { readonly kind: 'draw'; readonly count: number };

/** Zones an expectation can name; `monsters` and `field` mean the Monster Zones. */
export type ExpectZone = 'hand' | 'deck' | 'extra' | 'graveyard' | 'banished' | 'monsters' | 'spells' | 'pendulum' | 'extraMonster';

/** How a monster came to the field, as `expect "X" ... summoned` names it. */
export type SummonMethodWord =
  'normal' | 'tribute' | 'flip' | 'special' | 'procedure' | 'effect' | 'fusion' | 'ritual' | 'synchro' | 'xyz' | 'link' | 'pendulum';

export type Expectation = { readonly span: Span } & (
  | { readonly kind: 'legal' }
  /** `code` is a rule code (`not-properly-summoned`) or a family of them (`special-summon`). */
  | { readonly kind: 'illegal'; readonly code: Located<string> | null }
  | { readonly kind: 'stat'; readonly card: CardRef; readonly stat: 'atk' | 'def'; readonly value: number }
  | { readonly kind: 'summonedBy'; readonly card: CardRef; readonly method: SummonMethodWord; readonly negated: boolean }
  | { readonly kind: 'normalSummons'; readonly which: 'used' | 'left'; readonly count: number; readonly player: PlayerRef }
  | {
      readonly kind: 'inZone';
      readonly card: CardRef;
      readonly zone: ExpectZone;
      readonly player: PlayerRef;
      readonly negated: boolean;
      /** `expect "X" in extra face-up`. */
      readonly faceUp?: boolean;
    }
  | { readonly kind: 'properlySummoned'; readonly card: CardRef; readonly value: boolean }
  | { readonly kind: 'lp'; readonly amount: number; readonly player: PlayerRef }
);

export interface ScenarioStep {
  /** The whole step statement, block included. */
  readonly span: Span;
  /** The action's words (without `step` and the expectations). */
  readonly actionSpan: Span;
  /** The action as written, normalised to single spaces: `activate "Monster Reborn" target "X"`. */
  readonly actionText: string;
  readonly actor: PlayerRef;
  readonly action: ScenarioAction;
  readonly expectations: readonly Expectation[];
}

export interface Scenario {
  readonly uri: string;
  readonly name: Located<string>;
  readonly span: Span;
  readonly you: BoardSide;
  readonly opponent: BoardSide;
  readonly turn: number;
  readonly phase: Phase;
  readonly turnPlayer: PlayerRef;
  readonly normalSummonsUsed: number;
  readonly steps: readonly ScenarioStep[];
  /** `expect` lines directly in the scenario: checked after the last step. */
  readonly finalExpectations: readonly Expectation[];
}

export function emptyBoardSide(): BoardSide {
  return { lp: null, zones: { hand: [], deck: [], extra: [], graveyard: [], banished: [], monsters: [], spells: [] }, span: null };
}
