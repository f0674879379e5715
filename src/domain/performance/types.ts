import type { AuditStep } from '../money';
import type { PrefEffect } from '../waterfall';

/** Ledger categories that move NAV, each with its sign in the roll-forward (DOMAIN.md, ILPA PCAP). */
export const NAV_COMPONENTS = {
  contribution: 1,
  distribution: -1,
  management_fee: -1,
  fund_expense: -1,
  income: 1,
  realized_gain_loss: 1,
  unrealized_gain_loss: 1,
  accrued_carried_interest: -1,
} as const;
export type NavComponent = keyof typeof NAV_COMPONENTS;

/** The transaction code flags of spec §3 that performance reads. */
export type PerformanceFlags = {
  affectsGrossIrr?: boolean;
  affectsNetIrr?: boolean;
  affectsNav?: boolean;
};

/** One ledger row, as performance sees it. Amounts are positive cents in the direction named. */
export type PerformanceTransaction = {
  date: string;
  commitmentId: string;
  investorEntityId?: string;
  amount: number;
  /** Money in from the investor (contribution) or out to it (distribution); `none` for non-cash rows. */
  cashFlow: 'contribution' | 'distribution' | 'none';
  flags: PerformanceFlags;
  /** Which roll-forward line the row belongs to (rows flagged affectsNav). */
  navComponent?: NavComponent;
  /**
   * Equalization at a subsequent closing (a late closer's payment, or the excess returned to an
   * earlier partner): the date of the earlier call it stands in for. The `equalized` effect
   * dates the row there, as if the late closer had been admitted at the initial closing.
   */
  equalizedDate?: string;
  /** Equalization interest paid or received: the `equalized` effect leaves it out (nobody was late). */
  equalizationInterest?: boolean;
  /**
   * A contribution that repaid credit facility principal: the date the facility drew it. The IRR
   * without the facility dates the contribution there, as if called instead of borrowed.
   */
  facilityDrawDate?: string;
  /** Interest or fees of the credit facility: the IRR without the facility leaves them out. */
  facilityCost?: boolean;
};

export type Metric = { value: number | null; reason?: string; steps: AuditStep[] };

export type PerformanceMetrics = {
  asOf: string;
  paidIn: number;
  distributed: number;
  nav: number;
  /** Spec §3 "IRR and preferred return effect" the IRRs were measured with. */
  effect: PrefEffect;
  netIrr: Metric;
  /** Net IRR as if capital had been called when the credit facility drew (ILPA: disclose both). */
  netIrrWithoutFacility: Metric;
  grossIrr: Metric;
  tvpi: Metric;
  dpi: Metric;
  rvpi: Metric;
  moic: Metric;
};

export type NavRollForwardLine = {
  beginning: number;
  contributions: number;
  distributions: number;
  managementFees: number;
  fundExpenses: number;
  income: number;
  realizedGainLoss: number;
  unrealizedGainLoss: number;
  accruedCarriedInterest: number;
  ending: number;
};

export type NavRollForward = {
  periodStart: string;
  periodEnd: string;
  commitments: Record<string, NavRollForwardLine>;
  investors: Record<string, NavRollForwardLine>;
  fund: NavRollForwardLine;
  steps: AuditStep[];
};
