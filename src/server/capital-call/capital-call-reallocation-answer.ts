import type {
  ReallocationCheck,
  BeforeAfter,
  CapitalCallReallocation,
} from '../../api/capital-call-reallocation';
import type {
  CapitalCallReallocation as DomainReallocation,
  BeforeAfter as DomainBeforeAfter,
} from '../../domain/capital-call/reallocate-capital-call';
import type { ReallocationContext } from './capital-call-reallocation-context';

/* A reallocation's computed figures and checks as the API answers them (snake case, cents). */

export function apiChecks(result: DomainReallocation): ReallocationCheck[] {
  return result.checks.map((check) => ({
    id: check.id,
    label: check.label,
    status: check.status,
    failures: check.failures.map((f) => ({
      check: f.check,
      use_id: f.useId,
      commitment_id: f.commitmentId,
      lp: f.lp,
      figure: f.figure,
      expected_cents: f.expectedCents,
      actual_cents: f.actualCents,
      difference_cents: f.differenceCents,
      message: f.message,
    })),
  }));
}

const apiBa = (line: DomainBeforeAfter): BeforeAfter => ({
  before_cents: line.before,
  after_cents: line.after,
  difference_cents: line.difference,
});

const apiByUse = (byUse: Record<string, DomainBeforeAfter>) =>
  Object.fromEntries(Object.entries(byUse).map(([id, line]) => [id, apiBa(line)]));
/** The figures as the API answers them: uses with their totals, rows per LP, totals. */
export function apiView(
  context: ReallocationContext,
  result: DomainReallocation,
): Pick<CapitalCallReallocation, 'uses' | 'rows' | 'total'> {
  const byId = new Map(context.commitments.map((c) => [c.id, c]));
  return {
    uses: context.uses.map((use, u) => ({
      id: use.id,
      kind: use.kind,
      description: use.description,
      transaction_code: use.transaction_code,
      is_recallable: context.codes.get(use.transaction_code)?.is_recallable ?? false,
      amount_cents: result.uses[u]!.before,
      new_total_cents: result.uses[u]!.after,
    })),
    rows: result.rows.map((row) => ({
      commitment_id: row.commitmentId,
      lp: row.lp,
      fund_entity_name: byId.get(row.commitmentId)?.fundEntityName ?? '',
      committed_cents: row.committed,
      by_use: apiByUse(row.byUse),
      called: apiBa(row.called),
      paid_in: apiBa(row.paidIn),
      unfunded: apiBa(row.unfunded),
    })),
    total: {
      by_use: apiByUse(result.total.byUse),
      called: apiBa(result.total.called),
      paid_in: apiBa(result.total.paidIn),
      unfunded: apiBa(result.total.unfunded),
    },
  };
}
