import type { AuditStep } from '../domain/money';
import type { FeePeriod } from '../domain/fees';

/** One dated period of a fee's basis: from `from` (to the day before the next one) a calculation. */
export type FeeBasisPeriod = {
  from: string;
  to: string | null;
  calculation_id: string;
  calculation_name: string;
  formula: string;
  in_force: boolean;
};

/** A commitment's basis on the date and over the posting period containing it. */
export type FeeBasisCommitment = {
  commitment_id: string;
  investor_entity_name: string;
  owning_entity_name: string;
  class_name: string | null;
  source: string | null;
  value_on_date_cents: number;
  /** Decimal cents: a day-weighted average is rarely whole (rounded only with the fee). */
  period_basis: string;
  window: FeePeriod | null;
  audit: AuditStep[];
};

/**
 * GET /fee-basis/{feeBasisId}/?as_of=: a fee's basis (the feeBasisId is the fee's id, whose
 * basis it is): its dated periods and each commitment's amount with how it was computed.
 */
export type FeeBasisView = {
  fee_id: string;
  fund_family_id: string;
  fee_name: string;
  basis_determination: string;
  partial_period_basis: string;
  cadence: string;
  currency: string;
  as_of: string;
  posting_period: FeePeriod;
  periods: FeeBasisPeriod[];
  commitments: FeeBasisCommitment[];
  total_on_date_cents: number;
  problems: string[];
};
