import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import type {
  CorrectionPreview,
  CustomerEventList,
  EventCorrectionRun,
  RefreshStarted,
} from '../../src/api/event-correction';
import { eventRefreshQueue } from '../../src/server/corrections/refresh-job';
import type { Database } from '../../src/server/db/database';
import { audit_log } from '../../src/server/db/schema';
import { jobQueueFor, stopJobQueueFor } from '../../src/server/jobs/job-queues';
import { correctionWhenFinished, refreshAndWait } from './event-refresh-wait';
import { familyLedgerRows } from './family-ledger-rows';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string };

/**
 * Issue 21: the refresh as a durable background job. On the demo fund (README), three events at
 * the end of the fund family, all refreshable, are rolled back softly and refreshed:
 *
 *   Capital call 2 (due 2026-01-20): 81 rows, 29,702,500.00; Aldridge State Pension Fund
 *     (committed 2,500,000.00) pays 125,000.00 of investment and 12,500.00 of fee.
 *   Management fee Q2 2026 (91 days): Aldridge 2,500,000.00 × 2% × 91/365 = 12,465.75.
 *   Management fee Q3 2026 (92 days): Aldridge 2,500,000.00 × 2% × 92/365 = 12,602.74.
 *
 * A fault injected into the second event's posting (a trigger that refuses its ledger rows)
 * stops the job there; a first worker that stalls after one event (the process killed) leaves
 * a job the restarted queue takes up without posting anything twice.
 */
describe.each(testDatabases())('the refresh job on $name', (database) => {
  let t: TestApp;
  const token = { admin: '', approver: '', manager: '', reader: '', beacon: '' };
  let as = '';
  const call = jsonCaller(
    () => t,
    () => as,
  );
  let fundFamilyId: string;
  const ids = { call2: '', q2: '', q3: '', aldridge: '' };
  const admin = '/api/customer-event-admin/';
  /** The ledger before the rollback, row for row. */
  let original: string[] = [];

  const ledgerRows = () => familyLedgerRows(t, fundFamilyId);
  /** Aldridge's posted cents per event. */
  const aldridgeBy = async (eventId: string) => {
    const [row] = await t.deps.handle.query<{ cents: string | null }>(
      `select sum(amount_cents)::text as cents from transactions
       where fund_family_event_id = $1 and commitment_id = $2 and not is_draft`,
      [eventId, ids.aldridge],
    );
    return Number(row?.cents ?? 0);
  };
  const events = async () =>
    (await call<CustomerEventList>('GET', `${admin}?fundFamilyId=${fundFamilyId}`)).body.events;
  const stateOf = async () =>
    (await events())
      .filter((e) => [ids.call2, ids.q2, ids.q3].includes(e.id))
      .map((e) => [e.state, e.ledger_rows > 0, e.set_aside_rows > 0]);
  const runningEvents = async () =>
    (
      await t.deps.handle.query<{ n: number }>(
        `select count(*)::int as n from fund_family_events where fund_family_id = $1 and is_running`,
        [fundFamilyId],
      )
    )[0]!.n;
  /** A soft rollback from the event, confirmed with its preview's token; answers the preview. */
  const softRollbackFrom = async (eventId: string) => {
    const ask = { fund_family_id: fundFamilyId, from_event_id: eventId, kind: 'soft' };
    const seen = await call<CorrectionPreview>('POST', `${admin}rollback-preview/`, ask);
    const rolled = await call('POST', admin, { ...ask, token: seen.body.token });
    expect(rolled.status).toBe(200);
    return seen.body;
  };
  const refreshPreview = () =>
    call<CorrectionPreview>('POST', `${admin}refresh-preview/`, { fund_family_id: fundFamilyId });
  const auditOf = async (correctionId: string) =>
    (
      await t.deps.handle.db
        .select({ action: audit_log.action, user: audit_log.user_id, data: audit_log.data })
        .from(audit_log)
        .where(eq(audit_log.target_id, correctionId))
    ).map((e) => ({ ...e, data: e.data as Record<string, unknown> }));

  /**
   * A database that answers until its `after`-th transaction, then never again: the worker
   * holding it stands for a process killed between two events.
   */
  const stallingAfter = (db: Database, after: number): Database => {
    let transactions = 0;
    return new Proxy(db, {
      get(target, key) {
        if (key === 'transaction')
          return (...args: Parameters<Database['transaction']>) => {
            transactions += 1;
            return transactions > after ? new Promise(() => {}) : target.transaction(...args);
          };
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  };
  const log = () => {};

  beforeAll(async () => {
    t = await startTestApp(database);
    token.admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.manager = (await t.signIn('manager@demo.test', 'demo-manager-2026')).access;
    token.reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    as = token.manager;
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    fundFamilyId = families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    const base = `/api/fund-family/${fundFamilyId}`;
    const list = (await call<CapitalActivityList>('GET', `${base}/capital-activity`)).body;
    ids.call2 = list.events.find((e) => e.name === 'Capital call 2')!.id;
    const done = await call<CapitalCallEvent>(
      'PATCH',
      `${base}/fund-family-event/${ids.call2}/finalize`,
      undefined,
      token.approver,
    );
    expect([done.status, done.body.state]).toEqual([200, 'completed']);
    const fees = await call<{ id: string }[]>(
      'GET',
      `/api/fee-information/?fund_family_id=${fundFamilyId}`,
    );
    for (const [key, periodStart] of [
      ['q2', '2026-04-01'],
      ['q3', '2026-07-01'],
    ] as const) {
      const created = await call<{ id: string }>(
        'POST',
        '/api/fee-charge-event/',
        { fund_family_id: fundFamilyId, fee_id: fees.body[0]!.id, period_start: periodStart },
        token.approver,
      );
      expect(created.status).toBe(201);
      const publish = `/api/fee-charge-event/${created.body.id}/publish/`;
      expect((await call('PATCH', publish)).status).toBe(200);
      ids[key] = created.body.id;
    }
    const [aldridge] = await t.deps.handle.query<{ id: string }>(
      `select c.id from commitments c join investor_entities i on i.id = c.investor_entity_id
       where c.fund_family_id = $1 and i.full_name = 'Aldridge State Pension Fund'`,
      [fundFamilyId],
    );
    ids.aldridge = aldridge!.id;
  }, 180_000);
  afterAll(async () => {
    await stopJobQueueFor(t.deps.handle);
    await t.dispose();
  });

  it('the three events at the end post what the hand-worked figures say', async () => {
    expect((await events()).slice(-3).map((e) => e.id)).toEqual([ids.call2, ids.q2, ids.q3]);
    expect(await aldridgeBy(ids.call2)).toBe(12_500_000 + 1_250_000);
    expect(await aldridgeBy(ids.q2)).toBe(1_246_575);
    expect(await aldridgeBy(ids.q3)).toBe(1_260_274);
    original = await ledgerRows();
  });

  it('a fault in the second event stops the job there: the first refreshed, the rest out of date', async () => {
    as = token.admin;
    await softRollbackFrom(ids.call2);
    expect(await stateOf()).toEqual([
      ['out_of_date', false, true],
      ['out_of_date', false, true],
      ['out_of_date', false, true],
    ]);
    const fault = 'refresh_fault';
    await t.deps.handle.query(
      `create function ${fault}() returns trigger language plpgsql as $$
       begin raise exception 'injected fault'; end $$`,
    );
    await t.deps.handle.query(
      `create trigger ${fault} before insert on transactions for each row
       when (new.fund_family_event_id = '${ids.q2}') execute function ${fault}()`,
    );
    try {
      const preview = await refreshPreview();
      // The preview runs the same refresh and is undone: it foresees the stop.
      expect(preview.body.stops_at).toEqual({
        event_id: ids.q2,
        message: 'Unable to refresh event.',
      });
      expect(preview.body.totals.change_cents).toBe(2_970_250_000);
      const { started, correction } = await refreshAndWait(call, fundFamilyId, preview.body.token);
      expect([started.state, started.done_count, started.event_ids]).toEqual([
        'running',
        0,
        [ids.call2, ids.q2, ids.q3],
      ]);
      expect(correction).toMatchObject({
        state: 'failed',
        message: 'Unable to refresh event.',
        failed_event_id: ids.q2,
        done_count: 1,
      });
      // What posted: Capital call 2 again, 29,702,500.00, nothing of the two fees.
      expect(correction.preview.change_cents).toBe(2_970_250_000);
      expect(correction.preview.before_cents + correction.preview.change_cents).toBe(
        correction.preview.after_cents,
      );
      const finished = (await auditOf(correction.id)).find((e) => e.action === 'refresh_finished')!;
      expect(finished.data).toMatchObject({ state: 'failed', failed_event_id: ids.q2 });
      // The fee run's own words; the trigger's refusal is the failed insert behind them.
      expect(String(finished.data.detail)).toMatch(
        /^Something went wrong while calculating fees\. Please contact support\. \(Failed query: insert into "transactions" \(customer_id/,
      );
    } finally {
      await t.deps.handle.query(`drop trigger ${fault} on transactions`);
      await t.deps.handle.query(`drop function ${fault}()`);
    }
    expect(await stateOf()).toEqual([
      ['completed', true, false],
      ['out_of_date', false, true],
      ['out_of_date', false, true],
    ]);
    expect(await aldridgeBy(ids.call2)).toBe(13_750_000);
    expect([await aldridgeBy(ids.q2), await aldridgeBy(ids.q3)]).toEqual([0, 0]);
    expect(await ledgerRows()).toEqual(
      original.filter((r) => !r.startsWith(ids.q2) && !r.startsWith(ids.q3)),
    );
    expect(await runningEvents()).toBe(0);
  });

  it('while a refresh runs the fund family takes no other correction (409); a killed worker is resumed after a restart, posting nothing twice', async () => {
    as = token.admin;
    // The restarted server's queue is stopped for now: the job waits, the correction runs.
    await stopJobQueueFor(t.deps.handle);
    await jobQueueFor(t.deps, { work: false });
    const preview = await refreshPreview();
    expect(preview.body.events.map((e) => e.id)).toEqual([ids.q2, ids.q3]);
    const confirmed = await call<RefreshStarted>('POST', `${admin}refresh/`, {
      fund_family_id: fundFamilyId,
      token: preview.body.token,
    });
    expect(confirmed.status).toBe(202);
    const correctionId = confirmed.body.correction.id;
    expect(await runningEvents()).toBe(2);

    const refused = [
      await call<ErrorBody>('POST', `${admin}refresh/`, {
        fund_family_id: fundFamilyId,
        token: preview.body.token,
      }),
      await refreshPreview(),
      await call<ErrorBody>('POST', `${admin}rollback-preview/`, {
        fund_family_id: fundFamilyId,
        from_event_id: ids.call2,
        kind: 'hard',
      }),
      await call<ErrorBody>('POST', admin, {
        fund_family_id: fundFamilyId,
        from_event_id: ids.call2,
        kind: 'hard',
        token: 'any',
      }),
    ];
    expect(refused.map((r) => [r.status, (r.body as unknown as ErrorBody).message])).toEqual(
      Array(4).fill([
        409,
        'A refresh of this fund family is running: wait for it to finish before another correction.',
      ]),
    );

    // A first worker refreshes one event, then its process dies.
    void eventRefreshQueue(stallingAfter(t.deps.handle.db, 1), log).handler({
      id: 'first-worker',
      data: { correction_id: correctionId },
      attempt: 1,
    });
    for (let i = 0; i < 600; i += 1) {
      const polled = await call<EventCorrectionRun>(
        'GET',
        `${admin}event-correction/${correctionId}/`,
      );
      if (polled.body.done_count === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const midway = await call<EventCorrectionRun>(
      'GET',
      `${admin}event-correction/${correctionId}/`,
    );
    expect([midway.body.state, midway.body.done_count]).toEqual(['running', 1]);
    expect(await stateOf()).toEqual([
      ['completed', true, false],
      ['completed', true, false],
      ['out_of_date', false, true],
    ]);

    // The restart: the queue works again and takes up the job where the dead worker left it.
    await stopJobQueueFor(t.deps.handle);
    await jobQueueFor(t.deps);
    const correction = await correctionWhenFinished(call, correctionId);
    expect([correction.state, correction.done_count, correction.message]).toEqual([
      'done',
      2,
      null,
    ]);
    // Both fees again: Aldridge 12,465.75 and 12,602.74, the fund's ledger row for row.
    expect([await aldridgeBy(ids.q2), await aldridgeBy(ids.q3)]).toEqual([1_246_575, 1_260_274]);
    expect(await ledgerRows()).toEqual(original);
    expect(await runningEvents()).toBe(0);

    // The same job delivered once more changes nothing.
    await eventRefreshQueue(t.deps.handle.db, log).handler({
      id: 'again',
      data: { correction_id: correctionId },
      attempt: 2,
    });
    expect(await ledgerRows()).toEqual(original);
    const audit = await auditOf(correctionId);
    expect(audit.map((e) => e.action)).toEqual(['refresh', 'refresh_finished']);
    expect(audit[1]!.data).toMatchObject({ state: 'done', done_count: 2 });
  });

  it('a soft rollback from the second close and a refresh: the closing recomputed from its stored inputs, the ledger row for row', async () => {
    as = token.admin;
    const secondClose = (await events()).find((e) => e.name === 'Second close')!;
    // The demo's second close (README): 143 rows, 123,475,849.30 posted.
    expect([
      secondClose.event_type,
      secondClose.ledger_rows,
      secondClose.total_posted_cents,
    ]).toEqual(['closing', 143, 12_347_584_930]);
    expect(secondClose.refreshable).toBe(true);
    // The seeded Q4 2025 fee charge (2025-10-01) comes after the close and goes with it; the
    // seeded Q1 2026 draft has posted nothing and stays.
    const q4 = (await events()).find((e) => e.name === 'Management fee, Q4 2025')!.id;
    const seen = await softRollbackFrom(secondClose.id);
    expect(seen.events.map((e) => e.id)).toEqual([secondClose.id, q4, ids.call2, ids.q2, ids.q3]);
    expect(await ledgerRows()).toEqual(
      original.filter(
        (r) =>
          !r.startsWith(secondClose.id) &&
          !r.startsWith(q4) &&
          !r.startsWith(ids.call2) &&
          !r.startsWith(ids.q2) &&
          !r.startsWith(ids.q3),
      ),
    );
    const preview = await refreshPreview();
    expect(preview.body.stops_at).toBeNull();
    // What the rollback took, posted again: the close's 123,475,849.30, Q4 2025's fee (with the
    // second close's commitments, as seeded), the call's 29,702,500.00 and both fees.
    expect(preview.body.totals.change_cents).toBe(-seen.totals.change_cents);
    const { correction } = await refreshAndWait(call, fundFamilyId, preview.body.token);
    expect([correction.state, correction.done_count]).toEqual(['done', 5]);
    expect(correction.preview.change_cents).toBe(-seen.totals.change_cents);
    expect(await ledgerRows()).toEqual(original);
    const after = (await events()).find((e) => e.id === secondClose.id)!;
    expect([after.state, after.ledger_rows, after.total_posted_cents]).toEqual([
      'completed',
      143,
      12_347_584_930,
    ]);
  });

  it('answers the correction only to config users of its customer', async () => {
    as = token.admin;
    const [latest] = (await call<CustomerEventList>('GET', `${admin}?fundFamilyId=${fundFamilyId}`))
      .body.corrections;
    const path = `${admin}event-correction/${latest!.id}/`;
    expect((await call('GET', path)).status).toBe(200);
    expect((await call('GET', path, undefined, token.reader)).status).toBe(403);
    expect((await call('GET', path, undefined, token.beacon)).status).toBe(404);
    const refresh = { fund_family_id: fundFamilyId, token: 'x' };
    expect((await call('POST', `${admin}refresh/`, refresh, token.beacon)).status).toBe(404);
    expect((await call('POST', `${admin}refresh/`, refresh, token.reader)).status).toBe(403);
  });
});
