import { allocate, type AllocateOptions } from '../allocate';
import { DomainError } from '../domain-error';
import { assertCents, Dec, roundCents, type AuditStep } from '../money';
import { auditStep } from './audit-step';
import type { OffsetType } from './fee-enums';

/** Fee income or org costs at fund level that reduce the LPs' fees (spec offset types). */
export type FundOffset = { id: string; type: OffsetType; amount: number; date: string };

export type AllocateOffsetsInput = {
  offsets: readonly FundOffset[];
  /** Offset percentage per type, decimal strings ("1" = the model LPA's 100%); default 1. */
  offsetPercentages?: Partial<Record<OffsetType, string>>;
  /** Each LP's share of offsets (usually its commitment); zero weights take none. */
  sharers: readonly { id: string; weight: number | string }[];
  rounding: AllocateOptions;
};

/**
 * Each offset is recognized at its percentage, then their sum is allocated exactly, so the LPs'
 * offsets always add up to what the fund recognized.
 */
export const allocateOffsets = ({
  offsets,
  offsetPercentages,
  sharers,
  rounding,
}: AllocateOffsetsInput): { byCommitment: Record<string, number>; audit: AuditStep[] } => {
  const byCommitment: Record<string, number> = {};
  const audit: AuditStep[] = [];
  let total = 0;
  for (const offset of offsets) {
    assertCents(offset.amount, `Offset ${offset.id}`);
    if (offset.amount < 0) throw new DomainError(`Offset ${offset.id} cannot be negative.`);
    const pct = offsetPercentages?.[offset.type] ?? '1';
    const amount = roundCents(new Dec(offset.amount).times(pct));
    total += amount;
    audit.push(
      auditStep(
        `Offset ${offset.id} recognized`,
        'amount × offset percentage',
        { type: offset.type, amount: offset.amount, percentage: pct },
        amount,
      ),
    );
  }
  if (total === 0) return { byCommitment, audit };
  // Every offset is shared by the same weights, so their sum is allocated once: one rounding.
  const shares = sharers.filter((s) =>
    typeof s.weight === 'number' ? s.weight !== 0 : !new Dec(s.weight).isZero(),
  );
  if (shares.length === 0) throw new DomainError('No commitment shares in the fee offsets.');
  Object.assign(byCommitment, allocate(total, shares, rounding));
  audit.push(
    auditStep(
      'Offsets allocated',
      'Σ recognized offsets, allocated by offset weight',
      { sharers: shares.length },
      total,
    ),
  );
  return { byCommitment, audit };
};
