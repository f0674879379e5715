import * as v from 'valibot';
import { isoDateSchema, requiredText, uuidSchema } from './money-input';

/** Spec §3 "dates": the fund term, commitment period and investment period, each start to end. */
export const fundDatePeriods = [
  ['fund_start_date', 'fund_end_date'],
  ['commitment_period_start', 'commitment_period_end'],
  ['investment_period_start', 'investment_period_end'],
] as const;

export type FundDateField = (typeof fundDatePeriods)[number][number];

const optionalDate = v.nullable(isoDateSchema);

const fundDatesObject = v.object({
  fund_family_id: uuidSchema,
  fund_start_date: optionalDate,
  fund_end_date: optionalDate,
  commitment_period_start: optionalDate,
  commitment_period_end: optionalDate,
  investment_period_start: optionalDate,
  investment_period_end: optionalDate,
  named_dates: v.pipe(
    v.array(v.object({ name: requiredText(100), date: isoDateSchema })),
    v.maxLength(50),
  ),
});
type FundDatesShape = v.InferOutput<typeof fundDatesObject>;

type DatesLike = Record<FundDateField, string | null> & {
  named_dates: { name: string; date: string }[];
};

/** An issue path of plain keys, as valibot reports it (the field errors map it to "a.0.b"). */
const pathOf = (value: DatesLike, keys: (string | number)[]): [v.IssuePathItem] => {
  let input: unknown = value;
  const items = keys.map((key) => {
    const parent = input as Record<string | number, unknown>;
    input = parent[key];
    return typeof key === 'number'
      ? ({
          type: 'array',
          origin: 'value',
          input: parent,
          key,
          value: input,
        } as unknown as v.ArrayPathItem)
      : ({ type: 'object', origin: 'value', input: parent, key, value: input } as v.ObjectPathItem);
  });
  return items as [v.IssuePathItem];
};

/**
 * The rules across fields, shared by the API and the form (where an empty date is ''): each
 * period ends after it starts, and named dates have names of their own.
 */
export const fundDatesRules = <T extends DatesLike>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    for (const [start, end] of fundDatePeriods) {
      const from = value[start];
      const to = value[end];
      // Spec §5's generic date message, on the end date.
      if (from && to && to <= from)
        addIssue({ message: `After ${from}`, path: pathOf(value, [end]) });
    }
    const seen = new Set<string>();
    value.named_dates.forEach((named, index) => {
      const key = named.name.trim().toLowerCase();
      if (seen.has(key)) {
        addIssue({
          message: 'Each named date needs its own name',
          path: pathOf(value, ['named_dates', index, 'name']),
        });
      }
      seen.add(key);
    });
  });

/** GET and POST /api/dates/: one fund family's dates, replaced as a whole on save. */
export const fundDatesSchema = v.pipe(fundDatesObject, fundDatesRules<FundDatesShape>());
export type FundDates = v.InferOutput<typeof fundDatesSchema>;
