import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, openSignedIn } from './api-sign-in';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/assistant-${name}.png` });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');
const demoFund = 'Harborview Capital Partners IV';

/** Demo Capital has both assistant flags; this turns the websocket one off for the HTTP variant. */
async function httpVariantOnly(page: Page) {
  await page.route('**/api/feature-flags/context/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { feature_flags: Record<string, boolean> };
    await route.fulfill({
      response,
      json: { feature_flags: { ...body.feature_flags, fundline_ai_websockets: false } },
    });
  });
}

async function openDemoFund(page: Page) {
  await page.getByTestId('data-table-fund-family-list').getByText(demoFund).click();
  await expect(page).toHaveURL(/\/fund-family\/[0-9a-f-]{36}/);
}

test('HTTP assistant: Ctrl+K in the demo fund family, a suggestion answered with its working, then a typed question', async ({
  page,
}) => {
  await httpVariantOnly(page);
  await openSignedIn(page, '/fund-family', await admin());
  // Outside a fund family the HTTP variant has nothing to ask about: no toggle.
  await expect(page.getByRole('heading', { name: 'Fund families', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assistant' })).toHaveCount(0);
  await openDemoFund(page);
  await expect(page.getByRole('button', { name: 'Assistant' })).toBeVisible();

  await page.keyboard.press('Control+K');
  const sidebar = page.getByRole('complementary', { name: 'Assistant' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: 'Assistant' })).toBeVisible();
  await expect(sidebar.getByText('Beta', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('How can I help you today?')).toBeVisible();
  const suggestions = sidebar
    .getByRole('group', { name: 'Suggested questions' })
    .getByRole('button');
  await expect(suggestions).toHaveCount(3);
  await expect(
    sidebar.getByText('AI responses may be inaccurate; not professional advice.'),
  ).toBeVisible();
  await shot(page, '01-http-open');

  const question = (await suggestions.first().textContent())!;
  await suggestions.first().click();
  const conversation = sidebar.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(question, { exact: true })).toBeVisible();
  // Suggestions go once the first question is asked.
  await expect(sidebar.getByRole('group', { name: 'Suggested questions' })).toHaveCount(0);
  const answer = conversation.locator('li[data-role="assistant"]').nth(1);
  await expect(answer).toContainText(/\d/);
  await expect(answer.getByRole('status', { name: 'Thinking' })).toHaveCount(0);
  const how = answer.getByText('How these figures were computed');
  await expect(how).toBeVisible();
  await how.click();
  await expect(answer.locator('details li').first()).toBeVisible();
  await shot(page, '02-http-answer');

  const box = sidebar.getByRole('textbox', { name: 'Message' });
  await box.fill('What is the total commitment?');
  await box.press('Enter');
  await expect(conversation.getByText('What is the total commitment?')).toBeVisible();
  const second = conversation.locator('li[data-role="assistant"]').nth(2);
  await expect(second).toContainText(/\$[\d,]+/);
  await expect(box).toHaveValue('');
  await shot(page, '03-http-typed');

  // Closing keeps the conversation; the shortcut brings it back.
  await sidebar.getByRole('button', { name: 'Close assistant' }).click();
  await expect(sidebar).toBeHidden();
  await page.keyboard.press('Control+K');
  await expect(conversation.getByText(question, { exact: true })).toBeVisible();
});

test('websocket assistant: a new conversation streams its reply, gets a title in the list, and can be reopened', async ({
  page,
}) => {
  await openSignedIn(page, '/fund-family', await admin());
  await expect(page.getByRole('heading', { name: 'Fund families', exact: true })).toBeVisible();
  // The websocket variant needs no fund family.
  await page.getByRole('button', { name: 'Assistant' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Assistant' });
  const box = sidebar.getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveAttribute('placeholder', 'Type a message...');
  const picker = sidebar.getByRole('combobox', { name: 'Conversation' });
  await expect(picker.locator('option:checked')).toHaveText('New conversation');

  await box.fill('What is the total commitment of Harborview Capital Partners IV?');
  await box.press('Enter');
  const conversation = sidebar.getByRole('list', { name: 'Conversation' });
  await expect(conversation.locator('li[data-role="user"]')).toHaveCount(1);
  const reply = conversation.locator('li[data-role="assistant"]').first();
  await expect(reply).toContainText(/\$[\d,]+/);
  await expect(conversation.getByText('Sending...')).toHaveCount(0);
  await expect(conversation.getByText('Failed')).toHaveCount(0);
  // The generated title replaces 'New conversation' in the list.
  await expect(picker.locator('option:checked')).not.toHaveText('New conversation');
  const title = (await picker.locator('option:checked').textContent())!;
  expect(title).not.toMatch(/Untitled Conversation$/);
  await shot(page, '04-websocket-reply');

  await sidebar.getByRole('button', { name: 'New conversation' }).click();
  await expect(conversation.locator('li')).toHaveCount(0);
  await expect(box).toHaveAttribute('placeholder', 'Type a message...');
  await picker.selectOption({ label: title });
  await expect(conversation.locator('li[data-role="user"]')).toHaveText(
    'What is the total commitment of Harborview Capital Partners IV?',
  );
  await expect(conversation.locator('li[data-role="assistant"]').first()).toContainText(/\$[\d,]+/);
  await shot(page, '05-websocket-reopened');
});
