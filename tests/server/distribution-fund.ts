import { expect } from 'vitest';
import type { DistributionEvent, DistributionInput } from '../../src/api/distribution';
import type { Closing, FundEntity, Investor } from '../../src/api/fund-structure';
import { europeanTiers } from '../../src/api/waterfall-examples';
import { finalizeClosing } from './finalize-closing';
import type { jsonCaller } from './json-call';
import type { TestApp } from './test-app';

type Call = ReturnType<typeof jsonCaller>;
export type DistributionFundLp = 'Atlas' | 'Birch';

/**
 * A 2-LP fund with a GP carry partner for distribution tests, worked by hand in
 * tests/server/distribution-api.test.ts: "Distribution Test Fund", its main fund entity (Atlas
 * Endowment LP commits 600,000.00 and Birch Endowment LP 400,000.00, 60/40, at the first closing
 * of 2025-01-01, finalized) and its GP entity; proceeds codes distribution_realized_gain and
 * distribution_carried_interest (not recallable) beside the built-in return of capital code
 * (recallable). Each LP paid in half its commitment: Atlas 180,000.00 on 2025-01-01 and
 * 120,000.00 on 2025-07-01; Birch 120,000.00 and 80,000.00 on the same days. No waterfall yet
 * (saveEuropeanWaterfall stores one).
 */
export async function setUpDistributionFund(t: TestApp, call: Call, adminToken: string) {
  const asAdmin = <T>(method: string, path: string, body?: unknown) =>
    call<T>(method, path, body, adminToken);
  const fundFamilyId = (
    await asAdmin<{ id: string }>('POST', '/api/fund-family/', { name: 'Distribution Test Fund' })
  ).body.id;
  const base = `/api/fund-family/${fundFamilyId}`;
  const entity = async (name: string, functional_type: string, legal_type: string) =>
    (
      await asAdmin<FundEntity>('POST', `${base}/fund-entities/`, {
        name,
        short_name: null,
        functional_type,
        legal_type,
      })
    ).body.id;
  const mainId = await entity('Distribution Test Fund, L.P.', 'main_fund', 'limited_partnership');
  const gpId = await entity('Distribution Test GP, LLC', 'general_partner', 'llc');
  for (const [name, code] of [
    ['distribution_realized_gain', 'Distribution — realized gain'],
    ['distribution_carried_interest', 'Distribution — carried interest'],
  ] as const) {
    const created = await asAdmin('POST', `${base}/transactions/configuration/`, {
      name,
      display_name: code,
      classification: 'proceeds',
      affects_equalization_interest: false,
      affects_fee_accrual_interest: false,
      affects_gross_irr: true,
      affects_nav: true,
      affects_net_irr: true,
      affects_waterfall: true,
      is_recallable: false,
      should_get_equalized: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  const started = await asAdmin<{ first_closing_id: string }>('PATCH', `${base}/fundraise/`, {
    first_closing_date: '2025-01-01',
  });
  const closingId = started.body.first_closing_id;
  const commitment: Record<DistributionFundLp, string> = { Atlas: '', Birch: '' };
  for (const [name, amount] of [
    ['Atlas', 60_000_000],
    ['Birch', 40_000_000],
  ] as const) {
    const investor = await asAdmin<Investor>('POST', '/api/investor/', {
      name: `${name} Endowment`,
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: `${name} Endowment LP`, legal_type: 'limited_partnership' },
    });
    const added = await asAdmin<Closing>('PUT', `/api/closing/${closingId}/add-security/`, {
      investor_entity_id: investor.body.entities[0]!.id,
      owning_entity_id: mainId,
      amount_cents: amount,
    });
    commitment[name] = added.body.commitments.find(
      (c) => c.investor_entity_name === `${name} Endowment LP`,
    )!.commitment_id;
  }
  await finalizeClosing(t, closingId);

  /** Contributions go to the ledger directly (the capital call's own tests cover calls). */
  const contribute = async (date: string, amounts: Record<DistributionFundLp, number>) => {
    await t.deps.handle.query(
      `WITH ev AS (
         INSERT INTO fund_family_events (customer_id, fund_family_id, event_type, state, name, effective_date, sequence)
         SELECT customer_id, id, 'capital_activity', 'completed', 'Contribution ' || $2::text, $2::date,
                (SELECT coalesce(max(sequence), 0) + 1 FROM fund_family_events
                 WHERE fund_family_id = $1 AND effective_date = $2::date)
         FROM fund_families WHERE id = $1
         RETURNING id, customer_id, fund_family_id)
       INSERT INTO transactions (customer_id, fund_family_id, fund_family_event_id, fund_entity_id, investor_entity_id,
                                 commitment_id, transaction_code_id, amount_cents, effective_date)
       SELECT ev.customer_id, ev.fund_family_id, ev.id, c.owning_entity_id, c.investor_entity_id, c.id,
              (SELECT id FROM transaction_codes WHERE fund_family_id = $1 AND name = 'contribution_investment'),
              (($3::jsonb) ->> c.id::text)::bigint, $2::date
       FROM ev JOIN commitments c ON c.fund_family_id = ev.fund_family_id
       WHERE ($3::jsonb) ? c.id::text`,
      [
        fundFamilyId,
        date,
        JSON.stringify({ [commitment.Atlas]: amounts.Atlas, [commitment.Birch]: amounts.Birch }),
      ],
    );
  };
  await contribute('2025-01-01', { Atlas: 18_000_000, Birch: 12_000_000 });
  await contribute('2025-07-01', { Atlas: 12_000_000, Birch: 8_000_000 });
  return { fundFamilyId, mainId, gpId, commitment };
}

/**
 * The distribution of 2026-01-01 the hand-worked tests start from: return of capital 500,000.00
 * (recallable code) and a realized gain of 200,000.00 from Northwind Logistics, no fee holdback,
 * the carry under distribution_carried_interest.
 */
export const distributionFundInput = (
  over: Partial<DistributionInput> = {},
): DistributionInput => ({
  name: null,
  distribution_date: '2026-01-01',
  allocation_rule_graph_id: null,
  proceeds: [
    {
      source: 'return_of_capital',
      amount_cents: 50_000_000,
      investment: 'Northwind Logistics',
      transaction_code: 'distribution_return_of_capital',
    },
    {
      source: 'realized_gain',
      amount_cents: 20_000_000,
      investment: 'Northwind Logistics',
      transaction_code: 'distribution_realized_gain',
    },
  ],
  fee_holdback_cents: 0,
  recallable_cents: null,
  carried_interest_transaction_code: 'distribution_carried_interest',
  ...over,
});

/**
 * Stores the model LPA's European waterfall for the fund (capital back, 8% pref compounded
 * annually on actual/365, a full GP catch-up to 20%, then 80/20), the GP entity as carry partner.
 */
export const saveEuropeanWaterfall = (
  call: Call,
  fund: { fundFamilyId: string; gpId: string },
  adminToken: string,
) =>
  call(
    'POST',
    '/api/waterfall/configuration/',
    {
      fund_family_id: fund.fundFamilyId,
      waterfall_type: 'whole_fund',
      configuration_type: 'basic',
      carry_partner_entity_id: fund.gpId,
      pref_effect: 'actual',
      tiers: europeanTiers,
    },
    adminToken,
  );

/** Polls the distribution every 100 ms (the page polls every second) until its run is done. */
export async function waterfallRunDone(call: Call, fundFamilyId: string, id: string) {
  for (let i = 0; i < 300; i++) {
    const answer = await call<DistributionEvent>(
      'GET',
      `/api/fund-family/${fundFamilyId}/distribution/${id}`,
    );
    if (!answer.body.is_running) return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the waterfall run did not finish in 30 s');
}
