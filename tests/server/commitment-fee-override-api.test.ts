import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import type { CapitalCallBreakdown } from '../../src/api/capital-call-breakdown';
import type { CommitmentFees } from '../../src/api/commitment-detail';
import type { CommitmentFee } from '../../src/api/commitment-fee-override';
import type { FeeChargeEventView, FeeChargeLineWorking } from '../../src/api/fee-charge-event';
import { startFeeChargeFund, type FeeChargeFund } from './fee-charge-fund';
import type { ConfigurationKit, ErrorBody } from './fund-configuration-kit';
import { testDatabases } from './test-databases';

/**
 * A commitment's own fee rate (a side letter, commitments/{id}/fees/{feeId}/override), worked by
 * hand on a small fund. The fund's fee (startFeeChargeFund: the model fee) is 2% a year on
 * committed capital, quarterly in advance, day count actual/365 with proration 'day_count'
 * (every period is its days over 365, a full quarter too), day-weighted average basis.
 * First close 2026-01-15: Atlas and Birch $10,000,000.00 each at the fund rate; Birch's side
 * letter sets 1.5% from 2026-01-01.
 *
 * Q2 2026 (2026-04-01 to 06-30, 91 days), the basis 1,000,000,000¢ all quarter:
 * - Atlas 1,000,000,000¢ × 2% × 91/365 = 20,000,000 × 91/365 = 4,986,301.37¢ → 4,986,301¢.
 * - Birch at the fund rate, the same 4,986,301¢; at its 1.5%:
 *   1,000,000,000¢ × 1.5% × 91/365 = 15,000,000 × 91/365 = 3,739,726.03¢ → 3,739,726¢.
 * A capital call's gross management fee line for Q2 reads the same rates: 4,986,301 + 3,739,726
 * = 8,726,027¢.
 */
describe.each(testDatabases())('a commitment’s fee override on $name', (database) => {
  let k: ConfigurationKit;
  let as: FeeChargeFund<'Atlas' | 'Birch'>['as'];
  let commitment: FeeChargeFund<'Atlas' | 'Birch'>['commitment'];
  let feeId = '';
  let eventId = '';
  let path = '';

  const overrideRows = async () =>
    (
      await k.t.deps.handle.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM commitment_fee_overrides WHERE commitment_id = $1`,
        [commitment.Birch],
      )
    )[0]!.n;
  const auditRows = async () =>
    (
      await k.t.deps.handle.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'commitment_fee_override'`,
      )
    )[0]!.n;
  const grossOf = (view: FeeChargeEventView, id: string) =>
    view.lines.find((l) => l.commitment_id === id)!.gross_cents;

  beforeAll(async () => {
    ({ k, as, feeId, commitment } = await startFeeChargeFund(
      database,
      { name: 'Side Letter Fund', shortName: 'SLF', lpSuffix: 'Side' },
      [
        ['Atlas', 10_000_000],
        ['Birch', 10_000_000],
      ],
    ));
    path = `/commitment-information/${commitment.Birch}/fees/${feeId}/`;
    // Drafted before the side letter: the charge's run must follow the override once set.
    const created = await as<FeeChargeEventView>('writer', 'POST', '/fee-charge-event/', {
      fund_family_id: k.fundFamilyId,
      fee_id: feeId,
      period_start: '2026-04-01',
    });
    expect(created.status).toBe(201);
    eventId = created.body.id;
    expect(grossOf(created.body, commitment.Birch)).toBe(4_986_301);
  });
  afterAll(() => k.t.dispose());

  it('shows the fee as it applies to the commitment: the fund’s rate, no override', async () => {
    const got = await as<CommitmentFee>('reader', 'GET', path);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      commitment_id: commitment.Birch,
      investor_entity_name: 'Birch Side LP',
      investor_class: null,
      class_rates: null,
      override: null,
      steps: [{ from: '2026-01-01', rate_percent: '2', source: 'fund' }],
    });
    expect(got.body.fee.id).toBe(feeId);
  });

  it('refuses a reader (403), another customer (404) and bad input (400), changing nothing', async () => {
    const body = { rates: [{ from: '2026-01-01', rate_percent: '1.5' }] };
    expect((await as('reader', 'PUT', `${path}override/`, body)).status).toBe(403);
    expect((await as('reader', 'DELETE', `${path}override/`)).status).toBe(403);
    expect((await as('beacon', 'GET', path)).status).toBe(404);
    expect((await as('beacon', 'PUT', `${path}override/`, body)).status).toBe(404);
    expect((await as('beacon', 'DELETE', `${path}override/`)).status).toBe(404);
    // A fee id that is no fee of this customer: 404, as for a commitment of another customer.
    const noFee = `/commitment-information/${commitment.Birch}/fees/${k.fundFamilyId}/`;
    expect((await as('writer', 'PUT', `${noFee}override/`, body)).status).toBe(404);

    const empty = await as<ErrorBody>('writer', 'PUT', `${path}override/`, { rates: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.data?.rates).toEqual(['At least 1 items']);
    const bad = await as<ErrorBody>('writer', 'PUT', `${path}override/`, {
      rates: [
        { from: '2026-06-01', rate_percent: '101' },
        { from: '2026-01-01', rate_percent: '-1' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({
      'rates.0.rate_percent': ['Less than or equal to 100'],
      'rates.1.rate_percent': ['Must be valid percent'],
    });
    expect(await overrideRows()).toBe(0);
    expect(await auditRows()).toBe(0);
  });

  it('sets the side letter: the commitment’s rate wins, audited, and the fee charge run charges it', async () => {
    const set = await as<CommitmentFee>('writer', 'PUT', `${path}override/`, {
      rates: [{ from: '2026-01-01', rate_percent: '1.5' }],
    });
    expect(set.status).toBe(200);
    expect(set.body.override).toMatchObject({
      rates: [{ from: '2026-01-01', rate_percent: '1.5' }],
      updated_by_name: expect.any(String),
    });
    expect(set.body.steps).toEqual([
      { from: '2026-01-01', rate_percent: '1.5', source: 'commitment' },
    ]);
    expect(set.body.in_force).toEqual(set.body.steps[0]);
    const audit = await k.t.deps.handle.query<{ action: string; data: unknown }>(
      `SELECT action, data FROM audit_log WHERE target_type = 'commitment_fee_override' AND target_id = $1`,
      [commitment.Birch],
    );
    expect(audit).toEqual([
      {
        action: 'edit',
        data: {
          fee_id: feeId,
          before: null,
          after: [{ from: '2026-01-01', rate_percent: '1.5' }],
        },
      },
    ]);

    const view = await as<FeeChargeEventView>('reader', 'GET', `/fee-charge-event/${eventId}/`);
    expect(view.status).toBe(200);
    expect(grossOf(view.body, commitment.Birch)).toBe(3_739_726);
    expect(grossOf(view.body, commitment.Atlas)).toBe(4_986_301);
    expect(view.body.lines.find((l) => l.commitment_id === commitment.Birch)!.rate_percent).toBe(
      '1.5',
    );
    expect(view.body.totals.gross_cents).toBe(4_986_301 + 3_739_726);
    const working = await as<FeeChargeLineWorking>(
      'reader',
      'GET',
      `/fee-charge-event/${eventId}/line/${commitment.Birch}/`,
    );
    expect(working.body.gross_audit).toContainEqual(
      expect.objectContaining({
        inputs: expect.objectContaining({ rate: '0.015', rateSource: 'commitment' }),
      }),
    );

    const tab = await as<CommitmentFees>(
      'reader',
      'GET',
      `/fees-and-carry/?commitment_id=${commitment.Birch}`,
    );
    expect(tab.body.terms[0]).toMatchObject({
      fee_id: feeId,
      rates: [{ from: '2026-01-01', rate_percent: '1.5', source: 'commitment' }],
      in_force: { from: '2026-01-01', rate_percent: '1.5', source: 'commitment' },
    });
  });

  it('calls the side letter’s fee on a capital call’s management fee line', async () => {
    const created = await as<CapitalCallEvent>(
      'writer',
      'POST',
      `/fund-family/${k.fundFamilyId}/fund-family-event`,
      {
        name: null,
        notice_date: '2026-03-20',
        due_date: '2026-04-01',
        allocation_rule_graph_id: null,
        uses: [
          {
            kind: 'management_fees',
            description: 'Management fee Q2 2026',
            fee_period: { start: '2026-04-01', end: '2026-06-30' },
            transaction_code: 'contribution_management_fee',
            overrides: [],
          },
        ],
      },
    );
    expect(created.status).toBe(201);
    const [use] = created.body.uses;
    expect(use!.amount_cents).toBe(8_726_027);
    const breakdown = await as<CapitalCallBreakdown>(
      'reader',
      'GET',
      `/fund-family/${k.fundFamilyId}/capital-call/${created.body.id}/breakdown`,
    );
    expect(Object.fromEntries(breakdown.body.rows.map((r) => [r.lp, r.by_use[use!.id]]))).toEqual({
      'Atlas Side LP': 4_986_301,
      'Birch Side LP': 3_739_726,
    });
  });

  it('steps the side letter down by date: each step says where its rate comes from', async () => {
    // The side letter from 2026-05-01 only: the fund's 2% until then. Q2 splits there:
    // 2026-04-01..04-30, 30 days at 2%: 20,000,000 × 30/365 = 1,643,835.62¢;
    // 2026-05-01..06-30, 61 days at 1.5%: 15,000,000 × 61/365 = 2,506,849.32¢;
    // together 4,150,684.93¢ → 4,150,685¢ (rounded once, from the exact sum).
    const set = await as<CommitmentFee>('writer', 'PUT', `${path}override/`, {
      rates: [{ from: '2026-05-01', rate_percent: '1.5' }],
    });
    expect(set.status).toBe(200);
    expect(set.body.steps).toEqual([
      { from: '2026-01-01', rate_percent: '2', source: 'fund' },
      { from: '2026-05-01', rate_percent: '1.5', source: 'commitment' },
    ]);
    const view = await as<FeeChargeEventView>('reader', 'GET', `/fee-charge-event/${eventId}/`);
    expect(grossOf(view.body, commitment.Birch)).toBe(4_150_685);
  });

  it('clears the side letter: the fund’s rate again, audited', async () => {
    const cleared = await as<CommitmentFee>('writer', 'DELETE', `${path}override/`);
    expect(cleared.status).toBe(200);
    expect(cleared.body.override).toBeNull();
    expect(cleared.body.steps).toEqual([{ from: '2026-01-01', rate_percent: '2', source: 'fund' }]);
    expect(await overrideRows()).toBe(0);
    expect(await auditRows()).toBe(3);
    const view = await as<FeeChargeEventView>('reader', 'GET', `/fee-charge-event/${eventId}/`);
    expect(grossOf(view.body, commitment.Birch)).toBe(4_986_301);
  });
});
