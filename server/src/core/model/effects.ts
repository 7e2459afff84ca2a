import type { Span } from '../text/span';
import type { CardFilter, Cost, Zone } from './cards';

/**
 * Typed effects: the engine's closed effect vocabulary (docs/language.md, "Effect statements").
 * A card's `effect { }` block lowers to a list of these, in resolution order; `cost` and `target`
 * lines are applied on activation, everything else when the chain link resolves.
 */

/** Whose zones a line looks at, relative to the player who activated the effect. */
export type Side = 'your' | 'opponent' | 'any';

/** Who performs a summon that a trigger or negation reacts to, relative to the effect's controller. */
export type Actor = 'you' | 'opponent' | 'any';

export type SummonPosition = 'attack' | 'defense';

/** A count filter as effects use it (its `anyCard`: the noun is `card(s)`, `discard 1 card`). */
export type EffectFilter = CardFilter;

/** What kind of activation `negate activation of ...` can negate. */
export type NegatableActivation = 'any' | 'spell' | 'trap' | 'spell-or-trap' | 'monster-effect' | 'summoning-effect';

interface EffectBase {
  readonly span: Span;
}

export type Effect = EffectBase &
  (
    | { readonly kind: 'cost'; readonly cost: Cost }
    | { readonly kind: 'target'; readonly filter: EffectFilter; readonly side: Side; readonly zones: readonly Zone[] }
    | {
        readonly kind: 'specialSummonTarget';
        readonly ignoreConditions: boolean;
        readonly position: SummonPosition | null;
        /** "Special Summon it to your opponent's field": the opponent controls it; you summoned it. */
        readonly toOpponent?: boolean;
      }
    | {
        readonly kind: 'specialSummonFrom';
        readonly filter: EffectFilter;
        readonly side: Side;
        readonly zones: readonly Zone[];
        readonly ignoreConditions: boolean;
        readonly position: SummonPosition | null;
        /** "... to your opponent's field" (Summon Sorceress). */
        readonly toOpponent?: boolean;
      }
    /** Monster Gate: excavate the Deck until a match, summon it, send the rest to the GY. */
    | { readonly kind: 'specialSummonFirstFromDeck'; readonly filter: EffectFilter; readonly ignoreConditions: boolean }
    /** A Fusion Summon (the card's proper method); `materialZones` null means "without materials" (Instant Fusion). */
    | {
        readonly kind: 'fusionSummon';
        readonly filter: EffectFilter | null;
        readonly materialSide: Side;
        readonly materialZones: readonly Zone[] | null;
      }
    /** A Ritual Summon: Tribute from zones, or (Advanced Ritual Art) send matching cards from zones. */
    | {
        readonly kind: 'ritualSummon';
        readonly filter: EffectFilter | null;
        readonly levelRule: 'at-least' | 'exactly' | null;
        readonly using:
          | { readonly kind: 'tributes'; readonly zones: readonly Zone[] }
          | { readonly kind: 'send'; readonly filter: EffectFilter; readonly side: Side; readonly zones: readonly Zone[] };
      }
    | { readonly kind: 'normalSummonLimit'; readonly count: number }
    | { readonly kind: 'extraNormalSummon' }
    | { readonly kind: 'payLpPerTributeInstead'; readonly amount: number }
    /** "Once during this turn, ... you can Tribute 1 monster your opponent controls" (The Monarchs Stormforth). */
    | { readonly kind: 'opponentTributeThisTurn' }
    | { readonly kind: 'negateSummon'; readonly onlyOneMonster: boolean; readonly specialOnly: boolean; readonly byOpponent: boolean }
    | { readonly kind: 'negateActivation'; readonly of: NegatableActivation }
    | {
        readonly kind: 'trigger';
        readonly timing: 'when' | 'if';
        readonly actor: Actor;
        readonly minAtk: number | null;
        /** `trigger when you normal summon FILTER`: only Normal (and Tribute) Summons of a fitting monster. */
        readonly normalOnly?: boolean;
        readonly filter?: EffectFilter;
      }
    /** `special summon this card`: the card Special Summons itself (its own way, rules 6). */
    | { readonly kind: 'specialSummonSelf'; readonly position: SummonPosition | null }
    /** `once per turn` (soft, per copy) / `once per turn by name` (hard): checked on activation. */
    | { readonly kind: 'oncePerTurn'; readonly limit: 'soft' | 'hard' }
    | { readonly kind: 'destroyAllMonsters' }
    | { readonly kind: 'destroyTarget' }
    | { readonly kind: 'destroySummoned' }
    | { readonly kind: 'banishSummoned' }
    | { readonly kind: 'banishTarget' }
    | { readonly kind: 'addToHand'; readonly filter: EffectFilter; readonly side: Side; readonly zones: readonly Zone[] }
    | { readonly kind: 'sendToGraveyard'; readonly filter: EffectFilter; readonly side: Side; readonly zones: readonly Zone[] }
    | { readonly kind: 'returnTarget'; readonly to: 'hand' | 'deck' }
    | { readonly kind: 'draw'; readonly who: 'you' | 'opponent'; readonly count: number }
    | { readonly kind: 'gainLp'; readonly amount: number }
    | { readonly kind: 'payLp'; readonly amount: number }
    /** A monster property: it can substitute for one Fusion Material that is named specifically. */
    | { readonly kind: 'fusionSubstitute' }
  );

export type EffectKind = Effect['kind'];

/** The lowered effect of one card, with its source statements' span. */
export interface CardEffect {
  readonly effects: readonly Effect[];
  /** True when the effect includes a line that special summons (what `negate activation of summoning effect` keys on). */
  readonly summons: boolean;
}

const SUMMONING_KINDS: ReadonlySet<EffectKind> = new Set<EffectKind>([
  'specialSummonTarget',
  'specialSummonFrom',
  'specialSummonFirstFromDeck',
  'fusionSummon',
  'ritualSummon',
  'specialSummonSelf',
]);

export function isSummoningEffect(effect: Effect): boolean {
  return SUMMONING_KINDS.has(effect.kind);
}
