import type { PrincipalUse } from './credit-facility-enums';

/** Outstanding principal drawn for one use; effectiveDate orders paydowns (oldest first). */
export type Tranche = { id: string; use: PrincipalUse; principal: number; effectiveDate: string };

/** A change of one tranche's principal on a date, to build balance histories for interest. */
export type TrancheMovement = {
  trancheId: string;
  use: PrincipalUse;
  date: string;
  change: number;
};

export type TrancheEventResult = {
  tranches: Tranche[];
  movements: TrancheMovement[];
  /** Human-readable steps ("paid 1,000.00 off T1 (2024-01-05)"), for the review screens. */
  audit: { step: string; value: number }[];
};

/** Oldest first: by effective date, then id, so ties never depend on input order. */
export const byAge = (a: Tranche, b: Tranche): number =>
  a.effectiveDate < b.effectiveDate
    ? -1
    : a.effectiveDate > b.effectiveDate
      ? 1
      : a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0;

export const outstandingPrincipal = (tranches: readonly Tranche[]): number =>
  tranches.reduce((s, t) => s + t.principal, 0);

/** Balance series per tranche, from its movements (effective from each date). */
export const trancheBalanceSeries = (
  movements: readonly TrancheMovement[],
): { trancheId: string; use: PrincipalUse; series: { date: string; principal: number }[] }[] => {
  const byTranche = new Map<
    string,
    { use: PrincipalUse; series: { date: string; principal: number }[] }
  >();
  const sorted = [...movements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const m of sorted) {
    const entry = byTranche.get(m.trancheId) ?? { use: m.use, series: [] };
    const last = entry.series.at(-1);
    const principal = (last?.principal ?? 0) + m.change;
    if (last && last.date === m.date) last.principal = principal;
    else entry.series.push({ date: m.date, principal });
    byTranche.set(m.trancheId, entry);
  }
  return [...byTranche].map(([trancheId, e]) => ({ trancheId, ...e }));
};
