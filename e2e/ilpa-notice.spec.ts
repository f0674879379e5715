import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { expect, test } from './grid-console-errors';

/*
 * Issue 19 item 4: a reader (Rita Reader, reader@demo.test) downloads the ILPA workbook of the
 * demo's Capital call 2 from its Notices tab (no notice need be generated: the workbook is made
 * from the call's figures) and its figures are read back with exceljs.
 *
 * Aldridge State Pension Fund, worked by hand (tests/server/ilpa-notice-api.test.ts): committed
 * 2,500,000.00, paid 524,965.75 in call 1 (500,000.00 + 12,500.00 + its Q2 2025 fee as charged,
 * 2,500,000.00 × 2% × 91/365 = 12,465.75); called 125,000.00 for the investment (5%) and
 * 12,500.00 of management fee (0.5%): 137,500.00; unfunded 1,975,034.25 before, 1,837,534.25
 * after. The call across its 41 LPs: 27,025,000.00 + 2,677,500.00 = 29,702,500.00.
 */

const baseURL = () => test.info().project.use.baseURL!;
const reader = () => apiSignIn(baseURL(), 'reader@demo.test', 'demo-reader-2026');
const ids = { fund: '', call: '' };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/ilpa-notice-${name}.png`, fullPage: true });

test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await reader());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  ids.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const list = await api.call<{ events: { id: string; name: string }[] }>(
    'get',
    `/api/fund-family/${ids.fund}/capital-activity`,
  );
  ids.call = list.events.find((e) => e.name === 'Capital call 2')!.id;
  await api.dispose();
});

test("a reader downloads the call's ILPA workbook and it holds the LP's figures", async ({
  page,
}) => {
  await openSignedIn(
    page,
    `/fund-family/${ids.fund}/capital-activity/calls/${ids.call}/notices`,
    await reader(),
  );
  const button = page.getByRole('button', { name: 'Download ILPA workbook' });
  await expect(button).toBeEnabled();
  await shot(page, '01-notices-tab');
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Capital call 2 ILPA notice.xlsx');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.getWorksheet('Aldridge State Pension Fund')!;
  const byLabel = new Map<string, ExcelJS.Row>();
  sheet.eachRow((row) => byLabel.set(String(row.getCell(1).value), row));
  const lpShare = (label: string) => byLabel.get(label)!.getCell(3).value;
  expect([
    lpShare('Investments'),
    lpShare('Management Fees'),
    lpShare('Total Capital Called'),
    lpShare('Total Commitment'),
    lpShare('Unfunded Commitment (before this notice)'),
    lpShare('Unfunded Commitment (after this notice)'),
  ]).toEqual([125_000, 12_500, 137_500, 2_500_000, 1_975_034.25, 1_837_534.25]);
  expect(byLabel.get('Total Capital Called')!.getCell(2).value).toBe(29_702_500);
  const summary = workbook.getWorksheet('Summary')!;
  expect(summary.rowCount).toBe(43);
  expect(summary.getRow(43).getCell(1).value).toBe('Fund Total');
});
