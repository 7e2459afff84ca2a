import type { Block, Statement } from '../syntax/syntaxTree';
import type { Span } from '../text/span';

/** A value together with where it was written. */
export interface Located<T> {
  readonly value: T;
  readonly span: Span;
}

export type Frame = 'normal' | 'effect' | 'ritual' | 'fusion' | 'synchro' | 'xyz' | 'link' | 'token';
export const FRAMES: readonly Frame[] = ['normal', 'effect', 'ritual', 'fusion', 'synchro', 'xyz', 'link', 'token'];
export const EXTRA_DECK_FRAMES: readonly Frame[] = ['fusion', 'synchro', 'xyz', 'link'];

/**
 * `pendulum`: your Pendulum Zones (the leftmost and rightmost Spell & Trap Zones). `face-up-extra`: the
 * face-up cards of your Extra Deck (Pendulum Monsters sent there from the field); `extra` is the whole Extra Deck.
 */
export type Zone = 'hand' | 'deck' | 'extra' | 'face-up-extra' | 'graveyard' | 'banished' | 'field' | 'pendulum';

export type Mechanic = 'fusion' | 'ritual' | 'synchro' | 'xyz' | 'link' | 'pendulum';
/** The mechanics that use materials (`cannot be material for ...`). */
export type MaterialMechanic = 'fusion' | 'synchro' | 'xyz' | 'link';
export const MATERIAL_MECHANICS: readonly MaterialMechanic[] = ['fusion', 'synchro', 'xyz', 'link'];

/** Link Arrows, as printed (docs/language.md, "Modern summoning conditions"). */
export type LinkArrow = 'top-left' | 'top' | 'top-right' | 'left' | 'right' | 'bottom-left' | 'bottom' | 'bottom-right';
export const LINK_ARROWS: readonly LinkArrow[] = ['top-left', 'top', 'top-right', 'left', 'right', 'bottom-left', 'bottom', 'bottom-right'];

export const ATTRIBUTES = ['dark', 'light', 'earth', 'water', 'fire', 'wind', 'divine'] as const;
export const RACES = [
  'aqua',
  'beast',
  'beast-warrior',
  'creator-god',
  'cyberse',
  'dinosaur',
  'divine-beast',
  'dragon',
  'fairy',
  'fiend',
  'fish',
  'insect',
  'machine',
  'plant',
  'psychic',
  'pyro',
  'reptile',
  'rock',
  'sea-serpent',
  'spellcaster',
  'thunder',
  'warrior',
  'winged-beast',
  'wyrm',
  'zombie',
  'illusion',
] as const;

/** How many cards a filter asks for: `1`, `exactly 3`, `1 or more`. */
export interface Count {
  readonly min: number;
  /** null: no upper bound ("1 or more"). */
  readonly max: number | null;
  /** Written with `exactly`: the zone must hold exactly this many matches (Dark Armed Dragon). */
  readonly exact: boolean;
}

/** One alternative of `level 2 or rank 2`: a Level, Rank or Link Rating between `min` and `max` (absent: unbounded). */
export interface RatingRange {
  readonly kind: 'level' | 'rank' | 'link';
  readonly min?: number;
  readonly max?: number;
}

/** `3 Fiend monsters`, `1 "Armed Dragon LV7"`, `1 level 5 or lower fusion monster` (docs/language.md). */
export interface CardFilter {
  readonly span: Span;
  readonly count: Count;
  /** Lower-case attribute words, e.g. `dark`. */
  readonly attributes: readonly string[];
  /** Lower-case race words, e.g. `fiend`. */
  readonly races: readonly string[];
  readonly frames: readonly Frame[];
  /** true: tuner only; false: non-tuner only; undefined: either. */
  readonly tuner?: boolean;
  readonly levelMin?: number;
  readonly levelMax?: number;
  /** `rank N` (Xyz Monsters). */
  readonly rank?: number;
  /** `link N` (Link Rating). */
  readonly linkRating?: number;
  /**
   * `level 2 or rank 2`, `level/rank 2`, `level 4 or lower or rank 4 or lower`: the card has one of these (a
   * Level in the range, or a Rank, or a Link Rating); rules §7, "a slash is always or". When present,
   * `levelMin`, `levelMax`, `rank`, `ranks` and `linkRating` are absent.
   */
  readonly ratingAlternatives?: readonly RatingRange[];
  /** The noun is `card(s)`: Spells and Traps fit too (rules §7: "1 card" is any card); otherwise monsters only. */
  readonly anyCard?: boolean;
  readonly names: readonly Located<string>[];
  /** `archetype "A"`: the card must be in one of the archetypes listed (docs/language.md, archetype membership). */
  readonly archetypes?: readonly Located<string>[];
  /** `pendulum`: Pendulum Monsters only. */
  readonly pendulum?: boolean;
  /** `except "X"` / `other than "X"`: names left out. */
  readonly excludedNames?: readonly Located<string>[];
  /** `non-link`, `non-fire`, `non-dragon`: frames, attributes or races the card must not have. */
  readonly excluded?: readonly string[];
  /** `face-up`: only face-up cards. */
  readonly faceUp?: boolean;
  /** `except archetype "A"`: archetypes left out ("except "Number" monsters"). */
  readonly excludedArchetypes?: readonly Located<string>[];
  /** `rank 5 or 6`: the Ranks allowed (then `rank` is the first of them). */
  readonly ranks?: readonly number[];
  /** `atk N or more` / `atk N or less` (printed "with 2000 or more ATK"). */
  readonly atkMin?: number;
  readonly atkMax?: number;
  /** `def N or more` / `def N or less` (printed "with 2000 or more DEF"); a Link Monster has no DEF and fits neither. */
  readonly defMin?: number;
  readonly defMax?: number;
  /**
   * The noun is `spell(s)`, `trap(s)` or `spell/trap` ("1 Spell/Trap", "a Continuous Trap"): only cards of these
   * types fit (a Pendulum Monster in a Pendulum Zone is a Spell). Absent: monsters, or any card with `anyCard`.
   */
  readonly cardTypes?: readonly SpellTrapType[];
  /** `continuous`, `quick-play`, `normal`, ... before a Spell/Trap noun: the card's kind is one of them. */
  readonly spellTrapKinds?: readonly (SpellKind | TrapKind)[];
  /** `level N apart`: its Level differs by exactly N from a card paid before it in the same procedure. */
  readonly levelApart?: number;
  /** `normal-summonable`, `named-next-level`, `same-level-as-tributed`, `tribute-summoned`, `normal-summoned`,
   * `normal-summoned-or-set`, `in-extra-monster-zone`, `same-level-as-cost`. */
  readonly properties: readonly string[];
  /**
   * `1 tuner or 1 archetype "Speedroid" monster`: the card fits this filter or one of these (each with the same
   * count). Lists within one field are alternatives already (`light or dark`); `or` between words of two
   * fields is written with the count again, so which words go with which side is never guessed.
   */
  readonly orElse?: readonly CardFilter[];
}

/**
 * What an activation this turn must have been: "after a Thunder monster's effect was activated in the hand this turn"
 * (a monster's effect, from the hand, the monster matching `filter`) or "if a "Rank-Up-Magic" Quick-Play Spell was
 * activated this turn" (a Spell Card of `spellKind` and `archetype`).
 */
export type ActivityFilter =
  | { readonly cardType: 'monster'; readonly fromHand: boolean; readonly filter: CardFilter }
  | { readonly cardType: 'spell'; readonly spellKind?: SpellKind; readonly archetype?: Located<string> };

/** A material line's extra requirement: `including 1 tuner`, `with different names`, `with same rank`. */
export interface MaterialConditions {
  readonly including: readonly CardFilter[];
  readonly different: readonly ('name' | 'attribute' | 'race')[];
  readonly same: readonly ('rank' | 'level' | 'attribute' | 'race')[];
}

/** A Fusion/Synchro/Xyz/Link material: a named card or a filter. */
export type Material = CardFilter;

export type Condition =
  | { readonly kind: 'onlyOpponentControlsMonsters'; readonly span: Span }
  | { readonly kind: 'youControlNoMonsters'; readonly span: Span }
  | { readonly kind: 'opponentControlsMonsters'; readonly span: Span }
  /** "If you control no cards": no monster and no Spell/Trap (the Field and Pendulum Zones among them). */
  | { readonly kind: 'youControlNoCards'; readonly span: Span }
  /** "If your opponent controls more monsters than you do". */
  | { readonly kind: 'opponentControlsMoreMonsters'; readonly span: Span }
  /** "If all monsters you control are Cyberse monsters (min. 1)": at least one, every one face-up and fitting. */
  | { readonly kind: 'allYouControlAre'; readonly filter: CardFilter; readonly span: Span }
  | { readonly kind: 'youControl'; readonly filter: CardFilter; readonly span: Span }
  | { readonly kind: 'graveyardHas'; readonly filter: CardFilter; readonly span: Span }
  /** `condition face-up extra has COUNT FILTER`: "if you have a face-up "Odd-Eyes" Pendulum Monster in your Extra Deck". */
  | { readonly kind: 'faceUpExtraHas'; readonly filter: CardFilter; readonly span: Span }
  /** `condition opponent controls COUNT FILTER`. */
  | { readonly kind: 'opponentControls'; readonly filter: CardFilter; readonly span: Span }
  /** `condition activated ... this turn ...`: an activation this turn, by either player (engine: TurnState.activations). */
  | { readonly kind: 'activatedThisTurn'; readonly activity: ActivityFilter; readonly span: Span }
  | { readonly kind: 'text'; readonly text: string; readonly span: Span };

export type Cost =
  /** `from` lists every zone written (`from hand or field`): a card from any of them pays. */
  | { readonly kind: 'banish'; readonly filter: CardFilter; readonly from: readonly Zone[]; readonly span: Span }
  /** `opponent`: "by Tributing 1 monster your opponent controls" (rules: the opponent's side). */
  | { readonly kind: 'tribute'; readonly filter: CardFilter; readonly side?: 'your' | 'opponent'; readonly span: Span }
  /** Contact Fusion: the Fusion Materials written above, from `from` (default the field). */
  | {
      readonly kind: 'materials';
      readonly action: 'send' | 'banish' | 'shuffle';
      readonly from: readonly Zone[];
      readonly span: Span;
      /** `from either field`: the materials may also be monsters the opponent controls (Chimeratech Megafleet Dragon). */
      readonly eitherField?: boolean;
    }
  | { readonly kind: 'send'; readonly filter: CardFilter; readonly from: readonly Zone[]; readonly span: Span }
  | { readonly kind: 'discard'; readonly filter: CardFilter; readonly span: Span }
  /** "by returning 1 face-up "Dark World" monster you control to the hand". */
  | { readonly kind: 'returnToHand'; readonly filter: CardFilter; readonly span: Span }
  | { readonly kind: 'payLp'; readonly amount: number | 'half'; readonly span: Span }
  | { readonly kind: 'text'; readonly text: string; readonly span: Span };

/** "Once per turn" (soft: per copy) or "You can only ... once per turn this way" (hard: per name). */
export type OncePerTurn = 'none' | 'soft' | 'hard';

export interface ProcedureBody {
  readonly conditions: readonly Condition[];
  readonly costs: readonly Cost[];
  /** Absent means `none`. */
  readonly oncePerTurn?: OncePerTurn;
}

export type SpecialRestriction = 'none' | 'semi-nomi' | 'nomi';

interface ClauseBase {
  /** The whole clause line. */
  readonly span: Span;
  /** The clause's leading keywords (hover and rename anchor here). */
  readonly keywordSpan: Span;
}

/** One summoning clause: one printed summoning condition (docs/language.md, "Summoning clauses"). */
export type SummonClause = ClauseBase &
  (
    | { readonly kind: 'cannotNormalSummonOrSet' }
    | { readonly kind: 'cannotNormalSummon' }
    /** "Cannot be Flip Summoned.": it can still be Set, and flipped face-up by other means. */
    | { readonly kind: 'cannotFlipSummon' }
    | { readonly kind: 'normalSummonOnlyBy'; readonly coversSet: boolean; readonly procedure: ProcedureBody }
    | { readonly kind: 'tributes'; readonly count: number | null }
    | { readonly kind: 'requiresTributes'; readonly count: number; readonly canSet: boolean }
    | {
        readonly kind: 'optionalTributes';
        readonly count: number;
        readonly coversSet: boolean;
        readonly tag: string | null;
        /** "by Tributing 1 Normal Monster": what the Tributes must be; absent: any monster. */
        readonly filter?: CardFilter;
      }
    | {
        readonly kind: 'withoutTributes';
        readonly coversSet: boolean;
        readonly atk: number | null;
        readonly def: number | null;
        /** "If your opponent controls a monster and you control no monsters": checked when the summon is made. */
        readonly conditions?: readonly Condition[];
      }
    /** "Cannot be Normal Summoned if/while/unless ...": the Set stays allowed. */
    | { readonly kind: 'cannotNormalSummonIf'; readonly mode: 'if' | 'unless'; readonly condition: Condition }
    /** "Cannot be Special Summoned unless you control "Toon World"": a Summoning condition on every Special Summon. */
    | { readonly kind: 'cannotSpecialSummonIf'; readonly mode: 'if' | 'unless'; readonly condition: Condition }
    /** "This card can be treated as 2 Tributes for the Tribute Summon of a FILTER monster." */
    | { readonly kind: 'doubleTribute'; readonly filter: CardFilter }
    /** "If you Tribute Summon this card, the Tributes must be DARK", "Requires 3 "Qli" Tributes": what its ordinary Tributes must be. */
    | { readonly kind: 'tributeFilter'; readonly filter: CardFilter }
    /** The card's own effect Special Summons it (rules §6: Blue Mountain Butterspy). */
    | { readonly kind: 'ownEffect'; readonly zones: readonly Zone[] | null }
    /** "Must be Special Summoned with a card effect." (rules §6: not Nomi). */
    | { readonly kind: 'mustByCardEffect' }
    /** "You can only control 1 "Kaiju" monster." */
    | { readonly kind: 'controlOnlyOne'; readonly filter: CardFilter }
    /** "You can only Special Summon "X" once per turn." */
    | { readonly kind: 'specialSummonOncePerTurn' }
    /**
     * "You can only Special Summon "X" once per turn this way." said once for all of the card's procedures: one
     * count, per name, that every built-in procedure of the card uses (Fallen of Argyros: to either field).
     */
    | { readonly kind: 'proceduresOncePerTurn' }
    /** "Cannot be Synchro Summoned" (and the other mechanics). */
    | { readonly kind: 'cannotMechanic'; readonly mechanic: Mechanic }
    /** "Cannot be used as material for a Fusion, Synchro, Xyz or Link Summon." */
    | { readonly kind: 'cannotBeMaterial'; readonly mechanics: readonly MaterialMechanic[] }
    /** "You can also Xyz Summon this card by using ... you control as material." */
    | {
        readonly kind: 'alternativeXyzMaterials';
        readonly materials: readonly Material[];
        readonly conditions?: MaterialConditions;
        /** "Once per turn, you can also Xyz Summon ..." (`hard`: counted per name). */
        readonly oncePerTurn?: 'soft' | 'hard';
        /** `if activated this turn ...`: "if a "Rank-Up-Magic" Quick-Play Spell was activated this turn". */
        readonly activatedThisTurn?: Condition & { readonly kind: 'activatedThisTurn' };
      }
    | { readonly kind: 'cannotSpecialSummon' }
    | {
        readonly kind: 'cannotSpecialSummonFrom';
        readonly zones: readonly Zone[];
        /** "..., except if it was sent there from the field": a card that left the field for those zones is not bound. */
        readonly exceptSentFromField?: true;
      }
    | {
        readonly kind: 'procedure';
        readonly restriction: SpecialRestriction;
        /** null: the default location (hand for Main Deck monsters, Extra Deck for Extra Deck monsters). */
        readonly zones: readonly Zone[] | null;
        readonly procedure: ProcedureBody;
        /** "to your opponent's field" (Lava Golem, the Kaiju). */
        readonly toOpponent?: boolean;
        /** "in Attack Position" / "in Defense Position": the position it is summoned in. */
        readonly position?: 'attack' | 'defense';
      }
    | {
        readonly kind: 'byEffectOf';
        readonly restriction: 'semi-nomi' | 'nomi';
        /** The named card, or with `archetype` the archetype whose cards' effects summon it. */
        readonly card: Located<string>;
        /** `by effect of archetype "Drytron"`: "with the effect of a "Drytron" card". */
        readonly archetype?: true;
        /** With `archetype`: the card types that may summon it ("a "Bonding" Spell/Trap"); absent: any card. */
        readonly cardTypes?: readonly ('monster' | 'spell' | 'trap')[];
      }
    | { readonly kind: 'mustMechanic'; readonly mechanic: Mechanic }
    | { readonly kind: 'fusionMaterials'; readonly materials: readonly Material[]; readonly conditions?: MaterialConditions }
    | { readonly kind: 'fusionOnlyWithMaterials' }
    /** "A Synchro (Xyz, Link) Summon of this card can only be done with the above materials." */
    | { readonly kind: 'onlyWithMaterials'; readonly mechanic: 'synchro' | 'xyz' | 'link' }
    | {
        readonly kind: 'ritualSpell';
        readonly card: Located<string>;
        readonly levelRule: 'at-least' | 'exactly';
        /** `ritual spell archetype "Nekroz"`: any Ritual Spell of that archetype ("any "Nekroz" Ritual Spell"). */
        readonly archetype?: boolean;
      }
    | { readonly kind: 'synchroMaterials'; readonly materials: readonly Material[]; readonly conditions?: MaterialConditions }
    | { readonly kind: 'xyzMaterials'; readonly materials: readonly Material[]; readonly conditions?: MaterialConditions }
    | { readonly kind: 'linkMaterials'; readonly materials: readonly Material[]; readonly conditions?: MaterialConditions }
    | { readonly kind: 'summonRequires'; readonly text: string }
    | { readonly kind: 'summonCannotBeNegated' }
    /** "Cannot be Link Summoned, except during Main Phase 2". */
    | { readonly kind: 'mechanicOnlyInPhase'; readonly mechanic: Mechanic; readonly phase: 'main1' | 'main2' }
    /** "You cannot Normal Summon/Set the turn you Special Summon this card" (Lava Golem). */
    | { readonly kind: 'noNormalSummonTurnSpecialSummoned' }
    /**
     * "You can Tribute face-up Continuous Spells/Traps you control for the Tribute Summon of this card"; with a
     * filter, `can tribute FILTER you control for tribute summon` ("To Tribute Summon this card face-up, you can
     * Tribute a Continuous Spell/Trap you control, instead of a monster"): up to the filter's count of those.
     */
    | { readonly kind: 'spellTrapTributes'; readonly filter?: CardFilter }
    /**
     * `can tribute COUNT FILTER opponent controls for tribute summon [once this turn]`: its Tribute Summon may
     * Tribute up to COUNT monsters the opponent controls that fit FILTER, even though you do not control them.
     */
    | { readonly kind: 'opponentTributes'; readonly filter: CardFilter; readonly oncePerTurn: boolean }
    /** "you can also use face-down FILTER monsters you control as material" (Ghostrick Festival). */
    | { readonly kind: 'faceDownMaterials'; readonly filter: CardFilter }
    /**
     * "You can also use 1 monster your opponent controls as material to Link Summon this card" (Underworld Goddess
     * of the Closed World): up to the filter's count of face-up monsters the opponent controls, the rest yours.
     */
    | { readonly kind: 'opponentMaterials'; readonly filter: CardFilter; readonly mechanic: 'synchro' | 'xyz' | 'link' }
    /**
     * "This card can be treated as a Level 3 or 5 monster when used for the Xyz Summon of a WATER monster" (Cutter
     * Shark): as Xyz Material it may have one of these Levels instead of its own, for the Xyz Monsters the filter
     * allows (null: every Xyz Monster).
     */
    | { readonly kind: 'xyzLevelGrant'; readonly levels: readonly number[]; readonly filter: CardFilter | null }
    /**
     * "If this card you control is used as Synchro Material for a "T.G." monster, you can treat it as a non-Tuner"
     * (T.G. Tank Grub): as Synchro Material this Tuner may stand as a non-Tuner, for the Synchro Monsters the filter
     * allows (null: every Synchro Monster).
     */
    | { readonly kind: 'nonTunerGrant'; readonly filter: CardFilter | null }
    /**
     * "For this card's Xyz Summon, you can treat Link-2 monsters you control as Level 2" (Gigantic Splight): on the
     * Xyz Monster, its own Xyz Summon may take monsters that fit the filter as that Level (Link and Xyz Monsters too).
     */
    | { readonly kind: 'xyzMaterialLevel'; readonly filter: CardFilter; readonly level: number }
  );

export type SummonClauseKind = SummonClause['kind'];

interface DeclarationBase {
  readonly uri: string;
  /** The whole declaration, keyword to closing brace. */
  readonly span: Span;
  /** The `monster` / `spell` / `trap` / `scenario` keyword. */
  readonly keywordSpan: Span;
  /** The card's name; its span covers the string including quotes. */
  readonly name: Located<string>;
  /** The name's span without the quotes: what rename replaces. */
  readonly nameInnerSpan: Span;
  readonly id?: Located<number>;
  /** Printed text; several `text` lines are joined with a space. */
  readonly text?: Located<string>;
  /** `archetype "A"`: declared archetypes (membership also follows the name: core/model/archetypes.ts). */
  readonly archetypes?: readonly Located<string>[];
  /** `not archetype "A"`: archetypes the name contains but the card is not in. */
  readonly notArchetypes?: readonly Located<string>[];
  /** Every statement of the declaration's block, for features that walk fields (outline, folding). */
  readonly body?: Block;
  /** Raw `effect { }` statements; lowered by core/model/effects (the engine's vocabulary). */
  readonly effectStatements: readonly Statement[];
  readonly effectBlock?: Block;
  /** `art "path"`: the card's picture, a path relative to its file (drawn by core/render). */
  readonly art?: Located<string>;
  /** `number "SOTC-EN001"`: the set number printed under the art. */
  readonly setNumber?: Located<string>;
  /**
   * `artworks 46986415, 46986416`: the passcodes of the card's alternate artworks, each the same card under
   * another passcode (EDOPro: a row whose `alias` is the card's own passcode). The span covers the list.
   */
  readonly artworks?: Located<readonly Located<number>[]>;
  /**
   * `script "effects/x.lua"`: the card's own EDOPro Lua for its effects, a path relative to its file (inside
   * its folder). The EDOPro export merges it into the card's script beside the generated summoning.
   */
  readonly ownLua?: Located<string>;
  /**
   * `alias 46986414`: EDOPro's alias, the passcode of the card this one is a version of (an older printing,
   * an artwork with data of its own) or is always treated as. A card whose alias names the passcode of a
   * card of the same name is that card's version, not a second definition of the name; references by
   * name mean the card without an alias.
   */
  readonly alias?: Located<number>;
  /** `category 0x10000`: EDOPro's effect categories (the `category` column its deck editor searches by). */
  readonly category?: Located<number>;
  /**
   * `strings "Special Summon", "Draw"`: the card's hint strings (EDOPro's str1 to str16, what a script's
   * `aux.Stringid(id, n)` shows), in order; an empty string keeps a place.
   */
  readonly hintStrings?: Located<readonly string[]>;
  /**
   * `archetype "Kuriboh" code 0xa4` / `archetype code 0x10a2`: EDOPro's own code for an archetype (a name
   * without one gets a code derived from it), in the order the card lists them.
   */
  readonly archetypeCodes?: readonly ArchetypeCode[];
}

/** An archetype's EDOPro code as a card lists it, with its name when the line gives one. */
export interface ArchetypeCode {
  readonly name?: string;
  readonly code: Located<number>;
}

/** Words of a monster's type line beside its frame (`frame effect flip`): EDOPro's type bits of the same name. */
export type MonsterAbility = 'spirit' | 'union' | 'gemini' | 'flip' | 'toon' | 'special-summon';
/** `special-summon`: EDOPro's Special Summon Monster type, the deck editor's mark of a Main Deck monster that is Special Summoned only. */
export const MONSTER_ABILITIES: readonly MonsterAbility[] = ['spirit', 'union', 'gemini', 'flip', 'toon', 'special-summon'];

export interface MonsterDeclaration extends DeclarationBase {
  readonly kind: 'monster';
  readonly frame?: Located<Frame>;
  readonly tuner: boolean;
  readonly attribute?: Located<string>;
  readonly race?: Located<string>;
  readonly level?: Located<number>;
  readonly rank?: Located<number>;
  readonly linkRating?: Located<number>;
  readonly atk?: Located<number | '?'>;
  readonly def?: Located<number | '?'>;
  readonly nextLevel?: Located<string>;
  /** `pendulum`: a Pendulum Monster. */
  readonly pendulum?: boolean;
  /** `scale N`: its Pendulum Scale. */
  readonly scale?: Located<number>;
  /** `arrows ...`: its Link Arrows. */
  readonly arrows?: Located<readonly LinkArrow[]>;
  readonly summon: readonly SummonClause[];
  readonly summonBlock?: Block;
  /** `pendulum-text "..."`: a Pendulum Monster's Pendulum Effect (several lines joined with a space). */
  readonly pendulumText?: Located<string>;
  /** `frame flip` / `frame effect gemini`: the abilities its type line prints. */
  readonly abilities?: readonly MonsterAbility[];
  /** `frame fusion effect`: a Ritual or Extra Deck monster printed as an Effect Monster, whether or not its effect block says more. */
  readonly effectMonster?: boolean;
}

export type SpellKind = 'normal' | 'quick-play' | 'continuous' | 'field' | 'equip' | 'ritual';
export type TrapKind = 'normal' | 'continuous' | 'counter';
export const SPELL_KINDS: readonly SpellKind[] = ['normal', 'quick-play', 'continuous', 'field', 'equip', 'ritual'];
export const TRAP_KINDS: readonly TrapKind[] = ['normal', 'continuous', 'counter'];
/** The card types a filter's Spell/Trap noun names. */
export type SpellTrapType = 'spell' | 'trap';

export interface SpellDeclaration extends DeclarationBase {
  readonly kind: 'spell';
  readonly spellKind?: Located<SpellKind>;
}

export interface TrapDeclaration extends DeclarationBase {
  readonly kind: 'trap';
  readonly trapKind?: Located<TrapKind>;
  /** A Trap Monster's stats (what it has as a monster once its effect Special Summons it). */
  readonly attribute?: Located<string>;
  readonly race?: Located<string>;
  readonly level?: Located<number>;
  readonly atk?: Located<number | '?'>;
  readonly def?: Located<number | '?'>;
}

export type CardDeclaration = MonsterDeclaration | SpellDeclaration | TrapDeclaration;

/** A scenario's name and raw body; core/model/scenario lowers the body. */
export interface ScenarioDeclaration {
  readonly kind: 'scenario';
  readonly uri: string;
  readonly span: Span;
  readonly keywordSpan: Span;
  readonly name: Located<string>;
  readonly nameInnerSpan: Span;
  readonly body?: Block;
}

export interface SetHeader {
  readonly span: Span;
  readonly name: Located<string>;
  readonly code?: Located<string>;
}

/** Everything one `.card` file declares, in source order. */
export interface CardFile {
  readonly uri: string;
  readonly setHeader?: SetHeader;
  readonly cards: readonly CardDeclaration[];
  readonly scenarios: readonly ScenarioDeclaration[];
}

export function isExtraDeckFrame(frame: Frame | undefined): boolean {
  return frame !== undefined && EXTRA_DECK_FRAMES.includes(frame);
}
