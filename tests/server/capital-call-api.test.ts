import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CapitalCallCreateData,
  CapitalCallEvent,
  CapitalCallInput,
} from '../../src/api/capital-call';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import type { CapitalCallBreakdown } from '../../src/api/capital-call-breakdown';
import type { CommitmentDetail } from '../../src/api/commitment-detail';
import type { Closing, FundEntity, Investor } from '../../src/api/fund-structure';
import { audit_log, transaction_codes, transactions } from '../../src/server/db/schema';
import { finalizeClosing } from './finalize-closing';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: unknown };

/**
 * A fund family worked by hand: the family allocates by commitment (largest allocation first, in
 * cents) to a main fund holding Atlas 1,000,000.00 and Birch 3,000,000.00 and a parallel fund
 * holding Cedar 2,000,000.00; nothing paid in before the call.
 *
 * The call (due 2026-03-31):
 * - Investment 1,000,000.01: Main 66,666,667.33 → floor + the spare cent (largest) = 66,666,668,
 *   Parallel 33,333,333; Main 1:3 exactly → Atlas 16,666,667, Birch 50,000,001; Cedar 33,333,333.
 * - Management fee 10,000.00: Main 666,666.67 → 666,667 (spare cent), Parallel 333,333; Main →
 *   Atlas 166,666.75 → 166,666, Birch 500,000.25 → 500,000 + the spare cent (largest) = 500,001.
 * - Audit fees 100.00, Cedar set by hand at 20.00: the other 80.00 goes to Main 1:3 → 20.00, 60.00.
 * Per LP: Atlas 16,835,333; Birch 50,506,002; Cedar 33,668,666; total 101,010,001.
 */
describe.each(testDatabases())('capital calls on $name', (database) => {
  let t: TestApp;
  const token = { admin: '', approver: '', writer: '', reader: '', beacon: '' };
  const call = jsonCaller(
    () => t,
    () => token.admin,
  );
  let fundFamilyId: string;
  const commitment: Record<'Atlas' | 'Birch' | 'Cedar', string> = {
    Atlas: '',
    Birch: '',
    Cedar: '',
  };
  let mainId: string;
  let parallelId: string;

  const base = () => `/api/fund-family/${fundFamilyId}`;
  const input = (): CapitalCallInput => ({
    name: null,
    notice_date: '2026-03-16',
    due_date: '2026-03-31',
    allocation_rule_graph_id: null,
    uses: [
      {
        kind: 'investment',
        description: 'Investment in Northwind',
        amount_cents: 100_000_001,
        transaction_code: 'contribution_investment',
        overrides: [],
      },
      {
        kind: 'management_fees',
        description: 'Management fee Q1 2026',
        amount_cents: 1_000_000,
        transaction_code: 'contribution_management_fee',
        overrides: [],
      },
      {
        kind: 'fund_expenses',
        description: 'Audit fees',
        amount_cents: 10_000,
        transaction_code: 'contribution_expenses',
        overrides: [{ commitment_id: commitment.Cedar, amount_cents: 2_000 }],
      },
    ],
  });
  const figures = async (id: string) => {
    const detail = await call<CommitmentDetail>('GET', `/api/commitment-information/${id}/`);
    const of = (key: string) => detail.body.figures.find((f) => f.id === key)!.value;
    return { paid_in: of('paid_in'), unfunded: of('unfunded') };
  };
  const draft = async (as = token.writer, body = input()) => {
    const created = await call<CapitalCallEvent>('POST', `${base()}/fund-family-event`, body, as);
    expect(created.status).toBe(201);
    return created.body;
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    token.admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    fundFamilyId = (
      await call<{ id: string }>('POST', '/api/fund-family/', { name: 'Capital Call Test Fund' })
    ).body.id;
    const entity = async (name: string, functional_type: string) =>
      (
        await call<FundEntity>('POST', `${base()}/fund-entities/`, {
          name,
          short_name: null,
          functional_type,
          legal_type: 'limited_partnership',
        })
      ).body.id;
    mainId = await entity('Call Test Fund, L.P.', 'main_fund');
    parallelId = await entity('Call Test Fund-A, L.P.', 'parallel_fund');
    const started = await call<{ first_closing_id: string }>('PATCH', `${base()}/fundraise/`, {
      first_closing_date: '2026-01-15',
    });
    expect(started.status).toBe(200);
    const closingId = started.body.first_closing_id;
    for (const [name, owning, amount] of [
      ['Atlas', mainId, 1_000_000_00],
      ['Birch', mainId, 3_000_000_00],
      ['Cedar', parallelId, 2_000_000_00],
    ] as const) {
      const investor = await call<Investor>('POST', '/api/investor/', {
        name: `${name} Pension`,
        external_id: null,
        primary_contact_email: null,
        entity: { full_name: `${name} Pension LP`, legal_type: 'limited_partnership' },
      });
      const added = await call<Closing>('PUT', `/api/closing/${closingId}/add-security/`, {
        investor_entity_id: investor.body.entities[0]!.id,
        owning_entity_id: owning,
        amount_cents: amount,
      });
      expect(added.status).toBe(200);
      commitment[name] = added.body.commitments.find(
        (c) => c.investor_entity_name === `${name} Pension LP`,
      )!.commitment_id;
    }
    await finalizeClosing(t, closingId);
  });
  afterAll(() => t.dispose());

  it('offers the use kinds, the call codes and the commitments with their unfunded', async () => {
    const data = await call<CapitalCallCreateData>('GET', `${base()}/capital-call/create-data`);
    expect(data.status).toBe(200);
    expect(data.body.use_kinds.map((k) => [k.kind, k.default_transaction_code])).toEqual([
      ['investment', 'contribution_investment'],
      ['fund_expenses', 'contribution_expenses'],
      ['organizational_expenses', 'contribution_expenses'],
      ['working_capital', 'contribution_expenses'],
      ['management_fees', 'contribution_management_fee'],
      ['closing_equalization', null],
      ['special_contributions', null],
    ]);
    expect(data.body.transaction_codes.map((c) => c.name)).toEqual([
      'contribution_expenses',
      'contribution_investment',
      'contribution_management_fee',
    ]);
    expect(data.body.commitments.map((c) => [c.lp, c.committed_cents, c.unfunded_cents])).toEqual([
      ['Atlas Pension LP', 1_000_000_00, 1_000_000_00],
      ['Birch Pension LP', 3_000_000_00, 3_000_000_00],
      ['Cedar Pension LP', 2_000_000_00, 2_000_000_00],
    ]);
    expect(data.body.default_name).toBe('Capital call 1');
  });

  it('refuses bad input with 400 naming the fields, and creates nothing', async () => {
    const bad = await call<ErrorBody & { data: Record<string, string[]> }>(
      'POST',
      `${base()}/fund-family-event`,
      { ...input(), due_date: '2026-03-01', uses: [] },
      token.writer,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      due_date: ['Due Date cannot be before Notice Date.'],
      uses: ['At least 1 items'],
    });
    const uses = input().uses;
    const wrong = await call<ErrorBody & { data: Record<string, string[]> }>(
      'POST',
      `${base()}/fund-family-event`,
      {
        ...input(),
        uses: [
          { ...uses[0]!, transaction_code: 'distribution_return_of_capital' },
          { ...uses[1]!, amount_cents: 0 },
          {
            ...uses[2]!,
            overrides: [
              { commitment_id: commitment.Cedar, amount_cents: 10_001 },
              { commitment_id: fundFamilyId, amount_cents: 0 },
            ],
          },
        ],
      },
      token.writer,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual({ 'uses.1.amount_cents': ['Amount must be positive.'] });
    const codes = await call<ErrorBody & { data: Record<string, string[]> }>(
      'POST',
      `${base()}/fund-family-event`,
      {
        ...input(),
        uses: [
          { ...uses[0]!, transaction_code: 'distribution_return_of_capital' },
          {
            ...uses[2]!,
            overrides: [
              { commitment_id: commitment.Cedar, amount_cents: 10_001 },
              { commitment_id: fundFamilyId, amount_cents: 0 },
            ],
          },
        ],
      },
      token.writer,
    );
    expect(codes.status).toBe(400);
    expect(codes.body.data).toEqual({
      'uses.0.transaction_code': ['Invalid'],
      'uses.1.overrides.1.commitment_id': ['Invalid'],
      'uses.1.overrides': ["Overrides add up to 100.01, more than the line's 100.00"],
    });
    const list = await call<CapitalActivityList>('GET', `${base()}/capital-activity`);
    expect(list.body.events.filter((e) => e.event_type === 'capital_activity')).toEqual([]);
  });

  it('drafts a call and allocates it exactly as worked by hand', async () => {
    const created = await draft();
    expect(created).toMatchObject({
      name: 'Capital call 1',
      state: 'draft',
      event_type: 'capital_activity',
      notice_date: '2026-03-16',
      due_date: '2026-03-31',
      effective_date: '2026-03-31',
      total_cents: 101_010_001,
      created_by: { name: 'Will Writer' },
      refusals: [],
      can_finalize: false,
      finalize_blocked_reason: 'Finalizing a capital call needs the approve permission.',
    });
    expect(created.checks.map((c) => [c.id, c.status])).toEqual([
      ['use_sums', 'passed'],
      ['money_back_only_equalization', 'passed'],
      ['paid_in_plus_unfunded', 'passed'],
      ['unfunded_not_negative', 'passed'],
      ['ledger_equals_event', 'not_run'],
    ]);
    const [u1, u2, u3] = created.uses.map((u) => u.id);
    const breakdown = await call<CapitalCallBreakdown>(
      'GET',
      `${base()}/capital-call/${created.id}/breakdown`,
    );
    expect(breakdown.status).toBe(200);
    const row = (lp: string) => breakdown.body.rows.find((r) => r.lp === lp)!;
    expect(row('Atlas Pension LP')).toMatchObject({
      fund_entity_id: mainId,
      committed_cents: 100_000_000,
      by_use: { [u1!]: 16_666_667, [u2!]: 166_666, [u3!]: 2_000 },
      called_cents: 16_835_333,
      contributed_before_cents: 0,
      contributed_after_cents: 16_835_333,
      unfunded_before_cents: 100_000_000,
      unfunded_after_cents: 83_164_667,
      percent_called: '16.8353',
      percent_contributed_after: '16.8353',
      overridden_use_ids: [],
    });
    expect(row('Birch Pension LP')).toMatchObject({
      by_use: { [u1!]: 50_000_001, [u2!]: 500_001, [u3!]: 6_000 },
      called_cents: 50_506_002,
      unfunded_after_cents: 249_493_998,
    });
    expect(row('Cedar Pension LP')).toMatchObject({
      fund_entity_id: parallelId,
      by_use: { [u1!]: 33_333_333, [u2!]: 333_333, [u3!]: 2_000 },
      called_cents: 33_668_666,
      unfunded_after_cents: 166_331_334,
      percent_called: '16.8343',
      overridden_use_ids: [u3],
    });
    expect(breakdown.body.total).toMatchObject({
      committed_cents: 600_000_000,
      by_use: { [u1!]: 100_000_001, [u2!]: 1_000_000, [u3!]: 10_000 },
      called_cents: 101_010_001,
      unfunded_after_cents: 498_989_999,
    });
    for (const view of ['drawdown-table', 'unfunded-breakdown']) {
      const same = await call<CapitalCallBreakdown>(
        'GET',
        `${base()}/capital-call/${created.id}/${view}`,
      );
      expect(same.body.total.called_cents).toBe(101_010_001);
    }
    const parallel = await call<CapitalCallBreakdown>(
      'GET',
      `${base()}/capital-call/${created.id}/breakdown?fund_entity_id=${parallelId}`,
    );
    expect(parallel.body.rows.map((r) => r.lp)).toEqual(['Cedar Pension LP']);
    expect(parallel.body.total.called_cents).toBe(33_668_666);

    const list = await call<CapitalActivityList>('GET', `${base()}/capital-activity`);
    expect(list.body.events.map((e) => [e.event_type, e.name, e.state, e.called_cents])).toEqual([
      ['capital_activity', 'Capital call 1', 'draft', 101_010_001],
      ['closing', 'First close', 'completed', 0],
    ]);
    expect(list.body.events[0]!.created_by?.name).toBe('Will Writer');
    await call('DELETE', `${base()}/fund-family-event/${created.id}`, undefined, token.writer);
  });

  it("gives another customer's user nothing (404) and lets a reader only read (403)", async () => {
    const created = await draft();
    const event = `${base()}/fund-family-event/${created.id}`;
    const callPath = `${base()}/capital-call/${created.id}`;
    const reads = [
      ['GET', `${base()}/capital-activity`],
      ['GET', `${base()}/capital-call/create-data`],
      ['GET', event],
      ['GET', `${callPath}/breakdown`],
      ['GET', `${callPath}/drawdown-table`],
      ['GET', `${callPath}/unfunded-breakdown`],
    ] as const;
    const writes = [
      ['POST', `${base()}/fund-family-event`, input()],
      ['PUT', event, input()],
      ['DELETE', event, undefined],
      ['DELETE', callPath, undefined],
      ['PATCH', `${event}/finalize`, undefined],
    ] as const;
    for (const [method, path] of reads) {
      expect([method, path, (await call(method, path, undefined, token.beacon)).status]).toEqual([
        method,
        path,
        404,
      ]);
      expect((await call(method, path, undefined, token.reader)).status).toBe(200);
    }
    for (const [method, path, body] of writes) {
      expect([method, path, (await call(method, path, body, token.beacon)).status]).toEqual([
        method,
        path,
        404,
      ]);
      expect([method, path, (await call(method, path, body, token.reader)).status]).toEqual([
        method,
        path,
        403,
      ]);
    }
    // A writer drafts but does not finalize.
    expect((await call('PATCH', `${event}/finalize`, undefined, token.writer)).status).toBe(403);
    const still = await call<CapitalCallEvent>('GET', event);
    expect(still.body.state).toBe('draft');
    expect((await call('DELETE', callPath, undefined, token.writer)).status).toBe(200);
    expect((await call('GET', event)).status).toBe(404);
  });

  it('holds the drafter to maker-checker: who drafted or last changed the call does not finalize it', async () => {
    const created = await draft(token.approver);
    const event = `${base()}/fund-family-event/${created.id}`;
    const own = await call<CapitalCallEvent>('GET', event, undefined, token.approver);
    expect(own.body.can_finalize).toBe(false);
    expect(own.body.finalize_blocked_reason).toBe(
      'You sent this capital call for approval; another user must approve it.',
    );
    const refused = await call<ErrorBody>('PATCH', `${event}/finalize`, undefined, token.approver);
    expect([refused.status, refused.body.code]).toEqual([403, 'separation_of_duties']);
    // Changed by the writer, the approver is still its drafter.
    expect((await call('PUT', event, input(), token.writer)).status).toBe(200);
    expect(
      (await call<ErrorBody>('PATCH', `${event}/finalize`, undefined, token.approver)).status,
    ).toBe(403);
    expect((await call('DELETE', event, undefined, token.writer)).status).toBe(200);
  });

  it('refuses with 409 a call past an LP unfunded commitment, naming the LP, and posts nothing', async () => {
    const body = input();
    body.uses = [{ ...body.uses[0]!, amount_cents: 7_000_000_00, overrides: [] }];
    const created = await draft(token.writer, body);
    expect(created.refusals.map((r) => [r.lp, r.excess_cents])).toEqual([
      // Main 4,666,666.67 (its spare cent to Birch, the largest): Atlas 1,166,666.66 of 1,000,000.00
      // unfunded, Birch 3,500,000.01 of 3,000,000.00; Cedar 2,333,333.33 of 2,000,000.00.
      ['Atlas Pension LP', 16_666_666],
      ['Birch Pension LP', 50_000_001],
      ['Cedar Pension LP', 33_333_333],
    ]);
    const refused = await call<
      ErrorBody & { data: { checks: CapitalCallEvent['checks']; refusals: unknown[] } }
    >('PATCH', `${base()}/fund-family-event/${created.id}/finalize`, undefined, token.approver);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('conflict');
    expect(refused.body.message).toBe(
      'Atlas Pension LP: Investment in Northwind would call 1,166,666.66, 166,666.66 more than its unfunded commitment of 1,000,000.00.',
    );
    const negative = refused.body.data.checks.find((c) => c.id === 'unfunded_not_negative')!;
    expect(negative.failures.map((f) => [f.lp, f.figure, f.difference_cents])).toEqual([
      ['Atlas Pension LP', 'Unfunded after the call', -16_666_666],
      ['Birch Pension LP', 'Unfunded after the call', -50_000_001],
      ['Cedar Pension LP', 'Unfunded after the call', -33_333_333],
    ]);
    expect(await figures(commitment.Atlas)).toEqual({ paid_in: 0, unfunded: 100_000_000 });
    const rows = await t.deps.handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.fund_family_event_id, created.id));
    expect(rows).toEqual([]);
    expect((await call('DELETE', `${base()}/capital-call/${created.id}`)).status).toBe(200);
  });

  it('finalizes: posts the hand-worked contributions with the event id, and the figures move by exactly the call', async () => {
    const created = await draft();
    const event = `${base()}/fund-family-event/${created.id}`;
    const viewed = await call<CapitalCallEvent>('GET', event, undefined, token.approver);
    expect([viewed.body.can_finalize, viewed.body.finalize_blocked_reason]).toEqual([true, null]);
    const done = await call<CapitalCallEvent>(
      'PATCH',
      `${event}/finalize`,
      undefined,
      token.approver,
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      state: 'completed',
      finalized_by: { name: 'April Approver' },
      can_finalize: false,
      finalize_blocked_reason: 'A finalized event is no longer editable.',
    });
    expect(done.body.checks.map((c) => c.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
      'passed',
    ]);

    const rows = await t.deps.handle.db
      .select({
        commitment_id: transactions.commitment_id,
        fund_entity_id: transactions.fund_entity_id,
        code: transaction_codes.name,
        amount: transactions.amount_cents,
        effective_date: transactions.effective_date,
      })
      .from(transactions)
      .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
      .where(and(eq(transactions.fund_family_event_id, created.id)));
    const key = (r: (typeof rows)[number]) => `${r.commitment_id}|${r.code}`;
    expect(Object.fromEntries(rows.map((r) => [key(r), r.amount]))).toEqual({
      [`${commitment.Atlas}|contribution_investment`]: 16_666_667,
      [`${commitment.Birch}|contribution_investment`]: 50_000_001,
      [`${commitment.Cedar}|contribution_investment`]: 33_333_333,
      [`${commitment.Atlas}|contribution_management_fee`]: 166_666,
      [`${commitment.Birch}|contribution_management_fee`]: 500_001,
      [`${commitment.Cedar}|contribution_management_fee`]: 333_333,
      [`${commitment.Atlas}|contribution_expenses`]: 2_000,
      [`${commitment.Birch}|contribution_expenses`]: 6_000,
      [`${commitment.Cedar}|contribution_expenses`]: 2_000,
    });
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => r.effective_date))).toEqual(new Set(['2026-03-31']));
    expect(
      rows.filter((r) => r.commitment_id === commitment.Cedar).map((r) => r.fund_entity_id),
    ).toEqual([parallelId, parallelId, parallelId]);

    expect(await figures(commitment.Atlas)).toEqual({ paid_in: 16_835_333, unfunded: 83_164_667 });
    expect(await figures(commitment.Birch)).toEqual({
      paid_in: 50_506_002,
      unfunded: 249_493_998,
    });
    expect(await figures(commitment.Cedar)).toEqual({
      paid_in: 33_668_666,
      unfunded: 166_331_334,
    });

    const list = await call<CapitalActivityList>('GET', `${base()}/capital-activity`);
    expect(list.body.events[0]).toMatchObject({
      id: created.id,
      state: 'completed',
      called_cents: 101_010_001,
      distributed_cents: 0,
    });
    // Each mutation left its audit entry, with who made it.
    const audit = await t.deps.handle.db
      .select({ action: audit_log.action, target_type: audit_log.target_type })
      .from(audit_log)
      .where(eq(audit_log.target_id, created.id));
    expect(audit.map((a) => `${a.target_type} ${a.action}`).sort()).toEqual([
      'capital_call create',
      'capital_call finalize',
    ]);
    // The breakdown is the one proven at finalization.
    const kept = await call<CapitalCallBreakdown>(
      'GET',
      `${base()}/capital-call/${created.id}/breakdown`,
    );
    expect(kept.body.total).toMatchObject({
      called_cents: 101_010_001,
      unfunded_before_cents: 600_000_000,
    });

    // A finalized event is no longer editable, deletable or finalizable.
    for (const [method, path, body] of [
      ['PUT', event, input()],
      ['DELETE', event, undefined],
      ['DELETE', `${base()}/capital-call/${created.id}`, undefined],
      ['PATCH', `${event}/finalize`, undefined],
    ] as const) {
      const refused = await call<ErrorBody>(method, path, body, token.approver);
      expect([method, refused.status, refused.body.code, refused.body.message]).toEqual([
        method,
        409,
        'invalid_transition',
        'A finalized event is no longer editable.',
      ]);
    }
    // The next call sees the first: the unfunded commitment before it is after the first.
    const next = await call<CapitalCallCreateData>('GET', `${base()}/capital-call/create-data`);
    expect(next.body.commitments.map((c) => c.unfunded_cents)).toEqual([
      83_164_667, 249_493_998, 166_331_334,
    ]);
    expect(next.body.default_name).toBe('Capital call 2');
  });
  it('allocates through a chosen rule graph in force on the due date, and edits a draft', async () => {
    const graph = await call<{ id: string }>('POST', `${base()}/allocation-rule-graphs/`, {
      name: 'Half and half',
      description: null,
      effective_date: '2026-06-01',
      rules: [
        {
          parent_id: fundFamilyId,
          basis: 'fixed_percentages',
          calculation_id: null,
          children: [
            { child_id: mainId, percent: '50' },
            { child_id: parallelId, percent: '50' },
          ],
        },
      ],
    });
    expect(graph.status).toBe(201);
    const body: CapitalCallInput = {
      ...input(),
      notice_date: '2026-06-15',
      due_date: '2026-06-30',
      allocation_rule_graph_id: graph.body.id,
      uses: [{ ...input().uses[0]!, amount_cents: 1_000_000_00 }],
    };
    const created = await draft(token.writer, body);
    const [use] = created.uses.map((u) => u.id);
    const split = async () =>
      Object.fromEntries(
        (
          await call<CapitalCallBreakdown>('GET', `${base()}/capital-call/${created.id}/breakdown`)
        ).body.rows.map((r) => [r.lp, r.by_use[use!]]),
      );
    // Half to each fund: Main 500,000.00 → Atlas 1:3 Birch; Parallel 500,000.00 → Cedar.
    expect(await split()).toEqual({
      'Atlas Pension LP': 125_000_00,
      'Birch Pension LP': 375_000_00,
      'Cedar Pension LP': 500_000_00,
    });
    const event = `${base()}/fund-family-event/${created.id}`;
    const early = await call<ErrorBody & { data: Record<string, string[]> }>(
      'PUT',
      event,
      { ...body, notice_date: '2026-05-01', due_date: '2026-05-29' },
      token.writer,
    );
    expect([early.status, early.body.data]).toEqual([
      400,
      { allocation_rule_graph_id: ['These rules take effect after the due date'] },
    ]);
    const edited = await call<CapitalCallEvent>(
      'PUT',
      event,
      { ...body, name: 'Call of June', allocation_rule_graph_id: null },
      token.writer,
    );
    expect([edited.status, edited.body.name, edited.body.allocation_rule_graph_id]).toEqual([
      200,
      'Call of June',
      null,
    ]);
    const [again] = edited.body.uses.map((u) => u.id);
    const rows = (
      await call<CapitalCallBreakdown>('GET', `${base()}/capital-call/${created.id}/breakdown`)
    ).body.rows;
    // Back to the default, pro rata by commitment: Main 666,666.66 + the spare cent (largest) =
    // 666,666.67, Parallel 333,333.33; Main → Atlas 166,666.6675 → 166,666.66, Birch 500,000.0025
    // → 500,000.00 + the spare cent (largest) = 500,000.01.
    expect(rows.map((r) => [r.lp, r.by_use[again!]])).toEqual([
      ['Atlas Pension LP', 16_666_666],
      ['Birch Pension LP', 50_000_001],
      ['Cedar Pension LP', 33_333_333],
    ]);
  });
});
