import type { AllocateOptions } from '../allocate';
import type { AuditStep } from '../money';
import {
  applyOffsetsAndWaivers,
  type AppliedFee,
  type OffsetWaiverBalances,
} from './apply-offsets-and-waivers';
import { allocateOffsets, type FundOffset } from './allocate-offsets';
import { auditStep } from './audit-step';
import type { FeeOrderOfOperations, OffsetType } from './fee-enums';

/** What a published period applied to one commitment, and from which balances. */
export type PublishedApplication = {
  commitmentId: string;
  offsetWeight: number | string;
  gross: number;
  carriedForward: OffsetWaiverBalances;
  newOffsets: number;
  newWaivers: number;
};

export type LateOffsetWaiverInput = {
  published: readonly PublishedApplication[];
  lateOffsets: readonly FundOffset[];
  offsetPercentages?: Partial<Record<OffsetType, string>>;
  lateWaivers: Readonly<Record<string, number>>;
  orderOfOperations: FeeOrderOfOperations;
  rounding: AllocateOptions;
};

export type LateAdjustmentLine = {
  commitmentId: string;
  before: AppliedFee;
  after: AppliedFee;
  /** Changes posted as the adjustment event (negative net = a credit to the LP). */
  delta: { offsetsApplied: number; waiversApplied: number; net: number };
};

/**
 * Late offsets and waivers leave the published period untouched: the period is re-applied with
 * them, and only the differences are posted, as an adjustment event to that period.
 */
export const lateOffsetWaiverAdjustment = (
  input: LateOffsetWaiverInput,
): { lines: LateAdjustmentLine[]; audit: AuditStep[] } => {
  const { byCommitment, audit } = allocateOffsets({
    offsets: input.lateOffsets,
    offsetPercentages: input.offsetPercentages,
    sharers: input.published.map((p) => ({ id: p.commitmentId, weight: p.offsetWeight })),
    rounding: input.rounding,
  });
  const lines = input.published.map((p) => {
    const base = {
      gross: p.gross,
      carriedForward: p.carriedForward,
      orderOfOperations: input.orderOfOperations,
    };
    const before = applyOffsetsAndWaivers({
      ...base,
      newOffsets: p.newOffsets,
      newWaivers: p.newWaivers,
    });
    const after = applyOffsetsAndWaivers({
      ...base,
      newOffsets: p.newOffsets + (byCommitment[p.commitmentId] ?? 0),
      newWaivers: p.newWaivers + (input.lateWaivers[p.commitmentId] ?? 0),
    });
    const delta = {
      offsetsApplied: after.offsetsApplied - before.offsetsApplied,
      waiversApplied: after.waiversApplied - before.waiversApplied,
      net: after.net - before.net,
    };
    audit.push(
      auditStep(
        `Late adjustment ${p.commitmentId}`,
        'net after late items − published net',
        { publishedNet: before.net, netAfter: after.net },
        delta.net,
      ),
    );
    return { commitmentId: p.commitmentId, before, after, delta };
  });
  return { lines, audit };
};
