import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CancelCorrectConfirmed,
  CancelCorrectPreview,
  CancelCorrectPreviewRequest,
  CancelCorrectState,
} from '../../src/api/cancel-correct';
import type { CapitalCallEvent, CapitalCallInput } from '../../src/api/capital-call';
import { audit_log } from '../../src/server/db/schema';
import { addInvestorCommitment, fundraisingFund } from './closing-lifecycle-fixture';
import { finalizeClosing } from './finalize-closing';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

/**
 * Cancel-correct of a finalized capital call, worked by hand. A fund of two LPs in one main fund
 * entity, closed on 2026-01-15: Atlas commits 3,000,000.00 and Birch 2,000,000.00 (60/40).
 * Capital call 1 (due 2026-03-31) calls an investment of 1,000,000.00 pro rata: Atlas
 * 600,000.00, Birch 400,000.00.
 *
 * The correction: the line becomes 1,200,000.00 with Birch set by hand at 250,000.00; the other
 * 950,000.00 goes to Atlas (the only LP left to allocate over). Per LP the investment code moves
 * Atlas 600,000.00 → 950,000.00 (+350,000.00) and Birch 400,000.00 → 250,000.00 (−150,000.00):
 * +200,000.00 in all. Commitments (5,000,000.00) do not change. Today is 2026-09-15.
 */
describe.each(testDatabases())('cancel-correct of a capital call on $name', (database) => {
  let t: TestApp;
  const token = { config: '', approver: '', writer: '', beacon: '' };
  const call = jsonCaller(
    () => t,
    () => token.config,
  );
  let fundFamilyId = '';
  const commitment = { Atlas: '', Birch: '' };
  let callId = '';
  const base = () => `/api/fund-family/${fundFamilyId}`;
  const event = (id = callId) => `${base()}/fund-family-event/${id}`;

  const callInput = (): CapitalCallInput => ({
    name: null,
    notice_date: '2026-03-16',
    due_date: '2026-03-31',
    allocation_rule_graph_id: null,
    uses: [
      {
        kind: 'investment',
        description: 'Investment in Northwind',
        amount_cents: 1_000_000_00,
        transaction_code: 'contribution_investment',
        overrides: [],
      },
    ],
  });
  const correction = (
    over: Partial<CancelCorrectPreviewRequest> = {},
  ): CancelCorrectPreviewRequest => ({
    correction_type: 'life_to_date',
    posting_date: null,
    name: null,
    uses: [
      {
        kind: 'investment',
        description: 'Investment in Northwind',
        amount_cents: 1_200_000_00,
        transaction_code: 'contribution_investment',
        overrides: [{ commitment_id: commitment.Birch, amount_cents: 250_000_00 }],
      },
    ],
    ...over,
  });
  const preview = (body: unknown, as = token.config, id = callId) =>
    call<CancelCorrectPreview>('POST', `${event(id)}/cancel-correct-preview`, body, as);
  const confirm = (body: unknown, as = token.config, id = callId) =>
    call<CancelCorrectConfirmed>('POST', `${event(id)}/cancel-correct`, body, as);

  /** The family's ledger rows as event|LP|code|amount|date|reverses, sorted. */
  const ledger = async () => {
    const rows = await t.deps.handle.query<Record<string, unknown>>(
      `select e.name as event, coalesce(i.full_name, '') as lp, c.name as code,
         t.amount_cents::text as amount, t.effective_date::text as date,
         coalesce(r.name, '') as reverses
       from transactions t
       join fund_family_events e on e.id = t.fund_family_event_id
       join transaction_codes c on c.id = t.transaction_code_id
       left join investor_entities i on i.id = t.investor_entity_id
       left join fund_family_events r on r.id = t.reverses_event_id
       where t.fund_family_id = $1`,
      [fundFamilyId],
    );
    return rows.map((r) => Object.values(r).map(String).join('|')).sort();
  };

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date('2026-09-15T12:00:00Z') });
    token.config = (await t.signIn('config@demo.test', 'demo-config-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const fund = await fundraisingFund(call, 'Cancel Correct Fund');
    fundFamilyId = fund.fundFamilyId;
    const closingId = fund.firstClosingId;
    for (const [name, amount] of [
      ['Atlas', 3_000_000_00],
      ['Birch', 2_000_000_00],
    ] as const) {
      commitment[name] = (
        await addInvestorCommitment(
          call,
          { closingId, owningEntityId: fund.mainFundId },
          `${name} Trust`,
          amount,
        )
      ).commitmentId;
    }
    await finalizeClosing(t, closingId);
    const drafted = await call<CapitalCallEvent>(
      'POST',
      `${base()}/fund-family-event`,
      callInput(),
      token.writer,
    );
    expect(drafted.status).toBe(201);
    callId = drafted.body.id;
    const finalized = await call('PATCH', `${event()}/finalize`, undefined, token.approver);
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
  });
  afterAll(() => t.dispose());

  const before = [
    'Capital call 1|Atlas Trust LP|contribution_investment|60000000|2026-03-31|',
    'Capital call 1|Birch Trust LP|contribution_investment|40000000|2026-03-31|',
  ];

  it('previews life to date per LP and code, totals reconciling, and posts nothing', async () => {
    const ledgerBefore = await ledger();
    expect(ledgerBefore.filter((r) => r.startsWith('Capital call 1'))).toEqual(before);
    const made = await preview(correction());
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({
      kind: 'cancel_correct',
      original_event_id: callId,
      correction_type: 'life_to_date',
      posting_date: '2026-03-31',
      row_count: 4,
      stops_at: null,
      notice_lps: [],
    });
    const changed = made.body.lines
      .filter((l) => l.change_cents !== 0)
      .map((l) => [l.investor_name, l.transaction_code, l.before_cents, l.after_cents]);
    expect(changed).toEqual([
      ['Atlas Trust LP', 'contribution_investment', 600_000_00, 950_000_00],
      ['Birch Trust LP', 'contribution_investment', 400_000_00, 250_000_00],
    ]);
    expect(made.body.lines.map((l) => l.change_cents)).toContain(350_000_00);
    expect(made.body.lines.map((l) => l.change_cents)).toContain(-150_000_00);
    // Commitments 5,000,000.00 and paid in 1,000,000.00 before; +200,000.00 paid in after.
    expect(made.body.totals).toEqual({
      before_cents: 6_000_000_00,
      change_cents: 200_000_00,
      after_cents: 6_200_000_00,
    });
    expect(made.body.events.map((e) => [e.name, e.state_before, e.state_after])).toEqual([
      ['Capital call 1', 'completed', 'completed'],
      ['Capital call 1 (corrected)', 'draft', 'completed'],
    ]);
    expect(await ledger()).toEqual(ledgerBefore);
  });

  it('dates a go-forward correction today and a custom one on its date', async () => {
    const forward = await preview(correction({ correction_type: 'go_forward' }));
    expect(forward.body.posting_date).toBe('2026-09-15');
    const custom = await preview(
      correction({ correction_type: 'custom_date', posting_date: '2026-06-30' }),
    );
    expect(custom.body.posting_date).toBe('2026-06-30');
    expect(custom.body.totals.change_cents).toBe(200_000_00);
  });

  it('refuses bad input with 400 and the field, and changes nothing', async () => {
    const ledgerBefore = await ledger();
    const cases: [unknown, string][] = [
      [{ ...correction(), correction_type: 'backdated' }, 'correction_type'],
      [correction({ correction_type: 'custom_date' }), 'posting_date'],
      [correction({ correction_type: 'go_forward', posting_date: '2026-06-30' }), 'posting_date'],
      [correction({ correction_type: 'custom_date', posting_date: '2026-03-30' }), 'posting_date'],
      [correction({ uses: [] }), 'uses'],
      [
        correction({
          uses: [
            {
              kind: 'investment',
              description: 'Investment in Northwind',
              amount_cents: 1_000_000_00,
              transaction_code: 'contribution_investment',
              overrides: [{ commitment_id: crypto.randomUUID(), amount_cents: 1_00 }],
            },
          ],
        }),
        'uses.0.overrides.0.commitment_id',
      ],
    ];
    for (const [body, field] of cases) {
      const refused = await call<ErrorBody>('POST', `${event()}/cancel-correct-preview`, body);
      expect([refused.status, Object.keys(refused.body.data ?? {})]).toEqual([400, [field]]);
      // The lines are checked on the ledger as the correction leaves it, after the token: a
      // confirmation of lines no preview accepted is stale first (409).
      const confirmed = await confirm({ ...(body as object), token: 'a.b' });
      expect(confirmed.status).toBe(field.startsWith('uses.') ? 409 : 400);
    }
    expect((await confirm(correction())).status).toBe(400);
    expect(await ledger()).toEqual(ledgerBefore);
  });

  it('answers 404 to another customer and 403 without the config permission', async () => {
    for (const as of [token.beacon]) {
      expect((await preview(correction(), as)).status).toBe(404);
      expect((await confirm({ ...correction(), token: 'a.b' }, as)).status).toBe(404);
      expect((await call('GET', `${event()}/cancel-correct`, undefined, as)).status).toBe(404);
    }
    for (const as of [token.approver, token.writer]) {
      expect((await preview(correction(), as)).status).toBe(403);
      expect((await confirm({ ...correction(), token: 'a.b' }, as)).status).toBe(403);
    }
    expect((await preview(correction(), token.config, crypto.randomUUID())).status).toBe(404);
  });

  it('refuses a draft call (409): only a finalized call is cancel-corrected', async () => {
    const drafted = await call<CapitalCallEvent>(
      'POST',
      `${base()}/fund-family-event`,
      callInput(),
      token.writer,
    );
    const refused = await call<ErrorBody>(
      'POST',
      `${event(drafted.body.id)}/cancel-correct-preview`,
      correction(),
    );
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Only a finalized capital call can be cancel-corrected.',
    ]);
    const state = await call<CancelCorrectState>('GET', `${event(drafted.body.id)}/cancel-correct`);
    expect(state.body.blocked_reason).toBe(
      'Only a finalized capital call can be cancel-corrected.',
    );
    expect((await call('DELETE', event(drafted.body.id), undefined, token.writer)).status).toBe(
      200,
    );
  });

  it('refuses a stale preview (409): the ledger or the correction changed since', async () => {
    const made = await preview(correction());
    const otherInputs = await confirm({
      ...correction({ correction_type: 'custom_date', posting_date: '2026-06-30' }),
      token: made.body.token,
    });
    expect(otherInputs.status).toBe(409);
    // A draft call is an event of the fund family: the ledger's fingerprint moves.
    const drafted = await call<CapitalCallEvent>(
      'POST',
      `${base()}/fund-family-event`,
      callInput(),
      token.writer,
    );
    const stale = await confirm({ ...correction(), token: made.body.token });
    expect([stale.status, (stale.body as unknown as ErrorBody).message]).toEqual([
      409,
      'The ledger changed since this preview was made: preview again before confirming.',
    ]);
    await call('DELETE', event(drafted.body.id), undefined, token.writer);
    expect(await ledger()).toEqual(expect.arrayContaining(before));
  });

  it('confirms a custom-date correction: reversal and corrected rows on its date, one audit entry', async () => {
    const body = correction({ correction_type: 'custom_date', posting_date: '2026-06-30' });
    const made = await preview(body);
    const done = await confirm({ ...body, token: made.body.token });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.preview.totals).toEqual(made.body.totals);
    const corrected = done.body.correction;
    expect(corrected).toMatchObject({
      event_name: 'Capital call 1 (corrected)',
      original_event_id: callId,
      correction_type: 'custom_date',
      posting_date: '2026-06-30',
      totals: { before_cents: 6_000_000_00, change_cents: 200_000_00, after_cents: 6_200_000_00 },
    });
    expect((await ledger()).filter((r) => r.startsWith('Capital call 1'))).toEqual([
      'Capital call 1 (corrected)|Atlas Trust LP|contribution_investment|-60000000|2026-06-30|Capital call 1',
      'Capital call 1 (corrected)|Atlas Trust LP|contribution_investment|95000000|2026-06-30|',
      'Capital call 1 (corrected)|Birch Trust LP|contribution_investment|-40000000|2026-06-30|Capital call 1',
      'Capital call 1 (corrected)|Birch Trust LP|contribution_investment|25000000|2026-06-30|',
      ...before,
    ]);
    const state = await call<CancelCorrectState>('GET', `${event()}/cancel-correct`);
    expect(state.body).toMatchObject({
      blocked_reason: 'This capital call has already been cancel-corrected.',
      corrected_by: { event_id: corrected.event_id, correction_type: 'custom_date' },
      corrects: null,
    });
    const itself = await call<CancelCorrectState>(
      'GET',
      `${event(corrected.event_id)}/cancel-correct`,
    );
    expect(itself.body.corrects?.original_event_id).toBe(callId);
    // The corrected call reads as a call: state completed, its breakdown as posted.
    const read = await call<CapitalCallEvent>('GET', event(corrected.event_id));
    expect(read.body.state).toBe('completed');

    const entries = await t.deps.handle.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'cancel_correct'));
    const mine = entries.filter((e) => e.target_id === corrected.event_id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data).toMatchObject({
      original_event_id: callId,
      correction_type: 'custom_date',
      posting_date: '2026-06-30',
      totals: { before_cents: 6_000_000_00, change_cents: 200_000_00, after_cents: 6_200_000_00 },
      events: [
        { id: callId, state_before: 'completed', state_after: 'completed' },
        { id: corrected.event_id, state_before: 'draft', state_after: 'completed' },
      ],
    });
    expect(mine[0]!.user_id).not.toBeNull();

    const again = await preview(correction());
    expect([again.status, (again.body as unknown as ErrorBody).message]).toEqual([
      409,
      'This capital call has already been cancel-corrected.',
    ]);
  });
});
