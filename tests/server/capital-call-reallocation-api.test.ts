import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import {
  capitalCallReallocationSchema,
  type CapitalCallReallocation,
  type CapitalCallReallocationList,
  type CapitalCallReallocationUpdate,
} from '../../src/api/capital-call-reallocation';
import type { CommitmentDetail } from '../../src/api/commitment-detail';
import type { Closing, FundEntity, Investor } from '../../src/api/fund-structure';
import { audit_log, transaction_codes, transactions } from '../../src/server/db/schema';
import { finalizeClosing } from './finalize-closing';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: unknown };

/**
 * Worked by hand. One main fund: Atlas 800,000.00, Birch 600,000.00, Cedar 600,000.00 (4:3:3).
 * Capital call 1 (due 2026-03-31), pro rata by commitment, exact to the cent:
 *   Investment 900,000.00 → Atlas 360,000.00, Birch 270,000.00, Cedar 270,000.00
 *   Management fee 100,000.00 → Atlas 40,000.00, Birch 30,000.00, Cedar 30,000.00
 * Cedar defaults; its share is re-split to Atlas and Birch pro rata by commitment (4:3):
 *   Investment 270,000.00: Atlas 154,285.714… → 154,285.71 + the spare cent (largest) = 154,285.72,
 *     Birch 115,714.285… → 115,714.28 (sum 270,000.00)
 *   Fee 30,000.00: Atlas 17,142.857… → 17,142.85 + the spare cent = 17,142.86, Birch 12,857.14
 * New amounts: Atlas 514,285.72 + 57,142.86 = 571,428.58; Birch 385,714.28 + 42,857.14 =
 * 428,571.42; Cedar 0. Paid-in/unfunded: Atlas 571,428.58 / 228,571.42; Birch 428,571.42 /
 * 171,428.58; Cedar 0.00 / 600,000.00. Posted under the reallocation: only the differences.
 */
describe.each(testDatabases())('capital call reallocation on $name', (database) => {
  let t: TestApp;
  const token = { admin: '', approver: '', writer: '', reader: '', beacon: '' };
  const call = jsonCaller(
    () => t,
    () => token.admin,
  );
  let fundFamilyId: string;
  let callId: string;
  const lp: Record<'Atlas' | 'Birch' | 'Cedar', string> = { Atlas: '', Birch: '', Cedar: '' };
  let use: { investment: string; fee: string };
  let mainId: string;

  const base = () => `/api/fund-family/${fundFamilyId}`;
  const realloc = (id: string) => `${base()}/capital-call-reallocation/${id}`;
  const figures = async (id: string) => {
    const detail = await call<CommitmentDetail>('GET', `/api/commitment-information/${id}/`);
    const of = (key: string) => detail.body.figures.find((f) => f.id === key)!.value;
    return { paid_in: of('paid_in'), unfunded: of('unfunded') };
  };
  const draft = async (as = token.writer, effective_date: string | null = '2026-05-15') => {
    const created = await call<CapitalCallReallocation>(
      'POST',
      `${base()}/capital-call/${callId}/reallocation`,
      { effective_date },
      as,
    );
    expect(created.status).toBe(201);
    return created.body;
  };
  /** Cedar's amounts re-split to Atlas and Birch, as worked by hand above. */
  const cedarDefaults = (): CapitalCallReallocationUpdate => ({
    effective_date: '2026-05-15',
    amounts: [
      { use_id: use.investment, commitment_id: lp.Atlas, amount_cents: 51_428_572 },
      { use_id: use.investment, commitment_id: lp.Birch, amount_cents: 38_571_428 },
      { use_id: use.investment, commitment_id: lp.Cedar, amount_cents: 0 },
      { use_id: use.fee, commitment_id: lp.Atlas, amount_cents: 5_714_286 },
      { use_id: use.fee, commitment_id: lp.Birch, amount_cents: 4_285_714 },
      { use_id: use.fee, commitment_id: lp.Cedar, amount_cents: 0 },
    ],
  });
  const rowsOf = async (eventId: string) =>
    t.deps.handle.db
      .select({
        commitment_id: transactions.commitment_id,
        code: transaction_codes.name,
        amount: transactions.amount_cents,
        effective_date: transactions.effective_date,
      })
      .from(transactions)
      .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
      .where(and(eq(transactions.fund_family_event_id, eventId)));
  const byLpAndCode = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
    Object.fromEntries(rows.map((r) => [`${r.commitment_id}|${r.code}`, r.amount]));

  beforeAll(async () => {
    t = await startTestApp(database);
    token.admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    fundFamilyId = (
      await call<{ id: string }>('POST', '/api/fund-family/', { name: 'Reallocation Test Fund' })
    ).body.id;
    const main = (mainId = (
      await call<FundEntity>('POST', `${base()}/fund-entities/`, {
        name: 'Reallocation Test Fund, L.P.',
        short_name: null,
        functional_type: 'main_fund',
        legal_type: 'limited_partnership',
      })
    ).body.id);
    const started = await call<{ first_closing_id: string }>('PATCH', `${base()}/fundraise/`, {
      first_closing_date: '2026-01-15',
    });
    const closingId = started.body.first_closing_id;
    for (const [name, amount] of [
      ['Atlas', 800_000_00],
      ['Birch', 600_000_00],
      ['Cedar', 600_000_00],
    ] as const) {
      const investor = await call<Investor>('POST', '/api/investor/', {
        name: `${name} Pension`,
        external_id: null,
        primary_contact_email: null,
        entity: { full_name: `${name} Pension LP`, legal_type: 'limited_partnership' },
      });
      const added = await call<Closing>('PUT', `/api/closing/${closingId}/add-security/`, {
        investor_entity_id: investor.body.entities[0]!.id,
        owning_entity_id: main,
        amount_cents: amount,
      });
      lp[name] = added.body.commitments.find(
        (c) => c.investor_entity_name === `${name} Pension LP`,
      )!.commitment_id;
    }
    await finalizeClosing(t, closingId);
    const created = await call<CapitalCallEvent>(
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
            description: 'Investment in Northwind',
            amount_cents: 90_000_000,
            transaction_code: 'contribution_investment',
            overrides: [],
          },
          {
            kind: 'management_fees',
            description: 'Management fee Q1 2026',
            amount_cents: 10_000_000,
            transaction_code: 'contribution_management_fee',
            overrides: [],
          },
        ],
      },
      token.writer,
    );
    expect(created.status).toBe(201);
    callId = created.body.id;
    use = { investment: created.body.uses[0]!.id, fee: created.body.uses[1]!.id };
  });
  afterAll(() => t.dispose());

  it('reallocates only a finalized call, not before its due date', async () => {
    const early = await call<ErrorBody>(
      'POST',
      `${base()}/capital-call/${callId}/reallocation`,
      { effective_date: '2026-05-15' },
      token.writer,
    );
    expect([early.status, early.body.code, early.body.message]).toEqual([
      409,
      'invalid_transition',
      'Only a finalized capital call can be reallocated.',
    ]);
    const done = await call<CapitalCallEvent>(
      'PATCH',
      `${base()}/fund-family-event/${callId}/finalize`,
      undefined,
      token.approver,
    );
    expect(done.body.state).toBe('completed');
    const before = await call<ErrorBody & { data: Record<string, string[]> }>(
      'POST',
      `${base()}/capital-call/${callId}/reallocation`,
      { effective_date: '2026-03-30' },
      token.writer,
    );
    expect(before.status).toBe(400);
    expect(before.body.data).toEqual({
      effective_date: [
        "The reallocation cannot be effective before the call's due date (2026-03-31).",
      ],
    });
  });

  it('drafts a reallocation as its own event, with the call as posted before and after', async () => {
    const created = await draft();
    expect(v.safeParse(capitalCallReallocationSchema, created).success).toBe(true);
    expect(created).toMatchObject({
      event_type: 'capital_call_reallocation',
      name: 'Reallocation of Capital call 1',
      state: 'draft',
      effective_date: '2026-05-15',
      capital_call: { id: callId, name: 'Capital call 1', due_date: '2026-03-31' },
      created_by: { name: 'Will Writer' },
    });
    expect(created.uses.map((u) => [u.description, u.amount_cents, u.new_total_cents])).toEqual([
      ['Investment in Northwind', 90_000_000, 90_000_000],
      ['Management fee Q1 2026', 10_000_000, 10_000_000],
    ]);
    expect(
      created.rows.map((r) => [
        r.lp,
        r.by_use[use.investment]!.before_cents,
        r.by_use[use.fee]!.before_cents,
        r.called.difference_cents,
        r.paid_in.before_cents,
        r.unfunded.before_cents,
      ]),
    ).toEqual([
      ['Atlas Pension LP', 36_000_000, 4_000_000, 0, 40_000_000, 40_000_000],
      ['Birch Pension LP', 27_000_000, 3_000_000, 0, 30_000_000, 30_000_000],
      ['Cedar Pension LP', 27_000_000, 3_000_000, 0, 30_000_000, 30_000_000],
    ]);
    expect(created.checks.map((c) => [c.id, c.status])).toEqual([
      ['use_totals_unchanged', 'passed'],
      ['differences_sum_to_zero', 'passed'],
      ['within_unfunded', 'passed'],
      ['paid_in_plus_unfunded', 'passed'],
      ['ledger_matches_call', 'passed'],
      ['ledger_equals_new_amounts', 'not_run'],
    ]);
    const list = await call<CapitalActivityList>('GET', `${base()}/capital-activity`);
    expect(list.body.events[0]).toMatchObject({
      id: created.id,
      event_type: 'capital_call_reallocation',
      state: 'draft',
      effective_date: '2026-05-15',
      // The reallocation's own drafter, not the call's (once missing from the list).
      created_by: { user_id: created.created_by!.user_id, name: created.created_by!.name },
    });
    expect(list.body.events[0]!.created_by).not.toBeNull();
    // Today when no date is given (the test app's clock), never before the call.
    const today = await draft(token.writer, null);
    expect(today.effective_date >= '2026-03-31').toBe(true);
    for (const id of [created.id, today.id])
      expect((await call('DELETE', realloc(id), undefined, token.writer)).status).toBe(200);
    expect((await call('GET', realloc(created.id))).status).toBe(404);
  });

  it("gives another customer's user nothing (404) and lets a reader only read (403)", async () => {
    const created = await draft();
    const reallocation = realloc(created.id);
    expect((await call('GET', reallocation, undefined, token.beacon)).status).toBe(404);
    expect((await call('GET', reallocation, undefined, token.reader)).status).toBe(200);
    const list = `${base()}/capital-call/${callId}/reallocations`;
    expect((await call('GET', list, undefined, token.beacon)).status).toBe(404);
    expect((await call('GET', list, undefined, token.reader)).status).toBe(200);
    const writes = [
      ['POST', `${base()}/capital-call/${callId}/reallocation`, { effective_date: null }],
      ['PUT', reallocation, cedarDefaults()],
      ['DELETE', reallocation, undefined],
      ['PATCH', `${reallocation}/finalize`, undefined],
    ] as const;
    for (const [method, path, body] of writes) {
      expect([method, (await call(method, path, body, token.beacon)).status]).toEqual([
        method,
        404,
      ]);
      expect([method, (await call(method, path, body, token.reader)).status]).toEqual([
        method,
        403,
      ]);
    }
    // A writer drafts but does not finalize; the approver who drafted does not either.
    expect((await call('PATCH', `${reallocation}/finalize`, undefined, token.writer)).status).toBe(
      403,
    );
    const own = await draft(token.approver);
    const seen = await call<CapitalCallReallocation>(
      'GET',
      realloc(own.id),
      undefined,
      token.approver,
    );
    expect(seen.body.finalize_blocked_reason).toBe(
      'You sent this capital call reallocation for approval; another user must approve it.',
    );
    const refused = await call<ErrorBody>(
      'PATCH',
      `${realloc(own.id)}/finalize`,
      undefined,
      token.approver,
    );
    expect([refused.status, refused.body.code]).toEqual([403, 'separation_of_duties']);
    for (const id of [created.id, own.id])
      expect((await call('DELETE', realloc(id), undefined, token.writer)).status).toBe(200);
  });

  it('refuses bad amounts with 400, and a finalize that breaks a check with 409 naming it; posts nothing', async () => {
    const created = await draft();
    const reallocation = realloc(created.id);
    const bad = await call<ErrorBody & { data: Record<string, string[]> }>(
      'PUT',
      reallocation,
      {
        effective_date: '2026-05-15',
        amounts: [
          { use_id: 'no-such-use', commitment_id: lp.Atlas, amount_cents: 1 },
          { use_id: use.fee, commitment_id: fundFamilyId, amount_cents: 1 },
          { use_id: use.fee, commitment_id: lp.Birch, amount_cents: -1 },
        ],
      },
      token.writer,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ 'amounts.2.amount_cents': ['Greater than or equal to 0'] });
    const unknown = await call<ErrorBody & { data: Record<string, string[]> }>(
      'PUT',
      reallocation,
      {
        effective_date: '2026-05-15',
        amounts: [
          { use_id: 'no-such-use', commitment_id: lp.Atlas, amount_cents: 1 },
          { use_id: use.fee, commitment_id: fundFamilyId, amount_cents: 1 },
        ],
      },
      token.writer,
    );
    expect(unknown.body.data).toEqual({
      'amounts.0.use_id': ['Not a use of this capital call'],
      'amounts.1.commitment_id': ['Not an LP this reallocation reaches'],
    });

    // One cent more on Birch's investment: the use no longer sums to its total.
    const off = await call<CapitalCallReallocation>(
      'PUT',
      reallocation,
      {
        effective_date: '2026-05-15',
        amounts: [{ use_id: use.investment, commitment_id: lp.Birch, amount_cents: 27_000_001 }],
      },
      token.writer,
    );
    expect(off.status).toBe(200);
    expect(off.body.uses[0]!.new_total_cents).toBe(90_000_001);
    const unbalanced = await call<
      ErrorBody & { data: { checks: CapitalCallReallocation['checks'] } }
    >('PATCH', `${reallocation}/finalize`, undefined, token.approver);
    expect([unbalanced.status, unbalanced.body.code, unbalanced.body.message]).toEqual([
      409,
      'conflict',
      "Investment in Northwind: the new amounts sum to 900,000.01, the use's total is 900,000.00 (difference 0.01).",
    ]);
    const failed = unbalanced.body.data.checks.find((c) => c.id === 'use_totals_unchanged')!;
    expect(failed.failures.map((f) => [f.use_id, f.difference_cents])).toEqual([
      [use.investment, 1],
    ]);

    // All of the investment on Birch: 630,000.00 more, 330,000.00 past its 300,000.00 unfunded.
    const past = await call<CapitalCallReallocation>(
      'PUT',
      reallocation,
      {
        effective_date: '2026-05-15',
        amounts: [
          { use_id: use.investment, commitment_id: lp.Atlas, amount_cents: 0 },
          { use_id: use.investment, commitment_id: lp.Birch, amount_cents: 90_000_000 },
          { use_id: use.investment, commitment_id: lp.Cedar, amount_cents: 0 },
        ],
      },
      token.writer,
    );
    expect(past.body.can_finalize).toBe(false);
    const refused = await call<ErrorBody & { data: { checks: CapitalCallReallocation['checks'] } }>(
      'PATCH',
      `${reallocation}/finalize`,
      undefined,
      token.approver,
    );
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Birch Pension LP: the reallocation adds 630,000.00 to its contributions, 330,000.00 more than its unfunded commitment of 300,000.00.',
    ]);
    const unfunded = refused.body.data.checks.find((c) => c.id === 'within_unfunded')!;
    expect(unfunded.failures.map((f) => [f.lp, f.figure, f.difference_cents])).toEqual([
      ['Birch Pension LP', 'Unfunded after the reallocation', -33_000_000],
    ]);
    expect(await rowsOf(created.id)).toEqual([]);
    expect(await figures(lp.Birch)).toEqual({ paid_in: 30_000_000, unfunded: 30_000_000 });
    expect((await call('DELETE', reallocation, undefined, token.writer)).status).toBe(200);
  });

  it('posts only the differences under its own event when Cedar defaults; the call stays as posted', async () => {
    const callRows = byLpAndCode(await rowsOf(callId));
    const created = await draft();
    const reallocation = realloc(created.id);
    const saved = await call<CapitalCallReallocation>(
      'PUT',
      reallocation,
      cedarDefaults(),
      token.writer,
    );
    expect(saved.status).toBe(200);
    expect(
      saved.body.rows.map((r) => [
        r.lp,
        r.by_use[use.investment]!.difference_cents,
        r.by_use[use.fee]!.difference_cents,
        r.paid_in.after_cents,
        r.unfunded.after_cents,
      ]),
    ).toEqual([
      ['Atlas Pension LP', 15_428_572, 1_714_286, 57_142_858, 22_857_142],
      ['Birch Pension LP', 11_571_428, 1_285_714, 42_857_142, 17_142_858],
      ['Cedar Pension LP', -27_000_000, -3_000_000, 0, 60_000_000],
    ]);
    expect(saved.body.total.called).toEqual({
      before_cents: 100_000_000,
      after_cents: 100_000_000,
      difference_cents: 0,
    });
    const viewed = await call<CapitalCallReallocation>(
      'GET',
      reallocation,
      undefined,
      token.approver,
    );
    expect([viewed.body.can_finalize, viewed.body.finalize_blocked_reason]).toEqual([true, null]);

    const done = await call<CapitalCallReallocation>(
      'PATCH',
      `${reallocation}/finalize`,
      undefined,
      token.approver,
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      state: 'completed',
      finalized_by: { name: 'April Approver' },
      can_finalize: false,
    });
    expect(done.body.checks.map((c) => c.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
      'passed',
      'passed',
    ]);
    const posted = await rowsOf(created.id);
    expect(posted).toHaveLength(6);
    expect(new Set(posted.map((r) => r.effective_date))).toEqual(new Set(['2026-05-15']));
    expect(byLpAndCode(posted)).toEqual({
      [`${lp.Atlas}|contribution_investment`]: 15_428_572,
      [`${lp.Birch}|contribution_investment`]: 11_571_428,
      [`${lp.Cedar}|contribution_investment`]: -27_000_000,
      [`${lp.Atlas}|contribution_management_fee`]: 1_714_286,
      [`${lp.Birch}|contribution_management_fee`]: 1_285_714,
      [`${lp.Cedar}|contribution_management_fee`]: -3_000_000,
    });
    // The call's own rows never change.
    expect(byLpAndCode(await rowsOf(callId))).toEqual(callRows);
    expect(callRows[`${lp.Cedar}|contribution_investment`]).toBe(27_000_000);

    expect(await figures(lp.Atlas)).toEqual({ paid_in: 57_142_858, unfunded: 22_857_142 });
    expect(await figures(lp.Birch)).toEqual({ paid_in: 42_857_142, unfunded: 17_142_858 });
    expect(await figures(lp.Cedar)).toEqual({ paid_in: 0, unfunded: 60_000_000 });

    const list = await call<CapitalActivityList>('GET', `${base()}/capital-activity`);
    expect(list.body.events[0]).toMatchObject({
      id: created.id,
      event_type: 'capital_call_reallocation',
      state: 'completed',
      called_cents: 0,
    });
    const audit = await t.deps.handle.db
      .select({ action: audit_log.action, target_type: audit_log.target_type })
      .from(audit_log)
      .where(eq(audit_log.target_id, created.id));
    expect(audit.map((a) => `${a.target_type} ${a.action}`).sort()).toEqual([
      'capital_call_reallocation create',
      'capital_call_reallocation edit',
      'capital_call_reallocation finalize',
    ]);

    // A finalized reallocation is no longer editable, deletable or finalizable.
    for (const [method, path, body] of [
      ['PUT', reallocation, cedarDefaults()],
      ['DELETE', reallocation, undefined],
      ['PATCH', `${reallocation}/finalize`, undefined],
    ] as const) {
      const refused = await call<ErrorBody>(method, path, body, token.approver);
      expect([method, refused.status, refused.body.code, refused.body.message]).toEqual([
        method,
        409,
        'invalid_transition',
        'A finalized event is no longer editable.',
      ]);
    }
    // The call lists it.
    const ofCall = await call<CapitalCallReallocationList>(
      'GET',
      `${base()}/capital-call/${callId}/reallocations`,
    );
    expect(ofCall.body.reallocations.map((r) => [r.id, r.state, r.effective_date])).toEqual([
      [created.id, 'completed', '2026-05-15'],
    ]);
    // It shows what it posted, kept as proven.
    const kept = await call<CapitalCallReallocation>('GET', reallocation);
    expect(kept.body.rows.find((r) => r.lp === 'Cedar Pension LP')!.called).toEqual({
      before_cents: 30_000_000,
      after_cents: 0,
      difference_cents: -30_000_000,
    });

    // The next reallocation starts from the new amounts: Cedar holds nothing of the call.
    const next = await draft(token.writer, '2026-06-01');
    expect(next.rows.map((r) => [r.lp, r.called.before_cents])).toEqual([
      ['Atlas Pension LP', 57_142_858],
      ['Birch Pension LP', 42_857_142],
      ['Cedar Pension LP', 0],
    ]);
    expect(next.checks.find((c) => c.id === 'ledger_matches_call')!.status).toBe('passed');
    expect((await call('DELETE', realloc(next.id), undefined, token.writer)).status).toBe(200);
  });

  it('reaches an LP admitted after the call (a late admission) and moves part of the call to it', async () => {
    // Delta Pension is admitted at a second close after the call, with 400,000.00.
    const second = await call<Closing>('POST', '/api/closing/', {
      fund_family_id: fundFamilyId,
      name: 'Second close',
      closing_date: '2026-06-15',
    });
    const investor = await call<Investor>('POST', '/api/investor/', {
      name: 'Delta Pension',
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: 'Delta Pension LP', legal_type: 'limited_partnership' },
    });
    const added = await call<Closing>('PUT', `/api/closing/${second.body.id}/add-security/`, {
      investor_entity_id: investor.body.entities[0]!.id,
      owning_entity_id: mainId,
      amount_cents: 400_000_00,
    });
    const delta = added.body.commitments.find(
      (c) => c.investor_entity_name === 'Delta Pension LP',
    )!.commitment_id;
    await finalizeClosing(t, second.body.id);

    // Before its admission it is not reached; from it on it is, holding nothing of the call.
    const early = await draft(token.writer, '2026-06-01');
    expect(early.rows.map((r) => r.lp)).not.toContain('Delta Pension LP');
    expect((await call('DELETE', realloc(early.id), undefined, token.writer)).status).toBe(200);
    const created = await draft(token.writer, '2026-07-01');
    expect(created.rows.find((r) => r.commitment_id === delta)!.called.before_cents).toBe(0);
    // 100,000.00 of Atlas's investment (514,285.72 after Cedar's default) goes to Delta.
    const saved = await call<CapitalCallReallocation>(
      'PUT',
      realloc(created.id),
      {
        effective_date: '2026-07-01',
        amounts: [
          { use_id: use.investment, commitment_id: lp.Atlas, amount_cents: 41_428_572 },
          { use_id: use.investment, commitment_id: delta, amount_cents: 10_000_000 },
        ],
      },
      token.writer,
    );
    expect(saved.body.can_finalize).toBe(false);
    const done = await call<CapitalCallReallocation>(
      'PATCH',
      `${realloc(created.id)}/finalize`,
      undefined,
      token.approver,
    );
    expect(done.status).toBe(200);
    expect(byLpAndCode(await rowsOf(created.id))).toEqual({
      [`${lp.Atlas}|contribution_investment`]: -10_000_000,
      [`${delta}|contribution_investment`]: 10_000_000,
    });
    expect(await figures(delta)).toEqual({ paid_in: 10_000_000, unfunded: 30_000_000 });
    expect(await figures(lp.Atlas)).toEqual({ paid_in: 47_142_858, unfunded: 32_857_142 });
  });
});
