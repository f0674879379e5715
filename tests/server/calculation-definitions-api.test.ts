import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AllCalculations,
  Calculation,
  CalculationNode,
} from '../../src/api/calculation-responses';
import type { CalculationInput } from '../../src/api/calculations';
import type { CalculationsAndFees } from '../../src/api/calculations-and-fees';
import type { FundEntity } from '../../src/api/fund-structure';
import {
  fees,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../../src/server/db/schema';
import { calculationCacheStats } from '../../src/server/calculation/calculation-value-cache';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const TODAY = '2026-06-15';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };
type Version = CalculationInput['versions'][number];

const mxl = (
  display_name: string,
  eval_string: string,
  extra: Partial<CalculationInput> = {},
  version: Partial<Version> = {},
): CalculationInput => ({
  name: display_name,
  display_name,
  display_type: 'money',
  versions: [{ start_date: '2020-01-01', calculation_type: 'advanced', eval_string, ...version }],
  ...extra,
});

const money = (cents: number) => ({ ok: true, kind: 'money', cents });

/**
 * Sub-calculations, dated definitions inside a version, the stored §3 fields, the ledger
 * filters read from real ledger columns, the value cache and calculations-and-fees.
 */
describe.each(testDatabases())('calculation definitions on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let beacon: string;
  let fundFamilyId: string;
  let base: string;
  let post: (
    code: string,
    cents: number,
    extra?: Partial<typeof transactions.$inferInsert>,
  ) => Promise<void>;

  const call = jsonCaller(
    () => t,
    () => admin,
  );
  const createMxl = (input: CalculationInput, token = admin) =>
    call<Calculation & ErrorBody>('POST', `${base}/calculations/mxl/`, input, token);
  const byName = async () =>
    Object.fromEntries(
      (await call<Calculation[]>('GET', `${base}/calculations/`)).body.map((calculation) => [
        calculation.display_name,
        calculation,
      ]),
    );

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date(`${TODAY}T12:00:00Z`) });
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    fundFamilyId = (
      await call<{ id: string }>('POST', '/api/fund-family/', { name: 'Definitions Test Fund' })
    ).body.id;
    base = `/api/fund-family/${fundFamilyId}`;
    const fund = (
      await call<FundEntity>('POST', `${base}/fund-entities/`, {
        name: 'Definitions Test Fund, L.P.',
        short_name: 'DTF',
        functional_type: 'main_fund',
        legal_type: 'limited_partnership',
      })
    ).body;
    const { db } = t.deps.handle;
    const codes = await db
      .select()
      .from(transaction_codes)
      .where(eq(transaction_codes.fund_family_id, fundFamilyId));
    const customerId = codes[0]!.customer_id;
    const [event] = await db
      .insert(fund_family_events)
      .values({
        customer_id: customerId,
        fund_family_id: fundFamilyId,
        event_type: 'portfolio_transaction_posting',
        state: 'completed',
        name: 'Investments',
        effective_date: '2025-02-01',
        sequence: 1,
      })
      .returning();
    post = async (code, cents, extra = {}) => {
      await db.insert(transactions).values({
        customer_id: customerId,
        fund_family_id: fundFamilyId,
        fund_family_event_id: event!.id,
        fund_entity_id: fund.id,
        transaction_code_id: codes.find((candidate) => candidate.name === code)!.id,
        amount_cents: cents,
        effective_date: '2025-02-01',
        ...extra,
      });
    };
    // Investments: $1,000 of debt in an LLC interest, $300 of equity in equity, $50 of
    // mezzanine debt with no security type; $20 of fees of which $5 is a fee holdback.
    await post('contribution_investment', 100_000, {
      investment_type: 'debt',
      security_type: 'llc_interest',
    });
    await post('contribution_investment', 30_000, {
      investment_type: 'equity',
      security_type: 'equity',
    });
    await post('contribution_investment', 5_000, { investment_type: 'mezzanine_debt' });
    await post('contribution_management_fee', 1_500);
    await post('contribution_management_fee', 500, { is_fee_holdback: true });
  });
  afterAll(() => t.dispose());

  it('applies the investment type, security type and fee holdback filters to ledger rows', async () => {
    const cases: [string, string, Version['filters'], number][] = [
      ['all_investments', 'contribution_investment', {}, 135_000],
      ['debt_investments', 'contribution_investment', { investment_type: 'debt' }, 100_000],
      ['mezzanine', 'contribution_investment', { investment_type: 'mezzanine_debt' }, 5_000],
      ['equity_securities', 'contribution_investment', { security_type: 'equity' }, 30_000],
      ['llc_interests', 'contribution_investment', { security_type: 'llc_interest' }, 100_000],
      [
        'debt_in_equity',
        'contribution_investment',
        { investment_type: 'debt', security_type: 'equity' },
        0,
      ],
      ['all_fees', 'contribution_management_fee', {}, 2_000],
      [
        'fees_less_holdbacks',
        'contribution_management_fee',
        { exclude_fee_holdbacks: true },
        1_500,
      ],
    ];
    for (const [name, formula, filters, cents] of cases) {
      const created = await createMxl(mxl(name, formula, {}, { filters }));
      expect(created.status, name).toBe(201);
      expect(created.body.value, name).toEqual(money(cents));
    }
    // The database refuses a type outside the spec's enumeration.
    await expect(
      post('contribution_investment', 1, { investment_type: 'bond' as 'debt' }),
    ).rejects.toThrow();
  });

  it('stores the spec §3 fields and refuses bad ones', async () => {
    const created = await createMxl(
      mxl(
        'irr_inputs',
        'contribution_investment',
        {
          aggregatable: true,
          is_hypo_performance_metric: true,
          is_investment_performance_calculation: true,
          time_periods: ['itd', 'qtd'],
        },
        { related_muuid_names: ['portfolio_nav'] },
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      aggregatable: true,
      is_hypo_performance_metric: true,
      is_investment_performance_calculation: true,
      time_periods: ['itd', 'qtd'],
    });
    expect(created.body.versions[0]).toMatchObject({
      version_calculation_type: 'TransactionCodeList',
      related_muuid_names: ['portfolio_nav'],
    });
    const basic = await call<Calculation>('POST', `${base}/transactions/calculations/`, {
      name: 'Fees',
      display_name: 'fees_basic',
      versions: [
        {
          start_date: '2020-01-01',
          calculation_type: 'basic',
          transaction_codes: [{ code_name: 'contribution_management_fee', add_or_subtract: 'add' }],
        },
      ],
    });
    expect(basic.body.versions[0]!.version_calculation_type).toBe('Other');
    expect(basic.body.aggregatable).toBe(false);

    const before = Object.keys(await byName()).length;
    const bad = await createMxl(
      mxl(
        'bad_fields',
        '1',
        { time_periods: ['itd', 'itd', 'xtd' as 'itd'] },
        { related_muuid_names: ['9lives'], version_calculation_type: 'Excel' as 'Other' },
      ),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data!).sort()).toEqual([
      'time_periods.2',
      'versions.0.related_muuid_names.0',
      'versions.0.version_calculation_type',
    ]);
    expect(Object.keys(await byName())).toHaveLength(before);
  });

  it('evaluates sub-calculations, shows them in the hierarchy and keeps them to their calculation', async () => {
    const created = await createMxl(
      mxl('net_invested', 'gross - fees_paid', {
        calculation_definitions: [
          { name: 'gross', formula: 'contribution_investment' },
          { name: 'fees_paid', formula: 'contribution_management_fee' },
        ],
      }),
    );
    expect(created.status).toBe(201);
    // $1,350 invested less $20 of fees.
    expect(created.body.value).toEqual(money(133_000));
    expect(created.body.sub_calculation_values).toEqual({
      gross: money(135_000),
      fees_paid: money(2_000),
    });
    const all = (await call<AllCalculations>('GET', `${base}/calculations/all`)).body;
    const node = all.hierarchical_calculations.find(
      (candidate: CalculationNode) => candidate.id === created.body.id,
    );
    expect(node!.children.map((child) => [child.display_name, child.sub_calculation])).toEqual([
      ['net_invested.gross', 'gross'],
      ['net_invested.fees_paid', 'fees_paid'],
    ]);

    const outsider = await createMxl(mxl('uses_sub', 'gross * 2'));
    expect(outsider.body.data).toEqual({
      'versions.0.eval_string': [
        'Unknown calculation or transaction code "gross" at line 1, column 1',
      ],
    });
  });

  it('refuses bad sub-calculations and names a cycle through them', async () => {
    const before = Object.keys(await byName()).length;
    const clash = await createMxl(
      mxl('clashing', 'a', {
        calculation_definitions: [
          { name: 'a', formula: '1' },
          { name: 'a', formula: '2' },
          { name: 'commitment', formula: '3' },
          { name: 'clashing', formula: '4' },
          { name: 'b', formula: '1 +' },
        ],
      }),
    );
    expect(clash.status).toBe(400);
    expect(clash.body.data).toMatchObject({
      'calculation_definitions.1.name': ['Each sub-calculation needs its own name'],
      'calculation_definitions.3.name': [
        'A sub-calculation cannot have the name of its calculation',
      ],
    });
    expect(clash.body.data!['calculation_definitions.4.formula']![0]).toMatch(/at line 1/);

    const shadow = await createMxl(
      mxl('shadowing', 'commitment', {
        calculation_definitions: [{ name: 'commitment', formula: '3' }],
      }),
    );
    expect(shadow.body.data).toEqual({
      'calculation_definitions.0.name': [
        '"commitment" is already a transaction code: choose another name',
      ],
    });
    const cycle = await createMxl(
      mxl('looping', 'first', {
        calculation_definitions: [
          { name: 'first', formula: 'second + 1' },
          { name: 'second', formula: 'first * 2' },
        ],
      }),
    );
    expect(cycle.status).toBe(400);
    expect(cycle.body.data).toEqual({
      'calculation_definitions.0.formula': [
        'Reference cycle: looping.first -> looping.second -> looping.first',
      ],
    });
    expect(Object.keys(await byName())).toHaveLength(before);
  });

  it('refuses to save an MXL formula that does not check, saying what and where', async () => {
    const before = Object.keys(await byName()).length;
    const unknownFunction = await createMxl(mxl('checked', 'commitment +\n  maxx(commitment, 0)'));
    expect(unknownFunction.status).toBe(400);
    expect(unknownFunction.body.code).toBe('invalid');
    expect(unknownFunction.body.data).toEqual({
      'versions.0.eval_string': ['Unknown function "maxx" at line 2, column 3'],
    });

    const arity = await createMxl(
      mxl('checked', 'abs(commitment, 2)', {
        calculation_definitions: [{ name: 'part', formula: 'round(1, 2, 3)' }],
      }),
    );
    expect(arity.body.data).toEqual({
      'versions.0.eval_string': ['abs() takes 1 argument, got 2 at line 1, column 1'],
      'calculation_definitions.0.formula': [
        'round() takes 1 to 2 arguments, got 3 at line 1, column 1',
      ],
    });

    const names = await createMxl(
      mxl('checked', 'commitment - contributon_investment + sum_codes("fees")', {
        calculation_definitions: [{ name: 'part', formula: 'nothing_here' }],
      }),
    );
    expect(names.status).toBe(400);
    expect(names.body.data).toEqual({
      'calculation_definitions.0.formula': [
        'Unknown calculation or transaction code "nothing_here" at line 1, column 1',
      ],
      'versions.0.eval_string': [
        'Unknown calculation or transaction code "contributon_investment" at line 1, column 14; ' +
          'Unknown transaction code "fees" at line 1, column 49',
      ],
    });
    expect(Object.keys(await byName())).toHaveLength(before);
  });

  it('evaluates the dated definition that covers today and checks definition windows', async () => {
    const twoDefinitions = mxl(
      'phased_investments',
      'contribution_investment',
      {},
      {
        definitions: [
          {
            start_date: '2021-01-01',
            end_date: '2025-12-31',
            calculation_type: 'advanced',
            eval_string: 'contribution_investment * 10',
          },
          {
            start_date: '2026-01-01',
            calculation_type: 'advanced',
            eval_string: 'contribution_investment * 2',
            filters: { investment_type: 'debt' },
          },
        ],
      },
    );
    const created = await createMxl(twoDefinitions);
    expect(created.status).toBe(201);
    // Today (2026-06-15) falls in the second definition: debt only, doubled.
    expect(created.body.value).toEqual(money(200_000));
    expect(created.body.versions[0]!.definitions.map((definition) => definition.formula)).toEqual([
      'contribution_investment * 10',
      'contribution_investment * 2',
    ]);

    const later = await call<Calculation>(
      'PUT',
      `${base}/calculations/mxl/${created.body.id}/`,
      mxl(
        'phased_investments',
        'contribution_investment',
        {},
        {
          id: created.body.versions[0]!.id,
          definitions: [
            { start_date: '2027-01-01', calculation_type: 'advanced', eval_string: '0' },
          ],
        },
      ),
    );
    // No definition covers today: the version's own formula applies.
    expect(later.body.value).toEqual(money(135_000));

    const bad = await call<ErrorBody>(
      'PUT',
      `${base}/calculations/mxl/${created.body.id}/`,
      mxl(
        'phased_investments',
        'contribution_investment',
        {},
        {
          id: created.body.versions[0]!.id,
          end_date: '2026-12-31',
          definitions: [
            {
              start_date: '2019-01-01',
              end_date: '2026-03-31',
              calculation_type: 'advanced',
              eval_string: '1',
            },
            { start_date: '2026-03-01', calculation_type: 'advanced', eval_string: 'nav_total' },
          ],
        },
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      'versions.0.definitions.0.start_date': [
        "A definition must start on or after its version's start date (01/01/2020)",
      ],
      'versions.0.definitions.1.end_date': [
        "A definition must end on or before its version's end date (12/31/2026)",
      ],
      'versions.0.definitions.1.start_date': [
        'Definitions must not overlap: end the earlier definition before this one starts',
      ],
    });
    expect((await byName()).phased_investments!.value).toEqual(money(135_000));
  });

  it('serves values from the cache until a new ledger row changes them', async () => {
    await byName();
    const misses = calculationCacheStats.misses;
    const hits = calculationCacheStats.hits;
    expect((await byName()).all_fees!.value).toEqual(money(2_000));
    expect(calculationCacheStats).toEqual({ hits: hits + 1, misses });

    await post('contribution_management_fee', 700);
    expect((await byName()).all_fees!.value).toEqual(money(2_700));
    expect(calculationCacheStats.misses).toBe(misses + 1);
  });

  it('lists the calculations with the fund family fees and their basis calculation', async () => {
    const { db } = t.deps.handle;
    const calculations = await byName();
    const [fund] = await db
      .select({ customer_id: transaction_codes.customer_id })
      .from(transaction_codes)
      .where(eq(transaction_codes.fund_family_id, fundFamilyId))
      .limit(1);
    await db.insert(fees).values({
      customer_id: fund!.customer_id,
      fund_family_id: fundFamilyId,
      name: 'Management fee',
      rates: [{ from: '2025-01-01', rate: '0.02' }],
      basis: [{ from: '2025-01-01', calculation_id: calculations.all_investments!.id }],
      day_count: 'actual_365',
      cadence: 'quarterly',
      charge_timing: 'in_advance',
      basis_determination: 'end_day',
      partial_period_basis: 'use_partial_period',
      order_of_operations: 'offsets_first',
    });
    const path = `${base}/transactions/calculations-and-fees/`;
    const answer = await call<CalculationsAndFees>('GET', path, undefined, reader);
    expect(answer.status).toBe(200);
    expect(answer.body.calculations.map((calculation) => calculation.display_name)).toEqual(
      Object.keys(calculations).sort(),
    );
    expect(answer.body.fees).toEqual([
      {
        id: expect.any(String),
        name: 'Management fee',
        type: 'management',
        cadence: 'quarterly',
        day_count: 'actual_365',
        charge_timing: 'in_advance',
        true_up_eligible: true,
        rates: [{ from: '2025-01-01', rate: '0.02' }],
        basis: [
          {
            from: '2025-01-01',
            calculation_id: calculations.all_investments!.id,
            calculation_display_name: 'all_investments',
          },
        ],
      },
    ]);
    // The fee's basis keeps the calculation it reads.
    const refused = await call<ErrorBody>(
      'DELETE',
      `${base}/calculations/mxl/${calculations.all_investments!.id}/`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'all_investments is the basis of the fee Management fee: change the fee first.',
    );
    expect((await call('GET', path, undefined, beacon)).status).toBe(404);
    expect(
      (await call('GET', '/api/fund-family/not-a-uuid/transactions/calculations-and-fees/')).status,
    ).toBe(404);
  });

  it("gives another customer's user nothing of sub-calculations or definitions", async () => {
    const calculation = (await byName()).net_invested!;
    const path = `${base}/calculations/mxl/${calculation.id}/`;
    expect((await call('GET', path, undefined, beacon)).status).toBe(404);
    const hijack = mxl('net_invested', '0', {
      calculation_definitions: [{ name: 'gross', formula: '0' }],
    });
    // Not internal, and MXL is not open to external users: refused before anything is read.
    expect((await call('PUT', path, hijack, beacon)).status).toBe(403);
    expect((await createMxl(hijack, beacon)).status).toBe(403);
    expect((await byName()).net_invested!.sub_calculation_values.gross).toEqual(money(135_000));
  });
});
