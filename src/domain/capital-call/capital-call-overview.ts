import { Dec } from '../money';
import type { CapitalCallAllocation, CapitalCallCommitment, CapitalCallUse } from './types';

/** One LP's line of a call's overview (the breakdown, drawdown and unfunded tables read it). */
export type CapitalCallOverviewRow = {
  commitmentId: string;
  lp: string;
  fundEntityId: string;
  committed: number;
  /** Cents per use id. */
  byUse: Record<string, number>;
  called: number;
  contributedBefore: number;
  contributedAfter: number;
  unfundedBefore: number;
  unfundedAfter: number;
  /** This call as a percent of the commitment, 4 decimals ("21.5000"). */
  percentCalled: string;
  /** Cumulative paid-in after the call as a percent of the commitment. */
  percentContributedAfter: string;
};

export type CapitalCallOverview = {
  rows: CapitalCallOverviewRow[];
  total: Omit<CapitalCallOverviewRow, 'commitmentId' | 'lp' | 'fundEntityId'>;
};

/** A part of a commitment as a percent with 4 decimals ("16.6687"); 0 of nothing is "0.0000". */
export const percentOfCommitment = (part: number, whole: number): string =>
  whole === 0 ? '0.0000' : new Dec(part).times(100).div(whole).toFixed(4);
const percent = percentOfCommitment;

/**
 * Per LP and per use: the call, unfunded before and after, the percent of the commitment called
 * and the cumulative contributed. Totals are sums of the rows (like rows only).
 */
export function capitalCallOverview(
  commitments: readonly CapitalCallCommitment[],
  uses: readonly Pick<CapitalCallUse, 'id'>[],
  allocation: CapitalCallAllocation,
): CapitalCallOverview {
  const rows = commitments.map((c): CapitalCallOverviewRow => {
    const byUse: Record<string, number> = {};
    let called = 0;
    uses.forEach((use, u) => {
      const cents = allocation.uses[u]?.allocations[c.id] ?? 0;
      byUse[use.id] = cents;
      called += cents;
    });
    return {
      commitmentId: c.id,
      lp: c.name,
      fundEntityId: c.fundEntityId,
      committed: c.committed,
      byUse,
      called,
      contributedBefore: c.contributed,
      contributedAfter: c.contributed + called,
      unfundedBefore: c.unfunded,
      unfundedAfter: c.unfunded - called,
      percentCalled: percent(called, c.committed),
      percentContributedAfter: percent(c.contributed + called, c.committed),
    };
  });
  const sum = (pick: (row: CapitalCallOverviewRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const byUse = Object.fromEntries(uses.map((use) => [use.id, sum((row) => row.byUse[use.id]!)]));
  const committed = sum((r) => r.committed);
  const called = sum((r) => r.called);
  const contributedAfter = sum((r) => r.contributedAfter);
  return {
    rows,
    total: {
      committed,
      byUse,
      called,
      contributedBefore: sum((r) => r.contributedBefore),
      contributedAfter,
      unfundedBefore: sum((r) => r.unfundedBefore),
      unfundedAfter: sum((r) => r.unfundedAfter),
      percentCalled: percent(called, committed),
      percentContributedAfter: percent(contributedAfter, committed),
    },
  };
}
