import { lineWith, pdfFileText } from '../tests/pdf-text';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { europeanTiers } from '../src/api/waterfall-examples';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { chooseOption } from './choose-option';
import { finalizeClosing } from './finalize-closing';
import { seriousViolations } from './axe-violations';
import { expect, test } from './grid-console-errors';

/*
 * Issue 18: a distribution made, run, reviewed and finalized through the pages, on a fund family
 * of its own (so nothing posts to the demo fund the other specs pin).
 *
 * The fund, made through the API: Atlas commits 600,000.00 and Birch 400,000.00 to one LP entity;
 * a GP entity is the carry partner; the model LPA's European waterfall (capital back, 8% pref
 * compounded annually on actual/365, 100% GP catch-up to 20%, then 80/20). Capital call 1 draws
 * the whole 1,000,000.00, due 06/30/2025: Atlas 600,000.00, Birch 400,000.00.
 *
 * The distribution, dated 06/30/2026 (365 days after the contribution: one year, growth 1.08):
 * return of capital 1,000,000.00 (the fund's recallable ROC code) and realized gain 300,000.00.
 * Worked by hand, per LP on its pro rata share (60% / 40% of 1,300,000.00 = 780,000 / 520,000):
 *            capital back   pref 8%    catch-up to GP   split 80/20 (LP / GP)   LP total   carry
 *   Atlas      600,000.00  48,000.00      12,000.00      96,000.00 / 24,000.00  744,000.00  36,000.00
 *   Birch      400,000.00  32,000.00       8,000.00      64,000.00 / 16,000.00  496,000.00  24,000.00
 *   Fund     1,000,000.00  80,000.00      20,000.00     160,000.00 / 40,000.00 1,240,000.00 60,000.00
 * Carry 60,000.00 = 20% of the 300,000.00 profit, taken from the realized gain (a share of profit,
 * never of the capital returned): Atlas receives ROC 600,000.00 + gain 180,000.00 − 36,000.00 =
 * 144,000.00; Birch 400,000.00 + 96,000.00; the carry partner 60,000.00 of gain. The playground: Atlas's pref tier at 10%
 * instead of 8% owes 60,000.00 (600,000.00 × 10% for one year), 12,000.00 more than the run.
 * Finalized, Atlas's 1,000,000.00 ROC line being recallable raises its unfunded by its 600,000.00
 * share (0.00 → 600,000.00), and its distributed becomes 744,000.00.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/distribution-${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');
const writer = () => apiSignIn(baseURL(), 'writer@demo.test', 'demo-writer-2026');
// Maya Manager approves: April Approver's password is changed by other specs of a full run.
const approver = () => apiSignIn(baseURL(), 'manager@demo.test', 'demo-manager-2026');

const fundName = `E2E Distribution Fund ${Date.now()}`;
const ids = { fund: '', atlas: '', birch: '' };

test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await admin());
  ids.fund = (await api.call<{ id: string }>('post', '/api/fund-family/', { name: fundName })).id;
  const entity = await api.call<{ id: string }>(
    'post',
    `/api/fund-family/${ids.fund}/fund-entities/`,
    {
      name: `${fundName}, L.P.`,
      short_name: null,
      functional_type: 'main_fund',
      legal_type: 'limited_partnership',
    },
  );
  const gp = await api.call<{ id: string }>('post', `/api/fund-family/${ids.fund}/fund-entities/`, {
    name: `${fundName} GP, LLC`,
    short_name: null,
    functional_type: 'general_partner',
    legal_type: 'llc',
  });
  const { first_closing_id: closingId } = await api.call<{ first_closing_id: string }>(
    'patch',
    `/api/fund-family/${ids.fund}/fundraise/`,
    { first_closing_date: '2025-06-01' },
  );
  const suffix = ids.fund.slice(0, 8);
  for (const [name, amount] of [
    ['atlas', 600_000_00],
    ['birch', 400_000_00],
  ] as const) {
    const full = `${name[0]!.toUpperCase()}${name.slice(1)} Pension ${suffix}`;
    const investor = await api.call<{ entities: { id: string }[] }>('post', '/api/investor/', {
      name: full,
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: full, legal_type: 'limited_partnership' },
    });
    const added = await api.call<{
      commitments: { commitment_id: string; investor_entity_name: string }[];
    }>('put', `/api/closing/${closingId}/add-security/`, {
      investor_entity_id: investor.entities[0]!.id,
      owning_entity_id: entity.id,
      amount_cents: amount,
    });
    ids[name] = added.commitments.find((c) => c.investor_entity_name === full)!.commitment_id;
  }
  // A realized gain code (not recallable) and the code carried interest posts under.
  for (const [name, display_name] of [
    ['distribution_realized_gain', 'Distribution — realized gain'],
    ['carried_interest', 'Carried interest'],
  ] as const) {
    await api.call('post', `/api/fund-family/${ids.fund}/transactions/configuration/`, {
      name,
      display_name,
      classification: 'proceeds',
      affects_gross_irr: true,
      affects_net_irr: true,
      affects_nav: true,
      affects_waterfall: true,
    });
  }
  await api.call('post', '/api/waterfall/configuration/', {
    fund_family_id: ids.fund,
    waterfall_type: 'whole_fund',
    configuration_type: 'basic',
    carry_partner_entity_id: gp.id,
    pref_effect: 'actual',
    tiers: europeanTiers,
  });
  await api.dispose();
  await finalizeClosing(baseURL(), closingId);
  const drafting = await apiCaller(baseURL(), await writer());
  const call = await drafting.call<{ id: string }>(
    'post',
    `/api/fund-family/${ids.fund}/fund-family-event`,
    {
      name: null,
      notice_date: '2025-06-16',
      due_date: '2025-06-30',
      allocation_rule_graph_id: null,
      uses: [
        {
          kind: 'investment',
          description: 'Investment in Northwind',
          amount_cents: 1_000_000_00,
          transaction_code: 'contribution_investment',
          overrides: [],
        },
      ],
    },
  );
  await drafting.dispose();
  const approving = await apiCaller(baseURL(), await approver());
  await approving.call(
    'patch',
    `/api/fund-family/${ids.fund}/fund-family-event/${call.id}/finalize`,
  );
  await approving.dispose();
});

const cell = (page: Page, table: string, rowId: string, column: string) =>
  page
    .getByRole('region', { name: table })
    .locator(`[role=row][row-id="${rowId}"] [col-id="${column}"]`);

test('a distribution is made, run, reviewed to the tier and the playground, and finalized', async ({
  page,
}) => {
  test.slow();
  const area = `/fund-family/${ids.fund}/capital-activity`;
  // The writer drafts it from the capital-activity page.
  await openSignedIn(page, area, await writer());
  await page.getByRole('link', { name: 'New distribution' }).click();
  await expect(page).toHaveURL(/\/capital-activity\/distribution\/new$/);
  const form = page.getByRole('form', { name: 'Distribution details' });
  const date = page.getByRole('combobox', { name: 'Distribution Date' });
  await date.fill('06/30/2026');
  await date.press('Escape');
  await chooseOption(form.getByLabel('Source 1', { exact: true }), 'Return of capital');
  // The source proposes its usual code.
  await expect(form.locator('#proceeds-code-0')).toHaveValue('distribution_return_of_capital');
  await form.locator('#proceeds-amount-0').fill('1,000,000.00');
  await form.locator('#proceeds-investment-0').fill('Northwind');
  await form.getByRole('button', { name: 'Add proceeds line' }).click();
  await chooseOption(form.getByLabel('Source 2', { exact: true }), 'Realized gain');
  await chooseOption(form.locator('#proceeds-code-1'), 'Distribution — realized gain');
  await form.locator('#proceeds-amount-1').fill('300,000.00');
  await form.locator('#proceeds-investment-1').fill('Northwind');
  await chooseOption(form.getByLabel('Carried interest code'), 'Carried interest');
  await shot(page, '01-new');
  await page.getByRole('button', { name: 'Create draft distribution' }).click();
  await expect(page).toHaveURL(/\/capital-activity\/distribution\/[0-9a-f-]+\/overview$/);
  const eventId = page.url().split('/distribution/')[1]!.split('/')[0]!;
  await expect(page.getByRole('heading', { name: 'Distribution 1' })).toBeVisible();
  await expect(page.getByTestId('waterfall-run-status')).toHaveText('Waterfall run: Not run');
  await expect(page.getByTestId('figure-proceeds-value')).toHaveText('$1,300,000.00');
  await expect(page.getByTestId('figure-recallable-value')).toHaveText('$1,000,000.00');

  // Run: the loader while the job is on, then the results.
  await page.getByRole('button', { name: 'Run waterfall' }).click();
  await expect(page.getByTestId('waterfall-run-status')).toHaveText('Waterfall run: Succeeded', {
    timeout: 30_000,
  });
  const waterfalls = 'Waterfalls by fund entity';
  await expect(cell(page, waterfalls, 'total', 'distributable')).toHaveText('$1,300,000.00');
  await expect(cell(page, waterfalls, 'total', 'to_partners')).toHaveText('$1,240,000.00');
  await expect(cell(page, waterfalls, 'total', 'to_carry_partner')).toHaveText('$60,000.00');
  await expect(page.getByTestId('figure-carry-value')).toHaveText('$60,000.00');
  const checks = page.getByRole('list', { name: 'Checks' });
  await expect(checks.locator('[data-status=failed]')).toHaveCount(0);
  await expect(checks.locator('[data-status=passed]')).toHaveCount(3);
  await shot(page, '02-run');
  expect(await seriousViolations(page), '02-run').toEqual([]);

  // Per LP: what each receives after carry, and the carry partner's row.
  await page.getByRole('link', { name: 'Investor breakdown' }).click();
  const breakdown = page.getByRole('region', { name: 'Investor breakdown' });
  // Carry is a share of profit: it comes out of the realized gain, never the capital returned.
  const lpRow = (name: RegExp) => breakdown.getByRole('row', { name }).first();
  for (const [name, figures] of [
    [/Atlas Pension/, ['$600,000.00', '$144,000.00', '$780,000.00', '$36,000.00', '$744,000.00']],
    [/Birch Pension/, ['$400,000.00', '$96,000.00', '$520,000.00', '$24,000.00', '$496,000.00']],
    [/carried interest/, ['$0.00', '$60,000.00']],
  ] as const) {
    for (const figure of figures) await expect(lpRow(name)).toContainText(figure);
  }
  await shot(page, '03-investor-breakdown');

  // The waterfall review of the fund entity: per tier and per partner.
  await page.getByRole('link', { name: 'Overview' }).click();
  await page
    .getByRole('region', { name: waterfalls })
    .getByRole('link', { name: 'Waterfall review' })
    .click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: /waterfall review$/ })).toBeVisible();
  const tiers = 'Tiers';
  await expect(cell(page, tiers, '0', 'to_partners')).toHaveText('$1,000,000.00');
  await expect(cell(page, tiers, '1', 'to_partners')).toHaveText('$80,000.00');
  await expect(cell(page, tiers, '2', 'to_carry_partner')).toHaveText('$20,000.00');
  await expect(cell(page, tiers, '3', 'to_partners')).toHaveText('$160,000.00');
  await expect(cell(page, tiers, '3', 'to_carry_partner')).toHaveText('$40,000.00');
  const partners = 'Per partner and tier';
  await expect(cell(page, partners, ids.atlas, 't1_partner')).toHaveText('$48,000.00');
  await expect(cell(page, partners, ids.atlas, 't2_carry')).toHaveText('$12,000.00');
  await expect(cell(page, partners, ids.birch, 'to_partner')).toHaveText('$496,000.00');
  await expect(cell(page, partners, ids.birch, 'to_carry_partner')).toHaveText('$24,000.00');
  await shot(page, '04-review');
  expect(await seriousViolations(page), '04-review').toEqual([]);

  // The preferred return per contribution: Atlas's 600,000.00 of 06/30/2025, 365 days at 8%
  // compounded annually on actual/365: growth 1.08, pref 48,000.00, all of it paid.
  await page.getByRole('link', { name: 'Preferred return per contribution' }).click();
  await expect(page).toHaveURL(/\/fund-preferred-return\/[0-9a-f-]+$/);
  const owed = 'Owed and paid per partner';
  await expect(cell(page, owed, `${ids.atlas}:1`, 'owed')).toHaveText('$48,000.00');
  await expect(cell(page, owed, `${ids.atlas}:1`, 'paid')).toHaveText('$48,000.00');
  await expect(cell(page, owed, `${ids.atlas}:1`, 'unpaid')).toHaveText('$0.00');
  const perContribution = page
    .getByRole('region', { name: 'Per contribution' })
    .getByRole('row', { name: /Atlas Pension/ })
    .first();
  for (const text of ['06/30/2025', '$600,000.00', '365', '1.08', '$48,000.00'])
    await expect(perContribution).toContainText(text);
  await shot(page, '04b-preferred-return');
  expect(await seriousViolations(page), '04b-preferred-return').toEqual([]);
  await page.getByRole('link', { name: '← Waterfall review' }).click();

  // The preferred return tier's audit: every dollar in and out, with its formula.
  await cell(page, tiers, '1', 'audit').getByRole('link').click();
  await expect(page).toHaveURL(/\/tier-audit\/1$/);
  const audit = 'In and out by partner';
  await expect(cell(page, audit, ids.atlas, 'available')).toHaveText('$180,000.00');
  await expect(cell(page, audit, ids.atlas, 'hurdle')).toHaveText('$48,000.00');
  await expect(cell(page, audit, ids.atlas, 'to_partner')).toHaveText('$48,000.00');
  await expect(cell(page, audit, ids.atlas, 'remaining')).toHaveText('$132,000.00');
  await expect(page.getByRole('region', { name: 'Steps' })).toContainText('Atlas Pension');
  await shot(page, '05-tier-audit');
  expect(await seriousViolations(page), '05-tier-audit').toEqual([]);

  // The playground: Atlas's pref at 10% instead of 8%; nothing posts.
  await cell(page, audit, ids.atlas, 'playground').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/calculation-playground/1/${ids.atlas}$`));
  await page.getByLabel('Rate (%)').fill('10');
  await page.getByRole('button', { name: 'Preview' }).click();
  const effect = page.getByRole('table', { name: 'Run and preview' });
  await expect(effect.getByRole('row', { name: /To partner/ }).first()).toContainText(
    '$48,000.00$60,000.00$12,000.00',
  );
  await shot(page, '06-playground');
  expect(await seriousViolations(page), '06-playground').toEqual([]);

  // Issue 19: the notices, one per LP, from the run; Atlas's PDF read back: each line, the carry
  // taken, the total, what is recallable, and unfunded 0.00 → 600,000.00.
  await page.goto(`${area}/distribution/${eventId}/notices`);
  await expect(page.getByTestId('notice-status')).toContainText('Status:Not started');
  await page.getByRole('button', { name: 'Generate notices' }).click();
  await expect(page.getByTestId('notice-status')).toContainText('Status:Done', { timeout: 60_000 });
  const atlasNotice = page
    .getByTestId('data-table-capital-call-notices')
    .getByRole('row')
    .filter({ hasText: 'Atlas Pension' });
  const download = page.waitForEvent('download');
  await atlasNotice.getByRole('button', { name: 'Download' }).click();
  const text = pdfFileText((await (await download).path())!);
  const line = lineWith(text);
  expect(line('Return of capital')).toMatch(/USD 600,000\.00$/);
  expect(line('Realized gain')).toMatch(/USD 180,000\.00$/);
  expect(line('Carried interest')).toBe('Carried interest USD -36,000.00');
  expect(line('Total distributed')).toBe('Total distributed to you USD 744,000.00');
  expect(line('Of which recallable')).toMatch(/USD 600,000\.00$/);
  expect(line('Unfunded commitment before')).toMatch(/USD 0\.00$/);
  expect(line('Unfunded commitment after')).toMatch(/USD 600,000\.00$/);
  // The ILPA workbook from the same tab: Atlas's sheet has the same lines under ILPA's items.
  const ilpaDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ILPA workbook' }).click();
  const ilpaFile = await ilpaDownload;
  expect(ilpaFile.suggestedFilename()).toBe('Distribution 1 ILPA notice.xlsx');
  const ilpa = new ExcelJS.Workbook();
  await ilpa.xlsx.readFile((await ilpaFile.path())!);
  const atlasSheet = ilpa.worksheets.find((sheet) => sheet.name.startsWith('Atlas'))!;
  const lpShare = new Map<string, ExcelJS.CellValue>();
  atlasSheet.eachRow((row) => {
    lpShare.set(String(row.getCell(1).value), row.getCell(3).value);
  });
  expect(
    [
      'Return of Capital',
      'Realized Gain',
      'Carried Interest',
      'Total Distribution',
      'Recallable Portion of Distribution',
      'Net Amount Due from (to) Limited Partner',
      'Unfunded Commitment (after this notice)',
    ].map((label) => lpShare.get(label)),
  ).toEqual([600_000, 180_000, -36_000, 744_000, 600_000, -744_000, 600_000]);
  await shot(page, '06b-notices');
  expect(await seriousViolations(page), '06b-notices').toEqual([]);

  // The writer may not finalize (no approve permission); the approver does, after a question.
  await openSignedIn(page, `${area}/distribution/${eventId}/overview`, await approver());
  await page.getByRole('button', { name: 'Finalize' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Finalize Distribution 1?' });
  await expect(dialog).toContainText('$1,240,000.00');
  await expect(dialog).toContainText('$60,000.00');
  await shot(page, '07-finalize-dialog');
  await dialog.getByRole('button', { name: 'Finalize' }).click();
  await expect(page.getByText('State: Finalized')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('read-only-note')).toContainText('no longer editable');
  await shot(page, '08-finalized');

  // The LP's activity: distributed 744,000.00, and the recallable ROC raises unfunded.
  await page.goto(`/fund-family/${ids.fund}/commitments/${ids.atlas}/activity`);
  await expect(page.getByTestId('figure-distributed-value')).toHaveText('$744,000.00');
  await expect(page.getByTestId('figure-unfunded-value')).toHaveText('$600,000.00');
  await shot(page, '09-commitment-activity');

  // The capital-activity list shows it finalized and opens it on its overview.
  await page.goto(area);
  await expect(cell(page, 'Capital activity', eventId, 'state')).toHaveText('Finalized');
  await cell(page, 'Capital activity', eventId, 'name').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/distribution/${eventId}/overview$`));
});

test('a run that fails says so, and the distribution stays an editable draft', async ({ page }) => {
  // A fund family with no stored waterfall: its run fails (the server logs why).
  const api = await apiCaller(baseURL(), await admin());
  const name = `E2E Failing Run Fund ${Date.now()}`;
  const fund = (await api.call<{ id: string }>('post', '/api/fund-family/', { name })).id;
  await api.call('post', `/api/fund-family/${fund}/fund-entities/`, {
    name: `${name}, L.P.`,
    short_name: null,
    functional_type: 'main_fund',
    legal_type: 'limited_partnership',
  });
  await api.dispose();
  await openSignedIn(
    page,
    `/fund-family/${fund}/capital-activity/distribution/new`,
    await writer(),
  );
  const form = page.getByRole('form', { name: 'Distribution details' });
  await expect(form.getByRole('note')).toHaveText(
    'This fund family has no stored waterfall: a run will fail until one is configured.',
  );
  const date = page.getByRole('combobox', { name: 'Distribution Date' });
  await date.fill('06/30/2026');
  await date.press('Escape');
  await chooseOption(form.getByLabel('Source 1', { exact: true }), 'Return of capital');
  await form.locator('#proceeds-amount-0').fill('10,000.00');
  await page.getByRole('button', { name: 'Create draft distribution' }).click();
  await expect(page).toHaveURL(/\/capital-activity\/distribution\/[0-9a-f-]+\/overview$/);
  await page.getByRole('button', { name: 'Run waterfall' }).click();
  await expect(page.getByRole('alert')).toHaveText('Waterfall run failed, contact support.', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('waterfall-run-status')).toHaveText('Waterfall run: Failed');
  await expect(page.getByRole('button', { name: 'Retry run' })).toBeEnabled();
  await expect(page.getByText('State: Draft')).toBeVisible();
  await expect(page.getByText('No waterfall results yet')).toBeVisible();
  await shot(page, '10-run-failed');
  // Still editable: the inputs can change and be saved.
  await page.getByRole('link', { name: 'Allocation' }).click();
  await form.locator('#proceeds-amount-0').fill('12,000.00');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('figure-proceeds-value')).toHaveText('$12,000.00');
});

test('the waterfall run machine is drawn on the workflows page with its labels', async ({
  page,
}) => {
  await openSignedIn(page, '/internal/workflows', await admin());
  const section = page.getByRole('region', { name: 'Waterfall run' });
  await section.scrollIntoViewIfNeeded();
  const chart = section.getByTestId('workflow-chart-waterfallRun');
  for (const state of ['idle', 'queued', 'running', 'succeeded', 'failed', 'retried'])
    await expect(chart.locator(`[data-state-id="waterfallRun.${state}"]`)).toBeVisible();
  await expect(
    chart.locator('text', { hasText: 'Run waterfall (the job is queued)' }),
  ).toBeVisible();
  await expect(chart.locator('text', { hasText: /^Retry$/ })).toBeVisible();
  await section.screenshot({ path: 'e2e-artifacts/distribution-11-workflow-chart.png' });
});
