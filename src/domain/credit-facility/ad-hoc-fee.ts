import { allocate, type AllocateOptions } from '../allocate';
import { DomainError } from '../domain-error';
import { assertCents, type AuditStep } from '../money';
import { auditStep } from '../fees/audit-step';
import type { Tranche } from './tranche';

/**
 * An ad hoc fee (an arrangement or amendment fee, say) charged on a date: booked by the tranches
 * outstanding then, by principal, so the "by use" views carry it; with none outstanding it stays
 * at loan level.
 */
export const adHocFee = ({
  amount,
  description,
  tranches,
  rounding,
}: {
  amount: number;
  description: string;
  tranches: readonly Tranche[];
  rounding: AllocateOptions;
}): { amount: number; byTranche: Record<string, number>; audit: AuditStep[] } => {
  assertCents(amount, 'Ad hoc fee');
  if (amount <= 0) throw new DomainError('Amount must be positive.', 'amount_not_positive');
  const open = tranches.filter((t) => t.principal > 0);
  const byTranche =
    open.length === 0
      ? {}
      : allocate(
          amount,
          open.map((t) => ({ id: t.id, weight: t.principal })),
          rounding,
        );
  return {
    amount,
    byTranche,
    audit: [
      auditStep(
        `Ad hoc fee: ${description}`,
        'allocated by outstanding principal',
        { tranches: open.length },
        amount,
      ),
    ],
  };
};
