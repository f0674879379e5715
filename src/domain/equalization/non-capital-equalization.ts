import { allocate, type AllocateOptions } from '../allocate';
import { assertCents, Dec, roundCents, type AuditStep } from '../money';
import { auditStep } from '../fees/audit-step';
import type { EqualizationCommitment } from './capital-equalization';

export type NonCapitalItem = {
  id: string;
  kind: 'expense' | 'management_fee' | 'distribution';
  date: string;
  /** What the existing commitments were allocated before the closing. */
  allocated: Readonly<Record<string, number>>;
};

export type NonCapitalEqualizationInput = {
  existing: readonly EqualizationCommitment[];
  admitted: readonly EqualizationCommitment[];
  items: readonly NonCapitalItem[];
  rounding: AllocateOptions;
};

export type NonCapitalEqualizationResult = {
  /** Change in each item's allocation per commitment (+ = now bears / receives more). */
  deltas: { itemId: string; kind: NonCapitalItem['kind']; byCommitment: Record<string, number> }[];
  /** Fee shares of admitted commitments, owed to the manager, not back to existing partners. */
  toManager: number;
  audit: AuditStep[];
};

/**
 * Re-spreads expenses, fees and distributions made before a subsequent closing as if the admitted
 * commitments had been there: they take their share, existing partners give it up by commitment.
 * A fee share is a catch-up to the manager instead, so existing partners keep their own fees.
 */
export const equalizeNonCapital = ({
  existing,
  admitted,
  items,
  rounding,
}: NonCapitalEqualizationInput): NonCapitalEqualizationResult => {
  const total = (list: readonly EqualizationCommitment[]) =>
    list.reduce((s, c) => s + c.commitment, 0);
  const share = new Dec(total(admitted)).div(total(admitted) + total(existing));
  const w = (list: readonly EqualizationCommitment[]) =>
    list.map((c) => ({ id: c.id, weight: c.commitment, isGp: c.isGp }));
  const audit: AuditStep[] = [];
  let toManager = 0;
  const deltas = items.map((item) => {
    let amount = 0;
    for (const v of Object.values(item.allocated)) amount += assertCents(v, `Item ${item.id}`);
    const pool = roundCents(share.times(amount));
    const byCommitment: Record<string, number> = {};
    if (pool !== 0) {
      Object.assign(byCommitment, allocate(pool, w(admitted), rounding));
      if (item.kind === 'management_fee') toManager += pool;
      else
        for (const [id, v] of Object.entries(allocate(pool, w(existing), rounding)))
          byCommitment[id] = -v;
    }
    audit.push(
      auditStep(
        `${item.kind} ${item.id}`,
        'amount × admitted share, rounded once',
        { amount, share: share.toString() },
        pool,
      ),
    );
    return { itemId: item.id, kind: item.kind, byCommitment };
  });
  return { deltas, toManager, audit };
};
