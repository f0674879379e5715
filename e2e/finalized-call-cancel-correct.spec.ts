import type { Page } from '@playwright/test';
import type { NoticeDocumentsStatus } from '../src/api/notice';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { expect, test } from './grid-console-errors';

/*
 * Issue 21 on the demo fund: cancel-correct a finalized call's allocation for one LP. The setup
 * drafts the call through the API as the team would (Will Writer), generates its 41 notices and
 * waits for them, and April Approver finalizes it: notices exist before it is finalized, since
 * none can be added afterwards (spec §4; the server refuses them). Maya Manager (customer
 * admin, config permission) then opens its Cancel-correct tab, sets Aldridge State Pension
 * Fund's investment by hand, previews per LP and code, confirms (the dialog asks first, naming
 * what posts), then sees Aldridge's activity carry the corrected figure and the call's notices
 * out of date, then generates them again (from the corrected call).
 *
 * This spec posts to the demo for good (the correction cannot be undone): it runs on the
 * posts-to-demo server, after capital-call, closing-equalization.capital-call, event-corrections,
 * fee-late-offset and fee-posting (name order), so their pinned figures never see it. What it
 * pins is its own call's, whatever ran before it: none of them adds or changes a commitment.
 *
 * Worked by hand from the demo (README, e2e/capital-call.spec.ts): 41 commitments,
 * 540,500,000.00 committed, each a multiple of 250,000.00; Aldridge committed 2,500,000.00.
 * The call (due 2026-07-15), pro rata by commitment (the default rule), no cent to round:
 * - Investments 54,050,000.00 = 10% of 540,500,000.00: Aldridge 250,000.00.
 * - Fund expenses 540,500.00 = 0.1% of 540,500,000.00: Aldridge 2,500.00.
 * - Posted: 41 LPs × 2 codes = 82 rows.
 * The correction, life to date: the investment line becomes 53,950,000.00 with Aldridge set to
 * 150,000.00; the other 53,800,000.00 goes pro rata over 540,500,000.00 − 2,500,000.00 =
 * 538,000,000.00, exactly 10% of each, as before. So one figure changes: Aldridge's investment
 * contribution, −100,000.00. The expense line is not edited and keeps its cents per LP.
 * Posted: the original's 82 rows reversed and 82 corrected rows, 164 in all, on 2026-07-15.
 */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/cancel-correct-${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const manager = () => apiSignIn(baseURL(), 'manager@demo.test', 'demo-manager-2026');
const writer = () => apiSignIn(baseURL(), 'writer@demo.test', 'demo-writer-2026');
const approver = () => apiSignIn(baseURL(), 'approver@demo.test', 'demo-approver-2026');
const ids = { fund: '', call: '', aldridge: '' };
const aldridge = 'Aldridge State Pension Fund';
const callName = 'Follow-on call';

test.beforeAll(async () => {
  // 41 PDFs made by the notice job on a shared machine.
  test.setTimeout(180_000);
  const drafting = await apiCaller(baseURL(), await writer());
  const families = await drafting.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  ids.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const data = await drafting.call<{ commitments: { commitment_id: string; lp: string }[] }>(
    'get',
    `/api/fund-family/${ids.fund}/capital-call/create-data`,
  );
  ids.aldridge = data.commitments.find((c) => c.lp === aldridge)!.commitment_id;
  const call = await drafting.call<{ id: string }>(
    'post',
    `/api/fund-family/${ids.fund}/fund-family-event`,
    {
      name: callName,
      notice_date: '2026-07-01',
      due_date: '2026-07-15',
      allocation_rule_graph_id: null,
      uses: [
        {
          kind: 'investment',
          description: 'Investments',
          amount_cents: 54_050_000_00,
          transaction_code: 'contribution_investment',
          overrides: [],
        },
        {
          kind: 'fund_expenses',
          description: 'Fund expenses',
          amount_cents: 540_500_00,
          transaction_code: 'contribution_expenses',
          overrides: [],
        },
      ],
    },
  );
  ids.call = call.id;
  // Its notices while it is a draft, one per LP, and the job waited for.
  const notices = `/api/fund-family/${ids.fund}/fund-family-event/${ids.call}`;
  await drafting.call('post', `${notices}/notice/`);
  await expect
    .poll(
      async () =>
        (await drafting.call<NoticeDocumentsStatus>('get', `${notices}/notice-documents-status/`))
          .counts.successful_generation,
      { timeout: 120_000 },
    )
    .toBe(41);
  await drafting.dispose();
  // Maker-checker: the writer drafted it, the approver finalizes it.
  const approving = await apiCaller(baseURL(), await approver());
  const finalized = await approving.call<{ state: string }>('patch', `${notices}/finalize`);
  expect(finalized.state).toBe('completed');
  await approving.dispose();
});

/** The amounts of the `count` activity rows that name `text`, as shown, sorted. */
async function activityAmounts(page: Page, text: string, count: number) {
  const activity = page.getByRole('region', { name: 'Activity' });
  await activity.getByLabel('Search table').fill(text);
  await expect(
    activity.getByRole('status', { name: 'Table status' }).locator('span').last(),
  ).toHaveText(`${count} rows`);
  const amounts = activity.locator('.ag-row:not(.ag-row-pinned) [col-id="amount"]');
  await expect(amounts).toHaveCount(count);
  return (await amounts.allTextContents()).sort();
}

test('cancel-correct of a finalized call for one LP: preview per LP and code, confirm, activity and notices', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const callBase = `/fund-family/${ids.fund}/capital-activity/${ids.call}`;
  await openSignedIn(page, `${callBase}/notices`, await manager());
  const status = page.getByTestId('notice-status');
  await expect(status).toContainText('Status:Done');
  await expect(status).toContainText('41 notices, 41 done');

  // Aldridge's paid-in before, to see it move by exactly the correction.
  await page.goto(`/fund-family/${ids.fund}/commitments/${ids.aldridge}/activity`);
  const paidIn = page.getByTestId('figure-paid_in-value');
  await expect(paidIn).toHaveText(/^\$[\d,]+\.\d\d$/);
  const paidInBefore = await paidIn.textContent();

  // The Cancel-correct tab: life to date, the investment line 53,950,000.00, Aldridge 150,000.00.
  await page.goto(`${callBase}/cancel-correct`);
  await expect(page.getByRole('radio', { name: /Life to date/ })).toBeChecked();
  // Lines not typed in show their amounts as money is written everywhere.
  await expect(page.getByRole('region', { name: 'Line 2' }).getByLabel('Amount')).toHaveValue(
    '540,500.00',
  );
  const investments = page.getByRole('region', { name: 'Line 1' });
  await expect(investments.getByRole('heading', { name: 'Investments' })).toBeVisible();
  await investments.getByLabel('Amount').fill('53,950,000.00');
  await investments.getByText(/Per-LP overrides/).click();
  await investments.getByLabel(`Override for ${aldridge}`).fill('150,000.00');
  await expect(investments.getByText('Per-LP overrides (1 set;')).toBeVisible();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();

  const preview = page.getByTestId('correction-preview');
  await expect(preview).toContainText('Cancel-correct: 2 events, 164 ledger rows');
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
    `Reverse ${callName}'s ledger rows and post the corrected call on 07/15/2026: 164 ledger rows.`,
  );
  await shot(page, '02-confirm');
  await dialog.getByRole('button', { name: 'Confirm cancel-correct' }).click();
  await expect(page.getByTestId('correction-outcome')).toContainText(
    `Done: ${callName} (corrected) is posted; ${callName}'s rows are reversed and its notices are out of date.`,
  );
  await expect(page.getByTestId('cancel-correct-note')).toContainText(
    `Cancel-corrected by ${callName} (corrected)`,
  );
  await shot(page, '03-done');

  // Aldridge's activity: the original's 2 rows reversed and the 2 corrected ones, on
  // 2026-07-15; paid-in down by exactly 100,000.00.
  await page.goto(`/fund-family/${ids.fund}/commitments/${ids.aldridge}/activity`);
  expect(await activityAmounts(page, `${callName} (corrected)`, 4)).toEqual(
    ['-$250,000.00', '$150,000.00', '-$2,500.00', '$2,500.00'].sort(),
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
  await expect(status).toContainText('41 notices');
  await expect(page.getByTestId('notices-block-finalize')).toHaveText(
    'Notices out of date or failed: the call changed after they were generated. Generate the notices again.',
  );
  await shot(page, '05-notices-out-of-date');
  // Generated again, from the corrected call: Done, 41 of 41.
  await page.getByRole('button', { name: 'Regenerate notices' }).click();
  await expect(status).toContainText('Status:Done', { timeout: 60_000 });
  await expect(status).toContainText('41 notices, 41 done');
  await expect(page.getByTestId('notices-block-finalize')).toHaveCount(0);
  await expect(page.getByTestId('cancel-correct-note')).toContainText(
    'its notices are made from the corrected call.',
  );
  await shot(page, '06-notices-regenerated');
});
