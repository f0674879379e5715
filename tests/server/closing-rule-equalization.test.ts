import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AllocationRuleGraph,
  AllocationRuleInput,
  ClosingNonCapitalEqualization,
} from '../../src/api/allocation-rules';
import type { Closing } from '../../src/api/fund-structure';
import { jsonCaller } from './json-call';
import { dollars, ruleFund } from './rule-fund-fixture';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';
import { finalizeClosing } from './finalize-closing';

describe.each(testDatabases())(
  'a closing’s allocation rules in its equalization on $name',
  (database) => {
    let t: TestApp;
    let admin: string;
    let beacon: string;
    let fund: Awaited<ReturnType<typeof ruleFund>>;
    let closingId: string;
    const graph: Record<string, string> = {};
    const call = jsonCaller(
      () => t,
      () => admin,
    );
    const commitmentOf: Record<string, string> = {};
    const capital = async () => {
      const closing = (await call<Closing>('GET', `/api/closing/${closingId}/`)).body;
      for (const line of closing.equalization)
        commitmentOf[line.investor_entity_name] = line.commitment_id;
      return {
        lines: Object.fromEntries(
          closing.equalization.map((l) => [`${l.investor_entity_name} ${l.role}`, l.amount_cents]),
        ),
        audit: closing.equalization_audit,
      };
    };
    const nonCapital = async () => {
      const result = (
        await call<ClosingNonCapitalEqualization>(
          'GET',
          `/api/closing/${closingId}/non-capital-equalization/`,
        )
      ).body;
      return Object.fromEntries(
        result.lines.map((l) => [`${l.investor_entity_name} ${l.role}`, l.amount_cents]),
      );
    };
    const pick = (graphId: string | null, token = admin) =>
      call<{ data?: Record<string, string[]> }>(
        'PUT',
        `/api/closing/${closingId}/allocation-rule/`,
        { allocation_rule_graph_id: graphId },
        token,
      );
    const sum = (amounts: Record<string, number>, role: string) =>
      Object.entries(amounts)
        .filter(([key]) => key.endsWith(role))
        .reduce((total, [, cents]) => total + cents, 0);

    beforeAll(async () => {
      t = await startTestApp(database);
      admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
      beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
      fund = await ruleFund(t, call, 'Equalization Rules Fund');
      // A call of 10% of every commitment on 2026-03-31: Main $1,000,000, Parallel $500,000.
      await fund.postShareOfCommitments({
        name: 'First call',
        date: '2026-03-31',
        code: 'contribution_investment',
        divisor: 10,
      });
      // $20,000 of expenses allocated (not called) inside Main: Avery $12,000, Brook $8,000.
      await t.deps.handle.query(
        `INSERT INTO transaction_codes (customer_id, fund_family_id, name, display_name, classification, affects_nav)
       SELECT customer_id, id, 'organizational_expenses', 'Organizational expenses', 'expenses', true
       FROM fund_families WHERE id = $1`,
        [fund.fundFamilyId],
      );
      await fund.postShareOfCommitments({
        name: 'Org costs',
        date: '2026-04-30',
        code: 'organizational_expenses',
        divisor: 500,
        fundEntityId: fund.entity.Main!.id,
      });
      const rules: Record<string, AllocationRuleInput[]> = {
        'By commitment': [
          {
            parent_id: fund.fundFamilyId,
            basis: 'commitment',
            children: [
              { child_id: fund.entity.Main!.id, percent: null },
              { child_id: fund.entity.Parallel!.id, percent: null },
            ],
          },
        ],
        'Main 50 / Parallel 50': [
          {
            parent_id: fund.fundFamilyId,
            basis: 'fixed_percentages',
            children: [
              { child_id: fund.entity.Main!.id, percent: '50' },
              { child_id: fund.entity.Parallel!.id, percent: '50' },
            ],
          },
        ],
      };
      for (const [name, graphRules] of Object.entries(rules))
        graph[name] = (
          await call<AllocationRuleGraph>(
            'POST',
            `/api/fund-family/${fund.fundFamilyId}/allocation-rule-graphs/`,
            { name, description: null, effective_date: '2026-01-01', rules: graphRules },
          )
        ).body.id;
      closingId = (
        await call<Closing>('POST', '/api/closing/', {
          fund_family_id: fund.fundFamilyId,
          name: 'Second close',
          closing_date: '2026-06-30',
        })
      ).body.id;
      await call('PUT', `/api/closing/${closingId}/add-security/`, {
        investor_entity_id: fund.investorEntity['Dale LP'],
        owning_entity_id: fund.entity.Main!.id,
        amount_cents: dollars(5_000_000),
      });
    });
    afterAll(() => t.dispose());

    // Dale is a third of Main after the close (5 of 15): it pays a third of Main's $1,000,000
    // call, rounded once, 33,333,333 cents, whatever the rules; they decide who gets it back.
    const dalePays = 33_333_333;

    it('without picked rules refunds Main’s own partners by commitment, as before', async () => {
      const { lines } = await capital();
      // 6 : 4 → 19,999,999.8 and 13,333,333.2; the leftover cent to the larger, Avery.
      expect(lines).toEqual({
        'Dale LP admitted': dalePays,
        'Avery LP existing': 20_000_000,
        'Brook LP existing': 13_333_333,
      });
    });

    it('refunds through a rule graph by commitment: the parallel fund’s partner shares', async () => {
      expect((await pick(graph['By commitment']!)).status).toBe(200);
      const { lines, audit } = await capital();
      // Pro rata by commitment over the whole family, each existing partner gives up share in
      // proportion to its commitment, 6 : 4 : 5 of 15: 13,333,333.2, 8,888,888.8 and
      // 11,111,111 cents; the leftover cent to the largest, Avery.
      expect(lines).toEqual({
        'Dale LP admitted': dalePays,
        'Avery LP existing': 13_333_334,
        'Brook LP existing': 8_888_888,
        'Crest LP existing': 11_111_111,
      });
      expect(sum(lines, 'existing')).toBe(dalePays);
      expect(audit).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            step: 'Closing allocation rules: By commitment (effective 01/01/2026)',
            inputs: expect.objectContaining({
              rules: 'Equalization Rules Fund → Main, Parallel (pro rata by commitment)',
            }),
          }),
          expect.objectContaining({
            step: 'Returned to existing commitments through By commitment (effective 01/01/2026)',
            value: dalePays,
          }),
          // Of 1,000,000,000,000 reference cents, without Dale: Main 666,666,666,667 (the
          // leftover cent), Avery 400,000,000,001 (again), Brook 266,666,666,666, Crest
          // 333,333,333,333; with Dale: Avery 300,000,000,000, Brook 200,000,000,000, Crest
          // 250,000,000,000. Each weight is the drop.
          expect.objectContaining({
            step: 'Refund weights',
            inputs: expect.objectContaining({
              [`Avery LP (${commitmentOf['Avery LP']!.slice(0, 8)})`]: 100_000_000_001,
              [`Brook LP (${commitmentOf['Brook LP']!.slice(0, 8)})`]: 66_666_666_666,
              [`Crest LP (${commitmentOf['Crest LP']!.slice(0, 8)})`]: 83_333_333_333,
            }),
          }),
        ]),
      );
      // Dale's share of the $20,000 expense, a third rounded once, 666,667 cents, is given up
      // 6 : 4 : 5 as well: 266,666.8, 177,777.8, 222,222.33 → the two leftover cents to the
      // largest exact shares, Avery and Crest.
      const spread = await nonCapital();
      expect(spread).toEqual({
        'Dale LP admitted': 666_667,
        'Avery LP existing': -266_667,
        'Brook LP existing': -177_777,
        'Crest LP existing': -222_223,
      });
      expect(sum(spread, 'existing')).toBe(-666_667);
    });

    it('refunds through fixed percentages: the parallel fund keeps its half, Main’s partners share', async () => {
      expect((await pick(graph['Main 50 / Parallel 50']!)).status).toBe(200);
      const { lines, audit } = await capital();
      // Parallel's half does not move when Dale joins Main, so Crest gives nothing up; Avery
      // and Brook give up 6 : 4.
      expect(lines).toEqual({
        'Dale LP admitted': dalePays,
        'Avery LP existing': 20_000_000,
        'Brook LP existing': 13_333_333,
      });
      expect(audit).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            step: 'Closing allocation rules: Main 50 / Parallel 50 (effective 01/01/2026)',
          }),
        ]),
      );
      expect(await nonCapital()).toEqual({
        'Dale LP admitted': 666_667,
        'Avery LP existing': -400_001,
        'Brook LP existing': -266_666,
      });
    });

    it('an override is refunded through the picked rules too, beside what they computed', async () => {
      expect((await pick(graph['By commitment']!)).status).toBe(200);
      const overrides = (amount_cents: number | null) =>
        call<Closing>('PUT', `/api/closing/${closingId}/update-override-amounts/`, {
          overrides: [{ commitment_id: commitmentOf['Dale LP'], amount_cents }],
        });
      const saved = await overrides(30_000_000);
      expect(saved.status).toBe(200);
      const shown = Object.fromEntries(
        saved.body.equalization.map((l) => [
          `${l.investor_entity_name} ${l.role}`,
          [l.amount_cents, l.overridden, l.computed_amount_cents],
        ]),
      );
      // Dale pays $300,000 by hand; it goes back by the same weights as the computed refund
      // (100,000,000,001 : 66,666,666,666 : 83,333,333,333), floored, the two leftover cents
      // to the largest, Avery then Crest.
      expect(shown).toEqual({
        'Dale LP admitted': [30_000_000, true, dalePays],
        'Avery LP existing': [12_000_001, true, 13_333_334],
        'Brook LP existing': [7_999_999, true, 8_888_888],
        'Crest LP existing': [10_000_000, true, 11_111_111],
      });
      // Cleared, the closing is as computed again for the tests that follow.
      expect((await overrides(null)).status).toBe(200);
      expect((await capital()).lines['Dale LP admitted']).toBe(dalePays);
    });

    it('refuses bad input and another customer’s user, changing nothing', async () => {
      const before = await capital();
      expect((await pick('not-a-uuid')).status).toBe(400);
      expect((await pick(graph['By commitment']!, beacon)).status).toBe(404);
      expect(
        (
          await call(
            'GET',
            `/api/closing/${closingId}/non-capital-equalization/`,
            undefined,
            beacon,
          )
        ).status,
      ).toBe(404);
      expect((await call('GET', `/api/closing/${closingId}/`, undefined, beacon)).status).toBe(404);
      expect(await capital()).toEqual(before);
    });

    it('posts the refunds where the rules send them when the closing finalizes', async () => {
      expect((await pick(graph['By commitment']!)).status).toBe(200);
      await finalizeClosing(t, closingId);
      const rows = await t.deps.handle.query<{ name: string; entity: string; amount: number }>(
        `SELECT ie.full_name AS name, fe.name AS entity, t.amount_cents::int AS amount FROM transactions t
       JOIN transaction_codes c ON c.id = t.transaction_code_id
       JOIN investor_entities ie ON ie.id = t.investor_entity_id
       JOIN fund_entities fe ON fe.id = t.fund_entity_id
       WHERE t.fund_family_id = $1 AND c.name = 'equalization_distribution' ORDER BY ie.full_name`,
        [fund.fundFamilyId],
      );
      expect(rows).toEqual([
        { name: 'Avery LP', entity: 'Main', amount: 13_333_334 },
        { name: 'Brook LP', entity: 'Main', amount: 8_888_888 },
        { name: 'Crest LP', entity: 'Parallel', amount: 11_111_111 },
      ]);
    });
  },
);
