import { DomainError } from '../domain-error';
import { assertCents, Dec, type AuditStep } from '../money';
import { auditStep } from '../fees/audit-step';

export type BorrowingBaseInvestor = { id: string; uncalled: number };

export type BorrowingBaseGroup = {
  id: string;
  name: string;
  /** Included and designated investors count at their advance rate; excluded ones count 0. */
  kind: 'included' | 'designated' | 'excluded';
  advanceRate: string;
  /** Cap on one investor's uncalled capital, as a fraction of all eligible uncalled capital. */
  individualConcentrationLimit?: string;
  /** Cap on the whole group's uncalled capital, as a fraction of all eligible uncalled capital. */
  aggregateConcentrationLimit?: string;
  investors: readonly BorrowingBaseInvestor[];
};

export type BorrowingBaseGroupResult = {
  id: string;
  eligibleUncalled: number;
  counted: string;
  haircut: string;
  base: string;
  investors: { id: string; uncalled: number; counted: string }[];
};

export type BorrowingBaseResult = {
  borrowingBase: number;
  aggregateEligibleUncalled: number;
  groups: BorrowingBaseGroupResult[];
  audit: AuditStep[];
};

/** Floors to whole cents: a borrowing base is a limit, so it never rounds up into credit. */
const floorCents = (value: Dec): number =>
  assertCents(Math.max(0, value.floor().toNumber()), 'Borrowing base');

/**
 * Commitment-backed borrowing base (DOMAIN: Σ uncalled × advance rate − concentration haircuts
 * − deductions). Limits are measured against the aggregate uncalled capital of all eligible
 * investors before advance rates; the excluded-investors group counts 0 (spec §9).
 */
export const commitmentBackedBorrowingBase = ({
  groups,
  deductions = 0,
}: {
  groups: readonly BorrowingBaseGroup[];
  deductions?: number;
}): BorrowingBaseResult => {
  let aggregate = 0;
  for (const g of groups) {
    for (const i of g.investors) {
      assertCents(i.uncalled, `Uncalled capital of ${i.id}`);
      if (i.uncalled < 0) throw new DomainError(`Uncalled capital of ${i.id} cannot be negative.`);
      if (g.kind !== 'excluded') aggregate += i.uncalled;
    }
  }
  const audit: AuditStep[] = [
    auditStep(
      'Aggregate eligible uncalled',
      'Σ uncalled of included and designated investors',
      { groups: groups.length },
      aggregate,
    ),
  ];
  let total = new Dec(0);
  const results = groups.map((g) => {
    const eligibleUncalled =
      g.kind === 'excluded' ? 0 : g.investors.reduce((s, i) => s + i.uncalled, 0);
    const cap = g.individualConcentrationLimit
      ? new Dec(g.individualConcentrationLimit).times(aggregate)
      : undefined;
    const investors = g.investors.map((i) => {
      const counted =
        g.kind === 'excluded' ? new Dec(0) : cap ? Dec.min(i.uncalled, cap) : new Dec(i.uncalled);
      return { id: i.id, uncalled: i.uncalled, counted: counted.toString() };
    });
    let counted = investors.reduce((s, i) => s.plus(i.counted), new Dec(0));
    if (g.aggregateConcentrationLimit && g.kind !== 'excluded') {
      counted = Dec.min(counted, new Dec(g.aggregateConcentrationLimit).times(aggregate));
    }
    const base = g.kind === 'excluded' ? new Dec(0) : counted.times(g.advanceRate);
    total = total.plus(base);
    const haircut = new Dec(eligibleUncalled).minus(counted);
    audit.push(
      auditStep(
        `Group ${g.name}`,
        g.kind === 'excluded'
          ? 'excluded investors count 0'
          : 'min(Σ min(uncalled, individual cap), aggregate cap) × advance rate',
        {
          kind: g.kind,
          eligibleUncalled,
          individualCap: cap?.toString() ?? 'none',
          aggregateLimit: g.aggregateConcentrationLimit ?? 'none',
          counted: counted.toString(),
          advanceRate: g.advanceRate,
        },
        base.toString(),
      ),
    );
    return {
      id: g.id,
      eligibleUncalled,
      counted: counted.toString(),
      haircut: haircut.toString(),
      base: base.toString(),
      investors,
    };
  });
  const borrowingBase = floorCents(total.minus(deductions));
  audit.push(
    auditStep(
      'Borrowing base',
      'floor(Σ group bases − deductions), not below 0',
      { total: total.toString(), deductions },
      borrowingBase,
    ),
  );
  return { borrowingBase, aggregateEligibleUncalled: aggregate, groups: results, audit };
};

export type EligibleInvestment = { id: string; eligibleValue: number; advanceRate?: string };

/** Asset-backed borrowing base: advance rate × eligible investment value. */
export const assetBackedBorrowingBase = ({
  investments,
  advanceRate,
  deductions = 0,
}: {
  investments: readonly EligibleInvestment[];
  advanceRate: string;
  deductions?: number;
}): { borrowingBase: number; audit: AuditStep[] } => {
  const audit: AuditStep[] = [];
  let total = new Dec(0);
  for (const inv of investments) {
    assertCents(inv.eligibleValue, `Eligible value of ${inv.id}`);
    const rate = inv.advanceRate ?? advanceRate;
    const base = new Dec(inv.eligibleValue).times(rate);
    total = total.plus(base);
    audit.push(
      auditStep(
        `Investment ${inv.id}`,
        'eligible value × advance rate',
        { eligibleValue: inv.eligibleValue, advanceRate: rate },
        base.toString(),
      ),
    );
  }
  const borrowingBase = floorCents(total.minus(deductions));
  audit.push(
    auditStep(
      'Borrowing base',
      'floor(Σ − deductions), not below 0',
      { total: total.toString(), deductions },
      borrowingBase,
    ),
  );
  return { borrowingBase, audit };
};

/** Availability = min(facility commitment, borrowing base) − outstanding principal, not below 0. */
export const availability = ({
  facilityCommitment,
  borrowingBase,
  outstanding,
}: {
  facilityCommitment: number;
  borrowingBase: number;
  outstanding: number;
}): number => Math.max(0, Math.min(facilityCommitment, borrowingBase) - outstanding);
