import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelCorrectPreview } from '../../src/api/cancel-correct';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import {
  finalizedNoticesCurrentMessage,
  noticesGeneratingMessage,
  noticesNotAddedAfterFinalizeMessage,
  type NoticeDocumentsStatus,
  type NoticeDocumentsTable,
} from '../../src/api/notice';
import { jobQueueFor, stopJobQueueFor } from '../../src/server/jobs/job-queues';
import { lineWith, pdfText } from '../pdf-text';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string };

/**
 * Spec §4 on the server (issue 19, issue 21): a draft's notices are generated in any status but
 * generating; a finalized event gets no notices anew (none added, none made over Done ones),
 * but those a correction left out of date are generated again. The notice machine decides
 * (noticesMayGenerate), on the notices' overall status as the status route shows it.
 *
 * The demo (README): Capital call 1 (due 2025-06-30) was finalized with no notices; Capital
 * call 2 (due 2026-01-20) is a draft calling the 41 commitments, 5% of each for the investment
 * line (27,025,000.00 of 540,500,000.00). The correction of Capital call 2, worked by hand: the
 * investment line 27,000,000.00 with Aldridge State Pension Fund (committed 2,500,000.00) set to
 * 100,000.00 (was 125,000.00); the other 26,900,000.00 over 540,500,000.00 − 2,500,000.00 =
 * 538,000,000.00 is exactly 5% of each, as called. Only Aldridge's figures move, so only its
 * notice is named as changing; generated again, its notice carries 100,000.00, and the GP's
 * (Harborview GP IV, LLC, 5,000,000.00) still 5%, 250,000.00. Only the investment line is pinned:
 * it is the call's own, whatever the demo's fees and earlier figures become.
 */
describe.each(testDatabases())('notices of a finalized event on $name', (database) => {
  let t: TestApp;
  const token = { writer: '', approver: '', config: '' };
  let as = '';
  const call = jsonCaller(
    () => t,
    () => as,
  );
  const ids = { base: '', call1: '', call2: '' };
  const noticesOf = (eventId: string) => `${ids.base}/fund-family-event/${eventId}`;
  const generate = (eventId: string) =>
    call<ErrorBody & { queued: number }>('POST', `${noticesOf(eventId)}/notice/`);
  const statusOf = async (eventId: string) =>
    (await call<NoticeDocumentsStatus>('GET', `${noticesOf(eventId)}/notice-documents-status/`))
      .body;
  const waitDone = async (eventId: string) => {
    for (let i = 0; i < 600; i += 1) {
      const s = await statusOf(eventId);
      if (s.status !== 'generating') return s;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('notices still generating');
  };
  /** What a refused POST notice/ could have left: notice rows, generation jobs, audit entries. */
  const traces = async (eventId: string) => {
    const count = async (query: string) =>
      Number((await t.deps.handle.query<{ n: number }>(query, [eventId]))[0]!.n);
    return {
      notices: await count(
        'select count(*)::int as n from notices where fund_family_event_id = $1',
      ),
      jobs: await count(
        `select count(*)::int as n from pgboss.job
         where name = 'notice-generation' and data->>'event_id' = $1`,
      ),
      audits: await count(
        `select count(*)::int as n from audit_log
         where target_type = 'notice' and action = 'generate' and target_id = $1`,
      ),
    };
  };

  /** The text of one LP's notice PDF, as downloaded. */
  const noticeText = async (eventId: string, lp: string) => {
    const table = await call<NoticeDocumentsTable>(
      'GET',
      `${noticesOf(eventId)}/notice-documents-table/`,
    );
    const notice = table.body.notices.find((n) => n.lp === lp)!;
    const pdf = await t.request(`${noticesOf(eventId)}/notice-download-single-pdf/`, {
      method: 'POST',
      token: as,
      body: JSON.stringify({ notice_id: notice.id }),
    });
    expect(pdf.status).toBe(200);
    return lineWith(pdfText(await pdf.arrayBuffer()));
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.config = (await t.signIn('config@demo.test', 'demo-config-2026')).access;
    as = token.writer;
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    const fund = families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    ids.base = `/api/fund-family/${fund}`;
    const list = (await call<CapitalActivityList>('GET', `${ids.base}/capital-activity`)).body;
    ids.call1 = list.events.find((e) => e.name === 'Capital call 1')!.id;
    ids.call2 = list.events.find((e) => e.name === 'Capital call 2')!.id;
  }, 120_000);
  afterAll(async () => {
    await stopJobQueueFor(t.deps.handle);
    await t.dispose();
  });

  it('refuses notices for a finalized event that has none (409), changing nothing', async () => {
    as = token.writer;
    const refused = await generate(ids.call1);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      'invalid_transition',
      noticesNotAddedAfterFinalizeMessage,
    ]);
    expect(await traces(ids.call1)).toEqual({ notices: 0, jobs: 0, audits: 0 });
    expect(await statusOf(ids.call1)).toMatchObject({ status: 'not_started', total: 0 });
  });

  it('generates a draft’s notices, and refuses to generate them again while they generate', async () => {
    as = token.writer;
    // The queue takes jobs but works none for now: the notices stay generating.
    await stopJobQueueFor(t.deps.handle);
    await jobQueueFor(t.deps, { work: false });
    const queued = await generate(ids.call2);
    expect([queued.status, queued.body.queued]).toEqual([202, 41]);
    expect(await statusOf(ids.call2)).toMatchObject({ status: 'generating', total: 41 });
    const refused = await generate(ids.call2);
    expect([refused.status, refused.body.message]).toEqual([409, noticesGeneratingMessage]);
    // Still the first generation's 41 notices and its one job.
    expect(await traces(ids.call2)).toEqual({ notices: 41, jobs: 1, audits: 1 });

    // The queue works again: the waiting job makes the PDFs.
    await stopJobQueueFor(t.deps.handle);
    await jobQueueFor(t.deps);
    expect(await waitDone(ids.call2)).toMatchObject({
      status: 'successful_generation',
      total: 41,
    });
  }, 180_000);

  it('finalized, its Done notices are not made again; a cancel-correct leaves them out of date, and they are generated again', async () => {
    as = token.approver;
    const finalized = await call<CapitalCallEvent>('PATCH', `${noticesOf(ids.call2)}/finalize`);
    expect([finalized.status, finalized.body.state]).toEqual([200, 'completed']);
    as = token.writer;
    const refused = await generate(ids.call2);
    expect([refused.status, refused.body.message]).toEqual([409, finalizedNoticesCurrentMessage]);
    expect(await traces(ids.call2)).toEqual({ notices: 41, jobs: 1, audits: 1 });
    expect(await statusOf(ids.call2)).toMatchObject({
      status: 'successful_generation',
      counts: { successful_generation: 41 },
    });

    // The correction (worked above): only Aldridge's investment, 125,000.00 → 100,000.00.
    as = token.config;
    const event = (await call<CapitalCallEvent>('GET', noticesOf(ids.call2))).body;
    const data = await call<{ commitments: { commitment_id: string; lp: string }[] }>(
      'GET',
      `${ids.base}/capital-call/create-data`,
    );
    const aldridge = data.body.commitments.find(
      (c) => c.lp === 'Aldridge State Pension Fund',
    )!.commitment_id;
    const correction = {
      correction_type: 'life_to_date',
      posting_date: null,
      name: null,
      uses: event.uses.map((use) => ({
        kind: use.kind,
        description: use.description,
        transaction_code: use.transaction_code,
        ...(use.kind === 'investment'
          ? {
              amount_cents: 27_000_000_00,
              overrides: [{ commitment_id: aldridge, amount_cents: 100_000_00 }],
            }
          : { amount_cents: use.amount_cents, overrides: use.overrides }),
      })),
    };
    const preview = await call<CancelCorrectPreview>(
      'POST',
      `${noticesOf(ids.call2)}/cancel-correct-preview`,
      correction,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.notice_lps.map((n) => n.lp)).toEqual(['Aldridge State Pension Fund']);
    const confirmed = await call('POST', `${noticesOf(ids.call2)}/cancel-correct`, {
      ...correction,
      token: preview.body.token,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await statusOf(ids.call2)).toMatchObject({
      status: 'out_of_date',
      counts: { out_of_date: 41 },
    });

    // Still finalized, its out-of-date notices are generated again, then Done once more.
    as = token.writer;
    const again = await generate(ids.call2);
    expect([again.status, again.body.queued]).toEqual([202, 41]);
    expect(await waitDone(ids.call2)).toMatchObject({
      status: 'successful_generation',
      total: 41,
    });
    const done = await generate(ids.call2);
    expect([done.status, done.body.message]).toEqual([409, finalizedNoticesCurrentMessage]);
    // Made from the corrected call: Aldridge's investment 100,000.00, the GP's as called.
    const aldridgeNotice = await noticeText(ids.call2, 'Aldridge State Pension Fund');
    expect(aldridgeNotice('Capital call 2 (corrected)')).toBeTruthy();
    expect(aldridgeNotice('Investment:')).toMatch(/USD 100,000\.00$/);
    const gpNotice = await noticeText(ids.call2, 'Harborview GP IV, LLC');
    expect(gpNotice('Investment:')).toMatch(/USD 250,000\.00$/);
  }, 180_000);
});
