import type { Table } from './table-data';

/** One headline number of the fund family summary, with the words that say how it was computed. */
export type SummaryFigure = {
  id: string;
  label: string;
  kind: 'money' | 'percent' | 'integer';
  /** Integer cents for money; 0–100 for a percent; null when it cannot be computed. */
  value: number | null;
  explanation: string;
};

/** Spec §7 GET /fund-family/{id}/commitment-stats/: the summary page's numbers, from the ledger. */
export type CommitmentStats = {
  currency: 'EUR' | 'GBP' | 'USD';
  figures: SummaryFigure[];
  /** Commitments by fund entity: one row per entity of the family. */
  by_entity: Table;
  /** Finalized closings with what each posted to the ledger. */
  closings: Table;
};
