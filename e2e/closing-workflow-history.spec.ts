import { expect, test } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';

type Named = { id: string; name: string };
const artifacts = 'e2e-artifacts/closing-workflow-history';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * A draft closing of the demo fund made for this spec, sent for approval by the API; the page
 * returns it to draft and discards it (nothing posts), then its chart shows that history.
 */
test('a closing returned to draft then discarded opens its chart with the three steps numbered', async ({
  page,
  baseURL,
}) => {
  const admin = await apiSignIn(baseURL!, 'admin@demo.test', 'demo-admin-2026');
  const api = await apiCaller(baseURL!, admin);
  const funds = await api.call<Named[]>('get', '/api/fund-family/');
  const fundId = funds.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const entities = await api.call<Named[]>('get', `/api/fund-family/${fundId}/fund-entities/`);
  const mainFund = entities.find((e) => e.name === 'Harborview Capital Partners IV, L.P.')!;
  const investors = await api.call<{ entities: { id: string }[] }[]>('get', '/api/investor/');
  const name = `Returned and discarded ${Date.now()}`;
  const closing = await api.call<{ id: string }>('post', '/api/closing/', {
    fund_family_id: fundId,
    name,
    closing_date: '2026-06-30',
  });
  await api.call('put', `/api/closing/${closing.id}/add-security/`, {
    investor_entity_id: investors[0]!.entities[0]!.id,
    owning_entity_id: mainFund.id,
    amount_cents: 1_000_000_00,
  });
  await api.call('patch', `/api/closing/${closing.id}/send-for-approval/`);
  await api.dispose();

  await openSignedIn(page, `/fund-family/${fundId}/closing/${closing.id}/view/commitments`, admin);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const state = page.getByTestId('closing-state');
  await expect(state).toHaveText('Sent for approval');

  // Return to draft: no confirmation, the closing is a draft again and can be discarded.
  await page.getByRole('button', { name: 'Return to draft' }).click();
  await expect(state).toHaveText('Draft');
  const dialog = page.getByRole('alertdialog');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog.getByRole('heading')).toHaveText(`Discard ${name}?`);
  await expect(dialog).toContainText(
    'Its 1 commitment totalling $1,000,000.00 are not admitted. Nothing posts to the ledger, and a discarded closing cannot be reopened.',
  );
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(state).toHaveText('Discarded: nothing was posted');
  await expect(page.getByRole('button', { name: 'Return to draft' })).toHaveCount(0);
  await page.screenshot({ path: `${artifacts}/closing-discarded.png` });

  // The internal user's link to the chart, with the record's history.
  await page.getByRole('link', { name: 'Workflow chart with its history' }).click();
  await expect(page).toHaveURL(/\/internal\/workflows\?machine=closing&closing=/);
  const section = page.getByRole('region', { name: 'Closing', exact: true });
  const history = section.getByTestId('record-history');
  await expect(history).toContainText('This record is now Discarded');
  await expect(history.getByRole('listitem')).toHaveText([
    /^Draft → Sent for approval: Preparer sends it for approval \(admin@demo\.test, /,
    /^Sent for approval → Draft: Approver returns it to draft \(admin@demo\.test, /,
    /^Draft → Discarded: A user discards it \(admin@demo\.test, /,
  ]);
  const chart = section.getByTestId('workflow-chart-closing');
  await expect(chart.locator('[data-current]')).toHaveAttribute(
    'data-state-id',
    'closing.discarded',
  );
  await expect(
    chart.locator('[data-transition-key="closing.draft:closing.submit:0"]'),
  ).toHaveAttribute('data-history', '1');
  await expect(
    chart.locator('[data-transition-key="closing.sent_for_approval:closing.reject:0"]'),
  ).toHaveAttribute('data-history', '2');
  await expect(
    chart.locator('[data-transition-key="closing.draft:closing.discard:0"]'),
  ).toHaveAttribute('data-history', '3');
  // Untaken transitions carry no number.
  await expect(chart.locator('[data-history]')).toHaveCount(3);
  await expect(section).toBeInViewport();
  await section.screenshot({ path: `${artifacts}/closing-chart-history.png` });
});

test('a user without the internal permission gets no link to the chart', async ({
  page,
  baseURL,
}) => {
  const writer = await apiSignIn(baseURL!, 'writer@demo.test', 'demo-writer-2026');
  const api = await apiCaller(baseURL!, writer);
  const funds = await api.call<Named[]>('get', '/api/fund-family/');
  const fundId = funds.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const closings = await api.call<Named[]>('get', `/api/closing/?fund_family_id=${fundId}`);
  await api.dispose();
  await openSignedIn(
    page,
    `/fund-family/${fundId}/closing/${closings[0]!.id}/view/commitments`,
    writer,
  );
  await expect(page.getByRole('heading', { name: closings[0]!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Workflow chart with its history' })).toHaveCount(0);
});
