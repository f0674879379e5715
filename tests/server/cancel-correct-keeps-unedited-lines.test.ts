import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculationExamples } from '../../src/api/calculation-examples';
import type {
  CancelCorrectConfirmed,
  CancelCorrectPreview,
  CancelCorrectPreviewRequest,
} from '../../src/api/cancel-correct';
import type { CapitalCallEvent, CapitalCallUseInput } from '../../src/api/capital-call';
import { modelManagementFee } from '../../src/api/fee-examples';
import type { InvestorClassDetail } from '../../src/api/investor-classes';
import { addInvestorCommitment, fundraisingFund } from './closing-lifecycle-fixture';
import { finalizeClosing } from './finalize-closing';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * A correction changes only what the user edited (the demo's Capital call 1, issue 21): a call
 * finalized before the fund's fee terms were entered, then cancel-corrected after a fee-exempt
 * class was given a 0% rate dated back before the call.
 *
 * Worked by hand. One main fund entity, closed 2026-01-15, the fund's default rounding (cents,
 * largest exact allocation first): Atlas 3,000,000.00, Birch 2,000,000.00 and the GP's own
 * Harbor 1,000,000.00 in class "Class G" (no overrides yet), 6,000,000.00 in all (3 : 2 : 1).
 * No fee is configured yet. Capital call 1 (due 2026-03-31) calls
 * - Investments 600,000.00: Atlas 300,000.00, Birch 200,000.00, Harbor 100,000.00;
 * - Management fees 10,000.00 (typed): exact shares 5,000.00, 3,333.333…, 1,666.666…; floored
 *   5,000.00 + 3,333.33 + 1,666.66 = 9,999.99, the cent left goes to the largest exact
 *   allocation, Atlas: Atlas 5,000.01, Birch 3,333.33, Harbor 1,666.66.
 * After it is finalized the fund gets its management fee (2% from 2026-01-15) and Class G a 0%
 * rate from 2026-01-15: on 2026-03-31 Harbor's class is fee-exempt.
 *
 * Correcting only the investment line to 900,000.00 (Atlas 450,000.00, Birch 300,000.00, Harbor
 * 150,000.00) must leave the fee line split exactly as posted: Atlas 5,000.01, Birch 3,333.33,
 * Harbor 1,666.66. Recomputing it under the rules now dated 2026-03-31 would pass Harbor by and
 * gross the others up to Atlas 6,000.00 and Birch 4,000.00 (the defect seen on the demo).
 *
 * An edited fee line is allocated under the rules in force on the original's due date, Harbor
 * exempt: 12,000.00 over Atlas and Birch 3 : 2 is 7,200.00 and 4,800.00, Harbor nothing.
 */
describe.each(testDatabases())('cancel-correct keeps the lines not edited on $name', (database) => {
  let t: TestApp;
  const token = { config: '', approver: '', writer: '' };
  const call = jsonCaller(
    () => t,
    () => token.config,
  );
  let fundFamilyId = '';
  let callId = '';
  const event = (id = callId) => `/api/fund-family/${fundFamilyId}/fund-family-event/${id}`;

  const investment = (amount: number): CapitalCallUseInput => ({
    kind: 'investment',
    description: 'Investments',
    amount_cents: amount,
    transaction_code: 'contribution_investment',
    overrides: [],
  });
  const managementFees = (amount: number): CapitalCallUseInput => ({
    kind: 'management_fees',
    description: 'Management fees',
    amount_cents: amount,
    transaction_code: 'contribution_management_fee',
    overrides: [],
  });
  const correction = (uses: CapitalCallUseInput[]): CancelCorrectPreviewRequest => ({
    correction_type: 'life_to_date',
    posting_date: null,
    name: null,
    uses,
  });
  /** The preview's changed lines and the after figure per LP of one code, in cents. */
  const afterOf = (preview: CancelCorrectPreview, code: string) =>
    Object.fromEntries(
      preview.lines
        .filter((l) => l.transaction_code === code)
        .map((l) => [l.investor_name, l.after_cents]),
    );

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date('2026-09-15T12:00:00Z') });
    token.config = (await t.signIn('config@demo.test', 'demo-config-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    const fund = await fundraisingFund(call, 'Kept Lines Fund');
    fundFamilyId = fund.fundFamilyId;
    const classG = await call<InvestorClassDetail>('POST', '/api/investor-class/', {
      fund_family_id: fundFamilyId,
      name: 'Class G',
    });
    expect(classG.status).toBe(201);
    for (const [name, amount, investorClassId] of [
      ['Atlas', 3_000_000_00, null],
      ['Birch', 2_000_000_00, null],
      ['Harbor', 1_000_000_00, classG.body.id],
    ] as const) {
      await addInvestorCommitment(
        call,
        { closingId: fund.firstClosingId, owningEntityId: fund.mainFundId },
        `${name} Trust`,
        amount,
        { investor_class_id: investorClassId },
      );
    }
    await finalizeClosing(t, fund.firstClosingId);
    const drafted = await call<CapitalCallEvent>(
      'POST',
      `/api/fund-family/${fundFamilyId}/fund-family-event`,
      {
        name: null,
        notice_date: '2026-03-16',
        due_date: '2026-03-31',
        allocation_rule_graph_id: null,
        uses: [investment(600_000_00), managementFees(10_000_00)],
      },
      token.writer,
    );
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    callId = drafted.body.id;
    const finalized = await call('PATCH', `${event()}/finalize`, undefined, token.approver);
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);

    // The fund's fee terms, entered after the call, dated from the first close.
    const basis = calculationExamples.find((e) => e.input.display_name === 'management_fee_basis')!;
    const calculation = await call<{ id: string }>(
      'POST',
      `/api/fund-family/${fundFamilyId}/transactions/calculations/`,
      basis.input,
    );
    expect(calculation.status).toBe(201);
    const fee = await call<{ id: string }>('POST', '/api/fee-information/', {
      fund_family_id: fundFamilyId,
      ...modelManagementFee(calculation.body.id, '2026-01-15'),
    });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    const exempt = await call('PUT', `/api/investor-class/${classG.body.id}/`, {
      name: 'Class G',
      fee_overrides: [{ fee_id: fee.body.id, rates: [{ from: '2026-01-15', rate_percent: '0' }] }],
    });
    expect(exempt.status, JSON.stringify(exempt.body)).toBe(200);
  });
  afterAll(() => t.dispose());

  it('posts the original call as worked by hand', async () => {
    const rows = await t.deps.handle.query<{ lp: string; code: string; amount: string }>(
      `select i.full_name as lp, c.name as code, t.amount_cents::text as amount
       from transactions t
       join transaction_codes c on c.id = t.transaction_code_id
       join investor_entities i on i.id = t.investor_entity_id
       where t.fund_family_event_id = $1
       order by c.name, i.full_name`,
      [callId],
    );
    expect(rows.map((r) => `${r.code} ${r.lp} ${r.amount}`)).toEqual([
      'contribution_investment Atlas Trust LP 30000000',
      'contribution_investment Birch Trust LP 20000000',
      'contribution_investment Harbor Trust LP 10000000',
      'contribution_management_fee Atlas Trust LP 500001',
      'contribution_management_fee Birch Trust LP 333333',
      'contribution_management_fee Harbor Trust LP 166666',
    ]);
  });

  it('keeps the fee line per LP, cent for cent, when only the investment line is edited', async () => {
    const made = await call<CancelCorrectPreview>(
      'POST',
      `${event()}/cancel-correct-preview`,
      correction([investment(900_000_00), managementFees(10_000_00)]),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(afterOf(made.body, 'contribution_management_fee')).toEqual({
      'Atlas Trust LP': 5_000_01,
      'Birch Trust LP': 3_333_33,
      'Harbor Trust LP': 1_666_66,
    });
    expect(
      made.body.lines
        .filter((l) => l.change_cents !== 0)
        .map((l) => [l.investor_name, l.transaction_code, l.change_cents]),
    ).toEqual([
      ['Atlas Trust LP', 'contribution_investment', 150_000_00],
      ['Birch Trust LP', 'contribution_investment', 100_000_00],
      ['Harbor Trust LP', 'contribution_investment', 50_000_00],
    ]);
  });

  it('allocates an edited fee line under the rules in force on the original due date', async () => {
    const made = await call<CancelCorrectPreview>(
      'POST',
      `${event()}/cancel-correct-preview`,
      correction([investment(600_000_00), managementFees(12_000_00)]),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(afterOf(made.body, 'contribution_management_fee')).toEqual({
      'Atlas Trust LP': 7_200_00,
      'Birch Trust LP': 4_800_00,
      'Harbor Trust LP': 0,
    });
    expect(afterOf(made.body, 'contribution_investment')).toEqual({
      'Atlas Trust LP': 300_000_00,
      'Birch Trust LP': 200_000_00,
      'Harbor Trust LP': 100_000_00,
    });
  });

  it('confirms it: the corrected call posts the kept fee split and reads as posted', async () => {
    const body = correction([investment(900_000_00), managementFees(10_000_00)]);
    const made = await call<CancelCorrectPreview>(
      'POST',
      `${event()}/cancel-correct-preview`,
      body,
    );
    const done = await call<CancelCorrectConfirmed>('POST', `${event()}/cancel-correct`, {
      ...body,
      token: made.body.token,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const corrected = await call<CapitalCallEvent>('GET', event(done.body.correction.event_id));
    expect(corrected.status).toBe(200);
    // The corrected call shows the line as the user sees it: a typed amount, no overrides.
    expect(corrected.body.uses.map((u) => [u.kind, u.amount_cents, u.overrides.length])).toEqual([
      ['investment', 900_000_00, 0],
      ['management_fees', 10_000_00, 0],
    ]);
    const rows = await t.deps.handle.query<{ lp: string; amount: string }>(
      `select i.full_name as lp, t.amount_cents::text as amount
       from transactions t
       join transaction_codes c on c.id = t.transaction_code_id
       join investor_entities i on i.id = t.investor_entity_id
       where t.fund_family_event_id = $1 and t.reverses_event_id is null
         and c.name = 'contribution_management_fee'
       order by i.full_name`,
      [done.body.correction.event_id],
    );
    expect(rows.map((r) => `${r.lp} ${r.amount}`)).toEqual([
      'Atlas Trust LP 500001',
      'Birch Trust LP 333333',
      'Harbor Trust LP 166666',
    ]);
  });
});
