import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitmentDetail } from '../../src/api/commitment-detail';
import type { CommitmentPerformance } from '../../src/api/commitment-performance';
import type { CommitmentStats } from '../../src/api/commitment-stats';
import type { FundFamily } from '../../src/api/fund-family';
import type { Table } from '../../src/api/table-data';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

// The demo fund (README), worked by hand. Committed 540,500,000.00: 418,250,000.00 at the first
// close, 122,250,000.00 at the second. Paid in is the capital called: the call, 20% and 0.5% of
// the first close (83,650,000.00 + 2,091,250.00) and the Q2 2025 fee charge it collects
// (1,995,767.12: 2% a year × 91/365 of each commitment, Class A 1.5%, each LP to the cent):
// 87,737,017.12. The quarterly fee charges, the organizational expenses (412,345.67), their
// non-capital equalization and the second close's fee true-up are charged to the partners'
// capital accounts, not called (their codes are not flagged "should get equalized"): they are
// not paid in. No distributions; unfunded 540,500,000.00 − 87,737,017.12 = 452,762,982.88,
// the sum of the commitments' unfunded.
//
// Aldridge State Pension Fund (first close, 2,500,000.00): called 500,000.00 + 12,500.00 + its
// Q2 2025 fee 2,500,000.00 × 2% × 91/365 = 12,465.753… → 12,465.75: 524,965.75, unfunded
// 1,975,034.25 (the fee and expenses called are paid away, so NAV does not move); its share of the
// expenses (2,464.70) less the non-capital equalization credit (439.11) lowers NAV only:
// 500,000.00 of investments − 2,025.59 = 497,974.41. At the second close it is to receive
// 91,307.47 of capital equalization and 1,841.15 of interest (the issue's −91,307.47 in the
// list, +91,307.47 in the activity and −93,148.62 on the card). Nettlefield Foundation (second
// close, 12,750,000.00) has paid nothing in yet; it is to pay 1,815,104.18 and 36,600.46.

const money = (row: Table['rows'][number], column: string) =>
  (row.cells[column]!.value as { amount: number }).amount;
const text = (row: Table['rows'][number], column: string) =>
  (row.cells[column]!.value as { text: string }).text;

describe.each(testDatabases())('the demo fund’s figures agree on every page, on $name', (db) => {
  let t: TestApp;
  let admin: string;
  let fundId: string;
  let list: Table;
  const get = async <T>(path: string) => {
    const response = await t.request(path, { token: admin });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const rowOf = (name: string) => list.rows.find((r) => text(r, 'investor_entity') === name)!;
  const card = async (commitmentId: string) =>
    (await get<CommitmentDetail>(`/api/commitment-information/${commitmentId}/`)).figures;

  beforeAll(async () => {
    t = await startTestApp(db, { now: () => new Date('2026-01-15T12:00:00Z') });
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    const funds = await get<FundFamily[]>('/api/fund-family/');
    fundId = funds.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    list = await get<Table>(`/api/commitment-information-table-data/?fund_family_id=${fundId}`);
  });
  afterAll(() => t.dispose());

  it('the summary’s unfunded is the sum of its commitments’ unfunded', async () => {
    const stats = await get<CommitmentStats>(`/api/fund-family/${fundId}/commitment-stats/`);
    const headline = Object.fromEntries(stats.figures.map((f) => [f.id, f.value]));
    expect(headline).toMatchObject({
      committed: 54_050_000_000,
      contributed: 8_773_701_712,
      unfunded: 45_276_298_288,
    });
    expect(list.rows).toHaveLength(41);
    const total = (column: string) => list.rows.reduce((sum, r) => sum + money(r, column), 0);
    expect(total('unfunded')).toBe(45_276_298_288);
    expect(total('contributed')).toBe(8_773_701_712);
    expect(total('distributed')).toBe(0);
    // Per fund entity too: the by-entity table adds up to the same unfunded.
    const byEntity = stats.by_entity.rows.reduce((sum, r) => sum + money(r, 'unfunded'), 0);
    expect(byEntity).toBe(45_276_298_288);
  });

  it('an existing partner: card, list, activity and performance say the same', async () => {
    const row = rowOf('Aldridge State Pension Fund');
    expect([
      money(row, 'contributed'),
      money(row, 'distributed'),
      money(row, 'unfunded'),
      money(row, 'equalization_to_pay'),
      money(row, 'equalization_to_receive'),
      money(row, 'equalization_interest_to_receive'),
    ]).toEqual([52_496_575, 0, 197_503_425, 0, 9_130_747, 184_115]);
    const figures = await card(row.id);
    expect(figures.map((f) => [f.label, f.value])).toEqual([
      ['Commitment', 250_000_000],
      ['Paid-in', 52_496_575],
      ['Unfunded', 197_503_425],
      ['Distributions', 0],
      ['Equalization to receive', 9_130_747],
      ['Equalization interest to receive', 184_115],
    ]);
    // The non-capital equalization credit gives back an allocated charge: not a distribution.
    const perf = await get<CommitmentPerformance>(`/api/commitment-stats/?commitment_id=${row.id}`);
    expect(perf.distributed_cents).toBe(0);
    expect(perf.paid_in_cents).toBe(52_496_575);
    expect(perf.nav_cents).toBe(49_797_441);
    const activity = await get<Table>(`/api/commitment-information/${row.id}/activity-table-data/`);
    const equalization = activity.rows
      .filter((r) => text(r, 'figure').startsWith('Equalization'))
      .map((r) => [text(r, 'figure'), money(r, 'amount')]);
    expect(equalization).toEqual([
      ['Equalization to receive', 9_130_747],
      ['Equalization interest to receive', 184_115],
    ]);
  });

  it('an admitted partner pays equalization and interest, shown apart', async () => {
    const row = rowOf('Nettlefield Foundation');
    expect([
      money(row, 'contributed'),
      money(row, 'unfunded'),
      money(row, 'equalization_to_pay'),
      money(row, 'equalization_to_receive'),
      money(row, 'equalization_interest_to_pay'),
    ]).toEqual([0, 1_275_000_000, 181_510_418, 0, 3_660_046]);
    const figures = await card(row.id);
    expect(figures.slice(4).map((f) => [f.label, f.value])).toEqual([
      ['Equalization to pay', 181_510_418],
      ['Equalization interest to pay', 3_660_046],
    ]);
  });

  it('every commitment’s card agrees with its performance tab and its list row', async () => {
    for (const row of list.rows) {
      const figures = Object.fromEntries((await card(row.id)).map((f) => [f.id, f.value]));
      const perf = await get<CommitmentPerformance>(
        `/api/commitment-stats/?commitment_id=${row.id}`,
      );
      expect([figures.distributed, figures.paid_in, figures.unfunded]).toEqual([
        perf.distributed_cents,
        perf.paid_in_cents,
        money(row, 'unfunded'),
      ]);
      expect(figures.paid_in).toBe(money(row, 'contributed'));
    }
  });

  it('the fund family list says Fees: Yes for the demo fund’s 2% fee, No without fee terms', async () => {
    const created = await t.request('/api/fund-family/', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ name: 'No Fee Fund I' }),
    });
    expect(created.status).toBe(201);
    const table = await get<Table>('/api/fund-family-table-data/');
    const fees = Object.fromEntries(
      table.rows.map((r) => [
        text(r, 'name'),
        (r.cells.fees_enabled!.value as { value: boolean }).value,
      ]),
    );
    expect(fees).toMatchObject({ 'Harborview Capital Partners IV': true, 'No Fee Fund I': false });
    const fund = await get<FundFamily>(`/api/fund-family/${fundId}/`);
    expect(fund.config.fees_enabled).toBe(true);
  });
});
