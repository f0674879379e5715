import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import type { CapitalCallBreakdown } from '../../src/api/capital-call-breakdown';
import type { FeeCall } from '../../src/api/fee-call';
import type {
  FeeChargeEventListItem,
  FeeChargeEventView,
  FeeChargeLineWorking,
} from '../../src/api/fee-charge-event';
import { startFeeChargeFund, type FeeChargeFund } from './fee-charge-fund';
import type { ConfigurationKit } from './fund-configuration-kit';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

/**
 * A fee charge event from draft to published (issue 20), worked by hand on a small fund:
 * 2% a year on committed capital, actual/365, quarterly in advance, day-weighted average basis;
 * transaction fee offsets at 100%, offsets first, waivers accrued per LP; class Founders 0%.
 * First close 2026-01-15: Atlas $10,000,000 (fund rate), Gus $1,000,000 (Founders).
 *
 * Q2 2026 (2026-04-01 to 06-30, 91 days):
 * - Atlas gross 1,000,000,000¢ × 2% × 91/365 = 4,986,301.37¢ → 4,986,301¢; Gus 0¢.
 * - A $5,000.00 transaction fee offset (500,000¢) is shared by the commitments bearing the fee:
 *   Atlas alone (Gus's class is exempt), 500,000¢, ≤ its fee, all applied.
 * - A $1,000.00 waiver for Atlas: applied after the offsets, 100,000¢.
 * - Atlas net 4,986,301 − 500,000 − 100,000 = 4,386,301¢.
 * Ledger: management_fee 4,986,301; management_fee_offset −500,000; management_fee_waiver
 * −100,000; fee_waiver_accrual +100,000 (the waiver's counterpart).
 */
describe.each(testDatabases())('fee charge events on $name', (database) => {
  let k: ConfigurationKit;
  let as: FeeChargeFund['as'];
  let commitment: FeeChargeFund['commitment'];
  let feeId = '';
  let eventId = '';

  beforeAll(async () => {
    ({ k, as, feeId, commitment } = await startFeeChargeFund(
      database,
      { name: 'Fee Charge Fund', shortName: 'FCH', lpSuffix: 'Charge' },
      [
        ['Atlas', 10_000_000],
        ['Gus', 1_000_000, 'Founders'],
      ],
    ));
  });
  afterAll(() => k.t.dispose());

  it('drafts Q2 2026 with each LP its hand-worked gross fee, and refuses the period again', async () => {
    const created = await as<FeeChargeEventView>('writer', 'POST', '/fee-charge-event/', {
      fund_family_id: k.fundFamilyId,
      fee_id: feeId,
      period_start: '2026-04-01',
    });
    expect(created.status).toBe(201);
    eventId = created.body.id;
    expect(created.body).toMatchObject({
      state: 'draft',
      name: 'Management fee, Q2 2026',
      period: { start: '2026-04-01', end: '2026-06-30' },
      effective_date: '2026-04-01',
      totals: {
        gross_cents: 4_986_301,
        offsets_applied_cents: 0,
        waivers_applied_cents: 0,
        net_cents: 4_986_301,
      },
    });
    const atlas = created.body.lines.find((l) => l.commitment_id === commitment.Atlas)!;
    expect(atlas).toMatchObject({ basis: '1000000000', rate_percent: '2', gross_cents: 4_986_301 });
    // The working is fetched per LP (the answer keeps to the figures): its last gross step is
    // Atlas's fee, and a commitment the charge has no line for, or another customer, gets none.
    const line = `/fee-charge-event/${eventId}/line/${commitment.Atlas}/`;
    const working = await as<FeeChargeLineWorking>('reader', 'GET', line);
    expect(working.status).toBe(200);
    expect(working.body.commitment_id).toBe(commitment.Atlas);
    expect(working.body.gross_audit.at(-1)!.value).toBe(4_986_301);
    expect(working.body.application_audit.length).toBeGreaterThan(0);
    expect((await as('beacon', 'GET', line)).status).toBe(404);
    expect(
      (await as('reader', 'GET', `/fee-charge-event/${eventId}/line/${k.fundFamilyId}/`)).status,
    ).toBe(404);
    expect(created.body.lines.find((l) => l.commitment_id === commitment.Gus)!.gross_cents).toBe(0);
    // The writer prepared it: publish is not theirs to do.
    expect(created.body.actions).toEqual(['delete']);

    const again = await as<ErrorBody>('writer', 'POST', '/fee-charge-event/', {
      fund_family_id: k.fundFamilyId,
      fee_id: feeId,
      period_start: '2026-04-01',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'The same time period cannot be used for more than one fee calculation.',
    );
    const misaligned = await as<ErrorBody>('writer', 'POST', '/fee-charge-event/', {
      fund_family_id: k.fundFamilyId,
      fee_id: feeId,
      period_start: '2026-05-01',
    });
    expect(misaligned.status).toBe(400);
    expect(misaligned.body.data?.period_start).toEqual([
      'Choose the first day of a quarterly fee period.',
    ]);
  });

  it('applies a transaction fee offset and a waiver: net = gross − offsets − waivers, pinned', async () => {
    const saved = await as<FeeChargeEventView>(
      'writer',
      'POST',
      `/fee-charge-event/${eventId}/fee-offset-applications/`,
      {
        offsets: [
          {
            type: 'transaction_fees',
            amount_cents: 500_000,
            date: '2026-03-15',
            description: 'Deal fee',
          },
        ],
        waivers: [{ commitment_id: commitment.Atlas, amount_cents: 100_000 }],
      },
    );
    expect(saved.status).toBe(200);
    const atlas = saved.body.lines.find((l) => l.commitment_id === commitment.Atlas)!;
    expect(atlas).toMatchObject({
      gross_cents: 4_986_301,
      offsets_recognized_cents: 500_000,
      offsets_applied_cents: 500_000,
      waivers_applied_cents: 100_000,
      net_cents: 4_386_301,
    });
    expect(saved.body.lines.find((l) => l.commitment_id === commitment.Gus)).toMatchObject({
      offsets_recognized_cents: 0,
      net_cents: 0,
    });
    expect(saved.body.totals.net_cents).toBe(4_386_301);
    expect(saved.body.checks.every((c) => c.passed)).toBe(true);
    // A draft's row on the postings tab: what publishing it would post now.
    const drafts = await as<FeeChargeEventListItem[]>(
      'writer',
      'GET',
      `/fee-charge-event/list?fund_family_id=${k.fundFamilyId}`,
    );
    expect(drafts.body).toEqual([
      expect.objectContaining({
        id: eventId,
        state: 'draft',
        gross_cents: 4_986_301,
        offsets_applied_cents: 500_000,
        waivers_applied_cents: 100_000,
        net_cents: 4_386_301,
      }),
    ]);
    const bad = await as<ErrorBody>(
      'writer',
      'POST',
      `/fee-charge-event/${eventId}/fee-offset-applications/`,
      {
        offsets: [],
        waivers: [{ commitment_id: '00000000-0000-4000-8000-000000000000', amount_cents: 1 }],
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data?.['waivers.0.commitment_id']).toEqual([
      'Choose a commitment of this fund family.',
    ]);
  });

  it('keeps it from readers’ changes and from another customer', async () => {
    expect((await as('reader', 'GET', `/fee-charge-event/${eventId}/`)).status).toBe(200);
    expect((await as('reader', 'DELETE', `/fee-charge-event/${eventId}/`)).status).toBe(403);
    expect((await as('reader', 'PATCH', `/fee-charge-event/${eventId}/publish/`)).status).toBe(403);
    expect((await as('beacon', 'GET', `/fee-charge-event/${eventId}/`)).status).toBe(404);
    expect((await as('beacon', 'PATCH', `/fee-charge-event/${eventId}/publish/`)).status).toBe(404);
    expect(
      (await as('beacon', 'GET', `/fee-charge-event/list?fund_family_id=${k.fundFamilyId}`)).status,
    ).toBe(404);
  });

  it('publishes by another approver: the ledger rows are the figures; then it is final', async () => {
    const published = await as<FeeChargeEventView>(
      'approver',
      'PATCH',
      `/fee-charge-event/${eventId}/publish/`,
    );
    expect(published.status).toBe(200);
    expect(published.body.state).toBe('published');
    expect(Object.fromEntries(published.body.ledger.map((l) => [l.code, l.amount_cents]))).toEqual({
      management_fee: 4_986_301,
      management_fee_offset: -500_000,
      management_fee_waiver: -100_000,
      fee_waiver_accrual: 100_000,
    });
    expect(published.body.checks.every((c) => c.passed)).toBe(true);
    const list = await as<FeeChargeEventListItem[]>(
      'reader',
      'GET',
      `/fee-charge-event/list?fund_family_id=${k.fundFamilyId}`,
    );
    // The postings tab reads the published event's figures back from its ledger rows.
    expect(list.body).toEqual([
      expect.objectContaining({
        id: eventId,
        state: 'published',
        gross_cents: 4_986_301,
        offsets_applied_cents: 500_000,
        waivers_applied_cents: 100_000,
        net_cents: 4_386_301,
        created_by: expect.objectContaining({ name: expect.any(String) }),
        offsets: [
          {
            type: 'transaction_fees',
            amount_cents: 500_000,
            date: '2026-03-15',
            description: 'Deal fee',
          },
        ],
        waivers: [
          {
            commitment_id: commitment.Atlas,
            amount_cents: 100_000,
            investor_entity_name: 'Atlas Charge LP',
          },
        ],
      }),
    ]);
    for (const [method, path] of [
      ['PATCH', `/fee-charge-event/${eventId}/publish/`],
      ['DELETE', `/fee-charge-event/${eventId}/`],
    ] as const) {
      const refused = await as<ErrorBody>('approver', method, path);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('invalid_transition');
    }
    const edit = await as<ErrorBody>(
      'writer',
      'POST',
      `/fee-charge-event/${eventId}/fee-offset-applications/`,
      { offsets: [], waivers: [] },
    );
    expect(edit.status).toBe(409);
  });

  it('refuses the preparer publishing and deletes a draft', async () => {
    const q3 = await as<FeeChargeEventView>('approver', 'POST', '/fee-charge-event/', {
      fund_family_id: k.fundFamilyId,
      fee_id: feeId,
      period_start: '2026-07-01',
    });
    expect(q3.status).toBe(201);
    const own = await as<ErrorBody>(
      'approver',
      'PATCH',
      `/fee-charge-event/${q3.body.id}/publish/`,
    );
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('separation_of_duties');
    const deleted = await as('writer', 'DELETE', `/fee-charge-event/${q3.body.id}/`);
    expect(deleted.status).toBe(200);
    expect((await as('reader', 'GET', `/fee-charge-event/${q3.body.id}/`)).status).toBe(404);
  });

  it('drafts the call that collects the published charge: each LP its net fee, once', async () => {
    const callFor = (id: string) => `/fee-charge-event/${id}/call-for-fees/`;
    const dates = { notice_date: '2026-04-01', due_date: '2026-04-15' };
    expect((await as('reader', 'POST', callFor(eventId), dates)).status).toBe(403);
    expect((await as('beacon', 'POST', callFor(eventId), dates)).status).toBe(404);
    const backwards = await as<ErrorBody>('writer', 'POST', callFor(eventId), {
      notice_date: '2026-04-15',
      due_date: '2026-04-01',
    });
    expect([backwards.status, backwards.body.data]).toEqual([
      400,
      { due_date: ['Due Date cannot be before Notice Date.'] },
    ]);
    const draft = await as<FeeChargeEventView>('writer', 'POST', '/fee-charge-event/', {
      fund_family_id: k.fundFamilyId,
      fee_id: feeId,
      period_start: '2026-07-01',
    });
    const unpublished = await as<ErrorBody>('writer', 'POST', callFor(draft.body.id), dates);
    expect([unpublished.status, unpublished.body.message]).toEqual([
      409,
      'Publish the fee charge before calling it.',
    ]);
    expect((await as('writer', 'DELETE', `/fee-charge-event/${draft.body.id}/`)).status).toBe(200);

    const called = await as<FeeCall>('writer', 'POST', callFor(eventId), dates);
    expect(called.status).toBe(201);
    expect(called.body).toEqual({
      event_id: expect.any(String),
      name: 'Capital call 1',
      state: 'draft',
    });
    const base = `/fund-family/${k.fundFamilyId}`;
    const call = await as<CapitalCallEvent>(
      'writer',
      'GET',
      `${base}/fund-family-event/${called.body.event_id}`,
    );
    // Atlas's net as published (4,986,301 gross − 500,000 offset − 100,000 waiver):
    // 4,386,301¢; Gus's class is exempt, so nothing.
    expect(call.body.uses.map((u) => [u.kind, u.amount_cents, u.transaction_code])).toEqual([
      ['management_fees', 4_386_301, 'contribution_management_fee'],
    ]);
    const breakdown = await as<CapitalCallBreakdown>(
      'writer',
      'GET',
      `${base}/capital-call/${called.body.event_id}/breakdown`,
    );
    const useId = call.body.uses[0]!.id;
    expect(Object.fromEntries(breakdown.body.rows.map((r) => [r.lp, r.by_use[useId]]))).toEqual({
      'Atlas Charge LP': 4_386_301,
      'Gus Charge LP': 0,
    });
    const again = await as<ErrorBody>('writer', 'POST', callFor(eventId), dates);
    expect([again.status, again.body.message]).toEqual([
      409,
      'These fees are already called in Capital call 1.',
    ]);
    const view = await as<FeeChargeEventView>('reader', 'GET', `/fee-charge-event/${eventId}/`);
    expect(view.body.fee_call).toEqual(called.body);

    // The call is a capital call like any other: another user finalizes it.
    const done = await as<CapitalCallEvent>(
      'approver',
      'PATCH',
      `${base}/fund-family-event/${called.body.event_id}/finalize`,
    );
    expect([done.status, done.body.state]).toEqual([200, 'completed']);
    const posted = await k.t.deps.handle.query<{ commitment_id: string; amount: string }>(
      `select commitment_id, amount_cents::text as amount from transactions
       where fund_family_event_id = $1`,
      [called.body.event_id],
    );
    expect(posted).toEqual([{ commitment_id: commitment.Atlas, amount: '4386301' }]);
  });
});
