import { allocate, type AllocateOptions } from '../allocate';
import { DomainError } from '../domain-error';
import { assertCents, Dec, roundCents, type AuditStep } from '../money';
import { auditStep } from '../fees/audit-step';
import { formatDate } from '../date-display';

export type EqualizationCommitment = {
  id: string;
  commitment: number;
  isGp?: boolean;
  /**
   * Existing commitments only: the capital it has contributed to equalized calls (fee portions
   * excluded). When given, refunds go back pro rata to it (model LPA §5.1); without it, by
   * commitment.
   */
  contributed?: number;
};

/**
 * One transaction code of an earlier call and the total the existing commitments paid on it.
 * Only the total matters here: the admitted pay their share of it; who paid it shows in each
 * existing commitment's `contributed`, which decides who gets the excess back.
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
 * Who the refunds go back to: pro rata to contributed capital when every existing commitment
 * says what it contributed and someone did; by commitment otherwise. A commitment that
 * contributed nothing gets nothing back (and is left out: a weight must be positive).
 */
export function refundWeights(existing: readonly EqualizationCommitment[]): {
  by: string;
  weights: ReturnType<typeof weights>;
  inputs: Record<string, number>;
} {
  const contributed = existing.every((c) => c.contributed !== undefined)
    ? existing.filter((c) => assertCents(c.contributed!, `Contributed ${c.id}`) > 0)
    : [];
  if (contributed.length === 0) return { by: 'commitment', weights: weights(existing), inputs: {} };
  return {
    by: 'contributed capital',
    weights: contributed.map((c) => ({ id: c.id, weight: c.contributed!, isGp: c.isGp })),
    inputs: { contributed_cents: contributed.reduce((s, c) => s + c.contributed!, 0) },
  };
}

/**
 * Capital equalization for a subsequent closing (model LPA §5.1): each admitted commitment pays
 * its pro-rata share of every earlier equalized call, as if it had been admitted at the first
 * close, and the excess goes back to the existing commitments by their contributions. Each call
 * line's pool is rounded once, then allocated exactly; the refunds are allocated once over all
 * calls.
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
          `Call of ${formatDate(call.dueDate)}, ${line.code}`,
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

  const refund = refundWeights(existing);
  const returnedToExisting: Record<string, number> = Object.fromEntries(
    existing.map((c) => [c.id, 0]),
  );
  if (refundPool !== 0)
    Object.assign(returnedToExisting, allocate(refundPool, refund.weights, rounding));
  audit.push(
    {
      ...auditStep(
        'Returned to existing commitments',
        `Σ non-fee pools, allocated by ${refund.by}`,
        { pool_cents: refundPool, existing_commitments: existing.length, ...refund.inputs },
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
