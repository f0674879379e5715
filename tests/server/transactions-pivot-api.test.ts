import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../src/api/table-data';
import type { PivotResult } from '../../src/server/services/transaction-pivot';
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
    expect(table.columns.map((c) => c.title)).toEqual([
      'Investor entity',
      'distribution',
      'management_fee',
      'Total',
    ]);
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
    const grand = table.rows.reduce((sum, row) => sum + (money(row, 'total') ?? 0), 0);
    expect(grand).toBe(expected.reduce((sum, e) => sum + Number(e.total), 0));
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
