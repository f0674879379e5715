import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundEntity } from '../../src/api/fund-structure';
import type { FundFamily } from '../../src/api/fund-family';
import type { InvestorEntityDetail } from '../../src/api/investors';
import { audit_log, commitments, investor_entities } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('the GP entity holding the GP commitment on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let fundFamilyId: string;
  let fundEntities: FundEntity[];
  beforeAll(async () => {
    t = await startTestApp(database);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    const families = (await (
      await t.request('/api/fund-family/', { token: admin })
    ).json()) as FundFamily[];
    fundFamilyId = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    fundEntities = (await (
      await t.request(`/api/fund-family/${fundFamilyId}/fund-entities/`, { token: admin })
    ).json()) as FundEntity[];
  });
  afterAll(() => t.dispose());

  const holder = (fundEntityId: string, token = admin, familyId = fundFamilyId) =>
    t.request(`/api/fund-family/${familyId}/fund-entities/${fundEntityId}/gp-investor-entity/`, {
      method: 'POST',
      token,
    });
  const byName = (name: string) => fundEntities.find((e) => e.name === name)!;

  it("the demo's GP entity already holds its GP commitment through one investor entity", async () => {
    const answer = await holder(byName('Harborview GP IV, LLC').id);
    expect(answer.status).toBe(200);
    const entity = (await answer.json()) as InvestorEntityDetail;
    expect(entity.full_name).toBe('Harborview GP IV, LLC');
    expect(entity.is_gp_affiliated).toBe(true);
    // The demo's GP commitment is this entity's.
    const gp = await t.deps.handle.db
      .select()
      .from(commitments)
      .where(and(eq(commitments.fund_family_id, fundFamilyId), eq(commitments.is_gp, true)));
    expect(gp.map((c) => c.investor_entity_id)).toEqual([entity.id]);
  });

  it('a new GP entity gets one investor entity, named as it and GP affiliated, however often asked', async () => {
    const created = await t.request(`/api/fund-family/${fundFamilyId}/fund-entities/`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        name: 'Harborview GP IV-B, LLC',
        short_name: 'HCP GP B',
        functional_type: 'general_partner_and_special_limited_partner',
        legal_type: 'llc',
      }),
    });
    expect(created.status).toBe(201);
    const gp = (await created.json()) as FundEntity;
    const first = await holder(gp.id);
    expect(first.status).toBe(201);
    const entity = (await first.json()) as InvestorEntityDetail;
    expect(entity).toMatchObject({
      full_name: 'Harborview GP IV-B, LLC',
      short_name: 'HCP GP B',
      legal_type: 'llc',
      is_gp_affiliated: true,
    });
    const again = await holder(gp.id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as InvestorEntityDetail).id).toBe(entity.id);
    const db = t.deps.handle.db;
    const rows = await db
      .select()
      .from(investor_entities)
      .where(eq(investor_entities.gp_fund_entity_id, gp.id));
    expect(rows).toHaveLength(1);
    const audits = await db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.target_type, 'investor_entity'), eq(audit_log.target_id, entity.id)));
    expect(audits).toHaveLength(1);
    // It is an investor's entity like any other: the investor list offers it for commitments.
    const investors = (await (await t.request('/api/investor/', { token: admin })).json()) as {
      name: string;
      entities: { id: string }[];
    }[];
    const investor = investors.find((i) => i.entities.some((e) => e.id === entity.id));
    expect(investor?.name).toBe('Harborview GP IV-B, LLC');
  });

  it('refuses a fund entity that is not a general partner, and changes nothing', async () => {
    const db = t.deps.handle.db;
    const before = await db.select().from(investor_entities);
    const answer = await holder(byName('Harborview Capital Partners IV, L.P.').id);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { data: unknown }).data).toEqual({
      fund_entity_id: ['Only a general partner fund entity can hold the GP commitment'],
    });
    expect(await db.select().from(investor_entities)).toHaveLength(before.length);
    expect(
      await db
        .select()
        .from(investor_entities)
        .where(isNotNull(investor_entities.gp_fund_entity_id)),
    ).toHaveLength(2);
  });

  it('needs write permission; another customer’s user gets nothing', async () => {
    const gpId = byName('Harborview GP IV, LLC').id;
    const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    expect((await holder(gpId, reader)).status).toBe(403);
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    expect((await holder(gpId, beacon)).status).toBe(404);
    expect((await holder('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
