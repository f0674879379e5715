import ExcelJS from 'exceljs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './grid-console-errors';
import { apiSignIn, openSignedIn } from './api-sign-in';

const artifacts = 'e2e-artifacts';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${artifacts}/${name}.png`, fullPage: true });

async function signIn(page: Page, path: string) {
  const token = await apiSignIn(
    test.info().project.use.baseURL!,
    'staff@demo.test',
    'demo-staff-2026',
  );
  await openSignedIn(page, path, token);
}

const cell = (table: Locator, rowIndex: number, colId: string) =>
  table.locator(`[row-index="${rowIndex}"] [col-id="${colId}"]`);

const sortButton = (table: Locator, colId: string, sort: string) =>
  table.locator(`.ag-header-cell[col-id="${colId}"] button[data-sort="${sort}"]`);

async function openGallery(page: Page) {
  await signIn(page, '/internal/data-table');
  const table = page.getByTestId('data-table-gallery-cell-types');
  await expect(cell(table, 0, 'investor')).toHaveText('Investor 00001');
  return table;
}

async function paste(target: Locator, text: string) {
  await target.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('renders every cell type with sensitive masking, badges, errors and the rows-hidden button', async ({
  page,
}) => {
  const table = await openGallery(page);
  await expect(cell(table, 0, 'commitment')).toHaveText('$10,000.00');
  await expect(cell(table, 0, 'closed_on')).toHaveText('01/01/2020');
  await expect(cell(table, 0, 'is_active')).toHaveText('No');
  await expect(cell(table, 1, 'tvpi')).toHaveText('1.04x');
  await expect(cell(table, 0, 'age')).toHaveText('0 days');
  await expect(cell(table, 0, 'tax_id')).toHaveText('******');
  await expect(cell(table, 3, 'commitment').getByTestId('cell-error')).toHaveAttribute(
    'title',
    'Commitment exceeds the fund cap',
  );
  await expect(cell(table, 2, 'class').locator('[data-badge=eggplant]')).toHaveText('GP');
  // A total row because Commitment and Units are aggregatable.
  await expect(table.locator('.ag-row-pinned [col-id="investor"]')).toHaveText('Total');
  await shot(page, 'data-table-01-gallery');

  await table.getByRole('button', { name: 'Show sensitive' }).click();
  await expect(cell(table, 0, 'tax_id')).toHaveText('12-3400000');

  // 40 rows at 900 px: 40% of 900 / 42 = 8 rows shown, 32 behind the button.
  await table.getByRole('button', { name: '32 rows hidden' }).click();
  await expect(table).toHaveAttribute('data-full-screen', 'true');
  await shot(page, 'data-table-02-full-screen');
  await page.keyboard.press('Escape');
  await expect(table).not.toHaveAttribute('data-full-screen', 'true');

  // Collapse and expand.
  await table.getByRole('button', { name: 'Collapse Cell types' }).click();
  await expect(table.locator('.ag-root')).toHaveCount(0);
  await table.getByRole('button', { name: 'Expand Cell types' }).click();
  await expect(cell(table, 0, 'investor')).toBeVisible();
});

test('search, sort cycling, hide column, reset and state restored on return', async ({ page }) => {
  const table = await openGallery(page);
  await table.getByLabel('Search table').fill('Investor 00037');
  await expect(table.getByRole('status', { name: 'Table status' })).toContainText('1 row');
  await expect(cell(table, 0, 'investor')).toHaveText('Investor 00037');
  await table.getByLabel('Search table').fill('');
  await expect(table.getByRole('status', { name: 'Table status' })).toContainText('40 rows');

  await expect(table.getByRole('button', { name: 'Reset' })).toHaveCount(0);
  await sortButton(table, 'investor', 'none').click();
  await expect(cell(table, 0, 'investor')).toHaveText('Investor 00001');
  await sortButton(table, 'investor', 'asc').click();
  await expect(cell(table, 0, 'investor')).toHaveText('Investor 00040');
  await sortButton(table, 'investor', 'desc').click();
  await expect(sortButton(table, 'investor', 'none')).toBeVisible();

  await table.getByRole('button', { name: 'Columns' }).click();
  await table.getByRole('group', { name: 'Show or hide columns' }).getByLabel('Units').uncheck();
  await page.keyboard.press('Escape');
  await expect(table.locator('.ag-header-cell[col-id="units"]')).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Reset' })).toBeVisible();

  // Group by class through the column menu: group rows with their own sums.
  await table
    .locator('.ag-header-cell[col-id="class"]')
    .getByRole('button', { name: 'Column menu' })
    .click();
  await table.getByRole('menuitem', { name: 'Group by Class' }).click();
  await expect(cell(table, 0, 'class')).toContainText('Class A (14)');
  await shot(page, 'data-table-03-grouped');

  await page.reload();
  await expect(table.locator('.ag-header-cell[col-id="units"]')).toHaveCount(0);
  await expect(cell(table, 0, 'class')).toContainText('Class A (14)');
  await table.getByRole('button', { name: 'Reset' }).click();
  await expect(table.locator('.ag-header-cell[col-id="units"]')).toHaveCount(1);
  await expect(table.getByRole('button', { name: 'Reset' })).toHaveCount(0);
  await expect(cell(table, 0, 'investor')).toHaveText('Investor 00001');
});

test('status bar statistics for a numeric selection', async ({ page }) => {
  const table = await openGallery(page);
  await cell(table, 0, 'units').click();
  await cell(table, 2, 'units').click({ modifiers: ['Shift'] });
  const status = table.getByRole('status', { name: 'Table status' });
  // Units are (i % 97) * 10: 0, 10, 20.
  await expect(status).toContainText('Count: 3');
  await expect(status).toContainText('Min: 0');
  await expect(status).toContainText('Max: 20');
  await expect(status).toContainText('Average: 10');
  await expect(status).toContainText('Sum: 30');
  await shot(page, 'data-table-06-selection-statistics');
});

test('form cells: paste with the money rules, typed dates, clear', async ({ page }) => {
  await openGallery(page);
  const table = page.getByTestId('data-table-gallery-form-cells');
  const values = page.getByTestId('form-values');
  const amount0 = table.getByRole('textbox', { name: 'Amount amount_0' });
  await amount0.click();
  await paste(amount0, '$2,500.10\t(1,234.50)\n(300)\t-\n\t\n');
  await expect(values).toContainText('"amount_0":250010');
  await expect(values).toContainText('"adjustment_0":-123450');
  await expect(values).toContainText('"adjustment_1":0');
  await expect(values).toContainText('"amount_2":null');
  // Amount does not allow negatives: the cell keeps its value and shows the error.
  await expect(cell(table, 1, 'amount').getByTestId('cell-error')).toHaveAttribute(
    'title',
    'Amount must be positive.',
  );
  await expect(values).toContainText('"amount_1":200000');

  const rate = table.getByRole('textbox', { name: 'Fee rate fee_rate_0' });
  await rate.fill('101');
  await rate.press('Enter');
  await expect(cell(table, 0, 'fee_rate').getByTestId('cell-error')).toHaveAttribute(
    'title',
    'Less than or equal to 100',
  );

  const date = table.getByRole('combobox', { name: 'Effective effective_0' });
  await date.fill('13/45/2020');
  await date.press('Enter');
  await expect(cell(table, 0, 'effective').getByTestId('cell-error')).toHaveAttribute(
    'title',
    "We couldn't parse the date. Please enter a valid date in the format of MM/DD/YYYY.",
  );
  await date.fill('3/4/26');
  await expect(values).toContainText('"effective_0":"2026-03-04"');
  await expect(page.getByRole('dialog', { name: 'Effective effective_0 calendar' })).toBeVisible();
  await shot(page, 'data-table-04-form-cells');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Effective effective_0 calendar' })).toHaveCount(0);

  const classCell = cell(table, 0, 'class').locator('select');
  await classCell.selectOption('class_b');
  await expect(values).toContainText('"class_0":"class_b"');

  await table.getByRole('button', { name: 'Clear' }).click();
  await expect(values).toContainText('"amount_0":null');
  await expect(values).toContainText('"include_0":false');
  await expect(values).toContainText('"effective_0":null');
});

test('exports visible columns to .xlsx with Excel formats and a sanitised name', async ({
  page,
}) => {
  const table = await openGallery(page);
  await table.getByRole('button', { name: 'Columns' }).click();
  await table
    .getByRole('group', { name: 'Show or hide columns' })
    .getByLabel('NAV share')
    .uncheck();
  await page.keyboard.press('Escape');
  const downloading = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Cell types.xlsx');
  const path = `${artifacts}/data-table-export.xlsx`;
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet('Cell types');
  expect(sheet).toBeDefined();
  const header = (sheet!.getRow(1).values as unknown[]).slice(1);
  expect(header).not.toContain('NAV share');
  expect(header).not.toContain('Document');
  expect(header).not.toContain('Updated');
  const column = (title: string) => header.indexOf(title) + 1;
  const row = sheet!.getRow(2);
  expect(row.getCell(column('Investor')).value).toBe('Investor 00001');
  expect(row.getCell(column('Commitment')).value).toBe(10000);
  expect(row.getCell(column('Commitment')).numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
  expect(row.getCell(column('Called')).value).toBe(0);
  expect(sheet!.getRow(3).getCell(column('Called')).value).toBeCloseTo(0.13);
  expect(row.getCell(column('Called')).numFmt).toBe('0.00%');
  expect(row.getCell(column('Closed on')).numFmt).toBe('mm/dd/yyyy');
  expect((row.getCell(column('Closed on')).value as Date).toISOString().slice(0, 10)).toBe(
    '2020-01-01',
  );
  expect(row.getCell(column('Active')).value).toBe(false);
  expect(row.getCell(column('Tax ID')).value).toBe('******');
  expect(sheet!.rowCount).toBe(42);
});

test('tree rows expand; the fund family list and the audit log are data tables', async ({
  page,
}) => {
  await openGallery(page);
  const tree = page.getByTestId('data-table-gallery-tree');
  await expect(tree.locator('[role=row][row-index]:not(.ag-row-pinned)')).toHaveCount(2);
  await tree.getByRole('button', { name: 'Expand row' }).first().click();
  await expect(cell(tree, 1, 'entity')).toHaveText('LP One');
  await expect(tree.locator('.ag-row-pinned [col-id="nav"]')).toHaveText('$49,000.00');

  // The fund family list is a data table of server-built table data, rows linking to their fund.
  await page.goto('/fund-family');
  const funds = page.getByTestId('data-table-fund-family-list');
  await expect(funds.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/fund-family\/[0-9a-f-]{36}$/,
  );

  // Something to audit without touching the fund family list other tests read.
  const token = await apiSignIn(
    test.info().project.use.baseURL!,
    'staff@demo.test',
    'demo-staff-2026',
  );
  const created = await page.request.post('/api/table-views', {
    headers: { Authorization: `Bearer ${token.access}` },
    data: { name: 'Audited view', encoded_table_params: 'x', type: 'transaction_table' },
  });
  expect(created.status()).toBe(201);
  const view = (await created.json()) as { id: string };
  await page.request.delete(`/api/table-views/${view.id}`, {
    headers: { Authorization: `Bearer ${token.access}` },
  });
  await page.goto('/auditing');
  const audit = page.getByTestId('data-table-audit-log');
  await expect(cell(audit, 0, 'target_type')).toHaveText('table_view');
  await expect(cell(audit, 0, 'action')).toHaveText('delete');
  await expect(cell(audit, 1, 'action')).toHaveText('create');
  await expect(cell(audit, 0, 'request_id')).toHaveText('******');
  await shot(page, 'data-table-05-audit-log');
});

test('nested headers with themes, row selection, document links and row dragging', async ({
  page,
}) => {
  await openGallery(page);
  const table = page.getByTestId('data-table-gallery-commitments');
  const events = page.getByTestId('commitments-events');
  await table.scrollIntoViewIfNeeded();
  const groupHeader = (title: string) =>
    table.locator('.ag-header-group-cell').filter({ hasText: title });
  const group = groupHeader('Commitment');
  await expect(group).toContainText('Commitment');
  await expect(group).toHaveClass(/dt-header-primary/);
  await expect(groupHeader('Documents')).toHaveClass(/dt-header-secondary/);
  // Called and Uncalled show only with their group open, which it is not at first.
  await expect(table.locator('.ag-header-cell[col-id="called"]')).toHaveCount(0);
  await group.locator('.ag-header-expand-icon-collapsed').click();
  await expect(cell(table, 0, 'called')).toHaveText('25.00%');
  await expect(cell(table, 0, 'uncalled')).toHaveText('$1,000,000.00');

  // Selectable rows get a checkbox; the GP's row cannot be selected.
  const checkbox = (rowIndex: number) =>
    table.locator(`[row-index="${rowIndex}"] .ag-selection-checkbox input`);
  await checkbox(0).check();
  await checkbox(2).check();
  await expect(events).toContainText('Selected: c0, c2');
  await expect(checkbox(3)).toBeHidden();

  await cell(table, 1, 'agreement').getByRole('button').click();
  await expect(events).toContainText('Opened document: doc-1');
  await expect(cell(table, 1, 'agreement').getByRole('button')).toHaveAttribute(
    'title',
    'Open document Subscription agreement',
  );
  await shot(page, 'data-table-06-table-options');

  // Drag Alder Pension below Cedar Endowment by its handle.
  const handle = cell(table, 0, 'investor').locator('.ag-drag-handle');
  const from = (await handle.boundingBox())!;
  const to = (await cell(table, 2, 'investor').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 5, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + 20, to.y + to.height * 0.8, { steps: 10 });
  await page.mouse.up();
  // Where exactly it lands depends on the grid scrolling under the pointer; it left the top.
  await expect(events).toContainText(/Order: c1, c2, (c0, c3|c3, c0) ·/);
  await expect(cell(table, 0, 'investor')).toHaveText('Birch Family Office');
});

test('pivot mode: pivot on a code, rows by entity, sums and totals, and back', async ({ page }) => {
  await openGallery(page);
  const ledger = page.getByTestId('data-table-gallery-ledger');
  await ledger.scrollIntoViewIfNeeded();
  await ledger.getByLabel('Pivot on').selectOption({ label: 'Pivot on Transaction code' });
  await ledger.getByLabel('Pivot rows').selectOption({ label: 'Rows by Entity' });
  const header = (colId: string) => ledger.locator(`.ag-header-cell[col-id="${colId}"]`);
  await expect(header('pivot_0_amount')).toContainText('Capital call');
  await expect(header('pivot_1_amount')).toContainText('Distribution');
  await expect(header('pivot_2_amount')).toContainText('Management fee');
  await expect(header('pivot_total_amount')).toContainText('Total');
  // Rows are the entities; detail text like "Capital call #2" pivots under its filter value.
  await expect(cell(ledger, 1, '__pivot_rows__')).toHaveText('LP Alder');
  await expect(cell(ledger, 1, 'pivot_0_amount')).toHaveText('$207,500.00');
  await expect(cell(ledger, 1, 'pivot_1_amount')).toHaveText('-$212,500.00');
  await expect(cell(ledger, 1, 'pivot_2_amount')).toHaveText('$217,500.00');
  await expect(cell(ledger, 1, 'pivot_total_amount')).toHaveText('$212,500.00');
  await expect(ledger.locator('.ag-row-pinned [col-id="pivot_total_amount"]')).toHaveText(
    '$1,030,000.00',
  );
  await expect(ledger.getByRole('status', { name: 'Table status' })).toContainText('4 rows');
  await ledger.screenshot({ path: `${artifacts}/data-table-08-pivot.png` });

  // Saved like grouping: the pivot is back after a reload, and Reset turns it off.
  await page.reload();
  await expect(cell(ledger, 1, 'pivot_total_amount')).toHaveText('$212,500.00');
  await ledger.getByLabel('Pivot on').selectOption({ label: 'No pivot' });
  await expect(ledger.getByLabel('Pivot rows')).toHaveCount(0);
  // The rows' grouping stays as ordinary row grouping, as in a spreadsheet's pivot.
  await expect(cell(ledger, 0, 'entity')).toContainText('GP Holdings (6)');
  await expect(ledger.getByRole('status', { name: 'Table status' })).toContainText('24 rows');
  await ledger.getByRole('button', { name: 'Reset' }).click();
  await expect(ledger.getByRole('button', { name: 'Reset' })).toHaveCount(0);
});

test('set filter from the column menu, saved with the table state, cleared by Reset', async ({
  page,
}) => {
  await openGallery(page);
  const ledger = page.getByTestId('data-table-gallery-ledger');
  await ledger.scrollIntoViewIfNeeded();
  const status = ledger.getByRole('status', { name: 'Table status' });
  await ledger
    .locator('.ag-header-cell[col-id="code"]')
    .getByRole('button', { name: 'Column menu' })
    .click();
  const filter = ledger.getByRole('group', { name: 'Filter Transaction code' });
  // The choices are set_filter_values, not the cells' detail text.
  await expect(filter.getByRole('checkbox')).toHaveCount(4);
  await filter.getByLabel('Distribution').uncheck();
  await filter.getByLabel('Management fee').uncheck();
  await expect(status).toContainText('8 rows');
  await ledger.screenshot({ path: `${artifacts}/data-table-09-set-filter.png` });
  await page.mouse.click(5, 5);
  await expect(
    ledger.locator('.ag-header-cell[col-id="code"]').getByLabel('Filtered'),
  ).toBeVisible();
  await expect(cell(ledger, 1, 'code')).toHaveText('Capital call #4');

  // A number filter on top, then both come back after a reload.
  await ledger
    .locator('.ag-header-cell[col-id="amount"]')
    .getByRole('button', { name: 'Column menu' })
    .click();
  await ledger.getByLabel('Amount at least').fill('130000');
  await expect(status).toContainText('4 rows');
  await ledger.screenshot({ path: `${artifacts}/data-table-11-number-filter.png` });
  await page.reload();
  await expect(status).toContainText('4 rows');
  await ledger.getByRole('button', { name: 'Reset' }).click();
  await expect(status).toContainText('24 rows');
  await expect(ledger.locator('.ag-header-cell[col-id="code"]').getByLabel('Filtered')).toHaveCount(
    0,
  );
});

test('money stepper steps by the rounding unit within the source amount', async ({ page }) => {
  await openGallery(page);
  const steppers = page.getByTestId('data-table-gallery-steppers');
  await steppers.scrollIntoViewIfNeeded();
  const values = page.getByTestId('stepper-values');
  const dollars = cell(steppers, 0, 'allocation');
  const cents = cell(steppers, 1, 'allocation');
  // Starts at the available amount, so it can only go down.
  await expect(dollars.getByLabel('Stepped amount')).toHaveText('$12,500.50');
  await expect(dollars.getByRole('button', { name: 'Step up' })).toBeDisabled();
  await dollars.getByRole('button', { name: 'Step down' }).click();
  await dollars.getByRole('button', { name: 'Step down' }).click();
  await expect(dollars.getByLabel('Stepped amount')).toHaveText('$12,498.50');
  await expect(values).toContainText('"allocation_0":1249850');
  await dollars.getByRole('button', { name: 'Step up' }).click();
  await expect(values).toContainText('"allocation_0":1249950');
  // The cents fund steps by one cent.
  await cents.getByRole('button', { name: 'Step down' }).click();
  await expect(cents.getByLabel('Stepped amount')).toHaveText('$12,600.49');
  await expect(values).toContainText('"allocation_1":1260049');
  await steppers.screenshot({ path: `${artifacts}/data-table-10-money-stepper.png` });
});
