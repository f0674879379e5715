import { expect, request, test, type Page } from '@playwright/test';
import { calculationExamples } from '../src/api/calculation-examples';
import { modelManagementFee } from '../src/api/fee-examples';
import { apiSignIn, openSignedIn } from './api-sign-in';
import { finalizeClosing } from './finalize-closing';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');

// A fund family of its own: the demo fund's classes are other specs' to read.
const fundName = `E2E Classes Fund ${Date.now()}`;
const ids = { fund: '', fee: '', anchor: '', standard: '', spare: '', commitment: '' };
const config = () => `/fund-family/${ids.fund}/configuration`;

test.beforeAll(async () => {
  const token = await admin();
  const context = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${token.access}` },
  });
  const call = async <T>(method: 'post' | 'put' | 'patch', url: string, data?: unknown) => {
    const response = await context[method](url, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  ids.fund = (await call<{ id: string }>('post', '/api/fund-family/', { name: fundName })).id;
  const basis = await call<{ id: string }>(
    'post',
    `/api/fund-family/${ids.fund}/transactions/calculations/`,
    calculationExamples.find((e) => e.input.display_name === 'management_fee_basis')!.input,
  );
  ids.fee = (
    await call<{ id: string }>('post', '/api/fee-information/', {
      fund_family_id: ids.fund,
      ...modelManagementFee(basis.id, '2025-01-01'),
    })
  ).id;
  const makeClass = async (name: string, rate: string | null) =>
    (
      await call<{ id: string }>('post', '/api/investor-class/', {
        fund_family_id: ids.fund,
        name,
        fee_overrides: rate
          ? [{ fee_id: ids.fee, rates: [{ from: '2025-01-01', rate_percent: rate }] }]
          : [],
      })
    ).id;
  ids.anchor = await makeClass('Anchor', '1.5');
  ids.standard = await makeClass('Standard', null);
  ids.spare = await makeClass('Spare', null);
  const entity = await call<{ id: string }>('post', `/api/fund-family/${ids.fund}/fund-entities/`, {
    name: `${fundName}, L.P.`,
    short_name: null,
    functional_type: 'main_fund',
    legal_type: 'limited_partnership',
  });
  const { first_closing_id: closingId } = await call<{ first_closing_id: string }>(
    'patch',
    `/api/fund-family/${ids.fund}/fundraise/`,
    { first_closing_date: '2025-01-01' },
  );
  const investor = await call<{ entities: { id: string }[] }>('post', '/api/investor/', {
    name: `Alder Pension ${ids.fund.slice(0, 8)}`,
    external_id: null,
    primary_contact_email: null,
    entity: {
      full_name: `Alder Pension ${ids.fund.slice(0, 8)}`,
      legal_type: 'limited_partnership',
    },
  });
  const added = await call<{ commitments: { commitment_id: string }[] }>(
    'put',
    `/api/closing/${closingId}/add-security/`,
    {
      investor_entity_id: investor.entities[0]!.id,
      owning_entity_id: entity.id,
      amount_cents: 10_000_000_00,
      investor_class_id: ids.anchor,
    },
  );
  ids.commitment = added.commitments[0]!.commitment_id;
  await finalizeClosing(baseURL(), closingId);
  await context.dispose();
});

test('a class chooses and renames its transaction codes, and is deleted only when unused', async ({
  page,
}) => {
  await openSignedIn(page, `${config()}/classes/${ids.standard}/transaction-codes`, await admin());
  const codes = page.getByRole('table', { name: 'Transaction codes of the class' });
  await expect(codes.getByText('contribution_expenses')).toBeVisible();
  await expect(page.getByLabel('commitment used by the class')).toBeDisabled();
  await page.getByLabel('contribution_expenses used by the class').uncheck();
  await page.getByLabel('contribution_expenses name for the class').fill('Standard class expenses');
  await page.getByRole('button', { name: 'Save transaction codes' }).click();
  await expect(page.getByText('Standard: codes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('contribution_expenses used by the class')).not.toBeChecked();
  await expect(page.getByLabel('contribution_expenses name for the class')).toHaveValue(
    'Standard class expenses',
  );
  await shot(page, 'classes-01-transaction-codes');

  // Anchor holds the commitment: the server refuses and says why.
  await page.goto(`${config()}/classes/${ids.anchor}/basic`);
  await expect(page.getByLabel('Name')).toHaveValue('Anchor');
  const dialog = page.getByRole('alertdialog', { name: 'Delete class?' });
  await page.getByRole('button', { name: 'Delete class' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('1 commitment is in it')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Class Anchor cannot be deleted: 1 commitment is in it. Move it to another class first.',
  );
  await shot(page, 'classes-02-delete-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`${config()}/classes/${ids.spare}/basic`);
  await page.getByRole('button', { name: 'Delete class' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`${config()}/classes$`));
  await expect(page.getByText('Spare deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anchor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Spare' })).toHaveCount(0);
});

test('the fee basis page shows each commitment basis on a date and how it was computed', async ({
  page,
}) => {
  await openSignedIn(page, `${config()}/fund/fees/${ids.fee}`, await admin());
  await page.getByRole('link', { name: 'Fee basis' }).click();
  await expect(page).toHaveURL(new RegExp(`/fund/fee-basis/${ids.fee}`));
  await page.getByLabel('As of').fill('2025-02-15');
  await page.getByRole('button', { name: 'Show basis' }).click();
  await expect(page).toHaveURL(/as_of=2025-02-15/);
  const periods = page.getByRole('table', { name: 'Basis periods' });
  await expect(periods.getByText('management_fee_basis')).toBeVisible();
  await expect(periods.getByText('In force')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Basis by commitment' });
  await expect(rows.getByRole('row').nth(1)).toContainText('$10,000,000.00');
  await rows.locator('summary', { hasText: 'How it was computed' }).first().click();
  await expect(rows.getByText('Basis (day-weighted average)')).toBeVisible();
  await shot(page, 'classes-03-fee-basis');
});

test('a commitment changes class through the fee true-up and equalization steps', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(
    page,
    `/fund-family/${ids.fund}/commitments/${ids.commitment}/profile`,
    await admin(),
  );
  await page.getByRole('button', { name: 'Change class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change commitment class' });
  await dialog.getByLabel('New class').selectOption({ label: 'Standard' });
  await dialog.getByLabel('Effective date').fill('2025-04-01');
  await dialog.getByRole('button', { name: 'Start class change' }).click();
  await expect(page).toHaveURL(/change-commitment-class\/.+\/fee-true-up$/);
  await expect(page.getByLabel('Class change summary')).toContainText(
    'Anchor → Standard, effective 04/01/2025',
  );
  const trueUp = page.getByRole('table', { name: 'Management fee true-up' });
  // The first quarter from the date: 91 days of $10,000,000.00 at 1.5% and at 2%.
  await expect(trueUp.getByRole('row').nth(1)).toContainText('04/01/2025 – 06/30/2025');
  await expect(trueUp.getByRole('row').nth(1)).toContainText('$37,397.26');
  await expect(trueUp.getByRole('row').nth(1)).toContainText('$49,863.01');
  await expect(trueUp.getByRole('row').nth(1)).toContainText('$12,465.75');
  const total = (await page.getByLabel('Total fee true-up').textContent())!.replace(
    'Total fee true-up: ',
    '',
  );
  await shot(page, 'classes-04-fee-true-up');

  await page.getByRole('link', { name: 'Equalization' }).click();
  await expect(page.getByRole('table', { name: 'Class differences' })).toContainText(
    'Management fee rate',
  );
  await expect(page.getByText('no capital is equalized between the classes')).toBeVisible();
  await shot(page, 'classes-05-equalization');

  await page.getByRole('button', { name: 'Finalize class change' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finalize' }).click();
  await expect(page).toHaveURL(/\/historical$/);
  await expect(page.getByText('Now in Standard.')).toBeVisible();
  const history = page.getByRole('table', { name: 'Class changes' });
  await expect(history.getByRole('row').nth(1)).toContainText('04/01/2025');
  await expect(history.getByRole('row').nth(1)).toContainText('Anchor');
  await expect(history.getByRole('row').nth(1)).toContainText(total);
  await shot(page, 'classes-06-history');
});
