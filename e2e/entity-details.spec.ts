import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, signIn } from './auth-helpers';
import { chooseOption } from './choose-option';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
// The sign-in helpers share one TOTP step per user with the other specs of the worker.
const signInAdmin = (page: Page) => signIn(page, 'admin@demo.test', 'demo-admin-2026');

// Every entity here is this spec's own: names carry the run's stamp.
const stamp = Date.now().toString(36).slice(-5);
const lenderName = `Quarry Lending ${stamp}`;
const spruce = `Spruce Foundation ${stamp}`;
const tamarack = `Tamarack Capital ${stamp}`;
let lenderId = '';
let spruceEntityId = '';

const bank = (entity_id: string, bank_name: string, account_number: string) => ({
  entity_id,
  bank_name,
  account_name: 'Operating',
  account_number,
  aba_routing_number: '021000021',
  swift_code: null,
});

test.beforeAll(async ({ playwright }) => {
  const context = await playwright.request.newContext({ baseURL: baseURL() });
  const token = await apiSignIn(context, 'admin@demo.test', 'demo-admin-2026');
  const headers = { Authorization: `Bearer ${token.access}` };
  const post = async <T>(url: string, data: unknown) => {
    const response = await context.post(url, { data, headers });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const newInvestor = (name: string) =>
    post<{ id: string; entities: { id: string }[] }>('/api/investor/', {
      name,
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: `${name} LP`, legal_type: 'limited_partnership' },
    });
  lenderId = (
    await post<{ id: string }>('/api/global-entity/', {
      full_name: lenderName,
      short_name: null,
      functional_type: 'lender',
      legal_type: 'llc',
    })
  ).id;
  const spruceInvestor = await newInvestor(spruce);
  spruceEntityId = spruceInvestor.entities[0]!.id;
  const tamarackInvestor = await newInvestor(tamarack);
  await post(`/api/investor/${spruceInvestor.id}/investor-entity-relationships/`, {
    investor_entity_id: tamarackInvestor.entities[0]!.id,
  });
  await post('/api/global-entity/bulk', {
    kind: 'banks',
    rows: [
      bank(lenderId, 'Alpha Bank', '111122223333'),
      bank(lenderId, 'Beta Bank', '444455556666'),
      bank(spruceEntityId, 'Gamma Bank', '777788889999'),
    ],
  });
  await post('/api/global-entity/bulk', {
    kind: 'contacts',
    rows: [
      { entity_id: lenderId, name: 'Ana Ruiz', email: 'ana@quarry.test', is_primary: true },
      { entity_id: lenderId, name: 'Ben Osei', email: 'ben@quarry.test', is_primary: false },
      { entity_id: spruceEntityId, name: 'Ida Lund', email: 'ida@spruce.test', is_primary: true },
    ],
  });
  await post('/api/global-entity/bulk', {
    kind: 'external_ids',
    rows: [{ entity_id: lenderId, type: 'yardi', value: 'Y-100', fund_family_id: null }],
  });
  await context.dispose();
});

test('an external entity: its address, and editing and removing banks, contacts and IDs', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto(`/entities/${lenderId}/profile`);
  const profile = page.getByRole('form', { name: 'Entity profile' });
  await profile.getByLabel('Street (one line each)').fill('1 Quarry Lane\nSuite 4');
  await profile.getByLabel('City').fill('Boston');
  await profile.getByLabel('State').fill('Ontario');
  await chooseOption(profile.getByLabel('Country'), 'USA');
  await profile.getByRole('button', { name: 'Save entity' }).click();
  await expect(profile.getByText('Must be valid US state code')).toBeVisible();
  await profile.getByLabel('State').fill('MA');
  await profile.getByRole('button', { name: 'Save entity' }).click();
  await expect(page.getByText(`${lenderName} saved`)).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel('State')).toHaveValue('MA');
  await expect(profile.getByLabel('Street (one line each)')).toHaveValue('1 Quarry Lane\nSuite 4');
  await shot(page, '80-external-entity-address');

  await page.getByRole('link', { name: 'Banks' }).click();
  const banks = page.getByRole('region', { name: 'Bank accounts' });
  await banks.getByRole('button', { name: 'Edit bank account Alpha Bank ••••••••3333' }).click();
  const edit = page.getByRole('form', { name: 'Edit bank account Alpha Bank ••••••••3333' });
  await edit.getByLabel('Bank', { exact: true }).fill('Alpha Bank NA');
  await edit.getByLabel('ABA routing').fill('12');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Must be 9 digits')).toBeVisible();
  await shot(page, '81-bank-edit-invalid');
  // Leaving with the form dirty asks first.
  await page.getByRole('link', { name: 'Contacts' }).click();
  const unsaved = page.getByRole('alertdialog', { name: 'Unsaved progress' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/banks$/);
  await edit.getByLabel('ABA routing').fill('026009593');
  await edit.getByLabel('New account number').fill('5555 6666 7777');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  const alpha = banks.getByRole('row', { name: /Alpha Bank NA/ });
  await expect(alpha).toContainText('••••••••7777');
  await expect(alpha).toContainText('026009593');

  await banks.getByRole('button', { name: 'Remove bank account Beta Bank ••••••••6666' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove bank account?' });
  await expect(confirm).toContainText('Beta Bank ••••••••6666 will be removed');
  await shot(page, '82-bank-remove-confirm');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Beta Bank ••••••••6666 removed')).toBeVisible();
  await expect(banks.getByText('Beta Bank')).toHaveCount(0);
  await expect(banks.getByRole('row')).toHaveCount(2);
  await shot(page, '83-banks-after-edit-and-remove');

  await page.getByRole('link', { name: 'Contacts' }).click();
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await contacts.getByRole('button', { name: 'Edit contact Ben Osei' }).click();
  const contactForm = page.getByRole('form', { name: 'Edit contact Ben Osei' });
  await contactForm.getByLabel('Email').fill('ben@quarry');
  await contactForm.getByRole('button', { name: 'Save' }).click();
  await expect(contactForm.getByRole('alert')).toBeVisible();
  await contactForm.getByLabel('Email').fill('ben.osei@quarry.test');
  await contactForm.getByLabel('Primary').check();
  await contactForm.getByRole('button', { name: 'Save' }).click();
  await expect(contactForm).toHaveCount(0);
  // Ben made primary takes over from Ana.
  await expect(contacts.getByRole('row', { name: /Ben Osei/ })).toContainText(
    'ben.osei@quarry.testYes',
  );
  await expect(contacts.getByRole('row', { name: /Ana Ruiz/ })).toContainText('No');
  await contacts.getByRole('button', { name: 'Remove contact Ana Ruiz' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(contacts.getByText('Ana Ruiz')).toHaveCount(0);
  await shot(page, '84-contacts-after-edit-and-remove');

  await page.getByRole('link', { name: 'External IDs' }).click();
  const ids = page.getByRole('region', { name: 'External IDs' });
  await ids.getByRole('button', { name: 'Edit external ID Yardi Y-100' }).click();
  const idForm = page.getByRole('form', { name: 'Edit external ID Yardi Y-100' });
  await idForm.getByLabel('Type').selectOption('investran');
  await idForm.getByLabel('ID', { exact: true }).fill('INV-200');
  await idForm.getByRole('button', { name: 'Save' }).click();
  await expect(ids.getByRole('row', { name: /INV-200/ })).toContainText('Investran');
  await ids.getByRole('button', { name: 'Remove external ID Investran INV-200' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(ids.getByText('No external IDs yet.')).toBeVisible();
});

test("an investor entity's bank account and contact, edited and removed", async ({ page }) => {
  await signInAdmin(page);
  await page.goto(`/entities/${spruceEntityId}/banks`);
  const banks = page.getByRole('region', { name: 'Bank accounts' });
  await banks.getByRole('button', { name: /^Edit bank account Gamma Bank/ }).click();
  const edit = page.getByRole('form', { name: /^Edit bank account Gamma Bank/ });
  await edit.getByLabel('Account name').fill('Capital calls');
  await edit.getByLabel('SWIFT').fill('gammus33');
  await edit.getByRole('button', { name: 'Save' }).click();
  const gamma = banks.getByRole('row', { name: /Gamma Bank/ });
  await expect(gamma).toContainText('Capital calls');
  await expect(gamma).toContainText('GAMMUS33');
  await expect(gamma).toContainText('••••••••9999');
  await shot(page, '85-investor-entity-bank-edited');
  await banks.getByRole('button', { name: /^Remove bank account Gamma Bank/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(banks.getByText('No bank accounts yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Contacts' }).click();
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await contacts.getByRole('button', { name: 'Edit contact Ida Lund' }).click();
  const form = page.getByRole('form', { name: 'Edit contact Ida Lund' });
  await form.getByLabel('Name').fill('Ida Lund-Berg');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(contacts.getByRole('row', { name: /Ida Lund-Berg/ })).toBeVisible();
  // The entity's profile form (its own endpoint) has the edited contact.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ida Lund-Berg');
  await page.getByRole('link', { name: 'Contacts' }).click();
  await contacts.getByRole('button', { name: 'Remove contact Ida Lund-Berg' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(contacts.getByText('No contacts yet.')).toBeVisible();
  await shot(page, '86-investor-entity-contacts-removed');
});

test('the investors list shows linked entities, marked, and finds investors by them', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/investors');
  const list = page.getByTestId('data-table-investors');
  await list.getByLabel('Search table').fill(`${tamarack} LP`);
  // Both the owner and the investor it is linked to are found by the linked entity's name.
  await expect(list.getByRole('link', { name: tamarack, exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: spruce, exact: true })).toBeVisible();
  const entities = list.locator('.ag-row:not(.ag-row-pinned) [col-id="investor_entities"]');
  await expect(entities).toHaveText([`${spruce} LP, ${tamarack} LP (linked)`, `${tamarack} LP`]);
  const linked = list.locator('.ag-row:not(.ag-row-pinned) [col-id="linked_entities"]');
  await expect(linked.first()).toHaveText(`${tamarack} LP`);
  await shot(page, '87-investors-list-linked');
});
