import type { DayCount } from '../day-count';
import { yearFractionExact } from '../day-count';
import { DomainError } from '../domain-error';
import { assertCents, Dec, roundCents, type AuditStep } from '../money';
import { auditStep } from '../fees/audit-step';
import { principalTimeline, type TrancheBalance } from './principal-timeline';

/** Unused fee = Σ (facility commitment − outstanding, not below 0) × rate × year fraction. */
export const unusedFee = ({
  facilityCommitment,
  balances,
  rate,
  dayCount,
  start,
  end,
}: {
  facilityCommitment: number;
  balances: readonly TrancheBalance[];
  rate: string;
  dayCount: DayCount;
  start: string;
  end: string;
}): { fee: number; exact: string; audit: AuditStep[] } => {
  assertCents(facilityCommitment, 'Facility commitment');
  if (end <= start) throw new DomainError('The fee period end must be after its start.');
  const { dates, totals } = principalTimeline({ balances, start, end });
  let exact = new Dec(0);
  const audit: AuditStep[] = [];
  for (let k = 0; k < totals.length; k++) {
    const undrawn = Math.max(0, facilityCommitment - (totals[k] ?? 0));
    const fraction = yearFractionExact(dates[k] as string, dates[k + 1] as string, dayCount);
    const piece = new Dec(undrawn).times(rate).times(fraction);
    exact = exact.plus(piece);
    audit.push(
      auditStep(
        `Undrawn ${dates[k]}..${dates[k + 1]}`,
        'undrawn × rate × yearFraction',
        { undrawn, rate, yearFraction: fraction.toString() },
        piece.toString(),
      ),
    );
  }
  const fee = roundCents(exact);
  audit.push(auditStep('Unused fee', 'round(Σ)', { exact: exact.toString() }, fee));
  return { fee, exact: exact.toString(), audit };
};
