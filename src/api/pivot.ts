import * as v from 'valibot';
import { isoDateSchema } from './money-input';

/**
 * Dimensions a ledger pivot can filter, group rows by and pivot on. The names follow the
 * saved views of spec §3 (transaction_code_config__name, entity__legal_name).
 */
export const pivotDimensions = [
  'transaction_code_config__name',
  'transaction_code_config__classification',
  'entity__legal_name',
  'fund_entity__name',
  'fund_family__name',
  'effective_date__year',
  'effective_date__quarter',
] as const;
export type PivotDimension = (typeof pivotDimensions)[number];

export const pivotDimensionTitles: Record<PivotDimension, string> = {
  transaction_code_config__name: 'Transaction code',
  transaction_code_config__classification: 'Code classification',
  entity__legal_name: 'Investor entity',
  fund_entity__name: 'Fund entity',
  fund_family__name: 'Fund family',
  effective_date__year: 'Year',
  effective_date__quarter: 'Quarter',
};

export const pivotMeasures = ['capital_amount'] as const;
export type PivotMeasure = (typeof pivotMeasures)[number];

const dimension = v.picklist(pivotDimensions, 'Must be a pivot dimension');

export const pivotRequestSchema = v.object({
  fund_family_ids: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.uuid('Must be valid id'))),
      v.maxLength(1000, 'At most 1000 items'),
    ),
    [],
  ),
  filters: v.optional(
    v.array(
      v.object({
        field: dimension,
        values: v.pipe(
          v.array(v.string()),
          v.minLength(1, 'At least 1 items'),
          v.maxLength(1000, 'At most 1000 items'),
        ),
      }),
    ),
    [],
  ),
  start_date: v.optional(v.nullable(isoDateSchema)),
  end_date: v.optional(v.nullable(isoDateSchema)),
  include_draft_transactions: v.optional(v.boolean(), false),
  group_rows_by: v.pipe(
    v.array(dimension),
    v.minLength(1, 'At least 1 items'),
    v.maxLength(3, 'At most 3 items'),
  ),
  pivot_on: v.optional(v.nullable(dimension), null),
  measure: v.optional(v.picklist(pivotMeasures, 'Must be capital_amount'), 'capital_amount'),
});
export type PivotRequest = v.InferInput<typeof pivotRequestSchema>;
export type PivotQuery = v.InferOutput<typeof pivotRequestSchema>;

/** Pivot columns past this many are folded into "Other" so the grid stays usable. */
export const maxPivotColumns = 200;
