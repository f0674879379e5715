import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundFamily } from '../../src/api/fund-family';
import type { TransactionCode } from '../../src/api/fund-structure';
import { audit_log } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('transaction codes API on $name', (database) => {
  let t: TestApp;
  let config: string;
  let fundFamilyId: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    config = (await t.signIn('config@demo.test', 'demo-config-2026')).access;
    const families = (await (
      await t.request('/api/fund-family/', { token: config })
    ).json()) as FundFamily[];
    fundFamilyId = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  });
  afterAll(() => t.dispose());

  const base = () => `/api/fund-family/${fundFamilyId}/transactions/configuration`;
  const list = async (token = config) =>
    (await (await t.request(`${base()}/list`, { token })).json()) as TransactionCode[];
  const send = (method: string, path: string, body: unknown, token = config) =>
    t.request(path, { method, body: JSON.stringify(body), token });
  const newCode = {
    name: 'subscription_facility_interest',
    display_name: 'Contribution — subscription facility interest',
    classification: 'expenses',
    should_get_equalized: true,
    affects_net_irr: true,
    affects_nav: true,
  };

  it('creates a code with its flags, refuses the same name twice and a bad name', async () => {
    const created = await send('POST', `${base()}/`, newCode);
    expect(created.status).toBe(201);
    const code = (await created.json()) as TransactionCode;
    expect(code).toMatchObject({ ...newCode, affects_gross_irr: false, is_recallable: false });
    expect((await list()).map((c) => c.name)).toContain('subscription_facility_interest');

    const again = await send('POST', `${base()}/`, newCode);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { data: object }).data).toEqual({
      name: ['This fund family already has a code with this name.'],
    });
    const bad = await send('POST', `${base()}/`, {
      ...newCode,
      name: 'Interest 2',
      classification: 'lunch',
    });
    expect(bad.status).toBe(400);
    const data = ((await bad.json()) as { data: Record<string, string[]> }).data;
    expect(data.name).toEqual([
      'Code name must start with a letter and contain only lowercase letters, numbers and underscores.',
    ]);
    expect(Object.keys(data).sort()).toEqual(['classification', 'name']);
  });

  it('edits the flags and display name, audited, but never a posted code’s classification', async () => {
    const code = (await list()).find((c) => c.name === 'subscription_facility_interest')!;
    const edited = await send('PUT', `${base()}/${code.id}/`, {
      display_name: 'Subscription facility interest',
      classification: 'expenses',
      affects_equalization_interest: true,
      affects_nav: true,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      name: 'subscription_facility_interest',
      display_name: 'Subscription facility interest',
      affects_equalization_interest: true,
      should_get_equalized: false,
      affects_net_irr: false,
    });
    const audits = await t.deps.handle.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(and(eq(audit_log.target_type, 'transaction_code'), eq(audit_log.target_id, code.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'edit']);

    const commitment = (await list()).find((c) => c.name === 'commitment')!;
    const refused = await send('PUT', `${base()}/${commitment.id}/`, {
      display_name: 'Commitment',
      classification: 'investment',
    });
    expect(refused.status).toBe(400);
    expect((await list()).find((c) => c.name === 'commitment')?.classification).toBe('commitment');
  });

  it('needs the config permission; another customer gets nothing', async () => {
    const writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    expect(
      (await send('POST', `${base()}/`, { ...newCode, name: 'other_code' }, writer)).status,
    ).toBe(403);
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const code = (await list())[0]!;
    expect(
      (await send('POST', `${base()}/`, { ...newCode, name: 'other_code' }, beacon)).status,
    ).toBe(404);
    expect(
      (
        await send(
          'PUT',
          `${base()}/${code.id}/`,
          { display_name: 'x', classification: 'taxes' },
          beacon,
        )
      ).status,
    ).toBe(404);
    expect((await list()).find((c) => c.id === code.id)?.display_name).toBe(code.display_name);
  });
});
