import { describe, expect, it } from 'vitest';
import type { CorrectionPreview, CustomerEventList } from '../../../src/api/event-correction';
import { eventsTable, previewTable } from '../../../src/app/pages/events-admin/events-admin-tables';

const line = (investor: string, code: string, before: number, after: number) => ({
  commitment_id: `c-${investor}`,
  investor_name: investor,
  fund_entity_name: 'Main fund',
  transaction_code: code,
  transaction_code_name: code,
  before_cents: before,
  after_cents: after,
  change_cents: after - before,
});

/** A rollback of a 125,000.00 + 12,500.00 call for one LP whose commitment stays as it was. */
const preview: CorrectionPreview = {
  kind: 'soft_rollback',
  fund_family_id: 'f',
  from_event_id: 'e2',
  token: 't',
  events: [],
  row_count: 2,
  settled_rows: 0,
  lines: [
    line('Aldridge', 'commitment', 250_000_000, 250_000_000),
    line('Aldridge', 'contribution_investment', 62_500_000, 50_000_000),
    line('Aldridge', 'contribution_management_fee', 3_750_000, 2_500_000),
  ],
  totals: { before_cents: 316_250_000, change_cents: -13_750_000, after_cents: 302_500_000 },
  notice_lps: [],
  stops_at: null,
};

describe('Events admin tables', () => {
  it('shows the lines that change, marked, and every line on demand, with no total row', () => {
    const changed = previewTable(preview);
    expect(changed.rows.map((r) => [r.id, r.cells.change!.value])).toEqual([
      ['c-Aldridge|contribution_investment', { type: 'money', amount: -12_500_000 }],
      ['c-Aldridge|contribution_management_fee', { type: 'money', amount: -1_250_000 }],
    ]);
    expect(changed.rows.every((r) => r.cells.change!.status === 'warning')).toBe(true);
    expect(changed.columns.some((c) => c.aggregatable)).toBe(false);
    expect(previewTable(preview, true).rows).toHaveLength(3);
  });

  it('offers Roll back from here on every event but a transaction code configuration event', () => {
    const event = (id: string, type: string, mayRollBack: boolean) => ({
      id,
      name: id,
      event_type: type,
      effective_date: '2026-01-20',
      sequence: 1,
      state: 'completed' as const,
      ledger_rows: 81,
      total_posted_cents: 2_970_250_000,
      set_aside_rows: 0,
      refreshable: true,
      may_roll_back: mayRollBack,
    });
    const list: CustomerEventList = {
      fund_family_id: 'f',
      events: [
        event('Capital call 2', 'capital_activity', true),
        event('Codes', 'configuration', false),
      ],
      soft_rollback_and_refresh_allowed: true,
      corrections: [],
    };
    const table = eventsTable(list, 'f');
    expect(table.rows.map((r) => r.cells.action!.link?.type ?? null)).toEqual(['button', null]);
    expect(table.rows[0]!.cells.name!.link).toEqual({
      type: 'generic',
      to: '/admin/events/Capital call 2?fundFamilyId=f',
    });
  });
});
