import { expect, type Locator } from '@playwright/test';

/**
 * Chooses an option by its label in a select, plain (ten options or fewer) or searchable
 * (more: typed into, then picked from the narrowed list), as a user would. Options often load
 * after the field shows, and past ten the select becomes a combobox: wait until the field is
 * a searchable one or a select that offers the label.
 */
export async function chooseOption(field: Locator, label: string) {
  let kind: 'select' | 'combobox' | null = null;
  await expect
    .poll(async () => {
      kind = await field.evaluate((element, wanted) => {
        if (element.tagName === 'INPUT') return 'combobox';
        const options = Array.from((element as HTMLSelectElement).options);
        return options.some((o) => o.label === wanted) ? 'select' : null;
      }, label);
      return kind;
    })
    .not.toBeNull();
  if (kind === 'select') {
    await field.selectOption({ label });
    return;
  }
  await field.click();
  await field.fill(label);
  await field.page().getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
}
