import type { FundFamilyPerformance } from './investor-performance';

/** Spec §7 GET /commitment-stats/?commitment_id=: the commitment's performance, from the ledger. */
export type CommitmentPerformance = { as_of: string } & FundFamilyPerformance;
