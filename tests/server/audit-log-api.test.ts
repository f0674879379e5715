import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../src/api/audit-log';
import type { GlobalEntityDetail } from '../../src/api/global-entities';
import type { Table } from '../../src/api/table-data';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('audit log API on $name', (database) => {
  let t: TestApp;
  let manager: string;
  let reader: string;
  let beacon: string;
  const call = jsonCaller(
    () => t,
    () => manager,
  );

  beforeAll(async () => {
    t = await startTestApp(database);
    manager = (await t.signIn('manager@demo.test', 'demo-manager-2026')).access;
    reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
  });
  afterAll(() => t.dispose());

  it("shows an admin the customer's own changes, newest first, in the list and the table", async () => {
    const create = (full_name: string) =>
      call<GlobalEntityDetail>('POST', '/api/global-entity/', {
        full_name,
        short_name: null,
        functional_type: 'lender',
        legal_type: 'c_corporation',
      });
    await create('First Audit Trail Bank');
    const created = await create('Second Audit Trail Bank');
    expect(created.status).toBe(201);
    const list = await call<AuditLogEntry[]>('GET', '/api/audit-log/?limit=1');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      action: 'create',
      target_id: created.body.id,
      user_email: 'manager@demo.test',
    });
    const table = await call<Table>('GET', '/api/audit-log-table-data/?limit=not-a-number');
    expect(table.status).toBe(200);
    expect(table.body.rows).toHaveLength(2);
    expect(table.body.rows[0]!.id).toBe(String(list.body[0]!.id));
  });

  it("refuses a user without the admin level and gives another customer's admin none of it", async () => {
    expect((await call('GET', '/api/audit-log/', undefined, reader)).status).toBe(403);
    expect((await call('GET', '/api/audit-log-table-data/', undefined, reader)).status).toBe(403);
    const theirs = await call<AuditLogEntry[]>(
      'GET',
      '/api/audit-log/?limit=500',
      undefined,
      beacon,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.some((entry) => entry.user_email === 'manager@demo.test')).toBe(false);
    const ours = await call<AuditLogEntry[]>('GET', '/api/audit-log/?limit=500');
    const ourIds = new Set(ours.body.map((entry) => entry.id));
    expect(theirs.body.some((entry) => ourIds.has(entry.id))).toBe(false);
  });
});
