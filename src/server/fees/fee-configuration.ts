import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Fee, FeeInput } from '../../api/fees';
import { fractionToPercent, percentToFraction } from '../../api/percent';
import type { FeeTerms, OffsetType, RatePoint } from '../../domain/fees';
import { ApiError, invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import { calculations, fee_charge_events, fees } from '../db/schema';
import type { Scope } from '../scope';
import { loadFundFamily } from '../fund-family/fund-family-service';

type FeeRow = typeof fees.$inferSelect;

export const toRatePoints = (rates: FeeInput['rates']): RatePoint[] =>
  rates.map((r) => ({ from: r.from, rate: percentToFraction(r.rate_percent) }));
export const fromRatePoints = (rates: readonly RatePoint[]): FeeInput['rates'] =>
  rates.map((r) => ({ from: r.from, rate_percent: fractionToPercent(r.rate) }));

/** The terms src/domain/fees calculates a fee with, read from its stored configuration. */
export const feeTermsOf = (fee: FeeRow): FeeTerms => ({
  dayCount: fee.day_count,
  proration: fee.proration,
  chargeTiming: fee.charge_timing,
  basisDetermination: fee.basis_determination,
  partialPeriodBasis: fee.partial_period_basis,
});

function toApi(row: FeeRow, names: Map<string, string>): Fee {
  return {
    id: row.id,
    fund_family_id: row.fund_family_id,
    name: row.name,
    type: row.type,
    rates: fromRatePoints(row.rates),
    basis: row.basis.map((b) => ({ ...b, calculation_name: names.get(b.calculation_id) ?? null })),
    day_count: row.day_count,
    proration: row.proration,
    cadence: row.cadence,
    charge_timing: row.charge_timing,
    basis_determination: row.basis_determination,
    partial_period_basis: row.partial_period_basis,
    true_up_eligible: row.true_up_eligible,
    offsets: Object.entries(row.offset_percentages).map(([type, fraction]) => ({
      type: type as OffsetType,
      percent: fractionToPercent(fraction),
    })),
    order_of_operations: row.order_of_operations,
    waiver_methodology: row.waiver_methodology,
  };
}

async function calculationNames(db: Database, fundFamilyId: string) {
  const rows = await db
    .select({ id: calculations.id, name: calculations.name })
    .from(calculations)
    .where(eq(calculations.fund_family_id, fundFamilyId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function listFees(db: Database, scope: Scope, fundFamilyId: string): Promise<Fee[]> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const rows = await db
    .select()
    .from(fees)
    .where(and(eq(fees.customer_id, scope.customerId), eq(fees.fund_family_id, fund.id)))
    .orderBy(asc(fees.created_at), asc(fees.name));
  const names = await calculationNames(db, fund.id);
  return rows.map((row) => toApi(row, names));
}

export async function loadFeeRow(db: Database, scope: Scope, feeId: string): Promise<FeeRow> {
  const [row] = await db
    .select()
    .from(fees)
    .where(and(eq(fees.id, feeId), eq(fees.customer_id, scope.customerId)));
  if (!row) throw notFound('No such fee for this customer');
  return row;
}

export async function getFee(db: Database, scope: Scope, feeId: string): Promise<Fee> {
  const row = await loadFeeRow(db, scope, feeId);
  return toApi(row, await calculationNames(db, row.fund_family_id));
}

/** Checks what the schema cannot: the basis calculations are the family's, the name is free. */
async function checkFee(tx: Database, fundFamilyId: string, input: FeeInput, feeId: string | null) {
  const ids = [...new Set(input.basis.map((b) => b.calculation_id))];
  const found = await tx
    .select({ id: calculations.id })
    .from(calculations)
    .where(and(eq(calculations.fund_family_id, fundFamilyId), inArray(calculations.id, ids)));
  const known = new Set(found.map((r) => r.id));
  const errors: Record<string, string[]> = {};
  input.basis.forEach((b, i) => {
    if (!known.has(b.calculation_id))
      errors[`basis.${i}.calculation_id`] = ['Choose a calculation of this fund family.'];
  });
  const [taken] = await tx
    .select({ id: fees.id })
    .from(fees)
    .where(and(eq(fees.fund_family_id, fundFamilyId), eq(fees.name, input.name)));
  if (taken && taken.id !== feeId)
    errors.name = ['This fund family already has a fee with this name.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const feeValues = (input: FeeInput) => ({
  name: input.name,
  type: input.type,
  rates: toRatePoints(input.rates),
  basis: input.basis,
  day_count: input.day_count,
  proration: input.proration,
  cadence: input.cadence,
  charge_timing: input.charge_timing,
  basis_determination: input.basis_determination,
  partial_period_basis: input.partial_period_basis,
  true_up_eligible: input.true_up_eligible,
  offset_percentages: Object.fromEntries(
    input.offsets.map((o) => [o.type, percentToFraction(o.percent)]),
  ) as Partial<Record<OffsetType, string>>,
  order_of_operations: input.order_of_operations,
  waiver_methodology: input.waiver_methodology,
});

export async function createFee(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  input: FeeInput,
): Promise<string> {
  const fund = await loadFundFamily(tx, scope.customerId, fundFamilyId);
  await checkFee(tx, fund.id, input, null);
  const [row] = await tx
    .insert(fees)
    .values({ customer_id: scope.customerId, fund_family_id: fund.id, ...feeValues(input) })
    .returning({ id: fees.id });
  return row!.id;
}

export async function updateFee(
  tx: Database,
  scope: Scope,
  feeId: string,
  input: FeeInput,
): Promise<FeeRow> {
  const before = await loadFeeRow(tx, scope, feeId);
  await checkFee(tx, before.fund_family_id, input, feeId);
  await tx
    .update(fees)
    .set({ ...feeValues(input), updated_at: new Date() })
    .where(eq(fees.id, feeId));
  return before;
}

/** Why a fee that has been charged stays: its charges are read from its terms (409). */
export const chargedFeeNotDeleted =
  'This fee has fee charge events, so it cannot be deleted: its charges and their ledger rows are computed from its terms.';

/**
 * Deleting a fee drops the classes' overrides of it too (cascade). A fee with a fee charge event
 * (a draft or published charge) is refused with a 409: the charge keeps the fee it was run with.
 */
export async function deleteFee(tx: Database, scope: Scope, feeId: string): Promise<FeeRow> {
  const before = await loadFeeRow(tx, scope, feeId);
  const [charged] = await tx
    .select({ id: fee_charge_events.fund_family_event_id })
    .from(fee_charge_events)
    .where(eq(fee_charge_events.fee_id, feeId))
    .limit(1);
  if (charged) throw new ApiError({ status: 409, code: 'conflict', message: chargedFeeNotDeleted });
  await tx.delete(fees).where(eq(fees.id, feeId));
  return before;
}
