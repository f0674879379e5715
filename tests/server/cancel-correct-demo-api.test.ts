import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelCorrectConfirmed, CancelCorrectPreview } from '../../src/api/cancel-correct';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import type { NoticeDocumentsStatus, NoticeDocumentsTable } from '../../src/api/notice';
import { stopJobQueueFor } from '../../src/server/jobs/job-queues';
import { lineWith, pdfText } from '../pdf-text';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * Cancel-correct on the demo (issue 21): Capital call 1 (due 2025-06-30) with only its investment
 * line edited. The call charged every LP exactly 1% of its commitment, the GP's Harborview GP
 * IV, LLC too: 50,000.00 of 5,000,000.00 (README); the lines not edited keep their cents per LP,
 * and the demo's terms agree with them (the GP's Class G waives its fee only from 2025-07-01).
 *
 * The correction (e2e/finalized-call-cancel-correct.spec.ts): the investment line 83,550,000.00
 * with Aldridge State Pension Fund (committed 2,500,000.00) set to 400,000.00; the other
 * 83,150,000.00 over 418,250,000.00 − 2,500,000.00 = 415,750,000.00 is exactly 20% of each, as
 * called. So one line changes, Aldridge's investment 500,000.00 → 400,000.00, and the fee and
 * expense lines stay as posted: the GP's fee 50,000.00, Aldridge's 25,000.00.
 *
 * The call's 31 notices are generated first (the seed makes no PDFs), as the team would have
 * before finalizing: only Aldridge's figures move, so only Aldridge's notice changes.
 */
describe.each(testDatabases())('cancel-correct of the demo Capital call 1 on $name', (database) => {
  let t: TestApp;
  let token = '';
  const call = jsonCaller(
    () => t,
    () => token,
  );
  let preview: CancelCorrectPreview;
  let correction: unknown;
  const ids = { base: '', call: '' };
  const noticeStatus = async () =>
    (
      await call<NoticeDocumentsStatus>(
        'GET',
        `${ids.base}/fund-family-event/${ids.call}/notice-documents-status/`,
      )
    ).body;
  /** Generates the call's notices and waits for the job. */
  const generateNotices = async () => {
    const queued = await call('POST', `${ids.base}/fund-family-event/${ids.call}/notice/`);
    expect(queued.status).toBe(202);
    for (let i = 0; i < 600; i += 1) {
      const s = await noticeStatus();
      if (s.status !== 'generating') return s;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('notices still generating');
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    token = (await t.signIn('config@demo.test', 'demo-config-2026')).access;
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    const fund = families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    const base = `/api/fund-family/${fund}`;
    const list = await call<CapitalActivityList>('GET', `${base}/capital-activity`);
    const first = list.body.events.find((e) => e.name === 'Capital call 1')!;
    Object.assign(ids, { base, call: first.id });
    const generated = await generateNotices();
    expect([generated.status, generated.total]).toEqual(['successful_generation', 31]);
    const event = await call<CapitalCallEvent>('GET', `${base}/fund-family-event/${first.id}`);
    const data = await call<{ commitments: { commitment_id: string; lp: string }[] }>(
      'GET',
      `${base}/capital-call/create-data`,
    );
    const aldridge = data.body.commitments.find(
      (c) => c.lp === 'Aldridge State Pension Fund',
    )!.commitment_id;
    correction = {
      correction_type: 'life_to_date',
      posting_date: null,
      name: null,
      uses: event.body.uses.map((use) => ({
        kind: use.kind,
        description: use.description,
        transaction_code: use.transaction_code,
        ...(use.kind === 'investment'
          ? {
              amount_cents: 83_550_000_00,
              overrides: [{ commitment_id: aldridge, amount_cents: 400_000_00 }],
            }
          : { amount_cents: use.amount_cents, overrides: use.overrides }),
      })),
    };
    const made = await call<CancelCorrectPreview>(
      'POST',
      `${base}/fund-family-event/${first.id}/cancel-correct-preview`,
      correction,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    preview = made.body;
  }, 180_000);
  afterAll(async () => {
    await stopJobQueueFor(t.deps.handle);
    await t.dispose();
  });

  it('changes only the edited line: Aldridge’s investment, −100,000.00', () => {
    expect(
      preview.lines
        .filter((l) => l.change_cents !== 0)
        .map((l) => [l.investor_name, l.transaction_code, l.before_cents, l.after_cents]),
    ).toEqual([['Aldridge State Pension Fund', 'contribution_investment', 500_000_00, 400_000_00]]);
    expect(preview.totals.change_cents).toBe(-100_000_00);
    expect(preview.row_count).toBe(186);
  });

  it('lists only Aldridge’s notice as changing: the other 30 LPs’ figures stay as noticed', () => {
    expect(preview.notice_lps.map((n) => n.lp)).toEqual(['Aldridge State Pension Fund']);
  });

  it('keeps the fee line as posted: the GP still pays its 1%, Aldridge its 25,000.00', () => {
    const fee = (lp: string) =>
      preview.lines.find(
        (l) => l.investor_name === lp && l.transaction_code === 'contribution_management_fee',
      )?.after_cents;
    expect(fee('Harborview GP IV, LLC')).toBe(50_000_00);
    expect(fee('Aldridge State Pension Fund')).toBe(25_000_00);
  });

  /** The text of one LP's notice PDF, as downloaded. */
  const noticeText = async (lp: string) => {
    const table = await call<NoticeDocumentsTable>(
      'GET',
      `${ids.base}/fund-family-event/${ids.call}/notice-documents-table/`,
    );
    const notice = table.body.notices.find((n) => n.lp === lp)!;
    const pdf = await t.request(
      `${ids.base}/fund-family-event/${ids.call}/notice-download-single-pdf/`,
      { method: 'POST', token, body: JSON.stringify({ notice_id: notice.id }) },
    );
    expect(pdf.status).toBe(200);
    return pdfText(await pdf.arrayBuffer());
  };

  it('confirmed, the call’s notices go out of date; generated again, they carry the corrected figures', async () => {
    const confirmed = await call<CancelCorrectConfirmed>(
      'POST',
      `${ids.base}/fund-family-event/${ids.call}/cancel-correct`,
      { ...(correction as object), token: preview.token },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await noticeStatus()).status).toBe('out_of_date');
    const regenerated = await generateNotices();
    expect([regenerated.status, regenerated.total]).toEqual(['successful_generation', 31]);
    // Aldridge: 400,000.00 + 25,000.00 + 12,500.00 = 437,500.00 called (was 537,500.00), of
    // 2,500,000.00 committed: 2,062,500.00 unfunded after.
    const aldridge = lineWith(await noticeText('Aldridge State Pension Fund'));
    expect(aldridge('Capital call 1 (corrected)')).toBeTruthy();
    expect(aldridge('Investment:')).toMatch(/USD 400,000\.00$/);
    expect(aldridge('Management fees:')).toMatch(/USD 25,000\.00$/);
    expect(aldridge('Total due')).toBe('Total due USD 437,500.00');
    expect(aldridge('Unfunded commitment after')).toMatch(/USD 2,062,500\.00$/);
    // The GP's figures did not move: 20% and 1% of 5,000,000.00.
    const gp = lineWith(await noticeText('Harborview GP IV, LLC'));
    expect(gp('Investment:')).toMatch(/USD 1,000,000\.00$/);
    expect(gp('Management fees:')).toMatch(/USD 50,000\.00$/);
  }, 180_000);
});
