import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitmentWaterfall } from '../../src/api/commitment-waterfall';
import type { Closing, FundEntity, Investor } from '../../src/api/fund-structure';
import {
  europeanTiers,
  startConfigurationKit,
  type ConfigurationKit,
  type ErrorBody,
} from './fund-configuration-kit';
import { testDatabases } from './test-databases';
import { finalizeClosing } from './finalize-closing';

const dollars = (amount: number) => amount * 100;

describe.each(testDatabases())('commitment waterfall API on $name', (database) => {
  let k: ConfigurationKit;
  let admin: string;
  const commitment: Record<string, string> = {};

  const waterfall = (name: string, query = '', token?: string) =>
    k.call<CommitmentWaterfall>(
      'GET',
      `/commitment-information/${commitment[name]}/waterfall/${query}`,
      undefined,
      token,
    );
  const split = (body: CommitmentWaterfall) =>
    body.tiers.map((t) => [t.name, t.to_lp_cents, t.to_gp_cents]);

  /** Capital calls and distributions are not built yet: rows go to the ledger directly. */
  const post = async (date: string, code: string, amounts: Record<string, number>) => {
    await k.t.deps.handle.query(
      `WITH ev AS (
         INSERT INTO fund_family_events (customer_id, fund_family_id, event_type, state, name, effective_date, sequence)
         SELECT customer_id, id, 'capital_activity', 'completed', $2, $3::date,
                (SELECT coalesce(max(sequence), 0) + 1 FROM fund_family_events
                 WHERE fund_family_id = $1 AND effective_date = $3::date)
         FROM fund_families WHERE id = $1
         RETURNING id, customer_id, fund_family_id)
       INSERT INTO transactions (customer_id, fund_family_id, fund_family_event_id, fund_entity_id, investor_entity_id,
                                 commitment_id, transaction_code_id, amount_cents, effective_date)
       SELECT ev.customer_id, ev.fund_family_id, ev.id, c.owning_entity_id, c.investor_entity_id, c.id,
              (SELECT id FROM transaction_codes WHERE fund_family_id = $1 AND name = $4),
              (($5::jsonb) ->> c.id::text)::bigint, $3::date
       FROM ev JOIN commitments c ON c.fund_family_id = ev.fund_family_id
       WHERE ($5::jsonb) ? c.id::text`,
      [
        k.fundFamilyId,
        `${code} ${date}`,
        date,
        code,
        JSON.stringify(
          Object.fromEntries(Object.entries(amounts).map(([n, a]) => [commitment[n], a])),
        ),
      ],
    );
  };

  beforeAll(async () => {
    k = await startConfigurationKit(database, 'Commitment Waterfall Fund');
    admin = (await k.t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    const asAdmin = <T>(method: string, path: string, body?: unknown) =>
      k.call<T>(method, path, body, admin);
    const main = await asAdmin<FundEntity>(
      'POST',
      `/fund-family/${k.fundFamilyId}/fund-entities/`,
      {
        name: 'Commitment Waterfall Fund, L.P.',
        short_name: 'CWF',
        functional_type: 'main_fund',
        legal_type: 'limited_partnership',
      },
    );
    const started = await asAdmin<{ first_closing_id: string }>(
      'PATCH',
      `/fund-family/${k.fundFamilyId}/fundraise/`,
      { first_closing_date: '2025-01-01' },
    );
    const closingId = started.body.first_closing_id;
    for (const name of ['Atlas', 'Birch', 'Cedar']) {
      const investor = await asAdmin<Investor>('POST', '/investor/', {
        name: `${name} Waterfall Investor`,
        external_id: null,
        primary_contact_email: null,
        entity: { full_name: `${name} Waterfall LP`, legal_type: 'limited_partnership' },
      });
      await asAdmin('PUT', `/closing/${closingId}/add-security/`, {
        investor_entity_id: investor.body.entities[0]!.id,
        owning_entity_id: main.body.id,
        amount_cents: dollars(10_000_000),
      });
    }
    const closing = (await asAdmin<Closing>('GET', `/closing/${closingId}/`)).body;
    for (const c of closing.commitments)
      commitment[c.investor_entity_name.split(' ')[0]!] = c.commitment_id;
    await finalizeClosing(k.t, closingId);
    await post('2025-01-01', 'contribution_investment', {
      Atlas: dollars(1_000_000),
      Birch: dollars(1_000_000),
      Cedar: dollars(1_000_000),
    });
    await post('2026-01-01', 'distribution_return_of_capital', { Cedar: dollars(400_000) });
  });
  afterAll(() => k.t.dispose());

  it('says when the fund has no waterfall configured', async () => {
    const empty = await waterfall('Atlas', '?as_of=2026-01-01');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ configured: false, tiers: [], table: null });
  });

  it('runs the stored European waterfall on the commitment at its NAV from the ledger', async () => {
    const saved = await k.call('POST', '/waterfall/configuration/', {
      fund_family_id: k.fundFamilyId,
      waterfall_type: 'whole_fund',
      configuration_type: 'basic',
      carry_partner_entity_id: k.gpEntityId,
      pref_effect: 'actual',
      tiers: europeanTiers,
    });
    expect(saved.status).toBe(200);
    // Paid in $1,000,000, nothing distributed: NAV $1,000,000, all of it capital back.
    const atNav = await waterfall('Atlas', '?as_of=2026-01-01', k.tokens.reader);
    expect(atNav.status).toBe(200);
    expect(atNav.body).toMatchObject({
      configured: true,
      terms_source: 'fund',
      carry_partner_name: 'Commitment Waterfall Fund GP, LLC',
      contributed_cents: dollars(1_000_000),
      distributed_cents: 0,
      liquidation_value_cents: dollars(1_000_000),
      liquidation_value_source: 'nav',
      total_to_lp_cents: dollars(1_000_000),
      total_to_gp_cents: 0,
    });
    expect(atNav.body.table!.rows).toHaveLength(4);
    // The ledger step names the codes as people know them, not by their snake_case keys.
    const ledgerStep = atNav.body.steps.find((s) => s.inputs && 'codes' in s.inputs)!;
    const codes = String(ledgerStep.inputs!.codes);
    expect(codes).toBe('Contribution — investments');
  });

  it('splits a hypothetical $1,500,000 through the tiers, worked by hand', async () => {
    // One year at 8% compounded annually: pref owed 1,000,000 × 1.08 − 1,000,000 = $80,000.
    // Full catch-up to 20% of profits: x = 0.2 × 80,000 ÷ (1 − 0.2) = $20,000 to the GP.
    // The $400,000 left splits 80/20: $320,000 and $80,000. GP $100,000 = 20% of the $500,000 profit.
    const run = await waterfall('Atlas', `?as_of=2026-01-01&liquidation_value_cents=150000000`);
    expect(split(run.body)).toEqual([
      ['Return of capital', dollars(1_000_000), 0],
      ['Preferred return', dollars(80_000), 0],
      ['GP catch-up', 0, dollars(20_000)],
      ['Final split', dollars(320_000), dollars(80_000)],
    ]);
    expect(run.body).toMatchObject({
      liquidation_value_source: 'entered',
      total_to_lp_cents: dollars(1_400_000),
      total_to_gp_cents: dollars(100_000),
    });
    const pref = run.body.tiers[1]!;
    expect(pref).toMatchObject({
      hurdle_cents: dollars(80_000),
      available_cents: dollars(500_000),
    });
    expect(pref.steps.at(-1)).toMatchObject({
      formula: 'min(available, owed), 100% to the partner',
      value: '80,000.00',
    });
    expect(run.body.steps.at(-1)).toMatchObject({ step: 'Totals', value: dollars(1_500_000) });
  });

  it("runs the class's overrides for a commitment in a class (15% carry)", async () => {
    const klass = await k.call<{ id: string }>('POST', '/investor-class/', {
      fund_family_id: k.fundFamilyId,
      name: 'Anchor',
      description: null,
      waterfall_overrides: [
        {
          tier_name: 'GP catch-up',
          rate_percent: null,
          catch_up_percent: null,
          carry_percent: '15',
        },
        {
          tier_name: 'Final split',
          rate_percent: null,
          catch_up_percent: null,
          carry_percent: '15',
        },
      ],
    });
    expect(klass.status).toBe(201);
    const profile = await k.call(
      'PUT',
      `/commitment-information/${commitment.Birch}/`,
      { is_gp: false, investor_class_id: klass.body.id },
      admin,
    );
    expect(profile.status).toBe(200);
    // Catch-up: 0.15 × 8,000,000¢ ÷ 0.85 = 1,411,764.7¢ → 1,411,765¢; the 40,588,235¢ left
    // splits 15%: 6,088,235.25¢ → 6,088,235¢. GP 7,500,000¢ = 15% of the $500,000 profit.
    const run = await waterfall('Birch', `?as_of=2026-01-01&liquidation_value_cents=150000000`);
    expect(run.body.terms_source).toBe('class');
    expect(run.body.class_name).toBe('Anchor');
    expect(split(run.body)).toEqual([
      ['Return of capital', dollars(1_000_000), 0],
      ['Preferred return', dollars(80_000), 0],
      ['GP catch-up', 0, 1_411_765],
      ['Final split', 40_588_235 - 6_088_235, 6_088_235],
    ]);
    expect(run.body.total_to_gp_cents).toBe(dollars(75_000));
    expect(run.body.tiers[3]!.terms).toBe('15% to the GP, the rest to the LP');
  });

  it('counts earlier distributions as capital returned, and as of a date reads only what was posted by then', async () => {
    // Cedar got $400,000 back on 2026-01-01. On 2027-01-01, with $1,000,000 to distribute:
    // capital left 600,000; pref 1,000,000 × 1.08² − 400,000 × 1.08 − 600,000 = $134,400;
    // catch-up 0.2 × 134,400 ÷ 0.8 = $33,600; the $232,000 left 80/20: $185,600 and $46,400.
    const run = await waterfall('Cedar', `?as_of=2027-01-01&liquidation_value_cents=100000000`);
    expect(split(run.body)).toEqual([
      ['Return of capital', dollars(600_000), 0],
      ['Preferred return', dollars(134_400), 0],
      ['GP catch-up', 0, dollars(33_600)],
      ['Final split', dollars(185_600), dollars(46_400)],
    ]);
    expect(run.body.distributed_cents).toBe(dollars(400_000));
    // At its NAV ($1,000,000 paid in − $400,000 back) the rest of its capital is all there is.
    const atNav = await waterfall('Cedar', '?as_of=2027-01-01');
    expect(atNav.body.liquidation_value_cents).toBe(dollars(600_000));
    expect(split(atNav.body)[0]).toEqual(['Return of capital', dollars(600_000), 0]);
    // Before the distribution was posted it is not there.
    const earlier = await waterfall('Cedar', '?as_of=2025-12-31');
    expect(earlier.body.distributed_cents).toBe(0);
    expect(earlier.body.liquidation_value_cents).toBe(dollars(1_000_000));
    const before = await waterfall('Cedar', '?as_of=2024-12-31');
    expect(before.body).toMatchObject({ contributed_cents: 0, liquidation_value_cents: 0 });
  });

  it("refuses bad input and gives another customer's user nothing", async () => {
    const badDate = await waterfall('Atlas', '?as_of=2026-02-30');
    expect(badDate.status).toBe(400);
    expect((badDate.body as unknown as ErrorBody).data).toEqual({ as_of: ['Must be valid date'] });
    const badValue = await waterfall('Atlas', '?liquidation_value_cents=-5');
    expect(badValue.status).toBe(400);
    expect(Object.keys((badValue.body as unknown as ErrorBody).data!)).toEqual([
      'liquidation_value_cents',
    ]);
    const other = await waterfall('Atlas', '?as_of=2026-01-01', k.tokens.beacon);
    expect(other.status).toBe(404);
    const unknown = await k.call(
      'GET',
      '/commitment-information/00000000-0000-4000-8000-000000000000/waterfall/',
    );
    expect(unknown.status).toBe(404);
  });
});
