import {
  type CardFilter,
  type Condition,
  type Frame,
  isExtraDeckFrame,
  type LinkArrow,
  type Located,
  type MaterialMechanic,
  type Mechanic,
  type MonsterDeclaration,
  type OncePerTurn,
  type SummonClause,
  type SummonClauseKind,
  type Zone,
} from '../model/cards';
import { EMPTY_LIST } from '../model/emptyList';

/**
 * The summoning profile of a monster: everything the rules (shared/design/summoning-rules.md) say about how
 * it can be Normal Summoned, Set, Special Summoned and revived, derived from its frame, level and clauses.
 * Checks, hovers, the CLI's JSON and the engine read this one derivation, so they cannot disagree.
 */

export type SummonCategory = 'normal-summonable' | 'nomi' | 'semi-nomi' | 'special-summon-only' | 'unsummonable' | 'extra-deck';
export type Restriction = 'none' | 'semi-nomi' | 'nomi';

/** An optional Normal Summon procedure printed on the card (rules §1: Gilford, Barbaros). */
export interface NormalSummonAlternative {
  /** `without-tributes`: "You can Normal Summon this card without Tributing"; `tributes`: "You can Tribute N monsters to Tribute Summon". */
  readonly kind: 'without-tributes' | 'tributes';
  readonly tributes: number;
  /** Whether the procedure also allows the Set ("Normal Summon/Set", "Tribute Summon or Set"). */
  readonly set: boolean;
  readonly atk: number | null;
  readonly def: number | null;
  readonly tag: string | null;
  /** What the Tributes must be ("by Tributing 1 Normal Monster"); undefined: any monster. */
  readonly tributeFilter?: CardFilter;
  /** Conditions checked when it is used ("If your opponent controls a monster and you control no monsters"). */
  readonly conditions: readonly Condition[];
  readonly clause: SummonClause;
}

export interface NormalSummonProfile {
  /** Can it be Normal Summoned at all (the ordinary route, a mandatory count or a printed procedure)? */
  readonly allowed: boolean;
  /** Can it be Set at all (the ordinary Tribute Set or a procedure that covers the Set)? */
  readonly set: boolean;
  /**
   * Tributes of its Tribute Summon when no optional procedure is used: the level's count (rules §1, §4),
   * or the mandatory count that replaces it ("requires 3 tributes"). null where it cannot be Normal Summoned
   * that way (including "normal summon only by", whose cost is not a Tribute Summon).
   */
  readonly tributes: number | null;
  /** Tributes of the ordinary Tribute Set; null where the ordinary Set is not allowed. */
  readonly setTributes: number | null;
  /** What the level alone implies (`level < 5 → 0; < 7 → 1; else 2`); null without a level. */
  readonly levelTributes: number | null;
  /** The count comes from a mandatory "requires N tributes" clause. */
  readonly mandatory: boolean;
  readonly alternatives: readonly NormalSummonAlternative[];
  /** "Must be Normal Summoned/Set by X": the only way. */
  readonly onlyBy?: SummonClause & { readonly kind: 'normalSummonOnlyBy' };
  /**
   * "Must be Normal Summoned ... if/when ..." (Guardians): the Summon needs it, the Set does not. Only for a card
   * that can be Normal Summoned or Set; otherwise the texts bind its Special Summon method (SpecialSummonMethod.conditions).
   */
  readonly conditions: readonly string[];
  /** "Cannot be Normal Summoned if/while/unless ...": checked when the Summon is attempted; the Set stays allowed. */
  readonly cannotSummonIf: readonly (SummonClause & { readonly kind: 'cannotNormalSummonIf' })[];
  /** "Can be treated as 2 Tributes for the Tribute Summon of ...": this card as a Tribute. */
  readonly doubleTributeFor?: CardFilter;
  /**
   * "To Tribute Summon this card face-up, you can Tribute a Continuous Spell/Trap you control": the Spells/Traps
   * you control that may be its Tributes (null: the face-up Continuous ones, any number); absent without the clause.
   */
  readonly spellTrapTributes?: { readonly filter: CardFilter | null };
  /** `can tribute 1 monster opponent controls for tribute summon`: the monsters of theirs its Tribute Summon may Tribute. */
  readonly opponentTributes?: readonly { readonly filter: CardFilter; readonly oncePerTurn: boolean }[];
  /** "The Tributes must be DARK": what the Tributes of its ordinary Tribute Summon/Set (and a mandatory count) must be. */
  readonly tributeFilter?: CardFilter;
  /** Why it is never Normal Summoned or Set, when that follows from the frame or a Special Summon method. */
  readonly never?: 'extra-deck' | 'ritual' | 'token' | 'special-summon-monster';
  /** The clauses that forbid the Summon or the Set. */
  readonly blockedBy: readonly SummonClause[];
  /** "Cannot be Flip Summoned": once Set it is flipped face-up only by other means. */
  readonly cannotFlipSummon: boolean;
}

/** One way the card's own text lets it be Special Summoned (its method). */
export interface SpecialSummonMethod {
  readonly kind: 'procedure' | 'effect' | 'mechanic';
  readonly restriction: Restriction;
  /** Where the method summons from; for effects of a named card, null (the effect decides). */
  readonly zones: readonly Zone[] | null;
  readonly mechanic?: Mechanic;
  /** The named card for "by effect of", the Ritual Spell for a Ritual Summon. */
  readonly card?: string;
  /** "by effect of archetype": the archetype whose cards' effects summon it, and which of its card types may (absent: any). */
  readonly archetype?: { readonly name: string; readonly cardTypes?: readonly ('monster' | 'spell' | 'trap')[] };
  /** The clause, or undefined for the method implied by the frame (a Fusion Monster's Fusion Summon). */
  readonly clause?: SummonClause;
  /** In words: "a built-in Special Summon from the hand", "a Fusion Summon". */
  readonly description: string;
  /** Procedures: "once per turn" (soft, per copy) or "once per turn this way" (hard, per name). */
  readonly oncePerTurn?: OncePerTurn;
  /** Procedures: summons to the opponent's field. */
  readonly toOpponent?: boolean;
  /** Procedures whose cost is the Fusion Materials (Contact Fusion: not a Fusion Summon). */
  readonly contactFusion?: boolean;
  /** "summon requires" texts this method needs: the card is never Normal Summoned, so they bind its own method. */
  readonly conditions?: readonly string[];
}

export interface SpecialSummonProfile {
  /** false only with "cannot special summon" (rules §3: blanket, every location, every means). */
  readonly allowed: boolean;
  /** nomi: only its method, ever; semi-nomi: its method first; none: any effect may. */
  readonly restriction: Restriction;
  readonly methods: readonly SpecialSummonMethod[];
  /** The method(s) that make it properly summoned, in words; null where it has none. */
  readonly properMethod: string | null;
  /** "cannot special summon from ZONE" zones. */
  readonly forbiddenZones: readonly Zone[];
  /** "Cannot be Special Summoned from the GY, except if it was sent there from the field": zones it is bound in only when it did not come from the field. */
  readonly forbiddenUnlessSentFromField: readonly Zone[];
  /** "Cannot be Special Summoned unless ...": Summoning conditions on every Special Summon (ignoring the conditions lifts them). */
  readonly conditionalBans: readonly (SummonClause & { readonly kind: 'cannotSpecialSummonIf' })[];
  /** Can other effects (Monster Reborn) Special Summon it from the GY once it was properly summoned? */
  readonly revivableAfterProperSummon: boolean;
  /** Can other effects Special Summon it from the GY without a proper summon first (normal-summonable, Rare Metal Dragon)? */
  readonly revivableWithoutProperSummon: boolean;
  /** Can an effect that ignores the Summoning conditions (Level Modulation) summon it (rules §3, §4)? */
  readonly ignoringConditions: boolean;
  /** Whether its summons can be negated at all ("summon cannot be negated" says no). */
  readonly summonNegatable: boolean;
  /** "Must be Special Summoned with a card effect" (rules §6): only card effects, never built-in summons. */
  readonly onlyByCardEffect: boolean;
  /** "Cannot be Synchro Summoned" and the like: mechanics that never summon it. */
  readonly forbiddenMechanics: readonly Mechanic[];
  /** "You can only Special Summon "X" once per turn" (per name, every way). */
  readonly oncePerTurn: boolean;
  /** "You can only Special Summon "X" once per turn this way" said once for all its procedures: one count (per name) they share. */
  readonly proceduresOncePerTurn: boolean;
  /**
   * Fusion Monsters: may a Fusion Substitute stand in for a named material, and may an Instant Fusion-style
   * effect summon it? false with "A Fusion Summon of this card can only be done with the above Fusion
   * Materials" (rules §3); null for other monsters.
   */
  readonly fusionSubstitutesAllowed: boolean | null;
  /** Can it be Pendulum Summoned (a Pendulum Monster no clause forbids it for)? */
  readonly pendulumSummonable: boolean;
  /** "A Synchro (Xyz, Link) Summon of this card can only be done with the above materials": the mechanics it says it for. */
  readonly onlyWithMaterials: readonly ('synchro' | 'xyz' | 'link')[];
  /** "You can also use 1 monster your opponent controls as material to Link Summon this card": per mechanic, what of theirs may be material. */
  readonly opponentMaterials: readonly { readonly mechanic: 'synchro' | 'xyz' | 'link'; readonly filter: CardFilter }[];
  /** "summon requires" texts every Special Summon needs: a card never Normal Summoned that has no method of its own. */
  readonly conditions: readonly string[];
}

export interface SummoningProfile {
  readonly card: MonsterDeclaration;
  readonly frame: Frame | undefined;
  readonly level: number | undefined;
  readonly deck: 'main' | 'extra';
  readonly category: SummonCategory;
  readonly normalSummon: NormalSummonProfile;
  readonly specialSummon: SpecialSummonProfile;
  /** Declared archetypes (name-contains membership is checked per archetype: core/model/archetypes.ts). */
  readonly archetypes: readonly string[];
  readonly pendulum: { readonly scale: number | null } | null;
  readonly link: { readonly rating: number | null; readonly arrows: readonly LinkArrow[] } | null;
  /** "Cannot be used as material for a ... Summon". */
  readonly cannotBeMaterialFor: readonly MaterialMechanic[];
  /**
   * "This card can be treated as a Level 3 or 5 monster when used for the Xyz Summon of a WATER monster", "you can
   * treat it as a non-Tuner" for a Synchro Summon: what it may stand as when it is material, and for which monsters
   * (a null filter: every Xyz or Synchro Monster).
   */
  readonly materialGrants: readonly MaterialGrant[];
}

/** A grant of the card as material (engine/materialTreatments.ts applies it). */
export type MaterialGrant =
  | { readonly kind: 'xyzLevel'; readonly levels: readonly number[]; readonly filter: CardFilter | null }
  | { readonly kind: 'nonTuner'; readonly filter: CardFilter | null };

/** Rules §4: `level < 5 → 0; level < 7 → 1; else 2`. */
export function tributesForLevel(level: number): number {
  return level < 5 ? 0 : level < 7 ? 1 : 2;
}

type ClauseOf<K extends SummonClauseKind> = SummonClause & { readonly kind: K };

/**
 * The card's clauses of one kind, in order. The checks and the profile ask for a dozen kinds per monster, and
 * most are absent: those answers share one empty list instead of allocating one per question.
 */
export function clausesOf<K extends SummonClauseKind>(card: MonsterDeclaration, kind: K): readonly ClauseOf<K>[] {
  const summon = card.summon;
  for (let i = 0; i < summon.length; i++) {
    if (summon[i].kind !== kind) continue;
    const found: ClauseOf<K>[] = [];
    for (let j = i; j < summon.length; j++) if (summon[j].kind === kind) found.push(summon[j] as ClauseOf<K>);
    return found;
  }
  return EMPTY_LIST;
}

export function firstClause<K extends SummonClauseKind>(card: MonsterDeclaration, kind: K): ClauseOf<K> | undefined {
  const summon = card.summon;
  for (let i = 0; i < summon.length; i++) if (summon[i].kind === kind) return summon[i] as ClauseOf<K>;
  return undefined;
}

/** The Nomi or Semi-Nomi restriction a clause places on the card, if it is one. */
export function restrictionOfClause(clause: SummonClause): Restriction {
  if (clause.kind === 'procedure' || clause.kind === 'byEffectOf') return clause.restriction;
  if (clause.kind === 'mustMechanic') return 'nomi';
  return 'none';
}

/** Does the procedure pay with its own Fusion Materials (Contact Fusion)? */
export function isContactFusion(clause: SummonClause): boolean {
  return clause.kind === 'procedure' && clause.procedure.costs.some((c) => c.kind === 'materials');
}

/** Clauses that are a Special Summon method of the card's own: procedures, "by effect of", "must X summon". */
export function isSpecialMethodClause(clause: SummonClause): boolean {
  return clause.kind === 'procedure' || clause.kind === 'byEffectOf' || clause.kind === 'mustMechanic' || clause.kind === 'ownEffect';
}

/** Clauses that are about the Normal Summon or Set by Tributes or procedures. */
export function isNormalSummonProcedureClause(clause: SummonClause): boolean {
  return (
    clause.kind === 'tributes' ||
    clause.kind === 'requiresTributes' ||
    clause.kind === 'optionalTributes' ||
    clause.kind === 'withoutTributes' ||
    clause.kind === 'normalSummonOnlyBy' ||
    clause.kind === 'cannotNormalSummonIf'
  );
}

/** The mechanic a frame summons by (Fusion Monster → Fusion Summon). */
export function mechanicOfFrame(frame: Frame | undefined): Mechanic | undefined {
  return frame === 'fusion' || frame === 'ritual' || frame === 'synchro' || frame === 'xyz' || frame === 'link' ? frame : undefined;
}

const MECHANIC_NAMES: Readonly<Record<Mechanic, string>> = {
  fusion: 'Fusion Summon',
  ritual: 'Ritual Summon',
  synchro: 'Synchro Summon',
  xyz: 'Xyz Summon',
  link: 'Link Summon',
  pendulum: 'Pendulum Summon',
};

export function mechanicName(mechanic: Mechanic): string {
  return MECHANIC_NAMES[mechanic];
}

const ZONE_NAMES: Readonly<Record<Zone, string>> = {
  hand: 'the hand',
  deck: 'the Deck',
  extra: 'the Extra Deck',
  'face-up-extra': 'the face-up Extra Deck',
  graveyard: 'the GY',
  banished: 'banishment',
  field: 'the field',
  pendulum: 'the Pendulum Zone',
};

export function zoneName(zone: Zone): string {
  return ZONE_NAMES[zone];
}

export function zonesInWords(zones: readonly Zone[]): string {
  const names = zones.map(zoneName);
  if (names.length <= 1) return names[0] ?? 'nowhere';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** Which frames never Normal Summon or Set (rules §1, last bullet). */
function neverNormalByFrame(frame: Frame | undefined): NormalSummonProfile['never'] {
  if (isExtraDeckFrame(frame)) return 'extra-deck';
  if (frame === 'ritual') return 'ritual';
  if (frame === 'token') return 'token';
  return undefined;
}

export function summoningProfile(card: MonsterDeclaration): SummoningProfile {
  if (!profiles) return deriveProfile(card);
  let profile = profiles.get(card);
  if (!profile) profiles.set(card, (profile = deriveProfile(card)));
  return profile;
}

/**
 * The profile for its last use in a withSummoningProfilesKept run (the CLI's JSON, card by card): the kept
 * one, which is then let go, or a fresh one that is not kept. Keeping every profile to the end of the run
 * would promote them all to the old generation.
 */
export function summoningProfileForLastUse(card: MonsterDeclaration): SummoningProfile {
  const kept = profiles?.get(card);
  if (!kept) return deriveProfile(card);
  profiles!.delete(card);
  return kept;
}

/** Set while withSummoningProfilesKept runs. */
let profiles: WeakMap<MonsterDeclaration, SummoningProfile> | undefined;

/**
 * Runs `work` with each card's profile derived once (a lowered card is not changed afterwards): a one-shot
 * run such as `cardscript check` asks for it in the checks and again for its JSON. Not kept beyond `work`,
 * so a long-lived workspace does not hold a profile per card.
 */
export function withSummoningProfilesKept<T>(work: () => T): T {
  if (profiles) return work();
  profiles = new WeakMap();
  try {
    return work();
  } finally {
    profiles = undefined;
  }
}

function deriveProfile(card: MonsterDeclaration): SummoningProfile {
  const frame = card.frame?.value;
  const level = card.level?.value;
  const extraDeck = isExtraDeckFrame(frame);
  const specialSummon = deriveSpecialSummon(card, frame, extraDeck);
  const normalSummon = deriveNormalSummon(card, frame, level, specialSummon);
  return {
    card,
    frame,
    level,
    deck: extraDeck ? 'extra' : 'main',
    category: deriveCategory(frame, normalSummon, specialSummon),
    normalSummon,
    specialSummon,
    archetypes: card.archetypes ? valuesOf(card.archetypes) : [],
    pendulum: card.pendulum ? { scale: card.scale?.value ?? null } : null,
    link: frame === 'link' ? { rating: card.linkRating?.value ?? null, arrows: card.arrows?.value ?? [] } : null,
    cannotBeMaterialFor: materialBans(card),
    materialGrants: card.summon.flatMap((c): MaterialGrant[] =>
      c.kind === 'xyzLevelGrant'
        ? [{ kind: 'xyzLevel', levels: c.levels, filter: c.filter }]
        : c.kind === 'nonTunerGrant'
          ? [{ kind: 'nonTuner', filter: c.filter }]
          : [],
    ),
  };
}

function valuesOf<T>(located: readonly Located<T>[]): T[] {
  return located.map((a) => a.value);
}

/** The mechanics of the card's "cannot be used as material" clauses, each once, in order. */
function materialBans(card: MonsterDeclaration): MaterialMechanic[] {
  const clauses = clausesOf(card, 'cannotBeMaterial');
  // Most monsters have none: no Set and no copies for them.
  return clauses.length === 0 ? [] : distinct(clauses.flatMap((c) => c.mechanics));
}

/**
 * Which of the clause kinds the profile asks "does the card have one?" about it has, one bit each: one
 * pass over its clauses instead of one `some` (and one closure) per question, a dozen per monster.
 */
const ASKED_KINDS = {
  cannotNormalSummonOrSet: 1,
  mustByCardEffect: 2,
  cannotSpecialSummon: 4,
  summonCannotBeNegated: 8,
  specialSummonOncePerTurn: 16,
  fusionOnlyWithMaterials: 32,
  proceduresOncePerTurn: 64,
} as const satisfies Partial<Record<SummonClauseKind, number>>;

function askedKindsOf(card: MonsterDeclaration): number {
  const summon = card.summon;
  let kinds = 0;
  for (let i = 0; i < summon.length; i++) kinds |= (ASKED_KINDS as Partial<Record<SummonClauseKind, number>>)[summon[i].kind] ?? 0;
  return kinds;
}

/** Where a method summons from when its clause names no zone. */
const HAND_ONLY: readonly Zone[] = Object.freeze(['hand']);
const EXTRA_ONLY: readonly Zone[] = Object.freeze(['extra']);

function deriveNormalSummon(card: MonsterDeclaration, frame: Frame | undefined, level: number | undefined, special: SpecialSummonProfile): NormalSummonProfile {
  const levelTributes = level === undefined ? null : tributesForLevel(level);
  // Rules §1: Extra Deck, Ritual, Tokens and Special Summon monsters (Nomi, Semi-Nomi) are never Normal Summoned or Set.
  const never = neverNormalByFrame(frame) ?? (special.restriction !== 'none' ? 'special-summon-monster' : undefined);
  // A card never Normal Summoned or Set files its "summon requires" texts under its Special Summon (deriveSpecialSummon).
  const conditions = never || firstClause(card, 'cannotNormalSummonOrSet') ? [] : requirementTexts(card);
  const cannotSummonIf = clausesOf(card, 'cannotNormalSummonIf');
  const cannotFlipSummon = firstClause(card, 'cannotFlipSummon') !== undefined;
  const doubleTribute = firstClause(card, 'doubleTribute');
  // The profile's last fields, `cannotSummonIf` and (with the clauses) `doubleTributeFor` and the Tributes
  // beyond your own monsters, are written in each
  // literal and set on it rather than spread from an object of extras (two objects fewer per monster).
  if (never) {
    const blockedBy = card.summon.filter((c) => c.kind === 'cannotNormalSummonOrSet');
    return withTributeClauses(
      {
        allowed: false,
        set: false,
        tributes: null,
        setTributes: null,
        levelTributes,
        mandatory: false,
        alternatives: [],
        conditions,
        blockedBy,
        never,
        cannotSummonIf,
        cannotFlipSummon,
      },
      doubleTribute,
      card,
    );
  }
  const cannotSummonOrSet = clausesOf(card, 'cannotNormalSummonOrSet');
  if (cannotSummonOrSet.length > 0) {
    return withTributeClauses(
      {
        allowed: false,
        set: false,
        tributes: null,
        setTributes: null,
        levelTributes,
        mandatory: false,
        alternatives: [],
        conditions,
        blockedBy: cannotSummonOrSet,
        cannotSummonIf,
        cannotFlipSummon,
      },
      doubleTribute,
      card,
    );
  }

  const cannotSummon = clausesOf(card, 'cannotNormalSummon');
  const onlyBy = firstClause(card, 'normalSummonOnlyBy');
  if (onlyBy) {
    // "Must be Normal Summoned/Set by X, and cannot be Normal Summoned/Set by other ways" (rules §3).
    const summon = cannotSummon.length === 0;
    return withTributeClauses(
      {
        allowed: summon,
        set: onlyBy.coversSet,
        tributes: null,
        setTributes: null,
        levelTributes,
        mandatory: false,
        alternatives: [],
        onlyBy,
        conditions,
        blockedBy: cannotSummon,
        cannotSummonIf,
        cannotFlipSummon,
      },
      doubleTribute,
      card,
    );
  }

  const requires = firstClause(card, 'requiresTributes');
  const explicit = firstClause(card, 'tributes');
  const tributeFilter = firstClause(card, 'tributeFilter');
  const count = requires ? requires.count : (levelTributes ?? explicit?.count ?? 0);
  const ordinarySet = !requires || requires.canSet;
  const alternatives = card.summon.length === 0 ? [] : alternativesOf(card);
  const summon = cannotSummon.length === 0;
  const set = ordinarySet || anySet(alternatives);
  const blockedBy: SummonClause[] = [...cannotSummon];
  if (requires && !requires.canSet) blockedBy.push(requires);
  const profile = withTributeClauses(
    {
      allowed: summon,
      set,
      tributes: summon ? count : null,
      setTributes: ordinarySet ? count : null,
      levelTributes,
      mandatory: requires !== undefined,
      alternatives,
      conditions,
      blockedBy,
      cannotSummonIf,
      cannotFlipSummon,
    },
    doubleTribute,
    card,
  );
  return tributeFilter ? { ...profile, tributeFilter: tributeFilter.filter } : profile;
}

/** The "summon requires" texts (Guardians), in order. */
function requirementTexts(card: MonsterDeclaration): string[] {
  const clauses = clausesOf(card, 'summonRequires');
  const texts = new Array<string>(clauses.length);
  for (let i = 0; i < clauses.length; i++) texts[i] = clauses[i].text;
  return texts;
}

/** The optional Normal Summon procedures printed on the card, in order. */
function alternativesOf(card: MonsterDeclaration): NormalSummonAlternative[] {
  const alternatives: NormalSummonAlternative[] = [];
  for (const c of card.summon) {
    if (c.kind === 'withoutTributes') {
      alternatives.push({
        kind: 'without-tributes',
        tributes: 0,
        set: c.coversSet,
        atk: c.atk,
        def: c.def,
        tag: null,
        conditions: c.conditions ?? [],
        clause: c,
      });
    } else if (c.kind === 'optionalTributes') {
      alternatives.push({
        kind: 'tributes',
        tributes: c.count,
        set: c.coversSet,
        atk: null,
        def: null,
        tag: c.tag,
        conditions: [],
        clause: c,
        ...(c.filter ? { tributeFilter: c.filter } : {}),
      });
    }
  }
  return alternatives;
}

function anySet(alternatives: readonly NormalSummonAlternative[]): boolean {
  for (const a of alternatives) if (a.set) return true;
  return false;
}

/** The Normal Summon profile with "can be treated as 2 Tributes for ..." and the Tributes beyond your monsters, when the card has those clauses. */
function withTributeClauses(
  profile: { -readonly [K in keyof NormalSummonProfile]: NormalSummonProfile[K] },
  doubleTribute: ClauseOf<'doubleTribute'> | undefined,
  card: MonsterDeclaration,
): NormalSummonProfile {
  if (doubleTribute) profile.doubleTributeFor = doubleTribute.filter;
  const spellTrap = firstClause(card, 'spellTrapTributes');
  if (spellTrap) profile.spellTrapTributes = { filter: spellTrap.filter ?? null };
  const opponent = clausesOf(card, 'opponentTributes');
  if (opponent.length > 0) profile.opponentTributes = opponent.map((c) => ({ filter: c.filter, oncePerTurn: c.oncePerTurn }));
  return profile;
}

/**
 * The Special Summon profile. Written as a short main line over small helpers, without callbacks: a one-shot
 * run derives about 6,000 profiles, too few for an optimised copy of a large function (with every array
 * callback inlined into it, and compiled again after each clause kind it had not seen) to pay for its
 * compilation.
 */
function deriveSpecialSummon(card: MonsterDeclaration, frame: Frame | undefined, extraDeck: boolean): SpecialSummonProfile {
  const kinds = askedKindsOf(card);
  const byCardEffectOnly = (kinds & ASKED_KINDS.mustByCardEffect) !== 0;
  // Rules §6: "Cannot be Normal Summoned/Set" plus a way of its own (a built-in procedure, its own effect)
  // behaves as Semi-Nomi: revivable only after it was properly summoned by that way.
  // "Must be Special Summoned with a card effect" keeps it free of any revive limit (rules §6, third row).
  const ownWay: Restriction = (kinds & ASKED_KINDS.cannotNormalSummonOrSet) !== 0 && !extraDeck && !byCardEffectOnly ? 'semi-nomi' : 'none';
  const methods: SpecialSummonMethod[] = card.summon.length === 0 ? [] : methodsOfClauses(card, extraDeck ? EXTRA_ONLY : HAND_ONLY, ownWay);
  const forbiddenMechanics = bannedMechanics(card);
  // Rules §3: a Fusion, Ritual, Synchro or Xyz Monster with no condition is Semi-Nomi for its mechanic.
  const frameMechanic = mechanicOfFrame(frame);
  if (frameMechanic && takesFrameMethod(card, methods, frameMechanic, byCardEffectOnly, forbiddenMechanics)) {
    methods.push(mechanicMethod(frameMechanic, 'semi-nomi', undefined, frameMechanic === 'ritual' ? firstClause(card, 'ritualSpell')?.card.value : undefined));
  }
  const allowed = (kinds & ASKED_KINDS.cannotSpecialSummon) === 0;
  // Rules §7: a Token ceases to exist when it leaves the field, so no effect ever finds it in the GY, the
  // hand, the Deck or banishment (Monster Reborn, Level Modulation): only the effect that creates it summons it.
  const token = frame === 'token';
  const forbiddenZones = token ? distinct([...bannedZones(card, false), ...TOKEN_NEVER_IN]) : bannedZones(card, false);
  const forbiddenUnlessSentFromField = bannedZones(card, true).filter((z) => !forbiddenZones.includes(z));
  const restriction = restrictionOfMethods(methods);
  const fromGraveyard = !forbiddenZones.includes('graveyard');
  const neverNormal = neverNormalByFrame(frame) !== undefined || restriction !== 'none' || (kinds & ASKED_KINDS.cannotNormalSummonOrSet) !== 0;
  const conditions = neverNormal ? requirementTexts(card) : [];
  const unfiled = conditions.length > 0 && !fileUnderMethods(methods, restriction, conditions) ? conditions : [];
  return {
    allowed,
    restriction,
    methods,
    properMethod: properMethodOf(methods, restriction),
    forbiddenZones,
    forbiddenUnlessSentFromField,
    conditionalBans: card.summon.length === 0 ? EMPTY_LIST : clausesOf(card, 'cannotSpecialSummonIf'),
    revivableAfterProperSummon: allowed && restriction !== 'nomi' && fromGraveyard,
    // A copy that reached the GY without a proper summon was not always sent there from the field.
    revivableWithoutProperSummon: allowed && restriction === 'none' && fromGraveyard && !forbiddenUnlessSentFromField.includes('graveyard'),
    ignoringConditions: allowed && !token,
    summonNegatable: (kinds & ASKED_KINDS.summonCannotBeNegated) === 0,
    onlyByCardEffect: byCardEffectOnly,
    forbiddenMechanics,
    oncePerTurn: (kinds & ASKED_KINDS.specialSummonOncePerTurn) !== 0,
    proceduresOncePerTurn: (kinds & ASKED_KINDS.proceduresOncePerTurn) !== 0,
    fusionSubstitutesAllowed: frame === 'fusion' ? (kinds & ASKED_KINDS.fusionOnlyWithMaterials) === 0 : null,
    pendulumSummonable: card.pendulum === true && pendulumSummonable(card, allowed, byCardEffectOnly, forbiddenMechanics, restriction),
    conditions: unfiled,
    onlyWithMaterials: clausesOf(card, 'onlyWithMaterials').map((c) => c.mechanic),
    opponentMaterials: clausesOf(card, 'opponentMaterials').map((c) => ({ mechanic: c.mechanic, filter: c.filter })),
  };
}

/**
 * "summon requires" texts of a card that is never Normal Summoned bind the methods that properly summon it
 * (its Fusion/Synchro/Xyz/Link/Ritual Summon, its procedure, the named card's effect); false when it has none.
 */
function fileUnderMethods(methods: SpecialSummonMethod[], restriction: Restriction, conditions: readonly string[]): boolean {
  let filed = false;
  for (let i = 0; i < methods.length; i++) {
    if (restriction !== 'none' && methods[i].restriction === 'none') continue;
    methods[i] = { ...methods[i], conditions };
    filed = true;
  }
  return filed;
}

/** The methods the card's own clauses give (procedures, its own effect, "by effect of", "must X summon"), in order. */
function methodsOfClauses(card: MonsterDeclaration, defaultZones: readonly Zone[], ownWay: Restriction): SpecialSummonMethod[] {
  const methods: SpecialSummonMethod[] = [];
  for (const clause of card.summon) {
    if (clause.kind === 'procedure') {
      const zones = clause.zones && clause.zones.length > 0 ? clause.zones : defaultZones;
      const contact = isContactFusion(clause);
      methods.push({
        kind: 'procedure',
        restriction: clause.restriction === 'none' ? ownWay : clause.restriction,
        zones,
        clause,
        description: contact
          ? `a Contact Fusion from ${zonesInWords(zones)} (not a Fusion Summon)`
          : `a built-in Special Summon from ${zonesInWords(zones)}${clause.toOpponent ? " to the opponent's field" : ''}${describeProcedureCost(clause)}`,
        ...(clause.procedure.oncePerTurn && clause.procedure.oncePerTurn !== 'none' ? { oncePerTurn: clause.procedure.oncePerTurn } : {}),
        ...(clause.toOpponent ? { toOpponent: true } : {}),
        ...(contact ? { contactFusion: true } : {}),
      });
    } else if (clause.kind === 'ownEffect') {
      const zones = clause.zones && clause.zones.length > 0 ? clause.zones : defaultZones;
      methods.push({
        kind: 'effect',
        restriction: ownWay,
        zones,
        card: card.name.value,
        clause,
        description: `its own effect (from ${zonesInWords(zones)})`,
      });
    } else if (clause.kind === 'byEffectOf' && clause.archetype) {
      methods.push({
        kind: 'effect',
        restriction: clause.restriction,
        zones: null,
        archetype: { name: clause.card.value, ...(clause.cardTypes ? { cardTypes: clause.cardTypes } : {}) },
        clause,
        description: `the effect of ${archetypeCardWords(clause.card.value, clause.cardTypes)}`,
      });
    } else if (clause.kind === 'byEffectOf') {
      methods.push({
        kind: 'effect',
        restriction: clause.restriction,
        zones: null,
        card: clause.card.value,
        clause,
        description: `the effect of "${clause.card.value}"`,
      });
    } else if (clause.kind === 'mustMechanic') {
      methods.push(mechanicMethod(clause.mechanic, 'nomi', clause, clause.mechanic === 'ritual' ? firstClause(card, 'ritualSpell')?.card.value : undefined));
    }
  }
  return methods;
}

/** `a "Drytron" card`, `a "Rank-Up-Magic" Spell`, `a "Bonding" Spell/Trap`, `an "Ancient Gear" monster`. */
export function archetypeCardWords(archetype: string, cardTypes: readonly ('monster' | 'spell' | 'trap')[] | undefined): string {
  const kind =
    !cardTypes || cardTypes.length === 0
      ? 'card'
      : cardTypes.length > 1
        ? 'Spell/Trap'
        : cardTypes[0] === 'monster'
          ? 'monster'
          : cardTypes[0] === 'spell'
            ? 'Spell'
            : 'Trap';
  return `${/^[aeiou]/i.test(archetype) ? 'an' : 'a'} "${archetype}" ${kind}`;
}

/** "Cannot be Synchro Summoned" and the like: each mechanic once, in order. */
function bannedMechanics(card: MonsterDeclaration): Mechanic[] {
  const clauses = clausesOf(card, 'cannotMechanic');
  return clauses.length === 0 ? [] : distinct(clauses.map((c) => c.mechanic));
}

/** The values in order, each once. Apart from the callers' no-clause case, which most monsters take. */
function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** "Cannot be Special Summoned from ZONE": each zone once, in order. */
const TOKEN_NEVER_IN: readonly Zone[] = ['hand', 'deck', 'graveyard', 'banished'];

/** The zones of the "cannot special summon from" clauses without (or, `exceptSentFromField`, with) "except if sent from field". */
function bannedZones(card: MonsterDeclaration, exceptSentFromField: boolean): Zone[] {
  const clauses = clausesOf(card, 'cannotSpecialSummonFrom');
  return clauses.length === 0 ? [] : distinct(clauses.flatMap((c) => ((c.exceptSentFromField === true) === exceptSentFromField ? c.zones : [])));
}

/**
 * Whether the frame's mechanic is a method of the card: not when a printed "Must (first) be Special Summoned
 * by ..." is its method instead (Contact Fusions such as Elemental HERO Air Neos are not Fusion Summoned), nor
 * when "Must be Special Summoned with a card effect" rules out the built-in Synchro/Xyz/Link Summon (rules §6),
 * nor when a clause already names that mechanic or forbids it.
 */
function takesFrameMethod(
  card: MonsterDeclaration,
  methods: readonly SpecialSummonMethod[],
  frameMechanic: Mechanic,
  byCardEffectOnly: boolean,
  forbiddenMechanics: readonly Mechanic[],
): boolean {
  for (const m of methods) if (m.kind !== 'mechanic' && m.clause?.kind !== 'ownEffect' && restrictionOfClause(m.clause!) !== 'none') return false;
  const builtInFrame = frameMechanic === 'synchro' || frameMechanic === 'xyz' || frameMechanic === 'link';
  if (byCardEffectOnly && builtInFrame) return false;
  for (const c of clausesOf(card, 'mustMechanic')) if (c.mechanic === frameMechanic) return false;
  return !forbiddenMechanics.includes(frameMechanic);
}

/** Nomi if a method is, else Semi-Nomi if a method is, else none. */
function restrictionOfMethods(methods: readonly SpecialSummonMethod[]): Restriction {
  let restriction: Restriction = 'none';
  for (const m of methods) {
    if (m.restriction === 'nomi') return 'nomi';
    if (m.restriction === 'semi-nomi') restriction = 'semi-nomi';
  }
  return restriction;
}

/** The methods that make it properly summoned, in words, or null. */
function properMethodOf(methods: readonly SpecialSummonMethod[], restriction: Restriction): string | null {
  let words: string | null = null;
  for (const m of methods) {
    if (restriction !== 'none' && m.restriction === 'none') continue;
    words = words === null ? m.description : `${words} or ${m.description}`;
  }
  return words;
}

/** A Pendulum Monster's Pendulum Summon: allowed unless a clause forbids it or only its Nomi method summons it. */
function pendulumSummonable(
  card: MonsterDeclaration,
  allowed: boolean,
  byCardEffectOnly: boolean,
  forbiddenMechanics: readonly Mechanic[],
  restriction: Restriction,
): boolean {
  return (
    allowed &&
    !byCardEffectOnly &&
    !forbiddenMechanics.includes('pendulum') &&
    (restriction !== 'nomi' || clausesOf(card, 'mustMechanic').some((c) => c.mechanic === 'pendulum'))
  );
}

function mechanicMethod(mechanic: Mechanic, restriction: Restriction, clause: SummonClause | undefined, ritualSpell: string | undefined): SpecialSummonMethod {
  const description = `${mechanic === 'xyz' ? 'an' : 'a'} ${mechanicName(mechanic)}${ritualSpell ? ` (with "${ritualSpell}")` : ''}`;
  const zones: Zone[] = mechanic === 'ritual' ? ['hand'] : mechanic === 'pendulum' ? ['hand', 'extra'] : ['extra'];
  const base = { kind: 'mechanic' as const, restriction, zones, mechanic, description };
  // Set on the object, not spread into a new one (model/withFields.ts: one hidden class per object otherwise).
  const method: { -readonly [K in keyof SpecialSummonMethod]: SpecialSummonMethod[K] } = base;
  if (clause) method.clause = clause;
  if (ritualSpell) method.card = ritualSpell;
  return method;
}

function describeProcedureCost(clause: SummonClause & { kind: 'procedure' }): string {
  const costs = clause.procedure.costs.length;
  const conditions = clause.procedure.conditions.length;
  if (costs === 0 && conditions === 0) return '';
  const parts: string[] = [];
  if (conditions > 0) parts.push(`${conditions} condition${conditions > 1 ? 's' : ''}`);
  if (costs > 0) parts.push(`${costs} cost${costs > 1 ? 's' : ''}`);
  return ` (${parts.join(', ')})`;
}

function deriveCategory(frame: Frame | undefined, normal: NormalSummonProfile, special: SpecialSummonProfile): SummonCategory {
  if (!special.allowed && !normal.allowed && !normal.set) return 'unsummonable';
  if (special.restriction === 'nomi') return 'nomi';
  // Rules §6: a Link Monster with no condition is Semi-Nomi like Fusion, Synchro and Xyz Monsters.
  if (special.restriction === 'semi-nomi') return 'semi-nomi';
  if (isExtraDeckFrame(frame)) return 'extra-deck';
  if (normal.allowed || normal.set) return 'normal-summonable';
  return 'special-summon-only';
}
