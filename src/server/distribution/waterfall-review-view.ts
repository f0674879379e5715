import { and, eq } from 'drizzle-orm';
import { DISTRIBUTION_SOURCES } from '../../api/distribution';
import {
  type PreferredReturnBreakdown,
  type PreferredReturnSummary,
  type WaterfallInvestorBreakdown,
  type WaterfallReview,
} from '../../api/waterfall-review';
import { fractionToPercent } from '../../api/percent';
import { daysBetween } from '../../domain/day-count';
import { roundCents } from '../../domain/money';
import { describeTier } from '../../domain/waterfall';
import { growthCache, growthFactor } from '../../domain/waterfall/growth-factor';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { fund_entities, fund_family_sub_events, waterfall_run_results } from '../db/schema';
import type { Scope } from '../scope';
import { runChecks } from './distribution-checks';
import { loadDistribution } from './distribution-service';
import { bySource, type StoredSubEventWaterfall } from './stored-waterfall';

type SubEventResult = {
  id: string;
  eventId: string;
  runId: string;
  name: string;
  distributable: number;
  toPartners: number;
  toCarry: number;
  result: StoredSubEventWaterfall;
};

/**
 * A waterfall sub-event of a distribution of the customer's fund family, with its stored result:
 * another customer's, another event's or fund entity's: 404.
 */
export async function loadSubEventResult(
  db: Database,
  scope: Scope,
  path: { fundFamilyId: string; eventId: string; subEventId: string; fundEntityId?: string },
): Promise<SubEventResult> {
  const { event } = await loadDistribution(db, scope, path.fundFamilyId, path.eventId);
  const [row] = await db
    .select({
      id: fund_family_sub_events.id,
      name: fund_entities.name,
      fund_entity_id: fund_family_sub_events.fund_entity_id,
      runId: waterfall_run_results.waterfall_run_id,
      distributable: waterfall_run_results.distributable_cents,
      toPartners: waterfall_run_results.to_partners_cents,
      toCarry: waterfall_run_results.to_carry_partner_cents,
      result: waterfall_run_results.result,
    })
    .from(fund_family_sub_events)
    .innerJoin(
      waterfall_run_results,
      eq(waterfall_run_results.fund_family_sub_event_id, fund_family_sub_events.id),
    )
    .innerJoin(fund_entities, eq(fund_entities.id, fund_family_sub_events.fund_entity_id))
    .where(
      and(
        eq(fund_family_sub_events.id, path.subEventId),
        eq(fund_family_sub_events.customer_id, scope.customerId),
        eq(fund_family_sub_events.fund_family_event_id, event.id),
      ),
    );
  if (!row || (path.fundEntityId && row.fund_entity_id !== path.fundEntityId))
    throw notFound('No such waterfall sub-event of this distribution');
  return { ...row, eventId: event.id };
}

const subEventOf = (s: SubEventResult) => ({
  id: s.id,
  fund_entity_id: s.result.fund_entity_id,
  fund_entity_name: s.name,
  distributable_cents: s.distributable,
  to_partners_cents: s.toPartners,
  to_carry_partner_cents: s.toCarry,
});

const sumLines = (maps: readonly Record<string, number>[]) => {
  const total: Record<string, number> = {};
  for (const map of maps) for (const [k, v] of Object.entries(map)) total[k] = (total[k] ?? 0) + v;
  return total;
};

const partnerResults = (result: StoredSubEventWaterfall) =>
  new Map(result.run.partners.map((p) => [p.partnerId, p]));

/** GET fund-family-sub-event/{subEventId}/waterfall: per tier and per partner what went in and out. */
export async function getWaterfallReview(
  db: Database,
  scope: Scope,
  path: { fundFamilyId: string; eventId: string; subEventId: string },
): Promise<WaterfallReview> {
  const sub = await loadSubEventResult(db, scope, path);
  const { result } = sub;
  const engine = partnerResults(result);
  return {
    sub_event: subEventOf(sub),
    event_id: sub.eventId,
    run_id: sub.runId,
    as_of: result.as_of,
    settings: result.settings,
    by_source: bySource(result.lines, sumLines(result.partners.map((p) => p.gross_by_line))),
    tiers: result.run.tiers.map((t, index) => ({
      index,
      name: t.name,
      type: t.type,
      to_partners_cents: t.toPartners,
      to_carry_partner_cents: t.toCarryPartner,
    })),
    partners: result.partners.map((p) => {
      const own = engine.get(p.commitment_id)!;
      return {
        commitment_id: p.commitment_id,
        investor_entity_id: p.investor_entity_id,
        lp: p.lp,
        class_name: p.class_name,
        is_gp: p.is_gp,
        contributed_cents: own.start.contributed,
        apportioned_cents: own.apportioned,
        tiers: own.tiers.map((t, index) => ({
          tier_index: index,
          available_cents: t.available,
          hurdle_cents: t.hurdle,
          to_partner_cents: t.toPartner,
          to_carry_partner_cents: t.toCarryPartner,
          remaining_cents: t.remaining,
        })),
        to_partner_cents: own.toPartner,
        to_carry_partner_cents: own.toCarryPartner,
        by_source: bySource(result.lines, p.by_line),
      };
    }),
    carry_by_source: bySource(result.lines, sumLines(result.partners.map((p) => p.carry_by_line))),
    checks: runChecks([result]),
    steps: result.steps,
  };
}

/** The preferred-return tiers of a run, with their index. */
const prefTiers = (result: StoredSubEventWaterfall) =>
  result.tiers.flatMap((tier, index) =>
    tier.type === 'preferred_return' ? [{ tier, index }] : [],
  );

/** GET .../preferred-return-breakdown: each contribution's growth at each partner's pref terms. */
export async function getPreferredReturnBreakdown(
  db: Database,
  scope: Scope,
  path: { fundFamilyId: string; eventId: string; subEventId: string; fundEntityId: string },
): Promise<PreferredReturnBreakdown> {
  const { result } = await loadSubEventResult(db, scope, path);
  const names = new Map(result.partners.map((p) => [p.commitment_id, p.lp]));
  const rows: PreferredReturnBreakdown['rows'] = [];
  for (const partner of result.run.partners)
    for (const { index } of prefTiers(result)) {
      // The tier as this partner's class saw it (rate, compounding and day count may be its own).
      const tier = partner.tiers[index]!.tier;
      for (const flow of partner.start.contributions) {
        const factor = growthFactor(
          flow.date,
          result.as_of,
          tier.rate!,
          tier.compounding!,
          tier.dayCount!,
        );
        rows.push({
          commitment_id: partner.partnerId,
          lp: names.get(partner.partnerId) ?? partner.partnerId,
          tier_index: index,
          tier_name: tier.name,
          contribution_date: flow.date,
          amount_cents: flow.amount,
          days: Math.max(0, daysBetween(flow.date, result.as_of)),
          rate_percent: fractionToPercent(tier.rate!),
          compounding: tier.compounding!,
          day_count: tier.dayCount!,
          growth_factor: factor.toFixed(12),
          accrued_cents: roundCents(factor.minus(1).times(flow.amount)),
        });
      }
    }
  return {
    sub_event_id: path.subEventId,
    fund_entity_id: result.fund_entity_id,
    as_of: result.as_of,
    rows,
  };
}

/** GET .../preferred-return-summary: per partner and pref tier, owed (the hurdle), paid and unpaid. */
export async function getPreferredReturnSummary(
  db: Database,
  scope: Scope,
  path: { fundFamilyId: string; eventId: string; subEventId: string; fundEntityId: string },
): Promise<PreferredReturnSummary> {
  const { result } = await loadSubEventResult(db, scope, path);
  const names = new Map(result.partners.map((p) => [p.commitment_id, p.lp]));
  const growth = growthCache(result.as_of);
  return {
    sub_event_id: path.subEventId,
    fund_entity_id: result.fund_entity_id,
    as_of: result.as_of,
    rows: result.run.partners.flatMap((partner) =>
      prefTiers(result).map(({ index }) => {
        const tier = partner.tiers[index]!;
        const owed = tier.hurdle ?? 0;
        return {
          commitment_id: partner.partnerId,
          lp: names.get(partner.partnerId) ?? partner.partnerId,
          tier_index: index,
          tier_name: tier.tierName,
          contributed_cents: partner.start.contributed,
          owed_cents: owed,
          paid_cents: tier.toPartner,
          unpaid_cents: owed - tier.toPartner,
          steps: describeTier(tier, result.as_of, {
            contributions: partner.start.contributions,
            growth,
          }),
        };
      }),
    ),
  };
}

/** GET .../waterfall-investor-breakdown: per LP per source, before and after carry (what finalize posts). */
export async function getWaterfallInvestorBreakdown(
  db: Database,
  scope: Scope,
  path: { fundFamilyId: string; eventId: string; subEventId: string; fundEntityId: string },
): Promise<WaterfallInvestorBreakdown> {
  const { result } = await loadSubEventResult(db, scope, path);
  const used = new Set(result.lines.map((l) => l.source));
  const sum = (map: Record<string, number>) => Object.values(map).reduce((s, c) => s + c, 0);
  const carryByLine = sumLines(result.partners.map((p) => p.carry_by_line));
  return {
    sub_event_id: path.subEventId,
    fund_entity_id: result.fund_entity_id,
    sources: DISTRIBUTION_SOURCES.filter((s) => used.has(s)),
    rows: result.partners.map((p) => ({
      commitment_id: p.commitment_id,
      investor_entity_id: p.investor_entity_id,
      lp: p.lp,
      gross_by_source: bySource(result.lines, p.gross_by_line),
      by_source: bySource(result.lines, p.by_line),
      gross_cents: sum(p.gross_by_line),
      carry_cents: sum(p.carry_by_line),
      total_cents: sum(p.by_line),
    })),
    carry: {
      fund_entity_id: result.settings.carry_partner.fund_entity_id,
      name: result.settings.carry_partner.name,
      by_source: bySource(result.lines, carryByLine),
      total_cents: sum(carryByLine),
    },
  };
}
