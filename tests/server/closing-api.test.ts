import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Closing,
  CommitmentInformation,
  FundEntity,
  Investor,
} from '../../src/api/fund-structure';
import * as v from 'valibot';
import {
  closingOrderOfOperationsSchema,
  type ClosingOrderOfOperations,
} from '../../src/api/closing-order-of-operations';
import { closingStatsSchema, type ClosingStats } from '../../src/api/closing-stats';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { finalizeClosing } from './finalize-closing';

const dollars = (amount: number) => amount * 100;

describe.each(testDatabases())('fund setup and closings on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let fundFamilyId: string;
  let mainFund: FundEntity;
  const investorEntity: Record<string, string> = {};

  const call = async <T>(method: string, path: string, body?: unknown, token = admin) => {
    const response = await t.request(path, {
      method,
      token,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    fundFamilyId = (
      await call<{ id: string }>('POST', '/api/fund-family/', { name: 'Equalization Test Fund' })
    ).body.id;
    mainFund = (
      await call<FundEntity>('POST', `/api/fund-family/${fundFamilyId}/fund-entities/`, {
        name: 'Equalization Test Fund, L.P.',
        short_name: 'ETF',
        functional_type: 'main_fund',
        legal_type: 'limited_partnership',
      })
    ).body;
    for (const name of [
      'Atlas Pension Plan',
      'Birch Family Office',
      'Cedar Endowment',
      'Delta Insurance Co.',
    ]) {
      const created = await call<Investor>('POST', '/api/investor/', {
        name,
        external_id: null,
        primary_contact_email: null,
        entity: { full_name: name, legal_type: 'limited_partnership' },
      });
      investorEntity[name] = created.body.entities[0]!.id;
    }
  });
  afterAll(() => t.dispose());

  it('saves the profile settings and refuses values outside their lists', async () => {
    const config = {
      currency: 'USD',
      rounding_methodology: 'cents',
      rounding_partner_ordering: 'largest_allocation',
      capital_call_methodology: 'gross',
      equalization_interest_methodology: 'simple_interest',
      equalization_interest_rate_percent: 8,
      target_raise_cents: dollars(50_000_000),
      target_close_date: '2026-12-31',
      phase: 'Fundraising',
    };
    const saved = await call('PUT', `/api/fund-family-config/${fundFamilyId}/`, config);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(config);
    const bad = await call<{ code: string; data: Record<string, string[]> }>(
      'PUT',
      `/api/fund-family-config/${fundFamilyId}/`,
      {
        ...config,
        currency: 'JPY',
      },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data)).toEqual(['currency']);
    expect((await call('GET', `/api/fund-family-config/${fundFamilyId}/`)).body).toEqual(config);
  });

  it('admits the first close through approval and writes the commitments to the ledger', async () => {
    const started = await call<{ first_closing_id: string }>(
      'PATCH',
      `/api/fund-family/${fundFamilyId}/fundraise/`,
      {
        first_closing_date: '2026-01-15',
      },
    );
    expect(started.status).toBe(200);
    const again = await call<{ message: string }>(
      'PATCH',
      `/api/fund-family/${fundFamilyId}/fundraise/`,
      {},
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "Looks like you're trying to start a first close on a fund that is not in draft mode. Please save your changes and try again.",
    );
    const closingId = started.body.first_closing_id;
    // Nothing to approve yet: the machine refuses.
    const empty = await call<{ code: string }>(
      'PATCH',
      `/api/closing/${closingId}/send-for-approval/`,
    );
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('invalid_transition');
    for (const [name, amount] of [
      ['Atlas Pension Plan', 10_000_000],
      ['Birch Family Office', 6_000_000],
      ['Cedar Endowment', 4_000_000],
    ] as const) {
      const added = await call<Closing>('PUT', `/api/closing/${closingId}/add-security/`, {
        investor_entity_id: investorEntity[name],
        owning_entity_id: mainFund.id,
        amount_cents: dollars(amount),
      });
      expect(added.status).toBe(200);
    }
    const negative = await call<{ data: Record<string, string[]> }>(
      'PUT',
      `/api/closing/${closingId}/add-security/`,
      {
        investor_entity_id: investorEntity['Delta Insurance Co.'],
        owning_entity_id: mainFund.id,
        amount_cents: -5,
      },
    );
    expect(negative.status).toBe(400);
    expect(negative.body.data).toEqual({ amount_cents: ['Amount must be positive.'] });
    const draft = (await call<Closing>('GET', `/api/closing/${closingId}/`)).body;
    expect(draft).toMatchObject({
      state: 'draft',
      is_first_close: true,
      total_cents: dollars(20_000_000),
    });
    expect(draft.commitments).toHaveLength(3);
    expect(draft.available_actions).toEqual(['send-for-approval', 'discard']);

    const writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    expect(
      (await call('PATCH', `/api/closing/${closingId}/send-for-approval/`, undefined, writer))
        .status,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/closing/${closingId}/complete/`, undefined, writer)).status,
    ).toBe(403);
    expect((await call('PATCH', `/api/closing/${closingId}/finalize/`)).status).toBe(409);
    expect((await call('PATCH', `/api/closing/${closingId}/complete/`)).status).toBe(200);
    const finalized = await call<Closing>('PATCH', `/api/closing/${closingId}/finalize/`);
    expect(finalized.body).toMatchObject({
      state: 'finalized',
      equalization: [],
      equalization_outstanding: false,
    });
    expect(finalized.body.available_actions).toEqual([]);

    const commitments = (
      await call<CommitmentInformation[]>(
        'GET',
        `/api/fund-family/${fundFamilyId}/commitment-information/`,
      )
    ).body;
    expect(commitments.map((c) => [c.investor_entity_name, c.committed_cents])).toEqual([
      ['Atlas Pension Plan', dollars(10_000_000)],
      ['Birch Family Office', dollars(6_000_000)],
      ['Cedar Endowment', dollars(4_000_000)],
    ]);
  });

  it('equalizes a subsequent closer against the earlier call, worked by hand', async () => {
    // Capital calls are not built yet: the earlier call is written to the ledger directly.
    // 25% of $20,000,000 called on 2026-03-31 for investments: A $2.5M, B $1.5M, C $1.0M.
    await t.deps.handle.query(
      `WITH ev AS (
         INSERT INTO fund_family_events (customer_id, fund_family_id, event_type, state, name, effective_date, sequence)
         SELECT customer_id, id, 'capital_activity', 'completed', 'Capital call 1', '2026-03-31', 1
         FROM fund_families WHERE id = $1 RETURNING id, customer_id, fund_family_id)
       INSERT INTO transactions (customer_id, fund_family_id, fund_family_event_id, fund_entity_id, investor_entity_id,
                                 commitment_id, transaction_code_id, amount_cents, effective_date)
       SELECT ev.customer_id, ev.fund_family_id, ev.id, t.fund_entity_id, t.investor_entity_id, t.commitment_id,
              (SELECT id FROM transaction_codes WHERE fund_family_id = $1 AND name = 'contribution_investment'),
              t.amount_cents / 4, '2026-03-31'
       FROM ev JOIN transactions t ON t.fund_family_id = ev.fund_family_id
       JOIN transaction_codes c ON c.id = t.transaction_code_id AND c.name = 'commitment'`,
      [fundFamilyId],
    );
    // The same call also took 1% of commitments as management fees: A $100k, B $60k, C $40k.
    await t.deps.handle.query(
      `INSERT INTO transactions (customer_id, fund_family_id, fund_family_event_id, fund_entity_id, investor_entity_id,
                                 commitment_id, transaction_code_id, amount_cents, effective_date)
       SELECT t.customer_id, t.fund_family_id, t.fund_family_event_id, t.fund_entity_id, t.investor_entity_id,
              t.commitment_id,
              (SELECT id FROM transaction_codes WHERE fund_family_id = $1 AND name = 'contribution_management_fee'),
              t.amount_cents / 25, '2026-03-31'
       FROM transactions t JOIN transaction_codes c ON c.id = t.transaction_code_id
       WHERE t.fund_family_id = $1 AND c.name = 'contribution_investment'`,
      [fundFamilyId],
    );
    const created = await call<Closing>('POST', '/api/closing/', {
      fund_family_id: fundFamilyId,
      name: 'Second close',
      closing_date: '2026-06-30',
    });
    expect(created.status).toBe(201);
    const closingId = created.body.id;
    const added = await call<Closing>('PUT', `/api/closing/${closingId}/add-security/`, {
      investor_entity_id: investorEntity['Delta Insurance Co.'],
      owning_entity_id: mainFund.id,
      amount_cents: dollars(5_000_000),
    });
    // Delta's share of the fund is 5 / 25 = 20%: it pays 20% × $5,000,000 = $1,000,000, and that
    // goes back to A, B and C by commitment (10 : 6 : 4) = $500,000, $300,000, $200,000.
    // Afterwards everyone has paid in exactly 20% of their commitment. The $200,000 of fees
    // called are not equalized back to anyone; Delta's fee true-up follows the stored fee terms
    // (closing-fee-true-up.test.ts), and this fund has no management fee configured: none.
    const expected = [
      {
        investor_entity_name: 'Delta Insurance Co.',
        role: 'admitted',
        amount_cents: dollars(1_000_000),
      },
      {
        investor_entity_name: 'Atlas Pension Plan',
        role: 'existing',
        amount_cents: dollars(500_000),
      },
      {
        investor_entity_name: 'Birch Family Office',
        role: 'existing',
        amount_cents: dollars(300_000),
      },
      { investor_entity_name: 'Cedar Endowment', role: 'existing', amount_cents: dollars(200_000) },
    ];
    const byName = (lines: Closing['equalization']) =>
      [...lines]
        .sort((a, b) => a.investor_entity_name.localeCompare(b.investor_entity_name))
        .map(({ commitment_id: _, overridden: __, computed_amount_cents: ___, ...rest }) => rest);
    expect(added.body.is_first_close).toBe(false);
    expect(byName(added.body.equalization)).toEqual(byName(expected as Closing['equalization']));
    const feeTrueUps: unknown[] = [];
    expect(added.body.fee_true_ups.map(({ commitment_id: _, ...rest }) => rest)).toEqual(
      feeTrueUps,
    );
    expect(added.body.fee_true_up_note).toMatch(/No management fee is configured/);
    // Every number can say how it came about: the pool of the earlier call is one step.
    const poolStep = expect.objectContaining({
      step: expect.stringContaining('Call of 03/31/2026, contribution_investment'),
      inputs: expect.objectContaining({ called_cents: dollars(5_000_000), due_date: '2026-03-31' }),
      value: dollars(1_000_000),
      unit: 'cents',
    });
    expect(added.body.equalization_audit).toEqual(expect.arrayContaining([poolStep]));
    // The order of operations is the plan finalize posts: checked against the ledger below.
    const plan = await call<ClosingOrderOfOperations>(
      'GET',
      `/api/closing/${closingId}/order-of-operations/`,
    );
    expect(plan.status).toBe(200);
    v.parse(closingOrderOfOperationsSchema, plan.body);
    // The fund's 8% simple equalization interest: Delta pays $1,000,000 × 0.08 × 91/365 (from
    // 2026-03-31 to 2026-06-30) = $19,945.2055 → $19,945.21, back by contributions 5 : 3 : 2:
    // $9,972.605 / $5,983.563 / $3,989.042 floored, the leftover cent to the largest (Atlas).
    const interest = 1_994_521;
    expect(plan.body.steps.map((s) => [s.operation, s.total_cents])).toEqual([
      ['closing_commitments', dollars(5_000_000)],
      ['capital_equalization', dollars(2_000_000)],
      ['equalization_interest', 2 * interest],
      ['non_capital_equalization', 0],
      ['fee_true_ups', 0],
    ]);
    expect(
      plan.body.steps[1]!.postings.map((p) => [
        p.investor_entity_name,
        p.transaction_code,
        p.amount_cents,
        p.is_draft,
      ]).sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual([
      ['Atlas Pension Plan', 'equalization_distribution', dollars(500_000), true],
      ['Birch Family Office', 'equalization_distribution', dollars(300_000), true],
      ['Cedar Endowment', 'equalization_distribution', dollars(200_000), true],
      ['Delta Insurance Co.', 'equalization_contribution', dollars(1_000_000), true],
    ]);
    expect(
      plan.body.steps[2]!.postings.map((p) => [
        p.investor_entity_name,
        p.amount_cents,
        p.is_draft,
      ]).sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual([
      ['Atlas Pension Plan', 997_261, true],
      ['Birch Family Office', 598_356, true],
      ['Cedar Endowment', 398_904, true],
      ['Delta Insurance Co.', interest, true],
    ]);
    const stats = await call<ClosingStats>('GET', `/api/closing/${closingId}/stats/`);
    expect(stats.status).toBe(200);
    v.parse(closingStatsSchema, stats.body);
    const headline = stats.body.figures.map((f) => [f.step, f.value, f.inputs]);
    expect(headline).toEqual([
      ['Commitments admitted', 1, { fund_entities: 1 }],
      ['Admitted to Equalization Test Fund, L.P.', dollars(5_000_000), { commitments: 1 }],
      ['Total committed at this close', dollars(5_000_000), { commitments: 1 }],
      ['Equalization paid by admitted', dollars(1_000_000), { commitments: 1 }],
      ['Equalization returned to existing', dollars(1_000_000), { commitments: 3 }],
      ['Equalization interest', interest, { commitments: 1, received_cents: interest }],
      ['Management fee true-up due to the manager', 0, { commitments: 0 }],
    ]);
    // No commitment has a class here: v2 has nothing to add.
    expect((await call('GET', `/api/closing/${closingId}/stats-v2/`)).body).toEqual(stats.body);
    const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    const read = await call(
      'GET',
      `/api/closing/${closingId}/order-of-operations/`,
      undefined,
      reader,
    );
    expect(read.status).toBe(200);
    expect(read.body).toEqual(plan.body);
    expect(
      (await call('GET', `/api/closing/${closingId}/stats-v2/`, undefined, reader)).status,
    ).toBe(200);
    const malformed = await call<{ code: string }>(
      'GET',
      '/api/closing/not-a-uuid/order-of-operations/',
    );
    // A malformed id names no closing: 404, as every closing route answers.
    expect(malformed.status).toBe(404);
    await finalizeClosing(t, closingId);
    const ledger = await t.deps.handle.query<{
      commitment_id: string;
      code: string;
      amount_cents: number;
      is_draft: boolean;
    }>(
      `SELECT t.commitment_id, c.name AS code, t.amount_cents::int AS amount_cents, t.is_draft
       FROM transactions t JOIN transaction_codes c ON c.id = t.transaction_code_id
       JOIN closings k ON k.fund_family_event_id = t.fund_family_event_id WHERE k.id = $1`,
      [closingId],
    );
    const rowKey = (r: { commitment_id: string; code: string }) => `${r.commitment_id} ${r.code}`;
    expect([...ledger].sort((a, b) => rowKey(a).localeCompare(rowKey(b)))).toEqual(
      plan.body.steps
        .flatMap((s) => s.postings)
        .map(({ commitment_id, transaction_code: code, amount_cents, is_draft }) => ({
          commitment_id,
          code,
          amount_cents,
          is_draft,
        }))
        .sort((a, b) => rowKey(a).localeCompare(rowKey(b))),
    );
    const after = await call<{ code: string }>(
      'GET',
      `/api/closing/${closingId}/order-of-operations/`,
    );
    expect([after.status, after.body.code]).toEqual([409, 'invalid_transition']);
    const finalized = (await call<Closing>('GET', `/api/closing/${closingId}/`)).body;
    // Once finalized the figures are the posted ones, and they have not moved.
    expect((await call('GET', `/api/closing/${closingId}/stats/`)).body).toEqual(stats.body);
    expect(finalized.state).toBe('finalized');
    expect(finalized.equalization_outstanding).toBe(true);
    expect(byName(finalized.equalization)).toEqual(byName(expected as Closing['equalization']));
    expect(finalized.fee_true_ups.map(({ commitment_id: _, ...rest }) => rest)).toEqual(feeTrueUps);
    // Kept with the posting: later ledger changes do not rewrite how it was computed.
    expect(finalized.equalization_audit).toEqual(added.body.equalization_audit);
    // Nothing to true up, so nothing posted; the note is kept with the posting.
    const posted = await t.deps.handle.query<{ amount_cents: number }>(
      `SELECT t.amount_cents::int AS amount_cents FROM transactions t
       JOIN transaction_codes c ON c.id = t.transaction_code_id
       WHERE t.fund_family_id = $1 AND c.name = 'management_fee_true_up'`,
      [fundFamilyId],
    );
    expect(posted).toEqual([]);
    expect(finalized.fee_true_up_note).toBe(added.body.fee_true_up_note);
  });

  it("gives another customer's user nothing of these closings", async () => {
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const list = await call<unknown>(
      'GET',
      `/api/closing/?fund_family_id=${fundFamilyId}`,
      undefined,
      beacon,
    );
    expect(list.status).toBe(404);
    const closings = (
      await call<{ id: string }[]>('GET', `/api/closing/?fund_family_id=${fundFamilyId}`)
    ).body;
    for (const closing of closings) {
      const response = await call<unknown>('GET', `/api/closing/${closing.id}/`, undefined, beacon);
      expect(response.status).toBe(404);
      expect(
        (await call('GET', `/api/closing/${closing.id}/order-of-operations/`, undefined, beacon))
          .status,
      ).toBe(404);
      for (const stats of ['stats', 'stats-v2'])
        expect(
          (await call('GET', `/api/closing/${closing.id}/${stats}/`, undefined, beacon)).status,
        ).toBe(404);
      expect(
        (await call('PATCH', `/api/closing/${closing.id}/discard/`, undefined, beacon)).status,
      ).toBe(404);
    }
    expect(
      (await call('GET', `/api/fund-family-config/${fundFamilyId}/`, undefined, beacon)).status,
    ).toBe(404);
    expect((await call('GET', `/api/investor/`, undefined, beacon)).body).toEqual([]);
  });
});
