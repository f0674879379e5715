import type { AllocationStructure } from '../allocation-graph';
import type { AuditStep } from '../money';

/** The uses of a capital call (issue 17): what the money is called for. */
export const CAPITAL_CALL_USE_KINDS = [
  'investment',
  'fund_expenses',
  'organizational_expenses',
  'working_capital',
  'management_fees',
  /** Outstanding closing equalization the call settles (closing-equalization-settlement.ts). */
  'closing_equalization',
  /** Amounts entered per commitment (spec §7 special-contribution), not allocated pro rata. */
  'special_contributions',
] as const;
export type CapitalCallUseKind = (typeof CAPITAL_CALL_USE_KINDS)[number];

/** One line of a call: an amount for one purpose, posted under one transaction code. */
export type CapitalCallUse = {
  id: string;
  kind: CapitalCallUseKind;
  /**
   * Integer cents, the whole line (what the allocations must sum to). Zero or more, except on a
   * closing equalization line: equalization returned to partners may outweigh what is paid.
   */
  amount: number;
  /** The transaction code the line posts under (its name). */
  transactionCode: string;
  description: string;
  /**
   * The code is flagged "is recallable": the line recalls capital, so it may call more than an
   * LP's unfunded commitment.
   */
  isRecallable: boolean;
  /**
   * Amounts set by hand per commitment id. Those commitments take exactly that amount; the rest
   * of the line is allocated through the structure over the others (grossed up).
   */
  overrides?: Readonly<Record<string, number>>;
  /**
   * Cents per commitment id computed elsewhere (a management fee by the fee engine): each
   * commitment takes exactly that (0 when absent), nothing goes through the structure, and the
   * amounts must sum to the line. Overrides may not be combined with it. Only a closing
   * equalization line may hold a negative amount (equalization returned to a partner).
   */
  computed?: Readonly<Record<string, number>>;
  /** Where the computed cents come from, for the audit (the fee engine when not given). */
  computedNote?: string;
  /**
   * A closing equalization line's interest per commitment id (paid − received): settled with the
   * line but no contribution (DOMAIN.md), so it is not allocated and moves no paid-in.
   */
  interest?: Readonly<Record<string, number>>;
};

/**
 * A commitment the call can reach, with its figures before the call, each from
 * src/domain/ledger-figures (committed, contributed, recallable, unfunded).
 */
export type CapitalCallCommitment = {
  id: string;
  /** How the LP is named in messages ("Aldridge State Pension Fund"). */
  name: string;
  /** The fund entity the commitment is made to (its ledger rows are posted there). */
  fundEntityId: string;
  /** Its class is exempt from management fees: a fee line passes it by. */
  feeExempt: boolean;
  committed: number;
  contributed: number;
  recallable: number;
  unfunded: number;
};

export type AllocateCapitalCallInput = {
  /** The fund structure (rule graphs, rounding methodology and partner ordering of the fund). */
  structure: AllocationStructure;
  commitments: readonly CapitalCallCommitment[];
  uses: readonly CapitalCallUse[];
  /** Calculation values for rules on a calculation basis (see allocateThroughStructure). */
  values?: Record<string, Record<string, number | string>>;
};

/** One use allocated: cents per commitment id (every commitment of the structure, 0 included). */
export type UseAllocation = {
  useId: string;
  amount: number;
  allocations: Record<string, number>;
  /** Commitments whose amount was set by hand. */
  overridden: string[];
  /** Commitments the line passes by (fee-exempt classes on a management fee line). */
  exempt: string[];
  steps: AuditStep[];
};

/** A line refused for one LP: it would call more than the LP's unfunded commitment. */
export type CapitalCallRefusal = {
  commitmentId: string;
  lp: string;
  useId: string;
  use: string;
  /** What the line calls from the LP. */
  calledCents: number;
  /** The LP's unfunded commitment left when the line comes (after the call's earlier lines). */
  unfundedCents: number;
  /** How much more than that the line calls. */
  excessCents: number;
  message: string;
};

export type CapitalCallAllocation = {
  uses: UseAllocation[];
  refusals: CapitalCallRefusal[];
};
