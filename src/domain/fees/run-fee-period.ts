import { allocate } from '../allocate';
import type { FeeRunInput, FeeRunLine, FeeRunResult, FeeLedgerLine } from './fee-run-types';
import { DomainError } from '../domain-error';
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
  const ledger: FeeLedgerLine[] = [];
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
    const id = c.commitmentId;
    if (fee.gross) ledger.push({ commitmentId: id, code: 'management_fee', amount: fee.gross });
    if (applied.offsetsApplied)
      ledger.push({
        commitmentId: id,
        code: 'management_fee_offset',
        amount: -applied.offsetsApplied,
      });
    if (applied.waiversApplied) {
      ledger.push({
        commitmentId: id,
        code: 'management_fee_waiver',
        amount: -applied.waiversApplied,
      });
      if (input.waiverMethodology === 'fee_waiver_accruals_per_lp')
        ledger.push({
          commitmentId: id,
          code: 'fee_waiver_accrual',
          amount: applied.waiversApplied,
        });
    }
  }

  if (input.waiverMethodology !== 'fee_waiver_accruals_per_lp' && totals.waiversApplied > 0) {
    // The GP funds its commitment with the fee it gave up instead of cash (a cashless contribution).
    const gps = input.gpCommitments ?? [];
    if (gps.length === 0)
      throw new DomainError('A cashless-contribution fee waiver needs at least one GP commitment.');
    const treatment =
      input.waiverMethodology === 'gp_cashless_contributions_with_optional_post_waterfall_clawback'
        ? 'optional_post_waterfall_clawback'
        : 'pre_waterfall_gp_distribution';
    const shares = allocate(totals.waiversApplied, [...gps], rounding);
    for (const gp of gps)
      ledger.push({
        commitmentId: gp.id,
        code: 'gp_cashless_contribution',
        amount: shares[gp.id] ?? 0,
        waterfallTreatment: treatment,
      });
    audit.push(
      auditStep(
        'GP cashless contribution',
        'Σ waivers applied, allocated over GP commitments',
        { methodology: input.waiverMethodology, waiversApplied: totals.waiversApplied },
        totals.waiversApplied,
      ),
    );
  }
  audit.push(
    auditStep(
      'Net fees',
      'Σ gross − Σ offsets applied − Σ waivers applied',
      { ...totals },
      totals.net,
    ),
  );
  return { period, lines, ledger, totals, audit };
};
