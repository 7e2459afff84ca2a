import type { CardFilter, Material } from './cards';

/**
 * What a material line itself changes in the Synchro and Xyz rules (rules §7), read by the engine and by
 * the EDOPro script writer alike.
 */

/** How many Tuners a Synchro Summon may use: exactly 1, unless the Tuner lines print more ("3 Tuners + ..."). */
export function synchroTunersAllowed(materials: readonly Material[]): number {
  let allowed = 0;
  for (const m of materials) if (m.tuner === true) allowed += m.count.max ?? Number.POSITIVE_INFINITY;
  return Math.max(1, allowed);
}

/** Whether a material filter takes monsters by Rank (`2 rank 4 xyz monsters`, `rank 5 or 6`, `level 4 or rank 4`). */
export function namesRank(filter: CardFilter): boolean {
  return filter.rank !== undefined || filter.ranks !== undefined || filter.ratingAlternatives?.some((r) => r.kind === 'rank') === true;
}
