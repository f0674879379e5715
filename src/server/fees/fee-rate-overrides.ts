import { and, eq, inArray } from 'drizzle-orm';
import type { FeeRateSchedule, RatePoint } from '../../domain/fees';
import type { Database } from '../db/database';
import { commitment_fee_overrides, investor_class_fee_overrides } from '../db/schema';
import type { Scope } from '../scope';

/**
 * The levels of a fee's rate schedule above the fund's own: each class's rates
 * (classes/{id}/fees/{feeId}/override) and each commitment's (commitments/{id}/fees/{feeId}/
 * override, a side letter). Every reader of fee rates builds its schedule here, so a fee charge
 * run, a capital call's fee line, a closing's or a class change's fee true-up and the
 * commitment's fees tab charge and show the same rate.
 */
export type FeeRateOverrides = {
  /** A class's own rates for a fee, if it has them. */
  classRates: (investorClassId: string | null, feeId: string) => RatePoint[] | undefined;
  /** A commitment's own rates for a fee, if it has them. */
  commitmentRates: (commitmentId: string, feeId: string) => RatePoint[] | undefined;
  /** The schedule the fee engine resolves for a commitment in a class: commitment → class → fund. */
  scheduleOf: (
    fee: { id: string; rates: readonly RatePoint[] },
    commitmentId: string,
    investorClassId: string | null,
  ) => FeeRateSchedule;
};

const key = (ownerId: string, feeId: string) => `${ownerId}|${feeId}`;

/**
 * The overrides of the given fees, of the customer's classes and commitments (only the given
 * commitments when named: a closing or a class change reads a few, a fee run all of them).
 */
export async function loadFeeRateOverrides(
  db: Database,
  scope: Scope,
  feeIds: readonly string[],
  commitmentIds?: readonly string[],
): Promise<FeeRateOverrides> {
  const noCommitments = commitmentIds !== undefined && commitmentIds.length === 0;
  const [classRows, commitmentRows] =
    feeIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              owner: investor_class_fee_overrides.investor_class_id,
              fee_id: investor_class_fee_overrides.fee_id,
              rates: investor_class_fee_overrides.rates,
            })
            .from(investor_class_fee_overrides)
            .where(
              and(
                eq(investor_class_fee_overrides.customer_id, scope.customerId),
                inArray(investor_class_fee_overrides.fee_id, [...feeIds]),
              ),
            ),
          noCommitments
            ? Promise.resolve([])
            : db
                .select({
                  owner: commitment_fee_overrides.commitment_id,
                  fee_id: commitment_fee_overrides.fee_id,
                  rates: commitment_fee_overrides.rates,
                })
                .from(commitment_fee_overrides)
                .where(
                  and(
                    eq(commitment_fee_overrides.customer_id, scope.customerId),
                    inArray(commitment_fee_overrides.fee_id, [...feeIds]),
                    ...(commitmentIds
                      ? [inArray(commitment_fee_overrides.commitment_id, [...commitmentIds])]
                      : []),
                  ),
                ),
        ]);
  const byClass = new Map(classRows.map((r) => [key(r.owner, r.fee_id), r.rates]));
  const byCommitment = new Map(commitmentRows.map((r) => [key(r.owner, r.fee_id), r.rates]));
  const classRates = (investorClassId: string | null, feeId: string) =>
    investorClassId === null ? undefined : byClass.get(key(investorClassId, feeId));
  const commitmentRates = (commitmentId: string, feeId: string) =>
    byCommitment.get(key(commitmentId, feeId));
  return {
    classRates,
    commitmentRates,
    scheduleOf: (fee, commitmentId, investorClassId) => ({
      fund: fee.rates,
      investorClass: classRates(investorClassId, fee.id),
      commitment: commitmentRates(commitmentId, fee.id),
    }),
  };
}
