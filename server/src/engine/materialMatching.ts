import type { MaterialConditions, MaterialMechanic, Material } from '../core/model/cards';
import type { ActionContext } from './actionContext';
import { levelOf } from './cardCatalog';
import { describeFilter, matchesFilter } from './cardFilters';
import { card } from './gameState';
import { refuse } from './verdict';

export interface MaterialFit {
  readonly fits: boolean;
  /** Whether a Fusion Substitute stood in for a named material. */
  readonly usedSubstitute: boolean;
  /** Why not, in words, when it does not fit. */
  readonly problem: string;
}

/**
 * Assigns the chosen cards to the material lines (`"A" + "B"`, `1 tuner + 1 or more non-tuner monsters`):
 * every line gets between its minimum and maximum count, every card is used exactly once. A Fusion
 * Substitute may stand in for one named material when `allowSubstitutes` (rule 3). Small backtracking
 * search; material lists are a handful of cards.
 */
export function fitMaterials(
  context: ActionContext,
  materials: readonly Material[],
  chosen: readonly number[],
  allowSubstitutes: boolean,
  conditions?: MaterialConditions,
): MaterialFit {
  const fit = fitLines(context, materials, chosen, allowSubstitutes);
  if (!fit.fits || !conditions) return fit;
  const problem = conditionProblem(context, chosen, conditions);
  return problem === null ? fit : { fits: false, usedSubstitute: fit.usedSubstitute, problem };
}

/** `including 1 tuner`, `with different names`, `with same rank` (docs/language.md). */
export function conditionProblem(context: ActionContext, chosen: readonly number[], conditions: MaterialConditions): string | null {
  for (const including of conditions.including) {
    const found = chosen.filter((id) => matchesFilter(context, id, including)).length;
    if (found < including.count.min) return `they must include ${describeFilter(including)} (${found} do)`;
  }
  const valueOf = (id: number, what: 'name' | 'attribute' | 'race' | 'rank' | 'level'): string => {
    const monster = context.rulesOf(id)?.monster;
    switch (what) {
      case 'name':
        return card(context.state, id).name;
      case 'attribute':
        return monster?.attribute?.value ?? '';
      case 'race':
        return monster?.race?.value ?? '';
      case 'rank':
        return String(monster?.rank?.value ?? '');
      case 'level':
        return String(levelOf(context.rulesOf(id)) ?? '');
    }
  };
  for (const what of conditions.different) {
    if (new Set(chosen.map((id) => valueOf(id, what))).size !== chosen.length) return `they must have different ${what === 'race' ? 'Types' : `${what}s`}`;
  }
  for (const what of conditions.same) {
    if (new Set(chosen.map((id) => valueOf(id, what))).size > 1) return `they must have the same ${what === 'race' ? 'Type' : what}`;
  }
  return null;
}

/** Refuses when a chosen card says it cannot be material for this mechanic. */
export function requireUsableAsMaterial(context: ActionContext, chosen: readonly number[], mechanic: MaterialMechanic): void {
  for (const id of chosen) {
    if (context.rulesOf(id)?.profile?.cannotBeMaterialFor.includes(mechanic)) {
      refuse(
        'cannot-be-material',
        `"${card(context.state, id).name}" cannot be used as material for a ${mechanic === 'xyz' ? 'Xyz' : `${mechanic[0].toUpperCase()}${mechanic.slice(1)}`} Summon.`,
      );
    }
  }
}

/**
 * Rules 6: a Link Summon's materials are worth 1 each, a Link Monster 1 or its Link Rating; the values
 * must add up exactly to the Link Rating.
 */
export function linkValuesCanMake(context: ActionContext, chosen: readonly number[], rating: number): boolean {
  let reachable = new Set([0]);
  for (const id of chosen) {
    const monster = context.rulesOf(id)?.monster;
    const values = monster?.frame?.value === 'link' && monster.linkRating ? [1, monster.linkRating.value] : [1];
    const next = new Set<number>();
    for (const sum of reachable) for (const value of values) next.add(sum + value);
    reachable = next;
  }
  return reachable.has(rating);
}

function fitLines(context: ActionContext, materials: readonly Material[], chosen: readonly number[], allowSubstitutes: boolean): MaterialFit {
  const counts = materials.map(() => 0);
  const isSubstitute = (id: number) => context.rulesOf(id)?.effect.effects.some((e) => e.kind === 'fusionSubstitute') === true;
  let substituteUsedInBest = false;
  let substituteNeeded = false;
  const fitsSlot = (id: number, slot: number, useSubstitute: boolean): boolean => {
    const material = materials[slot];
    if (matchesFilter(context, id, material)) return true;
    return useSubstitute && material.names.length > 0 && isSubstitute(id);
  };
  const search = (index: number, useSubstitute: boolean, substituteTaken: boolean): boolean => {
    context.tick();
    if (index === chosen.length) {
      return materials.every((m, slot) => counts[slot] >= m.count.min && (m.count.max === null || counts[slot] <= m.count.max));
    }
    const id = chosen[index];
    for (let slot = 0; slot < materials.length; slot++) {
      const max = materials[slot].count.max;
      if (max !== null && counts[slot] >= max) continue;
      const direct = matchesFilter(context, id, materials[slot]);
      const viaSubstitute = !direct && useSubstitute && !substituteTaken && fitsSlot(id, slot, true);
      if (!direct && !viaSubstitute) continue;
      counts[slot]++;
      if (search(index + 1, useSubstitute, substituteTaken || viaSubstitute)) {
        if (viaSubstitute) substituteUsedInBest = true;
        return true;
      }
      counts[slot]--;
    }
    return false;
  };
  if (search(0, false, false)) return { fits: true, usedSubstitute: false, problem: '' };
  counts.fill(0);
  if (search(0, true, false)) {
    substituteNeeded = substituteUsedInBest;
    if (!allowSubstitutes && substituteNeeded) {
      return { fits: false, usedSubstitute: true, problem: 'a Fusion Substitute would have to stand in for a named material' };
    }
    return { fits: true, usedSubstitute: substituteNeeded, problem: '' };
  }
  return { fits: false, usedSubstitute: false, problem: `they do not match ${materials.map((m) => describeFilter(m)).join(' + ')}` };
}
