import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AllocationRuleGraph,
  AllocationRuleGraphSummary,
  AllocationRuleInput,
  AllocationsPlaygroundResult,
  DeemedEqualizationPreview,
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

  it('previews an edit back-dated under a calculation basis through the same values', async () => {
    // Moving the top rule to pro rata by commitment from 2026-01-01 re-allocates each call on
    // its own, 6 : 4 : 5 of 15. Main's $1,000,000: 40,000,000, 26,666,666.67, 33,333,333.33
    // cents, the leftover cent to the largest, Avery; Parallel's $1,250,000: 50,000,000,
    // 33,333,333.33, 41,666,666.67, again Avery's cent. Against what each paid (60,000,000,
    // 40,000,000 and 125,000,000 cents) the deltas sum to nothing.
    const byCommitment = byCalculation(null).map((rule) => ({ ...rule, basis: 'commitment' }));
    const preview = await call<DeemedEqualizationPreview>(
      'POST',
      `${graphs()}${graphId}/preview-edit/`,
      {
        name: 'By contributions',
        description: null,
        effective_date: '2026-01-01',
        rules: byCommitment,
      },
    );
    expect(preview.status).toBe(200);
    const deltas = Object.fromEntries(
      preview.body.capital.lines.map((l) => [l.investor_entity_name, l.amount_cents]),
    );
    expect(deltas).toEqual({
      'Avery LP': 30_000_002,
      'Brook LP': 19_999_999,
      'Crest LP': -50_000_001,
    });
    // Back to the calculation basis, each call is spread 4 : 5 over Main and Parallel by what
    // they contributed, then by commitment inside Main. Main's call: 44,444,444.44 and
    // 55,555,555.56 → Parallel takes the leftover cent (55,555,556); Avery 26,666,667, Brook
    // 17,777,777. Parallel's call: 55,555,555.56 and 69,444,444.44 → 69,444,445 to Parallel;
    // Avery 33,333,333, Brook 22,222,222. So Avery gets exactly what it paid, and rounding
    // each call on its own moves one cent from Brook to Crest.
    const same = await call<DeemedEqualizationPreview>(
      'POST',
      `${graphs()}${graphId}/preview-edit/`,
      {
        name: 'By contributions',
        description: null,
        effective_date: '2026-01-01',
        rules: byCalculation(contributedId),
      },
    );
    expect(same.status).toBe(200);
    expect(
      Object.fromEntries(
        same.body.capital.lines.map((l) => [l.investor_entity_name, l.amount_cents]),
      ),
    ).toEqual({ 'Brook LP': -1, 'Crest LP': 1 });
    expect(same.body.capital.audit[0]!.formula).toContain('(pro rata by Contributed)');
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
