import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { CustomerEventList } from '../src/api/event-correction';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { expect, test } from './grid-console-errors';

/*
 * Issue 21 on the demo fund: the Events admin lists the fund family's events; a soft rollback
 * of the latest finalized capital call shows each LP's change before anything posts, sets the
 * call's rows aside once confirmed, and a refresh posts it again with the same figures.
 *
 * This spec posts to the demo (it runs on the posts-to-demo server after capital-call.spec):
 * its target is whatever capital call was finalized last. When none follows the second close,
 * the demo's Capital call 2 is finalized first (README: 27,025,000.00 invested and 2,677,500.00
 * of fees, 29,702,500.00 over 81 rows; Aldridge State Pension Fund pays 125,000.00 and
 * 12,500.00).
 *
 * After closing-equalization.capital-call.spec the latest call is one that settled the second
 * close's equalization: it posted no rows of its own, and its rollback drafts the settled rows
 * again. So the change is not pinned from the event's own total; the preview's prediction is
 * checked against the ledger after the rollback, and the refresh must put it back to the cent.
 */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/event-corrections-${name}.png`, fullPage: true });

const baseURL = () => test.info().project.use.baseURL!;
// admin@demo.test is internal staff with the config permission: soft rollback is open to it.
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');
const approver = () => apiSignIn(baseURL(), 'manager@demo.test', 'demo-manager-2026');
const target = { fund: '', eventId: '', name: '', rows: 0, total: 0, ledger: 0 };

const listOf = async (fund: string) => {
  const api = await apiCaller(baseURL(), await admin());
  const list = await api.call<CustomerEventList>(
    'get',
    `/api/customer-event-admin/?fundFamilyId=${fund}`,
  );
  await api.dispose();
  return list;
};
const lastPosted = (list: CustomerEventList) =>
  list.events.filter((e) => e.state === 'completed').at(-1)!;
/** The fund family's posted ledger summed, as the events list reads it (draft rows excluded). */
const ledgerTotal = (list: CustomerEventList) =>
  list.events.reduce((sum, e) => sum + e.total_posted_cents, 0);

test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await approver());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  target.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  let list = await listOf(target.fund);
  if (lastPosted(list).event_type !== 'capital_activity') {
    const draft = list.events.find((e) => e.name === 'Capital call 2')!;
    await api.call(
      'patch',
      `/api/fund-family/${target.fund}/fund-family-event/${draft.id}/finalize`,
    );
    list = await listOf(target.fund);
  }
  await api.dispose();
  const last = lastPosted(list);
  Object.assign(target, {
    eventId: last.id,
    name: last.name,
    rows: last.ledger_rows,
    total: last.total_posted_cents,
    ledger: ledgerTotal(list),
  });
});

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

test('soft rollback of the latest capital call, previewed per LP, then refreshed with the same figures', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, '/fund-family', await admin());
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Events' })
    .click();
  await expect(page).toHaveURL(/\/admin\/events\?fundFamilyId=/);
  await expect(page.getByRole('heading', { name: 'Events', exact: true })).toBeVisible();
  const table = page.getByTestId('data-table-events-admin');
  const row = table.getByRole('row').filter({ hasText: target.name });
  await expect(row).toContainText('Finalized');
  await expect(table.getByRole('row').filter({ hasText: 'First close' })).toBeVisible();
  await shot(page, '01-events');

  await row.getByRole('button', { name: 'Roll back from here' }).click();
  await expect(page).toHaveURL(/\/admin\/events\/rollback\?/);
  await expect(page.getByLabel('Roll back from (this event and every later one)')).toHaveValue(
    target.eventId,
  );
  await expect(page.getByRole('radio', { name: /Soft rollback/ })).toBeChecked();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByTestId('correction-preview');
  await expect(preview).toContainText(`Soft rollback: 1 event, ${target.rows} ledger rows`);
  // What the preview says the ledger will lose: the call's own rows, and, for a call that settled
  // closing equalization (closing-equalization.capital-call.spec's), the settled rows drafted
  // again. Checked below against the ledger after the rollback.
  const predicted = centsOf((await page.getByTestId('total-change').textContent()) ?? '');
  expect(predicted).toBeLessThan(0);
  const grid = page.getByTestId('data-table-event-correction-preview');
  await expect(
    grid.getByRole('row').filter({ hasText: 'Aldridge State Pension Fund' }).first(),
  ).toBeVisible();
  await shot(page, '02-rollback-preview');

  // The preview exports as shown (issue 21): its Change column sums to the ledger's net change.
  const downloading = page.waitForEvent('download');
  await grid.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Per LP and transaction code.xlsx');
  const path = 'e2e-artifacts/event-corrections-preview.xlsx';
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual([
    'Investor entity',
    'Fund entity',
    'Transaction code',
    'As it is',
    'As it will be',
    'Change',
  ]);
  let changeCents = 0;
  const lps = new Set<string>();
  sheet.eachRow((r, n) => {
    if (n === 1) return;
    changeCents += Math.round(Number(r.getCell(6).value) * 100);
    lps.add(String(r.getCell(1).value));
  });
  expect(changeCents).toBe(predicted);
  expect(lps).toContain('Aldridge State Pension Fund');

  await page.getByRole('button', { name: 'Confirm soft rollback' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm the soft rollback' });
  await expect(dialog).toContainText(
    `Mark 1 event out of date and set their ${target.rows} ledger rows aside`,
  );
  await shot(page, '03-rollback-confirm');
  await dialog.getByRole('button', { name: 'Confirm soft rollback' }).click();
  await expect(page.getByTestId('correction-outcome')).toContainText('Done');

  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(table.getByRole('row').filter({ hasText: target.name })).toContainText(
    'Out of date',
  );
  await shot(page, '04-out-of-date');
  // The rollback did what its preview said, to the cent.
  expect(ledgerTotal(await listOf(target.fund)) - target.ledger).toBe(predicted);

  await page
    .getByRole('navigation', { name: 'Events admin' })
    .getByRole('link', { name: 'Refresh' })
    .click();
  await expect(
    page.getByText(`1 out-of-date event, refreshed oldest to newest: ${target.name}`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByTestId('total-change')).toHaveText(money(-predicted));
  await shot(page, '05-refresh-preview');
  await page.getByRole('button', { name: 'Confirm refresh' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm the refresh' })
    .getByRole('button', { name: 'Confirm refresh' })
    .click();
  // The refresh runs as a background job: the page polls it every second until it ends.
  await expect(page.getByTestId('correction-outcome')).toContainText('Done', { timeout: 60_000 });
  await shot(page, '06-refreshed');

  // The event's page: its details and the stored inputs the refresh recomputed it from.
  await page
    .getByRole('navigation', { name: 'Events admin' })
    .getByRole('link', { name: 'Events' })
    .click();
  await table.getByRole('link', { name: target.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${target.eventId}`));
  await expect(page.getByRole('heading', { name: target.name })).toBeVisible();
  await expect(page.getByText('Finalized')).toBeVisible();
  await shot(page, '07-event-details');
  await page.getByRole('link', { name: 'Create data' }).click();
  await expect(page.getByText('Stored inputs from capital_calls')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Create data' })).toContainText('"uses"');
  await shot(page, '08-create-data');

  const list = await listOf(target.fund);
  const after = list.events.find((e) => e.id === target.eventId)!;
  expect([after.state, after.ledger_rows, after.total_posted_cents]).toEqual([
    'completed',
    target.rows,
    target.total,
  ]);
  expect(ledgerTotal(list)).toBe(target.ledger);
});
