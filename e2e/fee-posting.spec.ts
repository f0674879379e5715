import type { Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { seriousViolations } from './axe-violations';
import { expect, test } from './grid-console-errors';

/*
 * Issue 20: a quarter's management fee on the demo fund, drafted by April Approver with a
 * transaction-fee offset and a GP waiver for one LP, reviewed, refused to its preparer
 * (maker-checker) and published by Maya Manager; then the posted pages.
 *
 * The demo's fee (README, src/server/db/demo-fund-configuration.ts): 2% a year on committed
 * capital, quarterly in advance, actual/365, day-weighted average basis; the three first-close
 * anchors (Class A) pay 1.5%, the GP's own commitment (Class G) nothing; transaction fees
 * offset at 100%, offsets first. Committed 540,500,000.00 over 41 commitments, no closing after
 * 2025-09-30, so every basis is flat over Q2 2026 (2026-04-01 to 06-30, 91 days).
 *
 * Worked by hand (as tests/server/fee-charge-event-api.test.ts, whose Atlas is 4,986,301 cents
 * on 10,000,000.00):
 * - Aldridge State Pension Fund, 2,500,000.00 at 2%: 2,500,000.00 × 2% × 91/365 =
 *   12,465.7534… → 12,465.75.
 * - A transaction fee offset of 535,500.00 is shared by the commitments bearing the fee by
 *   commitment: 540,500,000.00 less the GP's 5,000,000.00 = 535,500,000.00, so each LP takes
 *   0.1% of its commitment, to the cent: Aldridge 2,500.00 (below its fee: all applied).
 * - A 1,000.00 waiver for Aldridge, after the offsets: Aldridge net 12,465.75 − 2,500.00 −
 *   1,000.00 = 8,965.75.
 * - Fund: 463,500,000.00 at 2% and the anchors' 72,000,000.00 at 1.5% give exactly
 *   2,580,410.9589…; each LP's fee is rounded to the cent on its own, and those 40 roundings
 *   sum to 2,580,410.95 (worked per LP from the seed's commitments). Offsets 535,500.00,
 *   waivers 1,000.00, net 2,580,410.95 − 535,500.00 − 1,000.00 = 2,043,910.95.
 * - Posted: management fee 2,580,410.95; offset −535,500.00; waiver −1,000.00; the waiver's
 *   fee waiver accrual +1,000.00.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/fee-posting-${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
// April Approver prepares (approve level, so maker-checker is what refuses her); Maya Manager
// publishes and, with config, sets the fee's waiver methodology.
const preparer = () => apiSignIn(baseURL(), 'approver@demo.test', 'demo-approver-2026');
const publisher = () => apiSignIn(baseURL(), 'manager@demo.test', 'demo-manager-2026');

const ids = { fund: '', fee: '', event: '', aldridge: '' };
const cell = (page: Page, table: string, rowId: string, column: string) =>
  page
    .getByRole('region', { name: table })
    .locator(`[role=row][row-id="${rowId}"] [col-id="${column}"]`);

test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await preparer());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  ids.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
});

test('a quarter drafted with an offset and a waiver, published by a second user', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openSignedIn(page, `/fund-family/${ids.fund}/summary`, await preparer());
  await page.getByRole('navigation', { name: 'Fund' }).getByRole('link', { name: 'Fees' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Harborview Capital Partners IV — fees',
  );
  await shot(page, '1-dashboard');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Post a fee' }).click();
  const postAFee = page.getByRole('dialog', { name: 'Post a fee' });
  await expect(postAFee.getByLabel('Fee', { exact: true })).toHaveValue(/.+/);
  await postAFee.getByLabel('Period', { exact: true }).selectOption({ label: 'Q2 2026' });
  await shot(page, '2-post-a-fee');
  await page.getByRole('button', { name: 'Draft the fee charge' }).click();
  await expect(page).toHaveURL(/\/fees\/post\/[0-9a-f-]+\/basis$/);
  ids.event = /post\/([0-9a-f-]+)\//.exec(page.url())![1]!;
  const api = await apiCaller(baseURL(), await preparer());
  const view = await api.call<{
    fee_id: string;
    lines: { commitment_id: string; investor_entity_name: string }[];
  }>('get', `/api/fee-charge-event/${ids.event}/`);
  ids.fee = view.fee_id;
  ids.aldridge = view.lines.find(
    (l) => l.investor_entity_name === 'Aldridge State Pension Fund',
  )!.commitment_id;

  // Basis: Aldridge's basis, rate and gross fee, with how the fee was computed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Management fee, Q2 2026');
  const basis = 'Basis and rate by investor';
  await expect(cell(page, basis, ids.aldridge, 'basis')).toHaveText('$2,500,000.00');
  await expect(cell(page, basis, ids.aldridge, 'rate')).toHaveText('2.00%');
  await expect(cell(page, basis, ids.aldridge, 'gross')).toHaveText('$12,465.75');
  const how = page
    .getByRole('region', { name: "How each LP's gross fee was computed" })
    .locator('details')
    .filter({ hasText: 'Aldridge State Pension Fund' });
  await how.locator('summary').click();
  await expect(how).toContainText('basis × rate × yearFraction (day count actual_365)');
  await expect(how).toContainText('$12,465.75');
  // The preparer may not publish her own draft: the machine's reason, the button disabled.
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expect(
    page.getByText(
      'Publish needs: the publisher is not the preparer unless the customer allows it.',
    ),
  ).toBeVisible();
  await shot(page, '3-basis');
  expect(await seriousViolations(page)).toEqual([]);

  // Offsets: a 535,500.00 transaction fee, 0.1% of each LP's commitment.
  await page.getByRole('navigation', { name: 'Fee posting steps' }).getByText('Offsets').click();
  await page.getByRole('button', { name: 'Add offset' }).click();
  await expect(page.getByLabel('Offset 1 type')).toHaveValue('transaction_fees');
  await page.getByLabel('Offset 1 amount').fill('535,500.00');
  const date = page.getByRole('combobox', { name: 'Offset 1 date' });
  await date.fill('03/20/2026');
  await date.press('Enter');
  await page.getByLabel('Offset 1 description').fill('Deal fee');
  await page.getByRole('button', { name: 'Save offsets' }).click();
  const offsets = 'Offsets by investor';
  await expect(cell(page, offsets, ids.aldridge, 'offsets_recognized')).toHaveText('$2,500.00');
  await expect(cell(page, offsets, ids.aldridge, 'offsets_applied')).toHaveText('$2,500.00');
  await shot(page, '4-offsets');
  expect(await seriousViolations(page)).toEqual([]);

  // Waivers: the demo's fee has no waiver methodology yet; the server's refusal shows on the
  // LP's cell. The fund's configurer sets one, and the same waiver saves.
  await page.getByRole('navigation', { name: 'Fee posting steps' }).getByText('Waivers').click();
  const waivers = 'Waivers by investor';
  const waiver = cell(page, waivers, ids.aldridge, 'waiver').locator('input');
  await waiver.fill('1000');
  await waiver.press('Tab');
  await page.getByRole('button', { name: 'Save waivers' }).click();
  await expect(waiver).toHaveAttribute('aria-invalid', 'true');
  await expect(waiver).toHaveAccessibleDescription(
    /This fee takes no waivers \(its waiver methodology is not set\)\./,
  );
  await shot(page, '5-waiver-refused');
  const config = await apiCaller(baseURL(), await publisher());
  const fee = await config.call<
    Record<string, unknown> & { basis: { from: string; calculation_id: string }[] }
  >('get', `/api/fee-information/${ids.fee}/`);
  const { id: _id, ...terms } = fee;
  await config.call('put', `/api/fee-information/${ids.fee}/`, {
    ...terms,
    basis: fee.basis.map((b) => ({ from: b.from, calculation_id: b.calculation_id })),
    waiver_methodology: 'fee_waiver_accruals_per_lp',
  });
  await page.reload();
  const again = cell(page, waivers, ids.aldridge, 'waiver').locator('input');
  await again.fill('1000');
  await again.press('Tab');
  await page.getByRole('button', { name: 'Save waivers' }).click();
  await expect(cell(page, waivers, ids.aldridge, 'waivers_applied')).toHaveText('$1,000.00');
  await shot(page, '6-waivers');

  // Review: per LP and in total, as worked above.
  await page.getByRole('navigation', { name: 'Fee posting steps' }).getByText('Review').click();
  const review = 'Fee by investor';
  await expect(cell(page, review, ids.aldridge, 'gross')).toHaveText('$12,465.75');
  await expect(cell(page, review, ids.aldridge, 'offsets_applied')).toHaveText('$2,500.00');
  await expect(cell(page, review, ids.aldridge, 'waivers_applied')).toHaveText('$1,000.00');
  await expect(cell(page, review, ids.aldridge, 'net')).toHaveText('$8,965.75');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.locator('[data-total=gross] td')).toHaveText('$2,580,410.95');
  await expect(totals.locator('[data-total=offsets] td')).toHaveText('-$535,500.00');
  await expect(totals.locator('[data-total=waivers] td')).toHaveText('-$1,000.00');
  await expect(totals.locator('[data-total=net] td')).toHaveText('$2,043,910.95');
  await expect(
    page.getByRole('region', { name: 'Checks before publishing' }).locator('[data-status=passed]'),
  ).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await shot(page, '7-review');
  expect(await seriousViolations(page)).toEqual([]);

  // A second user publishes, after a confirmation that names what posts.
  await openSignedIn(
    page,
    `/fund-family/${ids.fund}/fees/post/${ids.event}/review`,
    await publisher(),
  );
  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Publish Management fee, Q2 2026?' });
  await expect(dialog).toContainText('for 41 commitments, dated 04/01/2026');
  await expect(dialog.getByRole('row', { name: /Management fee charged/ })).toContainText(
    '$2,580,410.95',
  );
  await expect(dialog.getByRole('row', { name: /Management fee offset/ })).toContainText(
    '-$535,500.00',
  );
  await expect(dialog.getByRole('row', { name: /Management fee waiver/ })).toContainText(
    '-$1,000.00',
  );
  await expect(dialog.getByRole('row', { name: /Net fee charged/ })).toContainText('$2,043,910.95');
  await shot(page, '8-publish-confirm');
  await dialog.getByRole('button', { name: 'Publish' }).click();

  // Posted: read back from the ledger.
  await expect(page).toHaveURL(new RegExp(`/fees/${ids.event}/posted/breakdown$`));
  await expect(page.getByText('State: Published')).toBeVisible();
  await expect(page.getByTestId('read-only-note')).toContainText('no longer editable');
  const posted = page.getByRole('region', { name: 'Posted to the ledger' });
  await expect(posted.locator('[data-code=management_fee] td').last()).toHaveText('$2,580,410.95');
  await expect(posted.locator('[data-code=management_fee_offset] td').last()).toHaveText(
    '-$535,500.00',
  );
  await expect(posted.locator('[data-code=management_fee_waiver] td').last()).toHaveText(
    '-$1,000.00',
  );
  await expect(posted.locator('[data-code=fee_waiver_accrual] td').last()).toHaveText('$1,000.00');
  await expect(
    page.getByRole('region', { name: 'Totals' }).locator('[data-total=net] td'),
  ).toHaveText('$2,043,910.95');
  await shot(page, '9-posted-breakdown');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('navigation', { name: 'Posted fee tabs' }).getByText('By investor').click();
  await expect(cell(page, review, ids.aldridge, 'gross')).toHaveText('$12,465.75');
  await expect(cell(page, review, ids.aldridge, 'offsets_applied')).toHaveText('$2,500.00');
  await expect(cell(page, review, ids.aldridge, 'waivers_applied')).toHaveText('$1,000.00');
  await expect(cell(page, review, ids.aldridge, 'net')).toHaveText('$8,965.75');
  await shot(page, '10-posted-by-investor');
  expect(await seriousViolations(page)).toEqual([]);

  // The postings tab: the published event's figures; its period is no longer offered.
  await page.getByRole('link', { name: '← Fees' }).click();
  const postings = 'Postings';
  await expect(cell(page, postings, ids.event, 'state')).toHaveText('Published');
  await expect(cell(page, postings, ids.event, 'gross')).toHaveText('$2,580,410.95');
  await expect(cell(page, postings, ids.event, 'offsets')).toHaveText('$535,500.00');
  await expect(cell(page, postings, ids.event, 'waivers')).toHaveText('$1,000.00');
  await expect(cell(page, postings, ids.event, 'net')).toHaveText('$2,043,910.95');
  await expect(cell(page, postings, ids.event, 'created_by')).toHaveText('April Approver');
  // The offsets-waivers tab: what was entered on the event.
  await page
    .getByRole('navigation', { name: 'Fees tabs' })
    .getByText('Offsets and waivers')
    .click();
  const entered = 'Offsets and waivers';
  const offsetRow = `${ids.event}-offset-0`;
  const waiverRow = `${ids.event}-waiver-${ids.aldridge}`;
  await expect(cell(page, entered, offsetRow, 'type')).toHaveText('Transaction fees');
  await expect(cell(page, entered, offsetRow, 'description')).toHaveText('Deal fee');
  await expect(cell(page, entered, offsetRow, 'amount')).toHaveText('$535,500.00');
  await expect(cell(page, entered, waiverRow, 'lp')).toHaveText('Aldridge State Pension Fund');
  await expect(cell(page, entered, waiverRow, 'amount')).toHaveText('$1,000.00');
  await shot(page, '11-offsets-waivers');
  expect(await seriousViolations(page)).toEqual([]);

  // The basis tab: what each commitment is charged on, on a day of the quarter.
  await page.getByRole('navigation', { name: 'Fees tabs' }).getByText('Basis').click();
  await page.getByLabel('As of').fill('2026-05-15');
  await expect(page.getByText('Posting period 04/01/2026 – 06/30/2026')).toBeVisible();
  const basisTab = 'Basis by commitment';
  await expect(cell(page, basisTab, ids.aldridge, 'on_date')).toHaveText('$2,500,000.00');
  await expect(cell(page, basisTab, ids.aldridge, 'period_basis')).toHaveText('$2,500,000.00');
  await shot(page, '12-basis');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Post a fee' }).click();
  await expect(page.getByRole('option', { name: /Q2 2026/ })).toBeDisabled();
  await expect(page.getByRole('dialog')).toContainText(
    'The same time period cannot be used for more than one fee calculation.',
  );
  await shot(page, '13-period-taken');
});

test('the published fee is collected by a draft capital call of each LP’s net fee', async ({
  page,
}) => {
  expect(ids.event, 'the published quarter of the test above').not.toBe('');
  const writer = await apiSignIn(baseURL(), 'writer@demo.test', 'demo-writer-2026');
  const postedPage = `/fund-family/${ids.fund}/fees/${ids.event}/posted/breakdown`;
  await openSignedIn(page, postedPage, writer);
  const section = page.getByRole('region', { name: 'Capital call for these fees' });
  await expect(section).toContainText('No capital call collects these fees yet.');
  await section.getByRole('button', { name: 'Draft the capital call for these fees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draft the capital call for these fees' });
  await expect(dialog).toContainText('$2,043,910.95');
  await dialog.getByRole('combobox', { name: 'Notice Date' }).fill('04/01/2026');
  await dialog.getByRole('combobox', { name: 'Notice Date' }).press('Tab');
  await dialog.getByRole('combobox', { name: 'Due Date' }).fill('04/15/2026');
  await dialog.getByRole('combobox', { name: 'Due Date' }).press('Tab');
  await shot(page, '14-call-dialog');
  await dialog.getByRole('button', { name: 'Draft the call' }).click();
  await expect(page).toHaveURL(/\/capital-activity\/calls\/[0-9a-f-]{36}/);
  await expect(page.getByLabel('Amount')).toHaveValue('2043910.95');
  // Left empty, a saved draft keeps its own name.
  const name = await page.getByLabel('Name', { exact: true }).inputValue();
  await expect(page.getByText(`Left empty: ${name}`, { exact: true })).toBeVisible();
  await shot(page, '15-call-details');
  await page.getByRole('link', { name: 'Allocation', exact: true }).click();
  // Aldridge is called its net fee as published: 12,465.75 − 2,500.00 − 1,000.00 = 8,965.75.
  await expect(cell(page, 'Allocation', ids.aldridge, 'called')).toHaveText('$8,965.75');
  await shot(page, '16-call-allocation');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(postedPage);
  await expect(section.getByRole('link', { name: /Capital call \d+/ })).toBeVisible();
  await expect(section).toContainText('Draft');
  await expect(
    section.getByRole('button', { name: 'Draft the capital call for these fees' }),
  ).toHaveCount(0);
  await shot(page, '17-posted-called');
});
