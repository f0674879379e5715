import { and, eq } from 'drizzle-orm';
import type {
  CommitmentFee,
  CommitmentFeeOverrideInput,
  FeeRateStep,
} from '../../api/commitment-fee-override';
import type { FeeRatePointInput } from '../../api/fees';
import { fractionToPercent } from '../../api/percent';
import { effectiveRateSteps, type FeeRateSchedule } from '../../domain/fees';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { commitment_fee_overrides, users } from '../db/schema';
import { fromRatePoints, getFee, loadFeeRow, toRatePoints } from '../fees/fee-configuration';
import { loadFeeRateOverrides } from '../fees/fee-rate-overrides';
import type { Scope } from '../scope';
import { loadCommitment } from './commitment-ledger';

/**
 * The schedule the fee engine applies, as steps in percent with their level, and the step in
 * force on `date` (null before the first): what the fees tab and the fee page show.
 */
export function feeRateStepsOf(
  schedule: FeeRateSchedule,
  date: string,
): { steps: FeeRateStep[]; in_force: FeeRateStep | null } {
  const steps = effectiveRateSteps(schedule).map((s) => ({
    from: s.from,
    rate_percent: fractionToPercent(s.rate),
    source: s.source,
  }));
  return { steps, in_force: steps.findLast((s) => s.from <= date) ?? null };
}

/** The commitment and a fee of its own fund family, for this customer; otherwise a 404. */
async function loadCommitmentAndFee(
  db: Database,
  scope: Scope,
  commitmentId: string,
  feeId: string,
) {
  const commitment = await loadCommitment(db, scope, commitmentId);
  const fee = await loadFeeRow(db, scope, feeId);
  if (fee.fund_family_id !== commitment.fund_family_id)
    throw notFound('No such fee in this commitment’s fund family');
  return { commitment, fee };
}

async function overrideRow(db: Database, commitmentId: string, feeId: string) {
  const [row] = await db
    .select({
      rates: commitment_fee_overrides.rates,
      updated_at: commitment_fee_overrides.updated_at,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(commitment_fee_overrides)
    .leftJoin(users, eq(users.id, commitment_fee_overrides.updated_by))
    .where(
      and(
        eq(commitment_fee_overrides.commitment_id, commitmentId),
        eq(commitment_fee_overrides.fee_id, feeId),
      ),
    );
  return row;
}

/**
 * GET /commitment-information/{commitmentId}/fees/{feeId}/: the fund's fee, the class's and the
 * commitment's own rates, and the steps the fee engine charges this commitment from each date
 * (its class today: the one a new charge run finds for today's periods).
 */
export async function getCommitmentFee(
  db: Database,
  scope: Scope,
  commitmentId: string,
  feeId: string,
  today: string,
): Promise<CommitmentFee> {
  const { commitment, fee } = await loadCommitmentAndFee(db, scope, commitmentId, feeId);
  const overrides = await loadFeeRateOverrides(db, scope, [fee.id], [commitment.id]);
  const classRates = overrides.classRates(commitment.investor_class_id, fee.id);
  const own = await overrideRow(db, commitment.id, fee.id);
  return {
    commitment_id: commitment.id,
    fund_family_id: commitment.fund_family_id,
    investor_entity_name: commitment.investor_entity_name,
    owning_entity_name: commitment.owning_entity_name,
    investor_class:
      commitment.investor_class_id && commitment.investor_class_name
        ? { id: commitment.investor_class_id, name: commitment.investor_class_name }
        : null,
    fee: await getFee(db, scope, fee.id),
    class_rates: classRates ? fromRatePoints(classRates) : null,
    override: own
      ? {
          rates: fromRatePoints(own.rates),
          updated_by_name: own.first_name ? `${own.first_name} ${own.last_name}` : null,
          updated_at: own.updated_at.toISOString(),
        }
      : null,
    ...feeRateStepsOf(
      overrides.scheduleOf(fee, commitment.id, commitment.investor_class_id),
      today,
    ),
  };
}

/**
 * PUT …/override/: replaces the commitment's own rates for the fee. Returns the rates it had
 * before (null: none), for the audit log.
 */
export async function setCommitmentFeeOverride(
  tx: Database,
  scope: Scope,
  commitmentId: string,
  feeId: string,
  input: CommitmentFeeOverrideInput,
  userId: string | null,
): Promise<FeeRatePointInput[] | null> {
  const { commitment, fee } = await loadCommitmentAndFee(tx, scope, commitmentId, feeId);
  const before = await overrideRow(tx, commitment.id, fee.id);
  const rates = toRatePoints(input.rates);
  await tx
    .insert(commitment_fee_overrides)
    .values({
      customer_id: scope.customerId,
      commitment_id: commitment.id,
      fee_id: fee.id,
      rates,
      created_by: userId,
      updated_by: userId,
    })
    .onConflictDoUpdate({
      target: [commitment_fee_overrides.commitment_id, commitment_fee_overrides.fee_id],
      set: { rates, updated_by: userId, updated_at: new Date() },
    });
  return before ? fromRatePoints(before.rates) : null;
}

/** DELETE …/override/: the commitment pays its class's or the fund's rate again. */
export async function clearCommitmentFeeOverride(
  tx: Database,
  scope: Scope,
  commitmentId: string,
  feeId: string,
): Promise<FeeRatePointInput[] | null> {
  const { commitment, fee } = await loadCommitmentAndFee(tx, scope, commitmentId, feeId);
  const before = await overrideRow(tx, commitment.id, fee.id);
  await tx
    .delete(commitment_fee_overrides)
    .where(
      and(
        eq(commitment_fee_overrides.commitment_id, commitment.id),
        eq(commitment_fee_overrides.fee_id, fee.id),
      ),
    );
  return before ? fromRatePoints(before.rates) : null;
}
