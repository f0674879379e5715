import * as v from 'valibot';

/** Integer cents, positive, below the safe-integer limit (spec §5 money inputs). */
export const positiveCentsSchema = v.pipe(
  v.number('Must be valid number'),
  v.integer('Must be valid number'),
  v.minValue(1, 'Amount must be positive.'),
  v.maxValue(Number.MAX_SAFE_INTEGER - 1, 'Less than or equal to 9007199254740990'),
);

export const isoDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be valid date'),
  // Date.parse rolls 2026-02-30 over to March 2; the round trip refuses days a month lacks.
  v.check((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, 'Must be valid date'),
);

export const requiredText = (max = 200) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('This field may not be blank.'), v.maxLength(max));

export const uuidSchema = v.pipe(v.string(), v.uuid('Invalid'));
