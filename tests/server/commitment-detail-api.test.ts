import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitmentDetail, CommitmentFees } from '../../src/api/commitment-detail';
import type { CommitmentPerformance } from '../../src/api/commitment-performance';
import type { Table } from '../../src/api/table-data';
import { buildGridRows } from '../../src/app/components/data-table/build-grid-rows';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { buildTransferFixture, caller, type Call, type TransferFixture } from './transfer-fixture';

const figures = (detail: CommitmentDetail) =>
  Object.fromEntries(detail.figures.map((f) => [f.id, f.value]));
const money = (table: Table, row: number, column: string) =>
  (table.rows[row]!.cells[column]!.value as { amount: number }).amount;

describe.each(testDatabases())('commitment detail on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let call: Call;
  let fx: TransferFixture;

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date('2026-06-15T12:00:00Z') });
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    fx = await buildTransferFixture(t, call);
  });
  afterAll(() => t.dispose());

  it('shows the profile and the figures summed from the ledger', async () => {
    const detail = await call<CommitmentDetail>(
      'GET',
      `/api/commitment-information/${fx.commitment.Atlas}/`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      investor_entity_name: 'Atlas Transfer LP',
      owning_entity_id: fx.mainFund.id,
      is_gp: false,
      investor_class_id: null,
      closing: { name: 'First close', closing_date: '2026-01-15' },
    });
    expect(figures(detail.body)).toEqual({
      committed: 250_000_005,
      paid_in: 50_000_003,
      unfunded: 200_000_002,
      distributed: 0,
      equalization: 0,
      equalization_interest: 0,
    });
    // Worded as the drill-down panel words it: 2,500,000.05 − 500,000.03 = 2,000,000.02.
    const explanation = (id: string) => detail.body.figures.find((f) => f.id === id)!.explanation;
    expect(explanation('unfunded')).toBe(
      'Commitment 2,500,000.05 − paid-in 500,000.03 + recallable distributions 0.00 = 2,000,000.02 (2 ledger rows).',
    );
    expect(explanation('committed')).toBe('Commitment 2,500,000.05 (1 ledger row).');
  });

  it('lists the activity in event order with running balances', async () => {
    const table = (
      await call<Table>(
        'GET',
        `/api/commitment-information/${fx.commitment.Cedar}/activity-table-data/`,
      )
    ).body;
    expect(
      table.rows.map((r) => (r.cells.transaction_code!.value as { text: string }).text),
    ).toEqual(['Commitment', 'Contribution — investments', 'Contribution — management fees']);
    expect([0, 1, 2].map((i) => money(table, i, 'paid_in'))).toEqual([0, 20_000_000, 21_000_000]);
    expect([0, 1, 2].map((i) => money(table, i, 'unfunded'))).toEqual([
      100_000_000, 80_000_000, 79_000_000,
    ]);
    // The grid's totals add each figure apart: $1,000,000 committed and $210,000 contributed,
    // never $1,210,000 of both (totals add only like rows).
    const { totals } = buildGridRows({
      rows: table.rows,
      columns: table.columns,
      state: { sort: null, groupBy: null, filters: {} },
      search: '',
      expanded: new Set(),
    });
    expect(
      totals.map((t) => [
        (t.cells.effective_date?.value as { text: string }).text,
        (t.cells.amount?.value as { amount: number }).amount,
      ]),
    ).toEqual([
      ['Total Commitment', 100_000_000],
      ['Total Contribution', 21_000_000],
    ]);
  });

  it('computes performance from the cash flows, each explained', async () => {
    const perf = (
      await call<CommitmentPerformance>(
        'GET',
        `/api/commitment-stats/?commitment_id=${fx.commitment.Cedar}`,
      )
    ).body;
    // Paid in $210,000 on 2026-03-31; the $10,000 fee is paid away, so NAV is $200,000.
    expect(perf).toMatchObject({
      as_of: '2026-06-15',
      paid_in_cents: 21_000_000,
      distributed_cents: 0,
      nav_cents: 20_000_000,
    });
    expect(perf.tvpi.value).toBeCloseTo(20 / 21, 9);
    expect(perf.dpi.value).toBe(0);
    // −210,000 on 2026-03-31 and +200,000 76 days later: (200/210)^(365/76) − 1.
    expect(perf.net_irr.value).toBeCloseTo(Math.pow(200 / 210, 365 / 76) - 1, 6);
    expect(perf.cash_flows.map((f) => [f.date, f.direction, f.amount_cents, f.in_nav])).toEqual([
      ['2026-03-31', 'contribution', 20_000_000, true],
      ['2026-03-31', 'contribution', 1_000_000, false],
    ]);
  });

  it('shows the fee charges of the ledger and the fund’s fee terms', async () => {
    await t.deps.handle.query(
      `INSERT INTO fees (customer_id, fund_family_id, name, rates, basis, day_count, cadence, charge_timing,
                         basis_determination, partial_period_basis, order_of_operations)
       SELECT customer_id, id, 'Management fee', '[{"from":"2026-01-15","rate":"0.02"}]',
              '[{"from":"2026-01-15","calculation_id":"00000000-0000-0000-0000-000000000000"}]',
              'actual_365', 'quarterly', 'in_advance', 'start_day', 'use_partial_period', 'offsets_first'
       FROM fund_families WHERE id = $1`,
      [fx.fundFamilyId],
    );
    const fees = (
      await call<CommitmentFees>('GET', `/api/fees-and-carry/?commitment_id=${fx.commitment.Cedar}`)
    ).body;
    expect(fees.total_charged_cents).toBe(1_000_000);
    expect(fees.charges.rows).toHaveLength(1);
    expect(fees.terms).toEqual([
      expect.objectContaining({
        name: 'Management fee',
        cadence: 'quarterly',
        rates: [{ from: '2026-01-15', rate_percent: '2', source: 'fund' }],
      }),
    ]);
  });

  it('edits the GP flag and class, refusing bad input and changing nothing then', async () => {
    const path = `/api/commitment-information/${fx.commitment.Atlas}/`;
    const bad = await call<{ data: Record<string, string[]> }>('PUT', path, {
      is_gp: 'yes',
      investor_class_id: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data).sort()).toEqual(['investor_class_id', 'is_gp']);
    const unknownClass = await call<{ data: Record<string, string[]> }>('PUT', path, {
      is_gp: true,
      investor_class_id: fx.mainFund.id,
    });
    expect(unknownClass.status).toBe(400);
    expect(unknownClass.body.data).toEqual({ investor_class_id: ['Invalid'] });
    expect((await call<CommitmentDetail>('GET', path)).body.is_gp).toBe(false);

    const saved = await call<CommitmentDetail>('PUT', path, {
      is_gp: true,
      investor_class_id: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.is_gp).toBe(true);
    const [audit] = await t.deps.handle.query<{ data: unknown }>(
      `SELECT data FROM audit_log WHERE target_type = 'commitment' AND target_id = $1`,
      [fx.commitment.Atlas],
    );
    expect(audit?.data).toEqual({
      before: { is_gp: false, investor_class_id: null },
      after: { is_gp: true, investor_class_id: null },
    });
  });

  it('refuses writes to a read-only user and gives another customer nothing', async () => {
    const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const id = fx.commitment.Atlas;
    expect(
      (
        await call(
          'PUT',
          `/api/commitment-information/${id}/`,
          { is_gp: false, investor_class_id: null },
          reader,
        )
      ).status,
    ).toBe(403);
    expect(
      (await call('GET', `/api/commitment-information/${id}/`, undefined, reader)).status,
    ).toBe(200);
    for (const [method, path] of [
      ['GET', `/api/commitment-information/${id}/`],
      ['PUT', `/api/commitment-information/${id}/`],
      ['GET', `/api/commitment-information/${id}/activity-table-data/`],
      ['GET', `/api/commitment-stats/?commitment_id=${id}`],
      ['GET', `/api/fees-and-carry/?commitment_id=${id}`],
    ] as const) {
      const response = await call(
        method,
        path,
        method === 'PUT' ? { is_gp: false, investor_class_id: null } : undefined,
        beacon,
      );
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(
      (await call<CommitmentDetail>('GET', `/api/commitment-information/${id}/`)).body.is_gp,
    ).toBe(true);
    expect((await call('GET', '/api/commitment-information/not-an-id/')).status).toBe(404);
  });
});
