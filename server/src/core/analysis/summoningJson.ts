import type { CardFilter, Condition, SummonClause, Zone } from '../model/cards';
import { printClause } from '../model/printClause';
import { describeFilter } from '../model/describeFilter';
import type { Restriction, SummonCategory, SummoningProfile } from './summoningProfile';

/**
 * The `summoning` object of `cardscript check --format json`, one per monster (docs/cli.md).
 * The fields `category`, `normalSummon.{allowed,set,tributes,alternatives}` and
 * `specialSummon.{allowed,properMethod,revivableAfterProperSummon}` are a contract; the others are extras.
 */
export interface SummoningJson {
  readonly category: SummonCategory;
  readonly normalSummon: {
    readonly allowed: boolean;
    readonly set: boolean;
    /** The Tribute Summon's count without optional procedures: level count or mandatory count; 0 for Level 1-4; null where not Normal Summoned. */
    readonly tributes: number | null;
    readonly alternatives: readonly NormalSummonAlternativeJson[];
    /** Tributes of the ordinary Tribute Set; null where the ordinary Set is not allowed. */
    readonly setTributes: number | null;
    /** The count comes from "requires N tributes" (mandatory, replaces the level's). */
    readonly mandatoryTributes: boolean;
    /** "normal summon only by": the only way to Normal Summon it. */
    readonly onlyByProcedure: boolean;
    /** "summon requires" texts (Guardians): the Summon needs them, the Set does not. */
    readonly conditions: readonly string[];
    /** "Cannot be Normal Summoned if/while/unless ...": checked when the Summon is attempted; the Set stays allowed. */
    readonly conditionalBans: readonly { readonly mode: 'if' | 'unless'; readonly condition: string }[];
    /** "Can be treated as 2 Tributes for the Tribute Summon of ...": whom for, in words; null without. */
    readonly doubleTributeFor: string | null;
    /** "The Tributes must be DARK": what its ordinary Tributes must be (absent: any monster). */
    readonly tributeFilter?: string;
    /** "Cannot be Flip Summoned"; absent without the clause. */
    readonly cannotFlipSummon?: true;
    /** "you can Tribute a Continuous Spell/Trap you control": the Spells/Traps you control that may be its Tributes, with their count, in words; absent without. */
    readonly spellTrapTributes?: string;
    /** "you can Tribute 1 monster your opponent controls": the monsters of theirs it may Tribute, with their count, in words; absent without. */
    readonly opponentTributes?: readonly { readonly filter: string; readonly oncePerTurn: boolean }[];
  };
  readonly specialSummon: {
    readonly allowed: boolean;
    /** How it becomes properly summoned ("a Fusion Summon", "a built-in Special Summon from the hand"); null without a method. */
    readonly properMethod: string | null;
    readonly revivableAfterProperSummon: boolean;
    readonly restriction: Restriction;
    readonly methods: readonly {
      readonly kind: 'procedure' | 'effect' | 'mechanic';
      readonly restriction: Restriction;
      readonly from: readonly Zone[] | null;
      readonly description: string;
      /** "once per turn" (soft) / "once per turn this way" (hard); "to your opponent's field"; a Contact Fusion. */
      readonly oncePerTurn?: 'soft' | 'hard';
      readonly toOpponentField?: boolean;
      readonly contactFusion?: boolean;
      /** "summon requires" texts this method needs (a card never Normal Summoned). */
      readonly conditions?: readonly string[];
    }[];
    /** "summon requires" texts every Special Summon needs (a card never Normal Summoned, without a method); absent when none. */
    readonly conditions?: readonly string[];
    readonly forbiddenFrom: readonly Zone[];
    /** "..., except if it was sent there from the field": zones it cannot be Special Summoned from unless it came from the field; absent when none. */
    readonly forbiddenFromUnlessSentFromField?: readonly Zone[];
    readonly revivableWithoutProperSummon: boolean;
    readonly byEffectIgnoringConditions: boolean;
    readonly summonNegatable: boolean;
    /** "Must be Special Summoned with a card effect" (rules §6). */
    readonly onlyByCardEffect: boolean;
    /** "Cannot be Synchro Summoned" and the like. */
    readonly forbiddenMechanics: readonly string[];
    /** "You can only Special Summon "X" once per turn". */
    readonly oncePerTurn: boolean;
    /** "You can only Special Summon "X" once per turn this way" for all its procedures: one shared count; absent when none. */
    readonly proceduresOncePerTurn?: true;
    /** Fusion Monsters: false with "A Fusion Summon of this card can only be done with the above Fusion Materials"; null for other monsters. */
    readonly fusionSubstitutesAllowed: boolean | null;
    readonly pendulumSummonable: boolean;
    /** "A Synchro (Xyz, Link) Summon of this card can only be done with the above materials"; absent when none. */
    readonly onlyWithMaterials?: readonly string[];
    /** "You can also use 1 monster your opponent controls as material to Link Summon this card": the mechanic and the filter in words; absent when none. */
    readonly opponentMaterials?: readonly { readonly mechanic: string; readonly filter: string }[];
  };
  /** Declared archetypes. */
  readonly archetypes: readonly string[];
  /** Pendulum Monsters: the Scale; null otherwise. */
  readonly pendulum: { readonly scale: number | null } | null;
  /** Link Monsters: Link Rating and Arrows; null otherwise. */
  readonly link: { readonly rating: number | null; readonly arrows: readonly string[] } | null;
  /** "Cannot be used as material for a ... Summon". */
  readonly cannotBeMaterialFor: readonly string[];
  /** "Can be treated as a Level 3 or 5 monster for the Xyz Summon of a WATER monster", "can treat it as a non-Tuner": absent when none. */
  readonly materialGrants?: readonly {
    readonly kind: 'xyzLevel' | 'nonTuner';
    readonly levels?: readonly number[];
    /** The Xyz or Synchro Monsters it holds for, in words; null: every one. */
    readonly for: string | null;
  }[];
  /** "For this card's Xyz Summon, you can treat Link-2 monsters you control as Level 2": absent when none. */
  readonly xyzMaterialLevels?: readonly { readonly materials: string; readonly level: number }[];
  /** Its material lines and Ritual Spell, each as the language writes it (the clause printed back from what it was read as). */
  readonly materials: readonly { readonly mechanic: string; readonly line: string }[];
}

/** The clauses that say what summons the card from materials, and the mechanic each is for. */
const MATERIAL_MECHANIC: Readonly<Partial<Record<SummonClause['kind'], string>>> = {
  fusionMaterials: 'fusion',
  ritualSpell: 'ritual',
  synchroMaterials: 'synchro',
  xyzMaterials: 'xyz',
  alternativeXyzMaterials: 'xyz',
  linkMaterials: 'link',
};

/** A filter in plain words for the JSON, every part of it (model/describeFilter.ts): `Pendulum monster(s)`. */
function describeFilterWords(filter: CardFilter): string {
  const words = describeFilter(filter, { count: false });
  return words === 'monster(s)' ? 'any monster' : words;
}

/** A condition's filter with its count: `you control 1 Level 2 monster(s) or Rank 2 monster(s)`. */
function describeCondition(condition: Condition): string {
  switch (condition.kind) {
    case 'youControl':
      return `you control ${describeFilter(condition.filter)}`;
    case 'opponentControls':
      return `opponent controls ${describeFilter(condition.filter)}`;
    case 'graveyardHas':
      return `graveyard has ${describeFilter(condition.filter)}`;
    case 'faceUpExtraHas':
      return `face-up extra has ${describeFilter(condition.filter)}`;
    case 'youControlNoMonsters':
      return 'you control no monsters';
    case 'opponentControlsMonsters':
      return 'opponent controls monsters';
    case 'onlyOpponentControlsMonsters':
      return 'only opponent controls monsters';
    case 'youControlNoCards':
      return 'you control no cards';
    case 'opponentControlsMoreMonsters':
      return 'opponent controls more monsters than you';
    case 'allYouControlAre':
      return `all monsters you control are ${describeFilter(condition.filter, { count: false })}`;
    case 'activatedThisTurn': {
      const activity = condition.activity;
      if (activity.cardType === 'monster') return `activated in hand this turn ${describeFilter(activity.filter)}`;
      return ['activated this turn', activity.spellKind, 'spell', activity.archetype && `archetype "${activity.archetype.value}"`].filter(Boolean).join(' ');
    }
    case 'text':
      return condition.text;
  }
}

export interface NormalSummonAlternativeJson {
  /** `without-tributes` ("You can Normal Summon this card without Tributing") or `tributes` ("You can Tribute 3 monsters to Tribute Summon"). */
  readonly kind: 'without-tributes' | 'tributes';
  readonly tributes: number;
  /** Whether the procedure also covers the Set. */
  readonly set: boolean;
  readonly atk?: number;
  readonly def?: number;
  readonly tag?: string;
  /** What the Tributes must be ("1 Tribute Summoned monster"). */
  readonly tributeFilter?: string;
  /** Conditions checked when the procedure is used. */
  readonly conditions?: readonly string[];
}

export function summoningJson(profile: SummoningProfile): SummoningJson {
  const { normalSummon: n, specialSummon: s } = profile;
  return {
    category: profile.category,
    normalSummon: {
      allowed: n.allowed,
      set: n.set,
      tributes: n.tributes,
      alternatives: n.alternatives.map((a) => ({
        kind: a.kind,
        tributes: a.tributes,
        set: a.set,
        ...(a.atk !== null ? { atk: a.atk } : {}),
        ...(a.def !== null ? { def: a.def } : {}),
        ...(a.tag !== null ? { tag: a.tag } : {}),
        ...(a.tributeFilter ? { tributeFilter: describeFilterWords(a.tributeFilter) } : {}),
        ...(a.conditions.length > 0 ? { conditions: a.conditions.map(describeCondition) } : {}),
      })),
      setTributes: n.setTributes,
      mandatoryTributes: n.mandatory,
      onlyByProcedure: n.onlyBy !== undefined,
      conditions: n.conditions,
      conditionalBans: n.cannotSummonIf.map((c) => ({ mode: c.mode, condition: describeCondition(c.condition) })),
      doubleTributeFor: n.doubleTributeFor ? describeFilterWords(n.doubleTributeFor) : null,
      ...(n.tributeFilter ? { tributeFilter: describeFilterWords(n.tributeFilter) } : {}),
      ...(n.cannotFlipSummon ? { cannotFlipSummon: true as const } : {}),
      ...(n.spellTrapTributes
        ? { spellTrapTributes: n.spellTrapTributes.filter ? describeFilter(n.spellTrapTributes.filter) : 'face-up Continuous Spells/Traps' }
        : {}),
      ...(n.opponentTributes ? { opponentTributes: n.opponentTributes.map((o) => ({ filter: describeFilter(o.filter), oncePerTurn: o.oncePerTurn })) } : {}),
    },
    specialSummon: {
      allowed: s.allowed,
      properMethod: s.properMethod,
      revivableAfterProperSummon: s.revivableAfterProperSummon,
      restriction: s.restriction,
      methods: s.methods.map((m) => ({
        kind: m.kind,
        restriction: m.restriction,
        from: m.zones,
        description: m.description,
        ...(m.oncePerTurn && m.oncePerTurn !== 'none' ? { oncePerTurn: m.oncePerTurn } : {}),
        ...(m.toOpponent ? { toOpponentField: true } : {}),
        ...(m.contactFusion ? { contactFusion: true } : {}),
        ...(m.conditions ? { conditions: m.conditions } : {}),
      })),
      ...(s.conditions.length > 0 ? { conditions: s.conditions } : {}),
      forbiddenFrom: s.forbiddenZones,
      ...(s.forbiddenUnlessSentFromField.length > 0 ? { forbiddenFromUnlessSentFromField: s.forbiddenUnlessSentFromField } : {}),
      revivableWithoutProperSummon: s.revivableWithoutProperSummon,
      byEffectIgnoringConditions: s.ignoringConditions,
      summonNegatable: s.summonNegatable,
      onlyByCardEffect: s.onlyByCardEffect,
      forbiddenMechanics: s.forbiddenMechanics,
      oncePerTurn: s.oncePerTurn,
      ...(s.proceduresOncePerTurn ? { proceduresOncePerTurn: true as const } : {}),
      fusionSubstitutesAllowed: s.fusionSubstitutesAllowed,
      pendulumSummonable: s.pendulumSummonable,
      ...(s.onlyWithMaterials.length > 0 ? { onlyWithMaterials: s.onlyWithMaterials } : {}),
      ...(s.opponentMaterials.length > 0
        ? { opponentMaterials: s.opponentMaterials.map((o) => ({ mechanic: o.mechanic, filter: describeFilter(o.filter) })) }
        : {}),
    },
    archetypes: profile.archetypes,
    pendulum: profile.pendulum,
    link: profile.link,
    cannotBeMaterialFor: profile.cannotBeMaterialFor,
    ...(profile.materialGrants.length > 0
      ? {
          materialGrants: profile.materialGrants.map((g) => ({
            kind: g.kind,
            ...(g.kind === 'xyzLevel' ? { levels: g.levels } : {}),
            for: g.filter ? describeFilterWords(g.filter) : null,
          })),
        }
      : {}),
    ...(profile.card.summon.some((c) => c.kind === 'xyzMaterialLevel')
      ? {
          xyzMaterialLevels: profile.card.summon.flatMap((c) =>
            c.kind === 'xyzMaterialLevel' ? [{ materials: describeFilterWords(c.filter), level: c.level }] : [],
          ),
        }
      : {}),
    materials: profile.card.summon.flatMap((clause) => {
      const mechanic = MATERIAL_MECHANIC[clause.kind];
      return mechanic === undefined ? [] : [{ mechanic, line: printClause(clause) }];
    }),
  };
}
