import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Investor } from '../../src/api/fund-structure';
import type { Cell, Table } from '../../src/api/table-data';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const textOf = (cell: Cell | undefined) =>
  cell?.value.type === 'text' ? cell.value.text : undefined;
const moneyOf = (cell: Cell | undefined) =>
  cell?.value.type === 'money' ? cell.value.amount : undefined;

/**
 * Issue 16: the investors and commitments tables are served again while nothing they show has
 * changed, and rebuilt as soon as a change is committed, whoever made it (an API call, a job, SQL).
 */
describe.each(testDatabases())('the large tables served from the cache on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let beacon: string;
  let demoFundId: string;

  const get = (path: string, token = admin, headers: Record<string, string> = {}) =>
    t.request(path, { token, headers });
  const table = async (path: string, token = admin) => {
    const response = await get(path, token);
    expect(response.status).toBe(200);
    return { etag: response.headers.get('etag'), body: (await response.json()) as Table };
  };
  const names = (body: Table) => body.rows.map((row) => textOf(row.cells.name));

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const funds = (await (await get('/api/fund-family/')).json()) as { id: string; name: string }[];
    demoFundId = funds.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  });
  afterAll(() => t.dispose());

  it('answers an unchanged table again, 304 to its ETag, and rebuilds it after a change', async () => {
    const first = await table('/api/investor-table-data');
    const again = await table('/api/investor-table-data');
    expect(again.etag).toBe(first.etag);
    expect(again.body).toEqual(first.body);
    const notModified = await get('/api/investor-table-data', admin, {
      'If-None-Match': first.etag!,
    });
    expect(notModified.status).toBe(304);
    const compressed = await get('/api/investor-table-data', admin, { 'Accept-Encoding': 'gzip' });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString())).toEqual(
      first.body,
    );

    // A change through the API shows at once.
    const created = (await (
      await t.request('/api/investor/', {
        method: 'POST',
        token: admin,
        body: JSON.stringify({
          name: 'Aaron Cache Test',
          external_id: null,
          primary_contact_email: null,
          entity: { full_name: 'Aaron Cache Test LP', legal_type: 'limited_partnership' },
        }),
      })
    ).json()) as Investor;
    const afterApi = await table('/api/investor-table-data');
    expect(afterApi.etag).not.toBe(first.etag);
    expect(names(afterApi.body)).toContain('Aaron Cache Test');
    expect(afterApi.body.rows).toHaveLength(first.body.rows.length + 1);

    // A change made straight in the database (a job, another server) shows too.
    await t.deps.handle.query('UPDATE investors SET name = $1 WHERE id = $2', [
      'Aaron Cache Renamed',
      created.id,
    ]);
    const afterSql = await table('/api/investor-table-data');
    expect(names(afterSql.body)).toContain('Aaron Cache Renamed');
    expect(names(afterSql.body)).not.toContain('Aaron Cache Test');
    expect(
      (await get('/api/investor-table-data', admin, { 'If-None-Match': afterApi.etag! })).status,
    ).toBe(200);
  });

  it('rebuilds the commitments table when a ledger row changes, and keeps customers apart', async () => {
    const path = `/api/commitment-information-table-data/?fund_family_id=${demoFundId}`;
    const before = await table(path);
    const first = before.body.rows[0]!;
    const committed = moneyOf(first.cells.committed)!;
    const [row] = await t.deps.handle.query<{ id: number }>(
      `SELECT r.id FROM transactions r JOIN transaction_codes c ON c.id = r.transaction_code_id
       WHERE r.commitment_id = $1 AND c.classification = 'commitment' AND NOT r.is_draft
       ORDER BY r.id LIMIT 1`,
      [first.id],
    );
    await t.deps.handle.query(
      'UPDATE transactions SET amount_cents = amount_cents + 100 WHERE id = $1',
      [row!.id],
    );
    const after = await table(path);
    const changed = after.body.rows.find((r) => r.id === first.id)!;
    expect(moneyOf(changed.cells.committed)).toBe(committed + 100);
    // Another customer's user gets nothing of it, cached or not.
    expect((await get(path, beacon)).status).toBe(404);
    const theirs = await table('/api/investor-table-data', beacon);
    expect(names(theirs.body)).not.toContain('Aaron Cache Renamed');
  });
});
