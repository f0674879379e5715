import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitmentStats } from '../../src/api/commitment-stats';
import type { FundEntity, Investor } from '../../src/api/fund-structure';
import {
  investorHasCommitmentsMessage,
  type InvestorDetail,
  type InvestorEntityDetail,
  type InvestorEntityProfile,
} from '../../src/api/investors';
import type { Cell, Table } from '../../src/api/table-data';
import { audit_log } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

const moneyOf = (cell: Cell | undefined) =>
  cell?.value.type === 'money' ? cell.value.amount : undefined;
const textOf = (cell: Cell | undefined) =>
  cell?.value.type === 'text' ? cell.value.text : undefined;
const column = (table: Table, id: string) => table.rows.map((row) => row.cells[id]);

const profile: InvestorEntityProfile = {
  full_name: 'Juniper Ridge Foundation',
  short_name: 'Juniper',
  legal_type: 'non_profit_corporation',
  address: {
    street_lines: ['1 Market Street', 'Suite 400'],
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94105',
    country: 'USA',
  },
  contacts: [
    { name: 'Ana Ortiz', email: 'ana@juniper.test', is_primary: true },
    { name: 'Ben Lee', email: 'ben@juniper.test', is_primary: false },
  ],
  external_ids: [{ type: 'juniper_square', value: 'JS-1001', fund_family_id: null }],
  is_erisa: false,
  is_taxable: false,
  is_foreign: false,
  is_tax_exempt: true,
  is_bank_holding: false,
  is_gp_affiliated: false,
  date_joined: '2024-05-01',
};

describe.each(testDatabases())('investors, their entities and the fund summary on $name', (db) => {
  let t: TestApp;
  let admin: string;
  let beacon: string;
  let demoFundId: string;

  const call = async <T>(method: string, path: string, body?: unknown, token = admin) => {
    const response = await t.request(path, {
      method,
      token,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const createInvestor = async (name: string) =>
    (
      await call<Investor>('POST', '/api/investor/', {
        name,
        external_id: null,
        primary_contact_email: null,
        entity: { full_name: name, legal_type: 'limited_partnership' },
      })
    ).body;

  beforeAll(async () => {
    t = await startTestApp(db);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const funds = (await call<{ id: string; name: string }[]>('GET', '/api/fund-family/')).body;
    demoFundId = funds.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  });
  afterAll(() => t.dispose());

  it('shows, edits and refuses bad edits of an investor', async () => {
    const created = await createInvestor('Juniper Ridge');
    const detail = await call<InvestorDetail>('GET', `/api/investor/${created.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ name: 'Juniper Ridge', commitment_count: 0 });
    expect(detail.body.entities[0]).toMatchObject({
      full_name: 'Juniper Ridge',
      contacts: [],
      address: { street_lines: [], country: null },
      is_erisa: false,
    });

    const bad = await call<ErrorBody>('PUT', `/api/investor/${created.id}`, {
      name: '  ',
      external_id: null,
      primary_contact_email: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      name: ['This field may not be blank.'],
      primary_contact_email: ['Must be valid email'],
    });
    expect((await call<InvestorDetail>('GET', `/api/investor/${created.id}`)).body.name).toBe(
      'Juniper Ridge',
    );

    const saved = await call<InvestorDetail>('PUT', `/api/investor/${created.id}`, {
      name: 'Juniper Ridge Foundation',
      external_id: 'JRF-7',
      primary_contact_email: 'ir@juniper.test',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Juniper Ridge Foundation',
      external_id: 'JRF-7',
      primary_contact_email: 'ir@juniper.test',
    });
    const audits = await t.deps.handle.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(and(eq(audit_log.target_type, 'investor'), eq(audit_log.target_id, created.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'edit']);
  });

  it("saves every profile field of an investor entity and refuses what doesn't hold", async () => {
    const created = await createInvestor('Profile Test LP');
    const entityId = created.entities[0]!.id;
    const path = `/api/investor-entity/${entityId}/`;
    const saved = await call<InvestorEntityDetail>('PUT', path, profile);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...profile, id: entityId, investor_id: created.id });
    expect((await call<InvestorEntityDetail>('GET', path)).body).toEqual(saved.body);

    const bad = await call<ErrorBody>('PUT', path, {
      ...profile,
      full_name: '',
      address: { ...profile.address, state: 'Ontario' },
      contacts: profile.contacts.map((c) => ({ ...c, is_primary: true })),
      external_ids: [{ type: 'bloomberg', value: 'x', fund_family_id: null }],
      date_joined: '2024-13-45',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      full_name: ['This field may not be blank.'],
      'address.state': ['Must be valid US state code'],
      contacts: ['At most 1 primary contact'],
      'external_ids.0.type': ['Invalid'],
      date_joined: ['Must be valid date'],
    });

    // An external id may not name another customer's fund family.
    const beaconFunds = (
      await call<{ id: string }[]>('GET', '/api/fund-family/', undefined, beacon)
    ).body;
    const foreignFund = beaconFunds[0]?.id ?? '00000000-0000-4000-8000-000000000000';
    const foreign = await call<ErrorBody>('PUT', path, {
      ...profile,
      external_ids: [{ type: 'other', value: 'X-1', fund_family_id: foreignFund }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data).toEqual({ 'external_ids.0.fund_family_id': ['Invalid'] });
    expect((await call<InvestorEntityDetail>('GET', path)).body).toEqual(saved.body);
  });

  it('deletes an investor without commitments and refuses one with commitments', async () => {
    const created = await createInvestor('Short Lived Capital');
    const deleted = await call<null>('DELETE', `/api/investor/${created.id}`);
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/api/investor/${created.id}`)).status).toBe(404);
    expect(
      (await call<ErrorBody>('GET', `/api/investor-entity/${created.entities[0]!.id}/`)).status,
    ).toBe(404);

    const committed = (await call<Investor[]>('GET', '/api/investor/')).body.find(
      (i) => i.name === 'Harborview Capital Management',
    )!;
    const refused = await call<ErrorBody>('DELETE', `/api/investor/${committed.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(investorHasCommitmentsMessage);
    const still = await call<InvestorDetail>('GET', `/api/investor/${committed.id}`);
    expect(still.status).toBe(200);
    expect(still.body.commitment_count).toBeGreaterThan(0);
  });

  it('lists investors and commitments as table data whose totals agree with the ledger', async () => {
    const investors = await call<Table>('GET', '/api/investor-table-data');
    expect(investors.status).toBe(200);
    const gpRow = investors.body.rows.find(
      (row) => textOf(row.cells.name) === 'Harborview Capital Management',
    )!;
    expect(gpRow.cells.name?.link).toMatchObject({ to: expect.stringMatching(/^\/investors\//) });

    const investorId = gpRow.cells.name!.link!.type === 'generic' ? gpRow.id : '';
    const held = await call<Table>(
      'GET',
      `/api/commitment-information-table-data/?investor_id=${investorId}`,
    );
    expect(held.status).toBe(200);
    expect(held.body.rows.length).toBeGreaterThan(0);
    const heldTotal = column(held.body, 'committed').reduce((s, c) => s + (moneyOf(c) ?? 0), 0);
    expect(moneyOf(gpRow.cells.committed)).toBe(heldTotal);
    expect(heldTotal).toBeGreaterThan(0);

    const fund = await call<Table>(
      'GET',
      `/api/commitment-information-table-data/?fund_family_id=${demoFundId}`,
    );
    expect(fund.body.rows).toHaveLength(41);
    expect(column(fund.body, 'committed')[0]?.tooltip?.message).toMatch(
      // By classification (docs/figures.md): a transfer twin counts as the code it moved.
      /^Sum of 1 posted ledger row\(s\) of codes classified commitment\.$/,
    );
    expect((await call('GET', '/api/commitment-information-table-data/')).status).toBe(404);
    expect(
      (await call('GET', `/api/closing-table-data/?fund_family_id=${demoFundId}`)).body,
    ).toMatchObject({ rows: [{}, {}] });
  });

  it('summarizes the fund family from the ledger, each number explained', async () => {
    const stats = await call<CommitmentStats>(
      'GET',
      `/api/fund-family/${demoFundId}/commitment-stats/`,
    );
    expect(stats.status).toBe(200);
    const figure = (id: string) => stats.body.figures.find((f) => f.id === id)!;
    const committed = figure('committed').value!;
    const byEntity = column(stats.body.by_entity, 'committed').reduce(
      (s, c) => s + (moneyOf(c) ?? 0),
      0,
    );
    const byClosing = column(stats.body.closings, 'admitted').reduce(
      (s, c) => s + (moneyOf(c) ?? 0),
      0,
    );
    // The closings are the only source of commitment rows: three ways to one total.
    expect(byEntity).toBe(committed);
    expect(byClosing).toBe(committed);
    expect(stats.body.by_entity.rows).toHaveLength(4);
    expect(stats.body.closings.rows).toHaveLength(2);
    const last = stats.body.closings.rows.at(-1)!;
    expect(moneyOf(last.cells.cumulative)).toBe(committed);
    expect(moneyOf(last.cells.equalization)).toBeGreaterThan(0);
    expect(figure('percent_of_target').value).toBe(
      Math.round((committed * 10_000) / figure('target_raise').value!) / 100,
    );
    expect(figure('investors').value).toBe(41);
    expect(figure('committed').explanation).toBe(
      'From 41 commitments: Commitment 540,500,000.00 (41 ledger rows).',
    );
    expect(figure('unfunded').value).toBe(committed - figure('contributed').value!);
  });

  it('edits a fund entity and refuses a bad functional type', async () => {
    const path = `/api/fund-family/${demoFundId}/fund-entities/`;
    const entities = (await call<FundEntity[]>('GET', path)).body;
    const gp = entities.find((e) => e.functional_type === 'general_partner')!;
    const edit = {
      name: 'Harborview GP IV, L.L.C.',
      short_name: 'HCP GP LLC',
      functional_type: 'general_partner_and_special_limited_partner',
      legal_type: 'llc',
    };
    const saved = await call<FundEntity>('PUT', `${path}${gp.id}/`, edit);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...edit, id: gp.id, fund_family_id: demoFundId });
    const bad = await call<ErrorBody>('PUT', `${path}${gp.id}/`, {
      ...edit,
      name: '',
      functional_type: 'hedge_fund',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      name: ['This field may not be blank.'],
      functional_type: ['Invalid'],
    });
    const after = (await call<FundEntity[]>('GET', path)).body.find((e) => e.id === gp.id);
    expect(after).toEqual(saved.body);
    // A reader may look but not edit.
    const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    expect((await call('PUT', `${path}${gp.id}/`, edit, reader)).status).toBe(403);
  });

  it("gives another customer's user nothing of these investors and funds", async () => {
    const investor = (await call<Investor[]>('GET', '/api/investor/')).body[0]!;
    const entityId = investor.entities[0]!.id;
    const gets = [
      `/api/investor/${investor.id}`,
      `/api/investor-entity/${entityId}/`,
      `/api/investor/${investor.id}/activity-table-data/`,
      `/api/commitment-information-table-data/?investor_id=${investor.id}`,
      `/api/commitment-information-table-data/?fund_family_id=${demoFundId}`,
      `/api/closing-table-data/?fund_family_id=${demoFundId}`,
      `/api/fund-family/${demoFundId}/commitment-stats/`,
    ];
    for (const path of gets) expect((await call('GET', path, undefined, beacon)).status).toBe(404);
    const put = await call('PUT', `/api/investor/${investor.id}`, { ...investor }, beacon);
    expect(put.status).toBe(404);
    expect((await call('PUT', `/api/investor-entity/${entityId}/`, profile, beacon)).status).toBe(
      404,
    );
    expect((await call('DELETE', `/api/investor/${investor.id}`, undefined, beacon)).status).toBe(
      404,
    );
    const entities = (
      await call<FundEntity[]>('GET', `/api/fund-family/${demoFundId}/fund-entities/`)
    ).body;
    const entityEdit = await call(
      'PUT',
      `/api/fund-family/${demoFundId}/fund-entities/${entities[0]!.id}/`,
      {
        name: 'Taken over',
        short_name: null,
        functional_type: 'main_fund',
        legal_type: 'llc',
      },
      beacon,
    );
    expect(entityEdit.status).toBe(404);
    const list = await call<Table>('GET', '/api/investor-table-data', undefined, beacon);
    expect(list.body.rows.map((r) => r.id)).not.toContain(investor.id);
    // And nothing changed for the owner.
    expect((await call<InvestorDetail>('GET', `/api/investor/${investor.id}`)).body.name).toBe(
      investor.name,
    );
  });
});
