import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelCorrectConfirmed, CancelCorrectPreview } from '../../src/api/cancel-correct';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import type { NoticeDocumentsStatus } from '../../src/api/notice';
import { stopJobQueueFor } from '../../src/server/jobs/job-queues';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * Cancel-correct on the demo (issue 21): Capital call 1 (due 2025-06-30) with only its investment
 * line edited. Its management fee line collects the seeded Q2 2025 fee charge (each LP's net
 * fee as published, as overrides): 2% a year × 91/365 of each commitment (Class A 1.5%), the
 * GP's Harborview GP IV, LLC too, since its Class G waives the fee only from 2025-07-01:
 * 5,000,000.00 × 2% × 91/365 = 24,931.506… → 24,931.51; Aldridge 2,500,000.00 × 2% × 91/365 =
 * 12,465.753… → 12,465.75 (README). The lines not edited keep their cents per LP.
 *
 * The correction (e2e/finalized-call-cancel-correct.spec.ts): the investment line 83,550,000.00
 * with Aldridge State Pension Fund (committed 2,500,000.00) set to 400,000.00; the other
 * 83,150,000.00 over 418,250,000.00 − 2,500,000.00 = 415,750,000.00 is exactly 20% of each, as
 * called. So one line changes, Aldridge's investment 500,000.00 → 400,000.00, and the fee and
 * expense lines stay as posted: the GP's fee 24,931.51, Aldridge's 12,465.75.
 *
 * The seeded call was finalized without notices, and a finalized call gets none anew (spec §4):
 * the preview names no LP's notice and the correction leaves none out of date. A corrected
 * call's notices, made before it was finalized, are tests/server/notices-finalized-event-api's.
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

  beforeAll(async () => {
    t = await startTestApp(database);
    token = (await t.signIn('config@demo.test', 'demo-config-2026')).access;
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    const fund = families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    const base = `/api/fund-family/${fund}`;
    const list = await call<CapitalActivityList>('GET', `${base}/capital-activity`);
    const first = list.body.events.find((e) => e.name === 'Capital call 1')!;
    Object.assign(ids, { base, call: first.id });
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

  it('names no LP’s notice as changing: the seeded call has none', () => {
    expect(preview.notice_lps).toEqual([]);
  });

  it('keeps the fee line as posted: the GP still pays its Q2 2025 fee, Aldridge its 12,465.75', () => {
    const fee = (lp: string) =>
      preview.lines.find(
        (l) => l.investor_name === lp && l.transaction_code === 'contribution_management_fee',
      )?.after_cents;
    // The Q2 2025 charge's net fees (above): 24,931.51 and 12,465.75.
    expect(fee('Harborview GP IV, LLC')).toBe(24_931_51);
    expect(fee('Aldridge State Pension Fund')).toBe(12_465_75);
  });

  it('confirmed, it posts, and leaves no notice out of date: the call has none', async () => {
    const confirmed = await call<CancelCorrectConfirmed>(
      'POST',
      `${ids.base}/fund-family-event/${ids.call}/cancel-correct`,
      { ...(correction as object), token: preview.token },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await noticeStatus()).toMatchObject({ status: 'not_started', total: 0 });
  });
});
