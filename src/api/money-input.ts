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
  v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Must be valid date'),
);

export const requiredText = (max = 200) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('This field may not be blank.'), v.maxLength(max));

export const uuidSchema = v.pipe(v.string(), v.uuid('Invalid'));
