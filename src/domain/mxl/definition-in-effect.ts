/** Anything with a dated window, both ends inclusive; a null end is open. */
export type Dated = { start_date: string; end_date: string | null };

export const covers = (dated: Dated, day: string): boolean =>
  dated.start_date <= day && (dated.end_date === null || day <= dated.end_date);

/**
 * Spec §3: a version may hold several dated definitions. On a given day the definition
 * whose window covers it applies; on days none covers, the version's own formula does.
 */
export function formulaInEffect<V extends Dated & { definitions: readonly Dated[] }>(
  version: V,
  day: string,
): V | V['definitions'][number] {
  return version.definitions.find((definition) => covers(definition, day)) ?? version;
}
