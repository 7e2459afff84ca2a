import type { CardFilter } from './cards';

/** The words of a count filter: every field of CardFilter but where it was written and its count. */
export type FilterField = Exclude<keyof CardFilter, 'span' | 'count'>;

/**
 * One entry per filter field, in the order a view takes them: the printer, the hover's description, the
 * EDOPro Lua writer and the engine's match each keep one, so a new field does not compile until every view
 * says what it does with it (an entry that leaves a field to another one says so).
 */
export type FilterFieldViews<View> = { readonly [Field in FilterField]-?: View };

/** The filter and each filter joined to it by `or` (`1 tuner or 1 archetype "Speedroid" monster`), in the order written. */
export function filterAlternatives(filter: CardFilter): readonly CardFilter[] {
  return filter.orElse ? [filter, ...filter.orElse] : [filter];
}
