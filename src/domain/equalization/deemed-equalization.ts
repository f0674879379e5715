import { allocate, type AllocateOptions } from '../allocate';
import { assertCents, type AuditStep } from '../money';
import { auditStep } from '../fees/audit-step';

export type AllocatedTransaction = {
  id: string;
  date: string;
  code: string;
  shouldGetEqualized: boolean;
  allocated: Readonly<Record<string, number>>;
};

export type DeemedEqualizationInput = {
  effectiveDate: string;
  transactions: readonly AllocatedTransaction[];
  /** The new allocation rule's weights per commitment. */
  newWeights: readonly { id: string; weight: number | string; isGp?: boolean }[];
  rounding: AllocateOptions;
};

export type DeemedEqualizationResult = {
  byTransaction: { transactionId: string; deltas: Record<string, number> }[];
  /** Net deemed equalization per commitment; sums to zero. */
  byCommitment: Record<string, number>;
  audit: AuditStep[];
};

/**
 * When an allocation rule changes from an effective date, transactions on or after it are
 * deemed re-allocated under the new rule: the difference per commitment is posted as a deemed
 * equalization (realized through capital activity), and every transaction's deltas net to zero.
 */
export const deemedEqualization = ({
  newWeights,
  rounding,
  ...rest
}: DeemedEqualizationInput): DeemedEqualizationResult =>
  deemedReallocation({ ...rest, reallocate: (total) => allocate(total, newWeights, rounding) });

export type DeemedReallocationInput = {
  effectiveDate: string;
  transactions: readonly AllocatedTransaction[];
  /**
   * The new rule's allocation of a transaction's total per commitment, summing exactly to it
   * (a whole rule graph, say, allocated level by level).
   */
  reallocate: (total: number) => Readonly<Record<string, number>>;
};

/** The deemed equalization for any new rule: new allocation − booked allocation, per transaction. */
export const deemedReallocation = ({
  effectiveDate,
  transactions,
  reallocate,
}: DeemedReallocationInput): DeemedEqualizationResult => {
  const byCommitment: Record<string, number> = {};
  const audit: AuditStep[] = [];
  const byTransaction = transactions
    .filter((t) => t.shouldGetEqualized && t.date >= effectiveDate)
    .map((t) => {
      let total = 0;
      for (const v of Object.values(t.allocated)) total += assertCents(v, `Transaction ${t.id}`);
      const now = total === 0 ? {} : reallocate(total);
      const ids = new Set([...Object.keys(t.allocated), ...Object.keys(now)]);
      const deltas: Record<string, number> = {};
      for (const id of ids) {
        const d = (now[id] ?? 0) - (t.allocated[id] ?? 0);
        if (d !== 0) {
          deltas[id] = d;
          byCommitment[id] = (byCommitment[id] ?? 0) + d;
        }
      }
      audit.push(
        auditStep(
          `Transaction ${t.id} (${t.code})`,
          'new rule allocation − booked allocation',
          { total, date: t.date },
          Object.keys(deltas).length,
        ),
      );
      return { transactionId: t.id, deltas };
    });
  return { byTransaction, byCommitment, audit };
};
