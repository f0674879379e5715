import * as v from 'valibot';
import { feeOverrideSchema, type FeeRatePointInput } from './fees';
import { requiredText, uuidSchema } from './money-input';
import { waterfallOverrideSchema, type WaterfallOverrideInput } from './waterfall';

const uniqueBy =
  <T>(key: (item: T) => string) =>
  (items: T[]) =>
    new Set(items.map(key)).size === items.length;

const classFields = {
  name: requiredText(100),
  description: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500))), null),
};

/**
 * PUT /investor-class/{id}/: a commitment class with its overrides of the fund's default fees
 * (its own rates per fee) and waterfall (its own parameters per tier).
 */
export const investorClassInputSchema = v.object({
  ...classFields,
  fee_overrides: v.optional(
    v.pipe(
      v.array(feeOverrideSchema),
      v.check(
        uniqueBy((o) => o.fee_id),
        'Each fee may be overridden once.',
      ),
    ),
    [],
  ),
  waterfall_overrides: v.optional(
    v.pipe(
      v.array(waterfallOverrideSchema),
      v.check(
        uniqueBy((o) => o.tier_name),
        'Each tier may be overridden once.',
      ),
    ),
    [],
  ),
});
export type InvestorClassInput = v.InferOutput<typeof investorClassInputSchema>;

/** POST /investor-class/. */
export const investorClassCreateSchema = v.object({
  fund_family_id: uuidSchema,
  ...investorClassInputSchema.entries,
});

/** POST /investor-class/bulk/: several classes by name, all or none. */
export const investorClassBulkSchema = v.object({
  fund_family_id: uuidSchema,
  classes: v.pipe(
    v.array(v.object(classFields)),
    v.minLength(1, 'At least 1 items'),
    v.maxLength(100, 'At most 100 items'),
    v.check(
      uniqueBy((c) => c.name.toLowerCase()),
      'Class names must be unique.',
    ),
  ),
});

export type InvestorClassCommitment = {
  commitment_id: string;
  investor_entity_name: string;
  owning_entity_name: string;
  amount_cents: number;
};

/** GET /investor-class/ and /{id}/. */
export type InvestorClass = {
  id: string;
  fund_family_id: string;
  name: string;
  description: string | null;
  fee_overrides: { fee_id: string; fee_name: string; rates: FeeRatePointInput[] }[];
  waterfall_overrides: WaterfallOverrideInput[];
  commitment_count: number;
};

export type InvestorClassDetail = InvestorClass & { commitments: InvestorClassCommitment[] };
