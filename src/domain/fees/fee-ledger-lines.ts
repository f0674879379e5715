import { allocate, type AllocateOptions } from '../allocate';
import { DomainError } from '../domain-error';
import type { AuditStep } from '../money';
import { auditStep } from './audit-step';
import type { FeeWaiverMethodology } from './fee-enums';
import type { FeeLedgerLine } from './fee-run-types';

/** One commitment's applied fee, as far as the ledger is concerned. */
export type FeeLedgerFigures = {
  commitmentId: string;
  gross: number;
  offsetsApplied: number;
  waiversApplied: number;
};

export type FeeLedgerTerms = {
  waiverMethodology: FeeWaiverMethodology;
  /** GP commitments credited with cashless contributions, weighted (gp_cashless_* only). */
  gpCommitments?: readonly { id: string; weight: number | string }[];
  rounding: AllocateOptions;
};

/**
 * The ledger lines of applied fees: a fee run posts them, and a late adjustment posts the
 * difference between two such sets, so both must come from the one mapping.
 */
export const feeLedgerLines = (
  lines: readonly FeeLedgerFigures[],
  terms: FeeLedgerTerms,
): { ledger: FeeLedgerLine[]; audit: AuditStep[] } => {
  const ledger: FeeLedgerLine[] = [];
  const audit: AuditStep[] = [];
  let waiversApplied = 0;
  for (const { commitmentId, gross, offsetsApplied, waiversApplied: waived } of lines) {
    waiversApplied += waived;
    if (gross) ledger.push({ commitmentId, code: 'management_fee', amount: gross });
    if (offsetsApplied)
      ledger.push({ commitmentId, code: 'management_fee_offset', amount: -offsetsApplied });
    if (waived) {
      ledger.push({ commitmentId, code: 'management_fee_waiver', amount: -waived });
      if (terms.waiverMethodology === 'fee_waiver_accruals_per_lp')
        ledger.push({ commitmentId, code: 'fee_waiver_accrual', amount: waived });
    }
  }
  if (terms.waiverMethodology !== 'fee_waiver_accruals_per_lp' && waiversApplied !== 0) {
    // The GP funds its commitment with the fee it gave up instead of cash (a cashless contribution).
    const gps = terms.gpCommitments ?? [];
    if (gps.length === 0)
      throw new DomainError('A cashless-contribution fee waiver needs at least one GP commitment.');
    const treatment =
      terms.waiverMethodology === 'gp_cashless_contributions_with_optional_post_waterfall_clawback'
        ? 'optional_post_waterfall_clawback'
        : 'pre_waterfall_gp_distribution';
    const shares = allocate(waiversApplied, [...gps], terms.rounding);
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
        { methodology: terms.waiverMethodology, waiversApplied },
        waiversApplied,
      ),
    );
  }
  return { ledger, audit };
};
