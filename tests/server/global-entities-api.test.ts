import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Investor } from '../../src/api/fund-structure';
import type { GlobalEntityDetail, GlobalEntitySummary } from '../../src/api/global-entities';
import {
  entityHasCommitmentsMessage,
  ownEntityMessage,
  type InvestorDetail,
} from '../../src/api/investors';
import type { Table } from '../../src/api/table-data';
import { audit_log, entity_bank_accounts, global_entities } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

/** One API call as a signed-in user, its status and parsed body. */
async function callApi<T>(t: TestApp, method: string, path: string, body: unknown, token: string) {
  const response = await t.request(path, {
    method,
    token,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const blankProfile = {
  address: { street_lines: [], city: null, state: null, postal_code: null, country: null },
  contacts: [],
  external_ids: [],
};

describe.each(testDatabases())('global entities and investor relationships on $name', (db) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let beacon: string;

  const call = <T>(method: string, path: string, body?: unknown, token = admin) =>
    callApi<T>(t, method, path, body, token);
  const entities = async (token = admin) =>
    (await call<GlobalEntitySummary[]>('GET', '/api/global-entity/', undefined, token)).body;
  const createExternal = async (full_name: string) =>
    (
      await call<GlobalEntityDetail>('POST', '/api/global-entity/', {
        full_name,
        short_name: null,
        functional_type: 'lender',
        legal_type: 'c_corporation',
      })
    ).body;
  const bankCount = async () => (await t.deps.handle.db.select().from(entity_bank_accounts)).length;

  beforeAll(async () => {
    t = await startTestApp(db);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
  });
  afterAll(() => t.dispose());

  it('lists fund, investor and external entities, in the list and in the table data', async () => {
    const lender = await createExternal('First Harbor Bank');
    expect(lender).toMatchObject({
      kind: 'external',
      full_name: 'First Harbor Bank',
      functional_type: 'lender',
      bank_accounts: [],
      ...blankProfile,
    });
    const all = await entities();
    const kinds = new Set(all.map((e) => e.kind));
    expect(kinds).toEqual(new Set(['fund_entity', 'investor_entity', 'external']));
    const table = (await call<Table>('GET', '/api/global-entity-table-data/')).body;
    expect(table.rows.map((r) => r.id).sort()).toEqual(all.map((e) => e.id).sort());
    const row = table.rows.find((r) => r.id === lender.id)!;
    expect(row.cells.full_name?.link).toEqual({ type: 'generic', to: `/entities/${lender.id}` });
    expect(row.cells.kind?.value).toEqual({ type: 'text', text: 'External' });

    const bad = await call<ErrorBody>('POST', '/api/global-entity/', {
      full_name: ' ',
      short_name: null,
      functional_type: 'bank',
      legal_type: 'llc',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      full_name: ['This field may not be blank.'],
      functional_type: ['Invalid'],
    });
    expect((await entities()).length).toBe(all.length);
  });

  it('bulk adds banks all or nothing, and shows account numbers masked', async () => {
    const [fundEntity] = (await entities()).filter((e) => e.kind === 'fund_entity');
    const lender = await createExternal('Harbor Lending Co');
    const before = await bankCount();
    const good = {
      entity_id: fundEntity!.id,
      bank_name: 'First Republic',
      account_name: 'Operating',
      account_number: '1234 5678 9012',
      aba_routing_number: '021000021',
      swift_code: 'frbkus6s',
    };
    // One bad row refuses the lot, with an error on each bad cell.
    const bad = await call<ErrorBody>('POST', '/api/global-entity/bulk', {
      kind: 'banks',
      rows: [
        good,
        { ...good, entity_id: lender.id, account_number: '12', aba_routing_number: '1234' },
        { ...good, entity_id: '00000000-0000-4000-8000-000000000000', swift_code: 'XX' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      'rows.1.account_number': ['Must be 4 to 34 letters or digits'],
      'rows.1.aba_routing_number': ['Must be 9 digits'],
      'rows.2.swift_code': ['Must be a SWIFT/BIC code of 8 or 11 characters'],
    });
    const unknown = await call<ErrorBody>('POST', '/api/global-entity/bulk', {
      kind: 'banks',
      rows: [good, { ...good, entity_id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual({ 'rows.1.entity_id': ['No such entity'] });
    expect(await bankCount()).toBe(before);

    const saved = await call<{ added: number }>('POST', '/api/global-entity/bulk', {
      kind: 'banks',
      rows: [good, { ...good, entity_id: lender.id, aba_routing_number: null, swift_code: null }],
    });
    expect(saved).toEqual({ status: 201, body: { added: 2 } });
    const detail = (await call<GlobalEntityDetail>('GET', `/api/global-entity/${fundEntity!.id}/`))
      .body;
    expect(detail.bank_accounts).toEqual([
      {
        id: expect.any(String),
        bank_name: 'First Republic',
        account_name: 'Operating',
        account_number_masked: '••••••••9012',
        aba_routing_number: '021000021',
        swift_code: 'FRBKUS6S',
      },
    ]);
    // The audit row names the entities, never the account numbers.
    const audits = await t.deps.handle.db
      .select({ data: audit_log.data })
      .from(audit_log)
      .where(eq(audit_log.action, 'bulk_add'));
    expect(JSON.stringify(audits)).not.toContain('123456789012');
  });

  it('bulk adds contacts and external IDs to investor and external entities only', async () => {
    const all = await entities();
    const investorEntity = all.find((e) => e.kind === 'investor_entity')!;
    const fundEntity = all.find((e) => e.kind === 'fund_entity')!;
    const lender = await createExternal('Contact Test Bank');
    const refused = await call<ErrorBody>('POST', '/api/global-entity/bulk', {
      kind: 'contacts',
      rows: [
        { entity_id: lender.id, name: 'Kim Park', email: 'kim@bank.test', is_primary: true },
        { entity_id: fundEntity.id, name: 'Lee', email: 'lee@fund.test', is_primary: false },
        { entity_id: lender.id, name: 'Ray', email: 'ray@bank.test', is_primary: true },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({
      'rows.1.entity_id': [
        'Contacts and external IDs are kept for investor and external entities, not fund entities',
      ],
      'rows.0.is_primary': ['At most 1 primary contact per entity'],
      'rows.2.is_primary': ['At most 1 primary contact per entity'],
    });
    const saved = await call('POST', '/api/global-entity/bulk', {
      kind: 'contacts',
      rows: [
        { entity_id: lender.id, name: 'Kim Park', email: 'kim@bank.test', is_primary: true },
        { entity_id: investorEntity.id, name: 'Ray', email: 'ray@lp.test', is_primary: false },
      ],
    });
    expect(saved.status).toBe(201);
    const lenderAfter = (await call<GlobalEntityDetail>('GET', `/api/global-entity/${lender.id}/`))
      .body;
    expect(lenderAfter.contacts).toEqual([
      { name: 'Kim Park', email: 'kim@bank.test', is_primary: true },
    ]);
    // The investor entity's profile (read by its own endpoint) has the contact too.
    const profile = await call<{ contacts: unknown[] }>(
      'GET',
      `/api/investor-entity/${investorEntity.id}/`,
    );
    expect(profile.body.contacts).toContainEqual({
      name: 'Ray',
      email: 'ray@lp.test',
      is_primary: false,
    });

    const ids = await call('POST', '/api/global-entity/bulk', {
      kind: 'external_ids',
      rows: [{ entity_id: lender.id, type: 'yardi', value: 'Y-77', fund_family_id: null }],
    });
    expect(ids.status).toBe(201);
    expect(
      (await call<GlobalEntityDetail>('GET', `/api/global-entity/${lender.id}/`)).body.external_ids,
    ).toEqual([{ type: 'yardi', value: 'Y-77', fund_family_id: null }]);
  });

  it('edits each kind of entity in its own table and refuses what does not hold', async () => {
    const all = await entities();
    const fundEntity = all.find((e) => e.kind === 'fund_entity')!;
    const investorEntity = all.find((e) => e.kind === 'investor_entity')!;
    const lender = await createExternal('Edit Test Bank');
    const edit = {
      full_name: 'Edit Test Bank NA',
      short_name: 'ETB',
      functional_type: 'lender',
      legal_type: 'llc',
      ...blankProfile,
      address: { ...blankProfile.address, city: 'Boston', state: 'MA', country: 'USA' },
    };
    const saved = await call<GlobalEntityDetail>('PUT', `/api/global-entity/${lender.id}/`, edit);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(edit);

    const fundPath = `/api/global-entity/${fundEntity.id}/`;
    const fundBefore = (await call<GlobalEntityDetail>('GET', fundPath)).body;
    const refused = await call<ErrorBody>('PUT', fundPath, {
      ...edit,
      functional_type: fundBefore.functional_type,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.data ?? {})).toEqual(['address']);
    expect((await call<GlobalEntityDetail>('GET', fundPath)).body.full_name).toBe(
      fundBefore.full_name,
    );
    const renamed = await call<GlobalEntityDetail>('PUT', fundPath, {
      ...blankProfile,
      full_name: `${fundBefore.full_name} (renamed)`,
      short_name: fundBefore.short_name,
      functional_type: fundBefore.functional_type,
      legal_type: fundBefore.legal_type,
    });
    expect(renamed.body.full_name).toBe(`${fundBefore.full_name} (renamed)`);

    const investorPath = `/api/global-entity/${investorEntity.id}/`;
    const investorBefore = (await call<GlobalEntityDetail>('GET', investorPath)).body;
    const wrongType = await call<ErrorBody>('PUT', investorPath, {
      ...investorBefore,
      functional_type: 'lender',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.data).toEqual({
      functional_type: ['An investor entity is always of type investor'],
    });
    const investorSaved = await call<GlobalEntityDetail>('PUT', investorPath, {
      full_name: investorBefore.full_name,
      short_name: 'Short',
      functional_type: 'investor',
      legal_type: investorBefore.legal_type,
      address: investorBefore.address,
      contacts: investorBefore.contacts,
      external_ids: investorBefore.external_ids,
    });
    expect(investorSaved.body.short_name).toBe('Short');
    // Its investor-only profile flags are kept.
    const flags = await call<{ is_erisa: boolean; short_name: string }>(
      'GET',
      `/api/investor-entity/${investorEntity.id}/`,
    );
    expect(flags.body).toMatchObject({ short_name: 'Short', is_erisa: expect.any(Boolean) });
  });

  it('refuses writes to a read-only user and gives another customer nothing', async () => {
    const lender = await createExternal('Tenancy Test Bank');
    const create = {
      full_name: 'Sneaky',
      short_name: null,
      functional_type: 'lender',
      legal_type: 'llc',
    };
    expect((await call('POST', '/api/global-entity/', create, reader)).status).toBe(403);
    const bank = {
      kind: 'banks',
      rows: [
        {
          entity_id: lender.id,
          bank_name: 'B',
          account_name: 'A',
          account_number: '99998888',
          aba_routing_number: null,
          swift_code: null,
        },
      ],
    };
    expect((await call('POST', '/api/global-entity/bulk', bank, reader)).status).toBe(403);
    const edit = { ...create, ...blankProfile };
    expect((await call('PUT', `/api/global-entity/${lender.id}/`, edit, reader)).status).toBe(403);
    expect((await call('GET', `/api/global-entity/${lender.id}/`, undefined, reader)).status).toBe(
      200,
    );

    expect((await call('GET', `/api/global-entity/${lender.id}/`, undefined, beacon)).status).toBe(
      404,
    );
    expect((await call('PUT', `/api/global-entity/${lender.id}/`, edit, beacon)).status).toBe(404);
    const foreignBank = await call<ErrorBody>('POST', '/api/global-entity/bulk', bank, beacon);
    expect(foreignBank.status).toBe(400);
    expect(foreignBank.body.data).toEqual({ 'rows.0.entity_id': ['No such entity'] });
    const theirs = await entities(beacon);
    expect(theirs.map((e) => e.id)).not.toContain(lender.id);
    const theirTable = (
      await call<Table>('GET', '/api/global-entity-table-data/', undefined, beacon)
    ).body;
    expect(theirTable.rows.map((r) => r.id)).not.toContain(lender.id);
    const [row] = await t.deps.handle.db
      .select()
      .from(global_entities)
      .where(eq(global_entities.id, lender.id));
    expect(row?.full_name).toBe('Tenancy Test Bank');
  });
});

describe.each(testDatabases())('investors bulk-create and relationships on $name', (db) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let beacon: string;

  const call = <T>(method: string, path: string, body?: unknown, token = admin) =>
    callApi<T>(t, method, path, body, token);
  const investorCount = async () => (await call<Investor[]>('GET', '/api/investor/')).body.length;
  const row = (name: string) => ({
    name,
    external_id: null,
    primary_contact_email: null,
    entity_full_name: `${name} LP`,
    entity_legal_type: 'limited_partnership',
  });

  beforeAll(async () => {
    t = await startTestApp(db);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
  });
  afterAll(() => t.dispose());

  it('creates every investor of the rows, or none', async () => {
    const before = await investorCount();
    const bad = await call<ErrorBody>('POST', '/api/investor/bulk-create/', {
      rows: [
        row('Alder Pension'),
        { ...row(''), primary_contact_email: 'nope', entity_legal_type: 'partnership' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      'rows.1.name': ['This field may not be blank.'],
      'rows.1.primary_contact_email': ['Must be valid email'],
      'rows.1.entity_legal_type': ['Invalid'],
    });
    expect(await investorCount()).toBe(before);
    expect((await call('POST', '/api/investor/bulk-create/', { rows: [] })).status).toBe(400);
    expect(
      (await call('POST', '/api/investor/bulk-create/', { rows: [row('Birch')] }, reader)).status,
    ).toBe(403);

    const saved = await call<Investor[]>('POST', '/api/investor/bulk-create/', {
      rows: [
        row('Alder Pension'),
        { ...row('Birch Endowment'), primary_contact_email: 'ir@birch.test', external_id: 'B-1' },
      ],
    });
    expect(saved.status).toBe(201);
    expect(saved.body.map((i) => [i.name, i.entities[0]?.full_name])).toEqual([
      ['Alder Pension', 'Alder Pension LP'],
      ['Birch Endowment', 'Birch Endowment LP'],
    ]);
    expect(await investorCount()).toBe(before + 2);
  });

  it('links an existing entity, and unlinks it unless it holds commitments', async () => {
    const [holder] = (
      await call<Investor[]>('POST', '/api/investor/bulk-create/', { rows: [row('Cedar Family')] })
    ).body;
    const [other] = (
      await call<Investor[]>('POST', '/api/investor/bulk-create/', { rows: [row('Dogwood Trust')] })
    ).body;
    const path = `/api/investor/${holder!.id}/investor-entity-relationships/`;
    const free = other!.entities[0]!;

    const linked = await call<InvestorDetail>('POST', path, { investor_entity_id: free.id });
    expect(linked.status).toBe(200);
    expect(linked.body.entities.map((e) => e.full_name)).toEqual([
      'Cedar Family LP',
      'Dogwood Trust LP',
    ]);
    expect(linked.body.linked_entity_ids).toEqual([free.id]);
    const again = await call<ErrorBody>('POST', path, { investor_entity_id: free.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Dogwood Trust LP is already linked to Cedar Family.');

    const own = await call<ErrorBody>('DELETE', path, {
      investor_entity_id: holder!.entities[0]!.id,
    });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(ownEntityMessage('Cedar Family LP'));

    // An entity of the demo fund holds commitments: linked here, it cannot be unlinked.
    const investors = (await call<Investor[]>('GET', '/api/investor/')).body;
    let committed: { id: string; full_name: string; count: number } | undefined;
    for (const investor of investors) {
      const detail = (await call<InvestorDetail>('GET', `/api/investor/${investor.id}`)).body;
      if (detail.commitment_count > 0 && detail.entities.length === 1) {
        committed = { ...detail.entities[0]!, count: detail.commitment_count };
        break;
      }
    }
    expect(committed).toBeDefined();
    expect((await call('POST', path, { investor_entity_id: committed!.id })).status).toBe(200);
    const refused = await call<ErrorBody>('DELETE', path, { investor_entity_id: committed!.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      entityHasCommitmentsMessage(committed!.full_name, committed!.count),
    );
    const still = (await call<InvestorDetail>('GET', `/api/investor/${holder!.id}`)).body;
    expect(still.linked_entity_ids.sort()).toEqual([free.id, committed!.id].sort());

    expect((await call('DELETE', path, { investor_entity_id: free.id }, reader)).status).toBe(403);
    const unlinked = await call<InvestorDetail>('DELETE', path, { investor_entity_id: free.id });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.linked_entity_ids).toEqual([committed!.id]);
    expect((await call('DELETE', path, { investor_entity_id: free.id })).status).toBe(404);

    // Another customer's user can neither link nor unlink, and sees nothing.
    expect((await call('POST', path, { investor_entity_id: free.id }, beacon)).status).toBe(404);
    expect((await call('DELETE', path, { investor_entity_id: committed!.id }, beacon)).status).toBe(
      404,
    );
    const audits = await t.deps.handle.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(eq(audit_log.target_type, 'investor_entity_relationship'));
    expect(audits.map((a) => a.action).sort()).toEqual(['link', 'link', 'unlink']);

    // Deleting the investor that owns a linked entity takes the links with it.
    expect((await call('POST', path, { investor_entity_id: free.id })).status).toBe(200);
    expect((await call('DELETE', `/api/investor/${other!.id}`)).status).toBe(204);
    const after = (await call<InvestorDetail>('GET', `/api/investor/${holder!.id}`)).body;
    expect(after.linked_entity_ids).toEqual([committed!.id]);
  });
});
