import type { Material } from '../core/model/cards';
import type { ActionContext } from './actionContext';
import { describeFilter, matchesFilter } from './cardFilters';

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
export function fitMaterials(context: ActionContext, materials: readonly Material[], chosen: readonly number[], allowSubstitutes: boolean): MaterialFit {
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
