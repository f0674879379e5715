import { unfundedOf } from '../ledger-figures';
import { formatCents } from '../money';
import type { CapitalCallAllocation, CapitalCallCommitment, CapitalCallUse } from './types';

/** The checks that gate a call's finalization (issue 17, DESIGN.md "Actions people trust"). */
export const CAPITAL_CALL_CHECKS = {
  use_sums: "Each use's allocations sum exactly to the use",
  money_back_only_equalization: 'Only closing equalization returns money to an LP',
  paid_in_plus_unfunded: 'Paid-in + unfunded = commitment (+ recallable distributions)',
  unfunded_not_negative: 'No unfunded commitment goes below zero',
  ledger_equals_event: "The ledger's contributions for the event equal the event's totals",
} as const;
export type CapitalCallCheckId = keyof typeof CAPITAL_CALL_CHECKS;

/** One failure: which LP (null for a line as a whole), which figure, and by how much. */
export type InvariantFailure = {
  check: CapitalCallCheckId;
  commitmentId: string | null;
  lp: string | null;
  figure: string;
  expectedCents: number;
  actualCents: number;
  /** actual − expected. */
  differenceCents: number;
  message: string;
};

export type InvariantCheck = {
  id: CapitalCallCheckId;
  label: string;
  /** not_run: the ledger check before anything is posted. */
  status: 'passed' | 'failed' | 'not_run';
  failures: InvariantFailure[];
};

/** A commitment's figures read back from the ledger after posting (src/domain/ledger-figures). */
export type PostedCommitmentFigures = {
  id: string;
  committed: number;
  contributed: number;
  recallable: number;
  unfunded: number;
};

/** One ledger row the event posted, as the check reads it. */
export type PostedContribution = { commitmentId: string; transactionCode: string; amount: number };

/**
 * Closing equalization the event settled, per commitment, read back from the rows it posted
 * (settled_by the event): capital paid − returned, and interest paid − received.
 */
export type SettledEqualization = { commitmentId: string; capital: number; interest: number };

export type CapitalCallInvariantInput = {
  uses: readonly Pick<
    CapitalCallUse,
    'id' | 'kind' | 'description' | 'amount' | 'transactionCode' | 'isRecallable' | 'interest'
  >[];
  allocation: CapitalCallAllocation;
  /** Figures before the call. */
  commitments: readonly CapitalCallCommitment[];
  /** After posting (inside the posting transaction): the figures and the event's ledger rows. */
  posted?: {
    commitments: readonly PostedCommitmentFigures[];
    contributions: readonly PostedContribution[];
    settled?: readonly SettledEqualization[];
  };
};

const failure = (
  check: CapitalCallCheckId,
  who: { id: string; name: string } | null,
  figure: string,
  expectedCents: number,
  actualCents: number,
): InvariantFailure => {
  const differenceCents = actualCents - expectedCents;
  return {
    check,
    commitmentId: who?.id ?? null,
    lp: who?.name ?? null,
    figure,
    expectedCents,
    actualCents,
    differenceCents,
    message: `${who ? `${who.name}: ` : ''}${figure} is ${formatCents(actualCents)}, expected ${formatCents(expectedCents)} (difference ${formatCents(differenceCents)}).`,
  };
};

/**
 * The invariants of a call, as a pure function: each use's allocations sum exactly to the use;
 * per LP, paid-in + unfunded = commitment (+ recallable distributions) after the call; no unfunded
 * commitment below zero (recallable lines aside); money goes back to an LP (a negative amount)
 * only on a closing equalization line; and, once posted, the ledger's contributions of the event
 * per LP and code equal the call's, and the closing equalization it settled equals its
 * equalization line per LP (capital and interest apart). Each failure names the LP, the figure
 * and the difference in cents.
 */
export function capitalCallInvariants(input: CapitalCallInvariantInput): InvariantCheck[] {
  const { uses, allocation, commitments, posted } = input;
  const useSums: InvariantFailure[] = [];
  uses.forEach((use, u) => {
    const allocations = allocation.uses[u]?.allocations ?? {};
    const total = Object.values(allocations).reduce((sum, cents) => sum + cents, 0);
    if (total !== use.amount)
      useSums.push(
        failure('use_sums', null, `Allocations of ${use.description}`, use.amount, total),
      );
  });

  const names = new Map(commitments.map((c) => [c.id, c.name]));
  const moneyBack: InvariantFailure[] = [];
  uses.forEach((use, u) => {
    if (use.kind === 'closing_equalization') return;
    for (const [id, cents] of Object.entries(allocation.uses[u]?.allocations ?? {}))
      if (cents < 0)
        moneyBack.push(
          failure(
            'money_back_only_equalization',
            { id, name: names.get(id) ?? id },
            `${use.description} for the LP`,
            0,
            cents,
          ),
        );
  });

  const calledBy = (commitmentId: string, recallable: boolean | null) =>
    uses.reduce(
      (sum, use, u) =>
        recallable === null || use.isRecallable === recallable
          ? sum + (allocation.uses[u]?.allocations[commitmentId] ?? 0)
          : sum,
      0,
    );
  const postedById = new Map(posted?.commitments.map((c) => [c.id, c]));

  const identity: InvariantFailure[] = [];
  const negative: InvariantFailure[] = [];
  for (const c of commitments) {
    const called = calledBy(c.id, null);
    const after = postedById.get(c.id) ?? {
      committed: c.committed,
      contributed: c.contributed + called,
      recallable: c.recallable,
      unfunded: c.unfunded - called,
    };
    const lp = { id: c.id, name: c.name };
    const sum = after.contributed + after.unfunded;
    if (sum !== after.committed + after.recallable)
      identity.push(
        failure(
          'paid_in_plus_unfunded',
          lp,
          'Paid-in + unfunded',
          after.committed + after.recallable,
          sum,
        ),
      );
    // Recallable lines may call past the unfunded commitment; nothing else may.
    const unfundedAfter = after.unfunded + calledBy(c.id, true);
    if (unfundedAfter < 0)
      negative.push(
        failure('unfunded_not_negative', lp, 'Unfunded after the call', 0, unfundedAfter),
      );
    if (posted) {
      // The figures read back must be the figures before, moved by exactly the call.
      const expected = unfundedOf(after.committed, c.contributed + called, after.recallable);
      if (after.unfunded !== expected)
        identity.push(
          failure('paid_in_plus_unfunded', lp, 'Unfunded after posting', expected, after.unfunded),
        );
    }
  }

  const ledger: InvariantFailure[] = [];
  if (posted) {
    const key = (commitmentId: string, code: string) => `${commitmentId}\u0000${code}`;
    const expected = new Map<string, number>();
    uses.forEach((use, u) => {
      // Closing equalization posts no row of the call's own: it settles the closing's rows.
      if (use.kind === 'closing_equalization') return;
      for (const [id, cents] of Object.entries(allocation.uses[u]?.allocations ?? {})) {
        if (cents === 0) continue;
        const k = key(id, use.transactionCode);
        expected.set(k, (expected.get(k) ?? 0) + cents);
      }
    });
    const actual = new Map<string, number>();
    for (const row of posted.contributions) {
      const k = key(row.commitmentId, row.transactionCode);
      actual.set(k, (actual.get(k) ?? 0) + row.amount);
    }
    for (const k of new Set([...expected.keys(), ...actual.keys()])) {
      const [id = '', code = ''] = k.split('\u0000');
      const want = expected.get(k) ?? 0;
      const got = actual.get(k) ?? 0;
      if (want !== got)
        ledger.push(
          failure(
            'ledger_equals_event',
            { id, name: names.get(id) ?? id },
            `Ledger contributions (${code})`,
            want,
            got,
          ),
        );
    }
  }

  if (posted) ledger.push(...settledFailures(uses, allocation, posted.settled ?? [], names));

  const check = (
    id: CapitalCallCheckId,
    failures: InvariantFailure[],
    run = true,
  ): InvariantCheck => ({
    id,
    label: CAPITAL_CALL_CHECKS[id],
    status: !run ? 'not_run' : failures.length === 0 ? 'passed' : 'failed',
    failures,
  });
  return [
    check('use_sums', useSums),
    check('money_back_only_equalization', moneyBack),
    check('paid_in_plus_unfunded', identity),
    check('unfunded_not_negative', negative),
    check('ledger_equals_event', ledger, posted !== undefined),
  ];
}

/** Every failure of the checks, in order. */
export const invariantFailures = (checks: readonly InvariantCheck[]): InvariantFailure[] =>
  checks.flatMap((c) => c.failures);

/**
 * The closing equalization the event settled, read back, against its equalization lines: per LP
 * the capital (paid − returned) and the interest (paid − received), each compared apart.
 */
function settledFailures(
  uses: CapitalCallInvariantInput['uses'],
  allocation: CapitalCallAllocation,
  settled: readonly SettledEqualization[],
  names: ReadonlyMap<string, string>,
): InvariantFailure[] {
  const want = new Map<string, { capital: number; interest: number }>();
  const entry = (map: typeof want, id: string) => {
    const found = map.get(id) ?? { capital: 0, interest: 0 };
    map.set(id, found);
    return found;
  };
  uses.forEach((use, u) => {
    if (use.kind !== 'closing_equalization') return;
    for (const [id, cents] of Object.entries(allocation.uses[u]?.allocations ?? {}))
      entry(want, id).capital += cents;
    for (const [id, cents] of Object.entries(use.interest ?? {})) entry(want, id).interest += cents;
  });
  const got = new Map<string, { capital: number; interest: number }>();
  for (const row of settled) {
    const found = entry(got, row.commitmentId);
    found.capital += row.capital;
    found.interest += row.interest;
  }
  const failures: InvariantFailure[] = [];
  for (const id of new Set([...want.keys(), ...got.keys()])) {
    const w = want.get(id) ?? { capital: 0, interest: 0 };
    const g = got.get(id) ?? { capital: 0, interest: 0 };
    const lp = { id, name: names.get(id) ?? id };
    if (w.capital !== g.capital)
      failures.push(
        failure('ledger_equals_event', lp, 'Settled closing equalization', w.capital, g.capital),
      );
    if (w.interest !== g.interest)
      failures.push(
        failure('ledger_equals_event', lp, 'Settled equalization interest', w.interest, g.interest),
      );
  }
  return failures;
}
