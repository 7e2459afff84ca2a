import type { MonsterDeclaration } from '../core/model/cards';
import type { MaterialGrant } from '../core/analysis/summoningProfile';
import { ActionContext } from './actionContext';
import { levelOf } from './cardCatalog';
import { matchesFilter } from './cardFilters';

/**
 * Material grants ("This card can be treated as a Level 3 or 5 monster when used for the Xyz Summon of a WATER
 * monster", "you can treat it as a non-Tuner" for a Synchro Summon): what a material may stand as for the
 * summon of one monster. A grant holds only for the monsters its filter allows.
 */

/** The grants of a material of this kind that hold for the summon of `summoned`. */
function grantsFor(context: ActionContext, material: number, summoned: number, kind: MaterialGrant['kind']): MaterialGrant[] {
  const grants = context.rulesOf(material)?.profile?.materialGrants ?? [];
  return grants.filter((g) => g.kind === kind && (g.filter === null || matchesFilter(context, summoned, g.filter)));
}

/** The Levels a material may have as Xyz Material of `xyz`: its own, then those its grants give it. */
export function xyzLevelsOf(context: ActionContext, material: number, xyz: number): number[] {
  const own = levelOf(context.rulesOf(material));
  if (own === undefined) return [];
  const granted = grantsFor(context, material, xyz, 'xyzLevel').flatMap((g) => (g.kind === 'xyzLevel' ? g.levels : []));
  return [...new Set([own, ...granted])];
}

/** Whether this Tuner may stand as a non-Tuner in the Synchro Summon of `synchro`. */
export function mayStandAsNonTuner(context: ActionContext, material: number, synchro: number): boolean {
  return context.rulesOf(material)?.monster?.tuner === true && grantsFor(context, material, synchro, 'nonTuner').length > 0;
}

/** What a material is treated as: a Level in place of its own, or a non-Tuner. */
export interface Treatment {
  readonly level?: number;
  readonly nonTuner?: true;
}

/**
 * The same action, with the materials seen as treated: their rules carry the Level or the non-Tuner they stand as,
 * so the material lines, the Tuner count and the Level checks read them as they are used.
 */
export function treatedContext(context: ActionContext, treatments: ReadonlyMap<number, Treatment>): ActionContext {
  if (treatments.size === 0) return context;
  const treated = new ActionContext(context.catalog, context.state, context.limits);
  treated.rulesOf = (id: number) => {
    const rules = context.rulesOf(id);
    const treatment = treatments.get(id);
    if (!rules?.monster || treatment === undefined) return rules;
    const monster: MonsterDeclaration = {
      ...rules.monster,
      // A Link or Xyz Monster treated as a Level has one for this summon.
      ...(treatment.level !== undefined ? { level: { span: rules.monster.level?.span ?? rules.monster.name.span, value: treatment.level } } : {}),
      ...(treatment.nonTuner ? { tuner: false } : {}),
    };
    return { ...rules, monster };
  };
  treated.tick = () => context.tick();
  treated.note = (text: string) => context.note(text);
  return treated;
}

/**
 * Xyz: each material whose own Level is not the Rank, but which may be treated as that Level for this Xyz
 * Monster, stands as it (rules: Xyz Materials have the same Level, equal to the Rank).
 */
export function xyzTreatments(context: ActionContext, materials: readonly number[], xyz: number, rank: number | undefined): Map<number, Treatment> {
  const treatments = new Map<number, Treatment>();
  if (rank === undefined) return treatments;
  // "For this card's Xyz Summon, you can treat Link-2 monsters you control as Level 2": the Xyz Monster's own grant.
  const itsOwn = (context.rulesOf(xyz)?.monster?.summon ?? []).flatMap((c) => (c.kind === 'xyzMaterialLevel' && c.level === rank ? [c.filter] : []));
  for (const material of materials) {
    const own = levelOf(context.rulesOf(material));
    if (own === rank) continue;
    const granted = own !== undefined && xyzLevelsOf(context, material, xyz).includes(rank);
    if (granted || itsOwn.some((f) => matchesFilter(context, material, f))) treatments.set(material, { level: rank });
  }
  return treatments;
}

/**
 * Synchro: every way of letting the Tuners that may stand as non-Tuners do so (none of them first); the caller
 * takes the first way whose materials fit. Material lists are a handful of cards.
 */
export function synchroTreatments(context: ActionContext, materials: readonly number[], synchro: number): Map<number, Treatment>[] {
  const optional = materials.filter((m) => mayStandAsNonTuner(context, m, synchro));
  const ways: Map<number, Treatment>[] = [];
  for (let mask = 0; mask < 1 << optional.length; mask++) {
    ways.push(new Map(optional.filter((_m, i) => (mask & (1 << i)) !== 0).map((m) => [m, { nonTuner: true as const }])));
  }
  return ways;
}
