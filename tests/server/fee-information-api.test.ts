import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fee, FeeInput } from '../../src/api/fees';
import { audit_log, fees } from '../../src/server/db/schema';
import { chargedFeeNotDeleted } from '../../src/server/fees/fee-configuration';
import {
  startConfigurationKit,
  type ConfigurationKit,
  type ErrorBody,
} from './fund-configuration-kit';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('fee information API on $name', (database) => {
  let k: ConfigurationKit;
  beforeAll(async () => {
    k = await startConfigurationKit(database, 'Fee Configuration Fund');
  });
  afterAll(() => k.t.dispose());

  const managementFee = (): FeeInput => ({
    name: 'Management fee',
    type: 'management',
    rates: [
      { from: '2025-01-01', rate_percent: '2' },
      { from: '2030-01-01', rate_percent: '1.5' },
    ],
    basis: [{ from: '2025-01-01', calculation_id: k.basisCalculationId }],
    day_count: 'actual_365',
    proration: 'model_lpa',
    cadence: 'quarterly',
    charge_timing: 'in_advance',
    basis_determination: 'day_weighted_average',
    partial_period_basis: 'use_partial_period',
    true_up_eligible: true,
    offsets: [{ type: 'transaction_fees', percent: '100' }],
    order_of_operations: 'offsets_first',
    waiver_methodology: null,
  });
  const list = async (token = k.tokens.config) =>
    (
      await k.call<Fee[]>(
        'GET',
        `/fee-information/?fund_family_id=${k.fundFamilyId}`,
        undefined,
        token,
      )
    ).body;
  const stored = () =>
    k.t.deps.handle.db.select().from(fees).where(eq(fees.fund_family_id, k.fundFamilyId));

  it('creates a fee, stores its rates as the fractions the fee engine reads, and reads it back', async () => {
    const created = await k.call<Fee>('POST', '/fee-information/', {
      fund_family_id: k.fundFamilyId,
      ...managementFee(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...managementFee(),
      basis: [{ calculation_id: k.basisCalculationId, calculation_name: 'Management fee basis' }],
    });
    const [row] = await stored();
    expect(row!.rates).toEqual([
      { from: '2025-01-01', rate: '0.02' },
      { from: '2030-01-01', rate: '0.015' },
    ]);
    expect(row!.offset_percentages).toEqual({ transaction_fees: '1' });
    expect(row!.proration).toBe('model_lpa');
    const one = await k.call<Fee>(
      'GET',
      `/fee-information/${created.body.id}/`,
      undefined,
      k.tokens.reader,
    );
    expect(one.status).toBe(200);
    expect(one.body.name).toBe('Management fee');
    expect((await list(k.tokens.reader)).map((f) => f.id)).toEqual([created.body.id]);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await stored();
    const bad = await k.call<ErrorBody>('POST', '/fee-information/', {
      fund_family_id: k.fundFamilyId,
      ...managementFee(),
      name: ' ',
      rates: [
        { from: '2025-01-01', rate_percent: '120' },
        { from: '2024-01-01', rate_percent: '-1' },
      ],
      cadence: 'weekly',
      proration: 'thirty_days',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({
      name: ['This field may not be blank.'],
      'rates.0.rate_percent': ['Less than or equal to 100'],
      'rates.1.rate_percent': ['Must be valid percent'],
      cadence: expect.any(Array),
      proration: ['Choose model_lpa (the model LPA) or day_count (by the day count).'],
    });
    const taken = await k.call<ErrorBody>('POST', '/fee-information/', {
      fund_family_id: k.fundFamilyId,
      ...managementFee(),
      basis: [{ from: '2025-01-01', calculation_id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(taken.status).toBe(400);
    expect(taken.body.data).toEqual({
      name: ['This fund family already has a fee with this name.'],
      'basis.0.calculation_id': ['Choose a calculation of this fund family.'],
    });
    const unordered = await k.call<ErrorBody>('POST', '/fee-information/', {
      fund_family_id: k.fundFamilyId,
      ...managementFee(),
      name: 'Other',
      rates: [
        { from: '2026-01-01', rate_percent: '2' },
        { from: '2025-01-01', rate_percent: '1' },
      ],
    });
    expect(unordered.body.data).toEqual({
      rates: ['Each rate must start after the one before it.'],
    });
    expect(await stored()).toEqual(before);
  });

  it('updates and deletes a fee, each audited', async () => {
    const [fee] = await list();
    const updated = await k.call<Fee>('PUT', `/fee-information/${fee!.id}/`, {
      ...managementFee(),
      rates: [{ from: '2025-01-01', rate_percent: '1.75' }],
      waiver_methodology: 'fee_waiver_accruals_per_lp',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.rates).toEqual([{ from: '2025-01-01', rate_percent: '1.75' }]);
    expect(updated.body.waiver_methodology).toBe('fee_waiver_accruals_per_lp');
    // Left out, the proration is the day count's: what fees were charged under before it existed.
    const { proration: _left, ...withoutProration } = managementFee();
    const unset = await k.call<Fee>('PUT', `/fee-information/${fee!.id}/`, withoutProration);
    expect(unset.body.proration).toBe('day_count');
    const deleted = await k.call('DELETE', `/fee-information/${fee!.id}/`);
    expect(deleted.status).toBe(204);
    expect(await list()).toEqual([]);
    expect((await k.call('GET', `/fee-information/${fee!.id}/`)).status).toBe(404);
    const audits = await k.t.deps.handle.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(and(eq(audit_log.target_type, 'fee'), eq(audit_log.target_id, fee!.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'edit', 'edit']);
  });

  it('keeps a fee that has been charged: the demo fee’s delete is a 409 and changes nothing', async () => {
    // The demo charged its fee quarterly at seed (Q1 to Q4 2025 published, Q1 2026 a draft).
    const families = await k.call<{ id: string; name: string }[]>('GET', '/fund-family/');
    const demoId = families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    const demoFees = async () =>
      (await k.call<Fee[]>('GET', `/fee-information/?fund_family_id=${demoId}`)).body;
    const [demoFee] = await demoFees();
    const refused = await k.call<ErrorBody>('DELETE', `/fee-information/${demoFee!.id}/`);
    expect([refused.status, refused.body.message]).toEqual([409, chargedFeeNotDeleted]);
    expect((await demoFees()).map((f) => f.id)).toEqual([demoFee!.id]);
  });

  it('refuses writes to a read-only user and shows another customer nothing', async () => {
    const created = await k.call<Fee>('POST', '/fee-information/', {
      fund_family_id: k.fundFamilyId,
      ...managementFee(),
    });
    const id = created.body.id;
    const body = { fund_family_id: k.fundFamilyId, ...managementFee(), name: 'Reader fee' };
    expect((await k.call('POST', '/fee-information/', body, k.tokens.reader)).status).toBe(403);
    expect(
      (await k.call('PUT', `/fee-information/${id}/`, managementFee(), k.tokens.reader)).status,
    ).toBe(403);
    expect(
      (await k.call('DELETE', `/fee-information/${id}/`, undefined, k.tokens.reader)).status,
    ).toBe(403);

    const beacon = k.tokens.beacon;
    expect(
      (await k.call('GET', `/fee-information/?fund_family_id=${k.fundFamilyId}`, undefined, beacon))
        .status,
    ).toBe(404);
    expect((await k.call('GET', `/fee-information/${id}/`, undefined, beacon)).status).toBe(404);
    expect((await k.call('POST', '/fee-information/', body, beacon)).status).toBe(404);
    expect(
      (
        await k.call(
          'PUT',
          `/fee-information/${id}/`,
          { ...managementFee(), name: 'Taken over' },
          beacon,
        )
      ).status,
    ).toBe(404);
    expect((await k.call('DELETE', `/fee-information/${id}/`, undefined, beacon)).status).toBe(404);
    expect((await list()).map((f) => f.name)).toEqual(['Management fee']);
  });
});
