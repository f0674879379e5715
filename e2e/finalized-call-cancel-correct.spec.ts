import type { Page } from '@playwright/test';
import type { NoticeDocumentsStatus } from '../src/api/notice';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { expect, test } from './grid-console-errors';

/*
 * Issue 21 on the demo fund: cancel-correct the 2025-06-30 call's allocation for one LP. Maya
 * Manager (customer admin, config permission) opens Capital call 1's Cancel-correct tab, sets
 * Aldridge State Pension Fund's investment by hand, previews per LP and code, confirms (the
 * dialog asks first, naming what posts), then sees Aldridge's activity carry the corrected
 * figure and the call's notices out of date, then generates them again (from the corrected call).
 *
 * The seeded demo finalized Capital call 1 without notices (the seed makes no PDFs, and the page
 * offers Generate only while a call is a draft): the setup generates its 31 notices through the
 * API first, as the team would have before finalizing, so there are notices to go out of date.
 *
 * This spec posts to the demo for good (the correction cannot be undone): it runs on the
 * posts-to-demo server, after capital-call, closing-equalization.capital-call, event-corrections
 * and fee-posting (name order), so their pinned figures never see it. What it pins is the call's
 * own, whatever ran before it.
 *
 * Worked by hand from the demo (README, e2e/capital-call.spec.ts): Capital call 1 (due
 * 2025-06-30) called 20% of the first close's 418,250,000.00 for investments (83,650,000.00),
 * 1% for management fees (4,182,500.00) and 0.5% for fund expenses (2,091,250.00) from 31
 * commitments; Aldridge (committed 2,500,000.00) paid 500,000.00, 25,000.00 and 12,500.00.
 * The correction, life to date: the investment line becomes 83,550,000.00 with Aldridge set to
 * 400,000.00; the other 83,150,000.00 goes pro rata over 418,250,000.00 − 2,500,000.00 =
 * 415,750,000.00, exactly 20% of each, as before. So one figure changes: Aldridge's investment
 * contribution, −100,000.00. The fee and expense lines are not edited and keep their cents per
 * LP.
 * Posted: the original's 93 rows (31 LPs × 3 codes) reversed and 93 corrected rows, 186 in all,
 * on 2025-06-30.
 */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/cancel-correct-${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const manager = () => apiSignIn(baseURL(), 'manager@demo.test', 'demo-manager-2026');
const ids = { fund: '', call: '', aldridge: '' };
const aldridge = 'Aldridge State Pension Fund';

test.beforeAll(async () => {
  // 31 PDFs made by the notice job on a shared machine.
  test.setTimeout(180_000);
  const api = await apiCaller(baseURL(), await manager());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  ids.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const list = await api.call<{ events: { id: string; name: string }[] }>(
    'get',
    `/api/fund-family/${ids.fund}/capital-activity`,
  );
  ids.call = list.events.find((e) => e.name === 'Capital call 1')!.id;
  const data = await api.call<{ commitments: { commitment_id: string; lp: string }[] }>(
    'get',
    `/api/fund-family/${ids.fund}/capital-call/create-data`,
  );
  ids.aldridge = data.commitments.find((c) => c.lp === aldridge)!.commitment_id;
  const notices = `/api/fund-family/${ids.fund}/fund-family-event/${ids.call}`;
  await api.call('post', `${notices}/notice/`);
  await expect
    .poll(
      async () =>
        (await api.call<NoticeDocumentsStatus>('get', `${notices}/notice-documents-status/`)).counts
          .successful_generation,
      { timeout: 120_000 },
    )
    .toBe(31);
  await api.dispose();
});

/** The amounts of the activity rows that name `text`, as shown, sorted. */
async function activityAmounts(page: Page, text: string) {
  const activity = page.getByRole('region', { name: 'Activity' });
  await activity.getByLabel('Search table').fill(text);
  await expect(
    activity.getByRole('status', { name: 'Table status' }).locator('span').last(),
  ).toHaveText('6 rows');
  const amounts = activity.locator('.ag-row:not(.ag-row-pinned) [col-id="amount"]');
  await expect(amounts).toHaveCount(6);
  return (await amounts.allTextContents()).sort();
}

test('cancel-correct of the 2025-06-30 call for one LP: preview per LP and code, confirm, activity and notices', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const callBase = `/fund-family/${ids.fund}/capital-activity/${ids.call}`;
  await openSignedIn(page, `${callBase}/notices`, await manager());
  const status = page.getByTestId('notice-status');
  await expect(status).toContainText('Status:Done');
  await expect(status).toContainText('31 notices, 31 done');

  // Aldridge's paid-in before, to see it move by exactly the correction.
  await page.goto(`/fund-family/${ids.fund}/commitments/${ids.aldridge}/activity`);
  const paidIn = page.getByTestId('figure-paid_in-value');
  await expect(paidIn).toHaveText(/^\$[\d,]+\.\d\d$/);
  const paidInBefore = await paidIn.textContent();

  // The Cancel-correct tab: life to date, the investment line 83,550,000.00, Aldridge 400,000.00.
  await page.goto(`${callBase}/cancel-correct`);
  await expect(page.getByRole('radio', { name: /Life to date/ })).toBeChecked();
  // Lines not typed in show their amounts as money is written everywhere.
  await expect(page.getByRole('region', { name: 'Line 2' }).getByLabel('Amount')).toHaveValue(
    '4,182,500.00',
  );
  const investments = page.getByRole('region', { name: 'Line 1' });
  await expect(investments.getByRole('heading', { name: 'Investments' })).toBeVisible();
  await investments.getByLabel('Amount').fill('83,550,000.00');
  await investments.getByText(/Per-LP overrides/).click();
  await investments.getByLabel(`Override for ${aldridge}`).fill('400,000.00');
  await expect(investments.getByText('Per-LP overrides (1 set;')).toBeVisible();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();

  const preview = page.getByTestId('correction-preview');
  await expect(preview).toContainText('Cancel-correct: 2 events, 186 ledger rows');
  // Per code: only the investment contributions change, by −100,000.00.
  const byCode = preview.getByRole('table', { name: 'By transaction code' });
  await expect(byCode.getByRole('row')).toHaveCount(2);
  await expect(byCode.getByRole('row').nth(1)).toContainText('-$100,000.00');
  await expect(page.getByTestId('total-change')).toHaveText('-$100,000.00');
  // Only Aldridge's figures move: its notice alone changes.
  await expect(preview).toContainText(`Notices change for 1 LP: ${aldridge}.`);
  // Per LP and code: one line changes, Aldridge's investment, as it is − 100,000.00.
  const grid = page.getByTestId('data-table-event-correction-preview');
  await expect(grid.getByRole('status', { name: 'Table status' })).toContainText('1 row');
  const line = grid.locator('[role=row][row-index="0"]');
  await expect(line.locator('[col-id="lp"]').first()).toHaveText(aldridge);
  await expect(line.locator('[col-id="change"]')).toHaveText('-$100,000.00');
  const centsOf = async (column: string) =>
    Math.round(
      Number(
        ((await line.locator(`[col-id="${column}"]`).textContent()) ?? '').replace(/[$,]/g, ''),
      ) * 100,
    );
  expect((await centsOf('after')) - (await centsOf('before'))).toBe(-100_000_00);
  await shot(page, '01-preview');

  // Confirming asks first, naming what posts.
  await page.getByRole('button', { name: 'Confirm cancel-correct' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm the cancel-correct' });
  await expect(dialog).toContainText(
    "Reverse Capital call 1's ledger rows and post the corrected call on 06/30/2025: 186 ledger rows.",
  );
  await shot(page, '02-confirm');
  await dialog.getByRole('button', { name: 'Confirm cancel-correct' }).click();
  await expect(page.getByTestId('correction-outcome')).toContainText(
    "Done: Capital call 1 (corrected) is posted; Capital call 1's rows are reversed and its notices are out of date.",
  );
  await expect(page.getByTestId('cancel-correct-note')).toContainText(
    'Cancel-corrected by Capital call 1 (corrected)',
  );
  await shot(page, '03-done');

  // Aldridge's activity: the original's rows reversed and the corrected ones, on 2025-06-30;
  // paid-in down by exactly 100,000.00.
  await page.goto(`/fund-family/${ids.fund}/commitments/${ids.aldridge}/activity`);
  expect(await activityAmounts(page, 'Capital call 1 (corrected)')).toEqual(
    [
      '-$500,000.00',
      '$400,000.00',
      '-$25,000.00',
      '$25,000.00',
      '-$12,500.00',
      '$12,500.00',
    ].sort(),
  );
  const cents = (text: string | null) =>
    Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);
  await expect(paidIn).toHaveText(/^\$[\d,]+\.\d\d$/);
  expect(cents(await paidIn.textContent()) - cents(paidInBefore)).toBe(-100_000_00);
  // The amounts in view for the screenshot (the grid scrolls sideways to them).
  await page
    .getByRole('region', { name: 'Activity' })
    .locator('.ag-row:not(.ag-row-pinned) [col-id="amount"]')
    .first()
    .scrollIntoViewIfNeeded();
  await shot(page, '04-activity');

  // The call's notices: out of date, to be generated again.
  await page.goto(`${callBase}/notices`);
  await expect(status).toContainText('Status:Out of date');
  await expect(status).toContainText('31 notices');
  await expect(page.getByTestId('notices-block-finalize')).toHaveText(
    'Notices out of date or failed: the call changed after they were generated. Generate the notices again.',
  );
  await shot(page, '05-notices-out-of-date');
  // Generated again, from the corrected call: Done, 31 of 31.
  await page.getByRole('button', { name: 'Regenerate notices' }).click();
  await expect(status).toContainText('Status:Done', { timeout: 60_000 });
  await expect(status).toContainText('31 notices, 31 done');
  await expect(page.getByTestId('notices-block-finalize')).toHaveCount(0);
  await expect(page.getByTestId('cancel-correct-note')).toContainText(
    'its notices are made from the corrected call.',
  );
  await shot(page, '06-notices-regenerated');
});
