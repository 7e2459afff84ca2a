/**
 * The index of the last item that starts at or before `offset`, in items sorted by where they start (0
 * when none does, or when there are none): which declaration, segment or token a position falls in.
 */
export function lastStartingAtOrBefore<T>(items: readonly T[], offset: number, startOf: (item: T) => number): number {
  let low = 0;
  let high = items.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (startOf(items[mid]) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The same over numbers: the index of the last of values[0, count) at or before `value` (0 when none is). */
export function lastAtOrBefore(values: ArrayLike<number>, value: number, count = values.length): number {
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (values[mid] <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}
