import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, openSignedIn } from './api-sign-in';
import { draftClosingForSpec } from './draft-closing';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');

const closing = draftClosingForSpec('E2E Paste rows close');

test('pasted commitment rows: no header, quoted commas, problems shown in their rows', async ({
  page,
}) => {
  await openSignedIn(
    page,
    `/fund-family/${closing.fundId}/closing/${closing.closingId}/edit/commitments`,
    await admin(),
  );
  await page.getByRole('button', { name: 'Bulk add (paste rows)' }).click();
  const { investorEntities, mainFund } = closing;
  const [first, second] = [investorEntities[1]!, investorEntities[2]!];
  // CSV without a header: read by position; the quoted fund name and amounts keep their commas.
  // The second row names an investor that does not exist and has no amount.
  await page
    .getByLabel('Rows to paste')
    .fill(
      `"${first.full_name}","${mainFund.name}",,"250,000.00"\n` +
        `"Nobody, LLC","${mainFund.name}",,\n` +
        `"${second.full_name}","${mainFund.name}",,"1,500,000.01"`,
    );
  await page.getByRole('button', { name: 'Add rows' }).click();
  const grid = page.getByTestId('data-table-closing-commitments-bulk-add');
  await expect(grid.getByLabel('Fund entity row 1')).toHaveValue(mainFund.id);
  await expect(grid.getByLabel('Amount row 3')).toHaveValue('1,500,000.01');
  const alert = page.getByRole('alert').filter({ hasText: 'to fix' });
  await expect(alert).toContainText('2 cells to fix in row 2');
  const problems = alert.getByRole('list', { name: 'Problems by row' }).getByRole('listitem');
  await expect(problems).toHaveText([
    'Row 2: Investor entity: No investor entity named “Nobody, LLC”; Amount: Required',
  ]);
  // The row itself says what is wrong, not only a hover tooltip on the cell.
  await expect(grid.locator('[row-index="1"] [col-id="problems"]')).toContainText(
    'Investor entity: No investor entity named “Nobody, LLC”',
  );
  await expect(grid.locator('[row-index="0"] [col-id="problems"]')).toHaveText('');
  await page.getByRole('button', { name: 'Save 3 rows' }).click();
  await expect(page.getByText('Not saved: row 2 needs fixing')).toBeVisible();
  await shot(page, 'paste-commitment-rows-problems');

  // Spreadsheet rows (tabs) without a header, commas inside the cells.
  await page.getByRole('button', { name: 'Discard rows' }).click();
  await page
    .getByLabel('Rows to paste')
    .fill(
      `${first.full_name}\t${mainFund.name}\t\t250,000.00\n` +
        `${second.full_name}\t${mainFund.name}\t\t1,500,000.01`,
    );
  await page.getByRole('button', { name: 'Add rows' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'to fix' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save 2 rows' }).click();
  await expect(page.getByText('2 commitments added')).toBeVisible();
  const commitments = page.getByRole('table', { name: 'Closing commitments' });
  await expect(commitments.getByRole('row', { name: new RegExp(second.full_name) })).toContainText(
    '1,500,000.01',
  );
  await expect(commitments.getByRole('row', { name: new RegExp(first.full_name) })).toContainText(
    '250,000.00',
  );
  await shot(page, 'paste-commitment-rows-added');
});
