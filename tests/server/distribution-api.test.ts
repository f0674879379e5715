import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineWith, pdfText } from '../pdf-text';
import type { DistributionCreateData, DistributionEvent } from '../../src/api/distribution';
import type {
  PreferredReturnBreakdown,
  PreferredReturnSummary,
  WaterfallInvestorBreakdown,
  WaterfallList,
  WaterfallReview,
} from '../../src/api/waterfall-review';
import type { TierAudit, TierPlaygroundPreview } from '../../src/api/waterfall-tier-audit';
import { waterfallRunFailedMessage } from '../../src/api/waterfall-run';
import {
  noticesBlockFinalizeMessage,
  noticesNeedCurrentRunMessage,
  type NoticeDocumentsStatus,
  type NoticeDocumentsTable,
  type NoticeTemplate,
} from '../../src/api/notice';
import type { CommitmentDetail } from '../../src/api/commitment-detail';
import type { CorrectionPreview, CustomerEventList } from '../../src/api/event-correction';
import { hasCompletedFeeBreak } from '../../src/server/distribution/fee-break';
import { stopJobQueueFor } from '../../src/server/jobs/job-queues';
import {
  distributionFundInput,
  saveEuropeanWaterfall,
  setUpDistributionFund,
  waterfallRunDone,
} from './distribution-fund';
import { refreshAndWait } from './event-refresh-wait';
import { jsonCaller } from './json-call';
import { expandWaterfallResult } from '../../src/server/distribution/compact-waterfall-result';
import type { StoredSubEventWaterfall } from '../../src/server/distribution/stored-waterfall';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: Record<string, unknown> };

/**
 * A 2-LP fund with a GP carry partner, worked by hand (set up by ./distribution-fund.ts). Main
 * fund: Atlas commits 600,000.00 and Birch 400,000.00 (60/40). Each paid in half: Atlas
 * 180,000.00 on 2025-01-01 and 120,000.00 on 2025-07-01; Birch 120,000.00 and 80,000.00 on the
 * same days. The model LPA's European waterfall: capital back, 8% pref compounded annually on
 * actual/365 (cash flows), a full (100%) GP catch-up to 20%, then 80/20; the GP entity is the
 * carry partner.
 *
 * Distribution of 2026-01-01: return of capital 500,000.00 (recallable code) and a realized gain
 * of 200,000.00, pro rata by commitment: Atlas 300,000.00 + 120,000.00 = 420,000.00; Birch
 * 200,000.00 + 80,000.00 = 280,000.00.
 *
 * Pref growth: 2025-01-01 → 2026-01-01 is 365 days, t = 1, factor 1.08; 2025-07-01 → 2026-01-01
 * is 184 days, t = 184/365, factor 1.08^(184/365) = 1.039559222525.
 * Atlas (cents): 18,000,000 × 0.08 + 12,000,000 × 0.039559222525 = 1,440,000 + 474,710.67
 *   = 1,914,710.67 → pref 1,914,711.
 *   ROC 30,000,000; left 12,000,000; pref 1,914,711; left 10,085,289.
 *   Catch-up (100%): x = 20% × 1,914,711 ÷ (100% − 20%) = 478,677.75 → 478,678 to the GP;
 *   left 9,606,611. Split: GP 20% = 1,921,322.2 → 1,921,322; LP 7,685,289.
 *   LP 30,000,000 + 1,914,711 + 7,685,289 = 39,600,000; carry 478,678 + 1,921,322 = 2,400,000
 *   (20% of the 12,000,000 profit).
 * Birch: 12,000,000 × 0.08 + 8,000,000 × 0.039559222525 = 960,000 + 316,473.78 → 1,276,474.
 *   ROC 20,000,000; left 8,000,000; pref 1,276,474; left 6,723,526. Catch-up x = 319,118.5 →
 *   319,119; left 6,404,407. Split GP 1,280,881.4 → 1,280,881; LP 5,123,526.
 *   LP 26,400,000; carry 1,600,000.
 * By source, carry comes out of the profits first: Atlas ROC 30,000,000 + gain 9,600,000; Birch
 * ROC 20,000,000 + gain 6,400,000; carry 4,000,000 (realized gain) to the GP.
 */
describe.each(testDatabases())('distributions and waterfall runs on $name', (database) => {
  let t: TestApp;
  const token = { admin: '', approver: '', writer: '', reader: '', beacon: '' };
  const call = jsonCaller(
    () => t,
    () => token.writer,
  );
  let fundFamilyId: string;
  let mainId: string;
  let gpId: string;
  const commitment = { Atlas: '', Birch: '' };
  const base = () => `/api/fund-family/${fundFamilyId}`;
  const eventPath = (id: string) => `${base()}/fund-family-event/${id}`;

  const input = distributionFundInput;
  const runDone = (id: string) => waterfallRunDone(call, fundFamilyId, id);

  const draft = async (body = input(), as = token.writer) => {
    const created = await call<DistributionEvent>('POST', `${base()}/distribution`, body, as);
    expect(created.status).toBe(201);
    return created.body;
  };

  const unfunded = async (id: string) => {
    const detail = await call<CommitmentDetail>('GET', `/api/commitment-information/${id}/`);
    return detail.body.figures.find((f) => f.id === 'unfunded')!.value;
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    token.admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const fund = await setUpDistributionFund(t, call, token.admin);
    ({ fundFamilyId, mainId, gpId } = fund);
    Object.assign(commitment, fund.commitment);
  });
  afterAll(async () => {
    await stopJobQueueFor(t.deps.handle);
    await t.dispose();
  });

  it('fails a run with the spec message when the fund has no waterfall, and stays editable', async () => {
    const data = await call<DistributionCreateData>('GET', `${base()}/distribution/create-data`);
    expect(data.status).toBe(200);
    expect(data.body.waterfall_configured).toBe(false);
    expect(data.body.transaction_codes.map((c) => [c.name, c.is_recallable])).toEqual([
      ['distribution_carried_interest', false],
      ['distribution_realized_gain', false],
      ['distribution_return_of_capital', true],
      ['non_capital_equalization_distribution', false],
    ]);
    const event = await draft();
    expect(event).toMatchObject({
      event_type: 'distribution',
      state: 'draft',
      name: 'Distribution 1',
      proceeds_cents: 70_000_000,
      distributable_cents: 70_000_000,
      recallable_cents: 50_000_000,
      is_fee_break: false,
      run: null,
      can_finalize: false,
      finalize_blocked_reason: 'Finalizing a distribution needs the approve permission.',
    });
    const queued = await call<DistributionEvent>(
      'POST',
      `${eventPath(event.id)}/waterfall-run/create-and-run`,
      {},
    );
    expect(queued.status).toBe(202);
    const done = await runDone(event.id);
    expect(done).toMatchObject({
      state: 'draft',
      is_running: false,
      workflow_message: waterfallRunFailedMessage,
      run: {
        status: 'failed',
        message: waterfallRunFailedMessage,
        detail: 'The fund family has no stored waterfall.',
        attempts: 1,
      },
      sub_events: [],
    });
    // No run of the distribution as it is: no notices (they would say nothing true).
    const notices = await call<ErrorBody>('POST', `${eventPath(event.id)}/notice/`);
    expect([notices.status, notices.body.message]).toEqual([409, noticesNeedCurrentRunMessage]);
    // Still editable after a failed run; deleted as a draft.
    const edited = await call(
      'PUT',
      `${base()}/distribution/${event.id}`,
      input({ name: 'Fixed' }),
    );
    expect(edited.status).toBe(200);
    const deleted = await call('DELETE', `${base()}/distribution/${event.id}`);
    expect(deleted.status).toBe(200);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const bad = await call<ErrorBody>(
      'POST',
      `${base()}/distribution`,
      input({
        proceeds: [{ ...input().proceeds[0]!, transaction_code: 'contribution_investment' }],
        fee_holdback_cents: 50_000_000,
        recallable_cents: 1,
        carried_interest_transaction_code: 'nope',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      'proceeds.0.transaction_code': ['Invalid'],
      carried_interest_transaction_code: ['Invalid'],
      fee_holdback_cents: ['The fee holdback must be less than the proceeds.'],
      recallable_cents: [
        'The recallable amount must equal the proceeds under recallable transaction codes (0.00).',
      ],
    });
  });

  it('runs the waterfall per partner as worked by hand, reviews, audits and finalizes it', async () => {
    const saved = await saveEuropeanWaterfall(call, { fundFamilyId, gpId }, token.admin);
    expect(saved.status).toBe(200);
    const event = await draft();
    // A reader may not run it; another customer's user does not see it.
    expect(
      (await call('POST', `${eventPath(event.id)}/waterfall-run/create-and-run`, {}, token.reader))
        .status,
    ).toBe(403);
    expect(
      (await call('GET', `${base()}/distribution/${event.id}`, undefined, token.beacon)).status,
    ).toBe(404);
    expect(
      (await call('POST', `${eventPath(event.id)}/waterfall-run/upsert-and-run`, {}, token.beacon))
        .status,
    ).toBe(404);
    const early = await call<ErrorBody>(
      'PATCH',
      `${base()}/distribution/${event.id}/finalize`,
      undefined,
      token.approver,
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Run the waterfall before finalizing.');

    const queued = await call<DistributionEvent>(
      'POST',
      `${eventPath(event.id)}/waterfall-run/upsert-and-run`,
      {},
    );
    expect(queued.status).toBe(202);
    expect(queued.body.is_running).toBe(true);
    // While it runs, the event cannot change.
    const busy = await call<ErrorBody>('PUT', `${base()}/distribution/${event.id}`, input());
    expect([200, 409]).toContain(busy.status);
    const done = await runDone(event.id);
    expect(done.run).toMatchObject({ status: 'succeeded', attempts: 1, message: null });
    expect(done.workflow_message).toBeNull();
    expect(done.run_is_current).toBe(busy.status === 409);
    if (busy.status === 200) {
      // The edit landed before the job ran (it reads the event when it starts): run again.
      await call('POST', `${eventPath(event.id)}/waterfall-run/upsert-and-run`, {});
      expect((await runDone(event.id)).run_is_current).toBe(true);
    }
    const list = await call<WaterfallList>('GET', `${eventPath(event.id)}/waterfall-list`);
    expect(list.body.sub_events).toEqual([
      expect.objectContaining({
        fund_entity_id: mainId,
        distributable_cents: 70_000_000,
        to_partners_cents: 66_000_000,
        to_carry_partner_cents: 4_000_000,
      }),
    ]);
    const sub = list.body.sub_events[0]!.id;

    const review = await call<WaterfallReview>(
      'GET',
      `${eventPath(event.id)}/fund-family-sub-event/${sub}/waterfall`,
      undefined,
      token.reader,
    );
    expect(review.status).toBe(200);
    const byLp = (lp: string) => review.body.partners.find((p) => p.lp.startsWith(lp))!;
    expect(byLp('Atlas').tiers.map((t) => [t.to_partner_cents, t.to_carry_partner_cents])).toEqual([
      [30_000_000, 0],
      [1_914_711, 0],
      [0, 478_678],
      [7_685_289, 1_921_322],
    ]);
    expect(byLp('Birch').tiers.map((t) => [t.to_partner_cents, t.to_carry_partner_cents])).toEqual([
      [20_000_000, 0],
      [1_276_474, 0],
      [0, 319_119],
      [5_123_526, 1_280_881],
    ]);
    expect(byLp('Atlas')).toMatchObject({
      contributed_cents: 30_000_000,
      apportioned_cents: 42_000_000,
      to_partner_cents: 39_600_000,
      to_carry_partner_cents: 2_400_000,
      by_source: { return_of_capital: 30_000_000, realized_gain: 9_600_000 },
    });
    expect(byLp('Birch').by_source).toEqual({
      return_of_capital: 20_000_000,
      realized_gain: 6_400_000,
    });
    expect(review.body.carry_by_source).toEqual({ return_of_capital: 0, realized_gain: 4_000_000 });
    expect(review.body.settings).toMatchObject({
      carry_partner: { fund_entity_id: gpId, name: 'Distribution Test GP, LLC' },
      pref_effect: 'actual',
    });
    expect(review.body.settings.tiers[1]).toMatchObject({
      rate_percent: '8',
      compounding: 'annually',
      day_count: 'actual_365',
    });
    expect(review.body.checks.map((c) => [c.id, c.status])).toEqual([
      ['entity_paid_out', 'passed'],
      ['lp_sources_sum', 'passed'],
      ['carry_within_share', 'passed'],
      ['ledger_equals_run', 'not_run'],
    ]);

    const entity = `${eventPath(event.id)}/fund-family-sub-event/${sub}/fund-entity/${mainId}`;
    const pref = await call<PreferredReturnBreakdown>(
      'GET',
      `${entity}/preferred-return-breakdown`,
    );
    expect(
      pref.body.rows
        .filter((r) => r.lp.startsWith('Atlas'))
        .map((r) => [r.contribution_date, r.days, r.growth_factor, r.accrued_cents]),
    ).toEqual([
      ['2025-01-01', 365, '1.080000000000', 1_440_000],
      ['2025-07-01', 184, '1.039559222525', 474_711],
    ]);
    const summary = await call<PreferredReturnSummary>('GET', `${entity}/preferred-return-summary`);
    expect(summary.body.rows.map((r) => [r.owed_cents, r.paid_cents, r.unpaid_cents])).toEqual([
      [1_914_711, 1_914_711, 0],
      [1_276_474, 1_276_474, 0],
    ]);
    const breakdown = await call<WaterfallInvestorBreakdown>(
      'GET',
      `${entity}/waterfall-investor-breakdown`,
    );
    expect(breakdown.body.rows.map((r) => [r.gross_cents, r.carry_cents, r.total_cents])).toEqual([
      [42_000_000, 2_400_000, 39_600_000],
      [28_000_000, 1_600_000, 26_400_000],
    ]);
    expect(
      (await call('GET', `${entity.replace(mainId, gpId)}/preferred-return-summary`)).status,
    ).toBe(404);

    const audit = await call<TierAudit>(
      'GET',
      `${eventPath(event.id)}/fund-family-sub-event/${sub}/tier-audit/2`,
    );
    expect(audit.body.tier).toMatchObject({ name: 'GP catch-up', type: 'gp_catch_up' });
    expect(audit.body.totals).toEqual({
      available_cents: 10_085_289 + 6_723_526,
      to_partners_cents: 0,
      to_carry_partner_cents: 478_678 + 319_119,
      remaining_cents: 9_606_611 + 6_404_407,
    });
    expect(audit.body.partners[0]!.hurdle_cents).toBe(478_678);
    expect(audit.body.partners[0]!.steps[0]!.formula).toContain('catch-up share − carry');

    // Playground: an 80/20 catch-up instead of 100% for Atlas. x = 20% × 1,914,711 ÷ (80% − 20%)
    // = 638,237 to the tier: 510,589.6 → 510,590 to the GP, 127,647 to Atlas.
    const playground = await call<TierPlaygroundPreview>(
      'POST',
      `${eventPath(event.id)}/fund-family-sub-event/${sub}/tier-audit/2/playground-preview`,
      { commitment_id: commitment.Atlas, catch_up_percent: '80' },
      token.reader,
    );
    expect(playground.status).toBe(200);
    expect(playground.body.preview).toMatchObject({
      hurdle_cents: 638_237,
      to_carry_partner_cents: 510_590,
      to_partner_cents: 127_647,
    });
    expect(playground.body.difference.to_carry_partner_cents).toBe(510_590 - 478_678);

    // Issue 19: one notice per LP, each line on its own. Atlas: its shares of the two lines
    // (300,000.00 and 120,000.00), the carry taken from them (2,400,000¢), 396,000.00 in all, of
    // which the return of capital, 300,000.00, is recallable: unfunded 300,000.00 → 600,000.00.
    const noticesOf = `${eventPath(event.id)}`;
    const generate = async () => {
      const queued = await call<{ queued: number }>('POST', `${noticesOf}/notice/`);
      expect(queued.status).toBe(202);
      expect(queued.body.queued).toBe(2);
      for (let i = 0; i < 300; i += 1) {
        const status = await call<NoticeDocumentsStatus>(
          'GET',
          `${noticesOf}/notice-documents-status/`,
        );
        if (status.body.status !== 'generating') return status.body;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('notices still generating');
    };
    expect((await generate()).status).toBe('successful_generation');
    const table = await call<NoticeDocumentsTable>('GET', `${noticesOf}/notice-documents-table/`);
    expect(table.body.notices.map((n) => n.lp)).toEqual([
      'Atlas Endowment LP',
      'Birch Endowment LP',
    ]);
    const pdf = await t.request(`${noticesOf}/notice-download-single-pdf/`, {
      method: 'POST',
      token: token.reader,
      body: JSON.stringify({ notice_id: table.body.notices[0]!.id }),
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(await pdf.arrayBuffer());
    const line = lineWith(text);
    expect(text).toContain('Distribution date: 01/01/2026');
    // The distribution's own template (its default until one is saved), placeholders filled.
    expect(text).toContain('Distribution Notice');
    expect(text).toContain(
      'Dear Atlas Endowment LP, Distribution Test Fund will distribute to you',
    );
    const template = await call<NoticeTemplate>(
      'GET',
      `${base()}/notice-document-template/?event_type=distribution`,
    );
    expect(template.body.placeholders.find((p) => p.name === 'amount_due')?.description).toBe(
      'what the LP receives from this distribution, in the fund currency',
    );
    expect(line('Return of capital:')).toBe(
      'Return of capital: Northwind Logistics USD 300,000.00',
    );
    expect(line('Realized gain:')).toBe('Realized gain: Northwind Logistics USD 120,000.00');
    expect(line('Carried interest')).toBe('Carried interest USD -24,000.00');
    expect(line('Total distributed')).toBe('Total distributed to you USD 396,000.00');
    expect(line('Of which recallable')).toMatch(/USD 300,000\.00$/);
    expect(line('Commitment ')).toBe('Commitment USD 600,000.00');
    expect(line('Contributed (cumulative)')).toMatch(/USD 300,000\.00$/);
    expect(line('Distributed before')).toMatch(/USD 0\.00$/);
    expect(line('Distributed after')).toMatch(/USD 396,000\.00$/);
    expect(line('Unfunded commitment before')).toMatch(/USD 300,000\.00$/);
    expect(line('Unfunded commitment after')).toMatch(/USD 600,000\.00$/);
    // Notices that no longer say what the event says keep it from being finalized.
    await t.deps.handle.query(
      `UPDATE notices SET status = 'out_of_date' WHERE fund_family_event_id = $1`,
      [event.id],
    );
    const blocked = await call<ErrorBody>(
      'PATCH',
      `${base()}/distribution/${event.id}/finalize`,
      undefined,
      token.approver,
    );
    expect([blocked.status, blocked.body.message]).toEqual([409, noticesBlockFinalizeMessage]);
    const shown = await call<DistributionEvent>(
      'GET',
      `${base()}/distribution/${event.id}`,
      undefined,
      token.approver,
    );
    expect(shown.body.finalize_blocked_reason).toBe(noticesBlockFinalizeMessage);
    expect((await generate()).status).toBe('successful_generation');

    // Maker-checker: the writer drafted and ran it; the approver finalizes.
    const before = await unfunded(commitment.Atlas);
    const finalized = await call<DistributionEvent>(
      'PATCH',
      `${base()}/distribution/${event.id}/finalize`,
      undefined,
      token.approver,
    );
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    expect(finalized.body.state).toBe('completed');
    expect(finalized.body.checks.map((c) => [c.id, c.status])).toEqual([
      ['entity_paid_out', 'passed'],
      ['lp_sources_sum', 'passed'],
      ['carry_within_share', 'passed'],
      ['ledger_equals_run', 'passed'],
    ]);
    const rows = await t.deps.handle.query<{
      commitment_id: string | null;
      code: string;
      cents: number;
    }>(
      `SELECT t.commitment_id, c.name AS code, t.amount_cents::int AS cents, t.fund_entity_id
         FROM transactions t JOIN transaction_codes c ON c.id = t.transaction_code_id
        WHERE t.fund_family_event_id = $1 ORDER BY t.amount_cents DESC`,
      [event.id],
    );
    expect(rows.map((r) => [r.commitment_id, r.code, r.cents])).toEqual([
      [commitment.Atlas, 'distribution_return_of_capital', 30_000_000],
      [commitment.Birch, 'distribution_return_of_capital', 20_000_000],
      [commitment.Atlas, 'distribution_realized_gain', 9_600_000],
      [commitment.Birch, 'distribution_realized_gain', 6_400_000],
      [null, 'distribution_carried_interest', 4_000_000],
    ]);
    // A recallable return of capital raises unfunded by what Atlas got back under it.
    const after = await unfunded(commitment.Atlas);
    expect(Number(after) - Number(before)).toBe(30_000_000);
    // The run stays with the event: the review still shows it.
    const kept = await call<WaterfallReview>(
      'GET',
      `${eventPath(event.id)}/fund-family-sub-event/${sub}/waterfall`,
    );
    expect(kept.body.partners.map((p) => p.to_partner_cents)).toEqual([39_600_000, 26_400_000]);
  });

  it('refuses to finalize with 409 naming each check, and 403 to the preparer', async () => {
    const finalize = (id: string, as = token.approver) =>
      call<ErrorBody>('PATCH', `${base()}/distribution/${id}/finalize`, undefined, as);
    const run = async (id: string, as = token.writer) => {
      const queued = await call('POST', `${eventPath(id)}/waterfall-run/upsert-and-run`, {}, as);
      expect(queued.status).toBe(202);
      return runDone(id);
    };
    const second = input({
      distribution_date: '2026-06-30',
      proceeds: [{ ...input().proceeds[1]!, amount_cents: 10_000_000 }],
      // A fee-break distribution: 10,000.00 of management fees withheld from the 100,000.00.
      fee_holdback_cents: 1_000_000,
      carried_interest_transaction_code: null,
    });
    const event = await draft(second, token.admin);
    expect(event).toMatchObject({ is_fee_break: true, distributable_cents: 9_000_000 });
    const firstRun = await run(event.id, token.admin);
    expect(firstRun.sub_events.map((e) => e.distributable_cents)).toEqual([9_000_000]);
    const scope = {
      customerId: (
        await t.deps.handle.query<{ customer_id: string }>(
          'SELECT customer_id FROM fund_families WHERE id = $1',
          [fundFamilyId],
        )
      )[0]!.customer_id,
    };
    expect(await hasCompletedFeeBreak(t.deps.handle.db, scope, fundFamilyId)).toBe(false);
    // The admin drafted and ran it: another user must approve it.
    const own = await finalize(event.id, token.admin);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('separation_of_duties');
    // All of it is profit past the first distribution: some is carry, which needs its code.
    const noCode = await finalize(event.id);
    expect(noCode.status).toBe(409);
    expect(noCode.body.message).toBe(
      'Choose the transaction code the carried interest posts under (a proceeds code).',
    );
    const edited = await call(
      'PUT',
      `${base()}/distribution/${event.id}`,
      { ...second, carried_interest_transaction_code: 'distribution_carried_interest' },
      token.admin,
    );
    expect(edited.status).toBe(200);
    const stale = await finalize(event.id);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'The distribution changed since its waterfall ran: run it again.',
    );
    const ran = await run(event.id);
    expect(ran.run_is_current).toBe(true);

    // The stored run is what finalize posts: a run whose figures do not add up is refused.
    const tamper = (path: string, value: number) =>
      t.deps.handle.query(
        `UPDATE waterfall_run_results r SET result = jsonb_set(result::jsonb, $2::text[], to_jsonb($3::bigint))::json
           FROM fund_family_sub_events s
          WHERE s.id = r.fund_family_sub_event_id AND s.fund_family_event_id = $1`,
        [event.id, `{${path}}`, value],
      );
    const [stored] = await t.deps.handle.query<{ line: string; cents: number; result: unknown }>(
      `SELECT l.key AS line, l.value::bigint AS cents, r.result
         FROM waterfall_run_results r JOIN fund_family_sub_events s ON s.id = r.fund_family_sub_event_id,
              json_each_text(r.result #> '{partners,0,by_line}') l
        WHERE s.fund_family_event_id = $1`,
      [event.id],
    );
    await tamper(`partners,0,by_line,${stored!.line}`, Number(stored!.cents) + 1);
    const unbalanced = await finalize(event.id);
    expect(unbalanced.status).toBe(409);
    const checks = (unbalanced.body.data as { checks: { id: string; status: string }[] }).checks;
    expect(checks.map((c) => [c.id, c.status])).toEqual([
      ['entity_paid_out', 'failed'],
      ['lp_sources_sum', 'failed'],
      ['carry_within_share', 'passed'],
      ['ledger_equals_run', 'not_run'],
    ]);
    expect(unbalanced.body.message).toMatch(
      /^Distribution Test Fund, L\.P\.: LP \+ GP distributions are /,
    );
    await tamper(`partners,0,by_line,${stored!.line}`, Number(stored!.cents));
    // The stored form keeps what each tier paid and the prior runs' totals; the balances follow.
    // A prior carry that brings Atlas's carry so far to 990,000.00 exceeds its share.
    const atlas = expandWaterfallResult(
      (typeof stored!.result === 'string'
        ? JSON.parse(stored!.result)
        : stored!.result) as StoredSubEventWaterfall,
    ).run.partners[0]!;
    const priorCarry = atlas.start.totals['Final split']!.toCarryPartner;
    const carryPath = 'run,partners,0,prior,"Final split",toCarryPartner';
    await tamper(carryPath, priorCarry + 99_000_000 - atlas.tiers[3]!.after.carrySoFar);
    const greedy = await finalize(event.id);
    expect(greedy.status).toBe(409);
    expect(greedy.body.message).toMatch(
      /^Atlas Endowment LP: carried interest 990,000\.00 is more than 20% of its cumulative profit/,
    );
    await tamper(carryPath, priorCarry);

    // After posting, the ledger must equal the run: a row changed on its way in rolls it all back.
    await t.deps.handle.exec(`
      CREATE FUNCTION h4_skew() RETURNS trigger AS $$
      BEGIN
        IF NEW.commitment_id = '${commitment.Birch}' THEN NEW.amount_cents := NEW.amount_cents + 1; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER h4_skew BEFORE INSERT ON transactions FOR EACH ROW EXECUTE FUNCTION h4_skew();`);
    try {
      const skewed = await finalize(event.id);
      expect(skewed.status).toBe(409);
      expect(skewed.body.message).toMatch(/^Birch Endowment LP: the ledger holds /);
      const posted = await t.deps.handle.query(
        'SELECT 1 FROM transactions WHERE fund_family_event_id = $1',
        [event.id],
      );
      expect(posted).toHaveLength(0);
    } finally {
      await t.deps.handle.exec('DROP TRIGGER h4_skew ON transactions; DROP FUNCTION h4_skew();');
    }
    const finalized = await finalize(event.id);
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    // Spec §4: from now on a capital call may not include management fees.
    expect(await hasCompletedFeeBreak(t.deps.handle.db, scope, fundFamilyId)).toBe(true);
    // Past draft it no longer changes, runs or goes.
    expect((await call('PUT', `${base()}/distribution/${event.id}`, second)).status).toBe(409);
    expect((await call('DELETE', `${base()}/distribution/${event.id}`)).status).toBe(409);
    expect(
      (await call('POST', `${eventPath(event.id)}/waterfall-run/create-and-run`, {})).status,
    ).toBe(409);
  });

  it('a soft rollback sets both finalized distributions aside; a refresh runs their waterfalls again and posts them row for row', async () => {
    const admin = '/api/customer-event-admin/';
    const ledgerRows = async () =>
      (
        await t.deps.handle.query<Record<string, unknown>>(
          `SELECT t.fund_family_event_id AS event, coalesce(t.commitment_id::text, '') AS lp,
                  c.name AS code, t.amount_cents::text AS amount, t.effective_date::text AS day
             FROM transactions t JOIN transaction_codes c ON c.id = t.transaction_code_id
            WHERE t.fund_family_id = $1`,
          [fundFamilyId],
        )
      )
        .map((r) => Object.values(r).map(String).join('|'))
        .sort();
    const events = async () =>
      (
        await call<CustomerEventList>(
          'GET',
          `${admin}?fundFamilyId=${fundFamilyId}`,
          undefined,
          token.admin,
        )
      ).body.events.filter((e) => e.event_type === 'distribution');
    const finalized = await events();
    expect(finalized.map((e) => [e.state, e.refreshable])).toEqual([
      ['completed', true],
      ['completed', true],
    ]);
    const before = await ledgerRows();
    const first = finalized[0]!.id;
    const seen = await call<CorrectionPreview>(
      'POST',
      `${admin}rollback-preview/`,
      { fund_family_id: fundFamilyId, from_event_id: first, kind: 'soft' },
      token.admin,
    );
    expect(seen.status).toBe(200);
    const rolled = await call<{ correction: { state: string } }>(
      'POST',
      admin,
      { fund_family_id: fundFamilyId, from_event_id: first, kind: 'soft', token: seen.body.token },
      token.admin,
    );
    expect(rolled.body.correction.state).toBe('done');
    expect((await events()).map((e) => e.state)).toEqual(['out_of_date', 'out_of_date']);
    // Atlas's 300,000.00 return of capital and 96,000.00 of gain, Birch's, and the carry: gone.
    expect((await ledgerRows()).length).toBeLessThan(before.length);

    const refreshSeen = await call<CorrectionPreview>(
      'POST',
      `${admin}refresh-preview/`,
      { fund_family_id: fundFamilyId },
      token.admin,
    );
    expect(refreshSeen.body.stops_at).toBeNull();
    const { correction } = await refreshAndWait(call, fundFamilyId, refreshSeen.body.token, {
      as: token.admin,
      admin,
    });
    expect([correction.state, correction.done_count]).toEqual(['done', 2]);
    expect(await ledgerRows()).toEqual(before);
    expect((await events()).map((e) => e.state)).toEqual(['completed', 'completed']);
    // The review shows the run that was posted again: Atlas 39,600,000¢ and Birch 26,400,000¢.
    const shown = await call<DistributionEvent>('GET', `${base()}/distribution/${first}`);
    expect(shown.body.run_is_current).toBe(true);
    const sub = shown.body.sub_events[0]!.id;
    const review = await call<WaterfallReview>(
      'GET',
      `${eventPath(first)}/fund-family-sub-event/${sub}/waterfall`,
    );
    expect(review.body.partners.map((p) => p.to_partner_cents)).toEqual([39_600_000, 26_400_000]);
  });
});
