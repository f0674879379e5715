import type { ClosingOperation } from '../../api/closing-order-of-operations';
import type { ClosingNonCapitalEqualization } from '../../api/allocation-rules';

/** One ledger row finalizing will write, named by its transaction code. */
export type PlannedPosting = {
  fund_entity_id: string;
  investor_entity_id: string | null;
  commitment_id: string;
  code: string;
  amount_cents: number;
  is_draft: boolean;
  /** Capital equalization set by hand, or a refund re-allocated because of one. */
  overridden?: boolean;
};

export type ClosingPlan = {
  steps: { operation: ClosingOperation; postings: PlannedPosting[] }[];
  /** Kept beside the posting when the closing finalizes. */
  nonCapital: ClosingNonCapitalEqualization;
};
