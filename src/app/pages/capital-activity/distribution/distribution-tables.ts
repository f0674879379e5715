import {
  distributionSourceLabels,
  type DistributionSource,
  type DistributionSubEvent,
} from '../../../../api/distribution';
import { type WaterfallInvestorBreakdown } from '../../../../api/waterfall-review';
import type { Cell, Column, Row, Table } from '../../../../api/table-data';

export const money = (cents: number, extras: Omit<Cell, 'value'> = {}): Cell => ({
  value: { type: 'money', amount: cents },
  ...extras,
});
export const text = (value: string, extras: Omit<Cell, 'value'> = {}): Cell => ({
  value: { type: 'text', text: value },
  ...extras,
});
const moneyColumn = (id: string, title: string, extras: Partial<Column> = {}): Column => ({
  id,
  title,
  cell_value_type: 'money',
  aggregatable: true,
  ...extras,
});

/** Where a sub-event's waterfall review opens (spec §2 waterfall review/{fundFamilySubEventId}). */
export const reviewHref = (eventBase: string, subEventId: string) =>
  `${eventBase}/review/${subEventId}`;

/**
 * The overview (spec §2 distribution overview): per fund entity what its waterfall distributed,
 * to the partners and to the carry partner, each opening its waterfall review.
 */
export function subEventsTable(subEvents: DistributionSubEvent[], eventBase: string): Table {
  const totals = subEvents.reduce(
    (sum, s) => ({
      distributable: sum.distributable + s.distributable_cents,
      partners: sum.partners + s.to_partners_cents,
      carry: sum.carry + s.to_carry_partner_cents,
    }),
    { distributable: 0, partners: 0, carry: 0 },
  );
  return {
    columns: [
      { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text', is_pinned: true },
      moneyColumn('distributable', 'Distributable'),
      moneyColumn('to_partners', 'To partners'),
      moneyColumn('to_carry_partner', 'Carried interest to the carry partner'),
      { id: 'review', title: 'Waterfall', cell_value_type: 'text', is_exported: false },
    ],
    rows: [
      ...subEvents.map((sub) => ({
        id: sub.id,
        cells: {
          fund_entity: text(sub.fund_entity_name),
          distributable: money(sub.distributable_cents),
          to_partners: money(sub.to_partners_cents),
          to_carry_partner: money(sub.to_carry_partner_cents),
          review: text('Waterfall review', {
            link: { type: 'generic', to: reviewHref(eventBase, sub.id) },
          }),
        },
      })),
      {
        id: 'total',
        granularity_level: 'total' as const,
        cells: {
          fund_entity: text('Total'),
          distributable: money(totals.distributable),
          to_partners: money(totals.partners),
          to_carry_partner: money(totals.carry),
        },
      },
    ],
  };
}

const sourceTitle = (source: string) =>
  distributionSourceLabels[source as DistributionSource] ?? source;

/**
 * The investor breakdown (spec §2 distribution investor breakdown): per LP and per source what
 * it receives after carry (the rows finalizing posts), its gross share before carry and the carry
 * taken; the carry partner's row last. One table per fund entity's waterfall, grouped by entity.
 */
export function investorBreakdownTable(
  breakdowns: { fundEntityName: string; breakdown: WaterfallInvestorBreakdown }[],
): Table {
  const sources = [...new Set(breakdowns.flatMap((b) => b.breakdown.sources))];
  const rows: Row[] = [];
  for (const { fundEntityName, breakdown } of breakdowns) {
    for (const row of breakdown.rows) {
      rows.push({
        id: `${breakdown.sub_event_id}:${row.commitment_id}`,
        cells: {
          lp: text(row.lp),
          fund_entity: text(fundEntityName),
          ...Object.fromEntries(sources.map((s) => [`source_${s}`, money(row.by_source[s] ?? 0)])),
          gross: money(row.gross_cents),
          carry: money(row.carry_cents),
          total: money(row.total_cents),
        },
      });
    }
    rows.push({
      id: `${breakdown.sub_event_id}:carry`,
      cells: {
        lp: text(`${breakdown.carry.name} (carried interest)`),
        fund_entity: text(fundEntityName),
        ...Object.fromEntries(
          sources.map((s) => [`source_${s}`, money(breakdown.carry.by_source[s] ?? 0)]),
        ),
        gross: money(0),
        carry: money(0),
        total: money(breakdown.carry.total_cents),
      },
    });
  }
  return {
    columns: [
      { id: 'lp', title: 'Partner', cell_value_type: 'text', is_pinned: true },
      { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text', enable_row_group: true },
      ...sources.map((s) => moneyColumn(`source_${s}`, sourceTitle(s), { subtitle: 'received' })),
      moneyColumn('gross', 'Before carry'),
      moneyColumn('carry', 'Carry taken'),
      moneyColumn('total', 'Total received'),
    ],
    rows,
    client_row_aggregation: true,
  };
}
