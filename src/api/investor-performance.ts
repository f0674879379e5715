import type { AuditStep } from '../domain/money';

/** A figure with the steps that produced it, or why there is none. */
export type ExplainedFigure = { value: number | null; reason?: string; steps: AuditStep[] };

/** One ledger row used, in positive cents with its direction after reversals. */
export type PerformanceCashFlow = {
  date: string;
  transaction_code: string;
  direction: 'contribution' | 'distribution';
  amount_cents: number;
  /** Whether the row stays in the investor's capital: fee and expense calls are paid away. */
  in_nav: boolean;
};

/** An investor's (or investor entity's) performance in one fund family, from the ledger. */
export type FundFamilyPerformance = {
  fund_family_id: string;
  fund_family_name: string;
  currency: 'EUR' | 'GBP' | 'USD';
  paid_in_cents: number;
  distributed_cents: number;
  /** Null when no ledger row bears on NAV. */
  nav_cents: number | null;
  nav_steps: AuditStep[];
  net_irr: ExplainedFigure;
  tvpi: ExplainedFigure;
  dpi: ExplainedFigure;
  cash_flows: PerformanceCashFlow[];
};

/** GET /investor/{id}/performance/ and the fund family investor entity's performance tab. */
export type InvestorPerformance = { as_of: string; fund_families: FundFamilyPerformance[] };
