import type { FeeRunInput, FeeRunLine, FeeRunResult } from './fee-run-types';
import { feeLedgerLines } from './fee-ledger-lines';
import { applyOffsetsAndWaivers } from './apply-offsets-and-waivers';
import type { AuditStep } from '../money';
import { auditStep } from './audit-step';
import { assertFeeRunReconciles, guardFeeCalculation } from './fee-calculation-failed';
import { allocateOffsets } from './allocate-offsets';
import { calculateManagementFee } from './management-fee';

export type {
  FeeLedgerLine,
  FeeRunCommitment,
  FeeRunInput,
  FeeRunLine,
  FeeRunResult,
} from './fee-run-types';

/**
 * One posting of a management fee across every commitment of a fund, checked to reconcile
 * before it is returned; a failure that is no rule's is the spec's "calculating fees" error.
 */
export const runFeePeriod = (input: FeeRunInput): FeeRunResult =>
  guardFeeCalculation(() => {
    const run = feeRun(input);
    assertFeeRunReconciles(run);
    return run;
  });

const feeRun = (input: FeeRunInput): FeeRunResult => {
  const { period, terms, commitments, offsets, rounding } = input;
  const audit: AuditStep[] = [];

  const { byCommitment: recognized, audit: offsetAudit } = allocateOffsets({
    offsets,
    offsetPercentages: input.offsetPercentages,
    sharers: commitments.map((c) => ({ id: c.commitmentId, weight: c.offsetWeight })),
    rounding,
  });
  audit.push(...offsetAudit);

  const lines: FeeRunLine[] = [];
  const totals = { gross: 0, offsetsApplied: 0, waiversApplied: 0, net: 0 };
  for (const c of commitments) {
    const fee = calculateManagementFee({
      commitmentId: c.commitmentId,
      period,
      feeTerm: c.feeTerm,
      basisSources: c.basisSources,
      rates: c.rates,
      terms,
      knownAsOf: c.knownAsOf,
    });
    const offsetsRecognized = recognized[c.commitmentId] ?? 0;
    const applied = applyOffsetsAndWaivers({
      gross: fee.gross,
      carriedForward: c.carriedForward ?? { offsets: 0, waivers: 0 },
      newOffsets: offsetsRecognized,
      newWaivers: c.waiver ?? 0,
      orderOfOperations: input.orderOfOperations,
    });
    const line = {
      commitmentId: c.commitmentId,
      gross: fee.gross,
      offsetsRecognized,
      offsetsApplied: applied.offsetsApplied,
      waiversApplied: applied.waiversApplied,
      net: applied.net,
      carryForward: applied.carryForward,
      fee,
      application: applied,
    };
    lines.push(line);
    totals.gross += fee.gross;
    totals.offsetsApplied += applied.offsetsApplied;
    totals.waiversApplied += applied.waiversApplied;
    totals.net += applied.net;
  }

  const posted = feeLedgerLines(lines, input);
  audit.push(...posted.audit);
  audit.push(
    auditStep(
      'Net fees',
      'Σ gross − Σ offsets applied − Σ waivers applied',
      { ...totals },
      totals.net,
    ),
  );
  return { period, lines, ledger: posted.ledger, totals, audit };
};
