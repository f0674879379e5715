import { allocate, type AllocateOptions } from '../allocate';
import { DomainError } from '../domain-error';
import { assertCents, Dec, roundCents, type AuditStep } from '../money';
import { auditStep } from '../fees/audit-step';

export type EqualizationCommitment = { id: string; commitment: number; isGp?: boolean };

/**
 * One transaction code of an earlier call and the total the existing commitments paid on it.
 * Only the total matters: the admitted pay their share of it and the excess goes back by
 * commitment, whoever paid it (an excused investor changes the total, not the method).
 */
export type EarlierCallLine = {
  code: string;
  /** Transaction code flag "should get equalized". */
  shouldGetEqualized: boolean;
  /** Transaction code flag "affects equalization interest". */
  affectsEqualizationInterest: boolean;
  /** The fee portion goes to the manager as a catch-up, not back to the earlier partners. */
  isManagementFee?: boolean;
  amount: number;
};

export type EarlierCall = { id: string; dueDate: string; lines: readonly EarlierCallLine[] };

export type CapitalEqualizationInput = {
  existing: readonly EqualizationCommitment[];
  admitted: readonly EqualizationCommitment[];
  calls: readonly EarlierCall[];
  rounding: AllocateOptions;
};

/** What one admitted commitment owes for one line of one earlier call. */
export type EqualizationPayment = {
  callId: string;
  dueDate: string;
  code: string;
  commitmentId: string;
  amount: number;
  affectsEqualizationInterest: boolean;
  isManagementFee: boolean;
};

export type CapitalEqualizationResult = {
  payments: EqualizationPayment[];
  /** Per admitted commitment, the total equalization payment. */
  paidByAdmitted: Record<string, number>;
  /** Per existing commitment, the excess returned (allocated by commitment). */
  returnedToExisting: Record<string, number>;
  /** The fee portion paid by admitted commitments, due to the manager. */
  feeCatchUpToManager: number;
  audit: AuditStep[];
};

const sumCommitments = (list: readonly EqualizationCommitment[]): number =>
  list.reduce((s, c) => s + assertCents(c.commitment, `Commitment ${c.id}`), 0);

const weights = (list: readonly EqualizationCommitment[]) =>
  list.map((c) => ({ id: c.id, weight: c.commitment, isGp: c.isGp }));

/**
 * Capital equalization for a subsequent closing (model LPA §5.1): each admitted commitment pays
 * its pro-rata share of every earlier equalized call, as if it had been admitted at the first
 * close, and the excess goes back to the existing commitments by commitment. Each call line's
 * pool is rounded once, then allocated exactly; the refunds are allocated once over all calls.
 */
export const equalizeCapital = ({
  existing,
  admitted,
  calls,
  rounding,
}: CapitalEqualizationInput): CapitalEqualizationResult => {
  if (admitted.length === 0) throw new DomainError('No admitted commitments to equalize.');
  if (existing.length === 0) throw new DomainError('No existing commitments to equalize against.');
  const existingTotal = sumCommitments(existing);
  const admittedTotal = sumCommitments(admitted);
  const fundTotal = existingTotal + admittedTotal;
  const share = new Dec(admittedTotal).div(fundTotal);
  const audit: AuditStep[] = [
    auditStep(
      'Admitted share of the fund',
      'admitted commitments / all commitments',
      { admitted_cents: admittedTotal, all_cents: fundTotal },
      share.toString(),
    ),
  ];
  const payments: EqualizationPayment[] = [];
  const paidByAdmitted: Record<string, number> = Object.fromEntries(admitted.map((c) => [c.id, 0]));
  let refundPool = 0;
  let feeCatchUpToManager = 0;
  const admittedWeights = weights(admitted);

  for (const call of calls) {
    for (const line of call.lines) {
      if (!line.shouldGetEqualized) continue;
      const called = assertCents(line.amount, `Call ${call.id} ${line.code}`);
      const pool = roundCents(share.times(called));
      audit.push({
        ...auditStep(
          `Call of ${call.dueDate}, ${line.code}`,
          'called × admitted share, rounded once',
          { called_cents: called, share: share.toString(), due_date: call.dueDate },
          pool,
        ),
        unit: 'cents',
      });
      if (pool === 0) continue;
      const split = allocate(pool, admittedWeights, rounding);
      for (const c of admitted) {
        const amount = split[c.id] ?? 0;
        paidByAdmitted[c.id] = (paidByAdmitted[c.id] ?? 0) + amount;
        payments.push({
          callId: call.id,
          dueDate: call.dueDate,
          code: line.code,
          commitmentId: c.id,
          amount,
          affectsEqualizationInterest: line.affectsEqualizationInterest,
          isManagementFee: line.isManagementFee === true,
        });
      }
      if (line.isManagementFee) feeCatchUpToManager += pool;
      else refundPool += pool;
    }
  }

  const returnedToExisting =
    refundPool === 0
      ? Object.fromEntries(existing.map((c) => [c.id, 0]))
      : allocate(refundPool, weights(existing), rounding);
  audit.push(
    {
      ...auditStep(
        'Returned to existing commitments',
        'Σ non-fee pools, allocated by commitment',
        { pool_cents: refundPool, existing_commitments: existing.length },
        refundPool,
      ),
      unit: 'cents',
    },
    {
      ...auditStep(
        'Fee catch-up to the manager',
        'Σ fee pools',
        { payments: payments.length },
        feeCatchUpToManager,
      ),
      unit: 'cents',
    },
  );
  return { payments, paidByAdmitted, returnedToExisting, feeCatchUpToManager, audit };
};
