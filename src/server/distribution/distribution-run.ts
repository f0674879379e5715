import { and, desc, eq, lte, ne } from 'drizzle-orm';
import type { WaterfallSettings } from '../../api/waterfall-review';
import { fractionToPercent } from '../../api/percent';
import { allocateThroughStructure } from '../../domain/allocation-graph';
import { formatCents, type AuditStep } from '../../domain/money';
import {
  resolveTier,
  runWaterfall,
  type TierParams,
  type TierTotals,
  type WaterfallPartner,
  type WaterfallTier,
} from '../../domain/waterfall';
import { loadCallContext } from '../capital-call/capital-call-context';
import { commitmentsWaterfallFlows, priorTotals } from '../commitment/commitment-waterfall-inputs';
import { termsOf } from '../commitment/commitment-waterfall';
import type { Database } from '../db/database';
import { markNoticesOutOfDate } from '../notice/notice-event-change';
import {
  commitments,
  distributions,
  fund_entities,
  fund_family_events,
  fund_family_sub_events,
  investor_classes,
  waterfall_run_results,
  waterfall_runs,
} from '../db/schema';
import type { Scope } from '../scope';
import { loadWaterfallRow, waterfallTiersWithClasses } from '../waterfall/waterfall-configuration';
import type { LoadedDistribution } from './distribution-service';
import type { StoredSubEventWaterfall, StoredWaterfallPartner } from './stored-waterfall';
import { carrySplit, splitByWeights } from '../../domain/waterfall/carry-split';

/** A run that cannot go ahead, in words for support (the page shows the spec's message). */
export class RunProblem extends Error {}

const percentOf = (fraction: string | undefined) =>
  fraction === undefined ? null : fractionToPercent(fraction);

/** The settings the run used, each visible on the review and in every audit (DOMAIN.md). */
function settingsOf(
  config: NonNullable<Awaited<ReturnType<typeof loadWaterfallRow>>>,
  tiers: readonly WaterfallTier[],
  classNames: ReadonlyMap<string, string>,
  carryPartner: { id: string; name: string },
  rounding: { rounding: string; ordering: string },
  prior: string,
): WaterfallSettings {
  return {
    waterfall_type: config.waterfall_type,
    pref_effect: config.pref_effect,
    rounding: `${rounding.rounding}, ${rounding.ordering.replace(/_/g, ' ')}`,
    carry_partner: { fund_entity_id: carryPartner.id, name: carryPartner.name },
    prior_distributions: prior,
    tiers: tiers.map((tier, index) => ({
      index,
      name: tier.name,
      type: tier.type,
      terms: termsOf(resolveTier(tier, undefined, carryPartner.id)),
      rate_percent: percentOf(tier.rate),
      compounding: tier.compounding ?? null,
      day_count: tier.dayCount ?? null,
      limiting_factor: tier.limitingFactor ?? null,
      catch_up_percent: percentOf(tier.catchUp),
      carry_percent: percentOf(tier.carry),
      class_terms: Object.fromEntries(
        Object.keys(tier.classOverrides ?? {}).map((classId) => [
          classNames.get(classId) ?? classId,
          termsOf(resolveTier(tier, classId, carryPartner.id)),
        ]),
      ),
    })),
  };
}

/**
 * What the latest finalized distribution before this one paid each commitment through each tier
 * (its stored run's cumulative totals), so catch-up and pref see the carry already taken. Null
 * when there is none: then earlier distributions count as capital returned first (the ledger
 * does not say which tier paid them).
 */
async function priorRunTotals(
  db: Database,
  scope: Scope,
  loaded: LoadedDistribution,
): Promise<Map<string, Record<string, TierTotals>> | null> {
  const [previous] = await db
    .select({ id: fund_family_events.id })
    .from(fund_family_events)
    .innerJoin(distributions, eq(distributions.fund_family_event_id, fund_family_events.id))
    .where(
      and(
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, loaded.fund.id),
        eq(fund_family_events.state, 'completed'),
        ne(fund_family_events.id, loaded.event.id),
        lte(fund_family_events.effective_date, loaded.distribution.distribution_date),
      ),
    )
    .orderBy(desc(fund_family_events.effective_date), desc(fund_family_events.sequence))
    .limit(1);
  if (!previous) return null;
  const rows = await db
    .select({ result: waterfall_run_results.result })
    .from(waterfall_run_results)
    .innerJoin(
      fund_family_sub_events,
      eq(fund_family_sub_events.id, waterfall_run_results.fund_family_sub_event_id),
    )
    .where(eq(fund_family_sub_events.fund_family_event_id, previous.id));
  const totals = new Map<string, Record<string, TierTotals>>();
  for (const { result } of rows)
    for (const partner of result.run.partners) totals.set(partner.partnerId, partner.totals);
  return totals;
}

/**
 * Runs a distribution's waterfalls, reading only (the job stores the answer): each proceeds line
 * and the fee holdback are allocated through the fund structure on the distribution date (the
 * capital call's context and rules), each fund entity's share then runs through the fund's
 * stored waterfall (class overrides merged) per partner, on each partner's posted contributions
 * and distributions; what the LP receives is split back over the lines exactly.
 */
export async function computeDistributionRun(
  db: Database,
  scope: Scope,
  loaded: LoadedDistribution,
): Promise<StoredSubEventWaterfall[]> {
  const { fund, distribution } = loaded;
  const asOf = distribution.distribution_date;
  const config = await loadWaterfallRow(db, scope, fund.id);
  if (!config || config.tiers.length === 0)
    throw new RunProblem('The fund family has no stored waterfall.');
  if (!config.carry_partner_entity_id) throw new RunProblem('The waterfall has no carry partner.');
  const [carry] = await db
    .select({ id: fund_entities.id, name: fund_entities.name })
    .from(fund_entities)
    .where(eq(fund_entities.id, config.carry_partner_entity_id));
  if (!carry) throw new RunProblem('The carry partner entity is gone.');

  // Independent reads, side by side: on PostgreSQL each has its own connection, so the
  // database reads the ledger while this process builds the context (issue 18's bench).
  const [context, ledgerOf, classes, prior] = await Promise.all([
    loadCallContext(db, scope, fund, asOf, distribution.allocation_rule_graph_id),
    commitmentsWaterfallFlows(db, { customerId: scope.customerId, fundFamilyId: fund.id }, asOf),
    db
      .select({
        id: investor_classes.id,
        name: investor_classes.name,
        waterfall_overrides: investor_classes.waterfall_overrides,
      })
      .from(investor_classes)
      .where(
        and(
          eq(investor_classes.customer_id, scope.customerId),
          eq(investor_classes.fund_family_id, fund.id),
        ),
      ),
    priorRunTotals(db, scope, loaded),
  ]);
  if (context.commitments.length === 0) throw new RunProblem(`No commitment is posted on ${asOf}.`);
  const classNames = new Map(classes.map((c) => [c.id, c.name]));
  // The fund family's GP commitments (a handful), not a lookup of every id the run holds: a
  // list of 10,000 ids costs more to build and plan than the run's own ledger read.
  const gp = new Set(
    (
      await db
        .select({ id: commitments.id })
        .from(commitments)
        .where(
          and(
            eq(commitments.customer_id, scope.customerId),
            eq(commitments.fund_family_id, fund.id),
            eq(commitments.is_gp, true),
          ),
        )
    ).map((r) => r.id),
  );
  const tiers = waterfallTiersWithClasses(
    config.tiers,
    classes.map((c) => ({
      id: c.id,
      waterfall_overrides: c.waterfall_overrides as Record<string, TierParams>,
    })),
  );
  const rounding = context.structure.rounding;
  const through = (amount: number) =>
    amount === 0
      ? {}
      : allocateThroughStructure({ structure: context.structure, amount, values: context.values })
          .commitments;
  const byLine = distribution.proceeds.map((line) => ({
    line,
    cents: through(line.amount_cents),
  }));
  const holdback = through(distribution.fee_holdback_cents);
  const lineSources = new Map(distribution.proceeds.map((l) => [l.id, l.source]));
  const priorWords = prior
    ? 'cumulative tier totals of the last finalized distribution’s run'
    : 'none run before: earlier distributions count as capital returned first, the excess as preferred return';

  const entities = new Map<string, { name: string; ids: string[] }>();
  for (const c of context.commitments) {
    const entity = entities.get(c.fundEntityId) ?? { name: c.fundEntityName, ids: [] };
    entity.ids.push(c.id);
    entities.set(c.fundEntityId, entity);
  }
  const byId = new Map(context.commitments.map((c) => [c.id, c]));
  const settings = settingsOf(config, tiers, classNames, carry, rounding, priorWords);
  const lines = distribution.proceeds.map((l) => ({
    id: l.id,
    source: l.source,
    transaction_code: l.transaction_code,
  }));
  const results: StoredSubEventWaterfall[] = [];
  for (const [fundEntityId, entity] of [...entities].sort((a, b) =>
    a[1].name.localeCompare(b[1].name),
  )) {
    const gross = new Map(
      entity.ids.map((id) => [
        id,
        Object.fromEntries(byLine.map(({ line, cents }) => [line.id, cents[id] ?? 0])),
      ]),
    );
    const distributableOf = (id: string) => {
      const total = Object.values(gross.get(id)!).reduce((s, c) => s + c, 0) - (holdback[id] ?? 0);
      if (total < 0)
        throw new RunProblem(
          `${byId.get(id)!.name}: the fee holdback (${formatCents(holdback[id] ?? 0)}) is more than its proceeds.`,
        );
      return total;
    };
    const distributable = entity.ids.reduce((s, id) => s + distributableOf(id), 0);
    if (distributable === 0) continue;
    const partners: WaterfallPartner[] = [];
    const ledgerSteps: AuditStep[] = [];
    for (const id of entity.ids) {
      const commitment = byId.get(id)!;
      const ledger = ledgerOf(id);
      const contributed = ledger.contributions.reduce((s, f) => s + f.amount, 0);
      const distributed = ledger.distributions.reduce((s, f) => s + f.amount, 0);
      partners.push({
        id,
        classId: commitment.investorClassId ?? undefined,
        isGp: gp.has(id),
        commitment: commitment.committed,
        sharingWeight: distributableOf(id),
        contributions: ledger.contributions,
        distributions: ledger.distributions,
        prior: prior?.get(id) ?? priorTotals(tiers, contributed, distributed).prior,
      });
      if (ledgerSteps.length === 0) ledgerSteps.push(...ledger.steps.slice(0, 1));
    }
    const run = runWaterfall({
      kind: 'whole_fund',
      asOf,
      tiers,
      carryPartnerId: carry.id,
      rounding,
      // Equalized contribution dates are not derived yet: the pref runs from actual dates.
      prefEffect: 'actual',
      distributable,
      partners,
    }).runs[0]!;
    const stored: StoredWaterfallPartner[] = run.partners.map((result) => {
      const commitment = byId.get(result.partnerId)!;
      const lineGross = gross.get(result.partnerId)!;
      // The holdback comes out of each line in proportion; the carry out of the profits (every
      // source but return of capital) first, and out of capital only past them (exact cents).
      const net = splitByWeights(result.apportioned, lineGross);
      const carryByLine = carrySplit(result.toCarryPartner, net, lineSources);
      const toLp = Object.fromEntries(
        Object.keys(net).map((lineId) => [lineId, net[lineId]! - carryByLine[lineId]!]),
      );
      return {
        commitment_id: result.partnerId,
        investor_entity_id: commitment.investorEntityId,
        lp: commitment.name,
        class_id: commitment.investorClassId,
        class_name: commitment.investorClassId
          ? (classNames.get(commitment.investorClassId) ?? null)
          : null,
        is_gp: gp.has(result.partnerId),
        gross_by_line: lineGross,
        holdback_cents: holdback[result.partnerId] ?? 0,
        by_line: toLp,
        carry_by_line: carryByLine,
      };
    });
    results.push({
      revision: distribution.revision,
      as_of: asOf,
      fund_entity_id: fundEntityId,
      fund_entity_name: entity.name,
      settings,
      tiers,
      carry_partner_id: carry.id,
      lines,
      partners: stored,
      run,
      steps: [
        {
          step: `${entity.name}: distributable proceeds`,
          formula:
            'Σ each proceeds line allocated through the fund structure − the fee holdback allocated the same way',
          inputs: {
            lines: distribution.proceeds.length,
            'fee holdback': formatCents(entity.ids.reduce((s, id) => s + (holdback[id] ?? 0), 0)),
            rounding: settings.rounding,
          },
          value: formatCents(distributable),
        },
        ...ledgerSteps,
        {
          step: 'Earlier distributions through the tiers',
          note: priorWords,
        },
        ...run.steps,
      ],
    });
  }
  if (results.length === 0) throw new RunProblem('Nothing reaches any fund entity.');
  return results;
}

/**
 * Stores a run's results: the event's earlier waterfall sub-events go (their results with them),
 * one sub-event per fund entity takes their place. In the caller's transaction.
 */
export async function storeRunResults(
  tx: Database,
  run: typeof waterfall_runs.$inferSelect,
  results: readonly StoredSubEventWaterfall[],
): Promise<void> {
  // Issue 19: notices generated from the run before say what it no longer says.
  await markNoticesOutOfDate(tx, run.fund_family_event_id);
  await tx
    .delete(fund_family_sub_events)
    .where(
      and(
        eq(fund_family_sub_events.fund_family_event_id, run.fund_family_event_id),
        eq(fund_family_sub_events.sub_event_type, 'waterfall'),
      ),
    );
  const [last] = await tx
    .select({ sequence: fund_family_sub_events.sequence })
    .from(fund_family_sub_events)
    .where(eq(fund_family_sub_events.fund_family_event_id, run.fund_family_event_id))
    .orderBy(desc(fund_family_sub_events.sequence))
    .limit(1);
  let sequence = last?.sequence ?? 0;
  for (const result of results) {
    sequence += 1;
    const [sub] = await tx
      .insert(fund_family_sub_events)
      .values({
        customer_id: run.customer_id,
        fund_family_id: run.fund_family_id,
        fund_family_event_id: run.fund_family_event_id,
        sub_event_type: 'waterfall',
        fund_entity_id: result.fund_entity_id,
        sequence,
        created_by: run.queued_by,
      })
      .returning({ id: fund_family_sub_events.id });
    const toCarry = result.run.partners.reduce((s, p) => s + p.toCarryPartner, 0);
    await tx.insert(waterfall_run_results).values({
      fund_family_sub_event_id: sub!.id,
      customer_id: run.customer_id,
      waterfall_run_id: run.id,
      distributable_cents: result.run.distributable,
      to_partners_cents: result.run.distributable - toCarry,
      to_carry_partner_cents: toCarry,
      revision: result.revision,
      result,
    });
  }
}
