import type {
  PreferredReturnBreakdown,
  PreferredReturnSummary,
  WaterfallReview,
} from '../../../../api/waterfall-review';
import type { TierAudit } from '../../../../api/waterfall-tier-audit';
import type { Cell, Column, Row, Table } from '../../../../api/table-data';
import { waterfallTierTypeLabels } from '../../../../api/waterfall';
import { formatDate } from '../../../lib/date-display';
import { money, text } from '../distribution/distribution-tables';

type AuditStep = TierAudit['partners'][number]['steps'][number];

const moneyColumn = (id: string, title: string, extras: Partial<Column> = {}): Column => ({
  id,
  title,
  cell_value_type: 'money',
  aggregatable: true,
  ...extras,
});
const decimal = (value: string | number): Cell => ({
  value: { type: 'text', text: String(value) },
});
const date = (iso: string): Cell => ({ value: { type: 'date', date: iso } });
const integer = (value: number): Cell => ({ value: { type: 'integer', value } });

/** A tier's short title in a column header: "1. Return of capital". */
const tierTitle = (tier: { index: number; name: string }) => `${tier.index + 1}. ${tier.name}`;

/**
 * The waterfall review (spec §2 waterfall review): per partner, per tier what went in to the
 * partner and out to the carry partner, then its totals. The carry partner's row is the sum of
 * the carry taken from every partner.
 */
export function partnerTiersTable(review: WaterfallReview): Table {
  const tierColumns = review.tiers.flatMap((tier) => [
    moneyColumn(`t${tier.index}_partner`, tierTitle(tier), { subtitle: 'to partner' }),
    moneyColumn(`t${tier.index}_carry`, tierTitle(tier), { subtitle: 'to carry partner' }),
  ]);
  const rows: Row[] = review.partners.map((partner) => ({
    id: partner.commitment_id,
    cells: {
      lp: text(partner.lp),
      class_name: text(partner.class_name ?? '—'),
      contributed: money(partner.contributed_cents),
      apportioned: money(partner.apportioned_cents),
      ...Object.fromEntries(
        partner.tiers.flatMap((t) => [
          [`t${t.tier_index}_partner`, money(t.to_partner_cents)],
          [`t${t.tier_index}_carry`, money(t.to_carry_partner_cents)],
        ]),
      ),
      to_partner: money(partner.to_partner_cents),
      to_carry_partner: money(partner.to_carry_partner_cents),
    },
  }));
  rows.push({
    id: 'total',
    granularity_level: 'total',
    cells: {
      lp: text('Total'),
      contributed: money(review.partners.reduce((s, p) => s + p.contributed_cents, 0)),
      apportioned: money(review.sub_event.distributable_cents),
      ...Object.fromEntries(
        review.tiers.flatMap((t) => [
          [`t${t.index}_partner`, money(t.to_partners_cents)],
          [`t${t.index}_carry`, money(t.to_carry_partner_cents)],
        ]),
      ),
      to_partner: money(review.sub_event.to_partners_cents),
      to_carry_partner: money(review.sub_event.to_carry_partner_cents),
    },
  });
  return {
    columns: [
      { id: 'lp', title: 'Partner', cell_value_type: 'text', is_pinned: true },
      { id: 'class_name', title: 'Class', cell_value_type: 'text', enable_row_group: true },
      moneyColumn('contributed', 'Contributed'),
      moneyColumn('apportioned', 'Apportioned', { subtitle: 'its share of distributable' }),
      ...tierColumns,
      moneyColumn('to_partner', 'To partner', { subtitle: 'total' }),
      moneyColumn('to_carry_partner', 'To carry partner', { subtitle: 'total' }),
    ],
    rows,
  };
}

/** The run's tiers with their terms, each opening its audit and playground. */
export function tiersTable(review: WaterfallReview, reviewBase: string): Table {
  return {
    columns: [
      { id: 'tier', title: 'Tier', cell_value_type: 'text', is_pinned: true },
      { id: 'type', title: 'Type', cell_value_type: 'text' },
      { id: 'terms', title: 'Terms', cell_value_type: 'text' },
      moneyColumn('to_partners', 'To partners'),
      moneyColumn('to_carry_partner', 'To carry partner'),
      { id: 'audit', title: 'Tier audit', cell_value_type: 'text', is_exported: false },
    ],
    rows: review.tiers.map((tier) => {
      const terms = review.settings.tiers.find((t) => t.index === tier.index);
      return {
        id: String(tier.index),
        cells: {
          tier: text(tierTitle(tier)),
          type: text(waterfallTierTypeLabels[tier.type]),
          terms: text(terms?.terms ?? '—'),
          to_partners: money(tier.to_partners_cents),
          to_carry_partner: money(tier.to_carry_partner_cents),
          audit: text('Open tier audit', {
            link: { type: 'generic', to: `${reviewBase}/tier-audit/${tier.index}` },
          }),
        },
      };
    }),
  };
}

/** A step's inputs in one line: "contribution = 100000000; rate = 8%". */
export const inputsText = (step: AuditStep) =>
  Object.entries(step.inputs ?? {})
    .map(([name, value]) => `${name} = ${String(value)}`)
    .join('; ');

const stepValue = (step: AuditStep): Cell =>
  step.unit === 'cents' && typeof step.value === 'number'
    ? money(step.value)
    : text(step.value === undefined || step.value === null ? '—' : String(step.value));

/**
 * The tier audit (spec §2 tier-audit): per partner every dollar into and out of the tier, with
 * its balances before and after, each partner opening the tier's playground.
 */
export function tierAuditPartnersTable(audit: TierAudit, playgroundBase: string): Table {
  return {
    columns: [
      { id: 'lp', title: 'Partner', cell_value_type: 'text', is_pinned: true },
      { id: 'class_name', title: 'Class', cell_value_type: 'text' },
      { id: 'terms', title: 'Terms', cell_value_type: 'text' },
      moneyColumn('available', 'Into the tier'),
      moneyColumn('hurdle', 'Hurdle', { aggregatable: false }),
      moneyColumn('to_partner', 'To partner'),
      moneyColumn('to_carry_partner', 'To carry partner'),
      moneyColumn('remaining', 'Left for the next tier'),
      moneyColumn('unreturned_before', 'Unreturned capital', { subtitle: 'before' }),
      moneyColumn('unreturned_after', 'Unreturned capital', { subtitle: 'after' }),
      moneyColumn('profits_after', 'Profits so far', { subtitle: 'after' }),
      moneyColumn('carry_after', 'Carry so far', { subtitle: 'after' }),
      { id: 'playground', title: 'Playground', cell_value_type: 'text', is_exported: false },
    ],
    rows: [
      ...audit.partners.map((p) => ({
        id: p.commitment_id,
        cells: {
          lp: text(p.lp),
          class_name: text(p.class_name ?? '—'),
          terms: text(p.terms),
          available: money(p.available_cents),
          hurdle: p.hurdle_cents === null ? text('—') : money(p.hurdle_cents),
          to_partner: money(p.to_partner_cents),
          to_carry_partner: money(p.to_carry_partner_cents),
          remaining: money(p.remaining_cents),
          unreturned_before: money(p.before.unreturned_capital_cents),
          unreturned_after: money(p.after.unreturned_capital_cents),
          profits_after: money(p.after.profits_so_far_cents),
          carry_after: money(p.after.carry_so_far_cents),
          playground: text('Try other inputs', {
            link: { type: 'generic', to: `${playgroundBase}/${p.commitment_id}` },
          }),
        },
      })),
      {
        id: 'total',
        granularity_level: 'total' as const,
        cells: {
          lp: text('Total'),
          available: money(audit.totals.available_cents),
          to_partner: money(audit.totals.to_partners_cents),
          to_carry_partner: money(audit.totals.to_carry_partner_cents),
          remaining: money(audit.totals.remaining_cents),
        },
      },
    ],
  };
}

/**
 * Every step of the tier for every partner, one row each (formula, inputs, value): for a run of
 * thousands of partners, tens of thousands of rows, which the grid draws virtualized.
 */
export function tierAuditStepsTable(audit: TierAudit): Table {
  return {
    columns: [
      {
        id: 'lp',
        title: 'Partner',
        cell_value_type: 'text',
        is_pinned: true,
        enable_row_group: true,
      },
      { id: 'step', title: 'Step', cell_value_type: 'text' },
      { id: 'formula', title: 'Formula', cell_value_type: 'text' },
      { id: 'inputs', title: 'Inputs', cell_value_type: 'text' },
      { id: 'value', title: 'Value', cell_value_type: 'text' },
    ],
    rows: audit.partners.flatMap((p) =>
      p.steps.map((step, at) => ({
        id: `${p.commitment_id}:${at}`,
        cells: {
          lp: text(p.lp),
          step: text(step.step),
          formula: text(step.formula ?? '—'),
          inputs: text(inputsText(step) || '—'),
          value: stepValue(step),
        },
      })),
    ),
  };
}

/** Pref owed and paid per partner and pref tier (preferred-return-summary). */
export function prefSummaryTable(summary: PreferredReturnSummary): Table {
  return {
    columns: [
      { id: 'lp', title: 'Partner', cell_value_type: 'text', is_pinned: true },
      { id: 'tier', title: 'Tier', cell_value_type: 'text' },
      moneyColumn('contributed', 'Contributed'),
      moneyColumn('owed', 'Pref owed', { subtitle: `to ${formatDate(summary.as_of)}` }),
      moneyColumn('paid', 'Paid'),
      moneyColumn('unpaid', 'Unpaid'),
    ],
    rows: summary.rows.map((row) => ({
      id: `${row.commitment_id}:${row.tier_index}`,
      cells: {
        lp: text(row.lp),
        tier: text(row.tier_name),
        contributed: money(row.contributed_cents),
        owed: money(row.owed_cents),
        paid: money(row.paid_cents),
        unpaid: money(row.unpaid_cents),
      },
    })),
    client_row_aggregation: true,
  };
}

/**
 * The pref accrued on each contribution (preferred-return-breakdown): its date, amount, days to
 * the distribution, rate, compounding, day count, growth factor and the pref it earned.
 */
export function prefBreakdownTable(breakdown: PreferredReturnBreakdown): Table {
  return {
    columns: [
      {
        id: 'lp',
        title: 'Partner',
        cell_value_type: 'text',
        is_pinned: true,
        enable_row_group: true,
      },
      { id: 'tier', title: 'Tier', cell_value_type: 'text' },
      { id: 'date', title: 'Contribution date', cell_value_type: 'date' },
      moneyColumn('amount', 'Contribution'),
      { id: 'days', title: 'Days', cell_value_type: 'integer' },
      { id: 'rate', title: 'Rate', cell_value_type: 'text' },
      { id: 'compounding', title: 'Compounding', cell_value_type: 'text' },
      { id: 'day_count', title: 'Day count', cell_value_type: 'text' },
      { id: 'growth', title: 'Growth factor', cell_value_type: 'text' },
      moneyColumn('accrued', 'Pref accrued'),
    ],
    rows: breakdown.rows.map((row, at) => ({
      id: `${row.commitment_id}:${row.tier_index}:${at}`,
      cells: {
        lp: text(row.lp),
        tier: text(row.tier_name),
        date: date(row.contribution_date),
        amount: money(row.amount_cents),
        days: integer(row.days),
        rate: decimal(`${row.rate_percent}%`),
        compounding: text(row.compounding),
        day_count: text(row.day_count),
        growth: decimal(row.growth_factor),
        accrued: money(row.accrued_cents),
      },
    })),
    client_row_aggregation: true,
  };
}
