import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { chooseOption } from './choose-option';
import { expect, test } from './grid-console-errors';

/*
 * Issue 15: the same figure reads the same on every page that shows it. Each place below is
 * read as a user sees it (card text, grid cells, the exported workbook, the drill-down panel's
 * total) and held to the PINNED demo values, worked by hand from the demo's postings
 * (src/server/db/demo-fund.ts, README "Demo"), never recomputed with the production formulas.
 *
 * Commitments: amountOf(i) = (10 + (37·i mod 91)) × 250,000.00; i mod 5 = 3 → HCP IV-A
 * (parallel), 4 → offshore feeder, else the main fund. First close 2025-03-31: investors 0–29
 * plus the GP's 5,000,000.00 (main) = 418,250,000.00; second close 2025-09-30: investors 30–39
 * = 122,250,000.00; committed 540,500,000.00.
 *
 * The 2025-06-30 call: 20% investments + 0.5% fund expenses of every first-close commitment
 * and the Q2 2025 management fee it collects from the published fee charge, each LP's fee as
 * charged: commitment × 2% (Class A, the three largest first-close commitments, 1.5%) × 91/365,
 * to the cent per LP, 1,995,767.12 in all (worked per LP from the commitments above). All
 * three codes "should get equalized", so paid in = 83,650,000.00 + 2,091,250.00 +
 * 1,995,767.12 = 87,737,017.12. The quarterly fee charges and the organizational expenses
 * (2025-08-15) are charged to the capital accounts, not called: not paid in. No distributions.
 * Unfunded = 540,500,000.00 − 87,737,017.12 = 452,762,982.88.
 *
 * Capital equalization at the second close, per fund entity: the admitted pay their share
 * S / (F + S) of each earlier call line of investments (20%) and expenses (0.5%) of the
 * entity's first-close commitments F (the call's fee portion is a fee catch-up to the manager, not
 * equalization), each pool rounded once, split over the admitted by commitment (the left-over
 * cent to the largest); the existing partners receive the pools back by what they contributed.
 * - main: F 250,250,000.00, S 54,250,000.00: 50,050,000.00 × S/(F+S) = 8,916,954.02 and
 *   1,251,250.00 × S/(F+S) = 222,923.85; pool 9,139,877.87.
 * - parallel: F 56,250,000.00, S 24,750,000.00: 3,437,500.00 + 85,937.50 = 3,523,437.50.
 * - feeder: F 111,750,000.00, S 43,250,000.00: 6,236,370.97 + 155,909.27 = 6,392,280.24.
 * Fund: to pay = to receive = 19,055,595.61.
 * Interest: 8% simple, actual/365, from the call's 2025-06-30 to the close's 2025-09-30 = 92
 * days, on each admitted commitment's payment, rounded per commitment; the existing partners
 * receive the total by commitment. Summed over the ten admitted: 384,244.35.
 *
 * Aldridge State Pension Fund (i = 0, main, first close): 2,500,000.00 committed; called
 * 500,000.00 + 12,465.75 (2,500,000.00 × 2% × 91/365 = 12,465.753…) + 12,500.00 = 524,965.75;
 * unfunded 1,975,034.25. Receives
 * 9,139,877.87 × 2,500,000 / 250,250,000 = 91,307.47 (91,307.4712…, the spare cents go to
 * larger partners) and interest 184,300.01 (the main fund's admitted) × 2.5 / 250.25 =
 * 1,841.15.
 * Nettlefield Foundation (i = 38, parallel, second close): (10 + 1406 mod 91 = 41) × 250,000.00
 * = 12,750,000.00 committed, nothing paid in, unfunded 12,750,000.00. It pays
 * 3,437,500.00 × 12.75/24.75 = 1,770,833.33 + 1 cent (larger than the other admitted partner's
 * 12,000,000.00) and 85,937.50 × 12.75/24.75 = 44,270.83 + 1 cent: 1,815,104.18; interest
 * 1,815,104.18 × 8% × 92/365 = 36,600.46.
 */
type Figures = {
  committed: number;
  paid_in: number;
  distributed: number;
  unfunded: number;
  equalization_to_pay: number;
  equalization_to_receive: number;
  equalization_interest_to_pay: number;
  equalization_interest_to_receive: number;
};

const pinned: Record<'fund' | 'aldridge' | 'nettlefield', Figures> = {
  fund: {
    committed: 540_500_000_00,
    paid_in: 87_737_017_12,
    distributed: 0,
    unfunded: 452_762_982_88,
    equalization_to_pay: 19_055_595_61,
    equalization_to_receive: 19_055_595_61,
    equalization_interest_to_pay: 384_244_35,
    equalization_interest_to_receive: 384_244_35,
  },
  aldridge: {
    committed: 2_500_000_00,
    paid_in: 524_965_75,
    distributed: 0,
    unfunded: 1_975_034_25,
    equalization_to_pay: 0,
    equalization_to_receive: 91_307_47,
    equalization_interest_to_pay: 0,
    equalization_interest_to_receive: 1_841_15,
  },
  nettlefield: {
    committed: 12_750_000_00,
    paid_in: 0,
    distributed: 0,
    unfunded: 12_750_000_00,
    equalization_to_pay: 1_815_104_18,
    equalization_to_receive: 0,
    equalization_interest_to_pay: 36_600_46,
    equalization_interest_to_receive: 0,
  },
};
/**
 * The main fund entity's row of the summary: 250,250,000.00 + 54,250,000.00 committed; called
 * 20% and 0.5% of its 250,250,000.00 first-close commitments (50,050,000.00 + 1,251,250.00) and
 * their Q2 2025 fees (its 19 LPs' and the GP's, each to the cent: 1,158,068.49) =
 * 52,459,318.49; unfunded 304,500,000.00 − 52,459,318.49.
 */
const mainEntity = {
  committed: 304_500_000_00,
  paid_in: 52_459_318_49,
  unfunded: 252_040_681_51,
};
/** The call by code, 20% and 0.5% of the first close's 418,250,000.00 and the Q2 2025 fees. */
const fundCall = {
  contribution_investment: 83_650_000_00,
  contribution_expenses: 2_091_250_00,
  contribution_management_fee: 1_995_767_12,
};
/** Aldridge's call by code (20%, 0.5% of 2,500,000.00, its Q2 2025 fee): the pivot shows each. */
const aldridgeCall = {
  contribution_investment: 500_000_00,
  contribution_expenses: 12_500_00,
  contribution_management_fee: 12_465_75,
};

const names = {
  aldridge: 'Aldridge State Pension Fund',
  nettlefield: 'Nettlefield Foundation',
} as const;
type Partner = keyof typeof names;
const partners = Object.keys(names) as Partner[];

/**
 * Displayed money to integer cents, read as text ("$1,234.56", "-$1,234.56", "USD 1,234.56",
 * "(1,234.56)"): the figure the reader sees, never through a float.
 */
function cents(text: string): number {
  const match =
    /^(\()?([-−])?(?:[$€£]|[A-Z]{3}\s)?\s*([-−])?(\d{1,3}(?:,\d{3})*)\.(\d{2})\)?$/.exec(
      text.trim(),
    );
  if (!match) throw new Error(`Not a money amount: "${text}"`);
  const value = Number(match[4]!.replaceAll(',', '')) * 100 + Number(match[5]);
  return match[1] || match[2] || match[3] ? -value : value;
}

/** A workbook money cell (dollars as Excel keeps them) to cents, through its decimal text. */
function excelCents(value: ExcelJS.CellValue): number {
  const text = String(value);
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not whole cents in the export: ${text}`);
  const amount = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -amount : amount;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
// A read-only user: reading figures needs nothing more.
const reader = () => apiSignIn(baseURL(), 'reader@demo.test', 'demo-reader-2026');

const ids = {
  fund: '',
  commitment: { aldridge: '', nettlefield: '' } as Record<Partner, string>,
  investor: { aldridge: '', nettlefield: '' } as Record<Partner, string>,
  /** The investor entity's page in the fund family (the list's name links to it). */
  entityPage: { aldridge: '', nettlefield: '' } as Record<Partner, string>,
};

test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await reader());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  ids.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const list = await api.call<{
    rows: {
      id: string;
      cells: Record<string, { value: { text?: string }; link?: { to?: string } }>;
    }[];
  }>('get', `/api/commitment-information-table-data/?fund_family_id=${ids.fund}`);
  const investors = await api.call<{ id: string; name: string }[]>('get', '/api/investor/');
  for (const partner of partners) {
    const row = list.rows.find((r) => r.cells.investor_entity!.value.text === names[partner])!;
    ids.commitment[partner] = row.id;
    ids.entityPage[partner] = row.cells.investor_entity!.link!.to!;
    ids.investor[partner] = investors.find((i) => i.name === names[partner])!.id;
  }
  await api.dispose();
});

/** Columns of the commitments list, by the figure each shows. */
const listColumns = {
  committed: 'committed',
  paid_in: 'contributed',
  distributed: 'distributed',
  unfunded: 'unfunded',
  equalization_to_pay: 'equalization_to_pay',
  equalization_to_receive: 'equalization_to_receive',
  equalization_interest_to_pay: 'equalization_interest_to_pay',
  equalization_interest_to_receive: 'equalization_interest_to_receive',
} as const satisfies Record<keyof Figures, string>;

/** The cents of each named column's cell in a grid row (a data row or the pinned total). */
async function readRow<K extends string>(row: Locator, columns: Record<K, string>) {
  const figures = {} as Record<K, number>;
  for (const [figure, column] of Object.entries(columns) as [K, string][]) {
    figures[figure] = cents(await row.locator(`[col-id="${column}"]`).innerText());
  }
  return figures;
}

/** A grid's pinned total row: the part of it that holds the money `column` (not the name column's). */
const totalRow = (table: Locator, column: string) =>
  table.locator('.ag-row-pinned').filter({ has: table.page().locator(`[col-id="${column}"]`) });

/** A grid narrowed by its search box to the one row of `name`, once its status says so. */
async function searchOne(table: Locator, name: string) {
  await table.getByLabel('Search table').fill(name);
  // The row count is the status's last part (a focused cell's statistics come before it); the
  // first row names `name` once this search, not the last one, has been applied.
  await expect(
    table.getByRole('status', { name: 'Table status' }).locator('span').last(),
  ).toHaveText('1 row');
  const row = table.locator('[role=row][row-index="0"]');
  await expect(row.filter({ hasText: name })).toHaveCount(1);
  return row;
}

/** Opens the ledger rows behind a figure and reads the total they add up to; Escape closes. */
async function drillDownTotal(page: Page, opener: Locator, shotName: string) {
  await opener.click();
  const panel = page.getByRole('dialog');
  const total = panel.getByTestId('figure-ledger-rows-total');
  await expect(total).toHaveText(/\d\.\d\d$/);
  // The rows are listed before the picture is taken, so it shows what adds up.
  await expect(panel.getByRole('status', { name: 'Table status' })).toContainText(/rows?$/);
  await shot(page, shotName);
  const value = cents(await total.innerText());
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  return value;
}

test('the fund summary: cards, commitments by entity and the Unfunded drill-down', async ({
  page,
}) => {
  await openSignedIn(page, `/fund-family/${ids.fund}/summary`, await reader());
  const card = (id: string) => page.getByTestId(`figure-${id}-value`);
  await expect(card('unfunded')).toHaveText(/\d\.\d\d$/);
  expect({
    committed: cents(await card('committed').innerText()),
    paid_in: cents(await card('contributed').innerText()),
    unfunded: cents(await card('unfunded').innerText()),
  }).toEqual({
    committed: pinned.fund.committed,
    paid_in: pinned.fund.paid_in,
    unfunded: pinned.fund.unfunded,
  });

  const byEntity = page.getByTestId('data-table-fund-summary-by-entity');
  await expect(byEntity.getByRole('status', { name: 'Table status' })).toContainText('4 rows');
  const columns = { committed: 'committed', paid_in: 'contributed', unfunded: 'unfunded' };
  expect(await readRow(totalRow(byEntity, 'committed'), columns)).toEqual({
    committed: pinned.fund.committed,
    paid_in: pinned.fund.paid_in,
    unfunded: pinned.fund.unfunded,
  });
  const main = await searchOne(byEntity, 'Harborview Capital Partners IV, L.P.');
  expect(await readRow(main, columns)).toEqual(mainEntity);

  // The closings: what each admitted and the capital equalization its admitted partners owe.
  const closings = page.getByTestId('data-table-fund-summary-closings');
  await expect(closings.getByRole('status', { name: 'Table status' })).toContainText('2 rows');
  expect(
    await readRow(totalRow(closings, 'admitted'), {
      committed: 'admitted',
      equalization_to_pay: 'equalization',
    }),
  ).toEqual({
    committed: pinned.fund.committed,
    equalization_to_pay: pinned.fund.equalization_to_pay,
  });
  await shot(page, 'figures-agree-01-summary');

  expect(
    await drillDownTotal(
      page,
      page.getByTestId('figure-unfunded'),
      'figures-agree-02-summary-unfunded-rows',
    ),
  ).toBe(pinned.fund.unfunded);
});

test('the commitments list: its total row, its export, each partner’s row and drill-down', async ({
  page,
}) => {
  await openSignedIn(page, `/fund-family/${ids.fund}/commitments/commitments`, await reader());
  const table = page.getByTestId('data-table-fund-commitments');
  await expect(table.getByRole('status', { name: 'Table status' })).toContainText('41 rows');
  expect(await readRow(totalRow(table, 'committed'), listColumns)).toEqual(pinned.fund);
  await shot(page, 'figures-agree-03-commitments-list');

  // The export of the list as shown: every row and the total row, money as numbers.
  const downloading = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Export' }).click();
  const path = 'e2e-artifacts/figures-agree-commitments.xlsx';
  await (await downloading).saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
  const titles: Record<keyof Figures, string> = {
    committed: 'Committed',
    paid_in: 'Contributed',
    distributed: 'Distributed',
    unfunded: 'Unfunded',
    equalization_to_pay: 'Equalization to pay',
    equalization_to_receive: 'Equalization to receive',
    equalization_interest_to_pay: 'Equalization interest to pay',
    equalization_interest_to_receive: 'Equalization interest to receive',
  };
  const exported = (row: ExcelJS.Row) =>
    Object.fromEntries(
      Object.entries(titles).map(([figure, title]) => {
        expect(header, title).toContain(title);
        return [figure, excelCents(row.getCell(header.indexOf(title) + 1).value)];
      }),
    );
  // A header, 41 commitments and the total row.
  expect(sheet.rowCount).toBe(43);
  expect(exported(sheet.getRow(43))).toEqual(pinned.fund);
  const nameColumn = header.indexOf('Investor entity') + 1;
  for (const partner of partners) {
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row) => {
      if (row.getCell(nameColumn).value === names[partner]) rows.push(row);
    });
    expect(rows, names[partner]).toHaveLength(1);
    expect(exported(rows[0]!), `${names[partner]} in the export`).toEqual(pinned[partner]);
  }

  for (const partner of partners) {
    const row = await searchOne(table, names[partner]);
    expect(await readRow(row, listColumns), `${names[partner]} in the list`).toEqual(
      pinned[partner],
    );
    // The outstanding equalization columns are at the right: scrolled into the picture.
    await row.locator('[col-id="equalization_interest_to_receive"]').scrollIntoViewIfNeeded();
    await shot(page, `figures-agree-04-list-${partner}`);
    const unfunded = row.locator('[col-id="unfunded"]').getByRole('button');
    expect(
      await drillDownTotal(page, unfunded, `figures-agree-05-list-${partner}-unfunded-rows`),
    ).toBe(pinned[partner].unfunded);
  }
});

/** The equalization cards name which way the money goes; the amount is shown positive. */
const cardLabels: Record<Partner, Record<string, string>> = {
  aldridge: {
    equalization: 'Equalization to receive',
    equalization_interest: 'Equalization interest to receive',
  },
  nettlefield: {
    equalization: 'Equalization to pay',
    equalization_interest: 'Equalization interest to pay',
  },
};

for (const partner of partners) {
  test(`${names[partner]}: the commitment page's cards and performance tab, and the drill-down`, async ({
    page,
  }) => {
    const base = `/fund-family/${ids.fund}/commitments/${ids.commitment[partner]}`;
    await openSignedIn(page, `${base}/activity`, await reader());
    const cards = page.getByRole('region', { name: 'Commitment figures' });
    const value = async (id: string) =>
      cents(await cards.getByTestId(`figure-${id}-value`).innerText());
    await expect(cards.getByTestId('figure-equalization_interest-value')).toHaveText(/\d\.\d\d$/);
    const figures = pinned[partner];
    const toPayOrReceive = (pay: number, receive: number) => pay || receive;
    expect({
      committed: await value('committed'),
      paid_in: await value('paid_in'),
      unfunded: await value('unfunded'),
      distributed: await value('distributed'),
      equalization: await value('equalization'),
      equalization_interest: await value('equalization_interest'),
    }).toEqual({
      committed: figures.committed,
      paid_in: figures.paid_in,
      unfunded: figures.unfunded,
      distributed: figures.distributed,
      equalization: toPayOrReceive(figures.equalization_to_pay, figures.equalization_to_receive),
      equalization_interest: toPayOrReceive(
        figures.equalization_interest_to_pay,
        figures.equalization_interest_to_receive,
      ),
    });
    // Each equalization card names which way it goes, and the activity's row of that figure
    // (the Figure column in the card's words) shows the same amount.
    const activity = page.getByTestId('data-table-commitment-activity');
    for (const [id, label] of Object.entries(cardLabels[partner])) {
      await expect(cards.getByTestId(`figure-${id}`)).toContainText(label);
      const amount = activity
        .locator('[role=row]', { has: page.locator('[col-id="figure"]', { hasText: label }) })
        .locator('[col-id="amount"]');
      expect(cents(await amount.innerText()), `${label} in the activity`).toBe(await value(id));
    }
    await shot(page, `figures-agree-06-commitment-${partner}`);
    expect(
      await drillDownTotal(
        page,
        cards.getByTestId('figure-equalization'),
        `figures-agree-07-commitment-${partner}-equalization-rows`,
      ),
    ).toBe(toPayOrReceive(figures.equalization_to_pay, figures.equalization_to_receive));

    await page
      .getByRole('navigation', { name: 'Commitment tabs' })
      .getByText('Performance')
      .click();
    const performance = page.getByRole('region', { name: 'Performance figures' });
    await expect(performance.getByTestId('figure-performance_paid_in-value')).toHaveText(
      /\d\.\d\d$/,
    );
    expect({
      paid_in: cents(await performance.getByTestId('figure-performance_paid_in-value').innerText()),
      distributed: cents(
        await performance.getByTestId('figure-performance_distributed-value').innerText(),
      ),
    }).toEqual({ paid_in: figures.paid_in, distributed: figures.distributed });
    await shot(page, `figures-agree-08-performance-${partner}`);
  });

  test(`${names[partner]}: the investor page's funds and performance`, async ({ page }) => {
    await openSignedIn(page, `/investors/${ids.investor[partner]}/funds`, await reader());
    await readInvestorPlace(page, partner, {
      table: 'data-table-investor-commitments',
      tabs: 'Investor tabs',
      shot: `figures-agree-09-investor-${partner}`,
    });
  });

  test(`${names[partner]}: its investor entity's page in the fund`, async ({ page }) => {
    await openSignedIn(page, `${ids.entityPage[partner]}/commitments`, await reader());
    await readInvestorPlace(page, partner, {
      table: 'data-table-fund-family-investor-entity-commitments',
      tabs: 'Investor entity tabs',
      shot: `figures-agree-10-investor-entity-${partner}`,
    });
  });
}

/**
 * An investor's (or its entity's) page: the one commitment's row in its commitments tab, then
 * its performance tab's Paid-in and Distributions in the demo fund.
 */
async function readInvestorPlace(
  page: Page,
  partner: Partner,
  place: { table: string; tabs: string; shot: string },
) {
  const table = page.getByTestId(place.table);
  await expect(table.getByRole('status', { name: 'Table status' })).toContainText(/^1 row$/);
  const row = table.locator('[role=row][row-index="0"]');
  expect(await readRow(row, listColumns), `${names[partner]}: ${place.table}`).toEqual(
    pinned[partner],
  );
  await row.locator('[col-id="equalization_interest_to_receive"]').scrollIntoViewIfNeeded();
  await shot(page, `${place.shot}-commitments`);

  await page.getByRole('navigation', { name: place.tabs }).getByText('Performance').click();
  const family = page.getByRole('region', {
    name: 'Performance in Harborview Capital Partners IV',
  });
  const figure = (name: string) =>
    family.getByText(name, { exact: true }).locator('xpath=following-sibling::div[1]');
  await expect(figure('Paid-in')).toHaveText(/\d\.\d\d$/);
  expect({
    paid_in: cents(await figure('Paid-in').innerText()),
    distributed: cents(await figure('Distributions').innerText()),
  }).toEqual({ paid_in: pinned[partner].paid_in, distributed: pinned[partner].distributed });
  await shot(page, `${place.shot}-performance`);
}

test('a pivot of the commitment and call codes by investor entity', async ({ page }) => {
  await openSignedIn(page, '/pivots', await reader());
  type Code = 'commitment' | keyof typeof aldridgeCall;
  const codes = ['commitment', ...Object.keys(aldridgeCall)] as Code[];
  await page.getByLabel('Transaction codes').fill(codes.join(', '));
  await page.getByLabel('Transaction codes').blur();
  // Other specs add fund families with commitments of their own: pivot the demo fund alone.
  await chooseOption(page.getByLabel('Fund family'), 'Harborview Capital Partners IV');
  const table = page.getByTestId('data-table-pivot-draft');
  // 41 commitments: forty investor entities and the GP's.
  await expect(table.getByRole('status', { name: 'Table status' })).toContainText('41 rows');
  // A pivot column is named by its code; its col-id is its place, so look it up by the header.
  await expect(table.locator('.ag-header-cell[col-id="total"]')).toBeVisible();
  const headers = await table
    .locator('.ag-header-cell[col-id]')
    .evaluateAll((cells) =>
      cells.map(
        (c) =>
          [
            c.querySelector('button[title]')?.getAttribute('title'),
            c.getAttribute('col-id')!,
          ] as const,
      ),
    );
  const columns = Object.fromEntries(
    codes.map((code) => [code, headers.find(([title]) => title === code)?.[1] ?? code]),
  ) as Record<Code, string>;
  // Each code's column is totalled on its own (one classification each).
  const totals = await readRow(totalRow(table, columns.commitment), columns);
  expect(totals).toEqual({ commitment: pinned.fund.committed, ...fundCall });
  // The three codes are the fund's paid-in: 83,650,000.00 + 2,091,250.00 + 1,995,767.12.
  expect(
    totals.contribution_investment +
      totals.contribution_expenses +
      totals.contribution_management_fee,
  ).toBe(pinned.fund.paid_in);
  await shot(page, 'figures-agree-11-pivot');

  const aldridge = await searchOne(table, names.aldridge);
  const calls = await readRow(aldridge, columns);
  expect(calls).toEqual({ commitment: pinned.aldridge.committed, ...aldridgeCall });
  expect(
    calls.contribution_investment + calls.contribution_expenses + calls.contribution_management_fee,
  ).toBe(pinned.aldridge.paid_in);
  await aldridge
    .locator(`[col-id="${columns.contribution_management_fee}"]`)
    .scrollIntoViewIfNeeded();
  await shot(page, 'figures-agree-12-pivot-aldridge');

  // Nettlefield has only its commitment: its call columns are empty.
  const nettlefield = await searchOne(table, names.nettlefield);
  expect(cents(await nettlefield.locator(`[col-id="${columns.commitment}"]`).innerText())).toBe(
    pinned.nettlefield.committed,
  );
  for (const code of codes.slice(1)) {
    await expect(nettlefield.locator(`[col-id="${columns[code]}"]`)).toHaveText('');
  }
});

test('the fund family list says Fees: Yes for the demo fund’s 2% management fee', async ({
  page,
}) => {
  await openSignedIn(page, '/fund-family', await reader());
  const row = page
    .getByTestId('data-table-fund-family-list')
    .getByRole('row')
    .filter({ hasText: 'Harborview Capital Partners IV' });
  await expect(row).toContainText('Yes');
  await shot(page, 'figures-agree-13-fund-family-list');
});
