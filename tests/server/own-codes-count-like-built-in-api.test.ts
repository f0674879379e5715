import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitmentDetail } from '../../src/api/commitment-detail';
import type { CommitmentPerformance } from '../../src/api/commitment-performance';
import type { Table } from '../../src/api/table-data';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import {
  buildTransferFixture,
  caller,
  postLedgerEvent,
  type Call,
  type TransferFixture,
} from './transfer-fixture';

// A fund's own codes, named as it likes, count exactly like the built-in codes of the same
// classification and flags (docs/figures.md): Atlas gets its rows under the fund's own names,
// Cedar the same amounts under the built-in ones. Each gets 100.00 called for investments, 10.00
// of fees and 50.00 returned (recallable) on 2026-09-30, on top of the fixture (Atlas committed
// 2,500,000.05 and paid in 500,000.03; Cedar committed 1,000,000.00 and paid in 210,000.00).

describe.each(testDatabases())('a fund’s own codes count like the built-in ones on $name', (db) => {
  let t: TestApp;
  let admin: string;
  let call: Call;
  let fx: TransferFixture;
  const own = [
    // Called from partners, as the built-in call codes are: flagged "should get equalized".
    ['our_capital_call', 'Our capital call', 'investment', { should_get_equalized: true }],
    ['our_advisory_fee', 'Our advisory fee', 'management_fee', { should_get_equalized: true }],
    ['our_return_of_capital', 'Our return of capital', 'proceeds', { is_recallable: true }],
  ] as const;

  beforeAll(async () => {
    t = await startTestApp(db, { now: () => new Date('2026-12-31T12:00:00Z') });
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    fx = await buildTransferFixture(t, call);
    for (const [name, display_name, classification, flags] of own) {
      const created = await call(
        'POST',
        `/api/fund-family/${fx.fundFamilyId}/transactions/configuration/`,
        { name, display_name, classification, affects_net_irr: true, affects_nav: true, ...flags },
      );
      expect(created.status).toBe(201);
    }
    await postLedgerEvent(t, fx.fundFamilyId, {
      name: 'Own and built-in codes',
      date: '2026-09-30',
      type: 'capital_activity',
      rows: [
        [fx.commitment.Atlas, 'our_capital_call', 10_000],
        [fx.commitment.Atlas, 'our_advisory_fee', 1_000],
        [fx.commitment.Atlas, 'our_return_of_capital', 5_000],
        [fx.commitment.Cedar, 'contribution_investment', 10_000],
        [fx.commitment.Cedar, 'contribution_management_fee', 1_000],
        [fx.commitment.Cedar, 'distribution_return_of_capital', 5_000],
      ],
    });
  });
  afterAll(() => t.dispose());

  const figures = async (commitmentId: string) =>
    Object.fromEntries(
      (
        await call<CommitmentDetail>('GET', `/api/commitment-information/${commitmentId}/`)
      ).body.figures.map((f) => [f.id, f.value]),
    );
  const performance = async (commitmentId: string) =>
    (
      await call<CommitmentPerformance>(
        'GET',
        `/api/commitment-stats/?commitment_id=${commitmentId}`,
      )
    ).body;

  it('gives the same paid-in, distributions and unfunded under either names', async () => {
    // Atlas: paid in 500,000.03 + 110.00; unfunded 2,500,000.05 − 500,110.03 + 50.00.
    expect(await figures(fx.commitment.Atlas)).toMatchObject({
      paid_in: 50_011_003,
      distributed: 5_000,
      unfunded: 199_994_002,
    });
    // Cedar: paid in 210,000.00 + 110.00; unfunded 1,000,000.00 − 210,110.00 + 50.00.
    expect(await figures(fx.commitment.Cedar)).toMatchObject({
      paid_in: 21_011_000,
      distributed: 5_000,
      unfunded: 78_994_000,
    });
  });

  it('reads them the same way on the performance tab and the commitments list', async () => {
    const atlas = await performance(fx.commitment.Atlas);
    const cedar = await performance(fx.commitment.Cedar);
    // NAV: what stays in (investments, not fees) less what came back.
    expect([atlas.paid_in_cents, atlas.distributed_cents, atlas.nav_cents]).toEqual([
      50_011_003, 5_000, 50_005_003,
    ]);
    expect([cedar.paid_in_cents, cedar.distributed_cents, cedar.nav_cents]).toEqual([
      21_011_000, 5_000, 20_005_000,
    ]);
    const list = (
      await call<Table>(
        'GET',
        `/api/commitment-information-table-data/?fund_family_id=${fx.fundFamilyId}`,
      )
    ).body;
    const unfunded = Object.fromEntries(
      list.rows.map((r) => [r.id, (r.cells.unfunded!.value as { amount: number }).amount]),
    );
    expect([unfunded[fx.commitment.Atlas], unfunded[fx.commitment.Cedar]]).toEqual([
      199_994_002, 78_994_000,
    ]);
  });
});
