import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import { ilpaNoticeDataSchema, type IlpaNoticeData } from '../../src/api/ilpa-notice';
import {
  ilpaNoticeJsonSchema,
  ilpaNoticeJsonSchemaPath,
} from '../../src/server/notice/ilpa-notice-json-schema';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * The ILPA notice of the demo's Capital call 2 (a draft due 2026-01-20 with notice date
 * 2026-01-05; README): Aldridge State Pension Fund committed 2,500,000.00, paid 524,965.75 in
 * call 1 (500,000.00 + 12,500.00 + its Q2 2025 fee 2,500,000.00 × 2% × 91/365 = 12,465.75), and
 * is called 125,000.00 for the investment (5%) and 12,500.00 of management fee (0.5%):
 * 137,500.00 in all (5.5% of the commitment), paid-in 524,965.75 + 137,500.00 = 662,465.75
 * after, unfunded 1,975,034.25 before and 1,837,534.25 after, nothing distributed. The call's totals across its
 * 41 LPs: 27,025,000.00 for the investment (5% of the 540,500,000.00 committed) and
 * 2,677,500.00 of fee (0.5% of the 535,500,000.00 outside the GP's fee-exempt class):
 * 29,702,500.00.
 */
const aldridgeCall = {
  investments: '125000.00',
  management_fees: '12500.00',
  management_fee_offsets: '0.00',
  partnership_expenses: '0.00',
  other: '0.00',
  total_capital_called: '137500.00',
  late_closing_interest: '0.00',
  total_distribution: '0.00',
  net_amount_due: '137500.00',
};
const aldridgeCommitment = {
  total_commitment: '2500000.00',
  cumulative_contributions_before: '524965.75',
  cumulative_contributions: '662465.75',
  cumulative_distributions_before: '0.00',
  cumulative_distributions: '0.00',
  unfunded_commitment_before: '1975034.25',
  unfunded_commitment: '1837534.25',
};

/** A workbook cell's number as cents (the cells hold cents / 100, two decimals). */
const cellCents = (value: ExcelJS.CellValue) => Math.round(Number(value) * 100);

describe.each(testDatabases())('the ILPA notice on $name', (database) => {
  let t: TestApp;
  const token = { reader: '', beacon: '' };
  let base: string;
  let callPath: string;
  const call = jsonCaller(
    () => t,
    () => token.reader,
  );

  beforeAll(async () => {
    t = await startTestApp(database);
    token.reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    base = `/api/fund-family/${families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id}`;
    const list = (await call<CapitalActivityList>('GET', `${base}/capital-activity`)).body;
    callPath = `${base}/fund-family-event/${list.events.find((e) => e.name === 'Capital call 2')!.id}`;
  }, 120_000);
  afterAll(() => t.dispose());

  it("gives each LP's notice as JSON with ILPA's line items, valid against the committed schema", async () => {
    const answer = await call<IlpaNoticeData>('GET', `${callPath}/ilpa-notice-data/`);
    expect(answer.status).toBe(200);
    // The answer holds to the valibot schema the committed JSON Schema is generated from (the
    // last test keeps the two equal).
    const data = v.parse(ilpaNoticeDataSchema, answer.body);
    expect([data.template, data.notice_name, data.currency, data.notices.length]).toEqual([
      'ILPA Capital Call & Distribution Notice',
      'Capital call 2',
      'USD',
      41,
    ]);
    const aldridge = data.notices.find((n) => n.limited_partner === 'Aldridge State Pension Fund')!;
    expect(aldridge).toMatchObject({
      notice_type: 'capital_call',
      fund_name: 'Harborview Capital Partners IV',
      due_date: '2026-01-20',
      currency: 'USD',
      percent_of_commitment_called: '5.5000',
      capital_call: aldridgeCall,
      commitment_summary: aldridgeCommitment,
    });
    expect(data.fund_totals.capital_call).toMatchObject({
      investments: '27025000.00',
      management_fees: '2677500.00',
      total_capital_called: '29702500.00',
      net_amount_due: '29702500.00',
    });
    // Paid in before: Capital call 1's 87,737,017.12 (83,650,000.00 + 1,995,767.12 of Q2 2025
    // fees + 2,091,250.00); after: + 29,702,500.00 = 117,439,517.12. Unfunded: 540,500,000.00 -
    // 87,737,017.12 = 452,762,982.88, then - 29,702,500.00 = 423,060,482.88.
    expect(data.fund_totals.commitment_summary).toEqual({
      total_commitment: '540500000.00',
      cumulative_contributions_before: '87737017.12',
      cumulative_contributions: '117439517.12',
      cumulative_distributions_before: '0.00',
      cumulative_distributions: '0.00',
      unfunded_commitment_before: '452762982.88',
      unfunded_commitment: '423060482.88',
    });
    // The LPs' lines add up to the fund's, field by field (summed here in cents).
    const toCents = (amount: string) => Math.round(Number(amount) * 100);
    for (const [section, key] of [
      ['capital_call', 'total_capital_called'],
      ['capital_call', 'management_fees'],
      ['commitment_summary', 'cumulative_contributions'],
      ['commitment_summary', 'unfunded_commitment'],
    ] as const) {
      const lps = data.notices.reduce(
        (sum, n) => sum + toCents((n[section] as Record<string, string>)[key]!),
        0,
      );
      expect(lps).toBe(toCents((data.fund_totals[section] as Record<string, string>)[key]!));
    }
  });

  it('keeps docs/ilpa-notice.schema.json as the valibot schema makes it', () => {
    const committed: unknown = JSON.parse(readFileSync(ilpaNoticeJsonSchemaPath, 'utf8'));
    expect(committed).toEqual(ilpaNoticeJsonSchema());
  });

  it('writes the ILPA workbook: a summary row per LP with the fund total, and a sheet per LP', async () => {
    const response = await t.request(`${callPath}/ilpa-notice-workbook/`, {
      method: 'POST',
      token: token.reader,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toContain('Capital%20call%202');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets).toHaveLength(42);

    const sheet = workbook.getWorksheet('Aldridge State Pension Fund')!;
    const rows = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row) => rows.set(String(row.getCell(1).value), row));
    const lp = (label: string) => rows.get(label)!.getCell(3).value;
    const fund = (label: string) => rows.get(label)!.getCell(2).value;
    expect(rows.get('Limited Partner')!.getCell(2).value).toBe('Aldridge State Pension Fund');
    expect(rows.get('Currency')!.getCell(2).value).toBe('USD');
    expect(rows.get('Due Date')!.getCell(2).value).toBe('2026-01-20');
    expect([
      lp('Investments'),
      lp('Management Fees'),
      lp('Management Fee Offsets'),
      lp('Partnership Expenses'),
      lp('Total Capital Called'),
      lp('Net Amount Due from (to) Limited Partner'),
      lp('Total Commitment'),
      lp('Cumulative Contributions (after this notice)'),
      lp('Unfunded Commitment (before this notice)'),
      lp('Unfunded Commitment (after this notice)'),
    ]).toEqual([
      125_000, 12_500, 0, 0, 137_500, 137_500, 2_500_000, 662_465.75, 1_975_034.25, 1_837_534.25,
    ]);
    expect([fund('Investments'), fund('Management Fees'), fund('Total Capital Called')]).toEqual([
      27_025_000, 2_677_500, 29_702_500,
    ]);
    expect(rows.get('Investments')!.getCell(3).numFmt).toBe('#,##0.00;-#,##0.00');

    const summary = workbook.getWorksheet('Summary')!;
    const header = (summary.getRow(1).values as ExcelJS.CellValue[]).map(String);
    const column = (title: string) => header.indexOf(title);
    const lpRows = Array.from({ length: 41 }, (_, i) => summary.getRow(i + 2));
    const total = summary.getRow(43);
    expect(total.getCell(1).value).toBe('Fund Total');
    for (const [title, pinned] of [
      ['Investments', 27_025_000_00],
      ['Management Fees', 2_677_500_00],
      ['Total Capital Called', 29_702_500_00],
      ['Total Commitment', 540_500_000_00],
    ] as const) {
      const lps = lpRows.reduce((sum, row) => sum + cellCents(row.getCell(column(title)).value), 0);
      expect([title, lps, cellCents(total.getCell(column(title)).value)]).toEqual([
        title,
        pinned,
        pinned,
      ]);
    }
  });

  it("answers 404 for another customer's user", async () => {
    const data = await call('GET', `${callPath}/ilpa-notice-data/`, undefined, token.beacon);
    expect(data.status).toBe(404);
    const workbook = await t.request(`${callPath}/ilpa-notice-workbook/`, {
      method: 'POST',
      token: token.beacon,
    });
    expect(workbook.status).toBe(404);
  });
});
