import * as v from 'valibot';
import { DAY_COUNTS } from '../domain/day-count';
import {
  FeeBasisDetermination,
  FeeCadence,
  FeeChargeTiming,
  FeeOrderOfOperations,
  FeePartialPeriodBasis,
  FEE_PRORATIONS,
  FeeWaiverMethodology,
  OffsetType,
} from '../domain/fees/fee-enums';
import { isoDateSchema, requiredText, uuidSchema } from './money-input';
import { percentSchema } from './percent';

/** Spec §3 fee enumerations, as lists for pickers and schemas. */
export const feeTypes = ['management'] as const;
export const feeCadences = Object.values(FeeCadence);
export const feeChargeTimings = Object.values(FeeChargeTiming);
export const feeBasisDeterminations = Object.values(FeeBasisDetermination);
export const feePartialPeriodBases = Object.values(FeePartialPeriodBasis);
export const feeOrdersOfOperations = Object.values(FeeOrderOfOperations);
export const feeWaiverMethodologies = Object.values(FeeWaiverMethodology);
export const offsetTypes = Object.values(OffsetType);
export const dayCounts = DAY_COUNTS;
export const feeProrations = FEE_PRORATIONS;

const ascendingFrom = <T extends { from: string }>(points: T[]) =>
  points.every((p, i) => i === 0 || p.from > points[i - 1]!.from);

/** A fee's rate from a date on (a step-down is a second, later point). */
export const feeRatePointSchema = v.object({ from: isoDateSchema, rate_percent: percentSchema });
export type FeeRatePointInput = v.InferOutput<typeof feeRatePointSchema>;

export const feeRatesSchema = v.pipe(
  v.array(feeRatePointSchema),
  v.minLength(1, 'At least 1 items'),
  v.check(ascendingFrom, 'Each rate must start after the one before it.'),
);

/** From `from` on, the basis is this calculation of the fund family (usually classified fee_basis). */
export const feeBasisPointSchema = v.object({ from: isoDateSchema, calculation_id: uuidSchema });

/**
 * POST /fee-information/ and PUT /fee-information/{id}/: a fee of a fund family (spec §3
 * "Fee"). Rates are percents here and fractions in storage, where src/domain/fees reads them.
 */
export const feeInputSchema = v.object({
  name: requiredText(100),
  type: v.optional(v.picklist(feeTypes), 'management'),
  rates: feeRatesSchema,
  basis: v.pipe(
    v.array(feeBasisPointSchema),
    v.minLength(1, 'At least 1 items'),
    v.check(ascendingFrom, 'Each basis must start after the one before it.'),
  ),
  day_count: v.picklist(DAY_COUNTS),
  /**
   * model_lpa: a full period is its share of the annual rate (a quarter 1/4, a month 1/12), a
   * short one actual days over 365, whatever day_count says. day_count (the default, what fees
   * were charged under before the setting existed): every period is day_count's year fraction.
   */
  proration: v.optional(
    v.picklist(FEE_PRORATIONS, 'Choose model_lpa (the model LPA) or day_count (by the day count).'),
    'day_count',
  ),
  cadence: v.picklist(feeCadences),
  charge_timing: v.picklist(feeChargeTimings),
  basis_determination: v.picklist(feeBasisDeterminations),
  partial_period_basis: v.picklist(feePartialPeriodBases),
  true_up_eligible: v.boolean(),
  offsets: v.pipe(
    v.array(v.object({ type: v.picklist(offsetTypes), percent: percentSchema })),
    v.check(
      (offsets) => new Set(offsets.map((o) => o.type)).size === offsets.length,
      'Each offset type may appear once.',
    ),
  ),
  order_of_operations: v.picklist(feeOrdersOfOperations),
  /** Null: the fee takes no waivers. */
  waiver_methodology: v.nullable(v.picklist(feeWaiverMethodologies)),
});
export type FeeInput = v.InferOutput<typeof feeInputSchema>;

export const feeCreateSchema = v.object({ fund_family_id: uuidSchema, ...feeInputSchema.entries });
export type FeeCreate = v.InferOutput<typeof feeCreateSchema>;

/** GET /fee-information/ and /{id}/: the fee with its basis calculations named. */
export type Fee = Omit<FeeInput, 'basis'> & {
  id: string;
  fund_family_id: string;
  basis: { from: string; calculation_id: string; calculation_name: string | null }[];
};

/** PUT /investor-class/{id}/ fee_overrides: a class's own rates for one fee. */
export const feeOverrideSchema = v.object({ fee_id: uuidSchema, rates: feeRatesSchema });
export type FeeOverrideInput = v.InferOutput<typeof feeOverrideSchema>;
