import * as v from 'valibot';
import { isoDateProblem } from '../domain/iso-date';

/** Integer cents, positive, below the safe-integer limit (spec §5 money inputs). */
export const positiveCentsSchema = v.pipe(
  v.number('Must be valid number'),
  v.integer('Must be valid number'),
  v.minValue(1, 'Amount must be positive.'),
  v.maxValue(Number.MAX_SAFE_INTEGER - 1, 'Less than or equal to 9007199254740990'),
);

/** The API's one date schema: an ISO YYYY-MM-DD naming a real day in the sane range. */
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
