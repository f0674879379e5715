import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AllocationRuleGraph,
  AllocationRuleGraphSummary,
  AllocationRuleInput,
  AllocationsPlaygroundResult,
} from '../../src/api/allocation-rules';
import type { Calculation } from '../../src/api/calculation-responses';
import { jsonCaller } from './json-call';
import { ruleFund } from './rule-fund-fixture';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type ErrorBody = { message: string; data?: Record<string, string[]> };

describe.each(testDatabases())('rules on a calculation basis on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let beacon: string;
  let fund: Awaited<ReturnType<typeof ruleFund>>;
  let contributedId: string;
  let oneFigureId: string;
  let graphId: string;
  const call = jsonCaller(
    () => t,
    () => admin,
  );
  const graphs = () => `/api/fund-family/${fund.fundFamilyId}/allocation-rule-graphs/`;
  const byCalculation = (calculation_id: string | null): AllocationRuleInput[] => [
    {
      parent_id: fund.fundFamilyId,
      basis: 'calculation',
      calculation_id,
      children: [
        { child_id: fund.entity.Main!.id, percent: null },
        { child_id: fund.entity.Parallel!.id, percent: null },
      ],
    },
  ];
  const save = (rules: AllocationRuleInput[], name = 'By contributions') =>
    call<AllocationRuleGraph & ErrorBody>('POST', graphs(), {
      name,
      description: null,
      effective_date: '2026-01-01',
      rules,
    });
  const playground = (date: string, token = admin) =>
    call<AllocationsPlaygroundResult & ErrorBody>(
      'POST',
      `/api/fund-family/${fund.fundFamilyId}/allocations-playground/`,
      { allocation_rule_graph_id: graphId, amount_cents: 100_000, date },
      token,
    );

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    fund = await ruleFund(t, call, 'Calculation Basis Fund');
    // Contributions not in line with commitments: Main calls 10% (Avery $600,000, Brook
    // $400,000), Parallel 25% (Crest $1,250,000).
    await fund.postShareOfCommitments({
      name: 'Main call',
      date: '2026-03-31',
      code: 'contribution_investment',
      divisor: 10,
      fundEntityId: fund.entity.Main!.id,
    });
    await fund.postShareOfCommitments({
      name: 'Parallel call',
      date: '2026-03-31',
      code: 'contribution_investment',
      divisor: 4,
      fundEntityId: fund.entity.Parallel!.id,
    });
    const calculations = `/api/fund-family/${fund.fundFamilyId}/transactions/calculations/`;
    contributedId = (
      await call<Calculation>('POST', calculations, {
        name: 'Contributed capital',
        display_name: 'Contributed',
        display_type: 'money',
        versions: [
          {
            start_date: '2020-01-01',
            calculation_type: 'basic',
            transaction_codes: [{ code_name: 'contribution_investment', add_or_subtract: 'add' }],
          },
        ],
      })
    ).body.id;
    oneFigureId = (
      await call<Calculation>('POST', calculations, {
        name: 'A constant',
        display_name: 'Constant',
        display_type: 'decimal',
        versions: [{ start_date: '2020-01-01', calculation_type: 'advanced', eval_string: '1' }],
      })
    ).body.id;
  });
  afterAll(() => t.dispose());

  it('saves a rule graph on a calculation basis and names the calculation', async () => {
    const saved = await save(byCalculation(contributedId));
    expect(saved.status).toBe(201);
    graphId = saved.body.id;
    expect(saved.body.rules[0]).toMatchObject({
      basis: 'calculation',
      calculation_id: contributedId,
    });
    const list = await call<AllocationRuleGraphSummary[]>('GET', graphs());
    expect(list.body.find((g) => g.id === graphId)!.rule_lines).toEqual([
      'Calculation Basis Fund → Main, Parallel (pro rata by Contributed)',
    ]);
  });

  it('allocates in the playground by what the calculation gives each commitment', async () => {
    const result = await playground('2026-06-30');
    expect(result.status).toBe(200);
    const amounts = Object.fromEntries(result.body.rows.map((r) => [r.name, r.amount_cents]));
    // Main $1,000,000 : Parallel $1,250,000 contributed (4 : 5) of 100,000 cents: 44,444.44
    // and 55,555.56 → the leftover cent to the larger, Parallel. Main on to Avery and Brook by
    // commitment (6 : 4): 26,666.4 and 17,777.6 → the leftover cent to Avery.
    expect(amounts).toMatchObject({
      Main: 44_444,
      Parallel: 55_556,
      'Avery LP': 26_667,
      'Brook LP': 17_777,
      'Crest LP': 55_556,
    });
    expect(result.body.allocated_to_commitments_cents).toBe(100_000);
    expect(result.body.audit.map((s) => s.step)).toContain(
      'Allocate Calculation Basis Fund pro rata by Contributed',
    );
    const crest = result.body.rows.find((r) => r.name === 'Crest LP')!;
    expect(crest.paths[0]![0]).toMatchObject({
      from: 'Calculation Basis Fund',
      to: 'Parallel',
      basis: 'pro rata by Contributed',
      weight: '125000000',
      weight_total: '225000000',
    });
  });

  it('says when the calculation leaves nobody to allocate to', async () => {
    // Before the calls every commitment has contributed nothing.
    const early = await playground('2026-02-01');
    expect(early.status).toBe(400);
    expect(early.body.message).toContain('every child is excluded or weighs zero');
  });

  it('refuses a calculation basis without a usable calculation, saving nothing', async () => {
    const before = (await call<AllocationRuleGraphSummary[]>('GET', graphs())).body.length;
    const missing = await save(byCalculation(null), 'No calculation');
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual({ 'rules.0.calculation_id': ['Required'] });
    const unknown = await save(byCalculation('00000000-0000-4000-8000-000000000000'), 'Unknown');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual({ 'rules.0.calculation_id': ['Invalid'] });
    const notUuid = await save(byCalculation('nope'), 'Not a uuid');
    expect(notUuid.status).toBe(400);
    const oneFigure = await save(byCalculation(oneFigureId), 'One figure');
    expect(oneFigure.status).toBe(400);
    expect(oneFigure.body.data!['rules.0.calculation_id']![0]).toContain(
      'allocating by it needs a value per commitment',
    );
    expect((await call<AllocationRuleGraphSummary[]>('GET', graphs())).body.length).toBe(before);
  });

  it('shows another customer’s user nothing', async () => {
    expect((await playground('2026-06-30', beacon)).status).toBe(404);
    expect((await call('GET', graphs(), undefined, beacon)).status).toBe(404);
    expect((await call('GET', `${graphs()}${graphId}/`, undefined, beacon)).status).toBe(404);
  });
});
