import { unfundedOf } from '../ledger-figures';
import { formatCents } from '../money';
import type { PostedCommitmentFigures, PostedContribution } from './capital-call-invariants';

/**
 * A capital call reallocation (issue 17 item 6): a finalized call's uses re-split among its LPs
 * (a defaulting LP, a late admission). Each use keeps its total; only the differences post, under
 * the reallocation's own event. Pure: the caller passes the amounts posted so far, the new
 * amounts and each LP's figures from src/domain/ledger-figures.
 */

/** A use of the call: its code decides the ledger rows, its recallable flag the unfunded rule. */
export type ReallocationUse = {
  id: string;
  description: string;
  transactionCode: string;
  isRecallable: boolean;
};

/** An LP the reallocation can reach, with its figures before the reallocation posts. */
export type ReallocationCommitment = {
  id: string;
  name: string;
  committed: number;
  contributed: number;
  recallable: number;
  unfunded: number;
};

/** Cents per use id, then per commitment id. */
export type CentsByUse = Readonly<Record<string, Readonly<Record<string, number>>>>;

export type BeforeAfter = { before: number; after: number; difference: number };

export const REALLOCATION_CHECKS = {
  use_totals_unchanged: "Each use's new amounts sum exactly to the use's total",
  differences_sum_to_zero: 'The differences posted for each use sum to zero',
  within_unfunded:
    'No LP takes more than its unfunded commitment (recallable uses aside), none goes below zero',
  paid_in_plus_unfunded: 'Paid-in + unfunded = commitment (+ recallable distributions)',
  ledger_matches_call:
    "The ledger's rows for the call and its reallocations equal the amounts before",
  ledger_equals_new_amounts:
    "After posting, the ledger's rows for the call and its reallocations equal the new amounts",
} as const;
export type ReallocationCheckId = keyof typeof REALLOCATION_CHECKS;

export type ReallocationFailure = {
  check: ReallocationCheckId;
  useId: string | null;
  commitmentId: string | null;
  lp: string | null;
  figure: string;
  expectedCents: number;
  actualCents: number;
  /** actual − expected. */
  differenceCents: number;
  message: string;
};

export type ReallocationCheck = {
  id: ReallocationCheckId;
  label: string;
  status: 'passed' | 'failed' | 'not_run';
  failures: ReallocationFailure[];
};

/** One ledger row to post: the difference of one LP on one use (never 0). */
export type ReallocationDifference = {
  useId: string;
  commitmentId: string;
  transactionCode: string;
  cents: number;
};

export type ReallocationRow = {
  commitmentId: string;
  lp: string;
  committed: number;
  byUse: Record<string, BeforeAfter>;
  called: BeforeAfter;
  paidIn: BeforeAfter;
  unfunded: BeforeAfter;
};

export type CapitalCallReallocation = {
  uses: { id: string; before: number; after: number; difference: number }[];
  rows: ReallocationRow[];
  total: {
    byUse: Record<string, BeforeAfter>;
    called: BeforeAfter;
    paidIn: BeforeAfter;
    unfunded: BeforeAfter;
  };
  differences: ReallocationDifference[];
  checks: ReallocationCheck[];
};

export type ReallocateCapitalCallInput = {
  uses: readonly ReallocationUse[];
  commitments: readonly ReallocationCommitment[];
  /** What each LP holds of each use so far: the call as posted plus earlier reallocations. */
  before: CentsByUse;
  /** The new amounts set; an LP and use not set keeps its amount before. */
  amounts: CentsByUse;
  /** The ledger's contributions of the call and its earlier reallocations (before posting). */
  ledgerBefore?: readonly PostedContribution[];
  /** After posting (inside the posting transaction): figures and rows read back. */
  posted?: {
    commitments: readonly PostedCommitmentFigures[];
    /** The contributions of the call and all its reallocations, this one included. */
    contributions: readonly PostedContribution[];
  };
};

const ba = (before: number, after: number): BeforeAfter => ({
  before,
  after,
  difference: after - before,
});
const addBa = (a: BeforeAfter, b: BeforeAfter): BeforeAfter =>
  ba(a.before + b.before, a.after + b.after);
const zero = (): BeforeAfter => ba(0, 0);

function failure(
  check: ReallocationCheckId,
  where: { useId?: string | null; lp?: { id: string; name: string } | null },
  figure: string,
  expectedCents: number,
  actualCents: number,
  message?: string,
): ReallocationFailure {
  const differenceCents = actualCents - expectedCents;
  const lp = where.lp ?? null;
  return {
    check,
    useId: where.useId ?? null,
    commitmentId: lp?.id ?? null,
    lp: lp?.name ?? null,
    figure,
    expectedCents,
    actualCents,
    differenceCents,
    message:
      message ??
      `${lp ? `${lp.name}: ` : ''}${figure} is ${formatCents(actualCents)}, expected ${formatCents(expectedCents)} (difference ${formatCents(differenceCents)}).`,
  };
}

/** Contributions summed per LP and code, the unit the ledger checks compare. */
function byLpAndCode(rows: readonly PostedContribution[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.commitmentId}\u0000${row.transactionCode}`;
    sums.set(key, (sums.get(key) ?? 0) + row.amount);
  }
  return sums;
}

/** The ledger per LP and code against the amounts per use (uses of one code add up). */
function ledgerFailures(
  check: ReallocationCheckId,
  uses: readonly ReallocationUse[],
  amounts: (useId: string, commitmentId: string) => number,
  commitments: readonly ReallocationCommitment[],
  rows: readonly PostedContribution[],
): ReallocationFailure[] {
  const expected = new Map<string, number>();
  for (const c of commitments)
    for (const use of uses) {
      const key = `${c.id}\u0000${use.transactionCode}`;
      expected.set(key, (expected.get(key) ?? 0) + amounts(use.id, c.id));
    }
  const actual = byLpAndCode(rows);
  const names = new Map(commitments.map((c) => [c.id, c.name]));
  const failures: ReallocationFailure[] = [];
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const [id = '', code = ''] = key.split('\u0000');
    const want = expected.get(key) ?? 0;
    const got = actual.get(key) ?? 0;
    if (want !== got)
      failures.push(
        failure(
          check,
          { lp: { id, name: names.get(id) ?? id } },
          `Ledger contributions (${code})`,
          want,
          got,
        ),
      );
  }
  return failures;
}

/**
 * Before, after and difference per LP and use, the rows to post (the differences, never 0) and
 * the checks: each use's new amounts sum to its total; the differences to post sum to zero per
 * use; no LP takes more than its unfunded commitment on uses that are not recallable, none goes
 * below zero; paid-in + unfunded = commitment; the ledger holds the amounts before (and, once
 * posted, the new amounts). Every failure names the use or the LP, the figure and the difference.
 */
export function reallocateCapitalCall(input: ReallocateCapitalCallInput): CapitalCallReallocation {
  const { uses, commitments, before, amounts, ledgerBefore, posted } = input;
  const beforeOf = (useId: string, id: string) => before[useId]?.[id] ?? 0;
  const afterOf = (useId: string, id: string) => amounts[useId]?.[id] ?? beforeOf(useId, id);

  const differences: ReallocationDifference[] = [];
  const rows = commitments.map((c): ReallocationRow => {
    const byUse: Record<string, BeforeAfter> = {};
    let called = zero();
    for (const use of uses) {
      const line = ba(beforeOf(use.id, c.id), afterOf(use.id, c.id));
      byUse[use.id] = line;
      called = addBa(called, line);
      if (line.difference !== 0)
        differences.push({
          useId: use.id,
          commitmentId: c.id,
          transactionCode: use.transactionCode,
          cents: line.difference,
        });
    }
    return {
      commitmentId: c.id,
      lp: c.name,
      committed: c.committed,
      byUse,
      called,
      paidIn: ba(c.contributed, c.contributed + called.difference),
      unfunded: ba(
        c.unfunded,
        unfundedOf(c.committed, c.contributed + called.difference, c.recallable),
      ),
    };
  });

  const totalOf = (pick: (row: ReallocationRow) => BeforeAfter) =>
    rows.reduce((sum, row) => addBa(sum, pick(row)), zero());
  const totalByUse = Object.fromEntries(
    uses.map((use) => [use.id, totalOf((r) => r.byUse[use.id]!)]),
  );

  const useTotals: ReallocationFailure[] = [];
  const differenceSums: ReallocationFailure[] = [];
  for (const use of uses) {
    const line = totalByUse[use.id]!;
    if (line.difference !== 0)
      useTotals.push(
        failure(
          'use_totals_unchanged',
          { useId: use.id },
          `New amounts of ${use.description}`,
          line.before,
          line.after,
          `${use.description}: the new amounts sum to ${formatCents(line.after)}, the use's total is ${formatCents(line.before)} (difference ${formatCents(line.difference)}).`,
        ),
      );
    const posting = differences
      .filter((d) => d.useId === use.id)
      .reduce((sum, d) => sum + d.cents, 0);
    if (posting !== 0)
      differenceSums.push(
        failure(
          'differences_sum_to_zero',
          { useId: use.id },
          `Differences of ${use.description}`,
          0,
          posting,
        ),
      );
  }

  const unfundedFailures: ReallocationFailure[] = [];
  const identity: ReallocationFailure[] = [];
  const postedById = new Map(posted?.commitments.map((c) => [c.id, c]));
  rows.forEach((row, r) => {
    const c = commitments[r]!;
    const lp = { id: c.id, name: c.name };
    for (const use of uses) {
      const after = row.byUse[use.id]!.after;
      if (after < 0)
        unfundedFailures.push(
          failure(
            'within_unfunded',
            { useId: use.id, lp },
            `New amount of ${use.description}`,
            0,
            after,
          ),
        );
    }
    // Recallable uses may take an LP past its unfunded commitment; nothing else may.
    const recallableIncrease = uses
      .filter((use) => use.isRecallable)
      .reduce((sum, use) => sum + row.byUse[use.id]!.difference, 0);
    const left = row.unfunded.after + recallableIncrease;
    if (left < 0) {
      const added = row.called.difference - recallableIncrease;
      unfundedFailures.push(
        failure(
          'within_unfunded',
          { lp },
          'Unfunded after the reallocation',
          0,
          left,
          `${c.name}: the reallocation adds ${formatCents(added)} to its contributions, ${formatCents(-left)} more than its unfunded commitment of ${formatCents(c.unfunded)}.`,
        ),
      );
    }
    const after = postedById.get(c.id) ?? {
      committed: c.committed,
      contributed: row.paidIn.after,
      recallable: c.recallable,
      unfunded: row.unfunded.after,
    };
    const sum = after.contributed + after.unfunded;
    if (sum !== after.committed + after.recallable)
      identity.push(
        failure(
          'paid_in_plus_unfunded',
          { lp },
          'Paid-in + unfunded',
          after.committed + after.recallable,
          sum,
        ),
      );
    if (posted && after.contributed !== row.paidIn.after)
      identity.push(
        failure(
          'paid_in_plus_unfunded',
          { lp },
          'Paid-in after posting',
          row.paidIn.after,
          after.contributed,
        ),
      );
  });

  const check = (
    id: ReallocationCheckId,
    failures: ReallocationFailure[],
    run = true,
  ): ReallocationCheck => ({
    id,
    label: REALLOCATION_CHECKS[id],
    status: !run ? 'not_run' : failures.length === 0 ? 'passed' : 'failed',
    failures,
  });
  return {
    uses: uses.map((use) => ({ id: use.id, ...totalByUse[use.id]! })),
    rows,
    total: {
      byUse: totalByUse,
      called: totalOf((r) => r.called),
      paidIn: totalOf((r) => r.paidIn),
      unfunded: totalOf((r) => r.unfunded),
    },
    differences,
    checks: [
      check('use_totals_unchanged', useTotals),
      check('differences_sum_to_zero', differenceSums),
      check('within_unfunded', unfundedFailures),
      check('paid_in_plus_unfunded', identity),
      check(
        'ledger_matches_call',
        ledgerBefore
          ? ledgerFailures('ledger_matches_call', uses, beforeOf, commitments, ledgerBefore)
          : [],
        ledgerBefore !== undefined,
      ),
      check(
        'ledger_equals_new_amounts',
        posted
          ? ledgerFailures(
              'ledger_equals_new_amounts',
              uses,
              afterOf,
              commitments,
              posted.contributions,
            )
          : [],
        posted !== undefined,
      ),
    ],
  };
}
