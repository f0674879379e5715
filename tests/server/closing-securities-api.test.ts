import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosingSecuritiesCreated } from '../../src/api/closing-securities';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { draftSecondClose } from './second-close-fixture';
import { caller, type Call, type TransferFixture } from './transfer-fixture';

type Answer = ClosingSecuritiesCreated & {
  code: string;
  message: string;
  data?: Record<string, string[]>;
};

describe.each(testDatabases())('new commitments in a draft closing on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let call: Call;
  let fixture: TransferFixture;
  let closingId: string;
  const row = (name: 'Birch' | 'Delta', amount_cents: number) => ({
    investor_entity_id: fixture.entity[name],
    owning_entity_id: fixture.mainFund.id,
    amount_cents,
  });
  const commitmentCount = async () =>
    (
      await t.deps.handle.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM commitments WHERE fund_family_id = $1',
        [fixture.fundFamilyId],
      )
    )[0]!.n;
  const bulk = (rows: unknown[], token?: string) =>
    call<Answer>('POST', `/api/closing/${closingId}/securities/bulk`, { rows }, token);

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    call = caller(t, () => admin);
    ({ fixture, closingId } = await draftSecondClose(t, call));
  });
  afterAll(() => t.dispose());

  it('creates one commitment in the closing and answers it with the closing', async () => {
    const created = await call<Answer>(
      'POST',
      `/api/closing/${closingId}/securities/`,
      row('Delta', 100_000_000),
    );
    expect(created.status).toBe(201);
    expect(created.body.commitment_ids).toHaveLength(1);
    expect(
      created.body.closing.commitments.map((c) => [
        c.commitment_id,
        c.investor_entity_name,
        c.amount_cents,
      ]),
    ).toEqual([[created.body.commitment_ids[0], 'Delta Transfer LP', 100_000_000]]);
    // Admitted like any add-security/ commitment: it pays its equalization.
    expect(created.body.closing.equalization_overrides.map((o) => o.computed_cents)).toEqual([
      // 100,000,000 / 450,000,005 of $700,000.03, rounded once.
      15_555_556,
    ]);
  });

  it('creates many rows at once, all in one go', async () => {
    const created = await bulk([row('Birch', 50_000_001), row('Delta', 25)]);
    expect(created.status).toBe(201);
    expect(created.body.commitment_ids).toHaveLength(2);
    expect(created.body.closing.commitments.map((c) => c.amount_cents)).toEqual([
      50_000_001, 100_000_000, 25,
    ]);
    expect(created.body.closing.total_cents).toBe(150_000_026);
    const [logged] = await t.deps.handle.query<{ action: string; data: { added: string[] } }>(
      `SELECT action, data FROM audit_log WHERE target_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [closingId],
    );
    expect([logged?.action, logged?.data.added]).toEqual([
      'bulk_create',
      created.body.commitment_ids,
    ]);
  });

  it('refuses a bulk with bad rows, pointing at row and field, and adds none of it', async () => {
    const before = await commitmentCount();
    const shape = await bulk([row('Birch', 1), row('Delta', 0), { ...row('Delta', 5), is_gp: 3 }]);
    expect([shape.status, shape.body.data]).toEqual([
      400,
      {
        'rows.1.amount_cents': ['Amount must be positive.'],
        'rows.2.is_gp': ['Must be valid boolean'],
      },
    ]);
    const unknown = await bulk([
      row('Birch', 1),
      { ...row('Delta', 2), investor_entity_id: fixture.mainFund.id },
      { ...row('Delta', 3), owning_entity_id: fixture.entity.Birch },
      { ...row('Delta', 4), investor_class_id: fixture.mainFund.id },
    ]);
    expect([unknown.status, unknown.body.data]).toEqual([
      400,
      {
        'rows.1.investor_entity_id': ['Invalid'],
        'rows.2.owning_entity_id': ['Invalid'],
        'rows.3.investor_class_id': ['Invalid'],
      },
    ]);
    expect(unknown.body.message).toBe('3 of the 4 rows cannot be added; no commitment was added.');
    const empty = await bulk([]);
    expect([empty.status, empty.body.data]).toEqual([400, { rows: ['Add at least one row'] }]);
    const single = await call<Answer>('POST', `/api/closing/${closingId}/securities/`, {
      ...row('Birch', 10),
      owning_entity_id: 'not-a-uuid',
    });
    expect([single.status, Object.keys(single.body.data ?? {})]).toEqual([
      400,
      ['owning_entity_id'],
    ]);
    expect(await commitmentCount()).toBe(before);
  });

  it('refuses a reader (403) and another customer (404)', async () => {
    const before = await commitmentCount();
    const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    expect((await bulk([row('Birch', 1)], reader)).status).toBe(403);
    expect(
      (await call('POST', `/api/closing/${closingId}/securities/`, row('Birch', 1), reader)).status,
    ).toBe(403);
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    expect((await bulk([row('Birch', 1)], beacon)).status).toBe(404);
    expect(
      (await call('POST', `/api/closing/${closingId}/securities/`, row('Birch', 1), beacon)).status,
    ).toBe(404);
    expect(await commitmentCount()).toBe(before);
  });

  it('refuses with 409 once the closing is no longer draft', async () => {
    expect((await call('PATCH', `/api/closing/${closingId}/send-for-approval/`)).status).toBe(200);
    const before = await commitmentCount();
    const late = await bulk([row('Birch', 1)]);
    expect([late.status, late.body.code, late.body.message]).toEqual([
      409,
      'invalid_transition',
      'Only a draft closing can change its commitments.',
    ]);
    const single = await call<Answer>(
      'POST',
      `/api/closing/${closingId}/securities/`,
      row('Birch', 1),
    );
    expect([single.status, single.body.code]).toEqual([409, 'invalid_transition']);
    expect(await commitmentCount()).toBe(before);
  });
});
