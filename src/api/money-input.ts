import * as v from 'valibot';

/** Integer cents, positive, below the safe-integer limit (spec §5 money inputs). */
export const positiveCentsSchema = v.pipe(
  v.number('Must be valid number'),
  v.integer('Must be valid number'),
  v.minValue(1, 'Amount must be positive.'),
  v.maxValue(Number.MAX_SAFE_INTEGER - 1, 'Less than or equal to 9007199254740990'),
);

/**
 * The sane range of business dates: a date cell needs a year after 1900 (spec §5) and the
 * calendar ends in 2300. Year 0000 or 9999 is a typo that the database and the day counts
 * would otherwise trip over later.
 */
export const isoDateBounds = { min: '1901-01-01', max: '2300-12-31' } as const;

/** Why a text is not an API date (one message), or null when it is one. */
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

/** The API's one date schema: an ISO YYYY-MM-DD that names a real day within isoDateBounds. */
export const isoDateSchema = v.pipe(
  v.string(),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? isoDateProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
);

export const requiredText = (max = 200) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('This field may not be blank.'), v.maxLength(max));

export const uuidSchema = v.pipe(v.string(), v.uuid('Invalid'));
