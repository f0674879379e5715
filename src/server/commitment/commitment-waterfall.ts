import { eq } from 'drizzle-orm';
import type { CommitmentWaterfall, CommitmentWaterfallTier } from '../../api/commitment-waterfall';
import { waterfallTierTypeLabels } from '../../api/waterfall';
import { DomainError } from '../../domain/domain-error';
import { Dec, formatCents, type AuditStep } from '../../domain/money';
import {
  describeTier,
  runWaterfall,
  type ResolvedTier,
  type TierResult,
} from '../../domain/waterfall';
import { growthCache } from '../../domain/waterfall/growth-factor';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import { fund_entities, investor_classes } from '../db/schema';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';
import { loadCommitment } from './commitment-ledger';
import type { Scope } from '../scope';
import { commitmentWaterfallLedger, priorTotals } from './commitment-waterfall-inputs';
import { loadWaterfallRow, waterfallTiersWithClasses } from '../waterfall/waterfall-configuration';

const pct = (fraction: string | undefined) =>
  fraction === undefined ? '' : `${new Dec(fraction).times(100).toString()}%`;

/** A tier's terms in words, as the commitment's class saw them. */
export function termsOf(tier: ResolvedTier): string {
  switch (tier.type) {
    case 'return_of_capital':
      return '100% to the LP until its contributions are returned';
    case 'preferred_return':
      return `${pct(tier.rate)} a year, compounded ${tier.compounding ?? 'annually'}, ${(tier.dayCount ?? '').replace(/_/g, ' ')}, limited by ${(tier.limitingFactor ?? '').replace(/_/g, ' ')}`;
    case 'gp_catch_up':
      return `${pct(tier.catchUp)} to the GP until it holds ${pct(tier.carry)} of profits`;
    case 'final_split':
      return `${pct(tier.carry)} to the GP, the rest to the LP`;
  }
}

const tierRow = (
  result: TierResult,
  asOf: string,
  detail: Parameters<typeof describeTier>[2],
): CommitmentWaterfallTier => ({
  name: result.tierName,
  type: result.tierType,
  terms: termsOf(result.tier),
  available_cents: result.available,
  hurdle_cents: result.hurdle,
  to_lp_cents: result.toPartner,
  to_gp_cents: result.toCarryPartner,
  remaining_cents: result.remaining,
  steps: describeTier(result, asOf, detail),
});

/**
 * The commitment detail's waterfall tab: the fund's stored waterfall (the commitment class's
 * overrides where it has them) run on the commitment alone, on its own posted ledger figures as of
 * `asOf`, for a hypothetical liquidation of its position at its NAV from the ledger (or a value
 * given): how much of it each tier pays to the LP and to the GP (carry partner), and why.
 */
export async function commitmentWaterfall(
  db: Database,
  scope: Scope,
  commitmentId: string,
  asOf: string,
  enteredValue: number | undefined,
): Promise<CommitmentWaterfall> {
  const commitment = await loadCommitment(db, scope, commitmentId);
  const base: CommitmentWaterfall = {
    commitment_id: commitment.id,
    fund_family_id: commitment.fund_family_id,
    currency: commitment.currency,
    as_of: asOf,
    configured: false,
    waterfall_type: null,
    terms_source: null,
    class_name: commitment.investor_class_name,
    carry_partner_name: null,
    contributed_cents: 0,
    distributed_cents: 0,
    liquidation_value_cents: 0,
    liquidation_value_source: enteredValue === undefined ? 'nav' : 'entered',
    tiers: [],
    table: null,
    total_to_lp_cents: 0,
    total_to_gp_cents: 0,
    steps: [],
  };
  const config = await loadWaterfallRow(db, scope, commitment.fund_family_id);
  if (!config || config.tiers.length === 0) return base;
  const [klass] = commitment.investor_class_id
    ? await db
        .select({ id: investor_classes.id, overrides: investor_classes.waterfall_overrides })
        .from(investor_classes)
        .where(eq(investor_classes.id, commitment.investor_class_id))
    : [];
  const overridden = klass ? config.tiers.filter((t) => klass.overrides[t.name]) : [];
  const tiers = waterfallTiersWithClasses(
    config.tiers,
    klass ? [{ id: klass.id, waterfall_overrides: klass.overrides }] : [],
  );
  const [carryPartner] = config.carry_partner_entity_id
    ? await db
        .select({ name: fund_entities.name })
        .from(fund_entities)
        .where(eq(fund_entities.id, config.carry_partner_entity_id))
    : [];
  const carryPartnerName = carryPartner?.name ?? 'the carry partner';
  const ledger = await commitmentWaterfallLedger(
    db,
    { customerId: scope.customerId, fundFamilyId: commitment.fund_family_id },
    commitment.id,
    asOf,
  );
  const contributed = ledger.contributions.reduce((s, f) => s + f.amount, 0);
  const distributed = ledger.distributions.reduce((s, f) => s + f.amount, 0);
  const liquidation = enteredValue ?? Math.max(0, ledger.nav ?? 0);
  const { prior, step: priorStep } = priorTotals(tiers, contributed, distributed);
  const steps: AuditStep[] = [
    {
      step: 'Stored waterfall terms',
      inputs: {
        waterfall: config.waterfall_type === 'hybrid' ? 'hybrid' : 'whole fund (European)',
        tiers: config.tiers.map((t) => t.name).join(' → '),
        'class overrides': overridden.length
          ? `${commitment.investor_class_name}: ${overridden.map((t) => t.name).join(', ')}`
          : 'none',
        'carry partner': carryPartnerName,
        'preferred return effect': config.pref_effect,
      },
      note:
        [
          config.waterfall_type === 'hybrid'
            ? 'The ledger holds no deals: the tiers run on the commitment’s whole position, without deal-level paydowns.'
            : '',
          config.pref_effect === 'equalized'
            ? 'The preferred return runs from the commitment’s own contribution dates (its equalized dates are not derived here).'
            : '',
        ]
          .filter(Boolean)
          .join(' ') || undefined,
    },
    ...ledger.steps,
    {
      step: 'Hypothetical liquidation value',
      formula:
        enteredValue === undefined
          ? 'the commitment’s NAV from the ledger (not below zero)'
          : 'the value entered',
      value: liquidation,
      unit: 'cents',
    },
    priorStep,
  ];
  let result;
  try {
    result = runWaterfall({
      kind: 'whole_fund',
      asOf,
      tiers,
      carryPartnerId: carryPartnerName,
      rounding: {
        rounding: commitment.rounding_methodology,
        ordering: commitment.rounding_partner_ordering,
      },
      prefEffect: 'actual',
      distributable: liquidation,
      partners: [
        {
          id: commitment.investor_entity_name,
          classId: klass?.id,
          isGp: commitment.is_gp,
          commitment: 0,
          sharingWeight: 1,
          contributions: ledger.contributions,
          distributions: ledger.distributions,
          prior,
        },
      ],
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw new ApiError({
      status: 409,
      code: 'conflict',
      message: `The stored waterfall cannot run: ${error.message}`,
    });
  }
  const partner = result.runs[0]!.partners[0]!;
  const growth = growthCache(asOf);
  const rows = partner.tiers.map((t) =>
    tierRow(t, asOf, { contributions: ledger.contributions, growth }),
  );
  const currency = commitment.currency;
  return {
    ...base,
    configured: true,
    waterfall_type: config.waterfall_type,
    terms_source: overridden.length > 0 ? 'class' : 'fund',
    carry_partner_name: carryPartnerName,
    contributed_cents: contributed,
    distributed_cents: distributed,
    liquidation_value_cents: liquidation,
    tiers: rows,
    table: buildTable(rows, {
      columns: [
        { id: 'tier', title: 'Tier', cell_value_type: 'text', is_pinned: true },
        { id: 'type', title: 'Type', cell_value_type: 'text' },
        { id: 'terms', title: 'Terms', cell_value_type: 'text' },
        { id: 'available', title: 'Available', cell_value_type: 'money' },
        { id: 'hurdle', title: 'Hurdle', cell_value_type: 'money' },
        { id: 'to_lp', title: 'To LP', cell_value_type: 'money', aggregatable: true },
        { id: 'to_gp', title: 'To GP', cell_value_type: 'money', aggregatable: true },
        { id: 'remaining', title: 'Remaining', cell_value_type: 'money' },
      ],
      rowId: (row) => row.name,
      cells: (row) => ({
        tier: cell.text(row.name),
        type: cell.text(waterfallTierTypeLabels[row.type]),
        terms: cell.text(row.terms),
        available: cell.money(row.available_cents, currency),
        hurdle: cell.money(row.hurdle_cents, currency),
        to_lp: cell.money(row.to_lp_cents, currency),
        to_gp: cell.money(row.to_gp_cents, currency),
        remaining: cell.money(row.remaining_cents, currency),
      }),
    }),
    total_to_lp_cents: partner.toPartner,
    total_to_gp_cents: partner.toCarryPartner,
    steps: [
      ...steps,
      ...result.steps,
      {
        step: 'Totals',
        formula: 'to LP + to GP = the liquidation value',
        inputs: {
          'to LP': formatCents(partner.toPartner),
          'to GP': formatCents(partner.toCarryPartner),
        },
        value: partner.toPartner + partner.toCarryPartner,
        unit: 'cents',
      },
    ],
  };
}
