import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundFamily } from '../../src/api/fund-family';
import type { Row } from '../../src/api/table-data';
import type { CustomerTransactionCode } from '../../src/api/transaction-codes';
import { sampleViewRequest, sampleViews } from '../../src/app/pages/pivots/sample-views';
import type { PivotResult } from '../../src/server/ledger/transaction-pivot';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * The sample pivot views (spec §3) on the demo fund, whose codes are not named like the
 * synthetic ledger's: each view takes the customer's codes of its kind from
 * GET /transactions/codes.
 */
describe.each(testDatabases())('sample pivot views on $name', (database) => {
  let t: TestApp;
  let reader: string;
  let fundFamilyId: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    const families = (await (
      await t.request('/api/fund-family/', { token: reader })
    ).json()) as FundFamily[];
    fundFamilyId = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  });
  afterAll(() => t.dispose());

  const codes = async (token = reader) => {
    const response = await t.request('/api/transactions/codes', { token });
    expect(response.status).toBe(200);
    return (await response.json()) as CustomerTransactionCode[];
  };
  const view = (id: string) => sampleViews.find((v) => v.id === id)!;
  const cents = (row: Row | undefined, column: string) => {
    const value = row?.cells[column]?.value;
    return value?.type === 'money' ? value.amount : undefined;
  };

  it('lists the codes of every fund family of the customer, with their flags', async () => {
    const mine = await codes();
    const investment = mine.find(
      (c) => c.name === 'contribution_investment' && c.fund_family_id === fundFamilyId,
    );
    expect(investment).toMatchObject({ classification: 'investment', should_get_equalized: true });
    expect(mine.every((c) => !('customer_id' in c))).toBe(true);
  });

  it('picks each view its codes by what they are, not by their names', async () => {
    const mine = (await codes()).filter((c) => c.fund_family_id === fundFamilyId);
    const names = (id: string) => sampleViewRequest(view(id), mine)?.filters?.[0]?.values;
    expect(names('sample-itd-capital-calls')).toEqual([
      'contribution_expenses',
      'contribution_investment',
      'contribution_management_fee',
    ]);
    // Every code classified management_fee: the fee called as capital, the true-ups, and the
    // fee charge codes the seeded quarterly charges added when the first was published (what
    // the fee charge posts: the fee, its offsets and waivers and the waivers' counterparts).
    expect(names('sample-itd-fees')).toEqual([
      'contribution_management_fee',
      'deemed_fee_true_up',
      'fee_waiver_accrual',
      'gp_cashless_contribution',
      'management_fee',
      'management_fee_offset',
      'management_fee_true_up',
      'management_fee_waiver',
      'non_capital_equalization_management_fee',
    ]);
    expect(names('sample-itd-distributions')).toEqual([
      'distribution_return_of_capital',
      'non_capital_equalization_distribution',
    ]);
    expect(names('sample-itd-commitments-contributions-distributions')).toEqual([
      'commitment',
      'contribution_expenses',
      'contribution_investment',
      'contribution_management_fee',
      'distribution_return_of_capital',
      'non_capital_equalization_distribution',
    ]);
  });

  it("ITD Capital Calls shows what each LP paid in on the demo's call", async () => {
    const request = sampleViewRequest(view('sample-itd-capital-calls'), await codes())!;
    const response = await t.request('/api/transactions/pivot', {
      method: 'POST',
      token: reader,
      body: JSON.stringify({ ...request, fund_family_ids: [fundFamilyId] }),
    });
    expect(response.status).toBe(200);
    const { table } = (await response.json()) as PivotResult;
    const column = (title: string) => table.columns.find((c) => c.title === title)!.id;
    const aldridge = table.rows.find((r) => JSON.parse(r.id)[0] === 'Aldridge State Pension Fund');
    // The 2025-06-30 call: Aldridge's 2,500,000.00 pays 20% for investments, 0.5% for fund
    // expenses and the Q2 2025 management fee the call collects from its charge, 2,500,000.00
    // × 2% × 91/365 = 12,465.753… → 12,465.75: its paid-in of 524,965.75 (README).
    expect(cents(aldridge, column('contribution_investment'))).toBe(50_000_000);
    expect(cents(aldridge, column('contribution_expenses'))).toBe(1_250_000);
    expect(cents(aldridge, column('contribution_management_fee'))).toBe(1_246_575);
  });

  it("gives another customer's user none of these codes", async () => {
    const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    expect((await codes(beacon)).some((c) => c.fund_family_id === fundFamilyId)).toBe(false);
    expect((await t.request('/api/transactions/codes')).status).toBe(401);
  });
});
