import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AllocationRuleGraph,
  AllocationRuleGraphSummary,
  AllocationRuleInput,
  AllocationsPlaygroundResult,
  ClosingAllocationRule,
  ClosingNonCapitalEqualization,
  DeemedEqualizationPreview,
} from '../../src/api/allocation-rules';
import type { Closing, FundEntity } from '../../src/api/fund-structure';
import { dollars, ruleFund } from './rule-fund-fixture';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { finalizeClosing } from './finalize-closing';

describe.each(testDatabases())('allocation rule graphs and the playground on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let writer: string;
  let beacon: string;
  let fundFamilyId: string;
  let otherFundFamilyId: string;
  const entity: Record<string, FundEntity> = {};
  const investorEntity: Record<string, string> = {};
  let graphId: string;
  let secondCloseId: string;

  const call = async <T>(method: string, path: string, body?: unknown, token = admin) => {
    const response = await t.request(path, {
      method,
      token,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const graphs = `/api/fund-family/${'{id}'}/allocation-rule-graphs/`;
  const graphsOf = (id: string) => graphs.replace('{id}', id);
  const fixed = (percents: Record<string, string>): AllocationRuleInput[] => [
    {
      parent_id: fundFamilyId,
      basis: 'fixed_percentages',
      children: Object.entries(percents).map(([name, percent]) => ({
        child_id: entity[name]!.id,
        percent,
      })),
    },
  ];
  let postShareOfCommitments: Awaited<ReturnType<typeof ruleFund>>['postShareOfCommitments'];
  const count = async (table: string) =>
    (await t.deps.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp(database);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const made = await ruleFund(t, call, 'Rules Fund', [['GP', 'general_partner']]);
    fundFamilyId = made.fundFamilyId;
    postShareOfCommitments = made.postShareOfCommitments;
    Object.assign(entity, made.entity);
    Object.assign(investorEntity, made.investorEntity);
    otherFundFamilyId = (
      await call<{ id: string }>('POST', '/api/fund-family/', { name: 'Rules Fund II' })
    ).body.id;
  });
  afterAll(() => t.dispose());

  it('saves a graph with fixed percentages and lists it', async () => {
    const created = await call<AllocationRuleGraph>('POST', graphsOf(fundFamilyId), {
      name: 'Main 60 / Parallel 40',
      description: null,
      effective_date: '2026-01-01',
      rules: fixed({ Main: '60', Parallel: '40' }),
    });
    expect(created.status).toBe(201);
    graphId = created.body.id;
    expect(created.body.versions.map((v) => [v.version, v.effective_date])).toEqual([
      [1, '2026-01-01'],
    ]);
    const list = await call<AllocationRuleGraphSummary[]>(
      'GET',
      graphsOf(fundFamilyId),
      undefined,
      reader,
    );
    expect(list.body).toEqual([
      expect.objectContaining({
        id: graphId,
        name: 'Main 60 / Parallel 40',
        version_count: 1,
        rule_lines: ['Rules Fund → Main 60%, Parallel 40% (fixed percentages)'],
      }),
    ]);
  });

  it('refuses graphs the engine could not allocate through, and saves nothing', async () => {
    const before = await count('allocation_rule_graphs');
    const attempt = (rules: unknown, name = 'Bad') =>
      call<{ message: string; data: Record<string, string[]> }>('POST', graphsOf(fundFamilyId), {
        name,
        description: null,
        effective_date: '2026-01-01',
        rules,
      });
    const notHundred = await attempt(fixed({ Main: '60', Parallel: '39.999999' }));
    expect(notHundred.status).toBe(400);
    expect(notHundred.body.data).toEqual({
      'rules.0.children': ['Fixed percentages must add up to exactly 100% (now 99.999999%)'],
    });
    const loop = await attempt([
      {
        parent_id: fundFamilyId,
        basis: 'commitment',
        children: [{ child_id: entity.Main!.id, percent: null }],
      },
      {
        parent_id: entity.Main!.id,
        basis: 'commitment',
        children: [{ child_id: entity.Parallel!.id, percent: null }],
      },
      {
        parent_id: entity.Parallel!.id,
        basis: 'commitment',
        children: [{ child_id: entity.Main!.id, percent: null }],
      },
    ]);
    expect(loop.status).toBe(400);
    expect(loop.body.message).toBe('The rules loop back through Main');
    const unreached = await attempt(fixed({ Main: '100' }));
    expect(unreached.status).toBe(400);
    expect(unreached.body.message).toBe('Commitments of Parallel are not reached by any rule');
    const foreign = await attempt([
      { parent_id: otherFundFamilyId, basis: 'commitment', children: [] },
    ]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.data['rules.0.parent_id']).toEqual(['Invalid']);
    const badPercent = await attempt(fixed({ Main: '60%', Parallel: '40' }));
    expect(badPercent.status).toBe(400);
    const blank = await attempt(fixed({ Main: '60', Parallel: '40' }), '  ');
    expect(blank.body.data).toEqual({ name: ['This field may not be blank.'] });
    expect(await count('allocation_rule_graphs')).toBe(before);
  });

  it('splits $1,000,000.01 to the cent with the path of every commitment', async () => {
    const result = await call<AllocationsPlaygroundResult>(
      'POST',
      `/api/fund-family/${fundFamilyId}/allocations-playground/`,
      { allocation_rule_graph_id: graphId, amount_cents: 100_000_001, date: '2026-02-01' },
      reader,
    );
    expect(result.status).toBe(200);
    // 60% of 100,000,001 = 60,000,000.6 and 40% = 40,000,000.4: the leftover cent goes to the
    // largest allocation, Main. Main's 60,000,001 splits 6 : 4 = 36,000,000.6 and 24,000,000.4,
    // and again the cent goes to the larger: Avery 36,000,001, Brook 24,000,000.
    const amounts = Object.fromEntries(result.body.rows.map((r) => [r.name, r.amount_cents]));
    expect(amounts).toEqual({
      'Rules Fund': 100_000_001,
      Main: 60_000_001,
      Parallel: 40_000_000,
      'Avery LP': 36_000_001,
      'Brook LP': 24_000_000,
      'Crest LP': 40_000_000,
    });
    expect(result.body.allocated_to_commitments_cents).toBe(100_000_001);
    const avery = result.body.rows.find((r) => r.name === 'Avery LP')!;
    expect(avery.paths).toEqual([
      [
        expect.objectContaining({
          from: 'Rules Fund',
          to: 'Main',
          exact: '60000000.600000',
          amount_cents: 60_000_001,
        }),
        expect.objectContaining({
          from: 'Main',
          to: 'Avery LP',
          exact: '36000000.600000',
          amount_cents: 36_000_001,
        }),
      ],
    ]);
    const early = await call<{ data: Record<string, string[]> }>(
      'POST',
      `/api/fund-family/${fundFamilyId}/allocations-playground/`,
      { allocation_rule_graph_id: graphId, amount_cents: 100, date: '2025-12-31' },
    );
    expect(early.status).toBe(400);
    expect(early.body.data).toEqual({ date: ['The rules take effect on 01/01/2026'] });
    const negative = await call<{ data: Record<string, string[]> }>(
      'POST',
      `/api/fund-family/${fundFamilyId}/allocations-playground/`,
      { allocation_rule_graph_id: null, amount_cents: -1, date: '2026-02-01' },
    );
    expect(negative.body.data).toEqual({ amount_cents: ['Amount must be positive.'] });
  });

  it('previews and posts the deemed equalization of an edit back-dated before a call', async () => {
    // A call of 10% of commitments on 2026-03-31, booked 60 : 40 by commitment inside Main
    // and to Crest in Parallel: Avery $600,000, Brook $400,000, Crest $500,000.
    await postShareOfCommitments({
      eventType: 'capital_activity',
      name: 'Capital call 1',
      date: '2026-03-31',
      code: 'contribution_investment',
      divisor: 10,
    });
    const edit = {
      name: 'Main 50 / Parallel 50',
      description: 'Side letter from March',
      effective_date: '2026-03-01',
      rules: fixed({ Main: '50', Parallel: '50' }),
    };
    const preview = await call<DeemedEqualizationPreview>(
      'POST',
      `${graphsOf(fundFamilyId)}${graphId}/preview-edit/`,
      edit,
    );
    expect(preview.status).toBe(200);
    // $1,500,000 again under 50 : 50 = Main $750,000 (Avery $450,000, Brook $300,000) and Crest
    // $750,000: Avery −$150,000, Brook −$100,000, Crest +$250,000; the deltas net to zero.
    const lines = preview.body.capital.lines.map((l) => [l.investor_entity_name, l.amount_cents]);
    expect(lines).toEqual([
      ['Avery LP', -dollars(150_000)],
      ['Brook LP', -dollars(100_000)],
      ['Crest LP', dollars(250_000)],
    ]);
    expect(preview.body.capital.transactions).toEqual([
      expect.objectContaining({ code: 'contribution_investment', total_cents: dollars(1_500_000) }),
    ]);
    expect(preview.body.non_capital.lines).toEqual([]);
    expect(preview.body.fee_true_up.lines).toEqual([]);
    expect(preview.body.capital.audit[0]!.step).toBe('Rules from 03/01/2026');

    const versionsBefore = await count('allocation_rule_graph_versions');
    const ledgerBefore = await count('transactions');
    const movedUnder = await call<{ message: string }>(
      'PUT',
      `${graphsOf(fundFamilyId)}${graphId}/`,
      {
        ...edit,
        rules: [
          ...fixed({ Main: '100' }),
          {
            parent_id: entity.Main!.id,
            basis: 'commitment',
            children: [{ child_id: entity.Parallel!.id, percent: null }],
          },
        ],
      },
    );
    expect(movedUnder.status).toBe(400);
    expect(movedUnder.body.message).toBe('Cannot edit preexisting fund structure connections.');
    const dropped = await call<{ message: string }>('PUT', `${graphsOf(fundFamilyId)}${graphId}/`, {
      ...edit,
      rules: [
        {
          parent_id: fundFamilyId,
          basis: 'commitment',
          children: [{ child_id: entity.Main!.id, percent: null }],
        },
      ],
    });
    expect(dropped.body.message).toBe('Deleting existing entities is not allowed.');
    expect(
      (
        await call('PUT', `${graphsOf(fundFamilyId)}${graphId}/`, {
          ...edit,
          effective_date: '2025-12-01',
        })
      ).status,
    ).toBe(400);
    expect((await call('PUT', `${graphsOf(fundFamilyId)}${graphId}/`, edit, writer)).status).toBe(
      403,
    );
    expect(await count('allocation_rule_graph_versions')).toBe(versionsBefore);
    expect(await count('transactions')).toBe(ledgerBefore);

    const saved = await call<AllocationRuleGraph>(
      'PUT',
      `${graphsOf(fundFamilyId)}${graphId}/`,
      edit,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.versions.map((v) => [v.version, v.effective_date])).toEqual([
      [1, '2026-01-01'],
      [2, '2026-03-01'],
    ]);
    const posted = await t.deps.handle.query<{
      name: string;
      amount: number;
      is_draft: boolean;
      event_type: string;
    }>(
      `SELECT ie.full_name AS name, t.amount_cents::int AS amount, t.is_draft, e.event_type
       FROM transactions t JOIN transaction_codes c ON c.id = t.transaction_code_id
       JOIN fund_family_events e ON e.id = t.fund_family_event_id
       JOIN investor_entities ie ON ie.id = t.investor_entity_id
       WHERE t.fund_family_id = $1 AND c.name = 'deemed_equalization' ORDER BY ie.full_name`,
      [fundFamilyId],
    );
    expect(posted).toEqual([
      {
        name: 'Avery LP',
        amount: -dollars(150_000),
        is_draft: true,
        event_type: 'allocation_rule_change',
      },
      {
        name: 'Brook LP',
        amount: -dollars(100_000),
        is_draft: true,
        event_type: 'allocation_rule_change',
      },
      {
        name: 'Crest LP',
        amount: dollars(250_000),
        is_draft: true,
        event_type: 'allocation_rule_change',
      },
    ]);
    const [audit] = await t.deps.handle.query<{ data: { deemed_equalization_rows: number } }>(
      `SELECT data FROM audit_log WHERE target_type = 'allocation_rule_graph' AND action = 'edit' AND target_id = $1`,
      [graphId],
    );
    expect(audit!.data.deemed_equalization_rows).toBe(3);
    // The playground before the edit's date still follows version 1.
    const before = await call<AllocationsPlaygroundResult>(
      'POST',
      `/api/fund-family/${fundFamilyId}/allocations-playground/`,
      { allocation_rule_graph_id: graphId, amount_cents: 1000, date: '2026-02-28' },
    );
    expect(before.body.rows.find((r) => r.name === 'Parallel')!.amount_cents).toBe(400);
  });

  it('shows, picks and posts a closing’s allocation rule and non-capital equalization', async () => {
    // $20,000 of organizational expenses allocated (not called) inside Main on 2026-04-30:
    // Avery $12,000, Brook $8,000.
    await t.deps.handle.query(
      `INSERT INTO transaction_codes (customer_id, fund_family_id, name, display_name, classification, affects_nav)
       SELECT customer_id, id, 'organizational_expenses', 'Organizational expenses', 'expenses', true
       FROM fund_families WHERE id = $1`,
      [fundFamilyId],
    );
    await postShareOfCommitments({
      eventType: 'adjustment',
      name: 'Org costs',
      date: '2026-04-30',
      code: 'organizational_expenses',
      divisor: 500,
      fundEntityId: entity.Main!.id,
    });
    secondCloseId = (
      await call<Closing>('POST', '/api/closing/', {
        fund_family_id: fundFamilyId,
        name: 'Second close',
        closing_date: '2026-06-30',
      })
    ).body.id;
    await call('PUT', `/api/closing/${secondCloseId}/add-security/`, {
      investor_entity_id: investorEntity['Dale LP'],
      owning_entity_id: entity.Main!.id,
      amount_cents: dollars(5_000_000),
    });
    const rule = `/api/closing/${secondCloseId}/allocation-rule/`;
    const shown = await call<ClosingAllocationRule>('GET', rule, undefined, reader);
    expect(shown.body).toMatchObject({
      allocation_rule_graph_id: null,
      name: 'Default: pro rata by commitment',
      can_change: true,
    });
    // By commitment over $20,000,000 (Dale's $5M included): Dale takes a quarter.
    expect(shown.body.preview.rows.find((r) => r.name === 'Dale LP')!.amount_cents).toBe(
      dollars(250_000),
    );
    expect(shown.body.preview.allocated_to_commitments_cents).toBe(dollars(1_000_000));

    expect((await call('PUT', rule, { allocation_rule_graph_id: graphId }, reader)).status).toBe(
      403,
    );
    expect((await call('PUT', rule, { allocation_rule_graph_id: 'nope' })).status).toBe(400);
    const foreignGraph = (
      await call<AllocationRuleGraph>('POST', graphsOf(otherFundFamilyId), {
        name: 'Elsewhere',
        description: null,
        effective_date: '2026-01-01',
        rules: [{ parent_id: otherFundFamilyId, basis: 'commitment', children: [] }],
      })
    ).body;
    const wrongFamily = await call<{ data: Record<string, string[]> }>('PUT', rule, {
      allocation_rule_graph_id: foreignGraph.id,
    });
    expect(wrongFamily.body.data).toEqual({ allocation_rule_graph_id: ['Invalid'] });
    const picked = await call<ClosingAllocationRule>('PUT', rule, {
      allocation_rule_graph_id: graphId,
    });
    expect(picked.body).toMatchObject({
      name: 'Main 50 / Parallel 50',
      effective_date: '2026-03-01',
    });
    // Half of $1,000,000 to Main, split 6 : 4 : 5 among Avery, Brook and Dale: 20,000,000,
    // 13,333,333.33 and 16,666,666.67 cents. The one leftover cent goes to the largest
    // allocation (the fund's ordering), Avery, not to the largest remainder.
    const split = Object.fromEntries(picked.body.preview.rows.map((r) => [r.name, r.amount_cents]));
    expect([split['Avery LP'], split['Brook LP'], split['Dale LP']]).toEqual([
      20_000_001, 13_333_333, 16_666_666,
    ]);

    // Dale is a third of Main after the close (5 of 15): of the $20,000 it takes $6,666.67
    // (2,000,000 / 3 = 666,666.67 cents, rounded once), which Avery and Brook give up 6 : 4:
    // 400,000.2 and 266,666.8 → the leftover cent to the larger, Avery 400,001, Brook 266,666.
    const expected = [
      ['Avery LP', 'existing', -400_001],
      ['Brook LP', 'existing', -266_666],
      ['Dale LP', 'admitted', 666_667],
    ];
    const nonCapital = `/api/closing/${secondCloseId}/non-capital-equalization/`;
    const open = await call<ClosingNonCapitalEqualization>('GET', nonCapital, undefined, reader);
    const byName = (lines: ClosingNonCapitalEqualization['lines']) =>
      lines
        .map((l) => [l.investor_entity_name, l.role, l.amount_cents])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byName(open.body.lines)).toEqual(expected);
    expect(open.body.posted).toBe(false);
    expect(open.body.audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          step: 'Main: expense Org costs of 2026-04-30 (organizational_expenses)',
          inputs: expect.objectContaining({ amount_cents: dollars(20_000) }),
          value: 666_667,
        }),
      ]),
    );
    await finalizeClosing(t, secondCloseId);
    const finalized = await call<ClosingNonCapitalEqualization>('GET', nonCapital);
    expect(finalized.body.posted).toBe(true);
    expect(byName(finalized.body.lines)).toEqual(expected);
    const rows = await t.deps.handle.query<{ name: string; amount: number }>(
      `SELECT ie.full_name AS name, t.amount_cents::int AS amount FROM transactions t
       JOIN transaction_codes c ON c.id = t.transaction_code_id
       JOIN investor_entities ie ON ie.id = t.investor_entity_id
       WHERE t.fund_family_id = $1 AND c.name = 'non_capital_equalization_expenses' ORDER BY ie.full_name`,
      [fundFamilyId],
    );
    expect(rows).toEqual([
      { name: 'Avery LP', amount: -400_001 },
      { name: 'Brook LP', amount: -266_666 },
      { name: 'Dale LP', amount: 666_667 },
    ]);
    const late = await call<{ code: string }>('PUT', rule, { allocation_rule_graph_id: null });
    expect(late.status).toBe(409);
    expect((await call<ClosingAllocationRule>('GET', rule)).body.can_change).toBe(false);
  });

  it("gives another customer's user nothing", async () => {
    const list = await call('GET', graphsOf(fundFamilyId), undefined, beacon);
    expect(list.status).toBe(404);
    expect(
      (await call('GET', `${graphsOf(fundFamilyId)}${graphId}/`, undefined, beacon)).status,
    ).toBe(404);
    const versions = await count('allocation_rule_graph_versions');
    expect(
      (
        await call(
          'PUT',
          `${graphsOf(fundFamilyId)}${graphId}/`,
          {
            name: 'x',
            description: null,
            effective_date: '2026-12-01',
            rules: fixed({ Main: '50', Parallel: '50' }),
          },
          beacon,
        )
      ).status,
    ).toBe(404);
    expect(await count('allocation_rule_graph_versions')).toBe(versions);
    expect(
      (
        await call(
          'POST',
          `/api/fund-family/${fundFamilyId}/allocations-playground/`,
          { allocation_rule_graph_id: graphId, amount_cents: 100, date: '2026-06-30' },
          beacon,
        )
      ).status,
    ).toBe(404);
    for (const path of ['allocation-rule', 'non-capital-equalization'])
      expect(
        (await call('GET', `/api/closing/${secondCloseId}/${path}/`, undefined, beacon)).status,
      ).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/api/closing/${secondCloseId}/allocation-rule/`,
          { allocation_rule_graph_id: null },
          beacon,
        )
      ).status,
    ).toBe(404);
  });
});
