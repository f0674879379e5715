export type SortDirection = 'asc' | 'desc';

/** Spec §4: a header click cycles ascending, descending, none. */
export function nextSort(current: SortDirection | null): SortDirection | null {
  if (current === null) return 'asc';
  return current === 'asc' ? 'desc' : null;
}

/** Nulls sort last in both directions, so blanks never crowd the top of a sorted column. */
export function compareSortValues(
  a: string | number | null,
  b: string | number | null,
  direction: SortDirection,
): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order =
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).localeCompare(String(b), 'en', { numeric: true });
  return direction === 'asc' ? order : -order;
}
