import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllCalculations, Calculation } from '../../src/api/calculation-responses';
import { calculationDisplayNameMessage, type CalculationInput } from '../../src/api/calculations';
import type { FundEntity, Investor } from '../../src/api/fund-structure';
import {
  audit_log,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../../src/server/db/schema';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const dollars = (amount: number) => amount * 100;
const TODAY = '2026-06-15';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

const basic = (
  name: string,
  display_name: string,
  codes: [string, 'add' | 'subtract'][],
): CalculationInput => ({
  name,
  display_name,
  display_type: 'money',
  versions: [
    {
      start_date: '2020-01-01',
      calculation_type: 'basic',
      transaction_codes: codes.map(([code_name, add_or_subtract]) => ({
        code_name,
        add_or_subtract,
      })),
    },
  ],
});

const advanced = (
  name: string,
  display_name: string,
  eval_string: string,
  filters: NonNullable<CalculationInput['versions'][number]['filters']> = {},
): CalculationInput => ({
  name,
  display_name,
  display_type: 'money',
  versions: [{ start_date: '2020-01-01', calculation_type: 'advanced', eval_string, filters }],
});

describe.each(testDatabases())('calculations on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let config: string;
  let reader: string;
  let beacon: string;
  let fundFamilyId: string;
  let base: string;

  const call = jsonCaller(
    () => t,
    () => admin,
  );
  const create = (input: CalculationInput, token = admin) =>
    call<Calculation & ErrorBody>('POST', `${base}/transactions/calculations/`, input, token);
  const list = async () =>
    (await call<Calculation[]>('GET', `${base}/calculations/`)).body.reduce<
      Record<string, Calculation>
    >((byName, calculation) => ({ ...byName, [calculation.display_name]: calculation }), {});

  /**
   * A small ledger, hand-sized so every figure can be worked out on paper: LP A commits
   * $1,000,000 and LP B $500,000; the first call asks 20% for investments and 1% for
   * fees, a second call $2,500 of expenses from A; a draft call of $50,000 to B.
   */
  async function postLedger() {
    const { db } = t.deps.handle;
    const fund = (
      await call<FundEntity>('POST', `/api/fund-family/${fundFamilyId}/fund-entities/`, {
        name: 'Calculation Test Fund, L.P.',
        short_name: 'CTF',
        functional_type: 'main_fund',
        legal_type: 'limited_partnership',
      })
    ).body;
    const lp: Record<string, string> = {};
    for (const name of ['LP A', 'LP B']) {
      const created = await call<Investor>('POST', '/api/investor/', {
        name,
        external_id: null,
        primary_contact_email: null,
        entity: { full_name: name, legal_type: 'limited_partnership' },
      });
      lp[name] = created.body.entities[0]!.id;
    }
    const codes = await db
      .select()
      .from(transaction_codes)
      .where(eq(transaction_codes.fund_family_id, fundFamilyId));
    const codeId = (name: string) => codes.find((code) => code.name === name)!.id;
    const [event] = await db
      .insert(fund_family_events)
      .values({
        customer_id: codes[0]!.customer_id,
        fund_family_id: fundFamilyId,
        event_type: 'capital_activity',
        state: 'completed',
        name: 'Test activity',
        effective_date: '2025-01-15',
        sequence: 1,
      })
      .returning();
    const row = (code: string, amount: number, date: string, who: string, is_draft = false) => ({
      customer_id: codes[0]!.customer_id,
      fund_family_id: fundFamilyId,
      fund_family_event_id: event!.id,
      fund_entity_id: fund.id,
      investor_entity_id: lp[who]!,
      transaction_code_id: codeId(code),
      amount_cents: dollars(amount),
      effective_date: date,
      is_draft,
    });
    await db
      .insert(transactions)
      .values([
        row('commitment', 1_000_000, '2025-01-15', 'LP A'),
        row('commitment', 500_000, '2025-01-15', 'LP B'),
        row('contribution_investment', 200_000, '2025-03-31', 'LP A'),
        row('contribution_investment', 100_000, '2025-03-31', 'LP B'),
        row('contribution_management_fee', 10_000, '2025-03-31', 'LP A'),
        row('contribution_management_fee', 5_000, '2025-03-31', 'LP B'),
        row('contribution_expenses', 2_500, '2025-06-30', 'LP A'),
        row('contribution_investment', 50_000, '2025-06-30', 'LP B', true),
      ]);
  }

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date(`${TODAY}T12:00:00Z`) });
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    config = (await t.signIn('config@demo.test', 'demo-config-2026')).access;
    reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    fundFamilyId = (
      await call<{ id: string }>('POST', '/api/fund-family/', { name: 'Calculation Test Fund' })
    ).body.id;
    base = `/api/fund-family/${fundFamilyId}`;
    await postLedger();
  });
  afterAll(() => t.dispose());

  it('creates the three examples and evaluates them over the ledger', async () => {
    const total = await create(
      basic('Total contributions', 'total_contributions', [
        ['contribution_investment', 'add'],
        ['contribution_management_fee', 'add'],
        ['contribution_expenses', 'add'],
      ]),
    );
    expect(total.status).toBe(201);
    // $200,000 + $100,000 + $10,000 + $5,000 + $2,500; the draft $50,000 is left out.
    expect(total.body.value).toEqual({ ok: true, kind: 'money', cents: dollars(317_500) });
    expect(total.body.versions[0]!.formula).toBe(
      'sum_codes("contribution_investment") + sum_codes("contribution_management_fee") + sum_codes("contribution_expenses")',
    );
    const unfunded = await create(
      advanced('Unfunded commitment', 'unfunded_commitment', 'commitment - total_contributions'),
    );
    expect(unfunded.status).toBe(201);
    // $1,500,000 committed less $317,500 contributed.
    expect(unfunded.body.value).toEqual({ ok: true, kind: 'money', cents: dollars(1_182_500) });
    expect(unfunded.body.versions[0]!.related_calculation_ids).toEqual({
      total_contributions: total.body.id,
    });
    const basis = await create(
      basic('Management fee basis', 'management_fee_basis', [['commitment', 'add']]),
    );
    expect(basis.body.value).toEqual({ ok: true, kind: 'money', cents: dollars(1_500_000) });

    const byName = await list();
    expect(byName.total_contributions!.referenced_by).toEqual([
      {
        id: unfunded.body.id,
        name: 'unfunded_commitment',
        formula: 'commitment - total_contributions',
        related_calculation_ids: { total_contributions: total.body.id },
      },
    ]);
    const audit = await t.deps.handle.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.target_type, 'transaction_calculation'),
          eq(audit_log.target_id, total.body.id),
        ),
      );
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it('applies the filters of a definition', async () => {
    const withDrafts = await create(
      advanced('Called with drafts', 'called_with_drafts', 'contribution_investment', {
        include_draft_transactions: true,
      }),
    );
    expect(withDrafts.body.value).toEqual({ ok: true, kind: 'money', cents: dollars(350_000) });
    const firstQuarter = await create(
      advanced('Called by April', 'called_by_april', 'total_contributions', {
        end_date: '2025-04-30',
      }),
    );
    // The caller's filters do not reach total_contributions, which applies its own.
    expect(firstQuarter.body.value).toEqual({ ok: true, kind: 'money', cents: dollars(317_500) });
    const window = await create(
      advanced(
        'Fees by April',
        'fees_by_april',
        'contribution_management_fee + contribution_expenses',
        {
          end_date: '2025-04-30',
        },
      ),
    );
    expect(window.body.value).toEqual({ ok: true, kind: 'money', cents: dollars(15_000) });
  });

  it('keeps dated versions and evaluates the one in effect today', async () => {
    const versions: CalculationInput['versions'] = [
      {
        start_date: '2025-01-01',
        end_date: '2025-12-31',
        calculation_type: 'advanced',
        eval_string: 'commitment',
      },
      {
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        calculation_type: 'advanced',
        eval_string: 'commitment - contribution_investment',
      },
      {
        start_date: '2027-01-01',
        calculation_type: 'basic',
        is_draft: true,
        transaction_codes: [{ code_name: 'commitment', add_or_subtract: 'add' }],
      },
    ];
    const created = await create({ ...advanced('Fee basis', 'fee_basis', 'x'), versions });
    expect(created.status).toBe(201);
    expect(created.body.versions.map((v) => [v.status, v.is_draft])).toEqual([
      ['completed', false],
      ['current', false],
      ['scheduled', true],
    ]);
    expect(created.body.value).toEqual({ ok: true, kind: 'money', cents: dollars(1_200_000) });

    const edited = await call<Calculation>(
      'PUT',
      `${base}/transactions/calculations/${created.body.id}/`,
      {
        ...advanced('Fee basis', 'fee_basis', 'x'),
        versions: [
          { ...versions[0], id: created.body.versions[0]!.id },
          { ...versions[1], id: created.body.versions[1]!.id, eval_string: 'commitment * 2' },
        ],
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.versions).toHaveLength(2);
    expect(edited.body.versions[0]!.id).toBe(created.body.versions[0]!.id);
    expect(edited.body.value).toEqual({ ok: true, kind: 'money', cents: dollars(3_000_000) });
  });

  it('refuses bad input with field paths and changes nothing', async () => {
    const before = Object.keys(await list()).length;
    const badName = await create(advanced('Bad', '1st_total', 'commitment'));
    expect(badName.status).toBe(400);
    expect(badName.body.data).toEqual({ display_name: [calculationDisplayNameMessage] });

    const unparsable = await create(advanced('Broken', 'broken', 'commitment +'));
    expect(unparsable.status).toBe(400);
    expect(unparsable.body.data!['versions.0.eval_string']![0]).toMatch(
      /^Unexpected end of input at line 1, column 13$/,
    );

    const noCodes = await create(basic('Empty', 'empty', []));
    expect(noCodes.body.data).toEqual({ 'versions.0.transaction_codes': ['At least 1 items'] });

    const unknownCode = await create(basic('Odd', 'odd', [['carried_interest', 'add']]));
    expect(unknownCode.body.data).toEqual({
      'versions.0.transaction_codes.0.code_name': ['Unknown transaction code "carried_interest"'],
    });

    const unknownName = await create(advanced('Odd', 'odd', 'commitment - nav_total'));
    expect(unknownName.body.data).toEqual({
      'versions.0.eval_string': [
        'Unknown calculation or transaction code "nav_total" at line 1, column 14',
      ],
    });

    const taken = await create(advanced('Again', 'total_contributions', 'commitment'));
    expect(taken.body.data).toEqual({
      display_name: ['A calculation with this display name already exists.'],
    });

    const overlapping = await create({
      ...advanced('Overlap', 'overlap', 'commitment'),
      versions: [
        {
          start_date: '2025-01-01',
          end_date: null,
          calculation_type: 'advanced',
          eval_string: '1',
        },
        { start_date: '2026-01-01', calculation_type: 'advanced', eval_string: '2' },
      ],
    });
    expect(Object.keys(overlapping.body.data!)).toEqual(['versions.1.start_date']);
    expect(Object.keys(await list())).toHaveLength(before);
  });

  it('refuses a reference cycle and names it', async () => {
    const a = await create(advanced('A', 'cycle_a', 'commitment'));
    const b = await create(advanced('B', 'cycle_b', 'cycle_a * 2'));
    expect(b.body.value).toEqual({ ok: true, kind: 'money', cents: dollars(3_000_000) });
    const closing = await call<ErrorBody>(
      'PUT',
      `${base}/transactions/calculations/${a.body.id}/`,
      advanced('A', 'cycle_a', 'cycle_b + 1'),
    );
    expect(closing.status).toBe(400);
    expect(closing.body.data).toEqual({
      'versions.0.eval_string': ['Reference cycle: cycle_a -> cycle_b -> cycle_a'],
    });
    const self = await call<ErrorBody>(
      'PUT',
      `${base}/transactions/calculations/${a.body.id}/`,
      advanced('A', 'cycle_a', 'cycle_a + 1'),
    );
    expect(self.body.data).toEqual({
      'versions.0.eval_string': ['Reference cycle: cycle_a -> cycle_a'],
    });
    expect((await list()).cycle_a!.versions[0]!.formula).toBe('commitment');
  });

  it('refuses the second of two concurrent edits that would close a cycle together', async () => {
    const a = await create(advanced('Race A', 'race_a', 'commitment'));
    const b = await create(advanced('Race B', 'race_b', 'commitment'));
    const results = await Promise.all([
      call(
        'PUT',
        `${base}/transactions/calculations/${a.body.id}/`,
        advanced('A', 'race_a', 'race_b'),
      ),
      call(
        'PUT',
        `${base}/transactions/calculations/${b.body.id}/`,
        advanced('B', 'race_b', 'race_a'),
      ),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    for (const id of [a.body.id, b.body.id]) {
      await call(
        'PUT',
        `${base}/transactions/calculations/${id}/`,
        advanced('R', id === a.body.id ? 'race_a' : 'race_b', 'commitment'),
      );
    }
    for (const id of [a.body.id, b.body.id]) {
      expect((await call('DELETE', `${base}/transactions/calculations/${id}/`)).status).toBe(204);
    }
  });

  it('lists flat and hierarchical calculations', async () => {
    const all = await call<AllCalculations>('GET', `${base}/calculations/all`);
    expect(all.status).toBe(200);
    const names = all.body.flat_calculations.map((calculation) => calculation.display_name);
    expect(names).toContain('unfunded_commitment');
    const unfunded = all.body.hierarchical_calculations.find(
      (node) => node.display_name === 'unfunded_commitment',
    );
    expect(unfunded!.children.map((child) => child.display_name)).toEqual(['total_contributions']);
    const roots = all.body.hierarchical_calculations.map((node) => node.display_name);
    expect(roots).not.toContain('total_contributions');
    expect(roots).not.toContain('cycle_a');
    const excluded = await call<AllCalculations>(
      'GET',
      `${base}/calculations/all?contexts_to_exclude=default`,
    );
    expect(excluded.body.flat_calculations).toEqual([]);
  });

  it('refuses to delete a calculation another one uses', async () => {
    const byName = await list();
    const used = await call<ErrorBody>(
      'DELETE',
      `${base}/transactions/calculations/${byName.cycle_a!.id}/`,
    );
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('cycle_a is used by cycle_b: change those formulas first.');
    for (const name of ['cycle_b', 'cycle_a']) {
      const deleted = await call(
        'DELETE',
        `${base}/transactions/calculations/${byName[name]!.id}/`,
      );
      expect(deleted.status).toBe(204);
    }
    expect(Object.keys(await list())).not.toContain('cycle_a');
  });

  it('lets config users write, readers read, and only internal users write MXL', async () => {
    const refused = await create(advanced('Reader', 'by_reader', 'commitment'), reader);
    expect(refused.status).toBe(403);
    const readable = await call<Calculation[]>('GET', `${base}/calculations/`, undefined, reader);
    expect(readable.status).toBe(200);

    const byConfig = await create(advanced('Config', 'by_config', 'commitment'), config);
    expect(byConfig.status).toBe(201);

    const mxl = advanced('MXL', 'mxl_total', 'max(commitment - total_contributions, 0)');
    const external = await call('POST', `${base}/calculations/mxl/`, mxl, config);
    expect(external.status).toBe(403);
    const exists = () =>
      call<{ exists: boolean }>(
        'GET',
        `/api/calculations/completed-mxl-exists/?fund_family_id=${fundFamilyId}&state=completed`,
      );
    expect((await exists()).body).toEqual({ exists: false });
    const internal = await call<Calculation>('POST', `${base}/calculations/mxl/`, {
      ...mxl,
      versions: [
        {
          start_date: '2025-01-01',
          end_date: '2025-12-31',
          calculation_type: 'advanced',
          eval_string: 'commitment',
        },
        {
          start_date: '2026-01-01',
          calculation_type: 'advanced',
          eval_string: mxl.versions[0]!.eval_string,
        },
      ],
    });
    expect(internal.status).toBe(201);
    expect(internal.body.kind).toBe('mxl');
    expect(internal.body.value).toEqual({ ok: true, kind: 'money', cents: dollars(1_182_500) });
    expect((await exists()).body).toEqual({ exists: true });
    // From now on the other calculations are not edited (spec §6), on the server too.
    const frozen = await call<ErrorBody>(
      'PUT',
      `${base}/transactions/calculations/${byConfig.body.id}/`,
      advanced('Config renamed', 'by_config', 'commitment'),
      config,
    );
    expect(frozen.status).toBe(409);
    expect((await list()).by_config?.name).toBe('Config');

    const history = {
      ...mxl,
      versions: [
        {
          id: internal.body.versions[0]!.id,
          start_date: '2025-01-01',
          end_date: '2025-12-31',
          calculation_type: 'advanced',
          eval_string: 'commitment * 2',
        },
        { ...internal.body.versions[1]! },
      ],
    };
    const path = `${base}/calculations/mxl/${internal.body.id}/`;
    const safe = await call<ErrorBody>('PUT', path, history);
    expect(safe.status).toBe(400);
    expect(safe.body.data).toEqual({
      'versions.0': ['A completed version can only be changed with Unsafe Edit (Internal Only).'],
    });
    expect((await call('PUT', `${path}?unsafe=true`, history, config)).status).toBe(403);
    const unsafe = await call<Calculation>('PUT', `${path}?unsafe=true`, history);
    expect(unsafe.status).toBe(200);
    expect(unsafe.body.versions[0]!.formula).toBe('commitment * 2');
    const [entry] = await t.deps.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.target_id, internal.body.id), eq(audit_log.action, 'edit')));
    expect(entry!.data).toMatchObject({ unsafe: true });
  });

  it("gives another customer's user nothing", async () => {
    const byName = await list();
    const id = byName.total_contributions!.id;
    expect((await call('GET', `${base}/calculations/`, undefined, beacon)).status).toBe(404);
    expect((await call('GET', `${base}/calculations/all`, undefined, beacon)).status).toBe(404);
    expect(
      (await call('GET', `${base}/transactions/calculations/${id}/`, undefined, beacon)).status,
    ).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `${base}/transactions/calculations/${id}/`,
          advanced('Hijack', 'total_contributions', '0'),
          beacon,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('DELETE', `${base}/transactions/calculations/${id}/`, undefined, beacon)).status,
    ).toBe(404);
    expect((await create(advanced('X', 'x', 'commitment'), beacon)).status).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/calculations/completed-mxl-exists/?fund_family_id=${fundFamilyId}`,
          undefined,
          beacon,
        )
      ).status,
    ).toBe(404);
    expect((await list()).total_contributions!.value).toEqual({
      ok: true,
      kind: 'money',
      cents: dollars(317_500),
    });
  });
});
