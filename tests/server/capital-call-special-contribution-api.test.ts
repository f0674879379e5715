import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CapitalCallEvent } from '../../src/api/capital-call';
import {
  specialContributionSchema,
  type SpecialContribution,
} from '../../src/api/capital-call-special-contribution';
import { type CapitalCallBreakdown } from '../../src/api/capital-call-breakdown';
import type { CommitmentDetail } from '../../src/api/commitment-detail';
import type { FundEntity } from '../../src/api/fund-structure';
import { transaction_codes, transactions } from '../../src/server/db/schema';
import { addInvestorCommitment } from './closing-lifecycle-fixture';
import { finalizeClosing } from './finalize-closing';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

/**
 * Special contributions (spec §7 capital-call special-contribution), worked by hand: Atlas
 * 1,000,000.00 and Birch 3,000,000.00, nothing paid in. A call due 2026-03-31 with an investment
 * of 400,000.00 (pro rata: Atlas 100,000.00, Birch 300,000.00) and a special contribution entered
 * per LP, not allocated: Atlas 25,000.00, Birch nothing. Atlas is called 125,000.00 (unfunded
 * 1,000,000.00 → 875,000.00). An amount of 950,000.00 would leave Atlas 900,000.00 after the
 * investment: 50,000.00 too much, refused by name unless the code is recallable.
 */
describe.each(testDatabases())('capital call special contributions on $name', (database) => {
  let t: TestApp;
  const token = { admin: '', approver: '', writer: '', reader: '', beacon: '' };
  const call = jsonCaller(
    () => t,
    () => token.admin,
  );
  let fundFamilyId = '';
  const commitment = { Atlas: '', Birch: '' };
  let eventId = '';
  const base = () => `/api/fund-family/${fundFamilyId}`;
  const special = () => `${base()}/capital-call/${eventId}/special-contribution`;
  const post = (amountCents: number, code = 'special_contribution', as = token.writer) =>
    call<SpecialContribution & ErrorBody>(
      'POST',
      special(),
      {
        description: 'Side-letter contribution',
        transaction_code: code,
        amounts: [
          { commitment_id: commitment.Atlas, amount_cents: amountCents },
          { commitment_id: commitment.Birch, amount_cents: 0 },
        ],
      },
      as,
    );

  beforeAll(async () => {
    t = await startTestApp(database);
    token.admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    fundFamilyId = (
      await call<{ id: string }>('POST', '/api/fund-family/', { name: 'Special Contribution Fund' })
    ).body.id;
    for (const [name, is_recallable] of [
      ['special_contribution', false],
      ['special_recall', true],
    ] as const) {
      const created = await call('POST', `${base()}/transactions/configuration/`, {
        name,
        display_name: name === 'special_contribution' ? 'Special contribution' : 'Special recall',
        classification: 'special_contributions',
        should_get_equalized: true,
        affects_nav: true,
        is_recallable,
      });
      expect(created.status).toBe(201);
    }
    const mainId = (
      await call<FundEntity>('POST', `${base()}/fund-entities/`, {
        name: 'Special Contribution Fund, L.P.',
        short_name: null,
        functional_type: 'main_fund',
        legal_type: 'limited_partnership',
      })
    ).body.id;
    const started = await call<{ first_closing_id: string }>('PATCH', `${base()}/fundraise/`, {
      first_closing_date: '2026-01-15',
    });
    for (const [name, amount] of [
      ['Atlas', 1_000_000_00],
      ['Birch', 3_000_000_00],
    ] as const) {
      commitment[name] = (
        await addInvestorCommitment(
          call,
          { closingId: started.body.first_closing_id, owningEntityId: mainId },
          `${name} Trust`,
          amount,
        )
      ).commitmentId;
    }
    await finalizeClosing(t, started.body.first_closing_id);
    const drafted = await call<CapitalCallEvent>(
      'POST',
      `${base()}/fund-family-event`,
      {
        name: null,
        notice_date: '2026-03-16',
        due_date: '2026-03-31',
        allocation_rule_graph_id: null,
        uses: [
          {
            kind: 'investment',
            description: 'Investment in Heron',
            amount_cents: 40_000_000,
            transaction_code: 'contribution_investment',
            overrides: [],
          },
        ],
      },
      token.writer,
    );
    expect(drafted.status).toBe(201);
    eventId = drafted.body.id;
  });
  afterAll(() => t.dispose());

  it('offers every LP with its unfunded commitment and the fund’s special contributions code', async () => {
    const got = await call<SpecialContribution>('GET', special());
    expect(got.status).toBe(200);
    expect(v.safeParse(specialContributionSchema, got.body).success).toBe(true);
    expect(got.body.use).toBeNull();
    expect(got.body.default_transaction_code).toBe('special_contribution');
    expect(got.body.rows.map((r) => [r.lp, r.unfunded_cents, r.amount_cents])).toEqual([
      ['Atlas Trust LP', 100_000_000, 0],
      ['Birch Trust LP', 300_000_000, 0],
    ]);
  });

  it('takes each LP’s amount as entered, not pro rata, against its unfunded commitment', async () => {
    const saved = await post(2_500_000);
    expect(saved.status).toBe(200);
    expect(saved.body.use).toMatchObject({
      kind: 'special_contributions',
      amount_cents: 2_500_000,
      transaction_code: 'special_contribution',
      per_commitment: [{ commitment_id: commitment.Atlas, amount_cents: 2_500_000 }],
    });
    expect(saved.body.rows.map((r) => r.amount_cents)).toEqual([2_500_000, 0]);
    expect(saved.body.refusals).toEqual([]);
    const breakdown = await call<CapitalCallBreakdown>(
      'GET',
      `${base()}/capital-call/${eventId}/breakdown`,
    );
    const [investment, side] = breakdown.body.uses.map((u) => u.id);
    expect(
      breakdown.body.rows.map((r) => [
        r.lp,
        r.by_use[investment!],
        r.by_use[side!],
        r.called_cents,
        r.unfunded_after_cents,
      ]),
    ).toEqual([
      ['Atlas Trust LP', 10_000_000, 2_500_000, 12_500_000, 87_500_000],
      ['Birch Trust LP', 30_000_000, 0, 30_000_000, 270_000_000],
    ]);
  });

  it('refuses an amount above the LP’s unfunded by name, unless the code is recallable', async () => {
    const over = await post(95_000_000);
    expect(over.status).toBe(200);
    const message =
      'Atlas Trust LP: Side-letter contribution would call 950,000.00, 50,000.00 more than its unfunded commitment of 900,000.00.';
    expect(over.body.refusals.map((r) => r.message)).toEqual([message]);
    const refused = await call<ErrorBody>(
      'PATCH',
      `${base()}/fund-family-event/${eventId}/finalize`,
      undefined,
      token.approver,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(message);
    const recallable = await post(95_000_000, 'special_recall');
    expect(recallable.status).toBe(200);
    expect(recallable.body.refusals).toEqual([]);
  });

  it('refuses bad input on its own fields, a reader, and another customer', async () => {
    const unknown = await call<ErrorBody>(
      'POST',
      special(),
      {
        description: 'Side-letter contribution',
        transaction_code: 'nope',
        amounts: [{ commitment_id: fundFamilyId, amount_cents: 100 }],
      },
      token.writer,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual({
      transaction_code: ['Invalid'],
      'amounts.0.commitment_id': ['Invalid'],
    });
    expect((await post(2_500_000, 'special_contribution', token.reader)).status).toBe(403);
    expect((await call('GET', special(), undefined, token.beacon)).status).toBe(404);
    expect((await post(2_500_000, 'special_contribution', token.beacon)).status).toBe(404);
  });

  it('finalizes: the ledger holds the amount entered under its code, and the draft line is closed', async () => {
    expect((await post(2_500_000)).status).toBe(200);
    const done = await call<CapitalCallEvent>(
      'PATCH',
      `${base()}/fund-family-event/${eventId}/finalize`,
      undefined,
      token.approver,
    );
    expect(done.status).toBe(200);
    const rows = await t.deps.handle.db
      .select({ commitment: transactions.commitment_id, amount: transactions.amount_cents })
      .from(transactions)
      .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
      .where(
        and(
          eq(transactions.fund_family_event_id, eventId),
          eq(transaction_codes.name, 'special_contribution'),
        ),
      );
    expect(rows).toEqual([{ commitment: commitment.Atlas, amount: 2_500_000 }]);
    const detail = await call<CommitmentDetail>(
      'GET',
      `/api/commitment-information/${commitment.Atlas}/`,
    );
    const of = (id: string) => detail.body.figures.find((f) => f.id === id)!.value;
    expect([of('paid_in'), of('unfunded')]).toEqual([12_500_000, 87_500_000]);
    expect((await post(1)).status).toBe(409);
  });
});
