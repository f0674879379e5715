import { describe, expect, it } from 'vitest';
import type { FeeChargeEventListItem, FeeChargeEventView } from '../../../src/api/fee-charge-event';
import {
  basisCell,
  feeByInvestorTable,
  feeWaiversTable,
  waiverErrorsByCommitment,
  waiversToSend,
} from '../../../src/app/pages/fees/fee-charge-tables';
import type { FeeBasisView } from '../../../src/api/fee-basis';
import { feeBasisDashboardTable } from '../../../src/app/pages/fees/fee-basis-table';
import { feeOffsetsWaiversTable } from '../../../src/app/pages/fees/fee-offsets-waivers-table';
import { feePostingsTable } from '../../../src/app/pages/fees/fee-postings-table';

/** Two LPs of the API test's fund (Q2 2026): Atlas 4,986,301¢ gross, Gus exempt (0%). */
const line = (id: string, name: string, gross: number, offsets: number, waivers: number) => ({
  commitment_id: id,
  investor_entity_name: name,
  fund_entity_name: 'Fee Charge Fund, L.P.',
  class_name: id === 'c-gus' ? 'Founders' : null,
  basis: id === 'c-gus' ? '100000000' : '1000000000',
  rate_percent: id === 'c-gus' ? '0' : '2',
  gross_cents: gross,
  offsets_recognized_cents: offsets,
  offsets_applied_cents: offsets,
  waivers_applied_cents: waivers,
  net_cents: gross - offsets - waivers,
  carried_forward: { offsets_cents: 0, waivers_cents: 0 },
});

const view = {
  id: 'ev-1',
  fund_family_id: 'ff-1',
  lines: [
    line('c-atlas', 'Atlas Charge LP', 4_986_301, 500_000, 100_000),
    line('c-gus', 'Gus Charge LP', 0, 0, 0),
  ],
  waivers: [{ commitment_id: 'c-atlas', amount_cents: 100_000 }],
} as unknown as FeeChargeEventView;

/** A draft Q3 2026 and the API test's published Q2 2026 with its offset and waiver. */
const events: FeeChargeEventListItem[] = [
  {
    id: 'ev-2',
    name: 'Management fee, Q3 2026',
    fee_name: 'Management fee',
    state: 'draft',
    period: { start: '2026-07-01', end: '2026-09-30' },
    effective_date: '2026-07-01',
    gross_cents: 5_041_095,
    offsets_applied_cents: 0,
    waivers_applied_cents: 0,
    net_cents: 5_041_095,
    created_by: { user_id: 'u-1', name: 'April Approver' },
    offsets: [],
    waivers: [],
  },
  {
    id: 'ev-1',
    name: 'Management fee, Q2 2026',
    fee_name: 'Management fee',
    state: 'published',
    period: { start: '2026-04-01', end: '2026-06-30' },
    effective_date: '2026-04-01',
    gross_cents: 4_986_301,
    offsets_applied_cents: 500_000,
    waivers_applied_cents: 100_000,
    net_cents: 4_386_301,
    created_by: null,
    offsets: [
      {
        type: 'transaction_fees',
        amount_cents: 500_000,
        date: '2026-03-15',
        description: 'Deal fee',
      },
    ],
    waivers: [
      { commitment_id: 'c-atlas', amount_cents: 100_000, investor_entity_name: 'Atlas Charge LP' },
    ],
  },
];

describe('fee charge tables', () => {
  it('lays out each LP by its commitment id, figures as the API answered them', () => {
    const table = feeByInvestorTable(view);
    expect(table.rows.map((r) => r.id)).toEqual(['c-atlas', 'c-gus']);
    const atlas = table.rows[0]!.cells;
    expect(atlas.gross!.value).toEqual({ type: 'money', amount: 4_986_301 });
    expect(atlas.offsets_applied!.value).toEqual({ type: 'money', amount: 500_000 });
    expect(atlas.waivers_applied!.value).toEqual({ type: 'money', amount: 100_000 });
    expect(atlas.net!.value).toEqual({ type: 'money', amount: 4_386_301 });
    expect(atlas.rate!.value).toEqual({ type: 'percent', value: 2 });
    expect(atlas.class!.value).toEqual({ type: 'text', text: 'Fund terms' });
    expect(table.rows[1]!.cells.class!.value).toEqual({ type: 'text', text: 'Founders' });
  });

  it('shows a fractional basis to the cent with the exact figure in its tooltip', () => {
    expect(basisCell('1000000000')).toEqual({ value: { type: 'money', amount: 1_000_000_000 } });
    expect(basisCell('250000000.5')).toEqual({
      value: { type: 'money', amount: 250_000_001 },
      tooltip: { message: 'Exactly 250000000.5 cents' },
    });
    expect(basisCell('123.4900')).toMatchObject({ value: { amount: 123 } });
  });

  it('puts each LP’s waiver in an editable cell, and a server error back on its LP', () => {
    const table = feeWaiversTable(view, { 'c-atlas': 100_000 }, { 'c-gus': 'Too much' }, true);
    const atlas = table.rows[0]!.cells.waiver!;
    expect(atlas.value).toEqual({ type: 'money', amount: 100_000 });
    expect(atlas.form_field).toMatchObject({ name: 'waiver_c-atlas', is_editable: true });
    expect(table.rows[1]!.cells.waiver!.error).toEqual({ message: 'Too much' });
    expect(feeWaiversTable(view, {}, {}, false).rows[0]!.metadata).toEqual({
      type: 'form_row',
      is_disabled: true,
    });

    // Only LPs with an amount are sent; `waivers.1.…` is the second of those, Gus here.
    const sent = waiversToSend(view, { 'c-atlas': 100_000, 'c-gus': 5_000 });
    expect(sent.waivers).toEqual([
      { commitment_id: 'c-atlas', amount_cents: 100_000 },
      { commitment_id: 'c-gus', amount_cents: 5_000 },
    ]);
    expect(waiversToSend(view, { 'c-atlas': 0, 'c-gus': 5_000 }).commitmentAt).toEqual(['c-gus']);
    expect(
      waiverErrorsByCommitment(
        {
          'waivers.1.amount_cents': [
            'This fee takes no waivers (its waiver methodology is not set).',
          ],
          offsets: ['not a waiver'],
        },
        sent.commitmentAt,
      ),
    ).toEqual({ 'c-gus': 'This fee takes no waivers (its waiver methodology is not set).' });
  });

  it('lists postings with their state badge, figures and where each opens', () => {
    const table = feePostingsTable(events, 'ff-1');
    const [draft, published] = table.rows;
    expect(draft!.cells.name!.link).toEqual({
      type: 'generic',
      to: '/fund-family/ff-1/fees/post/ev-2/basis',
    });
    expect(published!.cells.name!.link).toEqual({
      type: 'generic',
      to: '/fund-family/ff-1/fees/ev-1/posted/breakdown',
    });
    expect(draft!.cells.state!.badge).toEqual({ type: 'text', color: 'warning', text: 'Draft' });
    expect(published!.cells.state!.badge).toEqual({
      type: 'text',
      color: 'success',
      text: 'Published',
    });
    expect(published!.cells.period!.value).toEqual({
      type: 'text',
      text: '04/01/2026 – 06/30/2026',
    });
    expect(published!.cells.net!.value).toEqual({ type: 'money', amount: 4_386_301 });
    expect(published!.cells.created_by!.value).toEqual({ type: 'text', text: '—' });
    expect(draft!.cells.created_by!.value).toEqual({ type: 'text', text: 'April Approver' });
    // Totals add like rows only: one per state.
    expect(table.columns.find((c) => c.id === 'net')).toMatchObject({
      aggregatable: true,
      aggregation_class_column_id: 'state',
    });
  });

  it('lists each offset and waiver entered, with its event and the event’s state', () => {
    const table = feeOffsetsWaiversTable(events, 'ff-1');
    expect(table.rows.map((r) => r.id)).toEqual(['ev-1-offset-0', 'ev-1-waiver-c-atlas']);
    const [offset, waiver] = table.rows;
    expect(offset!.cells.kind!.value).toEqual({ type: 'text', text: 'Offset' });
    expect(offset!.cells.type!.value).toEqual({ type: 'text', text: 'Transaction fees' });
    expect(offset!.cells.amount!.value).toEqual({ type: 'money', amount: 500_000 });
    expect(offset!.cells.date!.value).toEqual({ type: 'date', date: '2026-03-15' });
    expect(offset!.cells.event!.link).toEqual({
      type: 'generic',
      to: '/fund-family/ff-1/fees/ev-1/posted/breakdown',
    });
    expect(waiver!.cells.lp!.value).toEqual({ type: 'text', text: 'Atlas Charge LP' });
    expect(waiver!.cells.amount!.value).toEqual({ type: 'money', amount: 100_000 });
    expect(waiver!.cells.state!.badge).toMatchObject({ color: 'success', text: 'Published' });
  });

  it('lays out each commitment’s basis on the date and over the period, as answered', () => {
    const basis = {
      commitments: [
        {
          commitment_id: 'c-atlas',
          investor_entity_name: 'Atlas Charge LP',
          owning_entity_name: 'Fee Charge Fund, L.P.',
          class_name: null,
          source: 'management_fee_basis',
          value_on_date_cents: 1_000_000_000,
          period_basis: '994505494.5054945',
          window: { start: '2026-01-15', end: '2026-03-31' },
          audit: [],
        },
      ],
    } as unknown as FeeBasisView;
    const [atlas] = feeBasisDashboardTable(basis).rows;
    expect(atlas!.id).toBe('c-atlas');
    expect(atlas!.cells.on_date!.value).toEqual({ type: 'money', amount: 1_000_000_000 });
    expect(atlas!.cells.period_basis).toEqual({
      value: { type: 'money', amount: 994_505_495 },
      tooltip: { message: 'Exactly 994505494.5054945 cents' },
    });
    expect(atlas!.cells.class!.value).toEqual({ type: 'text', text: 'Fund terms' });
  });
});
