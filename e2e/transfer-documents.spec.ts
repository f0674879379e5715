import { expect, request, test, type Page } from '@playwright/test';
import { apiSignIn, openSignedIn } from './api-sign-in';
import { finalizeClosing } from './finalize-closing';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');

// A fund family and a draft transfer of its own: the demo fund's transfers are transfers.spec.ts's.
const fundName = `E2E Transfer Documents Fund ${Date.now()}`;
let setup = '';

test.beforeAll(async () => {
  const token = await admin();
  const context = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${token.access}` },
  });
  const send = async <T>(method: 'post' | 'put' | 'patch', url: string, data?: unknown) => {
    const response = await context[method](url, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const fund = await send<{ id: string }>('post', '/api/fund-family/', { name: fundName });
  const entity = await send<{ id: string }>('post', `/api/fund-family/${fund.id}/fund-entities/`, {
    name: `${fundName}, L.P.`,
    short_name: 'TDF',
    functional_type: 'main_fund',
    legal_type: 'limited_partnership',
  });
  const { first_closing_id: closingId } = await send<{ first_closing_id: string }>(
    'patch',
    `/api/fund-family/${fund.id}/fundraise/`,
    { first_closing_date: '2026-02-01' },
  );
  const entityIds: string[] = [];
  for (const name of ['Larkspur Pension Trust', 'Marlow Family Office']) {
    const investor = await send<{ entities: { id: string }[] }>('post', '/api/investor/', {
      name: `${name} ${fund.id.slice(0, 8)}`,
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: `${name} ${fund.id.slice(0, 8)}`, legal_type: 'limited_partnership' },
    });
    entityIds.push(investor.entities[0]!.id);
  }
  const closing = await send<{ commitments: { commitment_id: string }[] }>(
    'put',
    `/api/closing/${closingId}/add-security/`,
    { investor_entity_id: entityIds[0], owning_entity_id: entity.id, amount_cents: 200_000_000 },
  );
  await finalizeClosing(baseURL(), closingId);
  // Dated years ahead: it can only be scheduled, which leaves the fund's ledger alone.
  const transfer = await send<{ id: string }>('post', '/api/investor-transfer/', {
    fund_family_id: fund.id,
    transferor_commitment_id: closing.commitments[0]!.commitment_id,
    transfer_date: '2030-01-15',
    day_of_timing: 'end_of_day',
  });
  await send('put', `/api/investor-transfer/${transfer.id}/transferees/`, {
    transferees: [{ investor_entity_id: entityIds[1], amount_cents: 50_000_000 }],
  });
  await context.dispose();
  setup = `/fund-family/${fund.id}/investor-transfers/setup/${transfer.id}`;
});

test('a draft transfer takes documents, loses one, and shows them read-only once scheduled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, `${setup}/documents`, await admin());
  const step = page.getByRole('region', { name: 'Documents' });
  await expect(step.getByText('No documents have been added.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Upload a document' });

  // Nothing chosen: the form says so and sends nothing.
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('Required')).toBeVisible();

  await form.getByLabel('Document type').selectOption({ label: 'Transfer agreement' });
  await form.getByLabel('File (up to 10 MB)').setInputFiles({
    name: 'transfer-agreement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% transfer agreement\n%%EOF\n'),
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  const table = step.getByRole('table', { name: 'Transfer documents' });
  await expect(table.getByRole('row', { name: /transfer-agreement\.pdf/ })).toContainText(
    'Transfer agreement',
  );

  await form.getByLabel('Document type').selectOption({ label: 'Subscription documents' });
  await form.getByLabel('File (up to 10 MB)').setInputFiles({
    name: 'subscription.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% subscription documents\n%%EOF\n'),
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await shot(page, 'transfer-documents-01-step');

  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Download transfer-agreement.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('transfer-agreement.pdf');

  await table.getByRole('button', { name: 'Delete subscription.pdf' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('subscription.pdf')).toHaveCount(0);

  await step.getByRole('link', { name: 'Continue to review' }).click();
  const review = page.getByRole('region', { name: 'Transfer review' });
  await review.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { name: /— scheduled$/ })).toBeVisible();
  const shown = page.getByRole('region', { name: 'Documents' });
  await expect(shown.getByRole('row', { name: /transfer-agreement\.pdf/ })).toBeVisible();
  await expect(shown.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Upload a document' })).toHaveCount(0);
  await expect(page.getByText('Scheduled: the server processes it automatically')).toBeVisible();
  await shot(page, 'transfer-documents-02-view');
});
