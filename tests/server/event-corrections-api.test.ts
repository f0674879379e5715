import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import type {
  CorrectionPreview,
  CustomerEventDetails,
  CustomerEventList,
  EventCorrectionRun,
} from '../../src/api/event-correction';
import {
  audit_log,
  feature_flag_customer_overrides,
  feature_flags,
  fund_families,
  fund_family_events,
} from '../../src/server/db/schema';
import type { NoticeDocumentsStatus } from '../../src/api/notice';
import { stopJobQueueFor } from '../../src/server/jobs/job-queues';
import { refreshAndWait } from './event-refresh-wait';
import { familyLedgerRows } from './family-ledger-rows';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type Confirmed = { correction: EventCorrectionRun; preview: CorrectionPreview };
type ErrorBody = { code: string; message: string };

/**
 * Rollback and refresh on the demo fund (README): Capital call 2 (due 2026-01-20) calls an
 * investment of 27,025,000.00 pro rata (5% of each commitment) and a management fee of
 * 2,677,500.00 that the GP's Class G does not pay (0.5% of each LP commitment). Finalized, it is
 * the fund family's latest event: 41 investment rows and 40 fee rows, 29,702,500.00 in all.
 * Aldridge State Pension Fund (committed 2,500,000.00) pays 125,000.00 and 12,500.00 of it.
 * The demo's management fee is charged quarterly through fee charge events (README): Q1 2025
 * (the first close's day, dated on it), Q2, Q3 and Q4 2025 published, one row per LP that bears
 * the fee (31, 31, 30 without the GP's Class G from 2025-07-01, 40 with the second close), and
 * Q1 2026 a draft; Capital call 1 collects Q2 2025's.
 */
describe.each(testDatabases())('event corrections on $name', (database) => {
  let t: TestApp;
  const token = { admin: '', manager: '', writer: '', reader: '', approver: '', beacon: '' };
  let as = '';
  const call = jsonCaller(
    () => t,
    () => as,
  );
  let fundFamilyId: string;
  let customerId: string;
  const ids: Record<string, string> = {};
  const admin = '/api/customer-event-admin/';

  const ledgerRows = () => familyLedgerRows(t, fundFamilyId);
  const eventsList = async () =>
    (await call<CustomerEventList>('GET', `${admin}?fundFamilyId=${fundFamilyId}`)).body;
  const preview = (fromEventId: string | null, kind: 'soft' | 'hard', who = as) =>
    call<CorrectionPreview>(
      'POST',
      `${admin}rollback-preview/`,
      { fund_family_id: fundFamilyId, from_event_id: fromEventId, kind },
      who,
    );

  beforeAll(async () => {
    t = await startTestApp(database);
    token.admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.manager = (await t.signIn('manager@demo.test', 'demo-manager-2026')).access;
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    as = token.manager;
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    fundFamilyId = families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    const [family] = await t.deps.handle.db
      .select({ customer: fund_families.customer_id })
      .from(fund_families)
      .where(eq(fund_families.id, fundFamilyId));
    customerId = family!.customer;
    const base = `/api/fund-family/${fundFamilyId}`;
    const list = (await call<CapitalActivityList>('GET', `${base}/capital-activity`)).body;
    for (const e of list.events) ids[e.name] = e.id;
    const all = await t.deps.handle.db
      .select({ id: fund_family_events.id, name: fund_family_events.name })
      .from(fund_family_events)
      .where(eq(fund_family_events.fund_family_id, fundFamilyId));
    for (const e of all) ids[e.name] = e.id;
    // Its notices first (none can be added once it is finalized): one per LP, 41.
    const notices = `${base}/fund-family-event/${ids['Capital call 2']}`;
    await call('POST', `${notices}/notice/`, undefined, token.writer);
    for (let i = 0; i < 300; i += 1) {
      const s = await call<NoticeDocumentsStatus>('GET', `${notices}/notice-documents-status/`);
      if (s.body.status !== 'generating') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const done = await call<CapitalCallEvent>(
      'PATCH',
      `${base}/fund-family-event/${ids['Capital call 2']}/finalize`,
      undefined,
      token.approver,
    );
    expect([done.status, done.body.state]).toEqual([200, 'completed']);
  }, 180_000);
  afterAll(async () => {
    await stopJobQueueFor(t.deps.handle);
    await t.dispose();
  });

  it('lists the events oldest to newest with what each posted, and one event with its create-data', async () => {
    as = token.manager;
    const list = await eventsList();
    expect(
      list.events.map((e) => [e.name, e.event_type, e.state, e.ledger_rows, e.refreshable]),
    ).toEqual([
      ['First close', 'closing', 'completed', 31, true],
      ['Management fee, Q1 2025', 'charge_fee', 'completed', 31, true],
      ['Management fee, Q2 2025', 'charge_fee', 'completed', 31, true],
      ['Capital call 1', 'capital_activity', 'completed', 93, true],
      ['Management fee, Q3 2025', 'charge_fee', 'completed', 30, true],
      ['Organizational expenses', 'adjustment', 'completed', 31, true],
      ['Second close', 'closing', 'completed', 143, true],
      ['Management fee, Q4 2025', 'charge_fee', 'completed', 40, true],
      ['Management fee, Q1 2026', 'charge_fee', 'draft', 0, true],
      ['Capital call 2', 'capital_activity', 'completed', 81, true],
    ]);
    // Q1 2025 is charged in advance on the first close's day, not on its period's 2025-01-01,
    // before anyone had committed; Q2 2025 on its first day.
    expect(list.events.slice(0, 3).map((e) => [e.name, e.effective_date])).toEqual([
      ['First close', '2025-03-31'],
      ['Management fee, Q1 2025', '2025-03-31'],
      ['Management fee, Q2 2025', '2025-04-01'],
    ]);
    // 27,025,000.00 + 2,677,500.00 called.
    expect(list.events.at(-1)!.total_posted_cents).toBe(2_970_250_000);
    // Manager is not internal and the flag is off for Demo Capital.
    expect(list.soft_rollback_and_refresh_allowed).toBe(false);

    const details = await call<CustomerEventDetails>('GET', `${admin}${ids['Capital call 2']}/`);
    expect(details.status).toBe(200);
    expect(details.body.create_data?.source).toBe('capital_calls');
    expect(details.body.create_data?.record.due_date).toBe('2026-01-20');
    expect((details.body.create_data?.record.uses as unknown[]).length).toBe(2);
  });

  it('answers only config users of the fund family’s customer', async () => {
    const list = `${admin}?fundFamilyId=${fundFamilyId}`;
    expect((await call('GET', list, undefined, token.reader)).status).toBe(403);
    expect((await call('GET', list, undefined, token.writer)).status).toBe(403);
    expect((await preview(ids['Capital call 2']!, 'hard', token.writer)).status).toBe(403);
    // Beacon's user names Demo Capital's records: nothing is there for them.
    expect((await call('GET', list, undefined, token.beacon)).status).toBe(404);
    const detail = `${admin}${ids['Capital call 2']}/`;
    expect((await call('GET', detail, undefined, token.beacon)).status).toBe(404);
    expect((await preview(ids['Capital call 2']!, 'hard', token.beacon)).status).toBe(404);
    const refresh = { fund_family_id: fundFamilyId, token: 'x' };
    expect((await call('POST', `${admin}refresh/`, refresh, token.beacon)).status).toBe(404);
  });

  it('previews a rollback of the latest call: each LP loses exactly what the call posted, nothing posts', async () => {
    as = token.admin;
    const before = await ledgerRows();
    const soft = await preview(ids['Capital call 2']!, 'soft');
    expect(soft.status).toBe(200);
    expect(soft.body.events.map((e) => [e.name, e.state_before, e.state_after])).toEqual([
      ['Capital call 2', 'completed', 'out_of_date'],
    ]);
    expect(soft.body.row_count).toBe(81);
    // Capital call 2 settled no closing equalization.
    expect(soft.body.settled_rows).toBe(0);
    const aldridge = soft.body.lines.filter(
      (l) => l.investor_name === 'Aldridge State Pension Fund' && l.change_cents !== 0,
    );
    expect(aldridge.map((l) => l.change_cents).sort((a, b) => a - b)).toEqual([
      -12_500_000, -1_250_000,
    ]);
    const gp = soft.body.lines.filter(
      (l) => l.investor_name === 'Harborview GP IV, LLC' && l.change_cents !== 0,
    );
    expect(gp.map((l) => l.change_cents)).toEqual([-25_000_000]);
    const { totals } = soft.body;
    expect(totals.change_cents).toBe(-2_970_250_000);
    expect(totals.before_cents + totals.change_cents).toBe(totals.after_cents);
    expect(soft.body.lines.reduce((s, l) => s + l.change_cents, 0)).toBe(totals.change_cents);
    // Every LP's notice of the call would go out of date.
    expect(soft.body.notice_lps).toHaveLength(41);
    expect(soft.body.notice_lps.map((n) => n.lp)).toContain('Aldridge State Pension Fund');
    expect(await ledgerRows()).toEqual(before);
    expect((await eventsList()).events[4]!.state).toBe('completed');
  });

  it('holds soft rollback to internal users unless the flag is on; hard rollback is open to config', async () => {
    as = token.manager;
    const refused = await preview(ids['Capital call 2']!, 'soft');
    expect(refused.status).toBe(403);
    const refreshRefused = await call('POST', `${admin}refresh-preview/`, {
      fund_family_id: fundFamilyId,
    });
    expect(refreshRefused.status).toBe(403);
    expect((await preview(ids['Capital call 2']!, 'hard')).status).toBe(200);
    const db = t.deps.handle.db;
    const [flag] = await db
      .select()
      .from(feature_flags)
      .where(eq(feature_flags.name, 'external_user_soft_rollback_and_refresh_events'));
    await db
      .insert(feature_flag_customer_overrides)
      .values({ feature_flag_id: flag!.id, customer_id: customerId, enabled: true });
    try {
      expect((await preview(ids['Capital call 2']!, 'soft')).status).toBe(200);
      expect((await eventsList()).soft_rollback_and_refresh_allowed).toBe(true);
    } finally {
      await db
        .delete(feature_flag_customer_overrides)
        .where(
          and(
            eq(feature_flag_customer_overrides.feature_flag_id, flag!.id),
            eq(feature_flag_customer_overrides.customer_id, customerId),
          ),
        );
    }
  });

  it('refuses an empty selection, a configuration event and a stale preview', async () => {
    as = token.admin;
    const none = await call<ErrorBody>('POST', admin, {
      fund_family_id: fundFamilyId,
      from_event_id: null,
      kind: 'soft',
      token: 'anything',
    });
    expect([none.status, none.body.message]).toEqual([
      400,
      'No events were selected for rollback.',
    ]);
    const [configuration] = await t.deps.handle.db
      .insert(fund_family_events)
      .values({
        customer_id: customerId,
        fund_family_id: fundFamilyId,
        event_type: 'configuration',
        state: 'completed',
        name: 'Transaction codes',
        effective_date: '2030-01-01',
        sequence: 1,
      })
      .returning({ id: fund_family_events.id });
    ids['Transaction codes'] = configuration!.id;
    const refused = await preview(configuration!.id, 'hard');
    expect([refused.status, (refused.body as unknown as ErrorBody).message]).toEqual([
      409,
      'Transaction code configuration events cannot be rolled back.',
    ]);
    const stale = await call<ErrorBody>('POST', admin, {
      fund_family_id: fundFamilyId,
      from_event_id: ids['Capital call 2'],
      kind: 'soft',
      token: 'a preview nobody saw',
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'conflict']);
  });

  it('soft rollback sets the call aside; refresh posts it again row for row', async () => {
    as = token.admin;
    const before = await ledgerRows();
    const seen = await preview(ids['Capital call 2']!, 'soft');
    const rolled = await call<Confirmed>('POST', admin, {
      fund_family_id: fundFamilyId,
      from_event_id: ids['Capital call 2'],
      kind: 'soft',
      token: seen.body.token,
    });
    expect(rolled.status).toBe(200);
    expect(rolled.body.correction.state).toBe('done');
    expect(rolled.body.correction.preview.change_cents).toBe(-2_970_250_000);
    expect(rolled.body.preview.lines).toEqual(seen.body.lines);
    const call2 = (await eventsList()).events.find((e) => e.id === ids['Capital call 2'])!;
    expect([call2.state, call2.ledger_rows, call2.set_aside_rows]).toEqual(['out_of_date', 0, 81]);
    expect((await ledgerRows()).length).toBe(before.length - 81);
    const status = await call<NoticeDocumentsStatus>(
      'GET',
      `/api/fund-family/${fundFamilyId}/fund-family-event/${ids['Capital call 2']}/notice-documents-status/`,
    );
    expect(status.body.status).toBe('out_of_date');

    // The same preview again: the ledger changed since, so it is stale.
    const again = await call<ErrorBody>('POST', admin, {
      fund_family_id: fundFamilyId,
      from_event_id: ids['Capital call 2'],
      kind: 'soft',
      token: seen.body.token,
    });
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);

    const refreshSeen = await call<CorrectionPreview>('POST', `${admin}refresh-preview/`, {
      fund_family_id: fundFamilyId,
    });
    expect(refreshSeen.body.events.map((e) => [e.name, e.state_after])).toEqual([
      ['Capital call 2', 'completed'],
    ]);
    expect(refreshSeen.body.totals.change_cents).toBe(2_970_250_000);
    expect(refreshSeen.body.stops_at).toBeNull();
    const refreshed = await refreshAndWait(call, fundFamilyId, refreshSeen.body.token);
    expect([refreshed.started.state, refreshed.started.done_count]).toEqual(['running', 0]);
    expect([refreshed.correction.state, refreshed.correction.done_count]).toEqual(['done', 1]);
    // The job's totals: what the refresh posted, as its preview said.
    expect(refreshed.correction.preview.change_cents).toBe(2_970_250_000);
    expect(refreshed.correction.preview.token).toBe(refreshSeen.body.token);
    expect(await ledgerRows()).toEqual(before);
    expect((await eventsList()).events.find((e) => e.id === ids['Capital call 2'])!.state).toBe(
      'completed',
    );

    const entries = await t.deps.handle.db
      .select({ action: audit_log.action, data: audit_log.data })
      .from(audit_log)
      .where(eq(audit_log.target_type, 'event_correction'));
    // The refresh is audited when confirmed (the ledger before it) and when its job ends.
    expect(entries.map((e) => e.action)).toEqual(['soft_rollback', 'refresh', 'refresh_finished']);
    const data = entries.map((e) => e.data as Record<string, unknown>);
    const change = (i: number) => (data[i]!.totals as { change_cents: number }).change_cents;
    expect([change(0), change(2)]).toEqual([-2_970_250_000, 2_970_250_000]);
    expect(data[1]).toMatchObject({ state: 'running', preview_token: refreshSeen.body.token });
    expect(data[1]!.ledger_before_cents).toBe(refreshed.correction.preview.before_cents);
    expect(data[2]).toMatchObject({ state: 'done', done_count: 1 });
  });

  it('hard rollback deletes the call and its 81 rows; a closing in range is refused', async () => {
    as = token.manager;
    const refused = await preview(ids['Capital call 1']!, 'hard');
    expect(refused.status).toBe(409);
    const seen = await preview(ids['Capital call 2']!, 'hard');
    expect([seen.body.events.length, seen.body.row_count]).toEqual([1, 81]);
    expect(seen.body.events[0]!.state_after).toBe('deleted');
    const before = await ledgerRows();
    const done = await call<Confirmed>('POST', admin, {
      fund_family_id: fundFamilyId,
      from_event_id: ids['Capital call 2'],
      kind: 'hard',
      token: seen.body.token,
    });
    expect([done.status, done.body.correction.state]).toEqual([200, 'done']);
    expect((await ledgerRows()).length).toBe(before.length - 81);
    const names = (await eventsList()).events.map((e) => e.name);
    expect(names).toEqual([
      'First close',
      'Management fee, Q1 2025',
      'Management fee, Q2 2025',
      'Capital call 1',
      'Management fee, Q3 2025',
      'Organizational expenses',
      'Second close',
      'Management fee, Q4 2025',
      'Management fee, Q1 2026',
      'Transaction codes',
    ]);
  });

  it('a published fee charge is set aside by a soft rollback and refreshed to the same rows', async () => {
    // Q2 2026 on the demo's 2% fee: Aldridge's 2,500,000.00 × 2% × 91/365 = 12,465.75.
    const fees = await call<{ id: string }[]>(
      'GET',
      `/api/fee-information/?fund_family_id=${fundFamilyId}`,
      undefined,
      token.manager,
    );
    const created = await call<{ id: string }>(
      'POST',
      '/api/fee-charge-event/',
      { fund_family_id: fundFamilyId, fee_id: fees.body[0]!.id, period_start: '2026-04-01' },
      token.approver,
    );
    expect(created.status).toBe(201);
    const publish = `/api/fee-charge-event/${created.body.id}/publish/`;
    expect((await call('PATCH', publish, undefined, token.manager)).status).toBe(200);
    as = token.admin;
    const before = await ledgerRows();
    const seen = await preview(created.body.id, 'soft');
    expect(seen.body.events.map((e) => [e.event_type, e.refreshable])).toEqual([
      ['charge_fee', true],
    ]);
    const aldridge = seen.body.lines.filter(
      (l) => l.investor_name === 'Aldridge State Pension Fund' && l.change_cents !== 0,
    );
    expect(aldridge.reduce((sum, l) => sum + l.change_cents, 0)).toBe(-1_246_575);
    const body = { fund_family_id: fundFamilyId, from_event_id: created.body.id, kind: 'soft' };
    expect((await call('POST', admin, { ...body, token: seen.body.token })).status).toBe(200);
    expect((await ledgerRows()).length).toBe(before.length - seen.body.row_count);
    const fresh = await call<CorrectionPreview>('POST', `${admin}refresh-preview/`, {
      fund_family_id: fundFamilyId,
    });
    const refreshed = await refreshAndWait(call, fundFamilyId, fresh.body.token);
    expect(refreshed.correction.state).toBe('done');
    expect(await ledgerRows()).toEqual(before);
  });

  it('a refresh stops at the first event it cannot recompute, leaving it and later ones out of date', async () => {
    // A late offset applied to the Q4 2025 charge (a deal fee found after publishing): dated on
    // the charge, right after it. Refresh cannot recompute late adjustments yet.
    const q4 = `/api/fee-charge-event/${ids['Management fee, Q4 2025']}/`;
    const late = await call<{ id: string; name: string }>(
      'POST',
      `${q4}create-late-offset-adjustment-event/`,
      {
        offsets: [
          {
            type: 'transaction_fees',
            amount_cents: 10_000_000,
            date: '2025-11-01',
            description: 'Late deal fee',
          },
        ],
        waivers: [],
      },
      token.writer,
    );
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    const lateName = late.body.name;
    expect(lateName).toBe('Late offsets, Management fee, Q4 2025');
    ids[lateName] = late.body.id;
    const applied = await call(
      'PATCH',
      `${q4}late-adjustment-event/${late.body.id}/apply/`,
      undefined,
      token.approver,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    as = token.admin;
    const seen = await preview(ids['Capital call 1']!, 'soft');
    // The configuration event stays out of it, and so does the draft Q1 2026 charge (nothing
    // posted); the published charges after the call are taken with it.
    expect(seen.body.events.map((e) => [e.name, e.refreshable])).toEqual([
      ['Capital call 1', true],
      ['Management fee, Q3 2025', true],
      ['Organizational expenses', true],
      ['Second close', true],
      ['Management fee, Q4 2025', true],
      [lateName, false],
      ['Management fee, Q2 2026', true],
    ]);
    const listed = (await eventsList()).events;
    const rowsOfEvent = (name: string) => listed.find((e) => e.name === name)!.ledger_rows;
    expect(seen.body.row_count).toBe(
      93 + 30 + 31 + 143 + 40 + rowsOfEvent(lateName) + rowsOfEvent('Management fee, Q2 2026'),
    );
    const rolled = await call<Confirmed>('POST', admin, {
      fund_family_id: fundFamilyId,
      from_event_id: ids['Capital call 1'],
      kind: 'soft',
      token: seen.body.token,
    });
    expect(rolled.status).toBe(200);
    const refreshSeen = await call<CorrectionPreview>('POST', `${admin}refresh-preview/`, {
      fund_family_id: fundFamilyId,
    });
    expect(refreshSeen.body.stops_at).toEqual({
      event_id: ids[lateName],
      message: 'Unable to refresh event.',
    });
    const refreshed = await refreshAndWait(call, fundFamilyId, refreshSeen.body.token);
    // Capital call 1, the Q3 2025 charge, the organizational expenses (split again from their
    // stored inputs), the Second close and the Q4 2025 charge are recomputed, oldest first; the
    // refresh stops at the late offsets, and the Q2 2026 charge after them stays out of date.
    expect(refreshed.correction).toMatchObject({
      state: 'failed',
      message: 'Unable to refresh event.',
      failed_event_id: ids[lateName],
      done_count: 5,
    });
    const events = (await eventsList()).events;
    expect(events.map((e) => [e.name, e.state, e.set_aside_rows])).toEqual([
      ['First close', 'completed', 0],
      ['Management fee, Q1 2025', 'completed', 0],
      ['Management fee, Q2 2025', 'completed', 0],
      ['Capital call 1', 'completed', 0],
      ['Management fee, Q3 2025', 'completed', 0],
      ['Organizational expenses', 'completed', 0],
      ['Second close', 'completed', 0],
      ['Management fee, Q4 2025', 'completed', 0],
      [lateName, 'out_of_date', rowsOfEvent(lateName)],
      ['Management fee, Q1 2026', 'draft', 0],
      ['Management fee, Q2 2026', 'out_of_date', rowsOfEvent('Management fee, Q2 2026')],
      ['Transaction codes', 'completed', 0],
    ]);
    // Called again from its stored uses, as before: 83,650,000.00 + 1,995,767.12 (the Q2 2025
    // charge's fees, kept as its overrides) + 2,091,250.00.
    expect(events[3]!.total_posted_cents).toBe(8_773_701_712);
    // The Q3 2025 charge posted again: 1,992,493.16 (2% × 92/365 of the first close's
    // commitments outside Class G, Class A 1.5%, each LP to the cent).
    expect(events[4]!.total_posted_cents).toBe(1_992_493_16);
  });
});
