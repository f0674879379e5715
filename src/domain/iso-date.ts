/**
 * The sane range of business dates: a date cell needs a year after 1900 (spec §5) and the
 * calendar ends in 2300. Year 0000 or 9999 is a typo that the database and the day counts
 * would otherwise trip over later (a draft dated 0000-01-01 failed on every post).
 */
export const isoDateBounds = { min: '1901-01-01', max: '2300-12-31' } as const;

/** Why a text is not a business date (one message), or null when it is one. */
export function isoDateProblem(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Must be valid date';
  // Date.parse rolls 2026-02-30 over to March 2; the round trip refuses days a month lacks.
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    return 'Must be valid date';
  // ISO strings of one length compare as dates.
  if (value < isoDateBounds.min) return 'Must be after 12/31/1900';
  if (value > isoDateBounds.max) return 'Must be before 01/01/2301';
  return null;
}
