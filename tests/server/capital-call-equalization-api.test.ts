import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  capitalCallEventSchema,
  type CapitalCallCreateData,
  type CapitalCallEvent,
  type CapitalCallInput,
} from '../../src/api/capital-call';
import {
  capitalCallBreakdownSchema,
  type CapitalCallBreakdown,
} from '../../src/api/capital-call-breakdown';
import type { CommitmentDetail } from '../../src/api/commitment-detail';
import type { CorrectionPreview } from '../../src/api/event-correction';
import type { Closing, FundEntity, FundFamilyConfig, Investor } from '../../src/api/fund-structure';
import { transactions } from '../../src/server/db/schema';
import { stopJobQueueFor } from '../../src/server/jobs/job-queues';
import type { Table } from '../../src/api/table-data';
import { refreshAndWait } from './event-refresh-wait';
import { finalizeClosing } from './finalize-closing';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

/**
 * A small fund worked by hand (one main fund, pro rata by commitment, 8% simple equalization
 * interest, actual/365):
 * - First close 2026-01-15: Atlas 1,000,000.00 and Birch 3,000,000.00.
 * - Call 1 due 2026-03-31: investment 400,000.00 → Atlas 100,000.00, Birch 300,000.00 (10%).
 * - Second close 2026-06-30 admits Cedar 4,000,000.00: half the fund, so it owes half of the
 *   400,000.00 called: equalization 200,000.00, returned to the partners already in pro rata to
 *   what they contributed: Atlas 50,000.00, Birch 150,000.00. Interest 200,000.00 × 8% × 91/365
 *   (2026-03-31 → 06-30) = 3,989.0410… → 3,989.04, back 1:3: Atlas 997.26, Birch 2,991.78.
 * - Call 2 due 2026-09-30 settles it and calls an investment of 800,000.00 (1:3:4 → Atlas
 *   100,000.00, Birch 300,000.00, Cedar 400,000.00).
 * After call 2 every partner has paid in 15%: Atlas 100,000 − 50,000 + 100,000 = 150,000.00
 * (unfunded 850,000.00), Birch 300,000 − 150,000 + 300,000 = 450,000.00 (2,550,000.00), Cedar
 * 200,000 + 400,000 = 600,000.00 (3,400,000.00). The interest moves no paid-in or unfunded.
 */
describe.each(testDatabases())('capital calls settle closing equalization on $name', (database) => {
  let t: TestApp;
  const token = { admin: '', approver: '', writer: '', reader: '', beacon: '' };
  const call = jsonCaller(
    () => t,
    () => token.admin,
  );
  let fundFamilyId = '';
  let mainId = '';
  const commitment = { Atlas: '', Birch: '', Cedar: '' };
  let secondCloseEventId = '';
  let settling: CapitalCallEvent;
  let rival: CapitalCallEvent;

  const base = () => `/api/fund-family/${fundFamilyId}`;
  const figures = async (id: string) => {
    const detail = await call<CommitmentDetail>('GET', `/api/commitment-information/${id}/`);
    const of = (key: string) => detail.body.figures.find((f) => f.id === key)!;
    return {
      paid_in: of('paid_in').value,
      unfunded: of('unfunded').value,
      equalization: [of('equalization').label, of('equalization').value],
      interest: [of('equalization_interest').label, of('equalization_interest').value],
    };
  };
  const equalizationUse = (extra: object = {}) => ({
    kind: 'closing_equalization' as const,
    description: 'Second close equalization',
    overrides: [],
    ...extra,
  });
  const settlingInput = (): CapitalCallInput => ({
    name: null,
    notice_date: '2026-09-15',
    due_date: '2026-09-30',
    allocation_rule_graph_id: null,
    uses: [
      equalizationUse(),
      {
        kind: 'investment',
        description: 'Investment in Kestrel',
        amount_cents: 80_000_000,
        transaction_code: 'contribution_investment',
        overrides: [],
      },
    ],
  });
  const finalize = (id: string, as = token.approver) =>
    call<CapitalCallEvent & ErrorBody>(
      'PATCH',
      `${base()}/fund-family-event/${id}/finalize`,
      undefined,
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
      await call<{ id: string }>('POST', '/api/fund-family/', { name: 'Equalization Call Fund' })
    ).body.id;
    const configPath = `/api/fund-family-config/${fundFamilyId}/`;
    const config = (await call<FundFamilyConfig>('GET', configPath)).body;
    expect(
      (
        await call('PUT', configPath, {
          ...config,
          equalization_interest_methodology: 'simple_interest',
          equalization_interest_rate_percent: 8,
        })
      ).status,
    ).toBe(200);
    mainId = (
      await call<FundEntity>('POST', `${base()}/fund-entities/`, {
        name: 'Equalization Call Fund, L.P.',
        short_name: null,
        functional_type: 'main_fund',
        legal_type: 'limited_partnership',
      })
    ).body.id;
    const admit = async (closingId: string, name: keyof typeof commitment, amount: number) => {
      const investor = await call<Investor>('POST', '/api/investor/', {
        name: `${name} Trust`,
        external_id: null,
        primary_contact_email: null,
        entity: { full_name: `${name} Trust LP`, legal_type: 'limited_partnership' },
      });
      const added = await call<Closing>('PUT', `/api/closing/${closingId}/add-security/`, {
        investor_entity_id: investor.body.entities[0]!.id,
        owning_entity_id: mainId,
        amount_cents: amount,
      });
      expect(added.status).toBe(200);
      commitment[name] = added.body.commitments.find(
        (c) => c.investor_entity_name === `${name} Trust LP`,
      )!.commitment_id;
    };
    const started = await call<{ first_closing_id: string }>('PATCH', `${base()}/fundraise/`, {
      first_closing_date: '2026-01-15',
    });
    await admit(started.body.first_closing_id, 'Atlas', 1_000_000_00);
    await admit(started.body.first_closing_id, 'Birch', 3_000_000_00);
    await finalizeClosing(t, started.body.first_closing_id);

    const first = await call<CapitalCallEvent>(
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
    expect(first.status).toBe(201);
    expect((await finalize(first.body.id)).status).toBe(200);

    const second = await call<{ id: string }>('POST', '/api/closing/', {
      fund_family_id: fundFamilyId,
      name: 'Second close',
      closing_date: '2026-06-30',
    });
    await admit(second.body.id, 'Cedar', 4_000_000_00);
    await finalizeClosing(t, second.body.id);
    const [row] = await t.deps.handle.db
      .select({ event: transactions.fund_family_event_id })
      .from(transactions)
      .where(and(eq(transactions.commitment_id, commitment.Cedar)));
    secondCloseEventId = row!.event;
  });
  afterAll(async () => {
    await stopJobQueueFor(t.deps.handle);
    await t.dispose();
  });

  it('lists the outstanding closing equalization per LP, interest apart, as worked by hand', async () => {
    const data = await call<CapitalCallCreateData>('GET', `${base()}/capital-call/create-data`);
    expect(data.status).toBe(200);
    expect(data.body.use_kinds.find((k) => k.kind === 'closing_equalization')).toEqual({
      kind: 'closing_equalization',
      label: 'Closing equalization',
      default_transaction_code: null,
    });
    const outstanding = data.body.outstanding_equalization;
    expect(outstanding.closings).toEqual([
      { event_id: secondCloseEventId, name: 'Second close', closing_date: '2026-06-30' },
    ]);
    expect(
      outstanding.lines.map((l) => [
        l.lp,
        l.to_pay_cents,
        l.to_receive_cents,
        l.interest_to_pay_cents,
        l.interest_to_receive_cents,
      ]),
    ).toEqual([
      ['Atlas Trust LP', 0, 5_000_000, 0, 99_726],
      ['Birch Trust LP', 0, 15_000_000, 0, 299_178],
      ['Cedar Trust LP', 20_000_000, 0, 398_904, 0],
    ]);
    expect(outstanding.total).toEqual({
      to_pay_cents: 20_000_000,
      to_receive_cents: 20_000_000,
      interest_to_pay_cents: 398_904,
      interest_to_receive_cents: 398_904,
    });
    expect(await figures(commitment.Cedar)).toEqual({
      paid_in: 0,
      unfunded: 400_000_000,
      equalization: ['Equalization to pay', 20_000_000],
      interest: ['Equalization interest to pay', 398_904],
    });
    expect(await figures(commitment.Atlas)).toMatchObject({
      paid_in: 10_000_000,
      unfunded: 90_000_000,
      equalization: ['Equalization to receive', 5_000_000],
    });
  });

  it('refuses a second equalization line, overrides on it, and a closing with nothing outstanding', async () => {
    const refused = await call<ErrorBody>(
      'POST',
      `${base()}/fund-family-event`,
      {
        ...settlingInput(),
        uses: [
          equalizationUse({ overrides: [{ commitment_id: commitment.Cedar, amount_cents: 1 }] }),
          equalizationUse({ closing_event_ids: [fundFamilyId] }),
        ],
      },
      token.writer,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({
      'uses.1.kind': ['A call settles closing equalization on one line only.'],
    });
    const overrides = await call<ErrorBody>(
      'POST',
      `${base()}/fund-family-event`,
      {
        ...settlingInput(),
        uses: [
          equalizationUse({ overrides: [{ commitment_id: commitment.Cedar, amount_cents: 1 }] }),
        ],
      },
      token.writer,
    );
    expect(overrides.status).toBe(400);
    expect(overrides.body.data).toEqual({
      'uses.0.overrides': ['Closing equalization takes the amounts the closing left.'],
    });
    const early = await call<ErrorBody>(
      'POST',
      `${base()}/fund-family-event`,
      { ...settlingInput(), notice_date: '2026-05-01', due_date: '2026-05-31' },
      token.writer,
    );
    expect(early.status).toBe(400);
    expect(early.body.data).toEqual({
      'uses.0.kind': ['No closing equalization is outstanding to settle.'],
    });
    const code = await call<ErrorBody>(
      'POST',
      `${base()}/fund-family-event`,
      { ...settlingInput(), uses: [{ ...settlingInput().uses[1]!, transaction_code: undefined }] },
      token.writer,
    );
    expect(code.status).toBe(400);
    expect(code.body.data).toEqual({ 'uses.0.transaction_code': ['Required'] });
  });

  it('drafts the settling call: each LP its equalization (negative when returned), interest apart', async () => {
    const created = await call<CapitalCallEvent>(
      'POST',
      `${base()}/fund-family-event`,
      settlingInput(),
      token.writer,
    );
    expect(created.status).toBe(201);
    settling = created.body;
    expect(v.safeParse(capitalCallEventSchema, settling).success).toBe(true);
    const [eq, investment] = settling.uses;
    expect(eq).toMatchObject({
      kind: 'closing_equalization',
      amount_cents: 0,
      closing_event_ids: [secondCloseEventId],
    });
    expect(eq!.equalization!.total.to_pay_cents).toBe(20_000_000);
    expect(eq).not.toHaveProperty('settles');
    expect(settling.total_cents).toBe(80_000_000);
    expect(settling.refusals).toEqual([]);
    expect(settling.checks.map((c) => [c.id, c.status])).toEqual([
      ['use_sums', 'passed'],
      ['money_back_only_equalization', 'passed'],
      ['paid_in_plus_unfunded', 'passed'],
      ['unfunded_not_negative', 'passed'],
      ['ledger_equals_event', 'not_run'],
    ]);
    const breakdown = await call<CapitalCallBreakdown>(
      'GET',
      `${base()}/capital-call/${settling.id}/breakdown`,
    );
    expect(v.safeParse(capitalCallBreakdownSchema, breakdown.body).success).toBe(true);
    expect(
      breakdown.body.rows.map((r) => [
        r.lp,
        r.by_use[eq!.id],
        r.by_use[investment!.id],
        r.equalization_interest_cents,
        r.called_cents,
        r.contributed_after_cents,
        r.unfunded_after_cents,
        r.percent_contributed_after,
      ]),
    ).toEqual([
      [
        'Atlas Trust LP',
        -5_000_000,
        10_000_000,
        -99_726,
        5_000_000,
        15_000_000,
        85_000_000,
        '15.0000',
      ],
      [
        'Birch Trust LP',
        -15_000_000,
        30_000_000,
        -299_178,
        15_000_000,
        45_000_000,
        255_000_000,
        '15.0000',
      ],
      [
        'Cedar Trust LP',
        20_000_000,
        40_000_000,
        398_904,
        60_000_000,
        60_000_000,
        340_000_000,
        '15.0000',
      ],
    ]);
    const other = await call<CapitalCallEvent>(
      'POST',
      `${base()}/fund-family-event`,
      { ...settlingInput(), name: 'Rival call', uses: [equalizationUse()] },
      token.writer,
    );
    expect(other.status).toBe(201);
    rival = other.body;
  });

  it('hides the call from another customer and refuses a reader', async () => {
    const beacon = await call(
      'GET',
      `${base()}/fund-family-event/${settling.id}`,
      undefined,
      token.beacon,
    );
    expect(beacon.status).toBe(404);
    expect((await finalize(settling.id, token.beacon)).status).toBe(404);
    const data = await call('GET', `${base()}/capital-call/create-data`, undefined, token.beacon);
    expect(data.status).toBe(404);
    expect((await finalize(settling.id, token.reader)).status).toBe(403);
    const reader = await call('POST', `${base()}/fund-family-event`, settlingInput(), token.reader);
    expect(reader.status).toBe(403);
  });

  it('finalizing posts the closing rows it took, stamped with its event: paid-in as worked by hand', async () => {
    const done = await finalize(settling.id);
    expect(done.status).toBe(200);
    expect(done.body.state).toBe('completed');
    expect(done.body.checks.every((c) => c.status === 'passed')).toBe(true);
    expect(await figures(commitment.Atlas)).toEqual({
      paid_in: 15_000_000,
      unfunded: 85_000_000,
      equalization: ['Equalization to pay', 0],
      interest: ['Equalization interest to pay', 0],
    });
    expect(await figures(commitment.Birch)).toMatchObject({
      paid_in: 45_000_000,
      unfunded: 255_000_000,
    });
    expect(await figures(commitment.Cedar)).toMatchObject({
      paid_in: 60_000_000,
      unfunded: 340_000_000,
      equalization: ['Equalization to pay', 0],
      interest: ['Equalization interest to pay', 0],
    });
    // The closing's own six rows (capital and interest for three LPs), posted in place: none
    // added, none deleted, each still dated and filed under the closing.
    const settled = await t.deps.handle.db
      .select({
        event: transactions.fund_family_event_id,
        is_draft: transactions.is_draft,
        date: transactions.effective_date,
        amount: transactions.amount_cents,
      })
      .from(transactions)
      .where(eq(transactions.settled_by_event_id, settling.id));
    expect(settled).toHaveLength(6);
    expect(settled.every((r) => r.event === secondCloseEventId && !r.is_draft)).toBe(true);
    expect(settled.every((r) => r.date === '2026-06-30')).toBe(true);
    expect(settled.map((r) => r.amount).sort((a, b) => a - b)).toEqual([
      99_726, 299_178, 398_904, 5_000_000, 15_000_000, 20_000_000,
    ]);
    // Cedar's activity names the call that settled its two closing rows, and no other row.
    const activity = await call<Table>(
      'GET',
      `/api/commitment-information/${commitment.Cedar}/activity-table-data/`,
    );
    const settledRows = activity.body.rows.flatMap((row) => {
      const by = row.cells.settled_by?.value;
      const amount = row.cells.amount?.value;
      return by?.type === 'text' && by.text !== '' && amount?.type === 'money'
        ? [[by.text, amount.amount]]
        : [];
    });
    expect(settledRows.sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [settling.name, 398_904],
      [settling.name, 20_000_000],
    ]);
    const data = await call<CapitalCallCreateData>('GET', `${base()}/capital-call/create-data`);
    expect(data.body.outstanding_equalization.lines).toEqual([]);
  });

  it('refuses (409) a call whose equalization another call settled meanwhile, posting nothing', async () => {
    const why =
      'Cedar Trust LP: its closing equalization to pay of 200,000.00 was settled by Capital call 2. Edit the call to take the closing equalization outstanding now.';
    // The draft says so before anyone tries.
    const shown = await call<CapitalCallEvent>(
      'GET',
      `${base()}/fund-family-event/${rival.id}`,
      undefined,
      token.approver,
    );
    expect(shown.body).toMatchObject({ can_finalize: false, finalize_blocked_reason: why });
    const refused = await finalize(rival.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(why);
    const still = await call<CapitalCallEvent>('GET', `${base()}/fund-family-event/${rival.id}`);
    expect(still.body.state).toBe('draft');
    const stamped = await t.deps.handle.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(eq(transactions.settled_by_event_id, rival.id), isNotNull(transactions.commitment_id)),
      );
    expect(stamped).toEqual([]);
    expect(await figures(commitment.Cedar)).toMatchObject({ paid_in: 60_000_000 });
  });
  /** The fund family's ledger row for row, with what settled each closing row. */
  const ledger = async () =>
    (
      await t.deps.handle.db
        .select()
        .from(transactions)
        .where(eq(transactions.fund_family_id, fundFamilyId))
    )
      .map((r) =>
        [r.fund_family_event_id, r.commitment_id, r.transaction_code_id, r.amount_cents]
          .concat([r.effective_date, r.is_draft, r.settled_by_event_id].map(String))
          .join('|'),
      )
      .sort();
  it('a soft rollback of the settling call drafts the closing rows again; refresh settles them again, row for row', async () => {
    // Issue 21: the call's own rows are set aside and the six closing rows it posted return to
    // outstanding (draft, unsettled); a refresh re-runs the call from its stored uses.
    const before = await ledger();
    const admin = '/api/customer-event-admin/';
    const seen = await call<CorrectionPreview>('POST', `${admin}rollback-preview/`, {
      fund_family_id: fundFamilyId,
      from_event_id: settling.id,
      kind: 'soft',
    });
    expect(seen.body.events.map((e) => e.id)).toEqual([settling.id]);
    // The preview names the six closing rows the call settled, which the rollback drafts again.
    expect(seen.body.settled_rows).toBe(6);
    const body = { fund_family_id: fundFamilyId, from_event_id: settling.id, kind: 'soft' };
    expect((await call('POST', admin, { ...body, token: seen.body.token })).status).toBe(200);
    const drafted = await t.deps.handle.db
      .select({ draft: transactions.is_draft, settled: transactions.settled_by_event_id })
      .from(transactions)
      .where(eq(transactions.fund_family_event_id, secondCloseEventId));
    expect(drafted.filter((r) => r.settled !== null)).toEqual([]);
    expect(await figures(commitment.Cedar)).toMatchObject({
      equalization: ['Equalization to pay', 20_000_000],
    });
    const fresh = await call<CorrectionPreview>('POST', `${admin}refresh-preview/`, {
      fund_family_id: fundFamilyId,
    });
    expect(fresh.body.settled_rows).toBe(6);
    const refreshed = await refreshAndWait(call, fundFamilyId, fresh.body.token);
    expect(refreshed.correction.state).toBe('done');
    expect(await ledger()).toEqual(before);
  });

  it('a soft rollback from the second close and a refresh: the closing recomputed, its equalization settled again by the call, row for row', async () => {
    // Issue 21: the closing's own rows (its equalization among them) are set aside with the
    // settling call's; a refresh computes the close's equalization again from its commitments on
    // the ledger as it stands, then the call settles it again.
    const before = await ledger();
    const admin = '/api/customer-event-admin/';
    const seen = await call<CorrectionPreview>('POST', `${admin}rollback-preview/`, {
      fund_family_id: fundFamilyId,
      from_event_id: secondCloseEventId,
      kind: 'soft',
    });
    expect(seen.body.events.map((e) => [e.id, e.refreshable])).toEqual([
      [secondCloseEventId, true],
      [settling.id, true],
    ]);
    const body = { fund_family_id: fundFamilyId, from_event_id: secondCloseEventId, kind: 'soft' };
    expect((await call('POST', admin, { ...body, token: seen.body.token })).status).toBe(200);
    expect(await figures(commitment.Cedar)).toMatchObject({ paid_in: 0 });
    const fresh = await call<CorrectionPreview>('POST', `${admin}refresh-preview/`, {
      fund_family_id: fundFamilyId,
    });
    expect(fresh.body.stops_at).toBeNull();
    const refreshed = await refreshAndWait(call, fundFamilyId, fresh.body.token);
    expect([refreshed.correction.state, refreshed.correction.done_count]).toEqual(['done', 2]);
    expect(await ledger()).toEqual(before);
    // Cedar's paid-in 600,000.00 again, as worked by hand above.
    expect(await figures(commitment.Cedar)).toMatchObject({ paid_in: 60_000_000 });
  });
});
