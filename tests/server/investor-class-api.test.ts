import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelManagementFee } from '../../src/api/fee-examples';
import type { Fee } from '../../src/api/fees';
import type { InvestorClass, InvestorClassDetail } from '../../src/api/investor-classes';
import type { Table } from '../../src/api/table-data';
import { audit_log, commitments, investor_classes } from '../../src/server/db/schema';
import {
  europeanTiers,
  startConfigurationKit,
  type ConfigurationKit,
  type ErrorBody,
} from './fund-configuration-kit';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('investor class API on $name', (database) => {
  let k: ConfigurationKit;
  let feeId: string;
  beforeAll(async () => {
    k = await startConfigurationKit(database, 'Class Configuration Fund');
    const fee = await k.call<Fee>('POST', '/fee-information/', {
      fund_family_id: k.fundFamilyId,
      ...modelManagementFee(k.basisCalculationId, '2025-01-01'),
    });
    feeId = fee.body.id;
    await k.call('POST', '/waterfall/configuration/', {
      fund_family_id: k.fundFamilyId,
      waterfall_type: 'whole_fund',
      carry_partner_entity_id: k.gpEntityId,
      tiers: europeanTiers,
    });
  });
  afterAll(() => k.t.dispose());

  const query = () => `?fund_family_id=${k.fundFamilyId}`;
  const classRows = () =>
    k.t.deps.handle.db
      .select()
      .from(investor_classes)
      .where(eq(investor_classes.fund_family_id, k.fundFamilyId));
  const list = async (token = k.tokens.config) =>
    (await k.call<InvestorClass[]>('GET', `/investor-class/${query()}`, undefined, token)).body;

  it('creates a class with fee and waterfall overrides, and bulk-creates more, all or none', async () => {
    const created = await k.call<InvestorClassDetail>('POST', '/investor-class/', {
      fund_family_id: k.fundFamilyId,
      name: 'Class A',
      description: 'Anchor investors: 1.5% fee, 15% carry',
      fee_overrides: [{ fee_id: feeId, rates: [{ from: '2025-01-01', rate_percent: '1.5' }] }],
      waterfall_overrides: [
        {
          tier_name: 'Final split',
          rate_percent: null,
          catch_up_percent: null,
          carry_percent: '15',
        },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Class A',
      fee_overrides: [
        {
          fee_id: feeId,
          fee_name: 'Management fee',
          rates: [{ from: '2025-01-01', rate_percent: '1.5' }],
        },
      ],
      waterfall_overrides: [{ tier_name: 'Final split', carry_percent: '15' }],
      commitment_count: 0,
      commitments: [],
    });
    const [row] = await classRows();
    expect(row!.waterfall_overrides).toEqual({ 'Final split': { carry: '0.15' } });

    const bulk = await k.call<InvestorClass[]>('POST', '/investor-class/bulk/', {
      fund_family_id: k.fundFamilyId,
      classes: [{ name: 'Class B' }, { name: 'Class C', description: 'Employees' }],
    });
    expect(bulk.status).toBe(201);
    expect(bulk.body.map((c) => c.name)).toEqual(['Class A', 'Class B', 'Class C']);
    const clash = await k.call<ErrorBody>('POST', '/investor-class/bulk/', {
      fund_family_id: k.fundFamilyId,
      classes: [{ name: 'Class D' }, { name: 'class a' }],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.data).toEqual({
      'classes.1.name': ['This fund family already has a class with this name.'],
    });
    expect((await list(k.tokens.reader)).map((c) => c.name)).toEqual([
      'Class A',
      'Class B',
      'Class C',
    ]);
  });

  it('refuses bad input and overrides of fees or tiers the fund does not have; nothing changes', async () => {
    const before = await classRows();
    const [a] = await list();
    const bad = await k.call<ErrorBody>('PUT', `/investor-class/${a!.id}/`, {
      name: '',
      fee_overrides: [{ fee_id: feeId, rates: [{ from: '2025-13-01', rate_percent: '200' }] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      name: ['This field may not be blank.'],
      'fee_overrides.0.rates.0.from': ['Must be valid date'],
      'fee_overrides.0.rates.0.rate_percent': ['Less than or equal to 100'],
    });
    const unknown = await k.call<ErrorBody>('PUT', `/investor-class/${a!.id}/`, {
      name: 'Class A',
      fee_overrides: [
        {
          fee_id: '00000000-0000-4000-8000-000000000000',
          rates: [{ from: '2025-01-01', rate_percent: '1' }],
        },
      ],
      waterfall_overrides: [{ tier_name: 'Super carry', carry_percent: '30' }],
    });
    expect(unknown.body.data).toEqual({
      'fee_overrides.0.fee_id': ['No such fee in this fund.'],
      'waterfall_overrides.0.tier_name': ['No such tier in the fund’s waterfall.'],
    });
    const renamed = await k.call<ErrorBody>('PUT', `/investor-class/${a!.id}/`, {
      name: 'Class B',
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.data).toEqual({
      name: ['This fund family already has a class with this name.'],
    });
    expect(await classRows()).toEqual(before);
    expect((await list())[0]!.fee_overrides).toHaveLength(1);
  });

  it('edits a class (audited) and puts a commitment in it through a closing', async () => {
    const [a, b] = await list();
    const edited = await k.call<InvestorClassDetail>('PUT', `/investor-class/${a!.id}/`, {
      name: 'Class A',
      description: 'Anchor investors',
      fee_overrides: [],
      waterfall_overrides: [{ tier_name: 'Preferred return', rate_percent: '7' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.fee_overrides).toEqual([]);
    expect(edited.body.waterfall_overrides).toEqual([
      {
        tier_name: 'Preferred return',
        rate_percent: '7',
        catch_up_percent: null,
        carry_percent: null,
      },
    ]);
    const audits = await k.t.deps.handle.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(and(eq(audit_log.target_type, 'investor_class'), eq(audit_log.target_id, a!.id)));
    expect(audits.map((x) => x.action).sort()).toEqual(['create', 'edit']);

    const investor = await k.call<{ entities: { id: string }[] }>('POST', '/investor/', {
      name: 'Class Test Pension',
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: 'Class Test Pension Plan', legal_type: 'limited_partnership' },
    });
    const entityId = investor.body.entities[0]!.id;
    const started = await k.call<{ first_closing_id: string }>(
      'PATCH',
      `/fund-family/${k.fundFamilyId}/fundraise/`,
      { first_closing_date: '2025-03-31' },
    );
    const closing = { body: { id: started.body.first_closing_id } };
    const other = await k.call<{ id: string }>('POST', '/fund-family/', { name: 'Another fund' });
    const foreignClass = await k.call<InvestorClassDetail>('POST', '/investor-class/', {
      fund_family_id: other.body.id,
      name: 'Class A',
    });
    const add = (investor_class_id: string) =>
      k.call<ErrorBody>('PUT', `/closing/${closing.body.id}/add-security/`, {
        investor_entity_id: entityId,
        owning_entity_id: k.gpEntityId,
        amount_cents: 10_000_000_00,
        investor_class_id,
      });
    const refused = await add(foreignClass.body.id);
    expect(refused.body, JSON.stringify(refused)).toMatchObject({
      data: { investor_class_id: ['Invalid'] },
    });
    expect(refused.body.data).toEqual({ investor_class_id: ['Invalid'] });
    expect((await add(b!.id)).status).toBe(200);
    const detail = await k.call<InvestorClassDetail>(
      'GET',
      `/investor-class/${b!.id}/`,
      undefined,
      k.tokens.reader,
    );
    expect(detail.body.commitments).toEqual([
      expect.objectContaining({
        investor_entity_name: 'Class Test Pension Plan',
        amount_cents: 10_000_000_00,
      }),
    ]);
    expect(detail.body.commitment_count).toBe(1);
    const rows = await k.t.deps.handle.db
      .select()
      .from(commitments)
      .where(eq(commitments.investor_class_id, b!.id));
    expect(rows).toHaveLength(1);
    const table = (await k.call<Table>('GET', `/investor-class-information/${query()}`)).body;
    expect(table.rows.map((r) => r.cells.commitments!.value)).toEqual([
      { type: 'integer', value: 0 },
      { type: 'integer', value: 1 },
      { type: 'integer', value: 0 },
    ]);
  });

  it('refuses writes to a read-only user and shows another customer nothing', async () => {
    const before = await classRows();
    const [a] = await list();
    const reader = k.tokens.reader;
    expect(
      (
        await k.call(
          'POST',
          '/investor-class/',
          { fund_family_id: k.fundFamilyId, name: 'R' },
          reader,
        )
      ).status,
    ).toBe(403);
    expect((await k.call('PUT', `/investor-class/${a!.id}/`, { name: 'R' }, reader)).status).toBe(
      403,
    );
    expect(
      (
        await k.call(
          'POST',
          '/investor-class/bulk/',
          { fund_family_id: k.fundFamilyId, classes: [{ name: 'R' }] },
          reader,
        )
      ).status,
    ).toBe(403);
    const beacon = k.tokens.beacon;
    expect((await k.call('GET', `/investor-class/${query()}`, undefined, beacon)).status).toBe(404);
    expect(
      (await k.call('GET', `/investor-class-information/${query()}`, undefined, beacon)).status,
    ).toBe(404);
    expect((await k.call('GET', `/investor-class/${a!.id}/`, undefined, beacon)).status).toBe(404);
    expect(
      (await k.call('PUT', `/investor-class/${a!.id}/`, { name: 'Mine' }, beacon)).status,
    ).toBe(404);
    expect(
      (
        await k.call(
          'POST',
          '/investor-class/',
          { fund_family_id: k.fundFamilyId, name: 'B' },
          beacon,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await k.call(
          'POST',
          '/investor-class/bulk/',
          { fund_family_id: k.fundFamilyId, classes: [{ name: 'B' }] },
          beacon,
        )
      ).status,
    ).toBe(404);
    expect(await classRows()).toEqual(before);
  });
});
