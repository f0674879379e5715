import { expect, request, test, type Page } from '@playwright/test';
import { calculationExamples } from '../src/api/calculation-examples';
import { signIn } from './auth-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

/**
 * The demo fund's figures, worked from its seed: first-close commitments of $418,250,000
 * (thirty investors and the GP's $5,000,000) called at 20% ($83,650,000) + 0.5% ($2,091,250)
 * with the Q2 2025 management fee as charged ($1,995,767.12: 2% a year × 91/365 of each
 * commitment, Class A 1.5%, each LP to the cent; README) = $87,737,017.12; all commitments
 * after the second close, $540,500,000, so unfunded $540,500,000 − $87,737,017.12.
 */
const TOTAL_CONTRIBUTIONS = '$87,737,017.12';
const COMMITMENTS = '$540,500,000.00';
const UNFUNDED = '$452,762,982.88';

/** Signs the admin in and opens the demo fund's calculations, with sub-calculations or not. */
async function openDemoCalculations(page: Page, { subcalcs }: { subcalcs: boolean }) {
  if (subcalcs) {
    // The flag is read by the page from the flag context; this run turns it on there.
    await page.route('**/api/feature-flags/context/', (route) =>
      route.fulfill({ json: { feature_flags: { mxl_with_subcalcs: true } } }),
    );
  }
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  await page.goto('/fund-family');
  await page.getByRole('link', { name: 'Harborview Capital Partners IV' }).click();
  await page.getByRole('link', { name: 'Configuration › Calculations' }).click();
}

/**
 * The API as the signed-in page's user (its stored session, so no second sign-in replays
 * a one-time code), for what a test needs before it opens the pages.
 */
async function pageApi(page: Page, baseURL: string) {
  const access = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('fundline.tokens')!) as { access: string }).access,
  );
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${access}` },
  });
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await context.fetch(path, { method, data });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()}`);
    return (await response.json()) as T;
  };
  return { call, dispose: () => context.dispose() };
}

test('calculations: examples, side panel, and the MXL editor', async ({ page, baseURL }) => {
  // The demo fund already has its management fee basis (its fee reads it), so the empty
  // state is shown on a new fund family, where adding the examples really creates them.
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  const api = await pageApi(page, baseURL!);
  const fresh = await api.call<{ id: string }>('POST', '/api/fund-family/', {
    name: 'Calculations Examples Fund',
  });
  await page.goto(`/fund-family/${fresh.id}/calculations/accounting`);
  const empty = page.getByRole('region', { name: 'No calculations yet' });
  await expect(empty).toBeVisible();
  for (const title of ['Total contributions', 'Unfunded commitment', 'Management fee basis']) {
    await expect(empty.getByRole('article', { name: `Example ${title}` })).toBeVisible();
  }
  await shot(page, 'calculations-01-empty-state');

  await empty.getByRole('button', { name: 'Add all three examples' }).click();
  await expect(page.getByText('The three examples added')).toBeVisible();
  const grid = page.getByRole('treegrid').or(page.getByRole('grid')).first();
  for (const name of ['total_contributions', 'unfunded_commitment', 'management_fee_basis']) {
    await expect(grid.getByRole('link', { name, exact: true })).toBeVisible();
  }

  // The demo fund gets the two it lacks, and its ledger gives them their figures.
  const demo = (await api.call<{ id: string; name: string }[]>('GET', '/api/fund-family/')).find(
    (family) => family.name === 'Harborview Capital Partners IV',
  )!;
  for (const example of calculationExamples.slice(0, 2)) {
    await api.call('POST', `/api/fund-family/${demo.id}/transactions/calculations/`, example.input);
  }
  await api.dispose();
  await page.goto('/fund-family');
  await page.getByRole('link', { name: 'Harborview Capital Partners IV' }).click();
  await page.getByRole('link', { name: 'Configuration › Calculations' }).click();
  await expect(page).toHaveURL(/\/calculations\/accounting$/);
  for (const value of [TOTAL_CONTRIBUTIONS, UNFUNDED, COMMITMENTS]) {
    await expect(grid.getByText(value)).toBeVisible();
  }
  await shot(page, 'calculations-02-list');

  // The side panel: value, formula, Referenced By; it resizes from its left edge.
  await grid.getByRole('link', { name: 'total_contributions', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'total_contributions' });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-width', '600');
  await expect(panel.getByTestId('panel-value')).toHaveText(TOTAL_CONTRIBUTIONS);
  await expect(panel.getByRole('link', { name: 'unfunded_commitment' })).toBeVisible();
  const handle = panel.getByRole('separator', { name: 'Resize panel' });
  const drag = async (by: number) => {
    const box = (await handle.boundingBox())!;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(x - by, box.y + 200, { steps: 5 });
    await page.mouse.up();
  };
  await drag(200);
  await expect(panel).toHaveAttribute('data-width', '800');
  // Past the maximum it stops at 1200; past the minimum, at 400.
  await drag(600);
  await expect(panel).toHaveAttribute('data-width', '1200');
  await drag(-1000);
  await expect(panel).toHaveAttribute('data-width', '400');
  await drag(-200);
  await expect(panel).toHaveAttribute('data-width', '400');
  await drag(200);
  await expect(panel).toHaveAttribute('data-width', '600');
  await shot(page, 'calculations-03-side-panel');

  // Edit unfunded_commitment's formula through the panel's options menu.
  await panel.getByRole('link', { name: 'unfunded_commitment' }).click();
  const unfunded = page.getByRole('dialog', { name: 'unfunded_commitment' });
  await unfunded.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit unfunded_commitment' })).toBeVisible();

  const editor = page.getByRole('textbox', { name: 'Formula of version 1' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('max(commitment - total_contributions,, 0');
  await expect(page.locator('.cm-lintRange-error')).toBeVisible();
  await expect(page.locator('.cm-lint-marker-error')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Format' })).toBeDisabled();
  await page.locator('.cm-lintRange-error').hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText(
    'Unexpected token "," at line 1, column 38',
  );
  await shot(page, 'calculations-04-parse-error');

  // Fix it, using completion for the calculation name, then Format.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('max(commitment-total_con');
  await expect(page.locator('.cm-tooltip-autocomplete')).toContainText('total_contributions');
  await shot(page, 'calculations-05-completion');
  await page.keyboard.press('Enter');
  await page.keyboard.type(',0');
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Format' }).click();
  await expect(editor).toHaveText('max(commitment - total_contributions, 0)');
  await shot(page, 'calculations-06-formatted');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('unfunded_commitment saved')).toBeVisible();
  const saved = page.getByRole('dialog', { name: 'unfunded_commitment' });
  await expect(saved.getByTestId('panel-value')).toHaveText(UNFUNDED);
  await expect(saved.getByLabel('Formula')).toHaveText('max(commitment - total_contributions, 0)');
  await shot(page, 'calculations-07-saved');
});

test('with mxl_with_subcalcs: MXL and Basic tabs, Flat or Hierarchy; who may add what', async ({
  page,
}) => {
  await openDemoCalculations(page, { subcalcs: true });
  await expect(page.getByRole('tab', { name: 'MXL Calculations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('No MXL calculations yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Add MXL calculation' }).click();
  await expect(page).toHaveURL(/\/calculations\/accounting\/create-mxl-with-subcalcs$/);
  await page.getByLabel('Title').fill('Net called');
  await page.getByLabel('Display name').fill('net_called');
  await page.getByRole('textbox', { name: 'Formula of version 1' }).click();
  await page.keyboard.type('total_contributions - contribution_management_fee');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('net_called saved')).toBeVisible();
  // $87,737,017.12 less the call's $1,995,767.12 of fees: investments and expenses.
  await expect(page.getByTestId('panel-value')).toHaveText('$85,741,250.00');
  await page.getByRole('button', { name: 'Close panel' }).click();

  const grid = page.getByRole('treegrid').or(page.getByRole('grid')).first();
  await expect(page.getByRole('radio', { name: 'Hierarchy' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(grid.getByRole('link', { name: 'net_called', exact: true })).toBeVisible();
  await shot(page, 'calculations-08-mxl-hierarchy');
  await page.getByRole('radio', { name: 'Flat' }).click();
  await expect(grid.getByRole('link', { name: 'net_called', exact: true })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'total_contributions', exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Basic & Advanced Calculations' }).click();
  for (const name of ['total_contributions', 'unfunded_commitment', 'management_fee_basis']) {
    await expect(grid.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(grid.getByRole('link', { name: 'net_called', exact: true })).toHaveCount(0);
  await shot(page, 'calculations-09-basic-tab');

  // Once a published MXL calculation exists, basic calculations are no longer edited.
  await grid.getByRole('link', { name: 'total_contributions', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'total_contributions' });
  await expect(panel.getByRole('link', { name: 'net_called' })).toBeVisible();
  await panel.getByRole('button', { name: 'Options' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toHaveCount(0);

  // A calculation other formulas use cannot be deleted; the server says which.
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete total_contributions?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByText(
      'total_contributions is used by net_called, unfunded_commitment: change those formulas first.',
    ),
  ).toBeVisible();
  await expect(panel).toBeVisible();
  await shot(page, 'calculations-11-delete-refused');
});

test('a config user adds calculations but not MXL; a reader adds nothing', async ({ page }) => {
  // The manager has config but is not internal (config@demo.test's password is changed by
  // the auth spec's reset test, which runs first).
  await signIn(page, 'manager@demo.test', 'demo-manager-2026');
  await page.goto('/fund-family');
  await page.getByRole('link', { name: 'Harborview Capital Partners IV' }).click();
  await page.getByRole('link', { name: 'Configuration › Calculations' }).click();
  await expect(page.getByRole('link', { name: 'Add custom calculation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add MXL calculation' })).toHaveCount(0);

  await signIn(page, 'reader@demo.test', 'demo-reader-2026');
  await page.goto('/fund-family');
  await page.getByRole('link', { name: 'Harborview Capital Partners IV' }).click();
  await page.getByRole('link', { name: 'Configuration › Calculations' }).click();
  await expect(page.getByRole('link', { name: 'total_contributions', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add custom calculation' })).toHaveCount(0);
});

test('an MXL calculation with history: completed versions change only through Unsafe Edit', async ({
  page,
}) => {
  await openDemoCalculations(page, { subcalcs: false });
  await page.getByRole('link', { name: 'Add MXL calculation' }).click();
  await page.getByLabel('Title').fill('Fee basis history');
  await page.getByLabel('Display name').fill('fee_basis_history');
  const first = page.getByRole('group', { name: 'Version 1' });
  await first.getByLabel('Start date').fill('2025-01-01');
  await first.getByLabel('End date').fill('2025-12-31');
  await first.getByRole('textbox', { name: 'Formula of version 1' }).click();
  await page.keyboard.type('commitment');
  await page.getByRole('button', { name: 'Add version' }).click();
  const second = page.getByRole('group', { name: 'Version 2' });
  await second.getByLabel('Start date').fill('2026-01-01');
  await second.getByRole('textbox', { name: 'Formula of version 2' }).click();
  await page.keyboard.type('commitment - total_contributions');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('fee_basis_history saved')).toBeVisible();

  const panel = page.getByRole('dialog', { name: 'fee_basis_history' });
  await expect(panel.getByTestId('panel-value')).toHaveText(UNFUNDED);
  await panel.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const locked = page.getByRole('region', { name: 'Version 1' });
  await expect(locked).toContainText('01/01/2025 – 12/31/2025 (completed)');
  await expect(locked.getByLabel('Formula of version 1')).toHaveText('commitment');
  await shot(page, 'calculations-10-locked-version');
  // Leaving with unsaved changes asks first.
  await page.getByLabel('Title').fill('Fee basis (renamed)');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByText('Unsaved progress')).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();

  await panel.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'Unsafe Edit (Internal Only)' }).click();
  await expect(page).toHaveURL(/\/mxl\/[0-9a-f-]+\/edit\/unsafe$/);
  await expect(page.getByRole('note')).toContainText('Unsafe Edit (Internal Only)');
  const editor = page.getByRole('textbox', { name: 'Formula of version 1' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('commitment * 2');
  // The first save's toast (4 s) may still be up on a fast run: the toast checked next must be this save's.
  await expect(page.getByText('fee_basis_history saved')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('fee_basis_history saved')).toBeVisible();
  await panel.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Version 1' }).getByLabel('Formula of version 1'),
  ).toHaveText('commitment * 2');
});

test('an MXL calculation with sub-calculations and a version with two definitions', async ({
  page,
}) => {
  await openDemoCalculations(page, { subcalcs: true });
  await page.getByRole('link', { name: 'Add MXL calculation' }).click();
  await expect(page).toHaveURL(/\/create-mxl-with-subcalcs$/);
  await expect(
    page.getByRole('heading', { name: 'New MXL calculation with sub-calculations' }),
  ).toBeVisible();
  await page.getByLabel('Title').fill('Called for investments');
  await page.getByLabel('Display name').fill('called_for_investments');
  await page.getByLabel('Aggregatable: sums across investors').check();
  await page.getByLabel('Inception to date').check();

  // Two sub-calculations, each its own formula, used by name below.
  for (const [index, name, formula] of [
    [1, 'investments', 'contribution_investment'],
    [2, 'fees', 'contribution_management_fee'],
  ] as const) {
    await page.getByRole('button', { name: 'Add sub-calculation' }).click();
    const sub = page.getByRole('group', { name: `Sub-calculation ${index}` });
    await sub.getByLabel('Sub-calculation name').fill(name);
    await sub.getByRole('textbox', { name: `Formula of sub-calculation ${index}` }).click();
    await page.keyboard.type(formula);
  }

  // Version 1 from 2020: its own formula, and from 2026 on a second definition.
  await page.locator('#version-0-start').fill('2020-01-01');
  await page.getByRole('textbox', { name: 'Formula of version 1', exact: true }).click();
  await page.keyboard.type('investments + fees');
  // Completion offers the sub-calculations being written.
  await expect(
    page.locator('.cm-tooltip-autocomplete .cm-completionLabel', { hasText: /^fees$/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add definition' }).click();
  const second = page.getByRole('group', { name: 'Version 1 definition 2' });
  await second.getByLabel('Start date').fill('2026-01-01');
  await second.getByRole('textbox', { name: 'Formula of version 1 definition 2' }).click();
  await page.keyboard.type('investments');
  await shot(page, 'calculations-12-subcalcs-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('called_for_investments saved')).toBeVisible();

  // Today falls in definition 2: investments only, 20% of $418,250,000.
  const panel = page.getByRole('dialog', { name: 'called_for_investments' });
  await expect(panel.getByTestId('panel-value')).toHaveText('$83,650,000.00');
  await expect(panel.getByTestId('panel-settings')).toHaveText('Aggregatable · ITD');
  // The formula shown is the one in effect today: definition 2's.
  await expect(panel.getByLabel('Formula', { exact: true })).toHaveText('investments');
  await expect(panel.getByRole('listitem', { name: 'Sub-calculation investments' })).toContainText(
    '83,650,000.00',
  );
  // The Q2 2025 fees Capital call 1 collected.
  await expect(panel.getByRole('listitem', { name: 'Sub-calculation fees' })).toContainText(
    '1,995,767.12',
  );
  await expect(panel).toContainText('Definition 2: 01/01/2026 – open');
  await shot(page, 'calculations-13-subcalcs-panel');

  // The Hierarchy shows the sub-calculations beneath their calculation.
  await page.getByRole('button', { name: 'Close panel' }).click();
  const grid = page.getByRole('treegrid').or(page.getByRole('grid')).first();
  await grid
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'called_for_investments', exact: true }) })
    .getByRole('button', { name: 'Expand row' })
    .click();
  await expect(grid.getByText('called_for_investments.investments')).toBeVisible();
  await expect(grid.getByText('called_for_investments.fees')).toBeVisible();
  await shot(page, 'calculations-14-subcalcs-hierarchy');

  // Editing opens the with-subcalcs page with both sub-calculations and both definitions.
  await grid.getByRole('link', { name: 'called_for_investments', exact: true }).click();
  await panel.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/mxl-with-subcalcs\/[0-9a-f-]+$/);
  await expect(page.getByRole('group', { name: 'Sub-calculation 2' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Formula of version 1 definition 2' })).toHaveText(
    'investments',
  );
  // Overlapping definitions are refused where they are.
  await page.getByRole('button', { name: 'Add definition' }).click();
  const third = page.getByRole('group', { name: 'Version 1 definition 3' });
  await third.getByLabel('Start date').fill('2026-06-01');
  await third.getByRole('textbox', { name: 'Formula of version 1 definition 3' }).click();
  await page.keyboard.type('fees');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    third.getByText(
      'Definitions must not overlap: end the earlier definition before this one starts',
    ),
  ).toBeVisible();
  await shot(page, 'calculations-15-definitions-overlap');
});
