import type { Zone } from '../model/cards';
import type { Restriction, SummonCategory, SummoningProfile } from './summoningProfile';

/**
 * The `summoning` object of `cardscript check --format json`, one per monster (issue 4, docs/cli.md).
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
  };
  readonly specialSummon: {
    readonly allowed: boolean;
    /** How it becomes properly summoned ("a Fusion Summon", "a built-in Special Summon from the hand"); null without a method. */
    readonly properMethod: string | null;
    readonly revivableAfterProperSummon: boolean;
    readonly restriction: Restriction;
    readonly methods: readonly { readonly kind: 'procedure' | 'effect' | 'mechanic'; readonly restriction: Restriction; readonly from: readonly Zone[] | null; readonly description: string }[];
    readonly forbiddenFrom: readonly Zone[];
    readonly revivableWithoutProperSummon: boolean;
    readonly byEffectIgnoringConditions: boolean;
    readonly summonNegatable: boolean;
  };
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
        kind: a.kind, tributes: a.tributes, set: a.set,
        ...(a.atk !== null ? { atk: a.atk } : {}),
        ...(a.def !== null ? { def: a.def } : {}),
        ...(a.tag !== null ? { tag: a.tag } : {}),
      })),
      setTributes: n.setTributes,
      mandatoryTributes: n.mandatory,
      onlyByProcedure: n.onlyBy !== undefined,
      conditions: n.conditions,
    },
    specialSummon: {
      allowed: s.allowed,
      properMethod: s.properMethod,
      revivableAfterProperSummon: s.revivableAfterProperSummon,
      restriction: s.restriction,
      methods: s.methods.map((m) => ({ kind: m.kind, restriction: m.restriction, from: m.zones, description: m.description })),
      forbiddenFrom: s.forbiddenZones,
      revivableWithoutProperSummon: s.revivableWithoutProperSummon,
      byEffectIgnoringConditions: s.ignoringConditions,
      summonNegatable: s.summonNegatable,
    },
  };
}
