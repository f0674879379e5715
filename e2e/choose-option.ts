import type { Locator } from '@playwright/test';

/**
 * Chooses an option by its label in a select, plain (ten options or fewer) or searchable
 * (more: typed into, then picked from the narrowed list), as a user would.
 */
export async function chooseOption(field: Locator, label: string) {
  if (await field.evaluate((element) => element.tagName === 'SELECT')) {
    await field.selectOption({ label });
    return;
  }
  await field.click();
  await field.fill(label);
  await field.page().getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
}
