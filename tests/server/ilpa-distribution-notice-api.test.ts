import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DistributionEvent } from '../../src/api/distribution';
import {
  ILPA_DISTRIBUTION_LINES,
  ilpaNoticeDataSchema,
  type IlpaNoticeData,
} from '../../src/api/ilpa-notice';
import { noticesNeedCurrentRunMessage } from '../../src/api/notice';
import { stopJobQueueFor } from '../../src/server/jobs/job-queues';
import {
  distributionFundInput,
  saveEuropeanWaterfall,
  setUpDistributionFund,
  waterfallRunDone,
} from './distribution-fund';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string };

/**
 * The ILPA notice of a distribution (issue 19), worked by hand. The fund of ./distribution-fund.ts:
 * Atlas commits 600,000.00 and Birch 400,000.00 (60/40), each paid in half (Atlas 180,000.00 on
 * 2025-01-01 and 120,000.00 on 2025-07-01, Birch 120,000.00 and 80,000.00); the model LPA's
 * European waterfall (capital back, 8% pref, full GP catch-up to 20%, then 80/20).
 *
 * Distribution 1 of 2026-01-01: return of capital 500,000.00 (recallable code), realized gain
 * 200,000.00, dividend 100,000.00, interest 150,000.00 and other income 50,000.00 (the last four
 * under the realized gain code: the line's source, not its code, decides its ILPA line item):
 * 1,000,000.00 of proceeds; fee holdback 10,000.00. Pro rata by commitment:
 *   Atlas (60%): 300,000.00 + 120,000.00 + 60,000.00 + 90,000.00 + 30,000.00 = 600,000.00,
 *     holdback 6,000.00, into the waterfall 594,000.00.
 *   Birch (40%): 200,000.00 + 80,000.00 + 40,000.00 + 60,000.00 + 20,000.00 = 400,000.00,
 *     holdback 4,000.00, into the waterfall 396,000.00.
 * Waterfall (cents; the pref is tests/server/distribution-api.test.ts's, same flows and date):
 *   Atlas 59,400,000: ROC 30,000,000; left 29,400,000; pref 1,914,711; left 27,485,289;
 *     catch-up 20% × 1,914,711 ÷ 80% = 478,677.75 → 478,678; left 27,006,611; split GP 20% =
 *     5,401,322.2 → 5,401,322, LP 21,605,289. LP 30,000,000 + 1,914,711 + 21,605,289 =
 *     53,520,000; carry 478,678 + 5,401,322 = 5,880,000 (20% of the 29,400,000 profit).
 *   Birch 39,600,000: ROC 20,000,000; left 19,600,000; pref 1,276,474; left 18,323,526;
 *     catch-up 319,119; left 18,004,407; GP 3,600,881.4 → 3,600,881, LP 14,403,526. LP
 *     35,680,000; carry 3,920,000.
 * The notice's lines are each source's share before the holdback and the carry, then those two,
 * negative: Atlas 600,000.00 − 6,000.00 − 58,800.00 = 535,200.00; Birch 400,000.00 − 4,000.00 −
 * 39,200.00 = 356,800.00. Recallable: what the LP keeps of the return of capital line, its share
 * after the holdback (each line × 594/600: 297,000.00; Birch × 396/400: 198,000.00), the carry
 * coming out of the profit lines (297,000.00 of them for Atlas, more than its 58,800.00 carry).
 * Unfunded: Atlas 600,000.00 − 300,000.00 = 300,000.00 before, + 297,000.00 = 597,000.00 after;
 * Birch 200,000.00 → 398,000.00. Net amount due from the LP: minus what it receives.
 */
const atlas = {
  capital_call: {
    investments: '0.00',
    management_fees: '0.00',
    management_fee_offsets: '0.00',
    partnership_expenses: '0.00',
    other: '0.00',
    total_capital_called: '0.00',
    late_closing_interest: '0.00',
    total_distribution: '535200.00',
    net_amount_due: '-535200.00',
  },
  distribution: {
    return_of_capital: '300000.00',
    realized_gain: '120000.00',
    dividend_income: '60000.00',
    interest_income: '90000.00',
    other_income: '30000.00',
    fee_holdback: '-6000.00',
    carried_interest: '-58800.00',
    total_distribution: '535200.00',
    recallable_distribution: '297000.00',
  },
  commitment_summary: {
    total_commitment: '600000.00',
    cumulative_contributions_before: '300000.00',
    cumulative_contributions: '300000.00',
    cumulative_distributions_before: '0.00',
    cumulative_distributions: '535200.00',
    unfunded_commitment_before: '300000.00',
    unfunded_commitment: '597000.00',
  },
};
/** Atlas's and Birch's added up. */
const fundDistribution = {
  return_of_capital: '500000.00',
  realized_gain: '200000.00',
  dividend_income: '100000.00',
  interest_income: '150000.00',
  other_income: '50000.00',
  fee_holdback: '-10000.00',
  carried_interest: '-98000.00',
  total_distribution: '892000.00',
  recallable_distribution: '495000.00',
};

const toCents = (amount: string) => Math.round(Number(amount) * 100);
/** A workbook cell's number as cents (the cells hold cents / 100, two decimals). */
const cellCents = (value: ExcelJS.CellValue) => Math.round(Number(value) * 100);
/** The distribution lines that add up to Total Distribution (recallable is a part of it). */
const summing = ILPA_DISTRIBUTION_LINES.filter(
  ([key]) => key !== 'total_distribution' && key !== 'recallable_distribution',
);

describe.each(testDatabases())("a distribution's ILPA notice on $name", (database) => {
  let t: TestApp;
  const token = { admin: '', approver: '', writer: '', reader: '', beacon: '' };
  const call = jsonCaller(
    () => t,
    () => token.reader,
  );
  let fundFamilyId: string;
  let eventId: string;
  const eventPath = () => `/api/fund-family/${fundFamilyId}/fund-family-event/${eventId}`;
  const workbook = (as = token.reader) =>
    t.request(`${eventPath()}/ilpa-notice-workbook/`, { method: 'POST', token: as });

  beforeAll(async () => {
    t = await startTestApp(database);
    for (const [who, password] of [
      ['admin', 'demo-admin-2026'],
      ['approver', 'demo-approver-2026'],
      ['writer', 'demo-writer-2026'],
      ['reader', 'demo-reader-2026'],
      ['beacon', 'demo-beacon-2026'],
    ] as const)
      token[who] = (await t.signIn(`${who}@demo.test`, password)).access;
    const fund = await setUpDistributionFund(t, call, token.admin);
    fundFamilyId = fund.fundFamilyId;
    expect((await saveEuropeanWaterfall(call, fund, token.admin)).status).toBe(200);
    const [roc, gain] = distributionFundInput().proceeds;
    const income = (source: 'dividend' | 'interest' | 'other_income', cents: number) => ({
      ...gain!,
      source,
      amount_cents: cents,
    });
    const created = await call<DistributionEvent>(
      'POST',
      `/api/fund-family/${fundFamilyId}/distribution`,
      distributionFundInput({
        proceeds: [
          roc!,
          gain!,
          income('dividend', 10_000_000),
          income('interest', 15_000_000),
          income('other_income', 5_000_000),
        ],
        fee_holdback_cents: 1_000_000,
      }),
      token.writer,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    eventId = created.body.id;
  }, 120_000);
  afterAll(async () => {
    await stopJobQueueFor(t.deps.handle);
    await t.dispose();
  });

  it('answers 409 with the PDF notices’ words while the distribution has no run', async () => {
    const data = await call<ErrorBody>('GET', `${eventPath()}/ilpa-notice-data/`);
    expect([data.status, data.body.message]).toEqual([409, noticesNeedCurrentRunMessage]);
    const file = await workbook();
    expect(file.status).toBe(409);
    expect(((await file.json()) as ErrorBody).message).toBe(noticesNeedCurrentRunMessage);

    // Run it (as the writer): the notices that follow are the run's.
    const queued = await call(
      'POST',
      `${eventPath()}/waterfall-run/upsert-and-run`,
      {},
      token.writer,
    );
    expect(queued.status).toBe(202);
    const done = await waterfallRunDone(call, fundFamilyId, eventId);
    expect([done.run?.status, done.run_is_current]).toEqual(['succeeded', true]);
  });

  it("gives a reader each LP's distribution lines as worked by hand, adding up to the total", async () => {
    const answer = await call<IlpaNoticeData>('GET', `${eventPath()}/ilpa-notice-data/`);
    expect(answer.status).toBe(200);
    const data = v.parse(ilpaNoticeDataSchema, answer.body);
    expect([data.notice_name, data.currency, data.notices.map((n) => n.limited_partner)]).toEqual([
      'Distribution 1',
      'USD',
      ['Atlas Endowment LP', 'Birch Endowment LP'],
    ]);
    expect(data.notices[0]).toEqual({
      notice_type: 'distribution',
      fund_name: 'Distribution Test Fund',
      fund_entity_name: 'Distribution Test Fund, L.P.',
      limited_partner: 'Atlas Endowment LP',
      commitment_id: expect.any(String),
      notice_name: 'Distribution 1',
      notice_date: '2026-01-01',
      due_date: '2026-01-01',
      currency: 'USD',
      percent_of_commitment_called: '0.0000',
      ...atlas,
    });
    expect(data.notices[1]).toMatchObject({
      distribution: {
        return_of_capital: '200000.00',
        realized_gain: '80000.00',
        dividend_income: '40000.00',
        interest_income: '60000.00',
        other_income: '20000.00',
        fee_holdback: '-4000.00',
        carried_interest: '-39200.00',
        total_distribution: '356800.00',
        recallable_distribution: '198000.00',
      },
      capital_call: { total_distribution: '356800.00', net_amount_due: '-356800.00' },
      commitment_summary: {
        cumulative_distributions: '356800.00',
        unfunded_commitment_before: '200000.00',
        unfunded_commitment: '398000.00',
      },
    });
    expect(data.fund_totals.distribution).toEqual(fundDistribution);
    expect(data.fund_totals.capital_call).toMatchObject({
      total_capital_called: '0.00',
      total_distribution: '892000.00',
      net_amount_due: '-892000.00',
    });
    expect(data.fund_totals.commitment_summary).toEqual({
      total_commitment: '1000000.00',
      cumulative_contributions_before: '500000.00',
      cumulative_contributions: '500000.00',
      cumulative_distributions_before: '0.00',
      cumulative_distributions: '892000.00',
      unfunded_commitment_before: '500000.00',
      unfunded_commitment: '995000.00',
    });
    // Each notice's lines, and the fund's, add up to its total distribution (in cents).
    for (const section of [
      ...data.notices.map((n) => n.distribution),
      data.fund_totals.distribution,
    ])
      expect(summing.reduce((sum, [key]) => sum + toCents(section[key]), 0)).toBe(
        toCents(section.total_distribution),
      );
  });

  it('writes the same figures in the workbook', async () => {
    const response = await workbook();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Distribution%201');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Atlas Endowment LP',
      'Birch Endowment LP',
    ]);
    const rows = new Map<string, ExcelJS.Row>();
    book.getWorksheet('Atlas Endowment LP')!.eachRow((row) => {
      rows.set(String(row.getCell(1).value), row);
    });
    expect(rows.get('Notice Type')!.getCell(2).value).toBe('Distribution');
    expect(rows.get('Due Date')!.getCell(2).value).toBe('2026-01-01');
    const cells = (column: 2 | 3, labels: readonly (readonly [string, string])[]) =>
      labels.map(([, label]) => cellCents(rows.get(label)!.getCell(column).value));
    // LP Share and Fund Total of every distribution line, as the JSON pins them.
    expect(cells(3, ILPA_DISTRIBUTION_LINES)).toEqual(
      ILPA_DISTRIBUTION_LINES.map(([key]) => toCents(atlas.distribution[key])),
    );
    expect(cells(2, ILPA_DISTRIBUTION_LINES)).toEqual(
      ILPA_DISTRIBUTION_LINES.map(([key]) => toCents(fundDistribution[key])),
    );
    expect(
      cells(3, [
        ['', 'Total Capital Called'],
        ['', 'Net Amount Due from (to) Limited Partner'],
        ['', 'Cumulative Distributions (before this notice)'],
        ['', 'Cumulative Distributions (after this notice)'],
        ['', 'Unfunded Commitment (before this notice)'],
        ['', 'Unfunded Commitment (after this notice)'],
      ]),
    ).toEqual([0, -53_520_000, 0, 53_520_000, 30_000_000, 59_700_000]);
    expect(cells(3, summing).reduce((sum, c) => sum + c, 0)).toBe(53_520_000);

    const summary = book.getWorksheet('Summary')!;
    const header = (summary.getRow(1).values as ExcelJS.CellValue[]).map(String);
    const column = (title: string) => header.indexOf(title);
    expect(summary.getRow(4).getCell(1).value).toBe('Fund Total');
    for (const [title, pinned] of [
      ['Return of Capital', 50_000_000],
      ['Carried Interest', -9_800_000],
      ['Total Distribution', 89_200_000],
      ['Recallable Portion of Distribution', 49_500_000],
    ] as const) {
      const lps = [2, 3].reduce(
        (sum, r) => sum + cellCents(summary.getRow(r).getCell(column(title)).value),
        0,
      );
      const total = cellCents(summary.getRow(4).getCell(column(title)).value);
      expect([title, lps, total]).toEqual([title, pinned, pinned]);
    }
  });

  it("answers 404 to another customer's user", async () => {
    const data = await call('GET', `${eventPath()}/ilpa-notice-data/`, undefined, token.beacon);
    expect(data.status).toBe(404);
    expect((await workbook(token.beacon)).status).toBe(404);
  });

  it('says the same once the distribution is finalized (its own rows left out of before)', async () => {
    const before = await call<IlpaNoticeData>('GET', `${eventPath()}/ilpa-notice-data/`);
    const finalized = await call<DistributionEvent>(
      'PATCH',
      `/api/fund-family/${fundFamilyId}/distribution/${eventId}/finalize`,
      undefined,
      token.approver,
    );
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    const after = await call<IlpaNoticeData>('GET', `${eventPath()}/ilpa-notice-data/`);
    expect(after.body).toEqual(before.body);
  });
});
