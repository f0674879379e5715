import { and, asc, eq } from 'drizzle-orm';
import type { FeeBasisCommitment, FeeBasisPeriod, FeeBasisView } from '../../api/fee-basis';
import { addDays } from '../../domain/day-count';
import { determineFeeBasis, postingPeriodOf, valueOn, type FeePeriod } from '../../domain/fees';
import { auditStep } from '../../domain/fees/audit-step';
import type { Database } from '../db/database';
import { commitments, fund_entities, investor_classes, investor_entities } from '../db/schema';
import type { Scope } from '../scope';
import { basisSourcesFor, feeBasisSeries } from './fee-basis-series';
import { loadFeeRow } from './fee-configuration';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { formatDate } from '../../domain/date-display';

/** The commitments of a fund family with the names the basis table shows. */
export async function familyCommitments(db: Database, scope: Scope, fundFamilyId: string) {
  return db
    .select({
      id: commitments.id,
      investor_entity_name: investor_entities.full_name,
      owning_entity_name: fund_entities.name,
      class_name: investor_classes.name,
    })
    .from(commitments)
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
    .leftJoin(investor_classes, eq(investor_classes.id, commitments.investor_class_id))
    .where(
      and(
        eq(commitments.customer_id, scope.customerId),
        eq(commitments.fund_family_id, fundFamilyId),
      ),
    )
    .orderBy(asc(investor_entities.full_name), asc(fund_entities.name));
}

/**
 * A fee's basis as of a date: which calculation is the basis then (its dated periods), each
 * commitment's value of it on the date, and the basis of the posting period containing the
 * date by the fee's basis determination, with the engine's audit of both.
 */
export async function getFeeBasis(
  db: Database,
  scope: Scope,
  feeId: string,
  asOf: string,
): Promise<FeeBasisView> {
  const fee = await loadFeeRow(db, scope, feeId);
  const fund = await loadFundFamily(db, scope.customerId, fee.fund_family_id);
  const ordered = [...fee.basis].sort((a, b) => a.from.localeCompare(b.from));
  const series = await feeBasisSeries(
    db,
    scope,
    fund.id,
    ordered.map((b) => b.calculation_id),
    asOf,
  );
  const inForce = ordered.filter((b) => b.from <= asOf).at(-1);
  const periods: FeeBasisPeriod[] = ordered.map((b, i) => {
    const next = ordered[i + 1];
    const calculation = series.get(b.calculation_id);
    return {
      from: b.from,
      to: next ? addDays(next.from, -1) : null,
      calculation_id: b.calculation_id,
      calculation_name: calculation?.name ?? 'Missing calculation',
      formula: calculation?.formula ?? '',
      in_force: b === inForce,
    };
  });
  const postingPeriod = postingPeriodOf({ date: asOf, cadence: fee.cadence });
  const inForcePeriod = periods.find((p) => p.in_force);
  // The window is the posting period, clipped to the basis period in force on the date.
  const window: FeePeriod | null = inForcePeriod
    ? {
        start: inForcePeriod.from > postingPeriod.start ? inForcePeriod.from : postingPeriod.start,
        end:
          inForcePeriod.to !== null && inForcePeriod.to < postingPeriod.end
            ? inForcePeriod.to
            : postingPeriod.end,
      }
    : null;
  const rows: FeeBasisCommitment[] = (await familyCommitments(db, scope, fund.id)).map((c) => {
    const source = basisSourcesFor({ basis: inForce ? [inForce] : [] }, series, c.id)[0];
    const base = {
      commitment_id: c.id,
      investor_entity_name: c.investor_entity_name,
      owning_entity_name: c.owning_entity_name,
      class_name: c.class_name,
    };
    if (!source || !window)
      return {
        ...base,
        source: null,
        value_on_date_cents: 0,
        period_basis: '0',
        window: null,
        audit: [
          auditStep(
            'No basis in force',
            'the fee has no basis period on or before the date',
            { as_of: asOf },
            0,
          ),
        ],
      };
    const onDate = valueOn(source.series, asOf);
    const basis = determineFeeBasis({
      label: source.label,
      series: source.series,
      window,
      determination: fee.basis_determination,
    });
    return {
      ...base,
      source: source.label,
      value_on_date_cents: onDate,
      period_basis: basis.basis,
      window,
      audit: [
        {
          ...auditStep(
            `${source.label} on ${formatDate(asOf)}`,
            `${source.label} as of the end of ${formatDate(asOf)}`,
            { commitment: c.investor_entity_name },
            onDate,
          ),
          unit: 'cents' as const,
        },
        ...basis.audit,
      ],
    };
  });
  return {
    fee_id: fee.id,
    fund_family_id: fund.id,
    fee_name: fee.name,
    basis_determination: fee.basis_determination,
    partial_period_basis: fee.partial_period_basis,
    cadence: fee.cadence,
    currency: fund.currency,
    as_of: asOf,
    posting_period: postingPeriod,
    periods,
    commitments: rows,
    total_on_date_cents: rows.reduce((sum, r) => sum + r.value_on_date_cents, 0),
    problems: [...series.values()].flatMap((s) => s.problems.map((p) => `${s.name} ${p}`)),
  };
}
