import type {
  DistributionCheck,
  DistributionCheckFailure,
  DistributionCheckId,
} from '../../api/distribution';
import { Dec, formatCents } from '../../domain/money';
import type { StoredSubEventWaterfall } from './stored-waterfall';

/** The ticks of the review, in the words of the issue. */
export const distributionCheckLabels: Record<DistributionCheckId, string> = {
  entity_paid_out: 'Per fund entity, LP + GP distributions = distributable proceeds, exactly',
  lp_sources_sum: 'Per LP, the sum of sources = the LP’s total',
  carry_within_share: 'Carried interest ≤ the configured carry share of cumulative profit',
  ledger_equals_run: 'After posting, the ledger equals the run',
};

const sum = (values: Record<string, number>) => Object.values(values).reduce((s, c) => s + c, 0);

function check(id: DistributionCheckId, failures: DistributionCheckFailure[]): DistributionCheck {
  return {
    id,
    label: distributionCheckLabels[id],
    status: failures.length === 0 ? 'passed' : 'failed',
    failures,
  };
}

type FailureAt = Pick<
  DistributionCheckFailure,
  'fund_entity_id' | 'fund_entity_name' | 'commitment_id' | 'lp'
>;

function failure(
  id: DistributionCheckId,
  at: FailureAt,
  figure: string,
  expected: number,
  actual: number,
  message: string,
): DistributionCheckFailure {
  return {
    check: id,
    ...at,
    figure,
    expected_cents: expected,
    actual_cents: actual,
    difference_cents: actual - expected,
    message,
  };
}

/**
 * The checks of a run before posting, from its stored results alone (so the review, the event
 * and finalize see the same ticks): each entity pays out exactly what reached it, each LP's
 * lines add up to what the waterfall gave it, and no partner's share paid more carry than the
 * configured carry share of its cumulative profit (one cent of rounding per carry tier beyond
 * the first allowed, as each tier rounds once).
 */
export function runChecks(results: readonly StoredSubEventWaterfall[]): DistributionCheck[] {
  const paidOut: DistributionCheckFailure[] = [];
  const sources: DistributionCheckFailure[] = [];
  const carry: DistributionCheckFailure[] = [];
  for (const result of results) {
    const entity = {
      fund_entity_id: result.fund_entity_id,
      fund_entity_name: result.fund_entity_name,
    };
    const distributable = result.partners.reduce(
      (s, p) => s + sum(p.gross_by_line) - p.holdback_cents,
      0,
    );
    const paid = result.partners.reduce((s, p) => s + sum(p.by_line) + sum(p.carry_by_line), 0);
    if (paid !== distributable || result.run.distributable !== distributable)
      paidOut.push(
        failure(
          'entity_paid_out',
          { ...entity, commitment_id: null, lp: null },
          'LP + GP distributions',
          distributable,
          paid,
          `${result.fund_entity_name}: LP + GP distributions are ${formatCents(paid)}, the distributable proceeds ${formatCents(distributable)}.`,
        ),
      );
    const engine = new Map(result.run.partners.map((p) => [p.partnerId, p]));
    for (const partner of result.partners) {
      const at = { ...entity, commitment_id: partner.commitment_id, lp: partner.lp };
      const own = engine.get(partner.commitment_id);
      const total = own?.toPartner ?? 0;
      if (sum(partner.by_line) !== total)
        sources.push(
          failure(
            'lp_sources_sum',
            at,
            'sum of sources',
            total,
            sum(partner.by_line),
            `${partner.lp}: its sources add up to ${formatCents(sum(partner.by_line))}, its total is ${formatCents(total)}.`,
          ),
        );
      if (!own || own.tiers.length === 0) continue;
      const last = own.tiers[own.tiers.length - 1]!.after;
      const carryTiers = own.tiers.filter(
        (t) => t.tierType === 'gp_catch_up' || t.tierType === 'final_split',
      );
      const share = carryTiers.reduce(
        (max, t) => Dec.max(max, new Dec(t.tier.carry ?? '0')),
        new Dec(0),
      );
      const limit =
        Number(share.times(Math.max(0, last.profitsSoFar)).ceil().toString()) +
        Math.max(0, carryTiers.length - 1);
      if (last.carrySoFar > limit)
        carry.push(
          failure(
            'carry_within_share',
            at,
            'carried interest',
            limit,
            last.carrySoFar,
            `${partner.lp}: carried interest ${formatCents(last.carrySoFar)} is more than ${share.times(100).toString()}% of its cumulative profit ${formatCents(last.profitsSoFar)}.`,
          ),
        );
    }
  }
  return [
    check('entity_paid_out', paidOut),
    check('lp_sources_sum', sources),
    check('carry_within_share', carry),
    {
      id: 'ledger_equals_run',
      label: distributionCheckLabels.ledger_equals_run,
      status: 'not_run',
      failures: [],
    },
  ];
}

/** A posted row, summed: per commitment (null: the carry partner's rows) and code. */
export type PostedSum = { commitment_id: string | null; code: string; cents: number };

/** After posting: the event's rows read back equal what the run says, per LP and code, and the carry. */
export function ledgerCheck(
  expected: readonly PostedSum[],
  posted: readonly PostedSum[],
  names: ReadonlyMap<string, string>,
): DistributionCheck {
  const key = (r: PostedSum) => `${r.commitment_id ?? 'carry'}|${r.code}`;
  const want = new Map<string, PostedSum>();
  for (const row of expected) {
    const existing = want.get(key(row));
    want.set(key(row), { ...row, cents: (existing?.cents ?? 0) + row.cents });
  }
  const got = new Map(posted.map((r) => [key(r), r]));
  const failures: DistributionCheckFailure[] = [];
  for (const k of new Set([...want.keys(), ...got.keys()])) {
    const expectedCents = want.get(k)?.cents ?? 0;
    const actual = got.get(k)?.cents ?? 0;
    if (expectedCents === actual) continue;
    const row = (want.get(k) ?? got.get(k))!;
    const lp = row.commitment_id ? (names.get(row.commitment_id) ?? null) : null;
    failures.push(
      failure(
        'ledger_equals_run',
        { fund_entity_id: null, fund_entity_name: null, commitment_id: row.commitment_id, lp },
        row.code,
        expectedCents,
        actual,
        `${lp ?? 'The carry partner'}: the ledger holds ${formatCents(actual)} under ${row.code}, the run ${formatCents(expectedCents)}.`,
      ),
    );
  }
  return check('ledger_equals_run', failures);
}
