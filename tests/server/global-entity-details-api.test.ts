import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleDetailMessage } from '../../src/api/entity-details';
import type { Investor } from '../../src/api/fund-structure';
import type { GlobalEntityDetail, GlobalEntitySummary } from '../../src/api/global-entities';
import type { InvestorEntityDetail } from '../../src/api/investors';
import { audit_log, entity_bank_accounts } from '../../src/server/db/schema';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

const bankRow = (entityId: string, bank_name: string, account_number: string) => ({
  entity_id: entityId,
  bank_name,
  account_name: 'Operating',
  account_number,
  aba_routing_number: '021000021',
  swift_code: null,
});

describe.each(testDatabases())('entity bank accounts, contacts and external IDs on $name', (db) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let beacon: string;
  const call = jsonCaller(
    () => t,
    () => admin,
  );
  const detail = async (id: string) =>
    (await call<GlobalEntityDetail>('GET', `/api/global-entity/${id}/`)).body;
  const audits = async (targetType: string, targetId: string) =>
    t.deps.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.target_type, targetType), eq(audit_log.target_id, targetId)));

  /** An external entity with two banks, two contacts and two external IDs. */
  async function externalWithDetails(name: string) {
    const created = await call<GlobalEntityDetail>('POST', '/api/global-entity/', {
      full_name: name,
      short_name: null,
      functional_type: 'lender',
      legal_type: 'llc',
    });
    const id = created.body.id;
    await call('POST', '/api/global-entity/bulk', {
      kind: 'banks',
      rows: [bankRow(id, 'Alpha Bank', '111122223333'), bankRow(id, 'Beta Bank', '444455556666')],
    });
    await call('POST', '/api/global-entity/bulk', {
      kind: 'contacts',
      rows: [
        { entity_id: id, name: 'Ana Ruiz', email: 'ana@lender.test', is_primary: true },
        { entity_id: id, name: 'Ben Osei', email: 'ben@lender.test', is_primary: false },
      ],
    });
    await call('POST', '/api/global-entity/bulk', {
      kind: 'external_ids',
      rows: [
        { entity_id: id, type: 'yardi', value: 'Y-1', fund_family_id: null },
        { entity_id: id, type: 'other', value: 'O-2', fund_family_id: null },
      ],
    });
    return detail(id);
  }

  beforeAll(async () => {
    t = await startTestApp(db);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
  });
  afterAll(() => t.dispose());

  it('edits a bank account, keeping or replacing its number, and removes one', async () => {
    const lender = await externalWithDetails('Details Test Lender');
    const [alpha, beta] = lender.bank_accounts;
    const path = `/api/global-entity/${lender.id}/bank-accounts/${alpha!.id}/`;
    const edit = {
      bank_name: 'Alpha Bank NA',
      account_name: 'Reserve',
      account_number: null,
      aba_routing_number: null,
      swift_code: 'alphus33',
    };
    const kept = await call<GlobalEntityDetail>('PATCH', path, edit);
    expect(kept.status).toBe(200);
    expect(kept.body.bank_accounts.find((b) => b.id === alpha!.id)).toEqual({
      id: alpha!.id,
      bank_name: 'Alpha Bank NA',
      account_name: 'Reserve',
      account_number_masked: '••••••••3333',
      aba_routing_number: null,
      swift_code: 'ALPHUS33',
    });
    const replaced = await call<GlobalEntityDetail>('PATCH', path, {
      ...edit,
      account_number: '9999-0000',
    });
    expect(replaced.body.bank_accounts.find((b) => b.id === alpha!.id)?.account_number_masked).toBe(
      '••••0000',
    );

    // Bad input is refused field by field and changes nothing.
    const bad = await call<ErrorBody>('PATCH', path, {
      ...edit,
      bank_name: ' ',
      account_number: '12',
      aba_routing_number: '12',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      bank_name: ['This field may not be blank.'],
      account_number: ['Must be 4 to 34 letters or digits'],
      aba_routing_number: ['Must be 9 digits'],
    });
    expect((await detail(lender.id)).bank_accounts.find((b) => b.id === alpha!.id)?.bank_name).toBe(
      'Alpha Bank NA',
    );
    // An account of another entity is not this entity's: 404.
    const other = await externalWithDetails('Details Other Lender');
    const elsewhere = `/api/global-entity/${other.id}/bank-accounts/${alpha!.id}/`;
    expect((await call('PATCH', elsewhere, edit)).status).toBe(404);
    expect((await call('DELETE', elsewhere)).status).toBe(404);

    const removed = await call<GlobalEntityDetail>(
      'DELETE',
      `/api/global-entity/${lender.id}/bank-accounts/${beta!.id}/`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.bank_accounts.map((b) => b.id)).toEqual([alpha!.id]);
    const [row] = await t.deps.handle.db
      .select()
      .from(entity_bank_accounts)
      .where(eq(entity_bank_accounts.id, beta!.id));
    expect(row).toBeUndefined();

    const logged = await audits('entity_bank_account', lender.id);
    expect(logged.map((a) => a.action).sort()).toEqual(['delete', 'edit', 'edit']);
    // The audit log keeps masked numbers only.
    expect(JSON.stringify(logged)).not.toContain('99990000');
    expect(JSON.stringify(logged)).not.toContain('444455556666');
  });

  it('edits and removes contacts and external IDs of an external entity', async () => {
    const lender = await externalWithDetails('Contacts Test Lender');
    const [ana, ben] = lender.contacts;
    const contactPath = (index: number) => `/api/global-entity/${lender.id}/contacts/${index}/`;
    // Ben made primary takes over from Ana.
    const edited = await call<GlobalEntityDetail>('PATCH', contactPath(1), {
      expected: ben,
      contact: { name: 'Ben Osei Jr', email: 'ben.jr@lender.test', is_primary: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.contacts).toEqual([
      { ...ana, is_primary: false },
      { name: 'Ben Osei Jr', email: 'ben.jr@lender.test', is_primary: true },
    ]);

    const bad = await call<ErrorBody>('PATCH', contactPath(0), {
      expected: { ...ana, is_primary: false },
      contact: { name: '', email: 'not-an-email', is_primary: false },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data ?? {}).sort()).toEqual(['contact.email', 'contact.name']);
    // What the page showed is no longer there: refused, nothing changes.
    const stale = await call<ErrorBody>('DELETE', contactPath(1), { expected: ben });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(staleDetailMessage);
    expect((await call('DELETE', contactPath(5), { expected: ben })).status).toBe(404);
    expect((await call('DELETE', contactPath(-1), { expected: ben })).status).toBe(404);

    const removed = await call<GlobalEntityDetail>('DELETE', contactPath(0), {
      expected: { ...ana, is_primary: false },
    });
    expect(removed.body.contacts).toEqual([
      { name: 'Ben Osei Jr', email: 'ben.jr@lender.test', is_primary: true },
    ]);

    const [yardi, other] = lender.external_ids;
    const idPath = (index: number) => `/api/global-entity/${lender.id}/external-ids/${index}/`;
    const unknownFund = await call<ErrorBody>('PATCH', idPath(0), {
      expected: yardi,
      external_id: { ...yardi, fund_family_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownFund.status).toBe(400);
    expect(unknownFund.body.data).toEqual({ 'external_id.fund_family_id': ['Invalid'] });
    const badType = await call<ErrorBody>('PATCH', idPath(0), {
      expected: yardi,
      external_id: { ...yardi, type: 'sap', value: ' ' },
    });
    expect(badType.body.data).toEqual({
      'external_id.type': ['Invalid'],
      'external_id.value': ['This field may not be blank.'],
    });
    const retyped = await call<GlobalEntityDetail>('PATCH', idPath(0), {
      expected: yardi,
      external_id: { type: 'investran', value: 'INV-9', fund_family_id: null },
    });
    expect(retyped.body.external_ids).toEqual([
      { type: 'investran', value: 'INV-9', fund_family_id: null },
      other,
    ]);
    const gone = await call<GlobalEntityDetail>('DELETE', idPath(1), { expected: other });
    expect(gone.body.external_ids).toEqual([
      { type: 'investran', value: 'INV-9', fund_family_id: null },
    ]);
    expect((await audits('entity_contact', lender.id)).map((a) => a.action).sort()).toEqual([
      'delete',
      'edit',
    ]);
    expect((await audits('entity_external_id', lender.id)).map((a) => a.action).sort()).toEqual([
      'delete',
      'edit',
    ]);
  });

  it("edits an investor entity's details and keeps the rest of its profile", async () => {
    const investor = (
      await call<Investor>('POST', '/api/investor/', {
        name: 'Details Test Investor',
        external_id: null,
        primary_contact_email: null,
        entity: { full_name: 'Details Test Investor LP', legal_type: 'limited_partnership' },
      })
    ).body;
    const entityId = investor.entities[0]!.id;
    const profilePath = `/api/investor-entity/${entityId}/`;
    const profile = (await call<InvestorEntityDetail>('GET', profilePath)).body;
    await call('PUT', profilePath, { ...profile, is_erisa: true, date_joined: '2025-02-03' });
    await call('POST', '/api/global-entity/bulk', {
      kind: 'contacts',
      rows: [{ entity_id: entityId, name: 'Ida Lund', email: 'ida@lp.test', is_primary: true }],
    });
    await call('POST', '/api/global-entity/bulk', {
      kind: 'banks',
      rows: [bankRow(entityId, 'Gamma Bank', '777788889999')],
    });
    const before = await detail(entityId);
    const contact = await call<GlobalEntityDetail>(
      'PATCH',
      `/api/global-entity/${entityId}/contacts/0/`,
      {
        expected: before.contacts[0],
        contact: { name: 'Ida Lund', email: 'ida.lund@lp.test', is_primary: true },
      },
    );
    expect(contact.body.contacts).toEqual([
      { name: 'Ida Lund', email: 'ida.lund@lp.test', is_primary: true },
    ]);
    const bank = before.bank_accounts[0]!;
    const bankPath = `/api/global-entity/${entityId}/bank-accounts/${bank.id}/`;
    expect((await call('DELETE', bankPath)).status).toBe(200);
    expect((await detail(entityId)).bank_accounts).toEqual([]);
    const after = (await call<InvestorEntityDetail>('GET', profilePath)).body;
    expect(after).toMatchObject({
      is_erisa: true,
      date_joined: '2025-02-03',
      contacts: [{ name: 'Ida Lund', email: 'ida.lund@lp.test', is_primary: true }],
    });

    // A fund entity keeps no contacts: there is none to edit.
    const all = (await call<GlobalEntitySummary[]>('GET', '/api/global-entity/')).body;
    const fundEntity = all.find((e) => e.kind === 'fund_entity')!;
    expect(
      (
        await call('DELETE', `/api/global-entity/${fundEntity.id}/contacts/0/`, {
          expected: { name: 'X', email: 'x@x.test', is_primary: false },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a read-only user and gives another customer nothing', async () => {
    const lender = await externalWithDetails('Tenancy Details Lender');
    const bank = lender.bank_accounts[0]!;
    const bankPath = `/api/global-entity/${lender.id}/bank-accounts/${bank.id}/`;
    const bankEdit = {
      bank_name: 'Changed',
      account_name: 'Changed',
      account_number: null,
      aba_routing_number: null,
      swift_code: null,
    };
    const contactPath = `/api/global-entity/${lender.id}/contacts/0/`;
    const contactEdit = { expected: lender.contacts[0], contact: lender.contacts[1] };
    const idPath = `/api/global-entity/${lender.id}/external-ids/0/`;
    const idEdit = { expected: lender.external_ids[0], external_id: lender.external_ids[1] };
    const removal = (expected: unknown) => ({ expected });

    for (const [token, status] of [
      [reader, 403],
      [beacon, 404],
    ] as const) {
      expect((await call('PATCH', bankPath, bankEdit, token)).status).toBe(status);
      expect((await call('DELETE', bankPath, undefined, token)).status).toBe(status);
      expect((await call('PATCH', contactPath, contactEdit, token)).status).toBe(status);
      const contactRemoval = removal(lender.contacts[0]);
      expect((await call('DELETE', contactPath, contactRemoval, token)).status).toBe(status);
      expect((await call('PATCH', idPath, idEdit, token)).status).toBe(status);
      const idRemoval = removal(lender.external_ids[0]);
      expect((await call('DELETE', idPath, idRemoval, token)).status).toBe(status);
    }
    const unchanged = await detail(lender.id);
    expect(unchanged.bank_accounts).toEqual(lender.bank_accounts);
    expect(unchanged.contacts).toEqual(lender.contacts);
    expect(unchanged.external_ids).toEqual(lender.external_ids);
    expect(await audits('entity_bank_account', lender.id)).toEqual([]);
  });
});
