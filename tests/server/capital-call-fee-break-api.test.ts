import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapitalCallEvent, CapitalCallInput } from '../../src/api/capital-call';
import { modelManagementFee } from '../../src/api/fee-examples';
import type { Closing, FundEntity, Investor } from '../../src/api/fund-structure';
import { feeBreakBlocksFees } from '../../src/server/distribution/fee-break';
import { finalizeClosing } from './finalize-closing';
import { startConfigurationKit, type ConfigurationKit } from './fund-configuration-kit';
import { testDatabases } from './test-databases';

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

/**
 * Spec §4/§9 (issue 17 step 2, issue 20 item 5): once a fee-break distribution (one with a fee
 * holdback) has completed, a call may no longer include management fees: create and update answer
 * 400 on the fee line's kind, finalize 409, both with feeBreakBlocksFees; a call without fees is
 * fine. The fee is model-LPA prorated: Atlas $10,000,000 at 2% for the full Q2 2026 is exactly
 * 1/4 of a year: 1,000,000,000¢ × 0.02 / 4 = 5,000,000¢ (on actual/365 it would be 91/365:
 * 4,986,301¢).
 */
describe.each(testDatabases())('management fees refused after a fee break on $name', (database) => {
  let k: ConfigurationKit;
  const token = { admin: '', writer: '', approver: '' };
  let draftWithFees = '';

  const as = <T>(who: keyof typeof token, method: string, path: string, body?: unknown) =>
    k.call<T>(method, path, body, token[who]);
  const base = () => `/fund-family/${k.fundFamilyId}`;
  const feeUse = {
    kind: 'management_fees' as const,
    description: 'Management fee Q2 2026',
    fee_period: { start: '2026-04-01', end: '2026-06-30' },
    transaction_code: 'contribution_management_fee',
    overrides: [],
  };
  const investmentUse = {
    kind: 'investment' as const,
    description: 'Investment in Northwind',
    amount_cents: 100_000_000,
    transaction_code: 'contribution_investment',
    overrides: [],
  };
  const input = (uses: CapitalCallInput['uses']): CapitalCallInput => ({
    name: null,
    notice_date: '2026-03-20',
    due_date: '2026-04-01',
    allocation_rule_graph_id: null,
    uses,
  });
  /** A completed distribution of the fund family with this fee holdback. */
  const completedDistribution = async (feeHoldbackCents: number) => {
    await k.t.deps.handle.query(
      `WITH ev AS (
         INSERT INTO fund_family_events (customer_id, fund_family_id, event_type, state, name, effective_date, sequence)
         SELECT customer_id, id, 'distribution', 'completed', 'Distribution ' || $2::text, '2026-03-01',
                (SELECT coalesce(max(sequence), 0) + 1 FROM fund_family_events WHERE fund_family_id = $1)
         FROM fund_families WHERE id = $1
         RETURNING id, customer_id, fund_family_id)
       INSERT INTO distributions (fund_family_event_id, customer_id, fund_family_id, distribution_date, proceeds, fee_holdback_cents)
       SELECT id, customer_id, fund_family_id, '2026-03-01', '[]'::jsonb, $2::bigint FROM ev`,
      [k.fundFamilyId, feeHoldbackCents],
    );
  };

  beforeAll(async () => {
    k = await startConfigurationKit(database, 'Fee Break Fund');
    token.admin = (await k.t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.writer = (await k.t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.approver = (await k.t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    const fee = await k.call('POST', '/fee-information/', {
      fund_family_id: k.fundFamilyId,
      ...modelManagementFee(k.basisCalculationId, '2026-01-01'),
      proration: 'model_lpa',
    });
    expect(fee.status).toBe(201);
    const main = await as<FundEntity>('admin', 'POST', `${base()}/fund-entities/`, {
      name: 'Fee Break Fund, L.P.',
      short_name: 'FBF',
      functional_type: 'main_fund',
      legal_type: 'limited_partnership',
    });
    const started = await as<{ first_closing_id: string }>(
      'admin',
      'PATCH',
      `${base()}/fundraise/`,
      {
        first_closing_date: '2026-01-15',
      },
    );
    const investor = await as<Investor>('admin', 'POST', '/investor/', {
      name: 'Atlas Break Investor',
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: 'Atlas Break LP', legal_type: 'limited_partnership' },
    });
    const added = await as<Closing>(
      'admin',
      'PUT',
      `/closing/${started.body.first_closing_id}/add-security/`,
      {
        investor_entity_id: investor.body.entities[0]!.id,
        owning_entity_id: main.body.id,
        amount_cents: 1_000_000_000,
      },
    );
    expect(added.status).toBe(200);
    await finalizeClosing(k.t, started.body.first_closing_id);
  }, 180_000);
  afterAll(() => k.t.dispose());

  it('a completed distribution without a fee holdback blocks nothing: the fee is 1/4 of the year', async () => {
    await completedDistribution(0);
    const created = await as<CapitalCallEvent>('writer', 'POST', `${base()}/fund-family-event`, {
      ...input([feeUse]),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.uses[0]!.amount_cents).toBe(5_000_000);
    draftWithFees = created.body.id;
  });

  it('after a fee-break distribution: a fee line is refused on its line, finalize 409; no fees is fine', async () => {
    await completedDistribution(2_500_000);
    const refused = await as<ErrorBody>('writer', 'POST', `${base()}/fund-family-event`, {
      ...input([investmentUse, feeUse]),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({ 'uses.1.kind': [feeBreakBlocksFees] });
    const edited = await as<ErrorBody>(
      'writer',
      'PUT',
      `${base()}/fund-family-event/${draftWithFees}`,
      input([feeUse]),
    );
    expect(edited.status).toBe(400);
    expect(edited.body.data).toEqual({ 'uses.0.kind': [feeBreakBlocksFees] });
    const finalize = await as<ErrorBody>(
      'approver',
      'PATCH',
      `${base()}/fund-family-event/${draftWithFees}/finalize`,
    );
    expect([finalize.status, finalize.body.message]).toEqual([409, feeBreakBlocksFees]);
    const still = await as<CapitalCallEvent>(
      'writer',
      'GET',
      `${base()}/fund-family-event/${draftWithFees}`,
    );
    expect(still.body.state).toBe('draft');
    const fine = await as<CapitalCallEvent>('writer', 'POST', `${base()}/fund-family-event`, {
      ...input([investmentUse]),
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
    const done = await as<CapitalCallEvent>(
      'approver',
      'PATCH',
      `${base()}/fund-family-event/${fine.body.id}/finalize`,
    );
    expect([done.status, done.body.state]).toEqual([200, 'completed']);
  });
});
