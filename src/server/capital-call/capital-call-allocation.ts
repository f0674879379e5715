import type { FieldErrors } from '../../api/api-error';
import type {
  CapitalCallInput,
  CapitalCallRefusal,
  CapitalCallUse,
  InvariantCheck,
  StoredCapitalCallUse,
} from '../../api/capital-call';
import type { ClosingEqualization } from '../../api/closing-equalization';
import type { CapitalCallBreakdownRow } from '../../api/capital-call-breakdown';
import { computedFeeTakesNoOverrides, specialNeedsAmounts } from '../../api/capital-call';
import type { SettledRow } from '../../api/capital-call';
import {
  allocateCapitalCall,
  capitalCallInvariants,
  capitalCallOverview,
  type CapitalCallAllocation,
  type CapitalCallUse as DomainUse,
  type CapitalCallOverview,
  type PostedCommitmentFigures,
  type PostedContribution,
  type SettledEqualization,
} from '../../domain/capital-call';
import { DomainError } from '../../domain/domain-error';
import { formatCents } from '../../domain/money';
import { invalid } from '../api-error';
import type { CallContext } from './capital-call-context';
import type { ComputedFeeLine } from './capital-call-fees';
import { settlementOf } from './capital-call-closing-equalization';

/** A closing equalization line as drafted: the outstanding rows it takes and how they read. */
export type DraftedEqualization = { settles: SettledRow[]; view: ClosingEqualization };

/**
 * The code a closing equalization line is shown under: it posts no row of its own but settles
 * the closing's rows, each under its own equalization code.
 */
export const EQUALIZATION_LINE_CODE = 'equalization_contribution';

/** A stored use as the event and breakdown answer it (the engine's cents and audit left out). */
export function publicUse(use: StoredCapitalCallUse): CapitalCallUse {
  const {
    fee_by_commitment: _cents,
    fee_audit: _audit,
    settles: _rows,
    kept_by_commitment: _kept,
    ...rest
  } = use;
  return rest;
}

/** The stored uses as the domain reads them (a code's recallable flag from the fund's codes). */
export function domainUses(
  uses: readonly StoredCapitalCallUse[],
  context: CallContext,
): DomainUse[] {
  return uses.map((use) => {
    const settlement = use.kind === 'closing_equalization' ? settlementOf(use.settles ?? []) : null;
    return {
      id: use.id,
      kind: use.kind,
      amount: use.amount_cents,
      transactionCode: use.transaction_code,
      description: use.description,
      isRecallable: settlement
        ? false
        : (context.codes.get(use.transaction_code)?.is_recallable ?? false),
      // A kept line takes its posted cents: its overrides are already in them.
      overrides: use.kept_by_commitment
        ? {}
        : Object.fromEntries(use.overrides.map((o) => [o.commitment_id, o.amount_cents])),
      ...(use.fee_by_commitment ? { computed: use.fee_by_commitment } : {}),
      ...(use.kept_by_commitment
        ? {
            computed: use.kept_by_commitment,
            computedNote:
              'kept as the corrected call posted it: the correction did not edit this line',
          }
        : {}),
      ...(settlement ? { computed: settlement.capital, interest: settlement.interest } : {}),
      // Special contributions: each LP exactly the amount entered for it.
      ...(use.per_commitment
        ? {
            computed: Object.fromEntries(
              use.per_commitment.map((p) => [p.commitment_id, p.amount_cents]),
            ),
          }
        : {}),
    };
  });
}

/**
 * The uses of a request checked against the fund (each a 400 naming its field): a call code of
 * the fund, overrides naming commitments the call reaches, once each, adding up to no more than
 * the line. Each use gets a fresh id. A kept line (a cancel-correct's line not edited, by its
 * position) is taken as given with the request's description and code: only its code is checked.
 */
export function checkedUses(
  input: CapitalCallInput,
  context: CallContext,
  computedFees: ReadonlyMap<number, ComputedFeeLine> = new Map(),
  equalization: ReadonlyMap<number, DraftedEqualization> = new Map(),
  kept: ReadonlyMap<number, StoredCapitalCallUse> = new Map(),
): StoredCapitalCallUse[] {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const reachable = new Set(context.commitments.map((c) => c.id));
  input.uses.forEach((use, u) => {
    if (use.kind === 'closing_equalization') {
      // The closing's amounts stand: nothing typed, nothing moved by hand.
      if (use.overrides.length > 0)
        add(`uses.${u}.overrides`, 'Closing equalization takes the amounts the closing left.');
      return;
    }
    if (use.transaction_code === undefined || !context.codes.has(use.transaction_code))
      add(`uses.${u}.transaction_code`, 'Invalid');
    if (kept.has(u)) return;
    if (use.per_commitment) {
      checkPerCommitment(use.per_commitment, reachable, `uses.${u}`, add);
      if (use.overrides.length > 0)
        add(`uses.${u}.overrides`, 'Special contributions are entered per LP: no overrides.');
      return;
    }
    const seen = new Set<string>();
    let total = 0;
    use.overrides.forEach((o, i) => {
      if (!reachable.has(o.commitment_id)) add(`uses.${u}.overrides.${i}.commitment_id`, 'Invalid');
      else if (seen.has(o.commitment_id))
        add(`uses.${u}.overrides.${i}.commitment_id`, 'Named twice in this line');
      seen.add(o.commitment_id);
      total += o.amount_cents;
    });
    const computed = computedFees.get(u);
    if (computed) {
      if (use.overrides.length > 0) add(`uses.${u}.overrides`, computedFeeTakesNoOverrides);
      if (computed.total <= 0)
        add(`uses.${u}.fee_period`, 'The fee engine computes no management fee for this period.');
      return;
    }
    if (use.amount_cents === undefined) add(`uses.${u}.amount_cents`, 'Required');
    else if (total > use.amount_cents)
      add(
        `uses.${u}.overrides`,
        `Overrides add up to ${formatCents(total)}, more than the line's ${formatCents(use.amount_cents)}`,
      );
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return input.uses.map((use, u): StoredCapitalCallUse => {
    const keptUse = kept.get(u);
    if (keptUse)
      return {
        ...keptUse,
        id: crypto.randomUUID(),
        description: use.description,
        transaction_code: use.transaction_code!,
      };
    const drafted = equalization.get(u);
    if (use.kind === 'closing_equalization' && drafted)
      return {
        id: crypto.randomUUID(),
        kind: use.kind,
        description: use.description,
        amount_cents: settlementOf(drafted.settles).amount,
        transaction_code: EQUALIZATION_LINE_CODE,
        overrides: [],
        closing_event_ids: drafted.view.closings.map((c) => c.event_id),
        equalization: drafted.view,
        settles: drafted.settles,
      };
    if (use.per_commitment) {
      const entered = use.per_commitment.filter((p) => p.amount_cents !== 0);
      return {
        id: crypto.randomUUID(),
        kind: use.kind,
        description: use.description,
        amount_cents: entered.reduce((sum, p) => sum + p.amount_cents, 0),
        transaction_code: use.transaction_code!,
        overrides: [],
        per_commitment: entered,
      };
    }
    const computed = computedFees.get(u);
    const stored = {
      id: crypto.randomUUID(),
      kind: use.kind,
      description: use.description,
      amount_cents: computed?.total ?? use.amount_cents!,
      transaction_code: use.transaction_code!,
      overrides: use.overrides,
    };
    return computed && use.fee_period
      ? {
          ...stored,
          fee_period: { start: use.fee_period.start, end: use.fee_period.end },
          fee_methodology: computed.methodology,
          fee_by_commitment: computed.byCommitment,
          fee_audit: computed.audit,
        }
      : stored;
  });
}

/**
 * Amounts entered per LP (special contributions): commitments the call reaches, each once, and
 * at least one amount above zero; a problem is a 400 on its field.
 */
function checkPerCommitment(
  amounts: readonly { commitment_id: string; amount_cents: number }[],
  reachable: ReadonlySet<string>,
  at: string,
  add: (path: string, message: string) => void,
): void {
  const seen = new Set<string>();
  amounts.forEach((a, i) => {
    if (!reachable.has(a.commitment_id)) add(`${at}.per_commitment.${i}.commitment_id`, 'Invalid');
    else if (seen.has(a.commitment_id))
      add(`${at}.per_commitment.${i}.commitment_id`, 'Named twice in this line');
    seen.add(a.commitment_id);
  });
  if (!amounts.some((a) => a.amount_cents > 0)) add(`${at}.per_commitment`, specialNeedsAmounts);
}

export type CallComputation = {
  uses: DomainUse[];
  allocation: CapitalCallAllocation;
  overview: CapitalCallOverview;
  checks: InvariantCheck[];
};

/** The call allocated, its overview and its invariants before posting. A domain refusal is a 400. */
export function computeCall(
  uses: readonly StoredCapitalCallUse[],
  context: CallContext,
): CallComputation {
  const domain = domainUses(uses, context);
  let allocation: CapitalCallAllocation;
  try {
    allocation = allocateCapitalCall({
      structure: context.structure,
      values: context.values,
      commitments: context.commitments,
      uses: domain,
    });
  } catch (error) {
    if (error instanceof DomainError)
      throw invalid({ non_field_errors: [error.message] }, error.message);
    throw error;
  }
  return {
    uses: domain,
    allocation,
    overview: capitalCallOverview(context.commitments, domain, allocation),
    checks: apiChecks(
      capitalCallInvariants({ uses: domain, allocation, commitments: context.commitments }),
    ),
  };
}

/** The invariants after posting, from the figures and the rows read back from the ledger. */
export function postedChecks(
  computation: CallComputation,
  context: CallContext,
  posted: {
    commitments: PostedCommitmentFigures[];
    contributions: PostedContribution[];
    settled: SettledEqualization[];
  },
): InvariantCheck[] {
  return apiChecks(
    capitalCallInvariants({
      uses: computation.uses,
      allocation: computation.allocation,
      commitments: context.commitments,
      posted,
    }),
  );
}

function apiChecks(checks: ReturnType<typeof capitalCallInvariants>): InvariantCheck[] {
  return checks.map((check) => ({
    id: check.id,
    label: check.label,
    status: check.status,
    failures: check.failures.map((f) => ({
      check: f.check,
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

export function apiRefusals(allocation: CapitalCallAllocation): CapitalCallRefusal[] {
  return allocation.refusals.map((r) => ({
    commitment_id: r.commitmentId,
    lp: r.lp,
    use_id: r.useId,
    use: r.use,
    called_cents: r.calledCents,
    unfunded_cents: r.unfundedCents,
    excess_cents: r.excessCents,
    message: r.message,
  }));
}

/** The overview's rows as the breakdown routes answer them. */
export function breakdownRows(
  computation: CallComputation,
  context: CallContext,
  stored: readonly StoredCapitalCallUse[] = [],
): CapitalCallBreakdownRow[] {
  const byId = new Map(context.commitments.map((c) => [c.id, c]));
  const audited = stored.filter((use) => use.fee_audit);
  const feeAuditOf = (id: string) =>
    audited.length === 0
      ? {}
      : {
          fee_audit: Object.fromEntries(audited.map((use) => [use.id, use.fee_audit![id] ?? []])),
        };
  // A kept line (cancel-correct) takes its posted cents; its overrides still read as set by hand.
  const keptOverrides = computation.uses.map(
    (_, u) =>
      new Set(stored[u]?.kept_by_commitment ? stored[u].overrides.map((o) => o.commitment_id) : []),
  );
  const settling = computation.uses.filter((use) => use.interest);
  const interestOf = (id: string) =>
    settling.length === 0
      ? {}
      : {
          equalization_interest_cents: settling.reduce(
            (sum, use) => sum + (use.interest?.[id] ?? 0),
            0,
          ),
        };
  return computation.overview.rows.map((row) => {
    const commitment = byId.get(row.commitmentId)!;
    return {
      commitment_id: row.commitmentId,
      investor_entity_id: commitment.investorEntityId,
      lp: row.lp,
      fund_entity_id: row.fundEntityId,
      fund_entity_name: commitment.fundEntityName,
      committed_cents: row.committed,
      by_use: row.byUse,
      overridden_use_ids: computation.allocation.uses
        .filter(
          (u, i) =>
            u.overridden.includes(row.commitmentId) || keptOverrides[i]!.has(row.commitmentId),
        )
        .map((u) => u.useId),
      called_cents: row.called,
      contributed_before_cents: row.contributedBefore,
      contributed_after_cents: row.contributedAfter,
      unfunded_before_cents: row.unfundedBefore,
      unfunded_after_cents: row.unfundedAfter,
      percent_called: row.percentCalled,
      percent_contributed_after: row.percentContributedAfter,
      ...interestOf(row.commitmentId),
      ...feeAuditOf(row.commitmentId),
    };
  });
}
