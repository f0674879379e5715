import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Table } from '../../src/api/table-data';
import type { WaterfallConfiguration, WaterfallTierInput } from '../../src/api/waterfall';
import { audit_log, waterfall_configurations } from '../../src/server/db/schema';
import {
  europeanTiers,
  startConfigurationKit,
  type ConfigurationKit,
  type ErrorBody,
} from './fund-configuration-kit';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('waterfall configuration API on $name', (database) => {
  let k: ConfigurationKit;
  beforeAll(async () => {
    k = await startConfigurationKit(database, 'Waterfall Configuration Fund');
  });
  afterAll(() => k.t.dispose());

  const query = () => `?fund_family_id=${k.fundFamilyId}`;
  const configuration = () => ({
    fund_family_id: k.fundFamilyId,
    waterfall_type: 'whole_fund',
    configuration_type: 'basic',
    carry_partner_entity_id: k.gpEntityId,
    pref_effect: 'actual',
    tiers: europeanTiers,
  });
  const stored = () =>
    k.t.deps.handle.db
      .select()
      .from(waterfall_configurations)
      .where(eq(waterfall_configurations.fund_family_id, k.fundFamilyId));

  it('has no configuration before one is saved, and is not hybrid', async () => {
    expect((await k.call('GET', `/waterfall/configuration/${query()}`)).body).toBeNull();
    expect((await k.call('GET', `/waterfall/is-hybrid/${query()}`)).body).toEqual({
      is_hybrid: false,
    });
  });

  it('upserts a European waterfall stored in the engine’s shape, audited', async () => {
    const saved = await k.call<WaterfallConfiguration>(
      'POST',
      '/waterfall/configuration/',
      configuration(),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.tiers).toEqual(europeanTiers);
    const [row] = await stored();
    expect(row!.tiers).toEqual([
      { name: 'Return of capital', type: 'return_of_capital' },
      {
        name: 'Preferred return',
        type: 'preferred_return',
        rate: '0.08',
        compounding: 'annually',
        dayCount: 'actual_365',
        limitingFactor: 'cash_flows',
      },
      { name: 'GP catch-up', type: 'gp_catch_up', catchUp: '1', carry: '0.2' },
      { name: 'Final split', type: 'final_split', carry: '0.2' },
    ]);
    const again = await k.call<WaterfallConfiguration>('POST', '/waterfall/configuration/', {
      ...configuration(),
      waterfall_type: 'hybrid',
    });
    expect(again.body.id).toBe(saved.body.id);
    expect(
      (await k.call('GET', `/waterfall/is-hybrid/${query()}`, undefined, k.tokens.reader)).body,
    ).toEqual({ is_hybrid: true });
    expect(await stored()).toHaveLength(1);
    const audits = await k.t.deps.handle.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(
        and(
          eq(audit_log.target_type, 'waterfall_configuration'),
          eq(audit_log.target_id, saved.body.id),
        ),
      );
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'edit']);
  });

  it('feeds the config table: one row per tier with its hurdle and carry partner', async () => {
    const table = (
      await k.call<Table>('GET', `/waterfall/config-table/${query()}`, undefined, k.tokens.reader)
    ).body;
    expect(table.rows.map((r) => r.cells.name!.value)).toEqual(
      europeanTiers.map((t) => ({ type: 'text', text: t.name })),
    );
    expect(table.rows[1]!.cells.hurdle!.value).toEqual({
      type: 'text',
      text: '8% a year, compounded annually',
    });
    expect(table.rows[3]!.cells.carry!.value).toEqual({ type: 'percent', value: 20 });
    expect(table.rows[3]!.cells.carry_partner!.value).toEqual({
      type: 'text',
      text: 'Waterfall Configuration Fund GP, LLC',
    });
  });

  it('refuses tiers that break the rules, with messages on the fields, and changes nothing', async () => {
    const before = await stored();
    const [roc, pref, catchUp, split] = europeanTiers as [
      WaterfallTierInput,
      WaterfallTierInput,
      WaterfallTierInput,
      WaterfallTierInput,
    ];
    const bad = await k.call<ErrorBody>('POST', '/waterfall/configuration/', {
      ...configuration(),
      carry_partner_entity_id: null,
      tiers: [roc, split, { ...pref, rate_percent: '108' }, catchUp],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      'tiers.2.rate_percent': ['Less than or equal to 100'],
      'tiers.1.type': ['The final split must be the last tier.'],
      carry_partner_entity_id: [
        'A tier that pays carry needs a carry partner.',
        'A catch-up tier needs a carry partner.',
      ],
    });
    const rules = await k.call<ErrorBody>('POST', '/waterfall/configuration/', {
      ...configuration(),
      carry_partner_entity_id: null,
      tiers: [roc, catchUp, pref, { ...split, name: 'Return of capital' }],
    });
    expect(rules.body.data).toEqual({
      'tiers.1.type': ['A catch-up tier must follow a preferred return tier.'],
      'tiers.3.name': ['Tier names must be unique.'],
      carry_partner_entity_id: [
        'A catch-up tier needs a carry partner.',
        'A tier that pays carry needs a carry partner.',
      ],
    });
    const stranger = await k.call<ErrorBody>('POST', '/waterfall/configuration/', {
      ...configuration(),
      carry_partner_entity_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(stranger.body.data).toEqual({
      carry_partner_entity_id: ['Choose an entity of this fund family.'],
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses writes to a read-only user and shows another customer nothing', async () => {
    const before = await stored();
    expect(
      (await k.call('POST', '/waterfall/configuration/', configuration(), k.tokens.reader)).status,
    ).toBe(403);
    for (const path of ['configuration', 'config-table', 'is-hybrid'])
      expect(
        (await k.call('GET', `/waterfall/${path}/${query()}`, undefined, k.tokens.beacon)).status,
      ).toBe(404);
    expect(
      (await k.call('POST', '/waterfall/configuration/', configuration(), k.tokens.beacon)).status,
    ).toBe(404);
    expect(await stored()).toEqual(before);
  });
});
