import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../src/api/table-data';
import type { PivotResult } from '../../src/server/ledger/transaction-pivot';
import { insertLedgerTestData } from '../../src/server/test-data/insert-ledger-test-data';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const admin = { email: 'admin@demo.test', password: 'demo-admin-2026' };
const manager = { email: 'manager@demo.test', password: 'demo-manager-2026' };
const beacon = { email: 'beacon@demo.test', password: 'demo-beacon-2026' };

const money = (row: Row | undefined, column: string) => {
  const value = row?.cells[column]?.value;
  return value?.type === 'money' ? value.amount : undefined;
};

describe.each(testDatabases())('transactions pivot API on $name', (database) => {
  let t: TestApp;
  let token: string;
  let demoCustomerId: string;
  let fundFamilyId: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    token = (await t.signIn(admin.email, admin.password)).access;
    demoCustomerId = (await t.signIn(manager.email, manager.password)).clients[0]!.id;
    const data = await insertLedgerTestData(t.deps.handle, {
      customerId: demoCustomerId,
      fundFamilyName: 'Pivot Test Fund',
      transactions: 1000,
      investorEntities: 4,
    });
    fundFamilyId = data.fundFamilyId;
  });
  afterAll(() => t.dispose());

  const post = (body: unknown, customerId = demoCustomerId, bearer = token) =>
    t.request('/api/transactions/pivot', {
      method: 'POST',
      token: bearer,
      customerId,
      body: JSON.stringify(body),
    });

  it('sums the ledger by investor entity and transaction code, matching a plain SQL sum', async () => {
    const response = await post({
      fund_family_ids: [fundFamilyId],
      filters: [
        { field: 'transaction_code_config__name', values: ['distribution', 'management_fee'] },
      ],
      group_rows_by: ['entity__legal_name'],
      pivot_on: 'transaction_code_config__name',
    });
    expect(response.status).toBe(200);
    const { table, transaction_count } = (await response.json()) as PivotResult;
    expect(transaction_count).toBe(400);
    // Each investor's row mixes proceeds and management fees: no Total adds them together.
    expect(table.columns.map((c) => c.title)).toEqual([
      'Investor entity',
      'distribution',
      'management_fee',
    ]);
    // Each code's column is of one kind, so the grid may total it.
    expect(table.columns.slice(1).map((c) => c.aggregatable)).toEqual([true, true]);
    expect(table.rows).toHaveLength(4);
    const expected = await t.deps.handle.query<{ name: string; code: string; total: string }>(
      `SELECT ie.full_name AS name, tc.name AS code, SUM(t.amount_cents)::text AS total
       FROM transactions t JOIN transaction_codes tc ON tc.id = t.transaction_code_id
       JOIN investor_entities ie ON ie.id = t.investor_entity_id
       WHERE t.fund_family_id = $1 AND tc.name IN ('distribution', 'management_fee')
       GROUP BY 1, 2`,
      [fundFamilyId],
    );
    for (const { name, code, total } of expected) {
      const row = table.rows.find((r) => JSON.parse(r.id)[0] === name);
      const column = code === 'distribution' ? 'pivot_0' : 'pivot_1';
      expect(money(row, column)).toBe(Number(total));
    }
  });

  describe('like rows and currencies', () => {
    // A second fund family in EUR of ten ledger rows, worked by hand from the generator
    // (amount of row g = ((g × 7919) mod 1,000,000 + 1,000) × 100 cents, code = g mod 5 by name,
    // all ten to Test Investor Entity 001 in January 2020):
    // capital_contribution g0 + g5 = 100,000 + 4,059,500 = 4,159,500
    // commitment g1 + g6 = 891,900 + 4,851,400 = 5,743,300
    // distribution g2 + g7 = 1,683,800 + 5,643,300 = 7,327,100
    // fund_expenses g3 + g8 = 2,475,700 + 6,435,200 = 8,910,900
    // management_fee g4 + g9 = 3,267,600 + 7,227,100 = 10,494,700
    let euroFamilyId: string;
    beforeAll(async () => {
      const data = await insertLedgerTestData(t.deps.handle, {
        customerId: demoCustomerId,
        fundFamilyName: 'Pivot Euro Fund',
        transactions: 10,
        investorEntities: 4,
      });
      euroFamilyId = data.fundFamilyId;
      await t.deps.handle.query(`UPDATE fund_families SET currency = 'EUR' WHERE id = $1`, [
        euroFamilyId,
      ]);
    });
    const pivot = async (body: Record<string, unknown>) => {
      const response = await post(body);
      expect(response.status).toBe(200);
      return ((await response.json()) as PivotResult).table;
    };
    const value = (row: Row | undefined, column: string) => row?.cells[column]?.value;

    it("carries each fund family's currency on its cells and never adds two currencies", async () => {
      const table = await pivot({
        fund_family_ids: [fundFamilyId, euroFamilyId],
        filters: [{ field: 'transaction_code_config__name', values: ['distribution'] }],
        group_rows_by: ['transaction_code_config__name'],
      });
      expect(table.columns.map((c) => c.title)).toEqual([
        'Transaction code',
        'Currency',
        'Capital amount',
      ]);
      const [usdSum] = await t.deps.handle.query<{ total: string }>(
        `SELECT SUM(t.amount_cents)::text AS total FROM transactions t
         JOIN transaction_codes tc ON tc.id = t.transaction_code_id
         WHERE t.fund_family_id = $1 AND tc.name = 'distribution'`,
        [fundFamilyId],
      );
      const text = (row: Row, column: string) => (value(row, column) as { text: string }).text;
      const byCurrency = Object.fromEntries(
        table.rows.map((row) => [text(row, 'currency'), value(row, 'total')]),
      );
      expect(byCurrency).toEqual({
        EUR: { type: 'money', amount: 7_327_100, currency: 'EUR' },
        USD: { type: 'money', amount: Number(usdSum!.total), currency: 'USD' },
      });
    });

    it('sums each code in its own column and gives no Total across unlike codes', async () => {
      const table = await pivot({
        fund_family_ids: [euroFamilyId],
        group_rows_by: ['entity__legal_name'],
        pivot_on: 'transaction_code_config__name',
      });
      expect(table.columns.map((c) => [c.title, c.aggregatable ?? false])).toEqual([
        ['Investor entity', false],
        ['capital_contribution', true],
        ['commitment', true],
        ['distribution', true],
        ['fund_expenses', true],
        ['management_fee', true],
      ]);
      expect(table.rows).toHaveLength(1);
      const row = table.rows[0]!;
      expect(value(row, 'entity__legal_name')).toEqual({
        type: 'text',
        text: 'Test Investor Entity 001',
      });
      expect([0, 1, 2, 3, 4].map((i) => money(row, `pivot_${i}`))).toEqual([
        4_159_500, 5_743_300, 7_327_100, 8_910_900, 10_494_700,
      ]);
      expect(row.cells.pivot_2?.value).toMatchObject({ currency: 'EUR' });
      expect(row.cells.total).toBeUndefined();
    });

    it('gives a Total across the pivot columns where the values are of one kind', async () => {
      const table = await pivot({
        fund_family_ids: [euroFamilyId],
        filters: [{ field: 'transaction_code_config__name', values: ['distribution'] }],
        group_rows_by: ['entity__legal_name'],
        pivot_on: 'effective_date__year',
      });
      expect(table.columns.map((c) => c.title)).toEqual(['Investor entity', '2020', 'Total']);
      expect(value(table.rows[0], 'total')).toEqual({
        type: 'money',
        amount: 7_327_100,
        currency: 'EUR',
      });
    });

    it('leaves a figure of unlike rows empty, saying why, and not aggregatable', async () => {
      const table = await pivot({
        fund_family_ids: [euroFamilyId],
        group_rows_by: ['entity__legal_name'],
      });
      const amount = table.columns.find((c) => c.id === 'total');
      expect(amount?.title).toBe('Capital amount');
      expect(amount?.aggregatable).toBeUndefined();
      expect(table.rows[0]?.cells.total).toEqual({
        value: { type: 'money', amount: null, currency: 'EUR' },
        tooltip: {
          message:
            'Rows of commitment, expenses, investment, management_fee, proceeds: not added together. Filter to one classification or group by it.',
        },
      });
    });

    it('lets the grid total a column of unlike rows per classification when each row is one kind', async () => {
      const table = await pivot({
        fund_family_ids: [euroFamilyId],
        group_rows_by: ['transaction_code_config__name'],
        pivot_on: 'effective_date__year',
      });
      expect(table.columns.map((c) => c.id)).toEqual([
        'transaction_code_config__name',
        'transaction_code_config__classification',
        'pivot_0',
        'total',
      ]);
      expect(table.columns[2]?.aggregation_class_column_id).toBe(
        'transaction_code_config__classification',
      );
      const distribution = table.rows.find(
        (r) =>
          (value(r, 'transaction_code_config__name') as { text: string }).text === 'distribution',
      );
      expect(value(distribution, 'transaction_code_config__classification')).toEqual({
        type: 'text',
        text: 'proceeds',
      });
      expect(money(distribution, 'pivot_0')).toBe(7_327_100);
      expect(money(distribution, 'total')).toBe(7_327_100);
    });
  });

  it('answers GET with repeat-style parameters the same as POST', async () => {
    const query = new URLSearchParams();
    query.append('fund_family_ids', fundFamilyId);
    query.append('group_rows_by', 'fund_entity__name');
    query.append('group_rows_by', 'effective_date__year');
    query.append('filter', 'transaction_code_config__name:commitment');
    const viaGet = await t.request(`/api/transactions/pivot?${query}`, {
      token,
      customerId: demoCustomerId,
    });
    expect(viaGet.status).toBe(200);
    const viaPost = await post({
      fund_family_ids: [fundFamilyId],
      group_rows_by: ['fund_entity__name', 'effective_date__year'],
      filters: [{ field: 'transaction_code_config__name', values: ['commitment'] }],
    });
    expect(await viaGet.json()).toEqual(await viaPost.json());
  });

  it('refuses bad input with field paths', async () => {
    const response = await post({
      fund_family_ids: ['nope'],
      filters: [{ field: 'password_hash', values: [] }],
      group_rows_by: [],
      pivot_on: 'users.email',
      measure: 'count',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; data: Record<string, string[]> };
    expect(body.code).toBe('invalid');
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'filters.0.field',
        'filters.0.values',
        'fund_family_ids.0',
        'group_rows_by',
        'measure',
        'pivot_on',
      ].sort(),
    );
    const badGet = await t.request('/api/transactions/pivot?group_rows_by=secret', {
      token,
      customerId: demoCustomerId,
    });
    expect(badGet.status).toBe(400);
  });

  it("gives another customer's user nothing of this ledger", async () => {
    const beaconToken = (await t.signIn(beacon.email, beacon.password)).access;
    const body = { group_rows_by: ['fund_family__name'] };
    const forbidden = await post(body, demoCustomerId, beaconToken);
    expect(forbidden.status).toBe(403);
    const own = await t.request('/api/transactions/pivot', {
      method: 'POST',
      token: beaconToken,
      body: JSON.stringify({ ...body, fund_family_ids: [fundFamilyId] }),
    });
    expect(own.status).toBe(200);
    const result = (await own.json()) as PivotResult;
    expect(result.transaction_count).toBe(0);
    expect(JSON.stringify(result)).not.toContain('Pivot Test Fund');
  });
});
