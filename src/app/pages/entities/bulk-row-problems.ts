import type { BulkColumn, BulkErrors } from './bulk-rows';

/**
 * Each row's problems as sentences naming the column ('Amount: Required'), by row index, so a
 * row can show them in its own Problems cell rather than only in a cell's hover tooltip.
 */
export function rowProblems(
  errors: BulkErrors,
  columns: readonly BulkColumn[],
): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const [key, message] of Object.entries(errors)) {
    const dot = key.indexOf('.');
    const index = Number(key.slice(0, dot));
    const field = key.slice(dot + 1);
    const title = columns.find((c) => c.field === field)?.title;
    const problems = byRow.get(index) ?? [];
    problems.push(title ? `${title}: ${message}` : message);
    byRow.set(index, problems);
  }
  return new Map([...byRow].sort(([a], [b]) => a - b));
}

/** Row indices as people count them: 'row 2', 'rows 2 and 5', 'rows 2, 5 and 7'. */
export function namedRows(indices: Iterable<number>): string {
  const numbers = [...new Set(indices)].sort((a, b) => a - b).map((index) => String(index + 1));
  if (numbers.length <= 1) return `row ${numbers.join('')}`;
  return `rows ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}
