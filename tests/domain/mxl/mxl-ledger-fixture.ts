import { indexLedger, type LedgerRow } from '../../../src/domain/mxl';

/** Builds a ledger row of fund F1 with only what a case cares about spelled out. */
export function ledgerRow(
  transaction_code: string,
  amount_cents: number,
  effective_date: string,
  commitment_entity_id: string,
  extra: Partial<LedgerRow> = {},
): LedgerRow {
  return {
    transaction_code,
    amount_cents,
    effective_date,
    fund_entity_id: 'F1',
    commitment_entity_id,
    investment_type: null,
    security_type: null,
    is_draft: false,
    is_fee_holdback: false,
    ...extra,
  };
}

const debtLlc = { investment_type: 'debt', security_type: 'llc_interest' } as const;
const equity = { investment_type: 'equity', security_type: 'equity' } as const;

/**
 * A small fund: three LPs committing $10m, $5m and $2.5m, one call in 2023 Q1 and one in
 * 2024 Q1, fees called in January 2024 (LP-B's as a fee holdback), a recallable and a
 * plain distribution, a draft call, a call after the as-of date and a row of another fund.
 */
export const GOLDEN_ROWS: LedgerRow[] = [
  ledgerRow('commitment', 1_000_000_000, '2023-01-15', 'LP-A'),
  ledgerRow('commitment', 500_000_000, '2023-01-15', 'LP-B'),
  ledgerRow('commitment', 250_000_000, '2023-07-01', 'LP-C'),
  ledgerRow('capital_call_investment', 200_000_000, '2023-03-31', 'LP-A', equity),
  ledgerRow('capital_call_investment', 100_000_000, '2023-03-31', 'LP-B', equity),
  ledgerRow('capital_call_investment', 30_000_000, '2024-02-15', 'LP-A', debtLlc),
  ledgerRow('capital_call_investment', 15_000_000, '2024-02-15', 'LP-B', debtLlc),
  ledgerRow('capital_call_investment', 7_500_000, '2024-02-15', 'LP-C', debtLlc),
  ledgerRow('capital_call_fees', 5_000_000, '2024-01-10', 'LP-A'),
  ledgerRow('capital_call_fees', 2_500_000, '2024-01-10', 'LP-B', { is_fee_holdback: true }),
  ledgerRow('capital_call_fees', 1_250_000, '2024-01-10', 'LP-C'),
  ledgerRow('distribution_recallable', 10_000_000, '2024-03-01', 'LP-A'),
  ledgerRow('distribution', 4_000_001, '2024-03-20', 'LP-B'),
  ledgerRow('capital_call_investment', 99_999, '2024-03-25', 'LP-C', { is_draft: true }),
  ledgerRow('capital_call_investment', 50_000_000, '2024-04-10', 'LP-A'),
  { ...ledgerRow('capital_call_investment', 100, '2024-01-01', 'LP-A'), fund_entity_id: 'F2' },
];

export const goldenLedger = () => indexLedger({ rows: GOLDEN_ROWS, fundEntityId: 'F1' });
